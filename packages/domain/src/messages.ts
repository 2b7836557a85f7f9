/**
 * Issue 29 §2: the product's refusals, one catalogue. A refusal (a DomainError, a field of a
 * problem+json answer, a message of a contract's schema) is a stable key of this catalogue
 * plus the values its words need; these English templates are the one place its English
 * words are written. The server renders `detail` and each field's `message` from them; the
 * web's `errors` catalogues translate the same keys (locales/en/errors.ts is this one).
 *
 * - `details`: what a refusal says (a DomainError's key);
 * - `fields`: what a field error says (a schema's message, zod's own issues, a rule's);
 * - `{{name}}` is a value; a key with `_one`/`_other` forms takes `count` (i18next's plurals).
 */
export const messages = {
  details: {
    invalidRequest: 'Invalid request',
    valueNotValid: 'A value is not valid.',
    valueOutOfRange: 'A value is out of its allowed range.',
    recordConflict: 'This record conflicts with one that already exists.',
    recordReferenced: 'This record is still referenced, or refers to a record that does not exist.',
    concurrentChange: 'Another change happened at the same time; try again.',
    periodBooked: 'This car is already booked for part of this period.',
    internalError: 'Something went wrong on the server.',
    crossSite: 'Cross-site requests are not allowed.',
    signIn: 'Please sign in.',
    accountGone: 'Your account no longer exists.',
    roleForbidden: 'Your role does not allow this.',
    lastOwner: 'At least one enabled owner must remain.',
    cannotDisableSelf: 'You cannot disable your own account.',
    cannotResetSelf:
      'You cannot reset your own password here: sign out and use the password reset e-mail.',
    liftDoNotRent: 'Only a manager or the owner can lift "Do not rent"',
    insuranceLapsed:
      "This car's insurance covers it until {{until}}: it cannot be booked or picked up past that day.",
    technicalInspectionLapsed:
      "This car's contrôle technique is valid until {{until}}: it cannot be booked or picked up past that day.",
    overrideLapsedPapers: 'Only a manager or the owner can book a car past its lapsed papers',
    discountBooking: 'Only a manager or the owner can give a discount',
    paidPurchase:
      'Only a manager or the owner can change the purchase price or supplier of a paid car',
    requestInProgress: 'This request is already being processed.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for another request.',
    idempotencyKeyLength: 'The Idempotency-Key header must be 1 to {{max}} characters.',
    urlNotValid: 'This URL is not valid.',
    noRoute: 'No route {{method}} {{path}}',
    invalidCursor: 'Not a valid cursor',
    brandExists: 'A brand with this name already exists.',
    modelExists: 'This model already exists for this brand.',
    brandNotFound: 'Brand not found',
    modelNotFound: 'Model not found',
    carNotFound: 'Car not found',
    supplierNotFound: 'Supplier not found',
    customerNotFound: 'Customer not found',
    rentalNotFound: 'Rental not found',
    bookingNotFound: 'Booking not found',
    rentalRecordNotFound: 'Rental record not found',
    saleNotFound: 'Sale not found',
    invoiceNotFound: 'Invoice not found',
    transactionNotFound: 'Transaction not found',
    staffNotFound: 'Staff account not found',
    blockNotFound: 'Blocked period not found',
    totalsTooLarge: "The fund's totals would pass the largest amount the product keeps.",
    documentNotFound: 'Document not found',
    imageNotFound: 'Image not found',
    photoNotFound: 'Photo not found',
    metricsToken: 'The metrics token is missing or wrong.',
    noContractYet: 'This rental has no contract yet: check the car out first.',
    noReturnReceiptYet:
      'This rental has no return receipt yet: it is not returned with its check-in.',
    noFreeInvoiceNumber: 'Could not find a free invoice number; try again.',
    pinChangedMeanwhile: 'The PIN was changed at the same time; try again.',
    accountConflict: 'This account conflicts with one that already exists.',
    supplierHasRecords:
      'This supplier has cars or payments on record and cannot be deleted. Archive it instead.',
    emailTaken: 'An account with this email already exists.',
    usernameTaken: 'This username is already taken.',
    invalidCredentials: 'Invalid username/email or password.',
    setupDone: 'The owner account already exists. Please sign in.',
    invalidResetToken: 'This reset link is invalid or has expired.',
    resetMailFailed: 'Failed to send password reset email',
    signInLocked: 'Too many failed sign-in attempts. Sign-in is locked for 15 minutes.',
    signInDelayed_one: 'Too many failed sign-in attempts. Wait {{count}} second and try again.',
    signInDelayed_other: 'Too many failed sign-in attempts. Wait {{count}} seconds and try again.',
    incorrectPin: 'Incorrect PIN',
    pinLocked: 'Too many wrong PIN attempts. Sign in again to retry.',
    pinAccountWaiting: 'Too many wrong PIN attempts on this account. Try again later.',
    pinNotSet: 'No PIN has been set for Total Benefit.',
    benefitLocked: 'Total Benefit is locked.',
    transactionLocked:
      'This entry was recorded by a rental, sale or purchase; undo that action instead.',
    drawerClosed:
      'This drawer is closed for the day: its entries cannot change. Record a correction on an open day, or ask an owner to reopen it.',
    drawerOpen: 'This drawer is not closed: there is nothing to reopen.',
    differenceCorrected:
      "A correction names this day's cash difference: delete that correction before reopening the day.",
    drawerInFuture: 'A day that has not started yet cannot be closed.',
    correctedNotFound: 'The entry this one corrects does not exist.',
    serviceCarOut:
      'This car is out on a rental: only a repair can be recorded until it is returned.',
    serviceNotFound: 'This service record does not exist.',
    paperNotFound: 'This paper does not exist.',
    ratePlanNotFound: 'This rate plan does not exist.',
    bookingPageClosed: 'The agency does not take bookings on its page at the moment.',
    carUnavailable: 'No car of this offer is free for this period any more: choose another.',
    bookingRequestHeld:
      'The car is held from {{from}} to {{to}} by a request from the booking page.',
    tooManyBookingRequests: 'Too many requests: try again later, or call the agency.',
    tooManyOpenRequests:
      'You already have requests waiting for the agency’s answer: wait for it, or call the agency.',
    bookingRequestNotFound: 'This request does not exist.',
    bookingRequestClosed:
      'This request was already answered, cancelled or has expired: it cannot change any more.',
    bookingRequestStarted: 'The pickup time has passed: call the agency to cancel.',
    licencePhotoLimit:
      'This request already has the most licence photos allowed: bring your licence to the agency.',
    fineNotFound: 'This fine does not exist.',
    fineMatchChanged:
      'The rental that had the car at that time is not the one proposed: look at the proposal again.',
    fineNotOwed: 'This fine is not owed by a customer, or he has already paid it.',
    fineCollected:
      'The customer paid this fine with his rental at its return: give it back by a correction in the fund.',
    cancelledNoInvoice: 'A cancelled booking has no invoice: nothing was rented.',
    notRentable:
      'This car cannot be rented: it must be paid, in the garage, not rented and not sold.',
    notRented: 'This car is not currently rented.',
    notBookable: 'This car cannot be booked: it must be paid, have a daily rate and not be sold.',
    notSellable: 'This car cannot be sold: it is rented or already sold.',
    notSold: 'Car not found or not sold',
    notForSale: 'This car is not listed for sale.',
    notListable:
      'Only cars in the garage, not rented, not sold and with a sale price can be listed for sale.',
    rentedCannotRemove: "Can't Remove: the car is rented.",
    rentedCannotChangePayment: 'Cannot change payment status while the car is rented.',
    rentedCannotChangeMileage: 'Cannot change the mileage of a rented car.',
    supplierPaymentChoice:
      "This supplier's recorded payments already cover this car. Say whether it was paid by those payments or by a new payment now.",
    rentalActive: 'An active rental cannot be deleted; return the car first.',
    rentalStarted: 'This rental has already started: return the car instead.',
    rentalNotStarted: 'This booking has not started yet: cancel it instead.',
    notReserved: 'This booking is not waiting for its pickup.',
    bookingOver:
      'The booked period of this reservation is over: mark it as a no-show or cancel it instead.',
    bookingClosed: 'This booking is already closed.',
    carReserved: 'This car has upcoming reservations: cancel them before selling or deleting it.',
    notOut: 'This rental is not out: only a car picked up can be checked out.',
    alreadyCheckedOut: 'This rental already has its check-out.',
    noDeposit: 'This rental has no deposit to settle.',
    retainedNotCash: 'Only a cash deposit can be kept against charges.',
    retainedTooHigh:
      'Kept from the deposit cannot be more than the deposit or what the customer owes ({{amount}}).',
    bookingConflictWith: 'This car is already booked from {{from}} to {{to}} for {{name}}.',
    blockedMaintenance: 'This car is blocked for maintenance from {{from}} to {{to}}.',
    blockedRepair: 'This car is blocked for repair from {{from}} to {{to}}.',
    blockedOwner: 'This car is blocked for its owner from {{from}} to {{to}}.',
    doNotRent: '{{name}} is on the "Do not rent" list: {{reason}}',
    doNotRentNoReason: '{{name}} is on the "Do not rent" list:',
    licenceTaken: 'This driving licence number is already on file for {{name}}',
    noShowTooEarlyHours_one:
      'A booking can be marked a no-show {{count}} hour after its pickup time.',
    noShowTooEarlyHours_other:
      'A booking can be marked a no-show {{count}} hours after its pickup time.',
    noShowTooEarlyMinutes_one:
      'A booking can be marked a no-show {{count}} minute after its pickup time.',
    noShowTooEarlyMinutes_other:
      'A booking can be marked a no-show {{count}} minutes after its pickup time.',
    tooManyImages_one: 'A car can have at most {{count}} image.',
    tooManyImages_other: 'A car can have at most {{count}} images.',
    databaseUnavailable: 'The database is not available.',
    migrationsNotApplied: 'The database migrations have not been applied.',
    databaseTimeout: 'The database did not answer within {{seconds}} seconds.',
    migrationsBehind: 'The database migrations are not applied up to {{tag}}.',
    demoReadOnly:
      'Demo Mode: This action is not allowed in demo mode. Please contact the administrator for full access.',
    uploadOneImage: 'Upload one image at a time',
    uploadMalformed: 'The upload is not a complete multipart form',
    notAnImage: 'File must be an image',
    notSupportedImage: 'File must be an image (JPEG, PNG, WebP supported)',
    unsupportedFormat: 'Supported formats: JPEG, PNG, WebP',
    fileTooLarge: 'File size must be less than 5MB',
    dimensionsTooLarge: 'Image dimensions are too large',
  },
  fields: {
    generic: 'This value is not valid.',
    chequeNumberRequired: 'Enter the cheque number.',
    countedCashRequired: 'Enter the cash counted.',
    denomination: 'Not a note or coin of the dinar.',
    invalidMonth: 'Not a valid month.',
    serviceType: 'Choose the type of service.',
    paperKind: 'Choose the kind of paper.',
    serviceSchedule: 'Every how many km or months: a whole number above 0, or empty.',
    paperUntilBeforeFrom: 'The paper cannot end before it starts.',
    overrideReasonRequired: 'Say why the car goes out past its papers.',
    paperTitleRequired: 'Say what this paper is.',
    carCategory: 'Choose economy, compact, SUV, van or premium.',
    extraCode: 'Not an extra the agency sells.',
    extraPricing: 'Choose per day or once.',
    extraNotOffered: 'The agency does not offer this extra.',
    deliveryPlace: 'Choose a place the agency delivers to.',
    priceChange: 'Give a daily rate or a percentage.',
    seasonDay: 'Give a day as DD/MM, or as a date for a season of one year.',
    seasonDaysAlike: 'Give both days as days of the year, or both as dates.',
    seasonUntilBeforeFrom: 'The last day comes before the first.',
    seasonNameRequired: 'Name the season.',
    tierDuplicate: 'Two tiers start at the same number of days.',
    categoryTwice: 'A category is chosen twice.',
    pickupTooSoon: 'The pickup must be at least {{hours}} hours from now.',
    bookingTooLong: 'A booking on this page is at most {{days}} days.',
    acceptTermsRequired: 'Accept the terms to send the request.',
    declineReasonRequired: 'Say why the request is declined.',
    smtpHostRequired: 'Enter the SMTP server.',
    mailFromInvalid: 'Enter the sender as an e-mail address, or as Name <address>.',
    portInvalid: 'Enter a port from 1 to 65535.',
    placeNameRequired: 'Name the place.',
    discountAboveTotal: 'The discount cannot be more than the price.',
    discountReasonRequired: 'Say why the price is lowered.',
    seasonMinimum: 'During {{season}} a booking is at least {{days}} days.',
    finePlaceRequired: 'Enter where the offence was recorded.',
    fineReferenceRequired: "Enter the fine's number.",
    fineChargeTo: 'Choose who pays the fine.',
    fineRentalRequired: 'Choose the rental whose customer pays the fine.',
    fineInFuture: 'A fine cannot be dated in the future.',
    chequeBankRequired: "Enter the cheque's bank.",
    denominationsDiffer: 'The notes and coins counted do not add up to the cash counted.',
    handedOverTooLarge: 'More cash cannot be handed over than was counted.',
    closeReasonRequired: 'Say why the count differs from what is expected.',
    reopenReasonRequired: 'Say why the day is reopened.',
    // zod's own issues (lib/zod-messages.ts: each issue's code -> a key with its values)
    required: 'This field is required.',
    expectedNumber: 'Enter a number.',
    expectedText: 'Enter a text.',
    expectedBoolean: 'Choose yes or no.',
    expectedList: 'A list is expected.',
    invalidType: 'This value has the wrong type.',
    tooShort: 'At least {{min}} characters.',
    tooLong: 'At most {{max}} characters.',
    exactLength: 'Exactly {{count}} characters.',
    tooSmall: 'The value must be at least {{min}}.',
    tooSmallExclusive: 'The value must be more than {{min}}.',
    tooBig: 'The value must be at most {{max}}.',
    tooBigExclusive: 'The value must be less than {{max}}.',
    tooFewItems: 'At least {{min}} items.',
    tooManyItems: 'At most {{max}} items.',
    invalidId: 'Not a valid id',
    invalidEmailAddress: 'Not a valid email address.',
    invalidUrl: 'Not a valid URL.',
    invalidDateTime: 'Not a valid date and time',
    invalidDate: 'Not a valid date',
    invalidTime: 'Not a valid time.',
    invalidFormat: 'This value does not have the expected format.',
    invalidOption: 'Choose one of the values offered.',
    unknownField: 'Unknown field: {{keys}}',
    notMultipleOf: 'The value must be a multiple of {{divisor}}.',
    invalidInput: 'Invalid input',
    invalidValue: 'Invalid value',
    // the domain schemas' own messages (exact English words)
    amountNumber: 'Amount must be a number',
    amountWhole: 'Amount must be a whole number of centimes',
    amountNegative: 'Amount cannot be negative',
    amountTooLarge: 'Amount is too large',
    totalTooLarge: 'The total is too large',
    amountPositive: 'Amount must be greater than 0',
    customerNameRequired: 'Customer name is required',
    customerPhoneRequired: 'Customer phone number is required',
    driversLicenceRequired: "Driver's license number is required",
    driverLicenceRequired: 'Driver license number is required',
    driverNameRequired: "The driver's name is required",
    driversCount: 'Give the name and licence of each additional driver: {{count}} expected',
    contactRequired: 'Contact number is required',
    contactInvalid: 'Please enter a valid contact number',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    emailInvalidAccount: 'Please enter a valid email address.',
    chargeDescriptionRequired: 'Charge description is required',
    cancelReasonRequired: 'A reason for the cancellation is required',
    newMileageRequired: 'New mileage is required',
    mileageNumber: 'Mileage must be a number',
    mileageWhole: 'Mileage must be a whole number of km',
    mileageNegative: 'Mileage cannot be negative',
    mileageTooLarge: 'Mileage is too large',
    mileageBelowCurrent: 'New mileage cannot be less than current mileage',
    startMileageBelow: 'Start mileage cannot be less than the car’s current mileage',
    odometerBelow: 'The odometer cannot be below the car’s recorded mileage',
    odometerWhole: 'Enter the odometer in whole km',
    refundChoice: 'Choose whether the advance is refunded',
    brandRequired: 'Brand is required',
    modelRequired: 'Model is required',
    brandNameRequired: 'Brand name is required',
    modelNameRequired: 'Model name is required',
    supplierNameRequired: 'Supplier name is required',
    modelNotOfBrand: 'Model does not belong to this brand',
    yearNumber: 'Year must be a number',
    yearWhole: 'Year must be a whole number',
    yearRange: 'Year must be between 1900 and 2030',
    ratingNumber: 'Rating must be a number',
    ratingRange: 'Rating must be between 0 and 5',
    imageUrl: 'An image must be a URL',
    imageUrlShape: 'An image must be an /uploads/... path or an http(s) URL',
    tooManyImages: 'Too many images',
    isPaidBoolean: 'isPaid must be true or false',
    settledByChoice: "settledBy must be 'existing_payments' or 'new_payment'",
    doNotRentBoolean: 'doNotRent must be true or false',
    giveReason: 'Please give the reason',
    documentImage: 'A document must be an uploaded image',
    documentFolder: 'A document must be an image uploaded to the customers folder',
    brandLogo: 'Logo must be an http or https URL',
    businessLogo: 'The logo must be an http(s) URL or an uploaded image',
    vatRate: 'The VAT rate must be between 0.01 % and {{max}} %',
    noShowDelay: 'The no-show delay must be a whole number of minutes, at most 7 days',
    currentPinRequired: 'Enter the current PIN',
    pinRequired: 'PIN is required',
    pinLength: 'The PIN has 4 characters',
    invalidPin: 'The PIN must be exactly 4 digits.',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password should be at least 6 characters.',
    identifierRequired: 'Username or email is required',
    displayNameRequired: 'Display name is required',
    invalidUsername:
      'A username is {{min}} to {{max}} letters, digits, dots, dashes or underscores.',
    roleChoice: 'Choose owner, manager or agent.',
    descriptionRequired: 'Description is required',
    categoryChoice: 'Choose a category of this transaction type',
    supplierRequired: 'Please select a supplier',
    supplierNotAllowed: 'A supplier can only be chosen for a supplier payment',
    sellingPrice: 'Valid selling price is required',
    endBeforeStart: 'The return time must be after the pickup time.',
    pickupInPast: 'Pickup time cannot be in the past.',
    returnInPast: 'Return time cannot be in the past.',
    newEndInPast: 'The new end date cannot be in the past.',
    blockEndBeforeStart: 'The end of a blocked period must be after its start.',
    blockEndInPast: 'A blocked period cannot end in the past.',
    blockKind: 'Choose why the car is blocked',
    boardFrom: 'The first day must be a date (YYYY-MM-DD)',
    searchNul: 'The search cannot contain a NUL character',
    textNul: 'Text cannot contain a NUL character',
    fuelEighths: 'Fuel is a whole number of eighths, 0 to {{max}}',
    photosMax: 'At most {{max}} photos',
    inspectionPhoto: 'Photos must be inspection photos uploaded to this server',
    photoNotUploaded: 'This photo was not uploaded to this server',
    signature: 'The customer signs on the screen',
    signatureTooLarge: 'The signature image is too large',
    marksMax: 'At most {{max}} damage marks',
    depositAmount: 'Enter the deposit amount',
    depositMethod: 'Choose how the deposit is held',
    depositReference: 'Enter the cheque number, card digits or ID number',
    retainReason: 'Say why part of the deposit is kept',
    uploadFolder: "Folder must be 'cars', 'customers' or 'inspections'",
    chooseImage: 'Choose an image file to upload',
    atMostCharacters: 'At most {{max}} characters',
    atMostItems: 'At most {{max}} items',
    atMostDocuments: 'At most {{max}} documents',
    atMostCharges: 'At most {{max}} charges',
    licenceOnFile: 'Already on file for {{name}}',
  },
} as const;

type Catalogue = typeof messages;
type Section = keyof Catalogue;
type PluralBase<K> = K extends `${infer B}_${'one' | 'other'}` ? B : K;

/** a message's stable key: `details.notSellable`, `fields.tooLong` */
export type MessageKey = {
  [S in Section]: `${S}.${PluralBase<keyof Catalogue[S] & string>}`;
}[Section];

/** the values a message's words need (`count` picks a plural form) */
export type MessageValues = Record<string, string | number>;

/** a message as it travels: its key and its values */
export interface Message {
  key: MessageKey;
  values: MessageValues;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** every key of the catalogue, plural forms folded to their base */
export const messageKeys: ReadonlySet<MessageKey> = new Set(
  (Object.keys(messages) as Section[]).flatMap((section) =>
    Object.keys(messages[section]).map(
      (name) => `${section}.${name.replace(PLURAL, '')}` as MessageKey,
    ),
  ),
);

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && messageKeys.has(value as MessageKey);
}

/** the English template of a key, its plural form chosen by `count` */
function template(key: MessageKey, values: MessageValues): string {
  const [section, name] = key.split('.') as [Section, string];
  const table = messages[section] as Record<string, string>;
  const form = values.count === undefined ? undefined : values.count === 1 ? 'one' : 'other';
  return (form && table[`${name}_${form}`]) ?? table[name] ?? key;
}

/** a message in English, from the catalogue */
export function renderMessage(key: MessageKey, values: MessageValues = {}): string {
  return template(key, values).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

/**
 * A schema's message: zod keeps one string per issue, so a message with values travels as
 * its key and the values in JSON after one space (`fields.atMostCharacters {"max":20000}`);
 * one without is its bare key. `readMessage` reads it back (the server's error handler,
 * the web's forms).
 */
export function fieldMessage(key: MessageKey, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key;
}

/** the key and values of a schema's message, or undefined when it is not one of the catalogue */
export function readMessage(text: string): Message | undefined {
  const space = text.indexOf(' ');
  const key = space < 0 ? text : text.slice(0, space);
  if (!isMessageKey(key)) return undefined;
  if (space < 0) return { key, values: {} };
  try {
    const values: unknown = JSON.parse(text.slice(space + 1));
    if (values === null || typeof values !== 'object' || Array.isArray(values)) return undefined;
    return { key, values: values as MessageValues };
  } catch {
    return undefined;
  }
}

/** a schema's message in English words (a text that is not a key stays as it is) */
export function englishOf(text: string): string {
  const said = readMessage(text);
  return said ? renderMessage(said.key, said.values) : text;
}

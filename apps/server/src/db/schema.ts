import type { AdditionalDriver } from '@car-rental/domain/contract/rentals';
import type { KeptExtra, KeptQuote } from '@car-rental/domain/pricing/kept';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username'),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** issue 11: owner, manager or agent; the permission table in packages/domain decides */
    role: text('role', { enum: ['owner', 'manager', 'agent'] })
      .notNull()
      .default('agent'),
    /** issue 16: the account's language (en, fr or ar); null follows the browser */
    language: text('language', { enum: ['en', 'fr', 'ar'] }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('owner', 'manager', 'agent')`),
    check('users_language_check', sql`${t.language} in ('en', 'fr', 'ar')`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token; the token itself is never stored */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** last request seen: sessions idle for too long end */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the Total Benefit was last unlocked: the unlock lasts 15 minutes */
    benefitUnlockedAt: timestamp('benefit_unlocked_at', { withTimezone: true }),
    benefitUnlocked: boolean('benefit_unlocked').notNull().default(false),
    /** timestamps (ISO) of wrong PIN tries within the lock-out window */
    pinFailures: jsonb('pin_failures').$type<string[]>().notNull().default([]),
    pinLocked: boolean('pin_locked').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** a single row (id = 1) */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  benefitPinHash: text('benefit_pin_hash'),
  businessName: text('business_name'),
  businessAddress: text('business_address'),
  businessPhone: text('business_phone'),
  businessEmail: text('business_email'),
  businessLogo: text('business_logo'),
  /** Algerian identifiers printed on invoices */
  rc: text('rc'),
  nif: text('nif'),
  nis: text('nis'),
  ai: text('ai'),
  /** VAT rate in basis points (1900 = 19 %); null when VAT is off */
  vatRateBp: integer('vat_rate_bp'),
  /** issue 14: how long after its pickup time a reservation can be marked a no-show */
  noShowDelayMinutes: integer('no_show_delay_minutes').notNull().default(120),
  /** issue 15: the contract terms (charge prices, allowance, accessories, terms text) */
  contract: jsonb('contract').$type<Record<string, unknown>>().notNull().default({}),
  /** issue 16: print every document in French and Arabic side by side */
  documentsBilingual: boolean('documents_bilingual').notNull().default(false),
  /** issue 17: keep each uploaded photo's original beside its WebP copies */
  keepOriginalPhotos: boolean('keep_original_photos').notNull().default(false),
  /** issue 33 §2: the extras the agency sells, with their prices (null: none offered) */
  extras: jsonb('extras').$type<Record<string, unknown>>(),
  /** issue 32 §3: the agency's service schedules by type (null: the defaults, decision 0038) */
  serviceSchedules: jsonb('service_schedules').$type<Record<string, unknown>>(),
  /** issue 34: the booking page's settings (null: closed, decision 0048) */
  bookingPage: jsonb('booking_page').$type<Record<string, unknown>>(),
  /** issue 34: the owner's SMTP server for the customers' mails (null: SMTP_URL's mailer) */
  mail: jsonb('mail').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    group: text('brand_group'),
    logo: text('logo'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brands_name_key').on(sql`lower(${t.name})`),
    index('brands_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const models = pgTable(
  'models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** issue 33 §1: the model's car category, which rate plan its cars follow (null: none) */
    category: text('category', { enum: ['economy', 'compact', 'suv', 'van', 'premium'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('models_brand_name_key').on(t.brandId, sql`lower(${t.name})`),
    index('models_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const suppliers = pgTable('suppliers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  contact: text('contact'),
  phone: text('phone'),
  email: text('email'),
  address: text('address'),
  /** the spec's optional opening `balance`, in centimes */
  openingBalance: money('opening_balance').notNull().default(0),
  /** archived: hidden from the forms' pickers, kept in the history and balances */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    modelId: uuid('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'restrict' }),
    year: integer('year'),
    dailyRate: money('daily_rate'),
    /** issue 15: the car's own charge prices over the agency's (null: the agency's) */
    contractTerms: jsonb('contract_terms').$type<Record<string, number | null>>(),
    /** issue 32 §3: the car's own service schedules by type, over the agency's (null: none) */
    serviceSchedules: jsonb('service_schedules').$type<Record<string, unknown>>(),
    salePrice: money('sale_price'),
    purchasePrice: money('purchase_price'),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    rating: real('rating').notNull().default(0),
    transmission: text('transmission', { enum: ['automatic', 'manual'] }),
    fuel: text('fuel'),
    plate: text('plate'),
    color: text('color'),
    mileageKm: integer('mileage_km').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    inGarage: boolean('in_garage').notNull().default(true),
    isPaid: boolean('is_paid').notNull().default(false),
    isForSale: boolean('is_for_sale').notNull().default(false),
    /** soft delete: history rows keep their car */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cars_created_idx').on(t.createdAt, t.id),
    index('cars_brand_idx').on(t.brandId),
    index('cars_supplier_idx').on(t.supplierId),
    index('cars_plate_trgm').using('gin', sql`lower(${t.plate}) gin_trgm_ops`),
    index('cars_color_trgm').using('gin', sql`lower(${t.color}) gin_trgm_ops`),
    // issue 5: the garage, rentable and for-sale grids page by index; search finds a model's cars
    index('cars_model_idx').on(t.modelId),
    index('cars_garage_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.inGarage}`),
    index('cars_garage_created_ms_idx')
      .on(sql`date_trunc('milliseconds', ${t.createdAt} at time zone 'UTC')`, t.id)
      .where(sql`${t.deletedAt} is null and ${t.inGarage}`),
    index('cars_for_sale_idx')
      .on(t.salePrice, t.id)
      .where(sql`${t.deletedAt} is null and ${t.isForSale}`),
    check(
      'cars_money_check',
      sql`${t.dailyRate} >= 0 and ${t.salePrice} >= 0 and ${t.purchasePrice} >= 0`,
    ),
    check('cars_mileage_check', sql`${t.mileageKm} >= 0`),
    check('cars_year_check', sql`${t.year} between 1900 and 2030`),
  ],
);

/**
 * Issue 14 §3: the customer file. `licence_key` (the licence number without spaces and
 * punctuation, upper case) and `phone_key` (the phone's digits) are how the same person typed
 * again is found; customers.repository.ts computes the same keys for what a form sends.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    licenceNumber: text('licence_number'),
    licenceIssuedOn: date('licence_issued_on', { mode: 'string' }),
    idNumber: text('id_number'),
    birthDate: date('birth_date', { mode: 'string' }),
    address: text('address'),
    notes: text('notes'),
    documents: text('documents').array().notNull().default(sql`'{}'::text[]`),
    licenceKey: text('licence_key').generatedAlwaysAs(
      sql`nullif(upper(regexp_replace(coalesce(licence_number, ''), '[^0-9A-Za-z]', '', 'g')), '')`,
    ),
    phoneKey: text('phone_key').generatedAlwaysAs(
      sql`nullif(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '')`,
    ),
    /**
     * issue 30 §4: the name as the search reads it (migration 0017's customer_search_name: a
     * space, then its words lower case without accents, one space apart); searchText in
     * customers.repository.ts reads what is typed the same way
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`customer_search_name(full_name)`),
    doNotRent: boolean('do_not_rent').notNull().default(false),
    doNotRentReason: text('do_not_rent_reason'),
    doNotRentBy: uuid('do_not_rent_by').references(() => users.id, { onDelete: 'set null' }),
    doNotRentAt: timestamp('do_not_rent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_licence_key').on(t.licenceKey),
    index('customers_phone_key_idx').on(t.phoneKey),
    index('customers_name_idx').on(sql`lower(${t.fullName})`, t.id),
    index('customers_search_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('customers_phone_trgm').using('gin', sql`${t.phoneKey} gin_trgm_ops`),
    index('customers_licence_trgm').using('gin', sql`${t.licenceKey} gin_trgm_ops`),
    index('customers_flagged_idx').on(sql`lower(${t.fullName})`, t.id).where(sql`${t.doNotRent}`),
  ],
);

/**
 * Issue 30 §4: each word of a customer's name beside the name's sort key, kept by the
 * trigger of migration 0017 (whatever writes the customer). A search for one word reads the
 * customers whose names hold a word starting with it in name order, a page's worth per
 * distinct word, instead of sorting every customer who shares a first name.
 */
export const customerNameWords = pgTable(
  'customer_name_words',
  {
    /** compared byte by byte ("C"): a prefix is a range of this index */
    word: text('word').notNull(),
    /** lower(full_name): the customer list's order */
    nameKey: text('name_key').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.word, t.nameKey, t.customerId] })],
);

export const rentals = pgTable(
  'rentals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerContact: text('customer_contact').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerLicense: text('customer_license').notNull(),
    paymentType: text('payment_type', { enum: ['advance', 'after'] }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** due time while active; actual return time once returned */
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    dailyRate: money('daily_rate').notNull(),
    startMileage: integer('start_mileage').notNull(),
    advancePaid: money('advance_paid').notNull().default(0),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    endMileage: integer('end_mileage'),
    totalDays: integer('total_days'),
    totalAmount: money('total_amount'),
    /**
     * issue 28 §10: the sum of its rental_charges, kept by their triggers (migration 0016) so
     * that the summaries count the charges at return as rental revenue
     */
    chargesTotal: money('charges_total').notNull().default(0),
    /** a booking cancelled before its pickup, or marked a no-show: kept in the history */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * issue 14: reserved (booked, not picked up) -> out (the spec's rented) -> returned,
     * or cancelled / no_show. Reserved and out rows hold their period (rentals_no_overlap).
     */
    state: text('state', { enum: ['reserved', 'out', 'returned', 'cancelled', 'no_show'] })
      .notNull()
      .default('out'),
    /** why a booking was cancelled (typed at the desk) */
    cancelReason: text('cancel_reason'),
    /** issue 14: the customer file this booking is for (set for every booking since 0007) */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** issue 15: numbered at the check-out (CTR-2026-000042) */
    contractNumber: text('contract_number'),
    /** issue 15: the deposit taken at the check-out; held until settled at the return */
    depositAmount: money('deposit_amount'),
    depositMethod: text('deposit_method', {
      enum: ['cash', 'cheque', 'card_imprint', 'id_document'],
    }),
    depositReference: text('deposit_reference'),
    depositBank: text('deposit_bank'),
    depositTakenAt: timestamp('deposit_taken_at', { withTimezone: true }),
    depositSettledAt: timestamp('deposit_settled_at', { withTimezone: true }),
    depositRetained: money('deposit_retained'),
    depositRetainReason: text('deposit_retain_reason'),
    /**
     * issue 28 §9: the contract as the customer signed it at the check-out (booked period,
     * charge prices, terms text), printed again unchanged whatever happens later
     */
    contractSigned: jsonb('contract_signed').$type<Record<string, unknown>>(),
    /** issue 28 §9: the booked end when the car came back (end_at becomes the return time) */
    bookedEndAt: timestamp('booked_end_at', { withTimezone: true }),
    /**
     * issue 33 §3: the quote the booking was made with (its lines and totals; a later price
     * change does not change it), the extras chosen, and a manager's discount with its reason.
     * Null quote: booked before issue 33, priced at daily_rate x days.
     */
    quote: jsonb('quote').$type<KeptQuote>(),
    extras: jsonb('extras').$type<KeptExtra[]>().notNull().default([]),
    discount: money('discount').notNull().default(0),
    discountReason: text('discount_reason'),
    /**
     * issue 33 §2: the additional drivers (name, licence number and date), one per
     * `additional_driver` in extras (decision 0049); shown on the customer file and the contract
     */
    drivers: jsonb('drivers').$type<AdditionalDriver[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rentals_contract_number_key').on(t.contractNumber),
    // the deposits held (Fund screen, customer page), oldest first
    index('rentals_deposit_held_idx')
      .on(t.depositTakenAt, t.id)
      .where(sql`${t.depositTakenAt} is not null and ${t.depositSettledAt} is null`),
    check(
      'rentals_deposit_check',
      sql`(${t.depositTakenAt} is null) = (${t.depositAmount} is null) and (${t.depositTakenAt} is null) = (${t.depositMethod} is null) and (${t.depositSettledAt} is null or ${t.depositTakenAt} is not null)`,
    ),
    // issue 14: one car is out with one customer at a time; periods are the exclusion
    // constraint rentals_no_overlap of migration 0008 (drizzle cannot declare it)
    uniqueIndex('rentals_one_out_per_car').on(t.carId).where(sql`${t.state} = 'out'`),
    index('rentals_reserved_start_idx').on(t.startAt, t.id).where(sql`${t.state} = 'reserved'`),
    index('rentals_car_idx').on(t.carId),
    index('rentals_returned_idx').on(t.returnedAt, t.id),
    // issue 5: active rentals by due time (rented list, alerts); a car's history by return time
    index('rentals_out_due_idx')
      .on(sql`date_trunc('milliseconds', ${t.endAt} at time zone 'UTC')`, t.id)
      .where(sql`${t.state} = 'out'`),
    index('rentals_car_returned_idx').on(t.carId, t.returnedAt),
    index('rentals_customer_idx').on(t.customerId, t.startAt),
    // the history pages by keyset and filters by car from the index alone
    index('rentals_history_idx')
      .on(t.returnedAt, t.id, t.carId)
      .where(sql`${t.returnedAt} is not null`),
    check('rentals_period_check', sql`${t.endAt} >= ${t.startAt}`),
    check(
      'rentals_state_check',
      sql`${t.state} in ('reserved', 'out', 'returned', 'cancelled', 'no_show') and (${t.returnedAt} is null) = (${t.state} in ('reserved', 'out'))`,
    ),
  ],
);

/** issue 15: the numbers of the contracts, in the order of the check-outs */
export const contractNumberSeq = pgSequence('contract_number_seq');

/** issue 15: the walk around the car at the check-out ('out') and the check-in ('in') */
export const rentalInspections = pgTable(
  'rental_inspections',
  {
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['out', 'in'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    odometerKm: integer('odometer_km').notNull(),
    fuelEighths: integer('fuel_eighths').notNull(),
    marks: jsonb('marks').$type<unknown[]>().notNull().default([]),
    accessories: jsonb('accessories').$type<unknown[]>().notNull().default([]),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** the customer's signature, a PNG data URL */
    signature: text('signature'),
  },
  (t) => [
    primaryKey({ columns: [t.rentalId, t.kind] }),
    check('rental_inspections_kind_check', sql`${t.kind} in ('out', 'in')`),
    check('rental_inspections_fuel_check', sql`${t.fuelEighths} between 0 and 8`),
  ],
);

/**
 * Issue 14 §2: a car blocked for a period (maintenance, repair, reserved for the owner). Two
 * blocks of one car never overlap (car_blocks_no_overlap of migration 0009); a block and a
 * booking never overlap either, checked under the car's row lock that every write takes.
 */
export const carBlocks = pgTable(
  'car_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['maintenance', 'repair', 'owner'] }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [check('car_blocks_period_check', sql`${t.endAt} > ${t.startAt}`)],
);

export const rentalCharges = pgTable(
  'rental_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rentalId: uuid('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['cleaning', 'repair', 'fuel', 'damage', 'other'] }).notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('rental_charges_rental_idx').on(t.rentalId),
    check('rental_charges_amount_check', sql`${t.amount} >= 0`),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerLicense: text('customer_license').notNull(),
    finalPrice: money('final_price').notNull(),
    listedPrice: money('listed_price'),
    /** issue 14: the customer file of the buyer (set for every sale since 0007) */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_one_per_car').on(t.carId),
    index('sales_sold_idx').on(t.soldAt, t.id),
    index('sales_history_idx').on(t.soldAt, t.id, t.carId),
    index('sales_customer_idx').on(t.customerId, t.soldAt),
    check('sales_price_check', sql`${t.finalPrice} > 0`),
  ],
);

export const fundTransactions = pgTable(
  'fund_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    type: text('type', { enum: ['add_money', 'add_charge'] }).notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /** set when an action (not a person) posted the entry */
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    rentalId: uuid('rental_id'),
    saleId: uuid('sale_id'),
    source: text('source', { enum: ['manual', 'action'] })
      .notNull()
      .default('manual'),
    /** issue 31 §1: how it was paid; a cheque's number and bank */
    method: text('method', { enum: ['cash', 'cheque', 'card', 'transfer'] })
      .notNull()
      .default('cash'),
    chequeNumber: text('cheque_number'),
    chequeBank: text('cheque_bank'),
    /**
     * issue 31 §2: the drawer that took it, whoever was signed in and the business day it was
     * recorded on; both null for an entry from before drawers (or by no one signed in)
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    drawerDay: date('drawer_day', { mode: 'string' }),
    /** issue 31 §4: the entry this one corrects (a closed day's entry never changes) */
    correctsId: uuid('corrects_id').references((): AnyPgColumn => fundTransactions.id, {
      onDelete: 'restrict',
    }),
    /**
     * the order entries were written in, for what has to know which came last when two share
     * a time (two actions in one millisecond: a refund follows the last payment, till.ts)
     */
    entrySeq: bigint('entry_seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (t) => [
    index('fund_created_idx').on(t.createdAt, t.id),
    index('fund_supplier_idx').on(t.supplierId),
    index('fund_drawer_idx').on(t.drawerDay, t.userId),
    // issue 31: a refund finds how the money came in (till.ts tillGivingBack)
    index('fund_rental_idx').on(t.rentalId).where(sql`${t.rentalId} is not null`),
    index('fund_sale_idx').on(t.saleId).where(sql`${t.saleId} is not null`),
    check('fund_amount_check', sql`${t.amount} >= 0`),
    check(
      'fund_cheque_check',
      sql`(${t.method} = 'cheque') = (${t.chequeNumber} is not null and ${t.chequeBank} is not null)`,
    ),
    check('fund_drawer_check', sql`(${t.userId} is null) = (${t.drawerDay} is null)`),
  ],
);

/**
 * Issue 31 §2-§4: one staff member's drawer of one business day. A row appears with the
 * day's first entry (the fund_drawer_guard trigger) or with its close; while `closed`, the
 * trigger refuses any entry into it and any change to its entries. The close keeps the count
 * and what it was compared with; a reopen keeps its reason (the audit trail has every one).
 */
export const drawers = pgTable(
  'drawers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    openingFloat: money('opening_float'),
    expectedCash: money('expected_cash'),
    countedCash: money('counted_cash'),
    difference: money('difference'),
    handedOver: money('handed_over'),
    chequesExpected: integer('cheques_expected'),
    chequesCounted: integer('cheques_counted'),
    denominations: jsonb('denominations'),
    reason: text('reason'),
    differenceEntryId: uuid('difference_entry_id'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'restrict' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by').references(() => users.id, { onDelete: 'restrict' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('drawers_day_idx').on(t.day),
    check(
      'drawers_closed_check',
      sql`${t.status} = 'open' or (${t.countedCash} is not null and ${t.closedAt} is not null)`,
    ),
  ],
);

/**
 * Issue 32 §1: a car's service log. Its cost is one fund entry (category maintenance) posted
 * in the record's transaction (`fund_entry_id`, RESTRICT: that entry is undone with the
 * record, by a reversing entry, never deleted on its own); its photos and scanned invoices
 * are inspection photos (private, served to signed-in staff). A record may block the car on
 * the planning board (`block_id`, its car_blocks row, removed with the record).
 */
export const carServices = pgTable(
  'car_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    type: text('type', {
      enum: [
        'oil_filters',
        'tyres',
        'brakes',
        'timing_belt',
        'battery',
        'repair',
        'body_work',
        'cleaning',
        'other',
      ],
    }).notNull(),
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    odometer: integer('odometer'),
    supplierId: uuid('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    cost: money('cost').notNull(),
    note: text('note'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    fundEntryId: uuid('fund_entry_id').references(() => fundTransactions.id, {
      onDelete: 'restrict',
    }),
    blockId: uuid('block_id').references(() => carBlocks.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('car_services_car_idx').on(t.carId, t.doneOn, t.id),
    check('car_services_cost_check', sql`${t.cost} >= 0`),
    check('car_services_odometer_check', sql`${t.odometer} >= 0`),
  ],
);

/**
 * Issue 32 §2: a car's papers (insurance, contrôle technique, vignette, carte grise, any other
 * document with an expiry): who issued it, its reference, from and until, a scan and its cost
 * (one fund entry, category insurance for an insurance, car_papers for the others).
 */
export const carPapers = pgTable(
  'car_papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    kind: text('kind', {
      enum: ['insurance', 'technical_inspection', 'vignette', 'registration', 'other'],
    }).notNull(),
    /** what an `other` paper is (a leasing or transport authorisation) */
    title: text('title'),
    company: text('company'),
    reference: text('reference'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    scan: text('scan'),
    cost: money('cost').notNull(),
    fundEntryId: uuid('fund_entry_id').references(() => fundTransactions.id, {
      onDelete: 'restrict',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('car_papers_car_idx').on(t.carId, t.kind, t.validUntil),
    check('car_papers_cost_check', sql`${t.cost} >= 0`),
    check('car_papers_period_check', sql`${t.validUntil} >= ${t.validFrom}`),
  ],
);

/**
 * Issue 32 §4: a traffic fine on a car (docs/decisions/0041). The agency pays it to the
 * authority (`fund_entry_id`, one traffic_fines charge); it is the agency's cost, or charged
 * to the customer of the rental that had the car at that instant (`rental_id`): a charge on
 * that rental while it is out (`rental_charge_id`), else money he owes until he pays it
 * (`recovered_entry_id`, the money in). Fund rows are never deleted: undone by reversals.
 */
export const carFines = pgTable(
  'car_fines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    place: text('place').notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    scan: text('scan'),
    fundEntryId: uuid('fund_entry_id').references(() => fundTransactions.id, {
      onDelete: 'restrict',
    }),
    chargedTo: text('charged_to', { enum: ['agency', 'customer'] }).notNull(),
    rentalId: uuid('rental_id').references(() => rentals.id, { onDelete: 'restrict' }),
    rentalChargeId: uuid('rental_charge_id').references(() => rentalCharges.id, {
      onDelete: 'restrict',
    }),
    recoveredEntryId: uuid('recovered_entry_id').references(() => fundTransactions.id, {
      onDelete: 'restrict',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('car_fines_car_idx').on(t.carId, t.issuedAt),
    index('car_fines_rental_idx').on(t.rentalId).where(sql`${t.rentalId} is not null`),
    check('car_fines_amount_check', sql`${t.amount} > 0`),
    check(
      'car_fines_charged_check',
      sql`(${t.chargedTo} = 'agency') = (${t.rentalId} is null) and (${t.rentalChargeId} is null or ${t.rentalId} is not null) and (${t.recoveredEntryId} is null or ${t.rentalId} is not null)`,
    ),
  ],
);

/**
 * Issue 33 §1: a rate plan (decision 0044) for a car category or for one car (the car's own
 * wins): its seasons, duration tiers and weekend price, as the domain's RatePlan.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: ['economy', 'compact', 'suv', 'van', 'premium'] }),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    seasons: jsonb('seasons').$type<Record<string, unknown>[]>().notNull().default([]),
    tiers: jsonb('tiers').$type<Record<string, unknown>[]>().notNull().default([]),
    weekend: jsonb('weekend').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rate_plans_category_key').on(t.category).where(sql`${t.category} is not null`),
    uniqueIndex('rate_plans_car_key').on(t.carId).where(sql`${t.carId} is not null`),
    check('rate_plans_scope_check', sql`(${t.category} is null) <> (${t.carId} is null)`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  // the background purge of keys older than 48 hours reads by age
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** failed sign-ins per account and per address: a growing delay after 5, a lock after 10 */
export const signInThrottles = pgTable('sign_in_throttles', {
  /** 'account:<lower e-mail or username>' or 'address:<ip>' */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Issue 17: the rate limits' counters (per route and client address), in the database so
 * that several server processes count as one; a window restarts once `reset_at` is past.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** append-only: who did what, when, to which entity, with the amounts before and after */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id)],
);

/** an invoice: its number and a frozen copy of what it states */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['rental', 'sale'] }).notNull(),
    rentalId: uuid('rental_id'),
    saleId: uuid('sale_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
    data: jsonb('data').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_rental_key').on(t.rentalId),
    uniqueIndex('invoices_sale_key').on(t.saleId),
  ],
);

/**
 * Issue 28 §13: a credit note (AV-2026-000001) cancels an invoice whose sale or rental was
 * undone; the invoice itself is never changed. One per invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_invoice_key').on(t.invoiceId),
  ],
);

/**
 * Issue 28 §13: the last number given in each series (FA invoices, AV credit notes) and
 * business year. A document takes the next one by updating its row in the transaction that
 * writes the document: the row stays locked until that transaction ends, and a rollback
 * gives the number back, so the sequence has neither duplicates nor gaps.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.year] }),
    check('document_counters_last_check', sql`${t.last} > 0`),
  ],
);

/*
 * Summaries (issue 5): figures that would otherwise read a whole table, kept by the triggers
 * of migration 0004 in the same transaction as every write to cars, rentals, sales and
 * fund_transactions. rebuild_summaries() recomputes them from the rows.
 */
const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** sums over the business; several rows (shards) so concurrent writes do not queue on one row */
export const summaryTotals = pgTable('summary_totals', {
  shard: integer('shard').primaryKey(),
  /** car states of the live cars (spec §4), as countCars, rentalFigures and salesSummary count */
  inGarage: total('in_garage'),
  inGarageNotRented: total('in_garage_not_rented'),
  available: total('available'),
  rented: total('rented'),
  forSale: total('for_sale'),
  paidInGarage: total('paid_in_garage'),
  unpaidInGarage: total('unpaid_in_garage'),
  sold: total('sold'),
  rentable: total('rentable'),
  listedForSale: total('listed_for_sale'),
  /** every sale (history and sales cards) */
  sales: total('sales'),
  salesRevenue: total('sales_revenue'),
  saleProfitTotal: total('sale_profit_total'),
  saleProfitCount: total('sale_profit_count'),
  /**
   * Σ bookingRevenue: open bookings' advances plus closed ones' totals and charges (the fund's
   * rental entries posted by bookings; the screens read fund_category_totals instead)
   */
  rentalRevenue: total('rental_revenue'),
  /** finished rentals (history); their revenue counts their charges (issue 28 §10) */
  historyRentals: total('history_rentals'),
  historyRentalRevenue: total('history_rental_revenue'),
  fundCount: total('fund_count'),
  fundBalance: total('fund_balance'),
  /** Σ add_charge, Σ rental money in and out: the screens read fund_category_totals since issue 28 §10 */
  fundCharges: total('fund_charges'),
  fundRentalIn: total('fund_rental_in'),
  fundRentalOut: total('fund_rental_out'),
});

/**
 * issue 28 §10: the fund's entries summed per type and category (shards as summary_totals),
 * kept by the fund's triggers (migration 0016); the money figures are computed from these by
 * fundFigures in packages/domain/src/fund/money-figures.ts
 */
export const fundCategoryTotals = pgTable(
  'fund_category_totals',
  {
    type: text('type', { enum: ['add_money', 'add_charge'] }).notNull(),
    category: text('category').notNull(),
    shard: integer('shard').notNull(),
    amount: total('amount'),
  },
  (t) => [primaryKey({ columns: [t.type, t.category, t.shard] })],
);

/** one row per car: the states it counts in, its sale, and its history figures */
export const carSummary = pgTable('car_summary', {
  carId: uuid('car_id').primaryKey(),
  flags: integer('flags').notNull().default(0),
  supplierId: uuid('supplier_id'),
  purchase: total('purchase'),
  sales: total('sales'),
  salesRevenue: total('sales_revenue'),
  saleProfitTotal: total('sale_profit_total'),
  saleProfitCount: total('sale_profit_count'),
  historyRentals: total('history_rentals'),
  historyRentalRevenue: total('history_rental_revenue'),
});

/** finished rentals and sales per UTC day, for the history period filters */
export const historyDays = pgTable(
  'history_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: integer('shard').notNull(),
    rentals: total('rentals'),
    rentalRevenue: total('rental_revenue'),
    sales: total('sales'),
    salesRevenue: total('sales_revenue'),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** per supplier: purchase prices of its cars and the net of its fund entries */
export const supplierTotals = pgTable('supplier_totals', {
  supplierId: uuid('supplier_id').primaryKey(),
  purchases: total('purchases'),
  fundNet: total('fund_net'),
});

/**
 * Issue 34 (decision 0048): a customer's request from the booking page. A live one (requested,
 * before hold_until) holds its car's period: refuseOverlap and the availability count it.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** the phone's digits, as the customer file keys phones: the per-phone limits count by it */
    phoneKey: text('phone_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    email: text('email').notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceIssuedOn: date('licence_issued_on', { mode: 'string' }).notNull(),
    language: text('language', { enum: ['en', 'fr', 'ar'] }).notNull(),
    extras: jsonb('extras').$type<KeptExtra[]>().notNull().default([]),
    /** the quote it was made with (decision 0046): the reservation it becomes keeps it */
    quote: jsonb('quote').$type<KeptQuote>().notNull(),
    state: text('state', {
      enum: ['requested', 'confirmed', 'declined', 'expired', 'cancelled'],
    })
      .notNull()
      .default('requested'),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    /** the desk's reason of a decline */
    reason: text('reason'),
    rentalId: uuid('rental_id').references(() => rentals.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** the hash of the token of the customer's link (the token itself is never kept) */
    tokenHash: text('token_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    /** what became of the last mail of its steps */
    mail: text('mail', { enum: ['sent', 'not_sent', 'failed'] })
      .notNull()
      .default('not_sent'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * the customer's photo of their licence (migration 0027): a stored image's name in the
     * `customers` folder, served to signed-in staff only; a second photo replaces the first
     */
    licencePhoto: text('licence_photo'),
    /** how many photos the customer sent: at most 3 per request */
    licencePhotoUploads: integer('licence_photo_uploads').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_requests_token_key').on(t.tokenHash),
    // the hold: a car's live requests by period (refuseOverlap, availability, the board)
    index('booking_requests_live_idx')
      .on(t.carId, t.startAt, t.endAt)
      .where(sql`${t.state} = 'requested'`),
    // the desk's open list, oldest first, and the expiry sweep
    index('booking_requests_open_idx').on(t.createdAt, t.id).where(sql`${t.state} = 'requested'`),
    index('booking_requests_created_idx').on(t.createdAt, t.id),
    // the limits: requests of an address, of a phone, in the last hour
    index('booking_requests_address_idx').on(t.clientAddress, t.createdAt),
    index('booking_requests_phone_idx').on(t.phoneKey, t.createdAt),
    check('booking_requests_period_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'booking_requests_state_check',
      sql`${t.state} in ('requested', 'confirmed', 'declined', 'expired', 'cancelled')`,
    ),
  ],
);

/**
 * Who may do what: the one permission table of the product. The server checks every
 * request against it before the handler runs (403 `forbidden`), the web app asks it to
 * hide what a role cannot do, and a test calls every operation of the OpenAPI document
 * as each role and compares the answers with it.
 *
 * Roles are ranked: an owner may do everything a manager may, a manager everything an
 * agent may. Accounts add one rule on top (`mayActOnAccount`): nobody acts on an account
 * that outranks them, and only owners give roles.
 */
export const roles = ['owner', 'manager', 'agent'] as const;
export type Role = (typeof roles)[number];

const rank: Record<Role, number> = { agent: 1, manager: 2, owner: 3 };

/** reachable without a session (`public`), by any signed-in account, or from a role up */
export type Permission = 'public' | Role;

export const permissions = {
  // system
  health: 'public',
  ready: 'public',
  getClientConfig: 'public',
  streamEvents: 'agent',
  getUploadedImage: 'public',

  // sign-in and the own account
  getSetupStatus: 'public',
  createOwner: 'public',
  signIn: 'public',
  signOut: 'public',
  sendPasswordResetEmail: 'public',
  resetPassword: 'public',
  getCurrentUser: 'agent',
  setMyLanguage: 'agent',

  // accounts (mayActOnAccount narrows these to the accounts below the actor)
  register: 'manager',
  listStaff: 'manager',
  disableStaff: 'manager',
  enableStaff: 'manager',
  resetStaffPassword: 'manager',
  changeStaffRole: 'owner',

  // business settings and the PIN
  getSettings: 'agent',
  updateSettings: 'owner',
  getDocumentSettings: 'agent',
  updateDocumentSettings: 'owner',
  changePin: 'owner',
  listAuditLog: 'manager',

  // brands, suppliers
  listBrands: 'agent',
  addBrand: 'agent',
  addModel: 'agent',
  listSuppliers: 'agent',
  listSupplierChoices: 'agent',
  addSupplier: 'agent',
  updateSupplier: 'agent',
  deleteSupplier: 'manager',
  archiveSupplier: 'manager',
  unarchiveSupplier: 'manager',

  // cars
  listGarageCars: 'agent',
  listSoldCars: 'agent',
  getGarageSummary: 'agent',
  getDashboard: 'agent',
  getCar: 'agent',
  addCar: 'agent',
  updateCar: 'agent',
  deleteCar: 'manager',
  setCarPaid: 'manager',
  markForSale: 'agent',
  removeFromSale: 'agent',
  uploadImage: 'agent',
  getCustomerDocument: 'agent',

  // rentals
  listRentedCars: 'agent',
  listRentalAlerts: 'agent',
  listRentableCars: 'agent',
  getRentalSummary: 'agent',
  rentCar: 'agent',
  extendRental: 'agent',
  returnCar: 'agent',
  cancelRental: 'agent',
  pickUpBooking: 'agent',
  cancelBooking: 'agent',
  markNoShow: 'agent',
  listReservations: 'agent',
  listCarBookings: 'agent',
  getPlanningBoard: 'agent',
  addCarBlock: 'agent',
  removeCarBlock: 'agent',
  deleteRentalHistory: 'manager',

  // the rental contract (issue 15)
  checkOutRental: 'agent',
  getRentalContract: 'agent',
  getContractPdf: 'agent',
  getReceiptPdf: 'agent',
  getInspectionPhoto: 'agent',
  listDepositsHeld: 'agent',
  getContractSettings: 'agent',
  updateContractSettings: 'owner',
  setCarContractTerms: 'manager',

  // customers (lifting "Do not rent" is narrowed to managers in the service)
  listCustomers: 'agent',
  getCustomer: 'agent',
  addCustomer: 'agent',
  updateCustomer: 'agent',
  setCustomerDoNotRent: 'agent',

  // sales
  listCarsForSale: 'agent',
  listRecentlySold: 'agent',
  getSalesSummary: 'agent',
  sellCar: 'agent',
  deleteSaleHistory: 'manager',
  markCarAsAvailable: 'manager',

  // history, invoices, exports, charts
  listHistory: 'agent',
  getHistorySummary: 'agent',
  getRentalDetails: 'agent',
  getSaleDetails: 'agent',
  printInvoice: 'agent',
  getInvoice: 'agent',
  getInvoicePdf: 'agent',
  exportHistoryCsv: 'agent',
  exportFundCsv: 'agent',
  exportHistoryXlsx: 'agent',
  exportFundXlsx: 'agent',
  getRevenueByMonth: 'agent',
  getFundBalanceChart: 'agent',
  getFleetUtilisation: 'agent',

  // the fund (the Total Benefit stays behind the PIN for every role)
  getFund: 'agent',
  listFundTransactions: 'agent',
  addFundTransaction: 'agent',
  deleteFundTransaction: 'manager',
  unlockBenefit: 'agent',
  getTotalBenefit: 'agent',
  lockBenefit: 'agent',

  // the till (issue 31): everyone closes their own drawer (rights narrow the others')
  getDrawer: 'agent',
  closeDrawer: 'agent',
  reopenDrawer: 'owner',
  getDrawerReportPdf: 'agent',
  listDrawerMonth: 'manager',
  exportDrawersCsv: 'manager',
  exportDrawersXlsx: 'manager',

  // traffic fines (issue 32 §4): agents record them and take a customer's payment back, managers and owners delete
  listCarFines: 'agent',
  matchCarFine: 'agent',
  addCarFine: 'agent',
  recoverCarFine: 'agent',
  deleteCarFine: 'manager',

  // the fleet's care and papers (issue 32): agents record, managers and owners delete
  getCarCare: 'agent',
  addCarService: 'agent',
  deleteCarService: 'manager',
  addCarPaper: 'agent',
  deleteCarPaper: 'manager',
  // issue 32 §3: the Fleet screen and reminders for everyone; the agency's schedules are the
  // owner's (as Settings); a car's own schedule is a manager's
  getFleet: 'agent',
  getCarReminders: 'agent',
  getServiceSchedules: 'agent',
  updateServiceSchedules: 'owner',
  setCarServiceSchedules: 'manager',
  // what each car earned (issue 32 §5): money figures as the other reports and exports, agents up
  getCarResults: 'agent',
  getFleetReport: 'agent',
  exportFleetReportCsv: 'agent',
  exportFleetReportXlsx: 'agent',
  // issue 33: the price list is the owner's; every signed-in account quotes
  getPriceList: 'agent',
  getRateCardPdf: 'agent',
  setCategoryRatePlan: 'owner',
  setCarRatePlan: 'owner',
  setModelCategory: 'owner',
  deleteRatePlan: 'owner',
  setExtras: 'owner',
  quoteBooking: 'agent',
  getBookingPageSettings: 'manager',
  setBookingPageSettings: 'owner',
  getPublicBookingPage: 'public',
  getPublicAvailability: 'public',
  createBookingRequest: 'public',
  getPublicBookingRequest: 'public',
  cancelPublicBookingRequest: 'public',
  attachLicencePhoto: 'public',
  listBookingRequests: 'agent',
  confirmBookingRequest: 'agent',
  declineBookingRequest: 'agent',
  // issue 34 §3: the SMTP server of the customers' mails, the owner's (its password unread)
  getMailSettings: 'owner',
  setMailSettings: 'owner',
} as const satisfies Record<string, Permission>;

export type OperationId = keyof typeof permissions;

export function isOperationId(operationId: string): operationId is OperationId {
  return Object.hasOwn(permissions, operationId);
}

/** whether a role reaches a rank */
export function atLeast(role: Role, minimum: Role): boolean {
  return rank[role] >= rank[minimum];
}

/**
 * Whether an account of `role` (or nobody signed in: `undefined`) may call an operation.
 * An operation missing from the table is refused to everyone: a new route is closed until
 * the table names who may call it.
 */
export function mayPerform(role: Role | undefined, operationId: string): boolean {
  if (!isOperationId(operationId)) return false;
  const permission: Permission = permissions[operationId];
  if (permission === 'public') return true;
  return role !== undefined && atLeast(role, permission);
}

/**
 * What a role may do inside an operation that more roles call: the narrower rights that a
 * service checks and a screen asks before it offers them. Named, never a role comparison.
 */
export const rights = {
  /** book for a customer on the "Do not rent" list (the override is on the audit trail) */
  overrideDoNotRent: 'manager',
  /** lift a customer's "Do not rent" flag (the people who may book for a flagged customer) */
  liftDoNotRent: 'manager',
  /** give an account its role: add one with any role, change a role */
  giveRoles: 'owner',
  /** see and close another staff member's drawer (everyone sees and closes their own) */
  seeAllDrawers: 'manager',
  /** book, pick up or extend past a lapsed insurance or contrôle technique (with a reason, audited) */
  overrideLapsedPapers: 'manager',
  /** lower a booking's quoted price, with a reason (audited); agents quote and book at the list's price */
  discountBooking: 'manager',
} as const satisfies Record<string, Role>;

export type Right = keyof typeof rights;

/** whether an account of `role` (or nobody: `undefined`) holds a right */
export function mayDo(role: Role | undefined, right: Right): boolean {
  return role !== undefined && atLeast(role, rights[right]);
}

export const mayOverrideDoNotRent = (role: Role | undefined) => mayDo(role, 'overrideDoNotRent');
export const mayLiftDoNotRent = (role: Role | undefined) => mayDo(role, 'liftDoNotRent');
export const mayGiveRoles = (role: Role | undefined) => mayDo(role, 'giveRoles');
export const maySeeAllDrawers = (role: Role | undefined) => mayDo(role, 'seeAllDrawers');
export const mayOverrideLapsedPapers = (role: Role | undefined) =>
  mayDo(role, 'overrideLapsedPapers');

export const mayDiscountBooking = (role: Role | undefined) => mayDo(role, 'discountBooking');

export type AccountAction = 'add' | 'disable' | 'enable' | 'resetPassword' | 'changeRole';

/**
 * Whether `actor` may act on an account of role `target`: owners act on every account
 * (roles are theirs alone to give); managers on agents only (add one, reset its password,
 * disable or enable it); agents on none. Nobody acts on an account that outranks them.
 * The caller adds the rules that need more than two roles (not your own account, the
 * last enabled owner).
 */
export function mayActOnAccount(actor: Role, target: Role, action: AccountAction): boolean {
  if (mayGiveRoles(actor)) return true;
  if (action === 'changeRole') return false;
  return actor === 'manager' && target === 'agent';
}

export const permissionMessages = {
  forbidden: 'details.roleForbidden',
  lastOwner: 'details.lastOwner',
} as const;

import type { Transmission } from '@car-rental/domain/cars/car';
import type { AuditEntry } from '@car-rental/domain/contract/audit';
import type { Invoice } from '@car-rental/domain/contract/invoices';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import type { FundEntrySource } from '@car-rental/domain/fund/delete-fund-transaction';
import type { FundTransactionType } from '@car-rental/domain/fund/fund-entry';
import type { PaymentType } from '@car-rental/domain/rentals/rent-car';
import type { ChargeType } from '@car-rental/domain/rentals/return-car';

/**
 * The demo store: the server's tables as plain JSON rows (times as ISO text, money as
 * integer centimes), kept in localStorage. Bump the version when a row shape changes: a
 * stored state of another version is dropped and the demo is seeded again. A table added
 * later (settings, invoices, audit) is filled with its default when a stored state lacks it.
 */
export const DEMO_STATE_VERSION = 1;

export interface BrandRow {
  id: string;
  name: string;
  group: string | null;
  logo: string | null;
  createdAt: string;
}

export interface ModelRow {
  id: string;
  brandId: string;
  name: string;
  createdAt: string;
}

export interface SupplierRow {
  id: string;
  name: string;
  contact: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  openingBalance: number;
  createdAt: string;
  /** archived: out of the pickers (absent in stores saved before archiving existed) */
  archivedAt?: string | null;
}

/** a car's own columns; rented and sold come from its rental and sale rows */
export interface CarRow {
  id: string;
  brandId: string;
  modelId: string;
  year: number | null;
  dailyRate: number | null;
  salePrice: number | null;
  purchasePrice: number | null;
  supplierId: string | null;
  rating: number;
  transmission: Transmission | null;
  fuel: string | null;
  plate: string | null;
  color: string | null;
  mileageKm: number;
  images: string[];
  inGarage: boolean;
  isPaid: boolean;
  isForSale: boolean;
  /** soft delete: the car's rentals, sale and fund entries stay as history */
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChargeRow {
  id: string;
  type: ChargeType;
  description: string;
  amount: number;
}

/** a rental, active (returnedAt null) or finished (a rental history entry) */
export interface RentalRow {
  id: string;
  carId: string;
  customerName: string;
  customerContact: string;
  customerEmail: string;
  customerLicense: string;
  paymentType: PaymentType;
  startAt: string;
  /** due time while active, actual return time once returned */
  endAt: string;
  dailyRate: number;
  startMileage: number;
  advancePaid: number;
  returnedAt: string | null;
  endMileage: number | null;
  totalDays: number | null;
  totalAmount: number | null;
  /** a booking cancelled before its pickup (absent in states saved before cancelling existed) */
  cancelledAt?: string | null;
  charges: ChargeRow[];
  createdAt: string;
}

export interface SaleRow {
  id: string;
  carId: string;
  soldAt: string;
  customerName: string;
  customerPhone: string;
  customerLicense: string;
  finalPrice: number;
  listedPrice: number | null;
  createdAt: string;
}

export interface FundRow {
  id: string;
  createdAt: string;
  type: FundTransactionType;
  amount: number;
  description: string;
  category: string;
  supplierId: string | null;
  carId: string | null;
  rentalId: string | null;
  saleId: string | null;
  source: FundEntrySource;
}

/** the Total Benefit state the server keeps on the session */
export interface BenefitSession {
  unlocked: boolean;
  pinFailures: string[];
  pinLocked: boolean;
}

/** the settings row: the business header, the VAT rate and the Total Benefit PIN */
export interface SettingsRow extends BusinessHeader {
  vatRateBp: number | null;
  /** kept as text: the demo lives in this browser only, and its PIN is published (1234) */
  pin: string;
}

/** the Total Benefit PIN of demo mode */
export const DEMO_PIN = '1234';

/** an invoice row: the answer itself (number, date and frozen content) */
export type InvoiceRow = Invoice;

/** an audit trail entry, as GET /audit answers it */
export type AuditRow = AuditEntry;

/** the audit trail keeps this many newest entries: localStorage is small */
export const MAX_AUDIT_ROWS = 500;

export interface DemoState {
  version: typeof DEMO_STATE_VERSION;
  /** the next id's sequence number: ids are unique even with a poor random */
  seq: number;
  brands: BrandRow[];
  models: ModelRow[];
  suppliers: SupplierRow[];
  cars: CarRow[];
  rentals: RentalRow[];
  sales: SaleRow[];
  fund: FundRow[];
  session: BenefitSession;
  settings: SettingsRow;
  invoices: InvoiceRow[];
  audit: AuditRow[];
}

export function emptyState(): DemoState {
  return {
    version: DEMO_STATE_VERSION,
    seq: 1,
    brands: [],
    models: [],
    suppliers: [],
    cars: [],
    rentals: [],
    sales: [],
    fund: [],
    session: lockedSession(),
    settings: defaultSettings(),
    invoices: [],
    audit: [],
  };
}

/** no business details, VAT off, the demo PIN */
export function defaultSettings(): SettingsRow {
  return {
    businessName: null,
    businessAddress: null,
    businessPhone: null,
    businessEmail: null,
    businessLogo: null,
    rc: null,
    nif: null,
    nis: null,
    ai: null,
    vatRateBp: null,
    pin: DEMO_PIN,
  };
}

export function lockedSession(): BenefitSession {
  return { unlocked: false, pinFailures: [], pinLocked: false };
}

const tables = ['brands', 'models', 'suppliers', 'cars', 'rentals', 'sales', 'fund'] as const;

/** the stored text as a state, or undefined when it is absent, unreadable or of another version */
export function parseState(text: string | null): DemoState | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const state = value as Partial<DemoState>;
  if (state.version !== DEMO_STATE_VERSION || typeof state.seq !== 'number') return undefined;
  if (!tables.every((table) => Array.isArray(state[table]))) return undefined;
  if (typeof state.session !== 'object' || state.session === null) return undefined;
  // tables added after the first demo release: a state stored before them gets their defaults
  if (typeof state.settings !== 'object' || state.settings === null) {
    state.settings = defaultSettings();
  }
  if (!Array.isArray(state.invoices)) state.invoices = [];
  if (!Array.isArray(state.audit)) state.audit = [];
  return state as DemoState;
}

const hex = '0123456789abcdef';

/**
 * A version-4 shaped UUID (the API's ids are UUIDs): the state's sequence number in the
 * first 12 hex digits, random ones after. Two ids of one state never collide, and rows
 * made at the same instant still list newest first (lists break time ties by id).
 */
export function nextId(state: DemoState, random: () => number): string {
  const seq = state.seq.toString(16).padStart(12, '0').slice(-12);
  state.seq += 1;
  let digits = '';
  for (let i = 0; i < 18; i++) digits += hex[Math.min(15, Math.floor(random() * 16))];
  const variant = hex[8 + Math.min(3, Math.floor(random() * 4))];
  return `${seq.slice(0, 8)}-${seq.slice(8)}-4${digits.slice(0, 3)}-${variant}${digits.slice(3, 6)}-${digits.slice(6)}`;
}

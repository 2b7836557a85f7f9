import type { Language } from '../i18n/languages.ts';
import type { DamageType, DepositMethod } from '../rentals/inspection.ts';
import type { CloseReportLabels } from './close-report-labels.ts';
import { arLabels } from './labels-ar.ts';
import { enLabels } from './labels-en.ts';
import { frLabels } from './labels-fr.ts';
import type { QuoteLabels } from './quote-labels.ts';
import type { RateCardLabels } from './rate-card-labels.ts';

/**
 * Issue 16: the words printed on the invoices, the pro forma, the rental contract and the
 * return receipt, in English (the specification's texts), French and Arabic. Figures come
 * in formatted (dates dd/mm/yyyy HH:mm, '1 250 000 DA', Western digits); the Arabic texts
 * wrap numbers and codes in isolates (ltr()) so "20 000 DA" stays whole and in order.
 */

/** a document's language: one of the three, or French and Arabic side by side */
export type DocumentLanguage = Language | 'fr+ar';

export type ChargeType = 'cleaning' | 'repair' | 'fuel' | 'damage' | 'other';
export type InspectionView = 'front' | 'back' | 'left' | 'right' | 'top';

export interface DocumentLabels {
  na: string;
  date: (date: string) => string;
  /** a distance in km, the number already formatted ('12 345') */
  km: (formatted: string) => string;
  days: (count: number) => string;
  // invoices
  rentalInvoice: string;
  saleInvoice: string;
  proForma: string;
  invoice: string;
  invoiceNo: (number: string) => string;
  customer: string;
  name: string;
  phone: string;
  email: string;
  /** the invoice's spelling ('License'); the contract's is licence */
  license: string;
  vehicle: string;
  car: string;
  plate: string;
  year: string;
  /** the invoice's spelling ('Color'); the contract's is colour */
  color: string;
  rentalPeriod: string;
  start: string;
  end: string;
  duration: string;
  mileage: string;
  driven: string;
  charges: string;
  rentalLine: (days: string) => string;
  chargeTypes: Record<ChargeType, string>;
  sale: string;
  saleDate: string;
  listedPrice: string;
  salePrice: string;
  totalHt: string;
  vat: (percent: string) => string;
  totalTtc: string;
  total: string;
  thanks: string;
  // the contract and the return receipt
  rentalContract: string;
  returnReceipt: string;
  contractNo: (number: string) => string;
  receiptFor: (number: string) => string;
  page: (page: number, pages: number) => string;
  licence: string;
  address: string;
  idNumber: string;
  colour: string;
  due: string;
  returned: string;
  priceAndTerms: string;
  dailyRate: string;
  payment: string;
  advance: string;
  payAfter: string;
  advancePaid: string;
  kmAllowance: string;
  perDay: (distance: string) => string;
  unlimited: string;
  fuelPerEighth: string;
  pricePerKm: string;
  lateGrace: string;
  minutes: (count: number) => string;
  latePerHour: string;
  checkOutInspection: string;
  time: string;
  odometer: string;
  fuel: string;
  damageAtCheckOut: string;
  noDamage: string;
  newMark: (what: string) => string;
  damageTypes: Record<DamageType, string>;
  views: Record<InspectionView, string>;
  accessories: string;
  /** the standard accessories by key; an agency's own item prints as typed */
  accessoryNames: Record<string, string>;
  missing: (item: string) => string;
  noAccessories: string;
  photosAtCheckOut: string;
  photosAtCheckIn: string;
  noPhotos: string;
  deposit: string;
  noDeposit: string;
  amount: string;
  method: string;
  depositMethods: Record<DepositMethod, string>;
  references: Record<DepositMethod, string>;
  bank: string;
  status: string;
  heldNotSettled: string;
  refunded: string;
  kept: string;
  handedBack: string;
  reasonKept: string;
  terms: string;
  customerSignature: string;
  customerSignatureAtReturn: string;
  forTheAgency: string;
  inspections: string;
  checkOut: string;
  checkIn: string;
  difference: string;
  notRecorded: string;
  kmDriven: (distance: string) => string;
  damageOnReceipt: string;
  accessoriesMissing: string;
  missingAtCheckOutToo: (item: string) => string;
  everyAccessoryBack: string;
  settlement: string;
  chargesTotal: string;
  finalTotal: string;
  /** the receipt's payment at the return (issue 28 §17) */
  keptFromDeposit: string;
  paidAtReturn: string;
  refundedAtReturn: string;
  balanceDue: string;
  notSettled: string;
  /** issue 31: a drawer's close report */
  closeReport: CloseReportLabels;
  /** issue 33 §4: the printed rate card */
  rateCard: RateCardLabels;
  /** issue 33 §2: a booking's price on the contract and the invoice */
  quote: QuoteLabels;
}

export const documentLabels: Record<Language, DocumentLabels> = {
  en: enLabels,
  fr: frLabels,
  ar: arLabels,
};

import { fieldRefusal } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import { CASH } from '../fund/payment.ts';
import type { Message, MessageKey } from '../messages.ts';
import { type Centimes, formatDA } from '../money.ts';
import type { ChargeInput } from './return-car.ts';

/**
 * Issue 15: the rental contract. The walk around the car at pickup (check-out) and at
 * return (check-in), the deposit ("caution") held between them, and the charges the
 * differences propose.
 */

/** a fuel gauge in eighths: 0 (empty) to 8 (full) */
export const FUEL_EIGHTHS = 8;
export const MAX_INSPECTION_PHOTOS = 8;
export const MAX_MARKS = 60;

/** the car diagram's five views */
export const carViews = ['front', 'back', 'left', 'right', 'top'] as const;
export type CarView = (typeof carViews)[number];

export const damageTypes = ['scratch', 'dent', 'crack', 'missing', 'other'] as const;
export type DamageType = (typeof damageTypes)[number];

/** a damage mark on the diagram: x and y are fractions (0 to 1) of the view's box */
export interface DamageMark {
  /** made by the desk when it places the mark; a check-in keeps the check-out's ids */
  id: string;
  view: CarView;
  x: number;
  y: number;
  type: DamageType;
  note: string;
}

/** the accessories every agency checks; the agency's own come from Settings */
export const standardAccessories = [
  { key: 'spare_wheel', label: 'Spare wheel' },
  { key: 'jack', label: 'Jack' },
  { key: 'documents', label: 'Car documents' },
  { key: 'vignette', label: 'Vignette' },
  { key: 'child_seat', label: 'Child seat' },
  { key: 'gps', label: 'GPS' },
] as const;

export interface AccessoryCheck {
  /** a standard key, or the agency's item as `custom:<label>` */
  key: string;
  label: string;
  present: boolean;
}

export interface Inspection {
  odometerKm: number;
  fuelEighths: number;
  marks: DamageMark[];
  accessories: AccessoryCheck[];
  /** upload paths of the photos (/api/inspection-photos/<name>) */
  photos: string[];
  /** the customer's signature, a PNG data URL drawn on the canvas */
  signature: string | null;
}

export const depositMethods = ['cash', 'cheque', 'card_imprint', 'id_document'] as const;
export type DepositMethod = (typeof depositMethods)[number];

export const depositMethodLabels: Record<DepositMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  card_imprint: 'Card imprint',
  id_document: 'ID document held',
};

export interface Deposit {
  amount: Centimes;
  method: DepositMethod;
  /** the cheque's number, the card's last digits or the ID document's number */
  reference: string | null;
  /** the cheque's bank */
  bank: string | null;
}

/** the prices of the differences; zero keeps the spec's behaviour (no charge proposed) */
export interface ContractTerms {
  fuelPricePerEighth: Centimes;
  /** km included per rental day; 0 = unlimited */
  kmAllowancePerDay: number;
  pricePerKm: Centimes;
  lateGraceMinutes: number;
  latePricePerHour: Centimes;
}

export const noTerms: ContractTerms = {
  fuelPricePerEighth: 0,
  kmAllowancePerDay: 0,
  pricePerKm: 0,
  lateGraceMinutes: 0,
  latePricePerHour: 0,
};

/** the agency's terms, each overridden by the car's own when it has one */
export function termsFor(
  agency: ContractTerms,
  car: { [K in keyof ContractTerms]?: number | null } | null,
): ContractTerms {
  const merged = { ...agency };
  for (const key of Object.keys(agency) as (keyof ContractTerms)[]) {
    const value = car?.[key];
    if (value !== undefined && value !== null) merged[key] = value;
  }
  return merged;
}

export const inspectionMessages = {
  notOut: 'details.notOut',
  alreadyCheckedOut: 'details.alreadyCheckedOut',
  odometerBelow: 'fields.odometerBelow',
  retainedTooHigh: (max: Centimes): Message => ({
    key: 'details.retainedTooHigh',
    values: { amount: formatDA(max) },
  }),
  retainedNotCash: 'details.retainedNotCash',
  retainReason: 'fields.retainReason',
  noDeposit: 'details.noDeposit',
  depositReference: 'fields.depositReference',
} as const;

/** a contract number as printed: CTR-2026-000042 (a year and the agency's sequence) */
export function contractNumber(year: number, sequence: number): string {
  return `CTR-${year}-${String(sequence).padStart(6, '0')}`;
}

/** the marks of the check-in that the check-out did not have */
export function newMarks(checkOut: readonly DamageMark[], checkIn: readonly DamageMark[]) {
  const before = new Set(checkOut.map((mark) => mark.id));
  return checkIn.filter((mark) => !before.has(mark.id));
}

export interface ChargeFacts {
  terms: ContractTerms;
  checkOut: Pick<Inspection, 'odometerKm' | 'fuelEighths' | 'marks'>;
  checkIn: Pick<Inspection, 'odometerKm' | 'fuelEighths' | 'marks'>;
  /** the due time (end of the booked period) */
  dueAt: Date;
  returnedAt: Date;
  /** the days the return counts (countDays of the period used) */
  totalDays: number;
}

export const damageLabels: Record<DamageType, string> = {
  scratch: 'Scratch',
  dent: 'Dent',
  crack: 'Crack',
  missing: 'Missing part',
  other: 'Damage',
};

export const viewLabels: Record<CarView, string> = {
  front: 'Front',
  back: 'Back',
  left: 'Left side',
  right: 'Right side',
  top: 'Top',
};

/**
 * What a proposed charge is for, in figures: a screen in another language words it from
 * these (the English description is the rule's own).
 */
export type ChargeReason =
  | { kind: 'fuel'; eighths: number; price: Centimes }
  | { kind: 'km'; km: number; price: Centimes }
  | { kind: 'late'; hours: number; price: Centimes }
  | { kind: 'damage'; type: DamageType; view: CarView; note: string };

export interface ProposedChargeInput extends ChargeInput {
  reason: ChargeReason;
}

/**
 * The charges a check-in proposes from the differences (each editable at the desk): fuel
 * short of the check-out at the price per eighth, km over the allowance per day at the
 * price per km, lateness beyond the grace time at the price per started hour, and each
 * new damage mark at an amount the desk types (proposed at 0).
 */
export function proposeCharges(facts: ChargeFacts): ProposedChargeInput[] {
  const { terms } = facts;
  const charges: ProposedChargeInput[] = [];
  const fuelShort = facts.checkOut.fuelEighths - facts.checkIn.fuelEighths;
  if (fuelShort > 0 && terms.fuelPricePerEighth > 0) {
    charges.push({
      type: 'fuel',
      description: `Fuel shortfall: ${fuelShort}/8 × ${formatDA(terms.fuelPricePerEighth)}`,
      amount: fuelShort * terms.fuelPricePerEighth,
      reason: { kind: 'fuel', eighths: fuelShort, price: terms.fuelPricePerEighth },
    });
  }
  const driven = facts.checkIn.odometerKm - facts.checkOut.odometerKm;
  const allowance = terms.kmAllowancePerDay * facts.totalDays;
  if (terms.kmAllowancePerDay > 0 && terms.pricePerKm > 0 && driven > allowance) {
    const over = driven - allowance;
    charges.push({
      type: 'other',
      description: `Km over the allowance: ${over} km × ${formatDA(terms.pricePerKm)}`,
      amount: over * terms.pricePerKm,
      reason: { kind: 'km', km: over, price: terms.pricePerKm },
    });
  }
  const lateMs =
    facts.returnedAt.getTime() - facts.dueAt.getTime() - terms.lateGraceMinutes * 60_000;
  if (lateMs > 0 && terms.latePricePerHour > 0) {
    const hours = Math.ceil(lateMs / 3_600_000);
    charges.push({
      type: 'other',
      description: `Late return: ${hours} h × ${formatDA(terms.latePricePerHour)}`,
      amount: hours * terms.latePricePerHour,
      reason: { kind: 'late', hours, price: terms.latePricePerHour },
    });
  }
  for (const mark of newMarks(facts.checkOut.marks, facts.checkIn.marks)) {
    const note = mark.note ? `: ${mark.note}` : '';
    charges.push({
      type: 'damage',
      description: `New ${damageLabels[mark.type].toLowerCase()} (${viewLabels[mark.view].toLowerCase()})${note}`,
      amount: 0,
      reason: { kind: 'damage', type: mark.type, view: mark.view, note: mark.note ?? '' },
    });
  }
  return charges;
}

export interface CarName {
  brandName: string;
  modelName: string;
}

/** a cash deposit enters the fund (category deposit); the other methods are held, not money */
export function depositTaken(car: CarName, deposit: Deposit | null): FundEntry[] {
  if (deposit?.method !== 'cash' || deposit.amount <= 0) return [];
  return [
    {
      type: 'add_money',
      amount: deposit.amount,
      description: `Deposit - ${car.brandName} ${car.modelName}`,
      category: 'deposit',
      payment: CASH,
    },
  ];
}

export interface DepositSettlement {
  retained: Centimes;
  reason: string | null;
}

/** the most a return may keep from the deposit: a cash one, up to what the customer owes */
export function maxRetained(deposit: Pick<Deposit, 'amount' | 'method'>, owed: Centimes): Centimes {
  return deposit.method === 'cash' ? Math.max(0, Math.min(deposit.amount, owed)) : 0;
}

/** what is wrong with a settlement, by field (the keys of inspectionMessages) */
export interface SettlementProblems {
  retained?: 'retainedNotCash' | 'retainedTooHigh';
  reason?: 'retainReason';
}

/**
 * The settlement's rule: only a cash deposit is kept from, at most maxRetained, and a part
 * kept says why. The server refuses on the first problem; the Return dialog shows them all.
 */
export function settlementProblems(
  deposit: Pick<Deposit, 'amount' | 'method'>,
  settlement: DepositSettlement,
  owed: Centimes,
): SettlementProblems {
  const problems: SettlementProblems = {};
  const { retained } = settlement;
  if (retained > 0 && deposit.method !== 'cash') problems.retained = 'retainedNotCash';
  else if (retained > maxRetained(deposit, owed)) problems.retained = 'retainedTooHigh';
  if (retained > 0 && !settlement.reason?.trim()) problems.reason = 'retainReason';
  return problems;
}

/**
 * Settles the deposit at the return. `owed` is what the customer still owes (final total
 * less the advance). A cash deposit: the part given back is one add_charge (deposit); the
 * part kept pays the charges: it leaves the deposits (add_charge, deposit) and enters as
 * rental money (the return's rental entry is raised by it), so deposits never count as
 * revenue and the kept part does. Other methods are handed back and move no money.
 */
export function settleDeposit(
  car: CarName,
  deposit: Deposit,
  settlement: DepositSettlement,
  owed: Centimes,
): { fundEntries: FundEntry[]; retained: Centimes } {
  const retained = settlement.retained;
  const name = `${car.brandName} ${car.modelName}`;
  const fail = (message: MessageKey | Message, path = 'body.deposit.retained') =>
    fieldRefusal('validation_failed', path, message);
  const problems = settlementProblems(deposit, settlement, owed);
  if (problems.retained === 'retainedNotCash') throw fail(inspectionMessages.retainedNotCash);
  const max = maxRetained(deposit, owed);
  if (problems.retained === 'retainedTooHigh') throw fail(inspectionMessages.retainedTooHigh(max));
  if (problems.reason) {
    throw fail(inspectionMessages.retainReason, 'body.deposit.reason');
  }
  if (deposit.method !== 'cash') return { fundEntries: [], retained: 0 };
  const fundEntries: FundEntry[] = [];
  const refund = deposit.amount - retained;
  if (refund > 0) {
    fundEntries.push({
      type: 'add_charge',
      amount: refund,
      description: `Deposit Refund - ${name}`,
      category: 'deposit',
      payment: CASH,
    });
  }
  if (retained > 0) {
    fundEntries.push({
      type: 'add_charge',
      amount: retained,
      description: `Deposit kept against charges - ${name}: ${settlement.reason!.trim()}`,
      category: 'deposit',
      payment: CASH,
    });
  }
  return { fundEntries, retained };
}

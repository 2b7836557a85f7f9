import { DomainError } from '../errors.ts';
import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';
import { TRAFFIC_FINES_CATEGORY } from './fines.ts';
import type { ServiceType } from './service-types.ts';

/**
 * Issue 32 §1-§2: the rules of a car's service log and papers (docs/decisions/0039): what a
 * record's cost posts in the fund, what undoes it, and when a service may be recorded.
 */

/** the photos or scanned invoices one service record keeps */
export const MAX_CARE_PHOTOS = 4;

export const paperKinds = [
  'insurance',
  'technical_inspection',
  'vignette',
  'registration',
  'other',
] as const;
export type PaperKind = (typeof paperKinds)[number];

/** the fund category of a paper other than an insurance (only actions post it) */
export const CAR_PAPERS_CATEGORY = 'car_papers';
export const MAINTENANCE_CATEGORY = 'maintenance';
export const INSURANCE_CATEGORY = 'insurance';

/**
 * The charge categories whose money in (an entry posted when a record is deleted) takes the
 * charge back, rather than counting as other income (money-figures.ts): no person adds money
 * in these categories, only the undoing of a service or a paper does.
 */
export const REVERSIBLE_CHARGE_CATEGORIES = [
  MAINTENANCE_CATEGORY,
  INSURANCE_CATEGORY,
  CAR_PAPERS_CATEGORY,
  TRAFFIC_FINES_CATEGORY,
] as const;

export const SERVICE_CAR_OUT = 'details.serviceCarOut';

/**
 * A car that is out (picked up, not returned) is with the customer: only a repair during the
 * rental can be recorded for it (a breakdown fixed on the road); the rest waits for its return.
 */
export function checkServiceAllowed(carIsOut: boolean, type: ServiceType): void {
  if (carIsOut && type !== 'repair') throw new DomainError('car_rented', SERVICE_CAR_OUT);
}

interface CarName {
  brandName: string;
  modelName: string;
  plate: string | null;
}

export const carLabel = (car: CarName) =>
  `${car.brandName} ${car.modelName}${car.plate ? ` (${car.plate})` : ''}`;

const SERVICE_WORDS: Record<ServiceType, string> = {
  oil_filters: 'Oil and filters',
  tyres: 'Tyres',
  brakes: 'Brakes',
  timing_belt: 'Timing belt',
  battery: 'Battery',
  repair: 'Repair',
  body_work: 'Body work',
  cleaning: 'Cleaning',
  other: 'Other work',
};

const PAPER_WORDS: Record<PaperKind, string> = {
  insurance: 'Insurance',
  technical_inspection: 'Contrôle technique',
  vignette: 'Vignette',
  registration: 'Carte grise',
  other: 'Paper',
};

/** the fund charge of a service's cost; none at no cost */
export function serviceCharge(
  car: CarName,
  service: { type: ServiceType; cost: Centimes },
): FundEntry[] {
  if (service.cost === 0) return [];
  return [
    {
      type: 'add_charge',
      amount: service.cost,
      description: `Maintenance - ${SERVICE_WORDS[service.type]} - ${carLabel(car)}`,
      category: MAINTENANCE_CATEGORY,
    },
  ];
}

/** the fund charge of a paper's cost; none at no cost */
export function paperCharge(
  car: CarName,
  paper: { kind: PaperKind; title?: string | null | undefined; cost: Centimes },
): FundEntry[] {
  if (paper.cost === 0) return [];
  const words = paper.kind === 'other' && paper.title ? paper.title : PAPER_WORDS[paper.kind];
  return [
    {
      type: 'add_charge',
      amount: paper.cost,
      description: `${words} - ${carLabel(car)}`,
      category: paper.kind === 'insurance' ? INSURANCE_CATEGORY : CAR_PAPERS_CATEGORY,
    },
  ];
}

/** the entry that undoes a record's charge when the record is deleted: the same money back in */
export function reversalOf(
  charge: Pick<FundEntry, 'amount' | 'category' | 'description'>,
): FundEntry {
  return {
    type: 'add_money',
    amount: charge.amount,
    description: `Reversal - ${charge.description}`,
    category: charge.category,
  };
}

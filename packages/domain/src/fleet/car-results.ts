import type { Centimes } from '../money.ts';

/**
 * Issue 32 §5: what a car earned and cost (decision 0042). The parts are the records' own
 * figures, each equal to the fund entries it posted: a booking's revenue (the net of its
 * rental entries), a service's or paper's cost (its charge), a fine the agency kept, the
 * sale's final price; the purchase price is the car's stated price, counted from the day
 * it entered the fleet, paid to the supplier yet or not.
 */
export interface CarResultParts {
  purchasePrice: Centimes | null;
  rentalRevenue: Centimes;
  serviceCosts: Centimes;
  paperCosts: Centimes;
  fineCosts: Centimes;
  salePrice: Centimes | null;
  /** the car's entry in the fleet, ISO */
  ownedSince: string;
  /** the sale's time, ISO; null while the agency owns it */
  soldAt: string | null;
  /** billed days of its returned rentals, and the days so far of the one out */
  daysRented: number;
  /** kilometres of its returned rentals (end − start mileage) */
  kmDriven: number;
}

export interface CarResultFigures {
  /** running costs: services, papers and the fines the agency kept */
  costs: Centimes;
  /** rental revenue − running costs, before the purchase and the sale */
  operatingResult: number;
  /** rental revenue + sale − purchase − running costs: may be below 0 */
  netResult: number;
  daysOwned: number;
  /** rental revenue per day owned, in centimes (rounded) */
  revenuePerDay: Centimes;
  /** days rented / days owned, 0 to 1 */
  utilisation: number;
  /** running costs per kilometre driven on rentals, in centimes (rounded); null before any km */
  costPerKm: Centimes | null;
}

const DAY_MS = 86_400_000;

/** days between two instants in started 24-hour periods, as rentals are billed; at least 1 */
export function daysOwned(since: string, until: string): number {
  const span = new Date(until).getTime() - new Date(since).getTime();
  return Math.max(1, Math.ceil(span / DAY_MS));
}

export function carResultFigures(parts: CarResultParts, now: Date): CarResultFigures {
  const costs = parts.serviceCosts + parts.paperCosts + parts.fineCosts;
  const operatingResult = parts.rentalRevenue - costs;
  const netResult = operatingResult + (parts.salePrice ?? 0) - (parts.purchasePrice ?? 0);
  const owned = daysOwned(parts.ownedSince, parts.soldAt ?? now.toISOString());
  return {
    costs,
    operatingResult,
    netResult,
    daysOwned: owned,
    revenuePerDay: Math.round(parts.rentalRevenue / owned),
    utilisation: Math.min(1, parts.daysRented / owned),
    costPerKm: parts.kmDriven > 0 ? Math.round(costs / parts.kmDriven) : null,
  };
}

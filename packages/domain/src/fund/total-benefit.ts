import type { Centimes } from '../money.ts';
import { type SaleFigures, saleProfit } from '../sales/sale-profit.ts';
import type { FundEntry } from './fund-entry.ts';

/** the three sums Total Benefit is made of (SQL computes them, this file combines them) */
export interface BenefitParts {
  /** Σ (final − purchase) over sales whose car has a purchase price */
  saleProfit: Centimes;
  /** Σ add_money in category 'rental' */
  rentalIn: Centimes;
  /** Σ add_charge in category 'rental' (refunds, deleted rental records) */
  rentalOut: Centimes;
}

export function benefitFromParts(parts: BenefitParts): Centimes {
  return parts.saleProfit + parts.rentalIn - parts.rentalOut;
}

/**
 * Fund screen Total Benefit (spec §9, adapted to a ledger where rental money can also
 * go out): sale profits plus net rental money.
 */
export function totalBenefit(
  sales: readonly SaleFigures[],
  entries: readonly Pick<FundEntry, 'type' | 'amount' | 'category'>[],
): Centimes {
  const parts: BenefitParts = { saleProfit: 0, rentalIn: 0, rentalOut: 0 };
  for (const sale of sales) parts.saleProfit += saleProfit(sale) ?? 0;
  for (const entry of entries) {
    if (entry.category !== 'rental') continue;
    if (entry.type === 'add_money') parts.rentalIn += entry.amount;
    else parts.rentalOut += entry.amount;
  }
  return benefitFromParts(parts);
}

import type { Centimes } from '../money.ts';
import { type SaleFigures, saleProfit } from '../sales/sale-profit.ts';
import type { FundEntry } from './fund-entry.ts';
import { fundFigures } from './money-figures.ts';

/** the two sums Total Benefit is made of (SQL computes them, this file combines them) */
export interface BenefitParts {
  /** Σ (final − purchase) over sales whose car has a purchase price */
  saleProfit: Centimes;
  /** the fund's rental revenue (fundFigures): rental money in less refunds and reversals */
  rentalRevenue: Centimes;
}

export function benefitFromParts(parts: BenefitParts): Centimes {
  return parts.saleProfit + parts.rentalRevenue;
}

/**
 * Fund screen Total Benefit (spec §9, adapted to a ledger where rental money can also
 * go out): sale profits plus the rental revenue, the same figure as the Rental dashboard's
 * Total Revenue (docs/money-figures.md). Deposits are never part of it.
 */
export function totalBenefit(
  sales: readonly SaleFigures[],
  entries: readonly Pick<FundEntry, 'type' | 'amount' | 'category'>[],
): Centimes {
  let profit = 0;
  for (const sale of sales) profit += saleProfit(sale) ?? 0;
  return benefitFromParts({
    saleProfit: profit,
    rentalRevenue: fundFigures(entries).rentalRevenue,
  });
}

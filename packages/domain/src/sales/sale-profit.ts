import type { Centimes } from '../money.ts';

export interface SaleFigures {
  finalPrice: Centimes;
  purchasePrice: Centimes | null;
}

/** final − purchase when the car has a purchase price, else null */
export function saleProfit(sale: SaleFigures): Centimes | null {
  return sale.purchasePrice === null ? null : sale.finalPrice - sale.purchasePrice;
}

/** total / count rounded to the centime, half away from zero, exactly; null when count is 0 */
export function roundedAverage(total: Centimes, count: number): Centimes | null {
  if (count <= 0) return null;
  const magnitude = Math.abs(total);
  let quotient = Math.floor(magnitude / count);
  const remainder = magnitude - quotient * count;
  if (remainder * 2 >= count) quotient += 1;
  return total < 0 && quotient > 0 ? -quotient : quotient;
}

/** Sales screen Net Profit: rounded average profit over sales having both prices, or null */
export function netProfit(sales: readonly SaleFigures[]): Centimes | null {
  let total = 0;
  let count = 0;
  for (const sale of sales) {
    const profit = saleProfit(sale);
    if (profit === null) continue;
    total += profit;
    count += 1;
  }
  return roundedAverage(total, count);
}

/** Sales revenue: the sum of final sale prices */
export function salesRevenue(sales: readonly Pick<SaleFigures, 'finalPrice'>[]): Centimes {
  let total = 0;
  for (const sale of sales) total += sale.finalPrice;
  return total;
}

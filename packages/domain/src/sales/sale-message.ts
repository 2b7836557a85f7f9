import { type Centimes, formatDA } from '../money.ts';

/** the alert shown after a sale: the net profit, the net loss or a break-even sale */
export function saleMessage(price: Centimes, purchasePrice: Centimes | null): string {
  if (purchasePrice === null) return 'Car sold successfully!';
  const profit = price - purchasePrice;
  if (profit > 0) return `Car sold successfully! Net profit: ${formatDA(profit)}`;
  if (profit < 0) return `Car sold successfully! Net loss: ${formatDA(-profit)}`;
  return 'Car sold successfully! Break-even sale.';
}

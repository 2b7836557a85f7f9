import type { Centimes } from '../money.ts';

/** VAT rates are basis points: 1900 = 19 %. null means VAT is off. */
export const MAX_VAT_RATE_BP = 10_000;

export interface InvoiceTotals {
  /** null when VAT is off: the invoice shows one total */
  vatRateBp: number | null;
  /** hors taxes: the total without VAT */
  totalHt: Centimes;
  vat: Centimes;
  /** toutes taxes comprises: what the customer pays */
  totalTtc: Centimes;
}

/**
 * The prices the business types in (daily rates, charges, sale prices) are what the
 * customer pays, VAT included. With VAT on, the invoice splits that total:
 * HT = TTC / (1 + rate), rounded half up to the centime, and VAT = TTC − HT, so the
 * three lines always add up exactly.
 */
export function invoiceTotals(totalTtc: Centimes, vatRateBp: number | null): InvoiceTotals {
  if (vatRateBp === null || vatRateBp <= 0) {
    return { vatRateBp: null, totalHt: totalTtc, vat: 0, totalTtc };
  }
  const totalHt = Math.round((totalTtc * 10_000) / (10_000 + vatRateBp));
  return { vatRateBp, totalHt, vat: totalTtc - totalHt, totalTtc };
}

/** '19 %' style label of a rate in basis points: 1900 -> '19', 950 -> '9.5' */
export function vatRatePercent(vatRateBp: number): string {
  return String(vatRateBp / 100);
}

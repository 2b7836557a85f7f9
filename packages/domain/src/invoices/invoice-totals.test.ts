import { describe, expect, it } from 'vitest';
import { invoiceTotals, vatRatePercent } from './invoice-totals.ts';

describe('invoiceTotals', () => {
  it('is one total when VAT is off', () => {
    expect(invoiceTotals(3_500_000, null)).toEqual({
      vatRateBp: null,
      totalHt: 3_500_000,
      vat: 0,
      totalTtc: 3_500_000,
    });
    expect(invoiceTotals(3_500_000, 0).vatRateBp).toBeNull();
  });

  it('splits a VAT-inclusive total into HT and VAT at 19 %', () => {
    // 119 000 DA TTC = 100 000 DA HT + 19 000 DA VAT
    expect(invoiceTotals(11_900_000, 1900)).toEqual({
      vatRateBp: 1900,
      totalHt: 10_000_000,
      vat: 1_900_000,
      totalTtc: 11_900_000,
    });
  });

  it('rounds HT to the centime and keeps HT + VAT = TTC', () => {
    // 35 000 DA / 1.19 = 29 411.764… DA
    const totals = invoiceTotals(3_500_000, 1900);
    expect(totals.totalHt).toBe(2_941_176);
    expect(totals.vat).toBe(558_824);
    for (const ttc of [1, 99, 12_345, 987_654_321]) {
      for (const rate of [900, 1900, 2500]) {
        const t = invoiceTotals(ttc, rate);
        expect(t.totalHt + t.vat).toBe(ttc);
        expect(Number.isInteger(t.totalHt)).toBe(true);
      }
    }
  });

  it('labels a rate in percent', () => {
    expect(vatRatePercent(1900)).toBe('19');
    expect(vatRatePercent(950)).toBe('9.5');
  });
});

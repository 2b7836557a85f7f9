import { describe, expect, it } from 'vitest';
import { netProfit, roundedAverage, saleProfit, salesRevenue } from './sale-profit.ts';

describe('sale profit figures', () => {
  it('profit is final − purchase, null without a purchase price', () => {
    expect(saleProfit({ finalPrice: 500, purchasePrice: 300 })).toBe(200);
    expect(saleProfit({ finalPrice: 300, purchasePrice: 500 })).toBe(-200);
    expect(saleProfit({ finalPrice: 300, purchasePrice: 0 })).toBe(300);
    expect(saleProfit({ finalPrice: 300, purchasePrice: null })).toBeNull();
  });

  it('rounds the average to the centime, half away from zero', () => {
    expect(roundedAverage(10, 4)).toBe(3); // 2.5
    expect(roundedAverage(-10, 4)).toBe(-3); // -2.5
    expect(roundedAverage(10, 3)).toBe(3); // 3.33
    expect(roundedAverage(11, 3)).toBe(4); // 3.67
    expect(roundedAverage(-1, 3)).toBe(0);
    expect(Object.is(roundedAverage(-1, 3), -0)).toBe(false);
    expect(roundedAverage(5, 0)).toBeNull();
  });

  it('net profit averages only the sales having both prices', () => {
    expect(
      netProfit([
        { finalPrice: 1_000, purchasePrice: 500 },
        { finalPrice: 1_000, purchasePrice: null },
        { finalPrice: 600, purchasePrice: 700 },
        { finalPrice: 301, purchasePrice: 300 },
      ]),
    ).toBe(Math.round((500 - 100 + 1) / 3));
    expect(netProfit([{ finalPrice: 1_000, purchasePrice: null }])).toBeNull();
    expect(netProfit([])).toBeNull();
  });

  it('sales revenue sums final prices', () => {
    expect(salesRevenue([{ finalPrice: 100 }, { finalPrice: 250 }])).toBe(350);
    expect(salesRevenue([])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { type CarResultParts, carResultFigures, daysOwned } from './car-results.ts';

const parts: CarResultParts = {
  purchasePrice: 2_000_000_00,
  rentalRevenue: 300_000_00,
  serviceCosts: 20_000_00,
  paperCosts: 10_000_00,
  fineCosts: 0,
  salePrice: null,
  ownedSince: '2026-01-01T09:00:00.000Z',
  soldAt: null,
  daysRented: 50,
  kmDriven: 6_000,
};

describe("a car's results", () => {
  it('counts days owned in started 24-hour periods, at least one', () => {
    expect(daysOwned('2026-01-01T09:00:00Z', '2026-01-01T09:00:00Z')).toBe(1);
    expect(daysOwned('2026-01-01T09:00:00Z', '2026-01-02T09:00:00Z')).toBe(1);
    expect(daysOwned('2026-01-01T09:00:00Z', '2026-01-02T09:00:01Z')).toBe(2);
  });

  it('counts the purchase against the net of a car still owned, and its sale once sold', () => {
    const now = new Date('2026-04-11T09:00:00Z'); // 100 days
    const owned = carResultFigures(parts, now);
    expect(owned).toEqual({
      costs: 30_000_00,
      operatingResult: 270_000_00,
      netResult: 270_000_00 - 2_000_000_00,
      daysOwned: 100,
      revenuePerDay: 3_000_00,
      utilisation: 0.5,
      costPerKm: 5_00,
    });
    const sold = carResultFigures(
      { ...parts, salePrice: 1_800_000_00, soldAt: '2026-03-02T09:00:00Z' },
      now,
    );
    // the days stop at the sale: 60 days
    expect(sold.daysOwned).toBe(60);
    expect(sold.netResult).toBe(270_000_00 + 1_800_000_00 - 2_000_000_00);
    expect(sold.revenuePerDay).toBe(5_000_00);
  });

  it('answers no cost per km before a kilometre, and never more than full utilisation', () => {
    const fresh = carResultFigures(
      { ...parts, purchasePrice: null, kmDriven: 0, daysRented: 3 },
      new Date('2026-01-02T09:00:00Z'),
    );
    expect(fresh.costPerKm).toBeNull();
    expect(fresh.utilisation).toBe(1);
    expect(fresh.netResult).toBe(270_000_00);
  });
});

import { describe, expect, it } from 'vitest';
import { keepQuote, keptPrice } from './kept.ts';
import { contractPrice, invoicePrice } from './printed-price.ts';
import type { RatePlan } from './quote.ts';

// Decision 0047: the price the contract and the invoice print, from what the booking kept.
const DAY = 86_400_000;
// Friday 25 June 2027, 10:00 in Algiers
const start = new Date('2027-06-25T09:00:00.000Z');
const after = (days: number) => new Date(start.getTime() + days * DAY);
const plan: RatePlan = {
  seasons: [
    {
      name: 'Été',
      from: '07-01',
      until: '08-31',
      price: { kind: 'percent', percent: 20 },
      minDays: null,
    },
  ],
  tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
  weekend: { kind: 'rate', rate: 550_000 },
};
const extras = [
  { code: 'child_seat', pricing: 'per_day' as const, price: 30_000, max: null, quantity: 2 },
  {
    code: 'delivery',
    pricing: 'once' as const,
    price: 150_000,
    max: null,
    quantity: 1,
    place: 'Aéroport',
  },
];
const booking = (discount: number, withPlan = true) =>
  keepQuote({
    start,
    end: after(7),
    timeZone: 'Africa/Algiers',
    baseRate: 500_000,
    plan: withPlan ? plan : null,
    extras: withPlan ? extras : [],
    discount,
    deposit: null,
  });

describe('the contract’s price', () => {
  it('is the kept quote line by line, the places from the extras bought', () => {
    const printed = contractPrice(booking(200_000), [], { start, end: after(7) }, 500_000);
    expect(printed.days.map((line) => [line.season, line.weekend, line.days, line.amount])).toEqual(
      [
        [null, true, 2, 1_100_000],
        [null, false, 4, 2_000_000],
        ['Été', false, 1, 600_000],
      ],
    );
    expect(printed.tier).toMatchObject({ fromDays: 7, amount: -370_000 });
    expect(printed.extras).toEqual([
      { code: 'child_seat', quantity: 2, place: null, amount: 420_000 },
      { code: 'delivery', quantity: 1, place: 'Aéroport', amount: 150_000 },
    ]);
    expect(printed).toMatchObject({ rental: 3_330_000, discount: 200_000, due: 3_700_000 });
  });

  it('over a period changed before the check-out, is that period priced by the kept pricing', () => {
    const kept = booking(200_000);
    const printed = contractPrice(kept, [], { start, end: after(9) }, 500_000);
    expect(printed.due).toBe(
      keptPrice({ dailyRate: 500_000, pricing: kept.pricing }, start, after(9)),
    );
    expect(printed.days.reduce((sum, line) => sum + line.days, 0)).toBe(9);
    // without kept pricing: the daily rate times the days
    const plain = contractPrice(booking(0, false), [], { start, end: after(9) }, 500_000);
    expect(plain).toMatchObject({ rental: 4_500_000, due: 4_500_000, extras: [], tier: null });
  });
});

describe('the invoice’s price', () => {
  it('adds up to the return’s total when the days used, the extras and the discount make it', () => {
    const kept = booking(200_000);
    const total = keptPrice({ dailyRate: 500_000, pricing: kept.pricing }, start, after(3));
    const priced = invoicePrice(kept, { start, end: after(3) }, total);
    expect(priced?.addsUp).toBe(true);
    const { price } = priced!;
    expect(price.rental + price.extras.reduce((sum, e) => sum + e.amount, 0) - price.discount).toBe(
      total,
    );
  });

  it('does not add up when the discount is more than the days used came to', () => {
    const kept = booking(3_000_000);
    const total = keptPrice({ dailyRate: 500_000, pricing: kept.pricing }, start, after(1));
    expect(total).toBe(0);
    expect(invoicePrice(kept, { start, end: after(1) }, total)?.addsUp).toBe(false);
  });

  it('is none for a booking made before, or priced by its daily rate alone', () => {
    expect(invoicePrice(null, { start, end: after(7) }, 3_500_000)).toBeNull();
    expect(invoicePrice(booking(0, false), { start, end: after(7) }, 3_500_000)).toBeNull();
  });
});

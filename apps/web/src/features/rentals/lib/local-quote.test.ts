import type { PriceList } from '@car-rental/domain/contract/pricing';
import { describe, expect, it } from 'vitest';
import { localQuote, planOf, sameQuote } from './local-quote.ts';

const car = { id: 'car-1', modelId: 'model-clio', dailyRate: 500_000 };
const plan = (scope: { carId: string } | { category: 'economy' | 'suv' }, percent: number) => ({
  id: `plan-${percent}`,
  category: 'category' in scope ? scope.category : null,
  carId: 'carId' in scope ? scope.carId : null,
  updatedAt: '2026-06-01T08:00:00.000Z',
  seasons: [],
  tiers: [],
  weekend: { kind: 'percent' as const, percent },
});
const models = [
  { id: 'model-clio', brandName: 'Renault', name: 'Clio', category: 'economy' as const },
  { id: 'model-duster', brandName: 'Dacia', name: 'Duster', category: 'suv' as const },
];
const list = (plans: PriceList['plans']): PriceList => ({ plans, models, extras: null });
// Friday 10 July 2026 at 9:00 in Algiers, for two days: a weekend
const start = new Date('2026-07-10T08:00:00.000Z');
const end = new Date('2026-07-12T08:00:00.000Z');
const timeZone = 'Africa/Algiers';

describe('the plan of a car (decision 0044)', () => {
  it("is its own, else its model's category's, else none", () => {
    const own = plan({ carId: 'car-1' }, 20);
    const economy = plan({ category: 'economy' }, 10);
    const suv = plan({ category: 'suv' }, 30);
    expect(planOf(car, list([suv, economy, own]))).toBe(own);
    expect(planOf(car, list([suv, economy]))).toBe(economy);
    expect(planOf(car, list([suv]))).toBeNull();
    expect(planOf({ ...car, modelId: 'model-unknown' }, list([economy]))).toBeNull();
  });
});

describe('the quote computed in the browser', () => {
  it("prices the days by the car's plan, the deposit and what is due less the discount", () => {
    const local = localQuote({
      car,
      list: list([plan({ category: 'economy' }, 10)]),
      start,
      end,
      extras: [],
      discount: 100_000,
      timeZone,
    });
    expect(local?.answer).toMatchObject({
      days: 2,
      lines: [{ kind: 'days', weekend: true, days: 2, rate: 550_000, amount: 1_100_000 }],
      total: 1_100_000,
      deposit: null,
      discount: 100_000,
      due: 1_000_000,
    });
  });

  it('refuses a discount above the total, and tells nothing it cannot know', () => {
    const asked = { car, list: list([]), start, end, extras: [], timeZone };
    expect(localQuote({ ...asked, discount: 1_000_001 })).toEqual({
      refused: 'fields.discountAboveTotal',
    });
    expect(localQuote({ ...asked, discount: 1_000_000 })?.answer?.due).toBe(0);
    // the list not read yet, a car without a rate, an extra not sold, the end before the start
    expect(localQuote({ ...asked, list: undefined })).toBeUndefined();
    expect(localQuote({ ...asked, car: { ...car, dailyRate: null } })).toBeUndefined();
    expect(localQuote({ ...asked, extras: [{ code: 'gps', quantity: 1 }] })).toBeUndefined();
    expect(localQuote({ ...asked, end: start })).toBeUndefined();
  });

  it('compares two quotes by what they say, not by the order of their keys', () => {
    const answer = localQuote({ car, list: list([]), start, end, extras: [], timeZone })!.answer!;
    const reordered = Object.fromEntries(Object.entries(answer).reverse()) as typeof answer;
    expect(sameQuote(answer, reordered)).toBe(true);
    expect(sameQuote(answer, { ...answer, due: answer.due + 1 })).toBe(false);
  });
});

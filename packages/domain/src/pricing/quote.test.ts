import { describe, expect, it } from 'vitest';
import { quote, type RatePlan } from './quote.ts';

const TZ = 'Africa/Algiers';
const DA = (dinars: number) => dinars * 100;
/** a pickup at 10:00 in Algiers on a day */
const at = (day: string) => new Date(`${day}T09:00:00Z`);
const booking = (from: string, days: number, baseRate = DA(5_000)) => ({
  start: at(from),
  end: new Date(at(from).getTime() + days * 86_400_000),
  timeZone: TZ,
  baseRate,
});

const summer: RatePlan = {
  seasons: [
    {
      name: 'Été',
      from: '07-01',
      until: '08-31',
      price: { kind: 'percent', percent: 20 },
      minDays: 3,
    },
    {
      name: 'Aïd',
      from: '2027-05-16',
      until: '2027-05-19',
      price: { kind: 'rate', rate: DA(8_000) },
      minDays: null,
    },
  ],
  tiers: [
    { fromDays: 7, price: { kind: 'percent', percent: -10 } },
    { fromDays: 30, price: { kind: 'rate', rate: DA(3_500) } },
  ],
  weekend: { kind: 'rate', rate: DA(5_500) },
};

describe('quote (issue 33 §1)', () => {
  it('prices a week across the summer’s start day by day, then takes the 7-day tier off the whole', () => {
    // Sunday 27 June to Sunday 4 July 2027: 4 days before the summer (Friday 2 and Saturday 3
    // July are in it, so the weekend price does not apply to them)
    const answer = quote(booking('2027-06-27', 7), summer, [
      { code: 'driver', pricing: 'per_day', price: DA(500), max: DA(3_000), quantity: 1 },
      { code: 'delivery', pricing: 'once', price: DA(1_500), max: null, quantity: 1 },
    ]);
    expect(answer.lines).toEqual([
      { kind: 'days', season: null, weekend: false, days: 4, rate: DA(5_000), amount: DA(20_000) },
      { kind: 'days', season: 'Été', weekend: false, days: 3, rate: DA(6_000), amount: DA(18_000) },
      { kind: 'tier', fromDays: 7, amount: -DA(3_800) },
      { kind: 'extra', code: 'driver', quantity: 1, amount: DA(3_000) },
      { kind: 'extra', code: 'delivery', quantity: 1, amount: DA(1_500) },
    ]);
    expect(answer).toMatchObject({
      days: 7,
      rental: DA(34_200),
      extras: DA(4_500),
      total: DA(38_700),
    });
    expect(answer.shortOf).toBeNull();
  });

  it('prices a Friday and a Saturday at the weekend rate, Eid at its own, Eid inside the dated days first', () => {
    // Friday 14 May 2027 to Monday 17 May: Friday and Saturday at the weekend's 5,500, Sunday
    // 16 at Eid's 8,000
    const answer = quote(booking('2027-05-14', 3), summer);
    expect(answer.lines).toEqual([
      { kind: 'days', season: null, weekend: true, days: 2, rate: DA(5_500), amount: DA(11_000) },
      { kind: 'days', season: 'Aïd', weekend: false, days: 1, rate: DA(8_000), amount: DA(8_000) },
    ]);
    expect(answer.total).toBe(DA(19_000));
  });

  it('makes a 30-day tier rate the base, and says when a season’s minimum is not reached', () => {
    const month = quote(booking('2027-03-01', 30), summer);
    expect(month.lines[0]).toMatchObject({ weekend: false, rate: DA(3_500) });
    expect(month.rental).toBe(22 * DA(3_500) + 8 * DA(5_500));
    const short = quote(booking('2027-08-30', 2), summer);
    expect(short.shortOf).toEqual({ season: 'Été', minDays: 3 });
    // no plan: the base rate times the days, as before issue 33
    expect(quote(booking('2027-08-30', 2), null).total).toBe(DA(10_000));
  });
});

import type { Db } from '../../db/create-db.ts';
import { insertCar } from '../../test/fixtures.ts';
import type { Client } from '../../test/test-server.ts';

// The price list the quoted-booking tests share (issue 33): a week from Sunday 27 June 2027
// is 4 days at the base and 3 summer days, and reaches the 7-day tier.

export const DA = (dinars: number) => dinars * 100;

/** Sunday 27 June 2027, 10:00 in Algiers: 4 days before the summer, then 3 in it */
export const BEFORE_SUMMER = new Date('2027-06-27T09:00:00.000Z');

/** the economy plan: summer +20 % (3 days at least), 7 days and more -10 %, no weekend price */
export const SUMMER_PLAN = {
  seasons: [
    {
      name: 'Été',
      from: '07-01',
      until: '08-31',
      price: { kind: 'percent', percent: 20 },
      minDays: 3,
    },
  ],
  tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
  weekend: null,
};

/** the extras: a driver (500 DA a day, 3,000 at most), seats, delivery to the airport; no GPS */
export const EXTRAS = {
  standardDeposit: DA(30_000),
  additional_driver: { enabled: true, pricing: 'per_day', price: DA(500), max: DA(3_000) },
  child_seat: { enabled: true, pricing: 'per_day', price: DA(300), max: null },
  gps: { enabled: false, pricing: 'per_day', price: DA(400), max: null },
  unlimited_km: { enabled: true, pricing: 'per_day', price: DA(1_000), max: null },
  full_insurance: { enabled: true, pricing: 'per_day', price: DA(1_200), max: null, deposit: null },
  delivery: { enabled: true, places: [{ name: 'Aéroport', price: DA(1_500) }] },
};

/** an additional driver's details, as the booking gives them (decision 0049) */
export const A_DRIVER = {
  name: 'Karim Benali',
  licenceNumber: 'DZ-778812',
  licenceIssuedOn: '2016-03-14',
};

/** the owner puts SUMMER_PLAN on the economy category and sells EXTRAS */
export async function setPriceList(owner: Client): Promise<void> {
  for (const [path, body] of [
    ['/api/price-list/categories/economy', SUMMER_PLAN],
    ['/api/price-list/extras', EXTRAS],
  ] as const) {
    const res = await owner.put(path, body);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** a car of a model of its own in the economy category, 5,000 DA a day */
export async function economyCar(owner: Client, db: Db) {
  const brand = await owner.post('/api/brands', { name: `Marque ${Math.random()}` });
  const model = await owner.post(`/api/brands/${brand.body.id}/models`, { name: 'Clio' });
  await owner.put(`/api/price-list/models/${model.body.id}`, { category: 'economy' });
  return insertCar(db, { dailyRate: DA(5_000), brandId: brand.body.id, modelId: model.body.id });
}

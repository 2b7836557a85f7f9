import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models, ratePlans, settings } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

// Issue 33: the price list (the owner's) and the quote of a booking (everyone's), through
// real HTTP: the car's own plan over its category's, extras priced from Settings, the
// deposit due, and bad input refused beside its field with nothing written.

let server: TestServer;
let owner: Client;
let agent: Client;
let manager: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  manager = await server.signedInAs('manager', 'Meriem');
});
afterAll(() => server.close());

const db = () => server.database.db;
const DA = (dinars: number) => dinars * 100;
const plans = async () => (await db().select({ n: count() }).from(ratePlans))[0]!.n;

const summerPlan = {
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
  weekend: { kind: 'rate', rate: DA(5_500) },
};

const extras = {
  standardDeposit: DA(30_000),
  additional_driver: { enabled: true, pricing: 'per_day', price: DA(500), max: DA(3_000) },
  child_seat: { enabled: true, pricing: 'per_day', price: DA(300), max: null },
  gps: { enabled: false, pricing: 'per_day', price: DA(400), max: null },
  unlimited_km: { enabled: true, pricing: 'per_day', price: DA(1_000), max: null },
  full_insurance: {
    enabled: true,
    pricing: 'per_day',
    price: DA(1_200),
    max: null,
    deposit: DA(10_000),
  },
  delivery: { enabled: true, places: [{ name: 'Aéroport Houari Boumediene', price: DA(1_500) }] },
};

/** a car of a model of its own, put in `category` by the owner, 5,000 DA a day */
async function carIn(category: 'economy' | 'suv') {
  const brand = await owner.post('/api/brands', { name: `Marque ${Math.random()}` });
  const model = await owner.post(`/api/brands/${brand.body.id}/models`, { name: 'Clio' });
  const car = await insertCar(db(), {
    dailyRate: DA(5_000),
    brandId: brand.body.id,
    modelId: model.body.id,
  });
  const put = await owner.put(`/api/price-list/models/${model.body.id}`, { category });
  expect(put.body).toMatchObject({ id: model.body.id, name: 'Clio', category });
  return car;
}

// Sunday 27 June 2027, 10:00 in Algiers, for 7 days: 4 days before the summer, 3 in it
const week = { start: '2027-06-27T09:00:00.000Z', end: '2027-07-04T09:00:00.000Z' };

describe('the price list and the quote', () => {
  it('prices a week across the summer by the category plan, with extras and the deposit due', async () => {
    expect((await owner.put('/api/price-list/categories/economy', summerPlan)).status).toBe(200);
    expect((await owner.put('/api/price-list/extras', extras)).status).toBe(200);
    const car = await carIn('economy');
    const quoted = await agent.post(`/api/cars/${car.id}/quote`, {
      ...week,
      extras: [
        { code: 'additional_driver' },
        { code: 'delivery', place: ' aéroport houari boumediene ' },
      ],
    });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body).toEqual({
      days: 7,
      lines: [
        {
          kind: 'days',
          season: null,
          weekend: false,
          days: 4,
          rate: DA(5_000),
          amount: DA(20_000),
        },
        {
          kind: 'days',
          season: 'Été',
          weekend: false,
          days: 3,
          rate: DA(6_000),
          amount: DA(18_000),
        },
        { kind: 'tier', fromDays: 7, amount: -DA(3_800) },
        { kind: 'extra', code: 'additional_driver', quantity: 1, amount: DA(3_000) },
        { kind: 'extra', code: 'delivery', quantity: 1, amount: DA(1_500) },
      ],
      rental: DA(34_200),
      extras: DA(4_500),
      total: DA(38_700),
      shortOf: null,
      deposit: DA(30_000),
      discount: 0,
      due: DA(38_700),
    });
    // full insurance lowers the deposit; a summer booking under 3 days is said short
    const insured = await agent.post(`/api/cars/${car.id}/quote`, {
      start: '2027-07-10T09:00:00.000Z',
      end: '2027-07-12T09:00:00.000Z',
      extras: [{ code: 'full_insurance' }],
    });
    expect(insured.body).toMatchObject({
      deposit: DA(10_000),
      shortOf: { season: 'Été', minDays: 3 },
      extras: DA(2_400),
    });
  });

  it('prices a car by its own plan over its category’s, and by the category again once removed', async () => {
    const car = await carIn('economy');
    const own = await owner.put(`/api/cars/${car.id}/rate-plan`, {
      seasons: [],
      tiers: [],
      weekend: null,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ carId: car.id, category: null });
    const flat = await agent.post(`/api/cars/${car.id}/quote`, week);
    expect(flat.body.total).toBe(7 * DA(5_000));
    const removed = await owner.delete(`/api/price-list/plans/${own.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.plans.some((plan: { id: string }) => plan.id === own.body.id)).toBe(false);
    expect((await agent.post(`/api/cars/${car.id}/quote`, week)).body.total).toBe(
      DA(38_700) - DA(4_500),
    );
    expect((await owner.delete(`/api/price-list/plans/${own.body.id}`)).status).toBe(404);
  });

  it('keeps prices the owner’s: a manager and an agent are refused and nothing changes', async () => {
    const before = await plans();
    for (const client of [manager, agent]) {
      expect((await client.put('/api/price-list/categories/suv', summerPlan)).status).toBe(403);
      expect((await client.put('/api/price-list/extras', extras)).status).toBe(403);
    }
    expect(await plans()).toBe(before);
    const car = await carIn('economy');
    for (const client of [manager, agent]) {
      const put = await client.put(`/api/price-list/models/${car.modelId}`, { category: 'suv' });
      expect(put.status).toBe(403);
    }
    const [model] = await db().select().from(models).where(eq(models.id, car.modelId));
    expect(model?.category).toBe('economy');
    const list = await owner.get('/api/price-list');
    expect(list.body.models).toContainEqual(
      expect.objectContaining({ id: car.modelId, category: 'economy' }),
    );
    // out of every category: the base rate again
    await owner.put(`/api/price-list/models/${car.modelId}`, { category: null });
    expect((await agent.post(`/api/cars/${car.id}/quote`, week)).body.total).toBe(7 * DA(5_000));
    expect(
      (
        await owner.put('/api/price-list/models/00000000-0000-4000-8000-000000000000', {
          category: null,
        })
      ).status,
    ).toBe(404);
    expect(
      (await owner.put(`/api/price-list/models/${car.modelId}`, { category: 'limousine' })).status,
    ).toBe(400);
    // every signed-in account reads the list and quotes
    expect((await agent.get('/api/price-list')).status).toBe(200);
  });

  it('refuses bad input beside its field and writes nothing', async () => {
    const before = await plans();
    const refusals: [unknown, string][] = [
      [
        { ...summerPlan, seasons: [{ ...summerPlan.seasons[0], until: '2027-08-31' }] },
        'seasons.0.until',
      ],
      [{ ...summerPlan, seasons: [{ ...summerPlan.seasons[0], from: '02-30' }] }, 'seasons.0.from'],
      // a day that is no date at all (an empty field) was a 500: Date threw on it
      [{ ...summerPlan, seasons: [{ ...summerPlan.seasons[0], from: '' }] }, 'seasons.0.from'],
      [
        { ...summerPlan, seasons: [{ ...summerPlan.seasons[0], until: '2027-13-45' }] },
        'seasons.0.until',
      ],
      [
        {
          ...summerPlan,
          seasons: [{ ...summerPlan.seasons[0], from: '2027-08-01', until: '2027-07-01' }],
        },
        'seasons.0.until',
      ],
      [{ ...summerPlan, tiers: [...summerPlan.tiers, ...summerPlan.tiers] }, 'tiers'],
      [{ ...summerPlan, weekend: { kind: 'percent', percent: 501 } }, 'weekend.percent'],
    ];
    for (const [body, field] of refusals) {
      const res = await owner.put('/api/price-list/categories/suv', body);
      expect(res.status, field).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(`body.${field}`);
    }
    expect(await plans()).toBe(before);
    const car = await carIn('suv');
    const gps = await agent.post(`/api/cars/${car.id}/quote`, {
      ...week,
      extras: [{ code: 'gps' }],
    });
    expect(gps.status).toBe(400);
    expect(gps.body.fields[0]).toMatchObject({ path: 'body.extras.0.code' });
    const nowhere = await agent.post(`/api/cars/${car.id}/quote`, {
      ...week,
      extras: [{ code: 'delivery', place: 'Oran' }],
    });
    expect(nowhere.body.fields[0]).toMatchObject({ path: 'body.extras.0.place' });
    const backwards = await agent.post(`/api/cars/${car.id}/quote`, {
      start: week.end,
      end: week.start,
    });
    expect(backwards.status).toBe(400);
    expect(
      (await agent.post('/api/cars/00000000-0000-4000-8000-000000000000/quote', week)).status,
    ).toBe(404);
    const [row] = await db().select({ extras: settings.extras }).from(settings);
    expect(row?.extras).toMatchObject({ standardDeposit: DA(30_000) });
  });
});

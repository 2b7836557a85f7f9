import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, rentals } from '../../db/schema.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { fundEntriesOfCar, rentalRowsOfCar, rentBody } from '../rentals/rentals.fixtures.ts';
import {
  A_DRIVER,
  BEFORE_SUMMER,
  DA,
  economyCar as pricedCar,
  SUMMER_PLAN,
  setPriceList,
} from './pricing.fixtures.ts';

// Issue 33 §3 and §5, through real HTTP: a booking is priced by its quote (the car's plan,
// the extras, a manager's discount), keeps it, takes its advance from it, and is priced by
// it again at its return and on the rented list, whatever the price list says meanwhile.

let server: TestServer;
let owner: Client;
let manager: Client;
let agent: Client;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = BEFORE_SUMMER;
const at = (ms: number) => new Date(T0.getTime() + ms);
const summerPlan = SUMMER_PLAN;
const driverAndDelivery = [{ code: 'additional_driver' }, { code: 'delivery', place: 'Aéroport' }];

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  owner = await server.signedIn();
  manager = await server.signedInAs('manager', 'Meriem');
  agent = await server.signedInAs('agent', 'Amina');
  await setPriceList(owner);
});
afterAll(() => server.close());
beforeEach(() => server.clock.set(T0));

const db = () => server.database.db;

const economyCar = () => pricedCar(owner, db());

const week = (extra: Record<string, unknown> = {}) => ({
  ...rentBody(T0, at(7 * DAY), { paymentType: 'advance' }),
  extras: driverAndDelivery,
  drivers: [A_DRIVER],
  ...extra,
});

describe('a booking priced by its quote', () => {
  it('takes the quote as its advance, keeps it, and is not changed by a later price change', async () => {
    const car = await economyCar();
    const quoted = await agent.post(`/api/cars/${car.id}/quote`, {
      start: T0.toISOString(),
      end: at(7 * DAY).toISOString(),
      extras: driverAndDelivery,
    });
    // 4 days at 5,000 and 3 summer days at 6,000 = 38,000; -10 % for 7 days; extras 4,500
    expect(quoted.body).toMatchObject({ total: DA(38_700), due: DA(38_700), discount: 0 });

    const booked = await agent.post(`/api/cars/${car.id}/rent`, week());
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.rental.advancePaid).toBe(DA(38_700));
    expect(booked.body.car.rental.pricing).toMatchObject({
      baseRate: DA(5_000),
      timeZone: 'Africa/Algiers',
      discount: 0,
      extras: [
        { code: 'additional_driver', price: DA(500), max: DA(3_000) },
        { code: 'delivery', place: 'Aéroport', price: DA(1_500) },
      ],
    });
    const [row] = await rentalRowsOfCar(db(), car.id);
    expect(row!.quote).toMatchObject({ due: DA(38_700), quote: { total: DA(38_700), days: 7 } });
    expect(row!.extras.map((extra) => extra.code)).toEqual(['additional_driver', 'delivery']);
    const entries = await fundEntriesOfCar(db(), car.id);
    expect(entries.map((entry) => entry.amount)).toEqual([DA(38_700)]);

    // the owner doubles the summer and drops the tier: the booking keeps its prices
    const dearer = {
      ...summerPlan,
      seasons: [{ ...summerPlan.seasons[0], price: { kind: 'percent', percent: 100 } }],
      tiers: [],
    };
    expect((await owner.put('/api/price-list/categories/economy', dearer)).status).toBe(200);

    // on the rented list after 2 days and an hour: 3 days at the base, by the kept quote
    server.clock.set(at(2 * DAY + HOUR));
    const list = await agent.get('/api/rentals/active');
    const item = list.body.items.find((found: { id: string }) => found.id === car.id);
    // 3 days at 5,000 = 15,000, extras: driver 3 x 500, delivery 1,500
    expect(item.currentRevenue).toBe(DA(18_000));

    // returned after 2 days and an hour: the same figure; the advance covered more
    const returned = await agent.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm + 300,
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.rental.totalAmount).toBe(DA(18_000));
    const after = await fundEntriesOfCar(db(), car.id);
    expect(after.map((entry) => [entry.type, entry.amount])).toEqual([
      ['add_money', DA(38_700)],
      ['add_charge', DA(20_700)],
    ]);
    // back to the list's plan for the other tests
    expect((await owner.put('/api/price-list/categories/economy', summerPlan)).status).toBe(200);
  });

  it('prices a late return by the kept plan: the days past the booking at their season', async () => {
    const car = await economyCar();
    const booked = await agent.post(`/api/cars/${car.id}/rent`, {
      ...rentBody(T0, at(3 * DAY)),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.rental.advancePaid).toBe(0);
    // back on day 5 (1 July is summer): 4 days at 5,000 and 1 at 6,000
    server.clock.set(at(4 * DAY + HOUR));
    const returned = await agent.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm + 500,
    });
    expect(returned.body.rental.totalAmount).toBe(DA(26_000));
    const entries = await fundEntriesOfCar(db(), car.id);
    expect(entries.map((entry) => entry.amount)).toEqual([DA(26_000)]);
  });

  it('prices an extension by the same rules: its audit row holds the price before and after', async () => {
    const car = await economyCar();
    const booked = await agent.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(3 * DAY)));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const extended = await agent.post(`/api/cars/${car.id}/extend`, {
      newEndDate: at(5 * DAY).toISOString(),
    });
    expect(extended.status, JSON.stringify(extended.body)).toBe(200);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rental'), eq(auditLog.entityId, booked.body.rental.id)));
    // 3 days at 5,000; then 4 at 5,000 and 1 July at 6,000
    expect(rows.at(-1)!.before).toMatchObject({ price: DA(15_000) });
    expect(rows.at(-1)!.after).toMatchObject({ price: DA(26_000) });
  });

  it('lets a manager discount with a reason, audited; refuses an agent’s and one above the price', async () => {
    const car = await economyCar();
    const discount = { amount: DA(2_700), reason: 'Client fidèle' };

    const byAgent = await agent.post(`/api/cars/${car.id}/rent`, week({ discount }));
    expect(byAgent.status).toBe(403);
    expect(byAgent.body).toMatchObject({ code: 'forbidden' });
    const tooMuch = await manager.post(
      `/api/cars/${car.id}/rent`,
      week({ discount: { ...discount, amount: DA(38_701) } }),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual([
      expect.objectContaining({ path: 'body.discount.amount', key: 'fields.discountAboveTotal' }),
    ]);
    const noReason = await manager.post(
      `/api/cars/${car.id}/rent`,
      week({ discount: { ...discount, reason: ' ' } }),
    );
    expect(noReason.status).toBe(400);
    expect(await rentalRowsOfCar(db(), car.id)).toEqual([]);
    expect(await fundEntriesOfCar(db(), car.id)).toEqual([]);

    const booked = await manager.post(`/api/cars/${car.id}/rent`, week({ discount }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.rental.advancePaid).toBe(DA(36_000));
    const [row] = await rentalRowsOfCar(db(), car.id);
    expect(row).toMatchObject({ discount: DA(2_700), discountReason: 'Client fidèle' });
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rental'), eq(auditLog.entityId, row!.id)));
    expect(audited!.after).toMatchObject({ discount });
  });

  it('refuses a booking shorter than its season’s minimum, and an extra not offered, writing nothing', async () => {
    const car = await economyCar();
    server.clock.set(new Date('2027-07-09T09:00:00.000Z'));
    const short = await agent.post(
      `/api/cars/${car.id}/rent`,
      rentBody(new Date('2027-07-10T09:00:00.000Z'), new Date('2027-07-12T09:00:00.000Z')),
    );
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual([
      expect.objectContaining({
        path: 'body.end',
        key: 'fields.seasonMinimum',
        values: { season: 'Été', days: 3 },
      }),
    ]);
    const gps = await agent.post(`/api/cars/${car.id}/rent`, week({ extras: [{ code: 'gps' }] }));
    expect(gps.status).toBe(400);
    expect(gps.body.fields[0]).toMatchObject({ path: 'body.extras.0.code' });
    expect(await db().select().from(rentals).where(eq(rentals.carId, car.id))).toEqual([]);
  });
});

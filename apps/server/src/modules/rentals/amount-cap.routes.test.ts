import { type MessageKey, renderMessage } from '@car-rental/domain/messages';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT, TOTAL_TOO_LARGE } from '@car-rental/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cars, fundTransactions, rentals } from '../../db/schema.ts';
import { catalogueModel, insertCar, insertRental } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, fundEntriesOfCar, rentalRowsOfCar, rentBody } from './rentals.fixtures.ts';

/**
 * Issue 28 §3: every amount, rate and total is held to the business maximum (MAX_AMOUNT,
 * 10^12 DA) at the domain's edge. Past it: a 400 naming the field, nothing written (the
 * issue's car at 9007199254740991 a day wrote a rental and a fund entry of
 * 279,223,176,896,970,720 centimes, then answered 500). At it: accepted, figures exact.
 */
const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let server: TestServer;
let api: Client;
let db: TestServer['database']['db'];
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  db = server.database.db;
});
afterAll(() => server.close());
beforeEach(() => server.clock.set(T0));

/** everything a refused write could have touched */
async function snapshot() {
  const fund = await api.get('/api/fund');
  expect(fund.status).toBe(200);
  return {
    rentals: await db.select().from(rentals),
    fund: await db.select().from(fundTransactions),
    cars: await db.select().from(cars),
    summary: fund.body,
  };
}

function expectRefused(
  res: { status: number; body: any },
  path: string,
  key: MessageKey = TOTAL_TOO_LARGE,
) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation_failed');
  expect(res.body.fields).toContainEqual({ path, message: renderMessage(key), key });
}

describe('the car form', () => {
  it('refuses a daily rate, sale price or purchase price past the maximum, and takes one at it', async () => {
    const { brandId, modelId } = await catalogueModel(db);
    const before = await snapshot();
    for (const field of ['dailyRate', 'salePrice', 'purchasePrice']) {
      const res = await api.post('/api/cars', { brandId, modelId, [field]: MAX_AMOUNT + 1 });
      expectRefused(res, `body.${field}`, AMOUNT_TOO_LARGE);
    }
    const huge = await api.post('/api/cars', { brandId, modelId, dailyRate: 9007199254740991 });
    expectRefused(huge, 'body.dailyRate', AMOUNT_TOO_LARGE);
    expect(await snapshot()).toEqual(before);
    const res = await api.post('/api/cars', {
      brandId,
      modelId,
      dailyRate: MAX_AMOUNT,
      salePrice: MAX_AMOUNT,
      purchasePrice: MAX_AMOUNT,
    });
    expect(res.status).toBe(201);
    const [row] = await db.select().from(cars).where(eq(cars.id, res.body.id));
    expect(row).toMatchObject({
      dailyRate: MAX_AMOUNT,
      salePrice: MAX_AMOUNT,
      purchasePrice: MAX_AMOUNT,
    });
  });
});

describe('renting', () => {
  it("refuses the issue's car (9007199254740991 a day) rented 30 days ahead: 400, nothing written", async () => {
    // a car stored before the cap, as the was
    const car = await insertCar(db, { dailyRate: 9007199254740991 });
    const before = await snapshot();
    for (const paymentType of ['advance', 'after'] as const) {
      const res = await api.post(
        `/api/cars/${car.id}/rent`,
        rentBody(at(30 * DAY), at(60 * DAY), { paymentType }),
      );
      expectRefused(res, 'body.end');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a period whose total passes the maximum, and takes one exactly at it', async () => {
    const car = await insertCar(db, { dailyRate: MAX_AMOUNT });
    const before = await snapshot();
    const tooLong = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(at(30 * DAY), at(31 * DAY + 1), { paymentType: 'advance' }),
    );
    expectRefused(tooLong, 'body.end');
    expect(await snapshot()).toEqual(before);
    // one day at the maximum rate: the advance is the maximum, to the centime
    const res = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(at(30 * DAY), at(31 * DAY), { paymentType: 'advance' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.rental.advancePaid).toBe(MAX_AMOUNT);
    const entries = await fundEntriesOfCar(db, car.id);
    expect(entries.map((entry) => entry.amount)).toEqual([MAX_AMOUNT]);
    const fund = await api.get('/api/fund');
    expect(fund.body.currentBalance).toBe(before.summary.currentBalance + MAX_AMOUNT);
  });
});

describe('returning', () => {
  it("refuses the issue's return (a huge rate kept 20 days): 400 naming the total, nothing changed", async () => {
    const car = await insertCar(db, { dailyRate: 9007199254740991 });
    await insertRental(db, car.id, {
      startAt: T0,
      endAt: at(DAY),
      dailyRate: 9007199254740991,
      startMileage: car.mileageKm,
    });
    server.clock.set(at(20 * DAY));
    const before = await snapshot();
    const res = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm + 100,
    });
    expectRefused(res, 'totalAmount');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a return past the maximum, and takes it at exactly the maximum', async () => {
    const car = await insertCar(db, { dailyRate: MAX_AMOUNT });
    const rented = await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)));
    expect(rented.status).toBe(201);
    server.clock.set(at(20 * DAY));
    const before = await snapshot();
    const late = await api.post(`/api/cars/${car.id}/return`, { newMileage: car.mileageKm });
    expectRefused(late, 'totalAmount');
    expect(await snapshot()).toEqual(before);
    expect((await rentalRowsOfCar(db, car.id))[0]?.returnedAt).toBeNull();
    // on time: one day at the maximum rate, no charge: the total is the maximum
    server.clock.set(at(DAY));
    const res = await api.post(`/api/cars/${car.id}/return`, { newMileage: car.mileageKm });
    expect(res.status).toBe(200);
    expect(res.body.rental).toMatchObject({ totalAmount: MAX_AMOUNT, finalTotal: MAX_AMOUNT });
    const entries = await fundEntriesOfCar(db, car.id);
    expect(entries.map((entry) => entry.amount)).toEqual([MAX_AMOUNT]);
  });

  it('refuses charges past the maximum, alone, summed or with the days', async () => {
    const car = await insertCar(db, { dailyRate: 1_000_000 });
    expect((await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)))).status).toBe(201);
    server.clock.set(at(DAY));
    const before = await snapshot();
    const charge = (amount: number) => ({ type: 'damage', description: 'Door', amount });
    const one = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm,
      charges: [charge(MAX_AMOUNT + 1)],
    });
    expectRefused(one, 'body.charges.0.amount', AMOUNT_TOO_LARGE);
    const summed = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm,
      charges: [charge(MAX_AMOUNT), charge(1)],
    });
    expectRefused(summed, 'body.charges');
    const withDays = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm,
      charges: [charge(MAX_AMOUNT)],
    });
    expectRefused(withDays, 'finalTotal');
    expect(await snapshot()).toEqual(before);
    const res = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm,
      charges: [charge(MAX_AMOUNT - 1_000_000)],
    });
    expect(res.status).toBe(200);
    expect(res.body.rental.finalTotal).toBe(MAX_AMOUNT);
  });
});

describe('the fund', () => {
  it('refuses a manual entry past the maximum; entries at it sum exactly', async () => {
    const before = await snapshot();
    const entry = (amount: number) => ({
      type: 'add_money',
      amount,
      description: 'Capital',
      category: 'other',
    });
    expectRefused(
      await api.post('/api/fund/transactions', entry(MAX_AMOUNT + 1)),
      'body.amount',
      AMOUNT_TOO_LARGE,
    );
    expect(await snapshot()).toEqual(before);
    for (let i = 0; i < 3; i++) {
      expect((await api.post('/api/fund/transactions', entry(MAX_AMOUNT))).status).toBe(201);
    }
    const fund = await api.get('/api/fund');
    // well past one maximum, still exact: read back from a numeric sum with a checked conversion
    expect(fund.body.currentBalance).toBe(before.summary.currentBalance + 3 * MAX_AMOUNT);
    expect(Number.isSafeInteger(fund.body.currentBalance)).toBe(true);
  });
});

import { type MessageKey, renderMessage } from '@car-rental/domain/messages';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT, TOTAL_TOO_LARGE } from '@car-rental/domain/money';
import { noTerms } from '@car-rental/domain/rentals/inspection';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cars, fundTransactions, rentals, settings, suppliers } from '../../db/schema.ts';
import { insertCar, insertRental, insertSupplier } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, HOUR, rentBody } from './rentals.fixtures.ts';

/**
 * Issue 28 §3, the inputs the first cap left out: the deposit at check-out and what a return
 * keeps of it, the contract's charge prices (the agency's and a car's own), a supplier's
 * opening balance, and an extension's total (rate x days). Past the business maximum each
 * answers 400 naming its field and writes nothing; at it, it is taken.
 */
const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const OVER = [MAX_AMOUNT + 1, Number.MAX_SAFE_INTEGER];

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

/** every table a refused write here could have touched */
async function snapshot() {
  return {
    rentals: await db.select().from(rentals),
    fund: await db.select().from(fundTransactions),
    cars: await db.select().from(cars),
    suppliers: await db.select().from(suppliers),
    settings: await db.select().from(settings),
  };
}

function expectRefused(
  res: { status: number; body: any; headers: Headers },
  path: string,
  key: MessageKey,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(res.body.code).toBe('validation_failed');
  expect(res.body.fields).toContainEqual({ path, message: renderMessage(key), key });
}

const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;
const inspection = { fuelEighths: 8, marks: [], accessories: [], photos: [], signature };

/** a car out now (booked for a day, after payment), not yet checked out */
async function rentedNow(dailyRate = 500_000) {
  const car = await insertCar(db, { mileageKm: 10_000, dailyRate });
  const res = await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)));
  expect(res.status).toBe(201);
  return { car, rentalId: res.body.rental.id as string };
}

describe('the deposit', () => {
  it('refuses a deposit past the maximum at check-out, whatever its method; takes one at it', async () => {
    const { rentalId } = await rentedNow();
    const before = await snapshot();
    for (const amount of OVER) {
      for (const deposit of [
        { amount, method: 'cash' },
        { amount, method: 'cheque', reference: '0012345', bank: 'BNA' },
      ]) {
        const res = await api.post(`/api/rentals/${rentalId}/check-out`, {
          odometerKm: 10_000,
          inspection,
          deposit,
        });
        expectRefused(res, 'body.deposit.amount', AMOUNT_TOO_LARGE);
      }
    }
    expect(await snapshot()).toEqual(before);
    const res = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 10_000,
      inspection,
      deposit: { amount: MAX_AMOUNT, method: 'cash' },
    });
    expect(res.status).toBe(200);
    const deposits = await api.get('/api/fund/deposits');
    expect(
      deposits.body.items.find((d: { rentalId: string }) => d.rentalId === rentalId),
    ).toMatchObject({ amount: MAX_AMOUNT, method: 'cash' });
  });

  it('refuses to keep more than the maximum of a deposit at the return, before anything else', async () => {
    const { car, rentalId } = await rentedNow();
    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 10_000,
      inspection,
      deposit: { amount: 2_000_000, method: 'cash' },
    });
    expect(out.status).toBe(200);
    server.clock.set(at(DAY));
    const before = await snapshot();
    for (const retained of OVER) {
      const res = await api.post(`/api/cars/${car.id}/return`, {
        newMileage: 10_100,
        deposit: { retained, reason: 'Dent' },
      });
      expectRefused(res, 'body.deposit.retained', AMOUNT_TOO_LARGE);
    }
    expect(await snapshot()).toEqual(before);
  });
});

const prices = ['fuelPricePerEighth', 'pricePerKm', 'latePricePerHour'] as const;
const contractTerms = { ...noTerms, accessories: [], terms: '' };

describe("the contract's charge prices", () => {
  it("refuses an agency's price past the maximum; takes each at it", async () => {
    expect((await api.put('/api/settings/contract', contractTerms)).status).toBe(200);
    const before = await snapshot();
    for (const price of prices) {
      for (const amount of OVER) {
        const res = await api.put('/api/settings/contract', { ...contractTerms, [price]: amount });
        expectRefused(res, `body.${price}`, AMOUNT_TOO_LARGE);
      }
    }
    expect(await snapshot()).toEqual(before);
    const atMax = Object.fromEntries(prices.map((price) => [price, MAX_AMOUNT]));
    const res = await api.put('/api/settings/contract', { ...contractTerms, ...atMax });
    expect(res.status).toBe(200);
    expect((await api.get('/api/settings/contract')).body).toMatchObject(atMax);
  });

  it("refuses a car's own price past the maximum; takes each at it", async () => {
    const car = await insertCar(db);
    const before = await snapshot();
    for (const price of prices) {
      for (const amount of OVER) {
        const res = await api.put(`/api/cars/${car.id}/contract-terms`, { [price]: amount });
        expectRefused(res, `body.${price}`, AMOUNT_TOO_LARGE);
      }
    }
    expect(await snapshot()).toEqual(before);
    const atMax = Object.fromEntries(prices.map((price) => [price, MAX_AMOUNT]));
    const res = await api.put(`/api/cars/${car.id}/contract-terms`, atMax);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(atMax);
  });
});

describe("a supplier's opening balance", () => {
  it('refuses one past the maximum either way, on adding and on editing; takes one at it', async () => {
    const supplier = await insertSupplier(db, { name: 'Garage Benali' });
    const before = await snapshot();
    for (const balance of [...OVER, ...OVER.map((amount) => -amount)]) {
      const added = await api.post('/api/suppliers', { name: 'Auto Import', balance });
      expectRefused(added, 'body.balance', AMOUNT_TOO_LARGE);
      const edited = await api.patch(`/api/suppliers/${supplier.id}`, { balance });
      expectRefused(edited, 'body.balance', AMOUNT_TOO_LARGE);
    }
    expect(await snapshot()).toEqual(before);
    const owed = await api.post('/api/suppliers', { name: 'Auto Import', balance: -MAX_AMOUNT });
    expect(owed.status).toBe(201);
    expect(owed.body).toMatchObject({ openingBalance: -MAX_AMOUNT, balance: -MAX_AMOUNT });
    const edited = await api.patch(`/api/suppliers/${supplier.id}`, { balance: MAX_AMOUNT });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ openingBalance: MAX_AMOUNT, balance: MAX_AMOUNT });
  });
});

describe('an extension', () => {
  it('refuses a new end whose total (rate x days) passes the maximum: 400, the end unchanged', async () => {
    const { car, rentalId } = await rentedNow(MAX_AMOUNT);
    const before = await snapshot();
    // one hour more makes 2 days at the maximum rate
    const res = await api.post(`/api/cars/${car.id}/extend`, {
      newEndDate: at(DAY + HOUR).toISOString(),
    });
    expectRefused(res, 'body.newEndDate', TOTAL_TOO_LARGE);
    expect(await snapshot()).toEqual(before);
    const [row] = await db.select().from(rentals).where(eq(rentals.id, rentalId));
    expect(row!.endAt).toEqual(at(DAY));
  });

  it('takes a new end whose total is exactly the maximum', async () => {
    const car = await insertCar(db, { mileageKm: 10_000, dailyRate: MAX_AMOUNT / 4 });
    const rental = await insertRental(db, car.id, {
      startAt: T0,
      endAt: at(DAY),
      dailyRate: MAX_AMOUNT / 4,
      startMileage: 10_000,
    });
    const res = await api.post(`/api/cars/${car.id}/extend`, {
      newEndDate: at(4 * DAY).toISOString(),
    });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(rentals).where(eq(rentals.id, rental.id));
    expect(row!.endAt).toEqual(at(4 * DAY));
    const past = await api.post(`/api/cars/${car.id}/extend`, {
      newEndDate: at(4 * DAY + 1).toISOString(),
    });
    expectRefused(past, 'body.newEndDate', TOTAL_TOO_LARGE);
  });
});

import { NUL_MESSAGE } from '@car-rental/domain/contract/common';
import { renderMessage } from '@car-rental/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundTransactions, rentals } from '../db/schema.ts';
import { rentBody } from '../modules/rentals/rentals.fixtures.ts';
import { insertCar } from '../test/fixtures.ts';
import { png } from '../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Issue 28 §4: a NUL character (\u0000) in any text of a body is refused with 400 naming its
 * field, before the database could refuse it as "A value is not valid." without one.
 */
const T0 = new Date('2026-06-15T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let api: Client;
let db: TestServer['database']['db'];
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  db = server.database.db;
});
afterAll(() => server.close());

const snapshot = async () => ({
  rentals: await db.select().from(rentals),
  fund: await db.select().from(fundTransactions),
});

const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;
const inspection = { fuelEighths: 8, marks: [], accessories: [], photos: [], signature };

describe('a NUL character in a request body', () => {
  it("refuses a check-out whose deposit's cheque number holds one, naming the field", async () => {
    const car = await insertCar(db, { mileageKm: 10_000, dailyRate: 500_000 });
    const rented = await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, new Date(+T0 + DAY)));
    expect(rented.status).toBe(201);
    const rentalId = rented.body.rental.id as string;
    const checkOut = (reference: string) =>
      api.post(`/api/rentals/${rentalId}/check-out`, {
        odometerKm: 10_000,
        inspection,
        deposit: { amount: 50_000, method: 'cheque', reference, bank: 'BNA' },
      });
    const before = await snapshot();
    const res = await checkOut('0012\u0000345');
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      detail: renderMessage(NUL_MESSAGE),
      fields: [{ path: 'body.deposit.reference', message: renderMessage(NUL_MESSAGE) }],
    });
    expect(await snapshot()).toEqual(before);
    expect((await checkOut('0012345')).status).toBe(200);
  });

  it('refuses a fund entry whose description holds one, naming the field', async () => {
    const before = await snapshot();
    const res = await api.post('/api/fund/transactions', {
      type: 'add_money',
      amount: 100,
      description: 'Cash\u0000in',
      category: 'income',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject([
      { path: 'body.description', message: renderMessage(NUL_MESSAGE) },
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

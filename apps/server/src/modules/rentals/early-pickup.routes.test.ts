import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, fundEntriesOfCar, HOUR, rentBody } from './rentals.fixtures.ts';

// Issue 28 §8: a car picked up before its booked start keeps the booked length, so a return
// at the (moved) end costs the days booked and paid, never a day more.
const MINUTE = 60_000;
// 26/11/2026 13:26 in Algiers (UTC+1)
const T0 = new Date('2026-11-26T12:26:00.000Z');
const booked = {
  start: new Date('2026-11-27T08:00:00.000Z'), // 27/11 09:00
  end: new Date('2026-11-28T08:00:00.000Z'), // 28/11 09:00
};
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

const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;
const checkOutBody = (odometerKm: number) => ({
  odometerKm,
  inspection: { fuelEighths: 8, marks: [], accessories: [], photos: [], signature },
  deposit: null,
});

async function returnNow(carId: string) {
  const res = await api.post(`/api/cars/${carId}/return`, { newMileage: 30_000, charges: [] });
  expect(res.status).toBe(200);
  return res.body.rental as { totalDays: number; totalAmount: number; finalTotal: number };
}

describe('an early pickup keeps the booked length', () => {
  it('pick-up on 26/11 13:26 of 27/11 09:00 -> 28/11 09:00: due 27/11 13:26, an on-time return costs the 1 day paid', async () => {
    server.clock.set(T0);
    const car = await insertCar(db, { mileageKm: 20_000, dailyRate: 650_000 });
    const res = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(booked.start, booked.end, { paymentType: 'advance' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.rental).toMatchObject({ state: 'reserved', advancePaid: 650_000 });

    const picked = await api.post(`/api/rentals/${res.body.rental.id}/pick-up`, {});
    expect(picked.status).toBe(200);
    expect(picked.body.rental).toMatchObject({
      state: 'out',
      startDate: T0.toISOString(),
      endDate: at(DAY).toISOString(),
    });

    server.clock.set(at(DAY));
    expect(await returnNow(car.id)).toMatchObject({
      totalDays: 1,
      totalAmount: 650_000,
      finalTotal: 650_000,
    });
    // the advance covers it: no balance, no refund
    const entries = await fundEntriesOfCar(db, car.id);
    expect(entries.map((entry) => [entry.type, entry.amount])).toEqual([['add_money', 650_000]]);
  });

  it('check-out of a reservation 6 minutes early: 24 hours stay 1 day', async () => {
    server.clock.set(T0);
    const car = await insertCar(db, { mileageKm: 20_000, dailyRate: 650_000 });
    const res = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(booked.start, booked.end, { paymentType: 'advance' }),
    );
    server.clock.set(new Date(booked.start.getTime() - 6 * MINUTE));
    const out = await api.post(
      `/api/rentals/${res.body.rental.id}/check-out`,
      checkOutBody(20_000),
    );
    expect(out.status).toBe(200);
    expect(out.body.rental).toMatchObject({
      startDate: new Date(booked.start.getTime() - 6 * MINUTE).toISOString(),
      endDate: new Date(booked.end.getTime() - 6 * MINUTE).toISOString(),
    });
    server.clock.set(new Date(booked.end.getTime() - 6 * MINUTE));
    expect(await returnNow(car.id)).toMatchObject({ totalDays: 1, totalAmount: 650_000 });
  });

  it('check-out of a rental booked to start within the hour, before its start: the end moves too', async () => {
    server.clock.set(T0);
    const car = await insertCar(db, { mileageKm: 20_000, dailyRate: 650_000 });
    const start = at(40 * MINUTE);
    const res = await api.post(`/api/cars/${car.id}/rent`, rentBody(start, at(40 * MINUTE + DAY)));
    expect(res.body.rental.state).toBe('out');
    const out = await api.post(
      `/api/rentals/${res.body.rental.id}/check-out`,
      checkOutBody(20_000),
    );
    expect(out.status).toBe(200);
    expect(out.body.rental).toMatchObject({
      startDate: T0.toISOString(),
      endDate: at(DAY).toISOString(),
    });
    server.clock.set(at(DAY));
    expect(await returnNow(car.id)).toMatchObject({ totalDays: 1, totalAmount: 650_000 });
  });

  it('a late pickup keeps the booked end; an early one over a blocked period is refused by its dates', async () => {
    server.clock.set(T0);
    const car = await insertCar(db, { mileageKm: 20_000, dailyRate: 650_000 });
    const res = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(booked.start, booked.end, { paymentType: 'advance' }),
    );
    server.clock.set(new Date(booked.start.getTime() + 2 * HOUR));
    const late = await api.post(`/api/rentals/${res.body.rental.id}/pick-up`, {});
    expect(late.status).toBe(200);
    expect(late.body.rental.endDate).toBe(booked.end.toISOString());

    // the period the early pickup moves to is checked: a blocked afternoon refuses it clearly
    server.clock.set(T0);
    const other = await insertCar(db, { mileageKm: 20_000, dailyRate: 650_000 });
    const next = await api.post(
      `/api/cars/${other.id}/rent`,
      rentBody(booked.start, booked.end, { paymentType: 'advance' }),
    );
    const block = await api.post(`/api/cars/${other.id}/blocks`, {
      start: at(HOUR).toISOString(),
      end: at(3 * HOUR).toISOString(),
      kind: 'maintenance',
    });
    expect(block.status).toBe(201);
    const refused = await api.post(`/api/rentals/${next.body.rental.id}/pick-up`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'This car is blocked for maintenance from 26/11/2026 14:26 to 26/11/2026 16:26.',
    );
  });
});

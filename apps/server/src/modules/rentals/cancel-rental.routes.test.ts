import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';
import { DAY, fundEntriesOfCar, HOUR, rentalRowsOfCar, rentBody } from './rentals.fixtures.ts';

const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const RANGE_ERROR = 'A value is out of its allowed range.';

let server: TestServer;
let api: Client;
let db: TestServer['database']['db'];
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  db = server.database.db;
  expect((await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(200);
});
afterAll(() => server.close());
beforeEach(() => server.clock.set(T0));

/** books a fresh car from `startIn` for `days` days through the API */
async function booked(paymentType: 'advance' | 'after', startIn = DAY, days = 3, client = api) {
  const car = await insertCar(db, { mileageKm: 12_000 });
  const res = await client.post(
    `/api/cars/${car.id}/rent`,
    rentBody(at(startIn), at(startIn + days * DAY), { paymentType }),
  );
  expect(res.status).toBe(201);
  return { carId: car.id, rentalId: res.body.rental.id as string };
}

/** the figures the screens show: fund, Total Benefit, dashboards and history cards */
async function figures() {
  const [fund, benefit, dashboard, rentals, history] = await Promise.all([
    api.get('/api/fund'),
    api.get('/api/fund/benefit'),
    api.get('/api/dashboard'),
    api.get('/api/rentals/summary'),
    api.get('/api/history/summary'),
  ]);
  return {
    balance: fund.body.currentBalance as number,
    totalBenefit: benefit.body.totalBenefit as number,
    currentlyRented: dashboard.body.currentlyRented as number,
    available: dashboard.body.available as number,
    rentalRevenue: rentals.body.totalRevenue as number,
    availableForRent: rentals.body.availableForRent as number,
    historyRentals: history.body.totalRentals as number,
    historyRevenue: history.body.rentalRevenue as number,
  };
}

describe('POST /api/cars/:id/cancel-rental (cancelRental)', () => {
  it('cancels a booking from tomorrow: the advance refunded in one entry, the car free, the record kept with no revenue', async () => {
    const before = await figures();
    const { carId, rentalId } = await booked('advance');
    const reservedFigures = await figures();
    expect(reservedFigures.balance - before.balance).toBe(3_000_000);
    // a booking from tomorrow is a reservation: the car stays in the garage, free today
    expect(reservedFigures.currentlyRented).toBe(before.currentlyRented);
    expect(reservedFigures.availableForRent).toBe(before.availableForRent + 1);
    const listed = await api.get('/api/rentals/active?limit=100');
    expect(listed.body.items.map((item: { id: string }) => item.id)).not.toContain(carId);

    const res = await api.post(`/api/cars/${carId}/cancel-rental`);
    expect(res.status).toBe(200);
    expect(res.body.car).toMatchObject({ id: carId, isRented: false, rental: null });
    expect(res.body.rental).toMatchObject({
      id: rentalId,
      state: 'cancelled',
      cancelledAt: T0.toISOString(),
      returnedAt: T0.toISOString(),
      totalDays: 0,
      totalAmount: 0,
      finalTotal: 0,
      startDate: at(DAY).toISOString(),
      endDate: at(4 * DAY).toISOString(),
    });

    const entries = await fundEntriesOfCar(db, carId);
    // both at the same instant (fixed clock): compared in type order
    const shown = entries.map((e) => [e.type, e.amount, e.description, e.category]).sort();
    expect(shown).toEqual([
      ['add_charge', 3_000_000, 'Rental Cancelled - Refund - Renault Clio', 'rental'],
      ['add_money', 3_000_000, 'Rental Payment (Advance) - Renault Clio', 'rental'],
    ]);
    const [row] = await rentalRowsOfCar(db, carId);
    expect(row?.endAt.getTime()).toBeGreaterThanOrEqual(row!.startAt.getTime());

    // every figure is back where it was, with the new car available again and one more
    // (cancelled) history record that brings no revenue
    expect(await figures()).toEqual({
      ...before,
      available: before.available + 1,
      availableForRent: before.availableForRent + 1,
      historyRentals: before.historyRentals + 1,
    });

    // the car is rentable again, and no longer in the rented list
    const rentable = await api.get('/api/rentals/rentable?limit=100');
    expect(rentable.body.items.map((c: { id: string }) => c.id)).toContain(carId);
    const rentedList = await api.get('/api/rentals/active?limit=100');
    expect(rentedList.body.items.map((c: { id: string }) => c.id)).not.toContain(carId);
    const again = await api.post(`/api/cars/${carId}/rent`, rentBody(T0, at(2 * DAY)));
    expect(again.status).toBe(201);

    // the history lists it, dated by its cancellation, marked cancelled, with no revenue
    const history = await api.get('/api/history?type=rentals&limit=100');
    const historyRow = history.body.items.find((item: { id: string }) => item.id === rentalId);
    expect(historyRow).toMatchObject({
      kind: 'rental',
      date: T0.toISOString(),
      cancelledAt: T0.toISOString(),
      amount: 0,
      finalTotal: 0,
    });
    const details = await api.get(`/api/history/rentals/${rentalId}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      cancelledAt: T0.toISOString(),
      totalAmount: 0,
      finalTotal: 0,
      period: { start: at(DAY).toISOString(), end: at(4 * DAY).toISOString(), totalDays: 0 },
      // the advance it took, and that it went back (issue 28 §17)
      advancePaid: 3_000_000,
      advanceRefunded: 3_000_000,
    });
    // nothing was rented: no invoice
    const invoice = await api.post('/api/invoices', { kind: 'rental', rentalId });
    expect(invoice.status).toBe(409);
    expect(invoice.body).toMatchObject({
      code: 'rental_cancelled',
      detail: 'A cancelled booking has no invoice: nothing was rented.',
    });
  });

  it('cancels a booking paid after without any fund entry', async () => {
    const { carId } = await booked('after', 2 * HOUR);
    const res = await api.post(`/api/cars/${carId}/cancel-rental`);
    expect(res.status).toBe(200);
    expect(await fundEntriesOfCar(db, carId)).toEqual([]);
  });

  it('refuses a rental whose pickup has come with 409 rental_started', async () => {
    const { carId } = await booked('advance', 0);
    const res = await api.post(`/api/cars/${carId}/cancel-rental`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'rental_started',
      detail: 'This rental has already started: return the car instead.',
    });
    // a booking within the hour went out at once; once its start has come it is a rental
    const soon = await booked('advance', 30 * 60_000);
    server.clock.set(at(31 * 60_000));
    const started = await api.post(`/api/cars/${soon.carId}/cancel-rental`);
    expect(started.status).toBe(409);
    expect(started.body.code).toBe('rental_started');
    expect((await rentalRowsOfCar(db, soon.carId))[0]?.returnedAt).toBeNull();
  });

  it('refuses a second cancel, and a car that is not rented', async () => {
    const { carId } = await booked('advance');
    expect((await api.post(`/api/cars/${carId}/cancel-rental`)).status).toBe(200);
    const second = await api.post(`/api/cars/${carId}/cancel-rental`);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'car_not_rented',
      detail: 'This car is not currently rented.',
    });
    expect(await fundEntriesOfCar(db, carId)).toHaveLength(2);
  });

  it('lets an agent cancel a booking', async () => {
    const agent = await server.signedInAs('agent');
    const { carId } = await booked('advance', DAY, 3, agent);
    const res = await agent.post(`/api/cars/${carId}/cancel-rental`);
    expect(res.status).toBe(200);
    expect(res.body.rental.cancelledAt).toBe(T0.toISOString());
  });

  it('answers 404 for an unknown car', async () => {
    const res = await api.post('/api/cars/00000000-0000-4000-8000-000000000000/cancel-rental');
    expect(res.status).toBe(404);
  });
});

describe('POST /api/cars/:id/return before the pickup', () => {
  it('refuses a reservation: the car is not out (cancel it instead)', async () => {
    const { carId } = await booked('advance');
    const res = await api.post(`/api/cars/${carId}/return`, { newMileage: 12_000, charges: [] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'car_not_rented' });
    expect((await rentalRowsOfCar(db, carId))[0]).toMatchObject({ state: 'reserved' });
  });

  it('refuses with a clear message, never the raw range error, and changes nothing', async () => {
    // within the hour the car went out at once, but its start has not come
    const { carId } = await booked('advance', 30 * 60_000);
    const res = await api.post(`/api/cars/${carId}/return`, { newMileage: 12_000, charges: [] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'rental_not_started',
      detail: 'This booking has not started yet: cancel it instead.',
    });
    expect(res.body.detail).not.toBe(RANGE_ERROR);
    const [row] = await rentalRowsOfCar(db, carId);
    expect(row?.returnedAt).toBeNull();
    expect(await fundEntriesOfCar(db, carId)).toHaveLength(1);
    // once the pickup has come, the return works
    server.clock.set(at(HOUR));
    const returned = await api.post(`/api/cars/${carId}/return`, {
      newMileage: 12_100,
      charges: [],
    });
    expect(returned.status).toBe(200);
    expect(returned.body.rental.cancelledAt).toBeNull();
  });
});

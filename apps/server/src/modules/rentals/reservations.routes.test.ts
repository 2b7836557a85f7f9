import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, fundEntriesOfCar, HOUR, rentalRowsOfCar, rentBody } from './rentals.fixtures.ts';

// Issue 14 §1: a booking is a reservation until the car is picked up.
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

const book = (
  carId: string,
  start: Date,
  end: Date,
  name = 'Karim Benali',
  paymentType: 'advance' | 'after' = 'advance',
  client = api,
) =>
  client.post(
    `/api/cars/${carId}/rent`,
    rentBody(start, end, { name, paymentType, license: `L-${name}` }),
  );

async function figures() {
  const [fund, rentals] = await Promise.all([
    api.get('/api/fund'),
    api.get('/api/rentals/summary'),
  ]);
  return {
    balance: fund.body.currentBalance as number,
    currentlyRented: rentals.body.currentlyRented as number,
    availableForRent: rentals.body.availableForRent as number,
  };
}

describe('reservations', () => {
  it('books next week and tomorrow while the car stays free today; an overlap is refused by name', async () => {
    const car = await insertCar(db, { mileageKm: 12_000, dailyRate: 500_000 });
    const before = await figures();

    const nextWeek = await book(car.id, at(7 * DAY), at(10 * DAY), 'Amel Saidi');
    expect(nextWeek.status).toBe(201);
    expect(nextWeek.body.rental).toMatchObject({ state: 'reserved', advancePaid: 1_500_000 });
    expect(nextWeek.body.car).toMatchObject({ isRented: false, rental: null });
    const tomorrow = await book(car.id, at(DAY), at(2 * DAY), 'Yacine Haddad', 'after');
    expect(tomorrow.status).toBe(201);
    expect(tomorrow.body.rental.state).toBe('reserved');

    // the spec's figures keep their meaning: nothing is out, the car is free now
    const after = await figures();
    expect(after).toEqual({ ...before, balance: before.balance + 1_500_000 });
    const rentable = await api.get('/api/rentals/rentable?limit=100');
    expect(rentable.body.items.map((c: { id: string }) => c.id)).toContain(car.id);

    // a third booking over tomorrow's: 409 with the conflicting dates and customer, nothing written
    const overlap = await book(car.id, at(DAY + 12 * HOUR), at(3 * DAY), 'Nour Benali');
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({
      code: 'booking_conflict',
      detail:
        'This car is already booked from 16/06/2026 11:00 to 17/06/2026 11:00 for Yacine Haddad.',
    });
    expect(await rentalRowsOfCar(db, car.id)).toHaveLength(2);
    expect(await figures()).toEqual(after);
    // the period just after one ends is free (a half-open period)
    const adjacent = await book(car.id, at(2 * DAY), at(3 * DAY), 'Nour Benali', 'after');
    expect(adjacent.status).toBe(201);

    // the period picker's source: the car's open bookings by start
    const bookings = await api.get(`/api/cars/${car.id}/bookings`);
    expect(bookings.status).toBe(200);
    expect(
      bookings.body.items.map((b: { customerName: string; state: string }) => [
        b.customerName,
        b.state,
      ]),
    ).toEqual([
      ['Yacine Haddad', 'reserved'],
      ['Nour Benali', 'reserved'],
      ['Amel Saidi', 'reserved'],
    ]);

    // the desk's list of reservations waiting for pickup, soonest first
    const list = await api.get('/api/rentals/reservations?limit=100');
    const mine = list.body.items.filter((r: { carId: string }) => r.carId === car.id);
    expect(mine.map((r: { customerName: string }) => r.customerName)).toEqual([
      'Yacine Haddad',
      'Nour Benali',
      'Amel Saidi',
    ]);
    expect(mine[0]).toMatchObject({ brandName: 'Renault', hoursLeft: 24 });
    expect(mine[0].noShowFrom).toBe(at(DAY + 2 * HOUR).toISOString());
  });

  it('picks up, then refuses an extension into the next reservation and accepts one before it', async () => {
    const car = await insertCar(db, { mileageKm: 20_000, dailyRate: 400_000 });
    const first = await book(car.id, at(DAY), at(2 * DAY), 'Karim Benali', 'after');
    const second = await book(car.id, at(4 * DAY), at(5 * DAY), 'Amel Saidi', 'after');
    expect([first.status, second.status]).toEqual([201, 201]);
    const rentalId = first.body.rental.id as string;

    // tomorrow, the bell lists the pickup due
    server.clock.set(at(DAY - 2 * HOUR));
    const alerts = await api.get('/api/rentals/alerts?limit=100');
    expect(alerts.body.items).toContainEqual(
      expect.objectContaining({ kind: 'pickup', rentalId, customerName: 'Karim Benali' }),
    );

    server.clock.set(at(DAY + HOUR));
    const before = await figures();
    const picked = await api.post(`/api/rentals/${rentalId}/pick-up`, { startMileage: 20_040 });
    expect(picked.status).toBe(200);
    expect(picked.body.rental).toMatchObject({
      state: 'out',
      startDate: at(DAY + HOUR).toISOString(),
      startMileage: 20_040,
    });
    expect(picked.body.car).toMatchObject({ isRented: true, mileageKm: 20_040 });
    const after = await figures();
    expect(after.currentlyRented).toBe(before.currentlyRented + 1);
    expect(after.availableForRent).toBe(before.availableForRent - 1);
    // a second pickup is refused
    const again = await api.post(`/api/rentals/${rentalId}/pick-up`, {});
    expect(again.body.code).toBe('rental_not_reserved');

    // extending into Amel's reservation: refused with her dates; before it: accepted
    const into = await api.post(`/api/cars/${car.id}/extend`, {
      newEndDate: at(4 * DAY + HOUR).toISOString(),
    });
    expect(into.status).toBe(409);
    expect(into.body.detail).toBe(
      'This car is already booked from 19/06/2026 11:00 to 20/06/2026 11:00 for Amel Saidi.',
    );
    const ok = await api.post(`/api/cars/${car.id}/extend`, {
      newEndDate: at(4 * DAY).toISOString(),
    });
    expect(ok.status).toBe(200);

    // the second cannot be picked up while the first is out
    server.clock.set(at(4 * DAY - 30 * 60_000));
    const busy = await api.post(`/api/rentals/${second.body.rental.id}/pick-up`, {});
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('car_not_rentable');
    // returned, it can
    expect(
      (await api.post(`/api/cars/${car.id}/return`, { newMileage: 20_500, charges: [] })).status,
    ).toBe(200);
    const next = await api.post(`/api/rentals/${second.body.rental.id}/pick-up`, {});
    expect(next.status).toBe(200);
    expect(next.body.rental.startMileage).toBe(20_500);
  });

  it('refuses to pick up a reservation whose booked period is over', async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    const booked = await book(car.id, at(DAY), at(2 * DAY), 'Karim Benali', 'after');
    server.clock.set(at(2 * DAY));
    const late = await api.post(`/api/rentals/${booked.body.rental.id}/pick-up`, {});
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('booking_over');
    expect((await rentalRowsOfCar(db, car.id))[0]).toMatchObject({ state: 'reserved' });
  });

  it('cancels with a reason: the advance refunded in one entry, kept in the history without revenue', async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    const booked = await book(car.id, at(3 * DAY), at(5 * DAY), 'Amel Saidi');
    const rentalId = booked.body.rental.id as string;
    const noReason = await api.post(`/api/rentals/${rentalId}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe('A reason for the cancellation is required');

    const res = await api.post(`/api/rentals/${rentalId}/cancel`, { reason: 'Flight moved' });
    expect(res.status).toBe(200);
    expect(res.body.rental).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Flight moved',
      totalAmount: 0,
    });
    const entries = await fundEntriesOfCar(db, car.id);
    expect(entries.map((e) => [e.type, e.amount, e.description]).sort()).toEqual([
      ['add_charge', 1_000_000, 'Rental Cancelled - Refund - Renault Clio'],
      ['add_money', 1_000_000, 'Rental Payment (Advance) - Renault Clio'],
    ]);
    const history = await api.get('/api/history?type=rentals&limit=100');
    expect(history.body.items.find((r: { id: string }) => r.id === rentalId)).toMatchObject({
      amount: 0,
    });
    // the customer page lists it as cancelled, and does not count it as a rental
    const found = await api.get(`/api/customers?q=${encodeURIComponent('L-Amel Saidi')}`);
    const file = await api.get(`/api/customers/${found.body.items[0].id}`);
    const listed = file.body.rentals as { id: string; state: string }[];
    expect(listed.find((r) => r.id === rentalId)).toMatchObject({ state: 'cancelled', total: 0 });
    const counted = listed.filter((r) => ['reserved', 'out', 'returned'].includes(r.state));
    expect(file.body.totals.rentals).toBe(counted.length);
    expect(counted.length).toBeLessThan(listed.length);
    // its period is free again
    expect((await book(car.id, at(3 * DAY), at(4 * DAY), 'Nour Benali')).status).toBe(201);
    const twice = await api.post(`/api/rentals/${rentalId}/cancel`, { reason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('rental_closed');
  });

  it('marks a no-show only after the Settings delay, keeping or refunding the advance', async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    const kept = await book(car.id, at(DAY), at(2 * DAY), 'Karim Benali');
    const refunded = await book(car.id, at(3 * DAY), at(4 * DAY), 'Amel Saidi');
    server.clock.set(at(DAY + HOUR));
    const early = await api.post(`/api/rentals/${kept.body.rental.id}/no-show`, { refund: false });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'no_show_too_early',
      detail: 'A booking can be marked a no-show 2 hours after its pickup time.',
    });
    const missing = await api.post(`/api/rentals/${kept.body.rental.id}/no-show`, {});
    expect(missing.status).toBe(400);

    server.clock.set(at(DAY + 2 * HOUR));
    const noShow = await api.post(`/api/rentals/${kept.body.rental.id}/no-show`, { refund: false });
    expect(noShow.status).toBe(200);
    expect(noShow.body.rental).toMatchObject({ state: 'no_show', totalAmount: 500_000 });

    // a shorter delay in Settings applies at once
    const saved = await api.put('/api/settings', { noShowDelayMinutes: 30 });
    expect(saved.status).toBe(200);
    expect((await api.get('/api/settings')).body.noShowDelayMinutes).toBe(30);
    server.clock.set(at(3 * DAY + 30 * 60_000));
    const back = await api.post(`/api/rentals/${refunded.body.rental.id}/no-show`, {
      refund: true,
    });
    expect(back.status).toBe(200);
    expect(back.body.rental).toMatchObject({ state: 'no_show', totalAmount: 0 });
    const entries = await fundEntriesOfCar(db, car.id);
    expect(entries.filter((e) => e.type === 'add_charge').map((e) => e.description)).toEqual([
      'Rental No-show - Refund - Renault Clio',
    ]);
    await api.put('/api/settings', { noShowDelayMinutes: 120 });
  });

  it('refuses to sell or delete a car with a reservation until it is cancelled', async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    const booked = await book(car.id, at(2 * DAY), at(3 * DAY), 'Amel Saidi', 'after');
    const sale = await api.post(`/api/cars/${car.id}/sell`, {
      customerName: 'Yacine Haddad',
      customerPhone: '0555 98 76 54',
      customerLicense: 'DZ-654321',
      price: 210_000_000,
    });
    expect(sale.status).toBe(409);
    expect(sale.body).toMatchObject({
      code: 'car_reserved',
      detail: 'This car has upcoming reservations: cancel them before selling or deleting it.',
    });
    const removed = await api.delete(`/api/cars/${car.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.code).toBe('car_reserved');
    await api.post(`/api/rentals/${booked.body.rental.id}/cancel`, { reason: 'Car sold' });
    expect((await api.delete(`/api/cars/${car.id}`)).status).toBe(200);
  });

  it('lets exactly one of 50 parallel overlapping bookings of one car through', async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    // every period holds the moment 3 days 1 hour from now
    const HALF = HOUR / 2;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(car.id, at(2 * DAY + i * HALF), at(4 * DAY + i * HALF), `Customer ${i}`, 'after'),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(answers.every((a) => a.status === 201 || a.body.code === 'booking_conflict')).toBe(true);
    expect(await rentalRowsOfCar(db, car.id)).toHaveLength(1);
  });

  it('lets an agent act on reservations; another car or an unknown booking answers 404', async () => {
    const agent = await server.signedInAs('agent', 'desk');
    const car = await insertCar(db, { dailyRate: 500_000 });
    const booked = await book(car.id, at(DAY), at(2 * DAY), 'Karim Benali', 'after', agent);
    expect(booked.status).toBe(201);
    expect((await agent.get('/api/rentals/reservations')).status).toBe(200);
    expect(
      (
        await agent.post(`/api/rentals/${booked.body.rental.id}/cancel`, {
          reason: 'Changed plans',
        })
      ).status,
    ).toBe(200);
    const unknown = await agent.post(
      '/api/rentals/00000000-0000-4000-8000-000000000000/pick-up',
      {},
    );
    expect(unknown.status).toBe(404);
    const anonymous = await server
      .anonymous()
      .post(`/api/rentals/${booked.body.rental.id}/pick-up`, {});
    expect(anonymous.status).toBe(401);
  });
});

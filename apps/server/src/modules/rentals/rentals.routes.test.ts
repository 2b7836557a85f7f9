import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cars } from '../../db/schema.ts';
import { insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  chargesOfRental,
  DAY,
  fundEntriesOfCar,
  HOUR,
  rentalRowsOfCar,
  rentBody,
} from './rentals.fixtures.ts';

const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const NOT_RENTABLE =
  'This car cannot be rented: it must be paid, in the garage, not rented and not sold.';

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

/** rents a fresh car through the API and returns the answer body */
async function rented(paymentType: 'advance' | 'after', days = 3) {
  const car = await insertCar(db, { mileageKm: 12_000 });
  const res = await api.post(
    `/api/cars/${car.id}/rent`,
    rentBody(T0, at(days * DAY), { paymentType }),
  );
  expect(res.status).toBe(201);
  return { carId: car.id, rentalId: res.body.rental.id as string };
}

describe('POST /api/cars/:id/rent (rentCar)', () => {
  it('rents a car paid after: rental fields set, start mileage recorded, no fund entry', async () => {
    const car = await insertCar(db, { mileageKm: 12_345 });
    const res = await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(3 * DAY)));
    expect(res.status).toBe(201);
    expect(res.body.car).toMatchObject({ id: car.id, isRented: true });
    expect(res.body.car.rental).toMatchObject({
      rentedFrom: T0.toISOString(),
      rentedUntil: at(3 * DAY).toISOString(),
      rentalStartMileage: 12_345,
      currentCustomerName: 'Karim Benali',
      currentCustomerContact: '+213 555 12 34 56',
      currentCustomerEmail: 'karim@example.dz',
      currentCustomerLicense: 'DZ-123456',
      rentalPaymentType: 'after',
      advancePaid: 0,
    });
    expect(res.body.rental).toMatchObject({
      carId: car.id,
      paymentType: 'after',
      dailyRate: 1_000_000,
      startMileage: 12_345,
      returnedAt: null,
      totalAmount: null,
      finalTotal: null,
      charges: [],
    });
    expect(await fundEntriesOfCar(db, car.id)).toEqual([]);
  });

  it('books the advance payment into the fund with the exact description', async () => {
    const car = await insertCar(db);
    const res = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(T0, at(2 * DAY + HOUR), { paymentType: 'advance' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.rental.advancePaid).toBe(3_000_000);
    const entries = await fundEntriesOfCar(db, car.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'add_money',
      amount: 3_000_000,
      description: 'Rental Payment (Advance) - Renault Clio',
      category: 'rental',
      source: 'action',
      carId: car.id,
      rentalId: res.body.rental.id,
      createdAt: T0,
    });
  });

  it.each([
    ['unpaid', { isPaid: false }],
    ['not in the garage', { inGarage: false }],
    ['with a zero daily rate', { dailyRate: 0 }],
    ['without a daily rate', { dailyRate: null }],
  ])('refuses a car %s with 409 car_not_rentable', async (_, overrides) => {
    const car = await insertCar(db, overrides);
    const res = await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'car_not_rentable', detail: NOT_RENTABLE });
    expect(await rentalRowsOfCar(db, car.id)).toEqual([]);
  });

  it('refuses a sold car and an already rented car', async () => {
    const sold = await insertCar(db);
    await insertSale(db, sold.id);
    const busy = await insertCar(db);
    await insertRental(db, busy.id);
    for (const car of [sold, busy]) {
      const res = await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('car_not_rentable');
    }
    expect(await rentalRowsOfCar(db, busy.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or removed car', async () => {
    const removed = await insertCar(db, { deletedAt: T0 });
    for (const id of [removed.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await api.post(`/api/cars/${id}/rent`, rentBody(T0, at(DAY)));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('car_not_found');
    }
  });

  it('refuses times in the past and an end before the start', async () => {
    const car = await insertCar(db);
    const cases = [
      [rentBody(at(-6 * 60_000), at(DAY)), 'Pickup time cannot be in the past.'],
      [rentBody(at(-4 * 60_000), at(-1000)), 'Return time cannot be in the past.'],
      [rentBody(at(DAY), at(HOUR)), 'The return time must be after the pickup time.'],
    ] as const;
    for (const [body, detail] of cases) {
      const res = await api.post(`/api/cars/${car.id}/rent`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', detail });
    }
    expect(await rentalRowsOfCar(db, car.id)).toEqual([]);
  });

  it("refuses an invalid customer with the dialog's messages", async () => {
    const car = await insertCar(db);
    const res = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(T0, at(DAY), { contact: 'call me', email: 'nope' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.customer.contact',
          message: 'Please enter a valid contact number',
        }),
        expect.objectContaining({
          path: 'body.customer.email',
          message: 'Please enter a valid email address',
        }),
      ]),
    );
  });

  it('lets exactly one of 10 parallel rent requests for one car through', async () => {
    const car = await insertCar(db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY), { name: `Customer ${i}` })),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(
      answers
        .filter((res) => res.status === 409)
        .every((res) => res.body.code === 'car_not_rentable'),
    ).toBe(true);
    expect(await rentalRowsOfCar(db, car.id)).toHaveLength(1);
  });

  it('needs a session', async () => {
    const car = await insertCar(db);
    const res = await server.anonymous().post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)));
    expect(res.status).toBe(401);
  });
});

describe('POST /api/cars/:id/return (returnCar)', () => {
  it('returns a car paid after: days used, total, charges, mileage and the exact fund entry', async () => {
    const { carId, rentalId } = await rented('after');
    server.clock.set(at(49 * HOUR));
    const res = await api.post(`/api/cars/${carId}/return`, {
      newMileage: 12_450,
      charges: [
        { type: 'cleaning', description: 'Interior cleaning', amount: 150_000 },
        { description: ' Refuel ', amount: 50_000 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.car).toMatchObject({ isRented: false, rental: null, mileageKm: 12_450 });
    expect(res.body.rental).toMatchObject({
      id: rentalId,
      returnedAt: at(49 * HOUR).toISOString(),
      endDate: at(49 * HOUR).toISOString(),
      startMileage: 12_000,
      endMileage: 12_450,
      totalDays: 3,
      totalAmount: 3_000_000,
      chargesTotal: 200_000,
      finalTotal: 3_200_000,
    });
    expect(res.body.rental.charges).toEqual([
      {
        id: expect.any(String),
        type: 'cleaning',
        description: 'Interior cleaning',
        amount: 150_000,
      },
      { id: expect.any(String), type: 'other', description: 'Refuel', amount: 50_000 },
    ]);
    expect(await chargesOfRental(db, rentalId)).toHaveLength(2);
    const entries = await fundEntriesOfCar(db, carId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'add_money',
      amount: 3_200_000,
      description: 'Rental Payment - Renault Clio',
      category: 'rental',
      rentalId,
      createdAt: at(49 * HOUR),
    });
    const [car] = await db.select().from(cars).where(eq(cars.id, carId));
    expect(car!.mileageKm).toBe(12_450);
  });

  it('books only the charges as balance when the advance covered the days', async () => {
    const { carId } = await rented('advance');
    server.clock.set(at(3 * DAY));
    const res = await api.post(`/api/cars/${carId}/return`, {
      newMileage: 12_300,
      charges: [{ type: 'damage', description: 'Scratch', amount: 80_000 }],
    });
    expect(res.status).toBe(200);
    const entries = await fundEntriesOfCar(db, carId);
    expect(entries.map(({ type, amount, description }) => ({ type, amount, description }))).toEqual(
      [
        {
          type: 'add_money',
          amount: 3_000_000,
          description: 'Rental Payment (Advance) - Renault Clio',
        },
        { type: 'add_money', amount: 80_000, description: 'Rental Balance - Renault Clio' },
      ],
    );
  });

  it('refunds the unused advance days on an early return', async () => {
    const { carId } = await rented('advance');
    server.clock.set(at(20 * HOUR));
    const res = await api.post(`/api/cars/${carId}/return`, { newMileage: 12_100 });
    expect(res.status).toBe(200);
    expect(res.body.rental).toMatchObject({
      totalDays: 1,
      totalAmount: 1_000_000,
      finalTotal: 1_000_000,
    });
    const entries = await fundEntriesOfCar(db, carId);
    expect(entries[1]).toMatchObject({
      type: 'add_charge',
      amount: 2_000_000,
      description: 'Rental Refund - Renault Clio',
      category: 'rental',
    });
  });

  it('refuses a car that is not rented', async () => {
    const car = await insertCar(db);
    const res = await api.post(`/api/cars/${car.id}/return`, { newMileage: 20_000 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'car_not_rented',
      detail: 'This car is not currently rented.',
    });
  });

  it('refuses a mileage below the current one, and changes nothing', async () => {
    const { carId, rentalId } = await rented('after');
    const res = await api.post(`/api/cars/${carId}/return`, { newMileage: 11_999 });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('New mileage cannot be less than current mileage');
    const [row] = await rentalRowsOfCar(db, carId);
    expect(row).toMatchObject({ id: rentalId, returnedAt: null });
  });

  it('refuses a charge without a description and a missing mileage', async () => {
    const { carId } = await rented('after');
    const bad = await api.post(`/api/cars/${carId}/return`, {
      newMileage: 12_100,
      charges: [{ description: '  ', amount: 100 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Charge description is required');
    const missing = await api.post(`/api/cars/${carId}/return`, { charges: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields[0]).toMatchObject({
      path: 'body.newMileage',
      message: 'New mileage is required',
    });
  });
});

describe('POST /api/cars/:id/extend (extendRental)', () => {
  it('sets a new return time and moves no money', async () => {
    const { carId } = await rented('after');
    const newEnd = at(5 * DAY);
    const res = await api.post(`/api/cars/${carId}/extend`, { newEndDate: newEnd.toISOString() });
    expect(res.status).toBe(200);
    expect(res.body.rental.rentedUntil).toBe(newEnd.toISOString());
    const [row] = await rentalRowsOfCar(db, carId);
    expect(row!.endAt).toEqual(newEnd);
    expect(await fundEntriesOfCar(db, carId)).toEqual([]);
  });

  it('refuses a new end in the past', async () => {
    const { carId } = await rented('after');
    server.clock.set(at(2 * DAY));
    const res = await api.post(`/api/cars/${carId}/extend`, { newEndDate: at(DAY).toISOString() });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('The new end date cannot be in the past.');
  });

  it('refuses a car that is not rented, and a bad date', async () => {
    const car = await insertCar(db);
    const res = await api.post(`/api/cars/${car.id}/extend`, { newEndDate: at(DAY).toISOString() });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('car_not_rented');
    const bad = await api.post(`/api/cars/${car.id}/extend`, { newEndDate: 'soon' });
    expect(bad.status).toBe(400);
  });
});

describe('DELETE /api/cars/:id/rentals/:rentalId (deleteRentalHistory)', () => {
  it('deletes a finished record and its charges, reversing total + charges in the fund', async () => {
    const { carId, rentalId } = await rented('advance');
    server.clock.set(at(20 * HOUR));
    await api.post(`/api/cars/${carId}/return`, {
      newMileage: 12_100,
      charges: [{ type: 'fuel', description: 'Refuel', amount: 40_000 }],
    });
    server.clock.set(at(DAY));
    const res = await api.delete(`/api/cars/${carId}/rentals/${rentalId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await rentalRowsOfCar(db, carId)).toEqual([]);
    expect(await chargesOfRental(db, rentalId)).toEqual([]);
    const entries = await fundEntriesOfCar(db, carId);
    expect(entries.at(-1)).toMatchObject({
      type: 'add_charge',
      amount: 1_040_000,
      description: 'Rental Record Deleted - Renault Clio',
      category: 'rental',
      rentalId,
    });
    const balance = entries.reduce(
      (s, e) => s + (e.type === 'add_money' ? e.amount : -e.amount),
      0,
    );
    expect(balance).toBe(0);
  });

  it('refuses an active rental with 409', async () => {
    const { carId, rentalId } = await rented('after');
    const res = await api.delete(`/api/cars/${carId}/rentals/${rentalId}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'rental_active',
      detail: 'An active rental cannot be deleted; return the car first.',
    });
    expect(await rentalRowsOfCar(db, carId)).toHaveLength(1);
  });

  it("answers 404 for an unknown record and for another car's record", async () => {
    const car = await insertCar(db);
    const other = await insertCar(db);
    const record = await insertRental(db, other.id, {
      returnedAt: T0,
      totalAmount: 1_000_000,
      totalDays: 1,
    });
    for (const rentalId of [record.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await api.delete(`/api/cars/${car.id}/rentals/${rentalId}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'rental_not_found',
        detail: 'Rental record not found',
      });
    }
    expect(await rentalRowsOfCar(db, other.id)).toHaveLength(1);
  });
});

import {
  mayGiveRoles,
  mayLiftDoNotRent,
  mayOverrideDoNotRent,
  type Role,
} from '@car-rental/domain/auth/permissions';
import { carStatus, statusBadge } from '@car-rental/domain/cars/car';
import type { CarView } from '@car-rental/domain/contract/car';
import type { DepositView } from '@car-rental/domain/contract/inspections';
import { maxRetained, settlementProblems } from '@car-rental/domain/rentals/inspection';
import { advanceFor, periodTotal } from '@car-rental/domain/rentals/rent-car';
import { currentRevenue } from '@car-rental/domain/rentals/rental-revenue';
import { isOpenState, type RentalState } from '@car-rental/domain/rentals/reservations';
import { amountOwed } from '@car-rental/domain/rentals/return-car';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCar } from '../test/fixtures.ts';
import { png } from '../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';
import {
  DAY,
  fundEntriesOfCar,
  HOUR,
  rentalRowsOfCar,
  rentBody,
} from './rentals/rentals.fixtures.ts';

/**
 * Issue 29 §4, every rule once: each rule the screens preview is a domain function, and here
 * the preview's call (with what the screen has: the server's own answers) and the server's
 * action agree, figure for figure. Named permissions are held one account against another.
 */
const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;

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

const walkAround = () => ({ fuelEighths: 8, marks: [], accessories: [], photos: [], signature });

/** what a return moved in the fund for the rental: money in positive, a refund negative */
async function rentalMoneyOfReturn(carId: string, before: number): Promise<number> {
  const entries = (await fundEntriesOfCar(db, carId)).slice(before);
  return entries
    .filter((entry) => entry.category === 'rental')
    .reduce((sum, entry) => sum + (entry.type === 'add_money' ? entry.amount : -entry.amount), 0);
}

async function rentedView(carId: string): Promise<CarView & { currentRevenue: number }> {
  const list = await api.get('/api/rentals/active');
  return list.body.items.find((item: CarView) => item.id === carId);
}

describe('the amount owed at the return (amountOwed)', () => {
  for (const paymentType of ['advance', 'after'] as const) {
    it(`the Return dialog's figure is what the return posts (paid ${paymentType})`, async () => {
      const car = await insertCar(db, { mileageKm: 10_000, dailyRate: 500_000 });
      const rent = await api.post(
        `/api/cars/${car.id}/rent`,
        rentBody(T0, at(3 * DAY), { paymentType, license: `OWED-${paymentType}` }),
      );
      expect(rent.status).toBe(201);
      // back after a day and two hours: two days used of the three booked
      server.clock.set(at(DAY + 2 * HOUR));
      const view = await rentedView(car.id);
      const rental = view.rental!;
      const charges = [{ type: 'cleaning', description: 'Seats', amount: 120_000 }];
      const chargesTotal = charges.reduce((sum, charge) => sum + charge.amount, 0);
      // the dialog's estimate: the server's figure, else the car's rate over the days used
      const fallback = currentRevenue(
        view.dailyRate ?? 0,
        new Date(rental.rentedFrom),
        at(DAY + 2 * HOUR),
      );
      expect(fallback).toBe(view.currentRevenue);
      const preview = amountOwed({
        totalAmount: view.currentRevenue,
        chargesTotal,
        advancePaid: rental.advancePaid,
      });
      expect(preview).toBe(
        paymentType === 'advance' ? 2 * 500_000 + 120_000 - 1_500_000 : 1_120_000,
      );

      const before = (await fundEntriesOfCar(db, car.id)).length;
      const back = await api.post(`/api/cars/${car.id}/return`, { newMileage: 10_100, charges });
      expect(back.status).toBe(200);
      expect(back.body.rental.finalTotal - rental.advancePaid).toBe(preview);
      expect(await rentalMoneyOfReturn(car.id, before)).toBe(preview);
    });
  }
});

describe('the deposit settlement (maxRetained, settlementProblems)', () => {
  async function checkedOut(paymentType: 'advance' | 'after', license: string) {
    const car = await insertCar(db, { mileageKm: 20_000, dailyRate: 500_000 });
    const rent = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(T0, at(2 * DAY), { paymentType, license }),
    );
    expect(rent.status).toBe(201);
    const rentalId = rent.body.rental.id as string;
    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 20_000,
      inspection: walkAround(),
      deposit: { amount: 2_000_000, method: 'cash' },
    });
    expect(out.status).toBe(200);
    server.clock.set(at(2 * HOUR));
    const view = await rentedView(car.id);
    const deposit: DepositView = (await api.get(`/api/rentals/${rentalId}/contract`)).body.deposit;
    const owed = amountOwed({
      totalAmount: view.currentRevenue,
      chargesTotal: 0,
      advancePaid: view.rental!.advancePaid,
    });
    const giveBack = (retained: number, reason?: string) =>
      api.post(`/api/cars/${car.id}/return`, {
        newMileage: 20_050,
        charges: [],
        checkIn: walkAround(),
        deposit: { retained, ...(reason ? { reason } : {}) },
      });
    return { car, deposit, owed, giveBack };
  }

  it('the dialog refuses what the server refuses, on the same field, and takes what it takes', async () => {
    const { car, deposit, owed, giveBack } = await checkedOut('after', 'DEP-AFTER');
    const max = maxRetained(deposit, owed);
    expect(max).toBe(500_000); // one day owed, less than the deposit
    const cases = [
      { retained: max + 1, reason: 'Dent' },
      { retained: max, reason: undefined },
    ];
    for (const { retained, reason } of cases) {
      const problems = settlementProblems(deposit, { retained, reason: reason ?? null }, owed);
      const res = await giveBack(retained, reason);
      expect(res.status, `${retained} ${reason}`).toBe(400);
      const path = problems.retained ? 'body.deposit.retained' : 'body.deposit.reason';
      expect(Object.keys(problems)).toHaveLength(1);
      expect(res.body.fields[0].path).toBe(path);
      expect((await rentalRowsOfCar(db, car.id))[0]!.state).toBe('out');
    }
    expect(settlementProblems(deposit, { retained: max, reason: 'Dent' }, owed)).toEqual({});
    const back = await giveBack(max, 'Dent');
    expect(back.status).toBe(200);
    const settled = (await api.get(`/api/rentals/${back.body.rental.id}/contract`)).body.deposit;
    expect(settled.retained).toBe(max);
  });

  it('nothing can be kept when the advance covered what is owed', async () => {
    const { deposit, owed, giveBack } = await checkedOut('advance', 'DEP-ADVANCE');
    expect(owed).toBeLessThan(0);
    expect(maxRetained(deposit, owed)).toBe(0);
    expect(settlementProblems(deposit, { retained: 1, reason: 'Dent' }, owed)).toEqual({
      retained: 'retainedTooHigh',
    });
    const refused = await giveBack(1, 'Dent');
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].path).toBe('body.deposit.retained');
    expect((await giveBack(0)).status).toBe(200);
  });
});

describe('the advance (advanceFor)', () => {
  it('the booking dialog shows what the booking takes into the fund', async () => {
    for (const paymentType of ['advance', 'after'] as const) {
      const car = await insertCar(db, { dailyRate: 450_000 });
      const view: CarView = (await api.get(`/api/cars/${car.id}`)).body;
      const start = at(HOUR / 2);
      const end = at(2 * DAY + 3 * HOUR);
      const preview = advanceFor(paymentType, periodTotal(view.dailyRate!, start, end));
      const rent = await api.post(
        `/api/cars/${car.id}/rent`,
        rentBody(start, end, { paymentType, license: `ADV-${paymentType}` }),
      );
      expect(rent.status).toBe(201);
      expect(rent.body.rental.advancePaid).toBe(preview);
      expect(await rentalMoneyOfReturn(car.id, 0)).toBe(preview);
    }
  });
});

describe('the car status badge (carStatus)', () => {
  it('reads the server’s car views in each state', async () => {
    const plain = await insertCar(db, { salePrice: 100_000_000 });
    const listed = await insertCar(db, { salePrice: 100_000_000 });
    expect((await api.post(`/api/cars/${listed.id}/for-sale`)).status).toBe(200);
    const rented = await insertCar(db, {});
    expect(
      (await api.post(`/api/cars/${rented.id}/rent`, rentBody(T0, at(DAY), { license: 'BADGE' })))
        .status,
    ).toBe(201);
    const sold = await insertCar(db, { salePrice: 100_000_000 });
    const sale = {
      customerName: 'Nadia',
      customerPhone: '0550000000',
      customerLicense: 'SOLD-1',
      price: 90_000_000,
    };
    expect((await api.post(`/api/cars/${sold.id}/sell`, sale)).status).toBe(201);
    const badges = [];
    for (const car of [plain, listed, rented, sold]) {
      const view: CarView = (await api.get(`/api/cars/${car.id}`)).body;
      badges.push([carStatus(view), statusBadge(view)]);
    }
    expect(badges).toEqual([
      ['available', 'Available'],
      ['forSale', 'For Sale'],
      ['outOfGarage', 'Out of Garage'],
      ['outOfGarage', 'Out of Garage'],
    ]);
  });
});

describe('the open bookings (OPEN_STATES: isOpenState, and isOpenBooking in SQL)', () => {
  it('a car’s bookings list shows the bookings the domain calls open, and no other', async () => {
    const car = await insertCar(db, {});
    const book = async (from: number, to: number, license: string) => {
      const res = await api.post(
        `/api/cars/${car.id}/rent`,
        rentBody(at(from), at(to), { license }),
      );
      expect(res.status).toBe(201);
      return res.body.rental.id as string;
    };
    await book(0, DAY, 'OPEN-OUT');
    expect(
      (await api.post(`/api/cars/${car.id}/return`, { newMileage: 10_000, charges: [] })).status,
    ).toBe(200);
    const cancelled = await book(3 * DAY, 4 * DAY, 'OPEN-CANCELLED');
    expect(
      (await api.post(`/api/rentals/${cancelled}/cancel`, { reason: 'Plans changed' })).status,
    ).toBe(200);
    await book(5 * DAY, 6 * DAY, 'OPEN-RESERVED');
    await book(HOUR / 2, 2 * DAY, 'OPEN-OUT-2');
    const rows = await rentalRowsOfCar(db, car.id);
    const open = rows
      .filter((row) => isOpenState(row.state as RentalState))
      .map((row) => row.id)
      .sort();
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(['returned', 'cancelled', 'reserved', 'out']),
    );
    const listed = (await api.get(`/api/cars/${car.id}/bookings`)).body.items.map(
      (item: { id: string }) => item.id,
    );
    expect([...listed].sort()).toEqual(open);
    expect(open).toHaveLength(2);
  });
});

describe('named permissions, one account against another', () => {
  let roles: Record<Role, Client>;
  beforeAll(async () => {
    roles = {
      agent: await server.signedInAs('agent'),
      manager: await server.signedInAs('manager'),
      owner: await server.signedInAs('owner', 'second-owner'),
    };
  });

  async function flaggedCustomer(license: string) {
    const added = await api.post('/api/customers', {
      fullName: `Flagged ${license}`,
      licenceNumber: license,
    });
    expect(added.status).toBe(201);
    const flag = await api.put(`/api/customers/${added.body.id}/do-not-rent`, {
      doNotRent: true,
      reason: 'Unpaid damage',
    });
    expect(flag.status).toBe(200);
    return added.body.id as string;
  }

  it('lifting "Do not rent": mayLiftDoNotRent', async () => {
    for (const role of ['agent', 'manager'] as const) {
      const id = await flaggedCustomer(`LIFT-${role}`);
      const res = await roles[role].put(`/api/customers/${id}/do-not-rent`, { doNotRent: false });
      expect(res.status, role).toBe(mayLiftDoNotRent(role) ? 200 : 403);
    }
    expect([mayLiftDoNotRent('agent'), mayLiftDoNotRent('manager')]).toEqual([false, true]);
  });

  it('booking for a flagged customer: mayOverrideDoNotRent', async () => {
    for (const role of ['agent', 'manager'] as const) {
      const license = `OVERRIDE-${role}`;
      await flaggedCustomer(license);
      const car = await insertCar(db, {});
      const body = { ...rentBody(T0, at(DAY), { license }), overrideDoNotRent: true };
      const res = await roles[role].post(`/api/cars/${car.id}/rent`, body);
      expect(res.status, role).toBe(mayOverrideDoNotRent(role) ? 201 : 409);
    }
    expect([mayOverrideDoNotRent('agent'), mayOverrideDoNotRent('manager')]).toEqual([false, true]);
  });

  it('giving a role: mayGiveRoles', async () => {
    for (const role of ['manager', 'owner'] as const) {
      const res = await roles[role].post('/api/auth/users', {
        email: `given-by-${role}@example.test`,
        password: 'secret-pass',
        displayName: `Given by ${role}`,
        role: 'manager',
      });
      expect(res.status, role).toBe(mayGiveRoles(role) ? 201 : 403);
    }
    expect([mayGiveRoles('manager'), mayGiveRoles('owner')]).toEqual([false, true]);
  });
});

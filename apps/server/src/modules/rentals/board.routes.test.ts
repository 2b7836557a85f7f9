import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands, models } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, HOUR, rentBody } from './rentals.fixtures.ts';

// Issue 14 §2: the planning board and blocked periods. 10:00 UTC is 11:00 in Algiers.
const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
/** midnight of 15 June 2026 in Algiers (UTC+1) */
const MIDNIGHT = new Date('2026-06-14T23:00:00.000Z');

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

const block = (carId: string, start: Date, end: Date, kind = 'maintenance', note?: string) =>
  api.post(`/api/cars/${carId}/blocks`, {
    start: start.toISOString(),
    end: end.toISOString(),
    kind,
    ...(note ? { note } : {}),
  });

describe('blocked periods', () => {
  it('blocks a car: bookings over it are refused by name, other blocks too; removed, the period is free', async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    const added = await block(car.id, at(DAY), at(3 * DAY), 'maintenance', 'Brakes');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ carId: car.id, kind: 'maintenance', note: 'Brakes' });

    const booking = await api.post(`/api/cars/${car.id}/rent`, rentBody(at(2 * DAY), at(4 * DAY)));
    expect(booking.status).toBe(409);
    expect(booking.body).toMatchObject({
      code: 'car_blocked',
      detail: 'This car is blocked for maintenance from 16/06/2026 11:00 to 18/06/2026 11:00.',
    });
    const again = await block(car.id, at(2 * DAY), at(5 * DAY), 'owner');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(
      'This car is blocked for maintenance from 16/06/2026 11:00 to 18/06/2026 11:00.',
    );
    // right after it is free
    expect(
      (await api.post(`/api/cars/${car.id}/rent`, rentBody(at(3 * DAY), at(4 * DAY)))).status,
    ).toBe(201);
    // a block over that booking is refused with its dates and customer
    const overBooking = await block(car.id, at(3 * DAY + HOUR), at(6 * DAY), 'repair');
    expect(overBooking.status).toBe(409);
    expect(overBooking.body).toMatchObject({ code: 'booking_conflict' });
    expect(overBooking.body.detail).toContain('for Karim Benali.');

    const removed = await api.delete(`/api/cars/${car.id}/blocks/${added.body.id}`);
    expect(removed.status).toBe(200);
    expect(
      (await api.post(`/api/cars/${car.id}/rent`, rentBody(at(DAY), at(2 * DAY)))).status,
    ).toBe(201);
    const twice = await api.delete(`/api/cars/${car.id}/blocks/${added.body.id}`);
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('block_not_found');
  });

  it("lists a car's blocked periods beside its bookings for the period picker (issue 28 §17)", async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    const past = await block(car.id, at(HOUR), at(2 * HOUR), 'repair');
    expect(past.status).toBe(201);
    server.clock.set(at(3 * HOUR));
    const later = await block(car.id, at(4 * DAY), at(6 * DAY), 'owner');
    const sooner = await block(car.id, at(DAY), at(2 * DAY), 'maintenance', 'Brakes');
    expect(
      (await api.post(`/api/cars/${car.id}/rent`, rentBody(at(2 * DAY), at(3 * DAY)))).status,
    ).toBe(201);
    const busy = await api.get(`/api/cars/${car.id}/bookings`);
    expect(busy.status).toBe(200);
    // a car that is not there (or deleted) has no periods: refused by name
    const gone = await insertCar(db, { deletedAt: T0 });
    for (const id of [gone.id, '00000000-0000-4000-8000-000000000000']) {
      const none = await api.get(`/api/cars/${id}/bookings`);
      expect([none.status, none.body.code]).toEqual([404, 'car_not_found']);
    }
    expect(busy.body.items.map((b: { customerName: string }) => b.customerName)).toEqual([
      'Karim Benali',
    ]);
    // the blocks that end after now, by start; one over already is left out
    expect(busy.body.blocks).toEqual([
      {
        id: sooner.body.id,
        kind: 'maintenance',
        startDate: at(DAY).toISOString(),
        endDate: at(2 * DAY).toISOString(),
      },
      {
        id: later.body.id,
        kind: 'owner',
        startDate: at(4 * DAY).toISOString(),
        endDate: at(6 * DAY).toISOString(),
      },
    ]);
  });

  it('refuses a period that ends before it starts or is over, and an unknown kind', async () => {
    const car = await insertCar(db);
    const backwards = await block(car.id, at(2 * DAY), at(DAY));
    expect(backwards.status).toBe(400);
    expect(backwards.body.detail).toBe('The end of a blocked period must be after its start.');
    const past = await block(car.id, at(-3 * DAY), at(-DAY));
    expect(past.body.detail).toBe('A blocked period cannot end in the past.');
    expect((await block(car.id, at(DAY), at(2 * DAY), 'holiday')).status).toBe(400);
    const unknown = await block('00000000-0000-4000-8000-000000000000', at(DAY), at(2 * DAY));
    expect(unknown.status).toBe(404);
  });

  it('extending a rental into a block is refused', async () => {
    const car = await insertCar(db, { dailyRate: 500_000 });
    expect((await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)))).status).toBe(201);
    expect((await block(car.id, at(2 * DAY), at(3 * DAY), 'repair')).status).toBe(201);
    const extend = await api.post(`/api/cars/${car.id}/extend`, {
      newEndDate: at(2 * DAY + HOUR).toISOString(),
    });
    expect(extend.status).toBe(409);
    expect(extend.body.code).toBe('car_blocked');
  });
});

describe('GET /api/rentals/board', () => {
  it('pages the garage oldest first, with each car bookings and blocks over the window', async () => {
    const [brand] = await db
      .insert(brands)
      .values({ name: `Board ${Date.now().toString(36)}` })
      .returning();
    const brandId = brand!.id;
    const model = async (name: string) =>
      (await db.insert(models).values({ brandId, name }).returning())[0]!.id;
    const carOf = async (name: string, day: number, overrides: Parameters<typeof insertCar>[1]) =>
      insertCar(db, {
        brandId,
        modelId: await model(name),
        dailyRate: 500_000,
        createdAt: new Date(`2025-01-0${day}T00:00:00Z`),
        ...overrides,
      });
    const first = await carOf('One', 1, {});
    const second = await carOf('Two', 2, {});
    const third = await carOf('Three', 3, { dailyRate: null });
    // a car away from the garage is not on the board
    await carOf('Away', 4, { inGarage: false });

    const out = await api.post(`/api/cars/${first.id}/rent`, rentBody(T0, at(2 * DAY)));
    const reserved = await api.post(
      `/api/cars/${first.id}/rent`,
      rentBody(at(5 * DAY), at(6 * DAY), { name: 'Amel Saidi' }),
    );
    // beyond the window: not a bar
    await api.post(`/api/cars/${first.id}/rent`, rentBody(at(20 * DAY), at(21 * DAY)));
    await block(second.id, at(DAY), at(2 * DAY), 'repair', 'Gearbox');

    const page1 = await api.get(`/api/rentals/board?brandId=${brandId}&limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({
      from: MIDNIGHT.toISOString(),
      to: new Date(MIDNIGHT.getTime() + 14 * DAY).toISOString(),
      days: 14,
    });
    expect(page1.body.items.map((r: { modelName: string }) => r.modelName)).toEqual(['One', 'Two']);
    const [one, two] = page1.body.items;
    expect(one).toMatchObject({ rented: true, rentable: false });
    expect(one.bars).toEqual([
      {
        id: out.body.rental.id,
        kind: 'booking',
        state: 'out',
        start: T0.toISOString(),
        end: at(2 * DAY).toISOString(),
        label: 'Karim Benali',
      },
      {
        id: reserved.body.rental.id,
        kind: 'booking',
        state: 'reserved',
        start: at(5 * DAY).toISOString(),
        end: at(6 * DAY).toISOString(),
        label: 'Amel Saidi',
      },
    ]);
    expect(two).toMatchObject({ rented: false, rentable: true });
    expect(two.bars).toEqual([
      expect.objectContaining({ kind: 'block', state: 'repair', label: 'Gearbox' }),
    ]);

    const page2 = await api.get(
      `/api/rentals/board?brandId=${brandId}&limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.items.map((r: { carId: string }) => r.carId)).toEqual([third.id]);
    expect(page2.body.nextCursor).toBeNull();
    expect(page2.body.items[0]).toMatchObject({ dailyRate: null, rentable: false, bars: [] });

    // filters: rented now, available now
    const rented = await api.get(`/api/rentals/board?brandId=${brandId}&status=rented`);
    expect(rented.body.items.map((r: { carId: string }) => r.carId)).toEqual([first.id]);
    const available = await api.get(`/api/rentals/board?brandId=${brandId}&status=available`);
    expect(available.body.items.map((r: { carId: string }) => r.carId)).toEqual([second.id]);

    // another window: from a given day, a month; a returned rental shows as returned
    server.clock.set(at(DAY));
    await api.post(`/api/cars/${first.id}/return`, { newMileage: 20_000, charges: [] });
    const month = await api.get(`/api/rentals/board?brandId=${brandId}&from=2026-06-14&days=31`);
    expect(month.body.days).toBe(31);
    expect(month.body.items[0].bars.map((b: { state: string }) => b.state)).toEqual([
      'returned',
      'reserved',
      'reserved',
    ]);
    expect(month.body.items[0].bars[0].end).toBe(at(DAY).toISOString());
  });

  it('refuses a bad window with a clear message', async () => {
    const bad = await api.get('/api/rentals/board?from=15-06-2026');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('The first day must be a date (YYYY-MM-DD)');
    expect((await api.get('/api/rentals/board?days=90')).status).toBe(400);
    expect((await api.get('/api/rentals/board?status=sold')).status).toBe(400);
  });

  it('lets an agent read the board and block a car; nobody signed in is refused', async () => {
    const agent = await server.signedInAs('agent', 'planner');
    const car = await insertCar(db);
    expect((await agent.get('/api/rentals/board')).status).toBe(200);
    const added = await agent.post(`/api/cars/${car.id}/blocks`, {
      start: at(DAY).toISOString(),
      end: at(2 * DAY).toISOString(),
      kind: 'owner',
    });
    expect(added.status).toBe(201);
    expect((await server.anonymous().get('/api/rentals/board')).status).toBe(401);
  });
});

import { fundFigures } from '@car-rental/domain/fund/money-figures';
import { dueStateOf, hoursLeft, isAlert, urgencyOf } from '@car-rental/domain/rentals/due-state';
import { currentRevenue } from '@car-rental/domain/rentals/rental-revenue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundTransactions } from '../../db/schema.ts';
import { everyPage, idsOf } from '../../test/every-page.ts';
import { insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, HOUR, insertCarOf } from './rentals.fixtures.ts';

const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let server: TestServer;
let api: Client;
let db: TestServer['database']['db'];
/** rented cars by name, each with its due time */
const due: Record<string, string> = {};
let rentableIds: string[] = [];
let geelyId: string;

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  db = server.database.db;
  const dueIn = {
    later: 3 * DAY,
    today: 20 * HOUR,
    soon: 5 * HOUR,
    verySoon: 30 * 60_000,
    overdue: -2 * HOUR,
    soonest: 2 * HOUR,
  };
  for (const [name, ms] of Object.entries(dueIn)) {
    const car = await insertCar(db, { plate: name, dailyRate: 500_000 });
    await insertRental(db, car.id, {
      startAt: at(-30 * HOUR),
      endAt: at(ms),
      dailyRate: 500_000,
      advancePaid: name === 'later' ? 2_500_000 : 0,
      paymentType: name === 'later' ? 'advance' : 'after',
      customerName: `Customer ${name}`,
    });
    due[name] = car.id;
  }
  // a returned rental (history) on a car that is rentable again
  const back = await insertCar(db, { plate: 'back' });
  await insertRental(db, back.id, { returnedAt: at(-DAY), totalAmount: 3_000_000, totalDays: 3 });
  const geely = await insertCarOf(db, 'Geely', 'Coolray', { plate: 'geely' });
  geelyId = geely.id;
  rentableIds = [back.id, geely.id];
  for (const overrides of [
    { isPaid: false },
    { dailyRate: 0 },
    { inGarage: false },
    { deletedAt: T0 },
  ]) {
    await insertCar(db, overrides);
  }
  const sold = await insertCar(db);
  await insertSale(db, sold.id);
  const gone = await insertCar(db, { deletedAt: T0 });
  await insertRental(db, gone.id, { endAt: at(HOUR) });
  for (let i = 0; i < 3; i++) rentableIds.push((await insertCar(db, { plate: `free-${i}` })).id);
});
afterAll(() => server.close());
beforeEach(() => server.clock.set(T0));

describe('GET /api/rentals/active (listRentedCars)', () => {
  it('lists rented cars most urgent first with due state, hours left and current revenue', async () => {
    const res = await api.get('/api/rentals/active');
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(
      res.body.items.map((item: any) => [item.plate, item.dueState, item.urgency, item.hoursLeft]),
    ).toEqual([
      ['overdue', 'overdue', 'critical', -2],
      ['verySoon', 'due-very-soon', 'critical', 0.5],
      ['soonest', 'due-soon', 'high', 2],
      ['soon', 'due-soon', 'high', 5],
      ['today', 'due-today', 'medium', 20],
      ['later', 'none', null, 72],
    ]);
    // rented 30 h ago at 5,000 DA a day: 2 days so far
    expect(res.body.items[0]).toMatchObject({ isRented: true, currentRevenue: 1_000_000 });
  });

  it('follows the clock', async () => {
    server.clock.set(at(3 * HOUR));
    const res = await api.get('/api/rentals/active');
    expect(res.body.items.find((item: any) => item.plate === 'soonest')).toMatchObject({
      dueState: 'overdue',
      hoursLeft: -1,
    });
  });

  it("writes the domain's due state, urgency, hours left and revenue at every threshold (issue 30: the SQL mirrors them)", async () => {
    const dueAt = at(2 * HOUR).getTime(); // 'soonest'
    const offsets = [0, 1, -1, HOUR, HOUR + 1, 6 * HOUR, 6 * HOUR + 1, DAY, DAY + 1, 1234567];
    for (const before of offsets) {
      const now = new Date(dueAt - before);
      server.clock.set(now);
      const item = (await api.get('/api/rentals/active')).body.items.find(
        (car: any) => car.plate === 'soonest',
      );
      const hours = hoursLeft(new Date(item.rental.rentedUntil), now);
      const state = dueStateOf(hours);
      expect([item.hoursLeft, item.dueState, item.urgency], `${before} ms before`).toEqual([
        hours,
        state,
        urgencyOf(state),
      ]);
      const from = new Date(item.rental.rentedFrom);
      expect(item.currentRevenue).toBe(currentRevenue(500_000, from, now));
      // the bell is kept for its minute (decision 0050): told of a write, it answers this now
      server.events.publish(['rentals']);
      const alert = (await api.get('/api/rentals/alerts')).body.items.find(
        (found: any) => found.carId === item.id,
      );
      if (isAlert(state)) expect(alert).toMatchObject({ hoursLeft: hours, dueState: state });
      else expect(alert).toBeUndefined();
    }
  });

  it('pages with a cursor', async () => {
    const first = await api.get('/api/rentals/active?limit=4');
    expect(first.body.items.map((item: any) => item.plate)).toEqual([
      'overdue',
      'verySoon',
      'soonest',
      'soon',
    ]);
    const second = await api.get(`/api/rentals/active?limit=4&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item: any) => item.plate)).toEqual(['today', 'later']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('filters by brand, and refuses a bad cursor', async () => {
    const none = await api.get(`/api/rentals/active?brandId=${await geelyBrand()}`);
    expect(none.body.items).toEqual([]);
    const renault = (await api.get('/api/rentals/active')).body.items[0].brandId;
    const all = await api.get(`/api/rentals/active?brandId=${renault}`);
    expect(all.body.items).toHaveLength(6);
    const bad = await api.get('/api/rentals/active?cursor=garbage');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });
});

async function geelyBrand(): Promise<string> {
  const res = await api.get('/api/rentals/rentable?limit=100');
  return res.body.items.find((car: any) => car.id === geelyId).brandId;
}

describe('GET /api/rentals/alerts (listRentalAlerts)', () => {
  it('lists rentals due within 24 hours or overdue, by urgency then hours left', async () => {
    const res = await api.get('/api/rentals/alerts');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.items.map((item: any) => [item.plate, item.dueState])).toEqual([
      ['overdue', 'overdue'],
      ['verySoon', 'due-very-soon'],
      ['soonest', 'due-soon'],
      ['soon', 'due-soon'],
      ['today', 'due-today'],
    ]);
    expect(res.body.items[0]).toMatchObject({
      carId: due.overdue,
      brandName: 'Renault',
      modelName: 'Clio',
      customerName: 'Customer overdue',
      rentedUntil: at(-2 * HOUR).toISOString(),
      urgency: 'critical',
      hoursLeft: -2,
    });
  });

  it('lists only the `limit` most urgent, and the count alone with limit=0', async () => {
    const two = await api.get('/api/rentals/alerts?limit=2');
    expect(two.body.count).toBe(5);
    expect(two.body.items.map((item: any) => item.plate)).toEqual(['overdue', 'verySoon']);
    const countOnly = await api.get('/api/rentals/alerts?limit=0');
    expect(countOnly.body).toEqual({ count: 5, items: [] });
    const tooMany = await api.get('/api/rentals/alerts?limit=101');
    expect(tooMany.status).toBe(400);
  });

  it('includes a rental exactly 24 hours from its return time, not one later', async () => {
    server.clock.set(at(2 * DAY));
    const atBoundary = await api.get('/api/rentals/alerts');
    expect(atBoundary.body.count).toBe(6);
    expect(atBoundary.body.items.at(-1)).toMatchObject({ plate: 'later', dueState: 'due-today' });
    server.clock.set(at(2 * DAY - 1));
    expect((await api.get('/api/rentals/alerts')).body.count).toBe(5);
  });
});

describe('GET /api/rentals/rentable (listRentableCars)', () => {
  it('lists only paid cars in the garage with a rate, not rented or sold, oldest first', async () => {
    const res = await api.get('/api/rentals/rentable');
    expect(res.status).toBe(200);
    expect(res.body.items.map((car: any) => car.id)).toEqual(rentableIds);
    expect(res.body.items.every((car: any) => !car.isRented && !car.isSold && car.isPaid)).toBe(
      true,
    );
  });

  it('filters by brand and pages with a cursor', async () => {
    const geely = await api.get(`/api/rentals/rentable?brandId=${await geelyBrand()}`);
    expect(geely.body.items.map((car: any) => car.id)).toEqual([geelyId]);
    const pages = await everyPage(api, '/api/rentals/rentable?limit=2');
    for (const page of pages) expect(page.body.items.length).toBeLessThanOrEqual(2);
    expect(pages.flatMap(idsOf)).toEqual(rentableIds);
  });
});

describe('GET /api/rentals/summary (getRentalSummary)', () => {
  it("counts rentable and rented cars; revenue = the fund's rental money (issue 28 §10)", async () => {
    // the rows above were written without their fund entries: the fund has none yet
    expect((await api.get('/api/rentals/summary')).body.totalRevenue).toBe(0);
    const entry = { createdAt: T0, description: 'Rental', category: 'rental' };
    await db.insert(fundTransactions).values([
      // the returned rental's 30,000 DA, the 'later' rental's 25,000 DA advance
      { ...entry, type: 'add_money', amount: 3_000_000 },
      { ...entry, type: 'add_money', amount: 2_500_000 },
      // a refund takes its part back; a deposit is never revenue
      { ...entry, type: 'add_charge', amount: 400_000 },
      { ...entry, type: 'add_money', amount: 9_000_000, category: 'deposit' },
    ]);
    server.wroteBeside();
    const res = await api.get('/api/rentals/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      availableForRent: 5,
      currentlyRented: 6,
      totalRevenue: 3_000_000 + 2_500_000 - 400_000,
    });
  });

  it("Total Revenue is fundFigures' rental revenue of every entry (issue 30: the SQL mirrors it)", async () => {
    const entry = { createdAt: T0, description: 'Mixed' };
    const kinds = ['rental', 'sale', 'deposit', 'supplier', 'fuel', 'income'];
    await db.insert(fundTransactions).values(
      kinds.flatMap((category, i) => [
        { ...entry, category, type: 'add_money' as const, amount: 1_000 * (i + 1) },
        { ...entry, category, type: 'add_charge' as const, amount: 300 * (i + 2) },
      ]),
    );
    server.wroteBeside();
    const all = await db.select().from(fundTransactions);
    const res = await api.get('/api/rentals/summary');
    expect(res.body.totalRevenue).toBe(fundFigures(all).rentalRevenue);
    expect(res.body.totalRevenue).toBe(3_000_000 + 2_500_000 - 400_000 + 1_000 - 600);
  });
});

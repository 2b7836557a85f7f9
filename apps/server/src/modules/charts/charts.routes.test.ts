import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundTransactions } from '../../db/schema.ts';
import { insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertFinishedRental } from '../history/history-fixtures.ts';

// now: Monday 2026-06-15 10:00 UTC = 11:00 in Africa/Algiers (UTC+1, no summer time)
let server: TestServer;
let api: Client;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
  const db = server.database.db;

  // revenue: a car removed long ago keeps its records (and is outside the fleet's weeks)
  const old = { createdAt: at('2020-01-01T00:00:00Z'), deletedAt: at('2020-01-02T00:00:00Z') };
  const car = await insertCar(db, old);
  const returned = async (iso: string, totalAmount: number) =>
    insertFinishedRental(db, car.id, { returnedAt: at(iso), totalAmount });
  await returned('2026-06-14T22:30:00Z', 3_000_000); // June
  await returned('2026-05-31T23:30:00Z', 1_000_000); // 00:30 on 1 June in Algiers: June
  await returned('2026-05-31T22:30:00Z', 2_000_000); // 23:30 on 31 May: May
  await returned('2025-06-30T23:30:00Z', 500_000); // 1 July 2025: the oldest month shown
  await returned('2025-06-30T22:00:00Z', 9_000_000); // June 2025: too old
  await insertSale(db, (await insertCar(db, old)).id, {
    soldAt: at('2026-06-12T15:00:00Z'),
    finalPrice: 210_000_000,
  });
  await insertSale(db, (await insertCar(db, old)).id, {
    soldAt: at('2026-03-10T10:00:00Z'),
    finalPrice: 150_000_000,
  });

  // fund: one entry before the 90 days, then three inside
  await db.insert(fundTransactions).values([
    {
      createdAt: at('2026-01-10T10:00:00Z'),
      type: 'add_money',
      amount: 1_000_000,
      description: 'Opening',
      category: 'deposit',
    },
    {
      createdAt: at('2026-03-17T23:30:00Z'),
      type: 'add_money',
      amount: 200_000,
      description: 'First day',
      category: 'income',
    },
    {
      createdAt: at('2026-06-14T12:00:00Z'),
      type: 'add_money',
      amount: 50_000,
      description: 'Yesterday',
      category: 'income',
    },
    {
      createdAt: at('2026-06-14T23:30:00Z'),
      type: 'add_charge',
      amount: 300_000,
      description: 'Today',
      category: 'fuel',
    },
  ]);

  // fleet: weeks run Monday 00:00 in Algiers = Sunday 23:00 UTC
  const a = await insertCar(db, { createdAt: at('2026-06-01T00:00:00Z') });
  await insertCar(db, { createdAt: at('2026-06-10T23:00:00Z') }); // B
  await insertCar(db, { createdAt: at('2026-01-01T00:00:00Z'), dailyRate: null }); // not a rental car
  const d = await insertCar(db, { createdAt: at('2026-01-01T00:00:00Z') });
  await insertCar(db, {
    createdAt: at('2026-01-01T00:00:00Z'),
    deletedAt: at('2026-06-05T00:00:00Z'),
  }); // E
  await insertFinishedRental(db, a.id, {
    startAt: at('2026-06-06T23:00:00Z'),
    returnedAt: at('2026-06-08T23:00:00Z'),
    totalAmount: 100_000,
  });
  await insertFinishedRental(db, d.id, {
    startAt: at('2026-06-08T23:00:00Z'),
    returnedAt: at('2026-06-09T11:00:00Z'),
    totalAmount: 50_000,
  });
  await insertSale(db, d.id, { soldAt: at('2026-06-09T23:00:00Z'), finalPrice: 1 });
  await insertRental(db, a.id, { startAt: at('2026-06-14T11:00:00Z') }); // still out
});
afterAll(() => server?.close());

describe('revenue by month', () => {
  it('sums rentals by return month and sales by sale month, 12 months on the business calendar', async () => {
    const res = await api.get('/api/charts/revenue-by-month');
    expect(res.status).toBe(200);
    const months = res.body.months;
    expect(months.map((m: any) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    const byMonth = Object.fromEntries(months.map((m: any) => [m.month, m]));
    // with the fleet's two June rentals (1 000 DA + 500 DA) and car D sold for 1 centime
    expect(byMonth['2026-06']).toEqual({
      month: '2026-06',
      rentalRevenue: 3_000_000 + 1_000_000 + 100_000 + 50_000,
      rentals: 4,
      salesRevenue: 210_000_001,
      sales: 2,
    });
    expect(byMonth['2026-05']).toMatchObject({ rentalRevenue: 2_000_000, rentals: 1 });
    expect(byMonth['2026-03']).toMatchObject({
      rentalRevenue: 0,
      salesRevenue: 150_000_000,
      sales: 1,
    });
    expect(byMonth['2025-07']).toMatchObject({ rentalRevenue: 500_000, rentals: 1 });
    expect(byMonth['2025-12']).toEqual({
      month: '2025-12',
      rentalRevenue: 0,
      salesRevenue: 0,
      rentals: 0,
      sales: 0,
    });
  });
});

describe('fund balance', () => {
  it('gives the closing balance of each of the last 90 days', async () => {
    const res = await api.get('/api/charts/fund-balance');
    expect(res.status).toBe(200);
    const days = res.body.days;
    expect(days).toHaveLength(90);
    expect(days[0]).toEqual({ date: '2026-03-18', balance: 1_200_000 });
    expect(days.at(-3)).toEqual({ date: '2026-06-13', balance: 1_200_000 });
    expect(days.at(-2)).toEqual({ date: '2026-06-14', balance: 1_250_000 });
    expect(days.at(-1)).toEqual({ date: '2026-06-15', balance: 950_000 });
  });
});

describe('fleet utilisation', () => {
  it('divides rented car-hours by rentable car-hours per week', async () => {
    const res = await api.get('/api/charts/fleet-utilisation');
    expect(res.status).toBe(200);
    const weeks = res.body.weeks;
    expect(weeks).toHaveLength(12);
    expect(weeks[0].weekStart).toBe('2026-03-30');
    const byWeek = Object.fromEntries(weeks.map((w: any) => [w.weekStart, w]));
    // D and E all week
    expect(byWeek['2026-05-25']).toEqual({
      weekStart: '2026-05-25',
      rentedHours: 0,
      rentableHours: 336,
      utilisation: 0,
    });
    // A from 1 June 00:00 UTC (167 h), D all week (168 h), E until 5 June 00:00 (97 h);
    // A rented from Saturday 23:00 UTC (24 h)
    expect(byWeek['2026-06-01']).toEqual({
      weekStart: '2026-06-01',
      rentedHours: 24,
      rentableHours: 432,
      utilisation: 0.055556,
    });
    // A 168 h, B from Wednesday 23:00 (96 h), D until sold Tuesday 23:00 (48 h);
    // rented: A 24 h + 12 h (still out), D 12 h
    expect(byWeek['2026-06-08']).toEqual({
      weekStart: '2026-06-08',
      rentedHours: 48,
      rentableHours: 312,
      utilisation: 0.153846,
    });
    // this week until now (11 h): A and B; A is out the whole time
    expect(byWeek['2026-06-15']).toEqual({
      weekStart: '2026-06-15',
      rentedHours: 11,
      rentableHours: 22,
      utilisation: 0.5,
    });
  });

  it('is for signed-in staff only', async () => {
    for (const path of ['revenue-by-month', 'fund-balance', 'fleet-utilisation']) {
      expect((await server.anonymous().get(`/api/charts/${path}`)).status).toBe(401);
    }
  });
});

import type { HistoryRow } from '@car-rental/domain/contract/history';
import { rentalFinalTotal, shownListedPrice } from '@car-rental/domain/history/record-figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../db/schema.ts';
import { everyPage, idsOf } from '../../test/every-page.ts';
import { catalogueModel, insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertFinishedRental } from './history-fixtures.ts';

// now: Monday 2026-06-15 10:00 UTC = 11:00 in Africa/Algiers (UTC+1)
let server: TestServer;
let api: Client;
const id: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
  const db = server.database.db;
  const peugeot = await catalogueModel(db, 'Peugeot', '208');
  const fiat = await catalogueModel(db, 'Fiat', 'Tipo');
  const clio = await insertCar(db, { plate: 'AB-100-16', color: 'White', year: 2021 });
  const red = await insertCar(db, { ...peugeot, plate: 'CD-200-16', color: 'Red' });
  const odd = await insertCar(db, { ...fiat, plate: 'FI_75%', color: 'Blue' });
  const plain = await insertCar(db, { ...fiat, plate: 'FIX75', color: 'Blue' });
  const removed = await insertCar(db, {
    plate: 'ZZ-999',
    color: 'Black',
    deletedAt: new Date('2026-02-01T00:00:00Z'),
  });
  // today (returned at 08:00 UTC), with two charges
  id.r1 = (
    await insertFinishedRental(
      db,
      clio.id,
      {
        returnedAt: new Date('2026-06-15T08:00:00Z'),
        customerEmail: '',
        totalAmount: 3_000_000,
        totalDays: 3,
        startMileage: 10_000,
        endMileage: 10_450,
      },
      [
        { type: 'cleaning', description: 'Interior cleaning', amount: 200_000 },
        { type: 'fuel', description: 'Refuel', amount: 50_000 },
      ],
    )
  ).id;
  // 00:30 on the 15th in Algiers although still the 14th in UTC: today
  id.r2 = (
    await insertFinishedRental(db, red.id, {
      returnedAt: new Date('2026-06-14T23:30:00Z'),
      totalAmount: 1_000_000,
    })
  ).id;
  // 23:30 on the 14th in Algiers: this week, not today
  id.r3 = (
    await insertFinishedRental(db, red.id, {
      returnedAt: new Date('2026-06-14T22:30:00Z'),
      totalAmount: 2_000_000,
    })
  ).id;
  id.s1 = (
    await insertSale(db, odd.id, {
      soldAt: new Date('2026-06-10T12:00:00Z'),
      finalPrice: 210_000_000,
      listedPrice: 200_000_000,
    })
  ).id;
  id.s2 = (
    await insertSale(db, plain.id, {
      soldAt: new Date('2026-05-20T12:00:00Z'),
      finalPrice: 150_000_000,
      listedPrice: 150_000_000,
    })
  ).id;
  // this year (a removed car's record still shows)
  id.r4 = (
    await insertFinishedRental(db, removed.id, {
      returnedAt: new Date('2026-01-10T12:00:00Z'),
      totalAmount: 4_000_000,
    })
  ).id;
  // older than a year
  const old = await insertCar(db, { plate: 'OLD-1', color: 'Grey' });
  id.s3 = (
    await insertSale(db, old.id, {
      soldAt: new Date('2025-03-01T12:00:00Z'),
      finalPrice: 90_000_000,
      listedPrice: null,
    })
  ).id;
  // an active rental is not history
  const out = await insertCar(db, { plate: 'ACT-1' });
  id.active = (await insertRental(db, out.id)).id;
});
afterAll(() => server.close());

const newestFirst = () => [id.r1, id.r2, id.r3, id.s1, id.s2, id.r4, id.s3];

describe('listHistory', () => {
  it('lists finished rentals and sales newest first with the record count', async () => {
    const res = await api.get('/api/history');
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(newestFirst());
    expect(res.body.total).toBe(7);
    expect(res.body.nextCursor).toBeNull();
  });

  it('answers each row with its figures', async () => {
    const res = await api.get('/api/history');
    const rental = res.body.items.find((r: { id: string }) => r.id === id.r1);
    expect(rental).toMatchObject({
      kind: 'rental',
      brandName: 'Renault',
      modelName: 'Clio',
      plate: 'AB-100-16',
      year: 2021,
      color: 'White',
      date: '2026-06-15T08:00:00.000Z',
      amount: 3_000_000,
      customerName: 'Karim Benali',
      totalDays: 3,
      distanceKm: 450,
      chargesTotal: 250_000,
      finalTotal: 3_250_000,
    });
    expect(rental.charges).toEqual([
      { type: 'cleaning', description: 'Interior cleaning', amount: 200_000 },
      { type: 'fuel', description: 'Refuel', amount: 50_000 },
    ]);
    const sale = res.body.items.find((r: { id: string }) => r.id === id.s1);
    expect(sale).toMatchObject({
      kind: 'sale',
      brandName: 'Fiat',
      amount: 210_000_000,
      customerName: 'Yacine Haddad',
      listedPrice: 200_000_000,
      date: '2026-06-10T12:00:00.000Z',
    });
    const same = res.body.items.find((r: { id: string }) => r.id === id.s2);
    expect(same.listedPrice).toBeNull();
  });

  it('writes the record figures by the domain rules (rentalFinalTotal, shownListedPrice)', async () => {
    // the database writes them (recordFiguresSql): held equal to the rules, row by row
    const items: HistoryRow[] = (await api.get('/api/history?limit=100')).body.items;
    const stored = await server.database.db
      .select({ id: sales.id, listedPrice: sales.listedPrice })
      .from(sales);
    const listed = new Map(stored.map((sale) => [sale.id, sale.listedPrice]));
    const shown = [];
    for (const item of items) {
      if (item.kind === 'rental') {
        expect(item.finalTotal).toBe(rentalFinalTotal(item.amount, item.charges));
      } else {
        const listedPrice = listed.get(item.id) ?? null;
        expect(item.listedPrice).toBe(shownListedPrice(item.amount, listedPrice));
        shown.push(listedPrice === null ? 'none' : item.listedPrice === null ? 'same' : 'differs');
      }
    }
    // a rental with charges, and a sale listed at another price, at the same, and unlisted
    expect(items.some((item) => item.kind === 'rental' && item.charges.length > 0)).toBe(true);
    expect(shown.sort()).toEqual(['differs', 'none', 'same']);
  });

  it('filters by type', async () => {
    const rentals = await api.get('/api/history?type=rentals');
    expect(idsOf(rentals)).toEqual([id.r1, id.r2, id.r3, id.r4]);
    expect(rentals.body.total).toBe(4);
    const sales = await api.get('/api/history?type=sales');
    expect(idsOf(sales)).toEqual([id.s1, id.s2, id.s3]);
    expect(sales.body.total).toBe(3);
    expect((await api.get('/api/history?type=cars')).status).toBe(400);
  });

  it('filters by period in the business time zone', async () => {
    const all = newestFirst();
    expect(idsOf(await api.get('/api/history?period=today'))).toEqual([id.r1, id.r2]);
    expect(idsOf(await api.get('/api/history?period=week'))).toEqual(all.slice(0, 4));
    expect(idsOf(await api.get('/api/history?period=month'))).toEqual(all.slice(0, 5));
    expect(idsOf(await api.get('/api/history?period=year'))).toEqual(all.slice(0, 6));
    expect(idsOf(await api.get('/api/history?period=all'))).toEqual(all);
    expect(idsOf(await api.get('/api/history?period=today&type=sales'))).toEqual([]);
  });

  it('moves with the clock', async () => {
    // a week back from here is 2026-06-10 12:30, just after the sale s1
    server.clock.set(new Date('2026-06-17T12:30:00Z'));
    try {
      expect(idsOf(await api.get('/api/history?period=today'))).toEqual([]);
      expect(idsOf(await api.get('/api/history?period=week'))).toEqual([id.r1, id.r2, id.r3]);
    } finally {
      server.clock.set(new Date('2026-06-15T10:00:00Z'));
    }
  });

  it('searches brand, model, plate and color case-insensitively', async () => {
    expect(idsOf(await api.get('/api/history?q=RENAULT'))).toEqual([id.r1, id.r4, id.s3]);
    expect(idsOf(await api.get('/api/history?q=clio'))).toEqual([id.r1, id.r4, id.s3]);
    expect(idsOf(await api.get('/api/history?q=208'))).toEqual([id.r2, id.r3]);
    expect(idsOf(await api.get('/api/history?q=ab-100'))).toEqual([id.r1]);
    expect(idsOf(await api.get('/api/history?q=rEd'))).toEqual([id.r2, id.r3]);
    expect(idsOf(await api.get('/api/history?q=zz-9'))).toEqual([id.r4]);
    expect((await api.get('/api/history?q=nothing-like-this')).body).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('matches % and _ literally', async () => {
    expect(idsOf(await api.get(`/api/history?q=${encodeURIComponent('_75%')}`))).toEqual([id.s1]);
    expect(idsOf(await api.get(`/api/history?q=${encodeURIComponent('%')}`))).toEqual([id.s1]);
    expect(idsOf(await api.get('/api/history?q=FI_'))).toEqual([id.s1]);
  });

  it('combines search, type and period', async () => {
    const res = await api.get('/api/history?q=blue&type=sales&period=week');
    expect(idsOf(res)).toEqual([id.s1]);
    expect(res.body.total).toBe(1);
  });

  it('pages with a cursor without duplicates or gaps', async () => {
    for (const limit of [1, 2, 3]) {
      const pages = await everyPage(api, `/api/history?limit=${limit}`);
      for (const res of pages) {
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(7);
      }
      expect(pages.flatMap(idsOf)).toEqual(newestFirst());
    }
    expect((await api.get('/api/history?cursor=bad')).status).toBe(400);
  });

  it('counts every matching record on every page, whatever the filters', async () => {
    // a period with a search is counted from the rows: the page's cursor is not a filter
    const filters = ['q=red&period=week', 'q=blue&period=year', 'period=today', 'q=clio'];
    for (const filter of filters) {
      const all = await api.get(`/api/history?${filter}`);
      expect(all.body.items.length, filter).toBeGreaterThan(1);
      const pages = await everyPage(api, `/api/history?${filter}&limit=1`);
      expect(
        pages.map((page) => page.body.total),
        filter,
      ).toEqual(pages.map(() => all.body.items.length));
    }
  });
});

describe('getHistorySummary', () => {
  it('adds up rentals and sales under the same filters', async () => {
    const res = await api.get('/api/history/summary');
    expect(res.status).toBe(200);
    // a rental's revenue is its final total: r1's 2,500 DA of charges count (issue 28 §10)
    const rentalRevenue = 3_000_000 + 250_000 + 1_000_000 + 2_000_000 + 4_000_000;
    const salesRevenue = 210_000_000 + 150_000_000 + 90_000_000;
    expect(res.body).toEqual({
      totalRentals: 4,
      totalSales: 3,
      rentalRevenue,
      salesRevenue,
      totalRevenue: rentalRevenue + salesRevenue,
    });
    expect((await api.get('/api/history/summary?period=today')).body).toEqual({
      totalRentals: 2,
      totalSales: 0,
      rentalRevenue: 4_250_000,
      salesRevenue: 0,
      totalRevenue: 4_250_000,
    });
    expect((await api.get('/api/history/summary?type=sales&q=blue')).body).toEqual({
      totalRentals: 0,
      totalSales: 2,
      rentalRevenue: 0,
      salesRevenue: 360_000_000,
      totalRevenue: 360_000_000,
    });
  });
});

describe('details pop-ups', () => {
  it('answers the Rental Details with N/A fields as null', async () => {
    const res = await api.get(`/api/history/rentals/${id.r1}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: id.r1,
      vehicle: {
        brandName: 'Renault',
        modelName: 'Clio',
        plate: 'AB-100-16',
        year: 2021,
        color: 'White',
      },
      customer: {
        name: 'Karim Benali',
        contact: '+213 555 12 34 56',
        email: null,
        license: 'DZ-123456',
      },
      period: {
        start: '2026-06-12T08:00:00.000Z',
        end: '2026-06-15T08:00:00.000Z',
        totalDays: 3,
      },
      mileage: { start: 10_000, end: 10_450, distance: 450 },
      chargesTotal: 250_000,
      totalAmount: 3_000_000,
      finalTotal: 3_250_000,
    });
    expect(res.body.charges).toHaveLength(2);
    expect(res.body.charges[0]).toMatchObject({ type: 'cleaning', amount: 200_000 });
  });

  it('answers the Sale Details with the signed difference only when the prices differ', async () => {
    const res = await api.get(`/api/history/sales/${id.s1}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      vehicle: { brandName: 'Fiat', modelName: 'Tipo', plate: 'FI_75%' },
      customer: { name: 'Yacine Haddad', phone: '0555 98 76 54', license: 'DZ-654321' },
      saleDate: '2026-06-10T12:00:00.000Z',
      finalPrice: 210_000_000,
      listedPrice: 200_000_000,
      difference: 10_000_000,
      totalSaleAmount: 210_000_000,
    });
    const same = await api.get(`/api/history/sales/${id.s2}`);
    expect(same.body).toMatchObject({ listedPrice: null, difference: null });
    const unlisted = await api.get(`/api/history/sales/${id.s3}`);
    expect(unlisted.body).toMatchObject({ listedPrice: null, difference: null });
  });

  it('answers 404 for unknown records and for an active rental', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(`/api/history/rentals/${unknown}`)).body.code).toBe('rental_not_found');
    expect((await api.get(`/api/history/rentals/${id.active}`)).status).toBe(404);
    const sale = await api.get(`/api/history/sales/${unknown}`);
    expect(sale.status).toBe(404);
    expect(sale.body.code).toBe('sale_not_found');
    expect((await api.get('/api/history/sales/not-a-uuid')).status).toBe(400);
  });
});

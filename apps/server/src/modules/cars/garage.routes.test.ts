import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyPage, idsOf } from '../../test/every-page.ts';
import { catalogueModel, insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let client: Client;
const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));
const cars: Record<string, string> = {};
let peugeot: { brandId: string; modelId: string };

beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
});
afterAll(() => server.close());

describe('an empty garage', () => {
  it('lists nothing and counts zeros', async () => {
    const list = await client.get('/api/garage');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ items: [], nextCursor: null });
    const summary = await client.get('/api/garage/summary');
    expect(summary.body).toEqual({
      totalCars: 0,
      available: 0,
      currentlyRented: 0,
      forSale: 0,
      paid: 0,
      unpaid: 0,
    });
    expect((await client.get('/api/garage/sold')).body).toEqual({ items: [], nextCursor: null });
  });

  it('needs a session', async () => {
    expect((await server.anonymous().get('/api/garage')).status).toBe(401);
    expect((await server.anonymous().get('/api/garage/summary')).status).toBe(401);
  });
});

describe('GET /api/garage (listGarageCars) filters and GET /api/garage/summary', () => {
  beforeAll(async () => {
    const db = server.database.db;
    peugeot = await catalogueModel(db, 'Peugeot', '208');
    cars.paidAvailable = (await insertCar(db, { createdAt: at(1) })).id;
    cars.unpaidForSale = (
      await insertCar(db, { createdAt: at(2), isPaid: false, isForSale: true })
    ).id;
    cars.rented = (await insertCar(db, { ...peugeot, createdAt: at(3) })).id;
    await insertRental(db, cars.rented);
    cars.sold = (await insertCar(db, { ...peugeot, createdAt: at(4) })).id;
    await insertSale(db, cars.sold, { soldAt: new Date('2026-06-05T10:00:00Z') });
    cars.deleted = (await insertCar(db, { createdAt: at(5), deletedAt: at(6) })).id;
    cars.returned = (await insertCar(db, { createdAt: at(6), isPaid: false })).id;
    await insertRental(db, cars.returned, { returnedAt: new Date('2026-06-04T10:00:00Z') });
    cars.soldLater = (await insertCar(db, { createdAt: at(7) })).id;
    await insertSale(db, cars.soldLater, { soldAt: new Date('2026-06-08T10:00:00Z') });
    server.wroteBeside();
  });

  it.each([
    ['all', ['returned', 'rented', 'unpaidForSale', 'paidAvailable']],
    ['available', ['returned', 'unpaidForSale', 'paidAvailable']],
    ['rented', ['rented']],
    ['for-sale', ['unpaidForSale']],
    ['paid', ['rented', 'paidAvailable']],
    ['unpaid', ['returned', 'unpaidForSale']],
  ])('status=%s lists the right garage cars, newest first', async (status, names) => {
    const res = await client.get(`/api/garage?status=${status}`);
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(names.map((n) => cars[n]));
    expect(res.body.nextCursor).toBeNull();
  });

  it('lists every garage car without a status, with the car view', async () => {
    const res = await client.get('/api/garage');
    expect(idsOf(res)).toHaveLength(4);
    const rented = res.body.items.find((c: { id: string }) => c.id === cars.rented);
    expect(rented).toMatchObject({ isRented: true, brandName: 'Peugeot', inGarage: true });
  });

  it('filters by brand, and combines with status and paid', async () => {
    expect(idsOf(await client.get(`/api/garage?brandId=${peugeot.brandId}`))).toEqual([
      cars.rented,
    ]);
    expect(idsOf(await client.get('/api/garage?paid=true'))).toEqual([
      cars.rented,
      cars.paidAvailable,
    ]);
    expect(idsOf(await client.get('/api/garage?paid=false&status=available'))).toEqual([
      cars.returned,
      cars.unpaidForSale,
    ]);
    expect(idsOf(await client.get(`/api/garage?paid=false&brandId=${peugeot.brandId}`))).toEqual(
      [],
    );
  });

  it('refuses an unknown status, a bad paid flag, a bad limit and a forged cursor', async () => {
    for (const query of ['status=sold', 'paid=yes', 'limit=0', 'limit=101', 'brandId=x']) {
      expect((await client.get(`/api/garage?${query}`)).status).toBe(400);
    }
    const forged = Buffer.from(JSON.stringify(["1'); drop table cars; --", 'x'])).toString(
      'base64url',
    );
    for (const cursor of ['not-a-cursor', forged]) {
      const res = await client.get(`/api/garage?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Not a valid cursor');
    }
  });

  it('counts the summary cards over garage cars (rented included, sold and deleted not)', async () => {
    const res = await client.get('/api/garage/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalCars: 4,
      available: 3,
      currentlyRented: 1,
      forSale: 1,
      paid: 2,
      unpaid: 2,
    });
  });

  it('GET /api/garage/sold lists sold cars, last sold first, with their sale, page by page', async () => {
    const all = await client.get('/api/garage/sold');
    expect(idsOf(all)).toEqual([cars.soldLater, cars.sold]);
    expect(all.body.items[0]).toMatchObject({ isSold: true, inGarage: false });
    expect(all.body.items[0].sale.soldDate).toBe('2026-06-08T10:00:00.000Z');
    const first = await client.get('/api/garage/sold?limit=1');
    expect(idsOf(first)).toEqual([cars.soldLater]);
    const second = await client.get(`/api/garage/sold?limit=1&cursor=${first.body.nextCursor}`);
    expect(idsOf(second)).toEqual([cars.sold]);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('keyset paging', () => {
  it('pages 25 cars by 10 with no duplicates and no gaps, ties broken by id', async () => {
    const geely = await catalogueModel(server.database.db, 'Geely', 'Coolray');
    const created: string[] = [];
    for (let i = 0; i < 25; i++) {
      if (i % 3 === 0) server.clock.advance(1); // groups of cars share a created_at
      const res = await client.post('/api/cars', geely);
      expect(res.status).toBe(201);
      created.push(res.body.id);
    }
    const pages = await everyPage(client, `/api/garage?brandId=${geely.brandId}&limit=10`);
    for (const res of pages) expect(res.status).toBe(200);
    const seen = pages.flatMap(idsOf);
    expect(pages.map((res) => res.body.items.length)).toEqual([10, 10, 5]);
    expect(new Set(seen).size).toBe(25);
    expect([...seen].sort()).toEqual([...created].sort());
    const whole = await client.get(`/api/garage?brandId=${geely.brandId}&limit=100`);
    expect(seen).toEqual(idsOf(whole));
  });

  it('keeps microsecond creation times exact in the cursor', async () => {
    const jetour = await catalogueModel(server.database.db, 'Jetour', 'X70');
    const made: string[] = [];
    for (const micros of ['100', '200', '300']) {
      const car = await insertCar(server.database.db, {
        ...jetour,
        createdAt: sql`${`2026-06-02 10:00:00.000${micros}+00`}::timestamptz` as unknown as Date,
      });
      made.unshift(car.id);
    }
    const pages = await everyPage(client, `/api/garage?brandId=${jetour.brandId}&limit=1`);
    expect(pages.flatMap(idsOf)).toEqual(made);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyPage, idsOf } from '../../test/every-page.ts';
import { catalogueModel, insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let api: Client;
const listed: Record<string, string> = {};
let fiatBrandId: string;
const soldIds: string[] = [];

const M = 100_000_000; // 1,000,000 DA in centimes

beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
  const db = server.database.db;
  const fiat = await catalogueModel(db, 'Fiat', 'Tipo');
  fiatBrandId = fiat.brandId;
  const forSale = { isForSale: true };
  // listed cars, priced around the 2M and 4M bounds
  listed.low = (await insertCar(db, { ...forSale, salePrice: 2 * M - 100 })).id;
  listed.at2m = (await insertCar(db, { ...forSale, salePrice: 2 * M })).id;
  listed.mid = (await insertCar(db, { ...forSale, ...fiat, salePrice: 3 * M })).id;
  listed.at4m = (await insertCar(db, { ...forSale, salePrice: 4 * M })).id;
  listed.high = (
    await insertCar(db, { ...forSale, ...fiat, salePrice: 4 * M + 100, isPaid: false })
  ).id;
  // not listed: not marked, out of the garage, price 0, no price, rented, sold, removed
  await insertCar(db, { isForSale: false });
  await insertCar(db, { ...forSale, inGarage: false });
  await insertCar(db, { ...forSale, salePrice: 0 });
  await insertCar(db, { ...forSale, salePrice: null });
  const rented = await insertCar(db, forSale);
  await insertRental(db, rented.id);
  await insertCar(db, { ...forSale, deletedAt: new Date('2026-06-01T00:00:00Z') });
  // nine sales: the first has no purchase price
  for (let i = 0; i < 9; i++) {
    const car = await insertCar(db, {
      ...forSale,
      purchasePrice: i === 0 ? null : 100_000_000,
    });
    await insertSale(db, car.id, {
      soldAt: new Date(Date.UTC(2026, 5, 1 + i, 12)),
      finalPrice: 100_000_000 + i * 1_000_001,
    });
    soldIds.push(car.id);
  }
});
afterAll(() => server.close());

describe('listCarsForSale', () => {
  it('lists only cars listed for sale, by sale price ascending', async () => {
    const res = await api.get('/api/sales/for-sale');
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([listed.low, listed.at2m, listed.mid, listed.at4m, listed.high]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0]).toMatchObject({
      brandName: 'Renault',
      isForSale: true,
      isSold: false,
    });
  });

  it('filters by price range: under 2M excludes 2M, 2M-4M includes both bounds, over 4M excludes 4M', async () => {
    expect(idsOf(await api.get('/api/sales/for-sale?priceRange=under-2m'))).toEqual([listed.low]);
    expect(idsOf(await api.get('/api/sales/for-sale?priceRange=2m-4m'))).toEqual([
      listed.at2m,
      listed.mid,
      listed.at4m,
    ]);
    expect(idsOf(await api.get('/api/sales/for-sale?priceRange=over-4m'))).toEqual([listed.high]);
    expect((await api.get('/api/sales/for-sale?priceRange=cheap')).status).toBe(400);
  });

  it('filters by brand, combined with the price range', async () => {
    expect(idsOf(await api.get(`/api/sales/for-sale?brandId=${fiatBrandId}`))).toEqual([
      listed.mid,
      listed.high,
    ]);
    expect(
      idsOf(await api.get(`/api/sales/for-sale?brandId=${fiatBrandId}&priceRange=over-4m`)),
    ).toEqual([listed.high]);
  });

  it('pages with a cursor without duplicates or gaps', async () => {
    const pages = await everyPage(api, '/api/sales/for-sale?limit=2');
    for (const res of pages) expect(res.status).toBe(200);
    expect(pages).toHaveLength(3);
    expect(pages.flatMap(idsOf)).toEqual([
      listed.low,
      listed.at2m,
      listed.mid,
      listed.at4m,
      listed.high,
    ]);
    expect((await api.get('/api/sales/for-sale?cursor=garbage')).status).toBe(400);
  });
});

describe('listRecentlySold', () => {
  it('answers the last 8 sold cars, newest sale first', async () => {
    const res = await api.get('/api/sales/recent');
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual(soldIds.slice(1).reverse());
    expect(res.body.items.every((c: { isSold: boolean }) => c.isSold)).toBe(true);
  });
});

describe('getSalesSummary', () => {
  it('counts the listing, the sales, the revenue and the rounded average profit', async () => {
    const res = await api.get('/api/sales/summary');
    expect(res.status).toBe(200);
    const finals = soldIds.map((_, i) => 100_000_000 + i * 1_000_001);
    const profits = finals.slice(1).map((f) => f - 100_000_000);
    expect(res.body).toEqual({
      availableForSale: 5,
      carsSold: 9,
      totalRevenue: finals.reduce((a, b) => a + b, 0),
      // (1+2+…+8) × 1,000,001 / 8 = 4,500,004.5 → rounded half up
      netProfit: Math.round(profits.reduce((a, b) => a + b, 0) / profits.length),
    });
    expect(res.body.netProfit).toBe(4_500_005);
  });
});

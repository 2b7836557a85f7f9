import type { CarView } from '@car-rental/domain/contract/car';
import type { FundSummary, FundTransaction } from '@car-rental/domain/contract/fund';
import type { HistoryPage } from '@car-rental/domain/contract/history';
import { describe, expect, it } from 'vitest';
import { createDemoServer } from './demo-server.ts';
import { DEMO_STORAGE_KEY, DEMO_USER, isDemoCredentials } from './demo-session.ts';
import { DEMO_STATE_VERSION } from './demo-state.ts';
import {
  MemoryStorage,
  refusalOf,
  START,
  seededRandom,
  testClock,
  testDemo,
} from './demo-test-kit.ts';

type Page<T> = { items: T[]; nextCursor: string | null };
const entry = { type: 'add_money', amount: 123_400, description: 'Kept across reloads' };

/** every item of a paged list, page by page */
async function pages<T extends { id: string }>(
  demo: ReturnType<typeof testDemo>,
  path: string,
  query: Record<string, string>,
) {
  const seen: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await demo.get(path, { ...query, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(Number(query.limit));
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('demo storage', () => {
  it('keeps its state in localStorage under car_rental_admin_db_v1, versioned', async () => {
    const demo = testDemo();
    expect(DEMO_STORAGE_KEY).toBe('car_rental_admin_db_v1');
    await demo.get('/dashboard');
    const stored = JSON.parse(demo.storage.getItem(DEMO_STORAGE_KEY)!);
    expect(stored.version).toBe(DEMO_STATE_VERSION);
    expect(stored.cars).toHaveLength(10);
  });

  it('survives a new demo server on the same storage (a reload)', async () => {
    const first = testDemo(1);
    const added = await first.post<FundTransaction>('/fund/transactions', entry);
    const dashboard = await first.get('/dashboard');
    const reloaded = createDemoServer(first.storage, testClock(START), seededRandom(99));
    const list = (await reloaded.handle(
      'GET',
      '/fund/transactions',
      {},
      undefined,
    )) as Page<FundTransaction>;
    expect(list.items[0]).toEqual(added);
    expect(await reloaded.handle('GET', '/dashboard', {}, undefined)).toEqual(dashboard);
  });

  it('sees what another tab wrote to the same storage', async () => {
    const storage = new MemoryStorage();
    const a = testDemo(1, storage);
    const b = testDemo(2, storage);
    const before = await a.get<FundSummary>('/fund');
    await b.post('/fund/transactions', entry);
    expect((await a.get<FundSummary>('/fund')).transactionCount).toBe(before.transactionCount + 1);
  });

  it('reset() seeds again; unreadable or older states are seeded again', async () => {
    const demo = testDemo(4);
    const seededCount = (await demo.get<FundSummary>('/fund')).transactionCount;
    await demo.post('/fund/transactions', entry);
    demo.server.reset();
    expect((await demo.get<FundSummary>('/fund')).transactionCount).toBe(seededCount);
    for (const text of ['{not json', JSON.stringify({ version: 0, cars: [] })]) {
      demo.storage.setItem(DEMO_STORAGE_KEY, text);
      expect((await demo.get<{ carsSold: number }>('/dashboard')).carsSold).toBe(1);
      expect(JSON.parse(demo.storage.getItem(DEMO_STORAGE_KEY)!).version).toBe(DEMO_STATE_VERSION);
    }
  });

  it('a refused request changes nothing; a wrong PIN try is still counted', async () => {
    const demo = testDemo(6);
    const rented = (await demo.get<Page<CarView>>('/rentals/active')).items[0]!;
    const stored = demo.storage.getItem(DEMO_STORAGE_KEY);
    await refusalOf(
      demo.post(`/cars/${rented.id}/sell`, {
        customerName: 'a',
        customerPhone: '1',
        customerLicense: 'l',
        price: 5,
      }),
    );
    await refusalOf(demo.del(`/cars/${rented.id}`));
    expect(demo.storage.getItem(DEMO_STORAGE_KEY)).toBe(stored);
    await refusalOf(demo.post('/fund/benefit/unlock', { pin: '9999' }));
    expect(JSON.parse(demo.storage.getItem(DEMO_STORAGE_KEY)!).session.pinFailures).toHaveLength(1);
  });

  it('keeps working in memory when storage refuses to write', async () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const demo = testDemo(3, storage);
    await demo.post('/fund/transactions', entry);
    const list = await demo.get<Page<FundTransaction>>('/fund/transactions');
    expect(list.items[0]?.description).toBe(entry.description);
  });
});

describe('demo lists', () => {
  it('honours limit and pages with opaque cursors, no duplicates, no gaps', async () => {
    const demo = testDemo(12);
    for (let i = 0; i < 5; i++)
      await demo.post('/fund/transactions', { ...entry, description: `E${i}` });
    const whole = await demo.get<Page<FundTransaction>>('/fund/transactions', { limit: '100' });
    const paged = await pages<FundTransaction>(demo, '/fund/transactions', { limit: '7' });
    expect(paged.map((t) => t.id)).toEqual(whole.items.map((t) => t.id));
    const garage = await pages<CarView>(demo, '/garage', { limit: '2' });
    expect(garage).toHaveLength(9);
    expect(new Set(garage.map((car) => car.id)).size).toBe(9);
    const created = garage.map((car) => Date.parse(car.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const forged = btoa(JSON.stringify(["1'); drop table cars; --", 'x']));
    for (const cursor of ['not-a-cursor', forged]) {
      expect(await refusalOf(demo.get('/garage', { cursor }))).toMatchObject({
        status: 400,
        detail: 'Not a valid cursor',
        fields: [{ path: 'querystring.cursor', message: 'Not a valid cursor' }],
      });
    }
  });

  it('sorts the sale listings by price and filters history by type, period and search', async () => {
    const demo = testDemo(13);
    const rentable = (await demo.get<Page<CarView>>('/rentals/rentable', { limit: '100' })).items;
    for (const car of rentable) await demo.post(`/cars/${car.id}/for-sale`);
    const listed = await pages<CarView>(demo, '/sales/for-sale', { limit: '2' });
    const prices = listed.map((car) => car.salePrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // the car the seed listed is among the rentable ones: listing does not stop renting
    expect(new Set(listed.map((car) => car.id))).toEqual(new Set(rentable.map((car) => car.id)));

    const all = await demo.get<HistoryPage>('/history');
    expect(all.total).toBe(3);
    const dates = all.items.map((row) => Date.parse(row.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await demo.get<HistoryPage>('/history', { type: 'sales' })).total).toBe(1);
    expect((await demo.get<HistoryPage>('/history', { period: 'today' })).total).toBe(0);
    expect((await demo.get<HistoryPage>('/history', { period: 'year' })).total).toBe(3);
    const sale = all.items.find((row) => row.kind === 'sale')!;
    const byPlate = await demo.get<HistoryPage>('/history', { q: sale.plate!.slice(0, 7) });
    expect(byPlate.items.map((row) => row.id)).toContain(sale.id);
    const byBrand = await demo.get<HistoryPage>('/history', { q: sale.brandName.toUpperCase() });
    expect(byBrand.items.map((row) => row.id)).toContain(sale.id);
    expect((await demo.get<HistoryPage>('/history', { q: 'zzz-no-match' })).total).toBe(0);
  });
});

describe('demo session', () => {
  it('recognises the demo credentials only', () => {
    expect(isDemoCredentials('demo', 'demo1234')).toBe(true);
    expect(isDemoCredentials(' Demo ', 'demo1234')).toBe(true);
    expect(isDemoCredentials('demo', 'demo12345')).toBe(false);
    expect(isDemoCredentials('admin', 'demo1234')).toBe(false);
  });

  it('answers /auth/me with the demo user', async () => {
    const demo = testDemo();
    expect(await demo.get('/auth/me')).toEqual({ user: DEMO_USER });
    expect(DEMO_USER).toMatchObject({
      email: 'demo@demo.local',
      username: 'demo',
      displayName: 'Demo User',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/create-db.ts';
import { type ChangeEvent, createEventBus } from '../events/event-bus.ts';
import { createPgEventBus, type PgEventBus } from '../events/pg-event-bus.ts';
import { captureMailer } from '../lib/mailer.ts';
import { argon2Hasher } from '../lib/passwords.ts';
import { nodeFonts } from '../lib/pdf/node-fonts.ts';
import { sharpImages } from '../lib/sharp-images.ts';
import { memoryStorage } from '../lib/storage.ts';
import { insertCar } from '../test/fixtures.ts';
import {
  type Client,
  freshDatabase,
  startTestServer,
  type TestServer,
} from '../test/test-server.ts';
import { OPEN_PAGE } from './booking-page/booking-page.fixtures.ts';
import { DAY, HOUR, rentBody } from './rentals/rentals.fixtures.ts';

/**
 * Decision 0050: the reads kept until a write (the dashboard, the bell's count and list, the
 * planning board, the rentable grid, the for-sale grid). Each is read, changed through the
 * API, and read again: the server that took the write answers the change at once; a second
 * server on the same database keeps its answer until the write's event reaches it, then
 * answers the change; the answers made of the clock follow its day without a write.
 */
const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let server: TestServer;
let api: Client;
/** the second server: the same database and clock, its own event bus and memory */
let second: App;
let secondUrl = '';
/** the first server's events, not yet delivered to the second */
const inFlight: ChangeEvent[] = [];
const secondEvents = createEventBus();

/** what the second server answers (the session is in the database: the same cookie) */
async function fromSecond(path: string): Promise<any> {
  const response = await fetch(`${secondUrl}${path}`, { headers: { cookie: api.cookie ?? '' } });
  expect(response.status).toBe(200);
  return response.json();
}

/** the first server's events arrive at the second (as NOTIFY carries them) */
function deliver() {
  for (const event of inFlight.splice(0)) secondEvents.publish(event.topics);
}

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  server.events.subscribe((event) => inFlight.push(event));
  second = await buildApp({
    db: server.database.db,
    config: server.config,
    clock: server.clock,
    events: secondEvents,
    storage: memoryStorage(),
    images: sharpImages,
    fonts: nodeFonts,
    mailer: captureMailer(),
    passwords: argon2Hasher,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  secondUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await second?.close();
  await server?.close();
});

/** reads `path` on both servers; a write; the first at once, the second once told */
async function followsWrite<T>(
  path: string,
  pick: (answer: any) => T,
  write: () => Promise<{ status: number }>,
  expected: { before: T; after: T },
) {
  server.clock.set(T0);
  deliver();
  expect(pick((await api.get(path)).body)).toEqual(expected.before);
  expect(pick(await fromSecond(path))).toEqual(expected.before);
  const written = await write();
  expect(written.status).toBeLessThan(300);
  // the server that took the write: at once
  expect(pick((await api.get(path)).body)).toEqual(expected.after);
  // the other keeps its answer until the event arrives, then answers the change
  expect(pick(await fromSecond(path))).toEqual(expected.before);
  expect(inFlight.length).toBeGreaterThan(0);
  deliver();
  expect(pick(await fromSecond(path))).toEqual(expected.after);
}

describe('reads kept until a write (decision 0050)', () => {
  it('the dashboard follows a rent on this server at once, on another once told', async () => {
    const car = await insertCar(server.database.db);
    server.events.publish(['cars']);
    const before = (await api.get('/api/dashboard')).body.currentlyRented as number;
    await followsWrite(
      '/api/dashboard',
      (answer) => answer.currentlyRented,
      () => api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(3 * DAY))),
      { before, after: before + 1 },
    );
  });

  it("the bell's count and list follow a rental due today, and the clock's day", async () => {
    const soon = await insertCar(server.database.db);
    const later = await insertCar(server.database.db);
    server.events.publish(['cars']);
    const count = (await api.get('/api/rentals/alerts?limit=0')).body.count as number;
    await followsWrite(
      '/api/rentals/alerts?limit=0',
      (answer) => answer.count,
      () => api.post(`/api/cars/${soon.id}/rent`, rentBody(T0, at(5 * HOUR))),
      { before: count, after: count + 1 },
    );
    const dueIds = (answer: any) => answer.items.map((item: { carId: string }) => item.carId);
    await followsWrite(
      '/api/rentals/alerts',
      (answer) => dueIds(answer).includes(later.id),
      () => api.post(`/api/cars/${later.id}/rent`, rentBody(T0, at(2 * DAY))),
      { before: false, after: false },
    );
    // due in two days: not an alert today, one the next day, with no write between
    expect(dueIds((await api.get('/api/rentals/alerts')).body)).toContain(soon.id);
    server.clock.set(at(DAY + HOUR));
    expect(dueIds((await api.get('/api/rentals/alerts')).body)).toContain(later.id);
    expect(dueIds(await fromSecond('/api/rentals/alerts'))).toContain(later.id);
    expect((await api.get('/api/rentals/alerts?limit=0')).body.count).toBe(count + 2);
    server.clock.set(T0);
  });

  it('the planning board follows a block, and shows the next day once the clock is there', async () => {
    const car = await insertCar(server.database.db, { createdAt: new Date('2020-01-01') });
    server.events.publish(['cars']);
    const path = '/api/rentals/board?limit=1';
    const bars = (answer: any) =>
      answer.items.find((row: { carId: string }) => row.carId === car.id)?.bars.length;
    await followsWrite(
      path,
      bars,
      () =>
        api.post(`/api/cars/${car.id}/blocks`, {
          start: at(DAY).toISOString(),
          end: at(2 * DAY).toISOString(),
          kind: 'maintenance',
        }),
      { before: 0, after: 1 },
    );
    const today = (await api.get(path)).body.from as string;
    server.clock.set(at(DAY));
    const tomorrow = (await api.get(path)).body.from as string;
    expect(new Date(tomorrow).getTime() - new Date(today).getTime()).toBe(DAY);
    expect((await fromSecond(path)).from).toBe(tomorrow);
    server.clock.set(T0);
  });

  it('the rentable grid follows a rent', async () => {
    const car = await insertCar(server.database.db, { createdAt: new Date('2019-01-01') });
    server.events.publish(['cars']);
    const ids = (answer: any) => answer.items.map((item: { id: string }) => item.id);
    await followsWrite(
      '/api/rentals/rentable?limit=1',
      ids,
      () => api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY))),
      { before: [car.id], after: expect.not.arrayContaining([car.id]) },
    );
  });

  it('the for-sale grid follows a car listed for sale', async () => {
    const car = await insertCar(server.database.db, { salePrice: 1 });
    server.events.publish(['cars']);
    const ids = (answer: any) => answer.items.map((item: { id: string }) => item.id);
    await followsWrite(
      '/api/sales/for-sale?limit=1',
      ids,
      () => api.post(`/api/cars/${car.id}/for-sale`),
      { before: expect.not.arrayContaining([car.id]), after: [car.id] },
    );
  });
});

describe('more reads kept until a write (decision 0050: the route table names their topics)', () => {
  const ids = (answer: any) => answer.items.map((item: { id: string }) => item.id);

  it('the garage list and its sold cars follow a sale', async () => {
    const car = await insertCar(server.database.db, { createdAt: new Date('2030-01-01') });
    server.wroteBeside();
    const sell = () =>
      api.post(`/api/cars/${car.id}/sell`, {
        customerName: 'Yacine Haddad',
        customerPhone: '0555 98 76 54',
        customerLicense: 'DZ-654321',
        price: 150_000_000,
      });
    await followsWrite(
      '/api/garage?limit=1',
      ids,
      async () => {
        // the sold list's first page read (and kept) before the sale too
        expect(ids((await api.get('/api/garage/sold?limit=1')).body)).not.toContain(car.id);
        return sell();
      },
      { before: [car.id], after: expect.not.arrayContaining([car.id]) },
    );
    expect(ids((await api.get('/api/garage/sold?limit=1')).body)).toEqual([car.id]);
    expect(ids((await api.get('/api/sales/recent')).body)).toContain(car.id);
  });

  it('the rented list follows a rent, and its hours left the clock', async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    const rented = (answer: any) =>
      answer.items.find((item: { id: string }) => item.id === car.id)?.hoursLeft ?? null;
    await followsWrite(
      '/api/rentals/active?limit=100',
      (answer) => rented(answer) !== null,
      () => api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(2 * DAY))),
      { before: false, after: true },
    );
    const now = rented((await api.get('/api/rentals/active?limit=100')).body);
    server.clock.set(at(5 * HOUR));
    // no write: the next minute's answer has five hours less left
    expect(rented((await api.get('/api/rentals/active?limit=100')).body)).toBe(now - 5);
    server.clock.set(T0);
  });

  it('the recently sold list follows a sale', async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    const sold = (answer: any) => ids(answer).includes(car.id);
    await followsWrite(
      '/api/sales/recent',
      sold,
      () =>
        api.post(`/api/cars/${car.id}/sell`, {
          customerName: 'Amel Khelifi',
          customerPhone: '0555 12 34 56',
          customerLicense: 'DZ-123456',
          price: 150_000_000,
        }),
      { before: false, after: true },
    );
  });

  it('the Car Sales cards follow a rent of a car listed for sale (it is no longer available)', async () => {
    const car = await insertCar(server.database.db, { isForSale: true });
    server.wroteBeside();
    const listed = (await api.get('/api/sales/summary')).body.availableForSale as number;
    await followsWrite(
      '/api/sales/summary',
      (answer) => answer.availableForSale,
      () => api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY))),
      { before: listed, after: listed - 1 },
    );
  });

  it('the suppliers and their choices follow a new supplier', async () => {
    const names = (answer: any) => answer.items.map((item: { name: string }) => item.name);
    await followsWrite(
      '/api/suppliers?limit=100',
      (answer) => names(answer).includes('Kept Supplier'),
      async () => {
        const before = (await api.get('/api/suppliers/choices')).body.items;
        expect(before.map((choice: { name: string }) => choice.name)).not.toContain(
          'Kept Supplier',
        );
        return api.post('/api/suppliers', { name: 'Kept Supplier', balance: 0 });
      },
      { before: false, after: true },
    );
    const choices = (await api.get('/api/suppliers/choices')).body.items as { name: string }[];
    expect(choices.map((choice) => choice.name)).toContain('Kept Supplier');
  });

  it('the history page and its cards follow a return, per filter', async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    server.clock.set(T0);
    expect((await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)))).status).toBe(201);
    const rows = (answer: any) => answer.items.length as number;
    const month = (await api.get('/api/history/summary?period=month')).body.totalRentals;
    await followsWrite(
      '/api/history?type=rentals&period=month&limit=100',
      rows,
      () => api.post(`/api/cars/${car.id}/return`, { newMileage: 10_000_000 }),
      { before: month, after: month + 1 },
    );
    expect((await api.get('/api/history/summary?period=month')).body.totalRentals).toBe(month + 1);
  });

  it("the last month's page is kept through the minute, though its window moves with the clock", async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    server.clock.set(T0);
    expect((await api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)))).status).toBe(201);
    deliver();
    const path = '/api/history?type=rentals&period=month&limit=100';
    const summary = '/api/history/summary?period=month';
    const rows = (await fromSecond(path)).items.length as number;
    const cards = (await fromSecond(summary)).totalRentals as number;
    expect((await api.post(`/api/cars/${car.id}/return`, { newMileage: 10_000_000 })).status).toBe(
      200,
    );
    // a second later, in the same minute: the other server still answers what it kept
    server.clock.set(at(1_000));
    expect((await fromSecond(path)).items.length).toBe(rows);
    expect((await fromSecond(summary)).totalRentals).toBe(cards);
    deliver();
    expect((await fromSecond(path)).items.length).toBe(rows + 1);
    expect((await fromSecond(summary)).totalRentals).toBe(cards + 1);
    server.clock.set(T0);
  });
});

describe('the fund list and the car page kept until a write (decision 0050)', () => {
  it('the fund list follows an entry', async () => {
    const descriptions = (answer: any) =>
      answer.items.map((item: { description: string }) => item.description);
    await followsWrite(
      '/api/fund/transactions?limit=5',
      (answer) => descriptions(answer).includes('Kept fuel'),
      () =>
        api.post('/api/fund/transactions', {
          type: 'add_charge',
          amount: 100_000,
          description: 'Kept fuel',
          category: 'fuel',
        }),
      { before: false, after: true },
    );
  });

  it('the fund cards follow an entry', async () => {
    const { transactionCount, currentBalance } = (await api.get('/api/fund')).body;
    await followsWrite(
      '/api/fund',
      (answer) => [answer.transactionCount, answer.currentBalance],
      () =>
        api.post('/api/fund/transactions', {
          type: 'add_charge',
          amount: 100_000,
          description: 'Kept cards fuel',
          category: 'fuel',
        }),
      {
        before: [transactionCount, currentBalance],
        after: [transactionCount + 1, currentBalance - 100_000],
      },
    );
  });

  it("the Rentals cards follow a manual Rental Payment (the fund's rental category)", async () => {
    const revenue = (await api.get('/api/rentals/summary')).body.totalRevenue as number;
    await followsWrite(
      '/api/rentals/summary',
      (answer) => answer.totalRevenue,
      () =>
        api.post('/api/fund/transactions', {
          type: 'add_money',
          amount: 250_000,
          description: 'Kept rental payment',
          category: 'rental',
        }),
      { before: revenue, after: revenue + 250_000 },
    );
  });

  it('the Garage cards follow a rent', async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    const rented = (await api.get('/api/garage/summary')).body.currentlyRented as number;
    await followsWrite(
      '/api/garage/summary',
      (answer) => answer.currentlyRented,
      () => api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(3 * DAY))),
      { before: rented, after: rented + 1 },
    );
  });

  it("a car's care follows a service, and an unknown car is not kept", async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    await followsWrite(
      `/api/cars/${car.id}/care`,
      (answer) => answer.services.length,
      () =>
        api.post(`/api/cars/${car.id}/services`, {
          type: 'cleaning',
          date: '2026-06-15',
          cost: 150_000,
        }),
      { before: 0, after: 1 },
    );
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    expect((await api.get(`/api/cars/${unknown}/care`)).status).toBe(404);
    await insertCar(server.database.db, { id: unknown });
    // no write announced: a 404 was never kept, so the car is found
    expect((await api.get(`/api/cars/${unknown}/care`)).status).toBe(200);
  });

  it("a car's reminders follow its own schedules, and the business day", async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    const path = `/api/cars/${car.id}/reminders`;
    await followsWrite(
      path,
      (answer) => answer.own,
      () =>
        api.put(`/api/cars/${car.id}/service-schedules`, {
          schedules: { oil_filters: { everyKm: 15_000, everyMonths: 24 } },
        }),
      { before: null, after: { oil_filters: { everyKm: 15_000, everyMonths: 24 } } },
    );
    expect((await api.get(path)).body.today).toBe('2026-06-15');
    server.clock.set(at(DAY));
    // no write: the next day's answer
    expect((await api.get(path)).body.today).toBe('2026-06-16');
    server.clock.set(T0);
  });

  it("a car's results follow a rental, and the clock", async () => {
    const car = await insertCar(server.database.db);
    server.wroteBeside();
    const path = `/api/cars/${car.id}/results`;
    await followsWrite(
      path,
      (answer) => answer.rentals.length,
      () => api.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(3 * DAY))),
      { before: 0, after: 1 },
    );
    const rented = (await api.get(path)).body.figures.daysRented as number;
    server.clock.set(at(2 * DAY));
    // no write: two days later, two more days rented
    expect((await api.get(path)).body.figures.daysRented).toBeGreaterThan(rented);
    server.clock.set(T0);
  });
});

describe('the customers, the Fleet report and the booking page kept until a write (decision 0050)', () => {
  it('the customer search follows a new customer', async () => {
    const names = (answer: any) => answer.items.map((item: { fullName: string }) => item.fullName);
    await followsWrite(
      '/api/customers?q=keptina',
      names,
      () => api.post('/api/customers', { fullName: 'Keptina Haddad', phone: '0550 44 55 66' }),
      { before: [], after: ['Keptina Haddad'] },
    );
  });

  it("the Fleet report follows a car's service cost", async () => {
    const car = await insertCar(server.database.db, { plate: '77777-116-16' });
    server.wroteBeside();
    const path = '/api/fleet/report?page=1&pageSize=100';
    const costs = (answer: any) =>
      answer.items.find((item: { carId: string }) => item.carId === car.id)?.serviceCosts;
    const before = costs((await api.get(path)).body);
    expect(before).toBeDefined();
    await followsWrite(
      path,
      costs,
      () =>
        api.post(`/api/cars/${car.id}/services`, {
          type: 'cleaning',
          date: '2026-06-15',
          cost: 150_000,
        }),
      { before, after: before + 150_000 },
    );
  });

  it("the booking page's settings: closed on this server at once, on another once told", async () => {
    const page = OPEN_PAGE;
    server.clock.set(T0);
    expect((await api.put('/api/booking-page/settings', page)).status).toBe(200);
    deliver();
    const path = `/api/public/availability?start=${at(2 * DAY).toISOString()}&end=${at(9 * DAY).toISOString()}`;
    const second = async () => (await fetch(`${secondUrl}${path}`)).status;
    const first = async () => (await fetch(`${server.url}${path}`)).status;
    expect([await first(), await second()]).toEqual([200, 200]);
    expect((await api.put('/api/booking-page/settings', { ...page, enabled: false })).status).toBe(
      200,
    );
    expect(await first()).toBe(409);
    expect(await second()).toBe(200);
    deliver();
    expect(await second()).toBe(409);
  });
});

/**
 * On PostgreSQL, two servers with the event bus the product runs (LISTEN/NOTIFY): the server
 * that took the write reads it at once (its own events are delivered before the answer is
 * sent), the other once the NOTIFY arrives.
 */
const url = process.env.DATABASE_URL;
describe.runIf(url)('reads kept until a write, two servers on PostgreSQL', () => {
  const closers: (() => Promise<void>)[] = [];
  const urls: string[] = [];
  let cookie = '';
  let db: Database['db'];

  beforeAll(async () => {
    const fresh = await freshDatabase();
    closers.push(() => fresh.database.close(), fresh.drop);
    db = fresh.database.db;
    const config = {
      ...loadConfig({ ADMIN_EMAIL: 'kept@example.test', ADMIN_PASSWORD: 'kept-reads' }),
      webDist: undefined,
    };
    await bootstrap(db, config, () => {});
    for (let i = 0; i < 2; i++) {
      // each "process" its own pool and its own LISTEN connection
      const own = await openDatabase({ databaseUrl: fresh.url!, dataDir: 'unused' });
      const events: PgEventBus = createPgEventBus(fresh.url!);
      await events.ready;
      const app = await buildApp({
        db: own.db,
        config,
        clock: server.clock,
        events,
        storage: memoryStorage(),
        images: sharpImages,
        fonts: nodeFonts,
        mailer: captureMailer(),
        passwords: argon2Hasher,
      });
      closers.unshift(async () => {
        await app.close();
        await events.close();
        await own.close();
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      urls.push(`http://127.0.0.1:${address.port}`);
    }
    const signIn = await fetch(`${urls[0]}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'kept@example.test', password: 'kept-reads' }),
    });
    expect(signIn.status).toBe(200);
    cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  });

  afterAll(async () => {
    for (const close of closers) await close();
  });

  const read = async (i: number, path: string, init: RequestInit = {}): Promise<any> => {
    const response = await fetch(`${urls[i]}${path}`, {
      ...init,
      headers: { cookie, ...(init.headers ?? {}) },
    });
    expect(response.status).toBeLessThan(300);
    return response.json();
  };

  it('a bus delivers its own events when they are published, once (not again by NOTIFY)', async () => {
    const bus = createPgEventBus(url!);
    const other = createPgEventBus(url!);
    closers.unshift(async () => {
      await bus.close();
      await other.close();
    });
    await Promise.all([bus.ready, other.ready]);
    const heard: string[][] = [];
    const heardThere: string[][] = [];
    bus.subscribe((event) => heard.push(event.topics));
    other.subscribe((event) => heardThere.push(event.topics));
    bus.publish(['cars', 'rentals']);
    // before the write's answer is sent: publish returned, the listeners have heard it
    expect(heard).toEqual([['cars', 'rentals']]);
    for (let i = 0; i < 50 && heardThere.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heardThere).toEqual([['cars', 'rentals']]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([['cars', 'rentals']]);
  });

  it('the server that took the write answers it at once, the other once the NOTIFY arrives', async () => {
    server.clock.set(T0);
    const car = await insertCar(db);
    const before = (await read(0, '/api/dashboard')).currentlyRented as number;
    expect((await read(1, '/api/dashboard')).currentlyRented).toBe(before);
    await read(0, `/api/cars/${car.id}/rent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rentBody(T0, at(DAY))),
    });
    // the write's own server: at once (its bus delivered the topics before the answer)
    expect((await read(0, '/api/dashboard')).currentlyRented).toBe(before + 1);
    let seen = before;
    for (let i = 0; i < 50 && seen === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await read(1, '/api/dashboard')).currentlyRented;
    }
    expect(seen).toBe(before + 1);
  });
});

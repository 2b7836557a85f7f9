import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, carBlocks, settings } from '../../db/schema.ts';
import { insertCar, insertRental } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  BEFORE_SUMMER,
  DA,
  EXTRAS,
  economyCar,
  SUMMER_PLAN,
  setPriceList,
} from '../pricing/pricing.fixtures.ts';
import { rentBody } from '../rentals/rentals.fixtures.ts';

// Issue 34 (decision 0048), through real HTTP: the owner opens the booking page and sets what
// it offers; a manager reads the settings but cannot change them, an agent neither; anyone,
// signed out, reads what the page shows, and nothing more.

let server: TestServer;
let owner: Client;
let manager: Client;
let agent: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  manager = await server.signedInAs('manager', 'Meriem');
  agent = await server.signedInAs('agent', 'Amina');
  anonymous = server.anonymous();
});
afterAll(() => server.close());

const page = {
  enabled: true,
  categories: ['economy', 'suv'],
  minNoticeHours: 4,
  maxDays: 21,
  holdHours: 3,
  address: ' 12 rue Didouche Mourad, Alger ',
  hours: 'Samedi–jeudi 8 h – 19 h',
  terms: 'Permis de plus de 2 ans. Caution par chèque ou espèces.',
};

describe('the booking page’s settings', () => {
  it('is closed by default, and shows nothing of the agency’s extras while closed', async () => {
    expect((await owner.put('/api/price-list/extras', EXTRAS)).status).toBe(200);
    const settingsNow = await manager.get('/api/booking-page/settings');
    expect(settingsNow.body).toMatchObject({ enabled: false, categories: [], holdHours: 2 });
    const shown = await anonymous.get('/api/public/booking-page');
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      open: false,
      address: '',
      hours: '',
      terms: '',
      minNoticeHours: 2,
      maxDays: 30,
      extras: null,
    });
  });

  it('is opened by the owner (audited) and then shows its words, limits and extras to anyone', async () => {
    const saved = await owner.put('/api/booking-page/settings', page);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...page, address: '12 rue Didouche Mourad, Alger' });
    const shown = await anonymous.get('/api/public/booking-page');
    expect(shown.body).toEqual({
      open: true,
      address: '12 rue Didouche Mourad, Alger',
      hours: page.hours,
      terms: page.terms,
      minNoticeHours: 4,
      maxDays: 21,
      extras: EXTRAS,
    });
    // nothing of the staff, the customers or the cars: only these keys
    expect(Object.keys(shown.body).sort()).toEqual(
      ['address', 'extras', 'hours', 'maxDays', 'minNoticeHours', 'open', 'terms'].sort(),
    );
    const audited = await server.database.db.select().from(auditLog);
    expect(audited.filter((row) => row.entityId === 'booking_page')).toHaveLength(1);
  });

  it('stays closed when open with no category offered', async () => {
    await owner.put('/api/booking-page/settings', { ...page, categories: [] });
    expect((await anonymous.get('/api/public/booking-page')).body.open).toBe(false);
    await owner.put('/api/booking-page/settings', page);
  });

  it('refuses a manager’s and an agent’s change, an agent’s and a signed-out read, and bad input, changing nothing', async () => {
    const [before] = await server.database.db.select().from(settings);
    expect((await manager.put('/api/booking-page/settings', page)).status).toBe(403);
    expect((await agent.put('/api/booking-page/settings', page)).status).toBe(403);
    expect((await agent.get('/api/booking-page/settings')).status).toBe(403);
    expect((await anonymous.get('/api/booking-page/settings')).status).toBe(401);
    for (const [change, path] of [
      [{ holdHours: 0 }, 'body.holdHours'],
      [{ maxDays: 91 }, 'body.maxDays'],
      [{ categories: ['economy', 'economy'] }, 'body.categories'],
      [{ categories: ['limousine'] }, 'body.categories.0'],
      [{ terms: 'x'.repeat(5_001) }, 'body.terms'],
    ] as const) {
      const refused = await owner.put('/api/booking-page/settings', { ...page, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
    const [after] = await server.database.db.select().from(settings);
    expect(after!.bookingPage).toEqual(before!.bookingPage);
  });
});

describe('what the page offers for a period', () => {
  // a server of its own, a week before the summer of 2027
  let later: TestServer;
  let owner: Client;
  let anonymous: Client;
  beforeAll(async () => {
    later = await startTestServer({ now: new Date('2027-06-20T09:00:00.000Z') });
    owner = await later.signedIn();
    anonymous = later.anonymous();
  });
  afterAll(() => later.close());

  it('offers the free cars of its categories by model and price, priced by their plan, to anyone', async () => {
    const db = later.database.db;
    await setPriceList(owner);
    await owner.put('/api/booking-page/settings', { ...page, categories: ['economy'] });
    // three cars of one economy model (one booked over the period), one blocked, one SUV
    const first = await economyCar(owner, db);
    const twin = await insertCar(db, {
      dailyRate: DA(5_000),
      brandId: first.brandId,
      modelId: first.modelId,
      images: ['/api/uploads/00000000-0000-4000-8000-000000000001.webp'],
    });
    const booked = await insertCar(db, {
      dailyRate: DA(5_000),
      brandId: first.brandId,
      modelId: first.modelId,
    });
    await insertRental(db, booked.id, {
      startAt: new Date('2027-06-28T09:00:00.000Z'),
      endAt: new Date('2027-06-30T09:00:00.000Z'),
      state: 'reserved',
    });
    const blocked = await economyCar(owner, db);
    await db.insert(carBlocks).values({
      carId: blocked.id,
      startAt: new Date('2027-06-26T00:00:00.000Z'),
      endAt: new Date('2027-07-10T00:00:00.000Z'),
      kind: 'repair',
    });
    const suv = await insertCar(db, { dailyRate: DA(3_000) });

    const week = {
      start: BEFORE_SUMMER.toISOString(),
      end: new Date(BEFORE_SUMMER.getTime() + 7 * 86_400_000).toISOString(),
    };
    const offered = await anonymous.get(
      `/api/public/availability?start=${week.start}&end=${week.end}`,
    );
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.days).toBe(7);
    const mine = offered.body.offers.filter((offer: { modelId: string }) =>
      [first.modelId, blocked.modelId, suv.modelId].includes(offer.modelId),
    );
    // 4 days at 5,000 and 3 summer days at 6,000, -10 % for 7 days; the standard deposit
    expect(mine).toEqual([
      {
        modelId: first.modelId,
        brandName: expect.any(String),
        modelName: 'Clio',
        category: 'economy',
        dailyRate: DA(5_000),
        photo: twin.images[0],
        free: 2,
        total: DA(34_200),
        deposit: DA(30_000),
      },
    ]);
    const answer = JSON.stringify(offered.body);
    for (const hidden of [first.id, twin.id, booked.id, first.plate ?? 'none', 'customer']) {
      expect(answer).not.toContain(hidden);
    }
  });

  it('keeps a period’s answer only until a booking, a block or a price changes it', async () => {
    const week = {
      start: new Date(BEFORE_SUMMER.getTime() + 14 * 86_400_000).toISOString(),
      end: new Date(BEFORE_SUMMER.getTime() + 17 * 86_400_000).toISOString(),
    };
    const read = async () => {
      const res = await anonymous.get(
        `/api/public/availability?start=${week.start}&end=${week.end}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.offers as { modelId: string; free: number; total: number }[];
    };
    const car = await economyCar(owner, later.database.db);
    await insertCar(later.database.db, {
      dailyRate: DA(5_000),
      brandId: car.brandId,
      modelId: car.modelId,
    });
    const offerOf = (offers: { modelId: string; free: number; total: number }[]) =>
      offers.find((offer) => offer.modelId === car.modelId);
    // two days in the summer are short of its 3-day minimum: not offered
    const short = await anonymous.get(
      `/api/public/availability?start=${week.start}&end=${new Date(BEFORE_SUMMER.getTime() + 16 * 86_400_000).toISOString()}`,
    );
    expect(short.status).toBe(200);
    expect(offerOf(short.body.offers)).toBeUndefined();
    const before = offerOf(await read());
    expect(before?.free).toBe(2);
    // read again in the same minute: the same answer; then the desk books one of the two
    expect(offerOf(await read())).toEqual(before);
    const booking = await owner.post(
      `/api/cars/${car.id}/rent`,
      rentBody(new Date(week.start), new Date(week.end)),
    );
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    expect(offerOf(await read())?.free).toBe(1);
    // the owner gives 2 days and more half off: the same period is priced again
    const halfOff = await owner.put('/api/price-list/categories/economy', {
      ...SUMMER_PLAN,
      tiers: [{ fromDays: 2, price: { kind: 'percent', percent: -50 } }],
    });
    expect(halfOff.status, JSON.stringify(halfOff.body)).toBe(200);
    const repriced = offerOf(await read());
    expect(repriced?.total).toBe(before!.total / 2);
  });

  it('refuses a period too soon, too long or backwards, and everything while the page is closed', async () => {
    await owner.put('/api/booking-page/settings', page);
    const ask = (start: string, end: string) =>
      anonymous.get(`/api/public/availability?start=${start}&end=${end}`);
    const soon = await ask('2027-06-20T12:00:00.000Z', '2027-06-22T12:00:00.000Z');
    expect(soon.status).toBe(400);
    expect(soon.body.fields[0]).toMatchObject({ path: 'query.start', key: 'fields.pickupTooSoon' });
    const long = await ask('2027-06-21T12:00:00.000Z', '2027-07-21T12:00:00.000Z');
    expect(long.body.fields[0]).toMatchObject({ path: 'query.end', key: 'fields.bookingTooLong' });
    const backwards = await ask('2027-06-23T12:00:00.000Z', '2027-06-22T12:00:00.000Z');
    expect(backwards.status).toBe(400);
    await owner.put('/api/booking-page/settings', { ...page, enabled: false });
    const closed = await ask('2027-06-23T12:00:00.000Z', '2027-06-25T12:00:00.000Z');
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('booking_page_closed');
  });
});

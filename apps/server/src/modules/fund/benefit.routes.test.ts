import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundTransactions, settings } from '../../db/schema.ts';
import { insertCar, insertSale } from '../../test/fixtures.ts';
import { startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
const WRONG = '0000';
const at = new Date('2026-06-14T10:00:00Z');

// (210 − 150) + (90 − 100) + rental 40 + 5 − refund 3 (in 1,000 DA) ; the sale without a
// purchase price and the non-rental entries do not count
const expected = 60_000_000 - 10_000_000 + 4_000_000 + 500_000 - 300_000;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const a = await insertCar(db, { purchasePrice: 150_000_000 });
  await insertSale(db, a.id, { finalPrice: 210_000_000 });
  const b = await insertCar(db, { purchasePrice: 100_000_000 });
  await insertSale(db, b.id, { finalPrice: 90_000_000 });
  const c = await insertCar(db, { purchasePrice: null });
  await insertSale(db, c.id, { finalPrice: 500_000_000 });
  const entry = (type: 'add_money' | 'add_charge', amount: number, category: string) => ({
    createdAt: at,
    type,
    amount,
    description: `${category} ${type}`,
    category,
    source: 'action' as const,
  });
  await db
    .insert(fundTransactions)
    .values([
      entry('add_money', 4_000_000, 'rental'),
      entry('add_money', 500_000, 'rental'),
      entry('add_charge', 300_000, 'rental'),
      entry('add_money', 210_000_000, 'sale'),
      entry('add_money', 7_000_000, 'income'),
      entry('add_charge', 2_000_000, 'fuel'),
    ]);
});
afterAll(() => server.close());

describe('Total Benefit', () => {
  it('is hidden before unlock, and never part of the fund answer', async () => {
    const api = await server.signedIn();
    const res = await api.get('/api/fund/benefit');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'benefit_locked', detail: 'Total Benefit is locked.' });
    const fund = await api.get('/api/fund');
    expect(JSON.stringify(fund.body)).not.toContain('enefit');
    expect(JSON.stringify(fund.body)).not.toContain(String(expected));
  });

  it('refuses a wrong PIN with 422 Incorrect PIN', async () => {
    const api = await server.signedIn();
    const res = await api.post('/api/fund/benefit/unlock', { pin: WRONG });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'incorrect_pin', detail: 'Incorrect PIN' });
    expect((await api.get('/api/fund/benefit')).status).toBe(403);
  });

  it('unlocks with the right PIN for this session only, until the lock button', async () => {
    const api = await server.signedIn();
    const other = await server.signedIn();
    const res = await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalBenefit: expected });
    expect((await api.get('/api/fund/benefit')).body).toEqual({ totalBenefit: expected });
    expect((await other.get('/api/fund/benefit')).status).toBe(403);
    const lock = await api.post('/api/fund/benefit/lock');
    expect(lock.status).toBe(200);
    expect((await api.get('/api/fund/benefit')).status).toBe(403);
  });

  it('locks the session out on the 5th wrong PIN, even for the right PIN; a new sign-in can unlock', async () => {
    const api = await server.signedIn();
    for (let i = 0; i < 4; i++) {
      expect((await api.post('/api/fund/benefit/unlock', { pin: WRONG })).status).toBe(422);
    }
    const fifth = await api.post('/api/fund/benefit/unlock', { pin: WRONG });
    expect(fifth.status).toBe(403);
    expect(fifth.body).toMatchObject({
      code: 'pin_locked',
      detail: 'Too many wrong PIN attempts. Sign in again to retry.',
    });
    const right = await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN });
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('pin_locked');
    expect((await api.get('/api/fund/benefit')).status).toBe(403);

    const fresh = await server.signedIn();
    const unlocked = await fresh.post('/api/fund/benefit/unlock', { pin: TEST_PIN });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.totalBenefit).toBe(expected);
  });

  it('counts only the wrong tries of the last 15 minutes', async () => {
    const api = await server.signedIn();
    for (let i = 0; i < 4; i++) {
      expect((await api.post('/api/fund/benefit/unlock', { pin: WRONG })).status).toBe(422);
    }
    server.clock.advance(15 * 60_000 + 1);
    expect((await api.post('/api/fund/benefit/unlock', { pin: WRONG })).status).toBe(422);
    expect((await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(200);
  });

  it('locks a session that had unlocked, once it is locked out', async () => {
    const api = await server.signedIn();
    expect((await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(200);
    for (let i = 0; i < 5; i++) await api.post('/api/fund/benefit/unlock', { pin: WRONG });
    expect((await api.get('/api/fund/benefit')).status).toBe(403);
  });

  it('validates the PIN shape', async () => {
    const api = await server.signedIn();
    for (const pin of ['123', '12345']) {
      expect((await api.post('/api/fund/benefit/unlock', { pin })).status).toBe(400);
    }
    expect((await api.post('/api/fund/benefit/unlock', {})).status).toBe(400);
  });

  it('refuses when no PIN has been set', async () => {
    const db = server.database.db;
    const [row] = await db.select().from(settings).where(eq(settings.id, 1));
    await db.update(settings).set({ benefitPinHash: null }).where(eq(settings.id, 1));
    try {
      const api = await server.signedIn();
      const res = await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'pin_not_set',
        detail: 'No PIN has been set for Total Benefit.',
      });
    } finally {
      await db
        .update(settings)
        .set({ benefitPinHash: row!.benefitPinHash })
        .where(eq(settings.id, 1));
    }
  });

  it('requires a session', async () => {
    const anonymous = server.anonymous();
    expect((await anonymous.get('/api/fund/benefit')).status).toBe(401);
    expect((await anonymous.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(401);
  });
});

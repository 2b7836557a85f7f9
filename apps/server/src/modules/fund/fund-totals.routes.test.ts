import { renderMessage } from '@car-rental/domain/messages';
import { MAX_AMOUNT, MAX_TOTAL, TOTALS_TOO_LARGE } from '@car-rental/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentals } from '../../db/schema.ts';
import { everyPage } from '../../test/every-page.ts';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';
import { rentBody } from '../rentals/rentals.fixtures.ts';

/**
 * Issue 28 §3: every amount is capped at MAX_AMOUNT (10^12 DA), but 91 entries of it summed
 * past 2^53 centimes and every fund read then answered 500. A write that would take a kept
 * total (money in, money out) past MAX_TOTAL (10^13 DA) is refused, and the reads stay exact.
 */
let server: TestServer;
let api: Client;
beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
});
afterAll(() => server.close());

const AT_MOST = MAX_TOTAL / MAX_AMOUNT;

/** posts entries of MAX_AMOUNT (at most 91, enough to pass 2^53) until one is refused */
async function fillUntilRefused(type: 'add_money' | 'add_charge', category: string) {
  let accepted = 0;
  for (let i = 0; i < 91; i++) {
    server.clock.advance(1_000);
    const res = await api.post('/api/fund/transactions', {
      type,
      amount: MAX_AMOUNT,
      description: `Entry ${i + 1}`,
      category,
    });
    if (res.status !== 201) return { accepted, refusal: res };
    accepted++;
  }
  return { accepted, refusal: undefined };
}

async function expectReads(summary: {
  currentBalance: number;
  totalCharges: number;
  transactionCount: number;
}) {
  const fund = await api.get('/api/fund');
  expect(fund.status).toBe(200);
  expect(fund.body).toMatchObject(summary);
  const pages = await everyPage(api, '/api/fund/transactions?limit=50');
  expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
  const items = pages.flatMap((page) => page.body.items);
  expect(items).toHaveLength(summary.transactionCount);
  expect(items.every((item: { amount: number }) => item.amount === MAX_AMOUNT)).toBe(true);
  for (const path of ['/api/dashboard', '/api/rentals/summary', '/api/charts/fund-balance']) {
    expect({ path, status: (await api.get(path)).status }).toEqual({ path, status: 200 });
  }
}

describe('the fund totals past the business maximum (issue 28 §3)', () => {
  it('refuses the money in that would pass MAX_TOTAL, with nothing written', async () => {
    const { accepted, refusal } = await fillUntilRefused('add_money', 'rental');
    expect(accepted).toBe(AT_MOST);
    expect(refusal?.status).toBe(409);
    expect(refusal?.body).toMatchObject({
      code: 'total_too_large',
      detail: renderMessage(TOTALS_TOO_LARGE),
      key: TOTALS_TOO_LARGE,
    });
    await expectReads({
      currentBalance: MAX_TOTAL,
      totalCharges: 0,
      transactionCount: AT_MOST,
    });
    const unlocked = await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ totalBenefit: MAX_TOTAL });
  });

  it("refuses an action's entry that would pass it (a booking's advance), writing no booking", async () => {
    const car = await insertCar(server.database.db, { dailyRate: 500_000 });
    const start = server.clock.now();
    const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    const res = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(start, end, { paymentType: 'advance' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body).toMatchObject({
      code: 'total_too_large',
      detail: renderMessage(TOTALS_TOO_LARGE),
      key: TOTALS_TOO_LARGE,
    });
    expect(await server.database.db.select().from(rentals)).toEqual([]);
    expect((await api.get('/api/fund')).body.transactionCount).toBe(AT_MOST);
  });

  it('refuses the charges that would pass MAX_TOTAL, with nothing written', async () => {
    const { accepted, refusal } = await fillUntilRefused('add_charge', 'fuel');
    expect(accepted).toBe(AT_MOST);
    expect(refusal?.status).toBe(409);
    expect(refusal?.body).toMatchObject({
      code: 'total_too_large',
      detail: renderMessage(TOTALS_TOO_LARGE),
      key: TOTALS_TOO_LARGE,
    });
    await expectReads({
      currentBalance: 0,
      totalCharges: MAX_TOTAL,
      transactionCount: 2 * AT_MOST,
    });
  });
});

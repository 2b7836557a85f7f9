import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../reliability/figures.ts';
import { operationsOf } from '../../reliability/mutation-cases.ts';
import { insertCar, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
/** a figure no other number of this business happens to equal */
const BENEFIT = 123_456_789;
beforeAll(async () => {
  server = await startTestServer();
  // two sales whose profits add up to it: no single sale, average or revenue equals it
  const db = server.database.db;
  const first = await insertCar(db, { purchasePrice: 100_000_000 });
  await insertSale(db, first.id, { finalPrice: 200_000_001 });
  const second = await insertCar(db, { purchasePrice: 50_000_000 });
  await insertSale(db, second.id, { finalPrice: 50_000_000 + BENEFIT - 100_000_001 });
});
afterAll(() => server.close());

const MINUTE = 60_000;

describe('the Total Benefit unlock', () => {
  it('lasts 15 minutes: then the figure is refused with 403 until the PIN is given again', async () => {
    const api = await server.signedIn();
    const unlocked = await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN });
    expect(unlocked.body).toEqual({ totalBenefit: BENEFIT });
    server.clock.advance(15 * MINUTE - 1);
    expect((await api.get('/api/fund/benefit')).body).toEqual({ totalBenefit: BENEFIT });
    server.clock.advance(1);
    const locked = await api.get('/api/fund/benefit');
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('benefit_locked');
    expect((await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(200);
    expect((await api.get('/api/fund/benefit')).status).toBe(200);
  });

  it('never sends the figure to a session that has not unlocked: no read of the API carries it', async () => {
    const locked: Client = await server.signedIn();
    const operations = (await operationsOf(server.url)).filter(
      (op) => op.method === 'GET' && !op.path.includes('{') && op.operationId !== 'streamEvents',
    );
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) {
      const res = await locked.get(op.path);
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
      expect(text, op.operationId).not.toContain(String(BENEFIT));
      expect(text, op.operationId).not.toContain('totalBenefit');
    }
    reportFigure(
      'pin',
      `${operations.length} reads by a locked session without the Total Benefit figure; unlock expires after 15 minutes; 0 leaks`,
    );
  });
});

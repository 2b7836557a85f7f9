import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fundTransactions } from '../../db/schema.ts';
import { write } from '../../lib/write.ts';
import { reportFigure } from '../../reliability/figures.ts';
import {
  isMutation,
  mutationCases,
  type Operation,
  operationsOf,
  publicMutations,
  readsByPost,
  send,
} from '../../reliability/mutation-cases.ts';
import { everyPage } from '../../test/every-page.ts';
import { insertCar, insertRental, insertSale, insertSupplier } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let client: Client;
let mutations: Operation[];
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
  mutations = (await operationsOf(server.url)).filter(
    (op) => isMutation(op) && !publicMutations.has(op.operationId),
  );
});
afterAll(() => server.close());

const entries = async () => (await server.database.db.select({ n: count() }).from(auditLog))[0]!.n;
/** the entries written since `ids` were read (the test clock stands still: times tie) */
const ids = async () =>
  new Set((await server.database.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id));
async function added(before: Set<string>) {
  const rows = await server.database.db.select().from(auditLog);
  return rows.filter((row) => !before.has(row.id));
}
const randomId = '00000000-0000-4000-8000-000000000000';

describe('the audit trail', () => {
  it('records exactly one entry per action: who, when, what, on which entity, before and after', async () => {
    let checked = 0;
    const ordered = [...mutations].sort(
      (a, b) => Number(a.operationId === 'changePin') - Number(b.operationId === 'changePin'),
    );
    for (const op of ordered) {
      const request = await mutationCases[op.operationId]!({ server, client });
      const before = await ids();
      const res = await send(client, op.method, request);
      expect(res.status, `${op.operationId} ${JSON.stringify(res.body)}`).toBeLessThan(300);
      if (op.operationId === 'uploadImage' || readsByPost.has(op.operationId)) {
        // a file, not a database write, or a price worked out (issue 33): nothing to audit
        expect(await added(before)).toEqual([]);
        continue;
      }
      const fresh = await added(before);
      expect(fresh, `${op.operationId}: one entry`).toHaveLength(1);
      const entry = fresh[0];
      expect(entry, op.operationId).toMatchObject({
        action: op.operationId,
        userId: server.ownerId,
        at: server.clock.now(),
      });
      expect(entry!.entity, op.operationId).toEqual(expect.any(String));
      checked++;
    }
    reportFigure('audit', `${checked} actions, each exactly 1 entry; refused actions: 0 entries`);
  }, 300_000);

  it('keeps the amounts before and after of a money action', async () => {
    const car = await insertCar(server.database.db, { dailyRate: 1_000_000 });
    const before = await ids();
    const now = server.clock.now().getTime();
    const res = await client.post(`/api/cars/${car.id}/rent`, {
      start: new Date(now).toISOString(),
      end: new Date(now + 2 * 86_400_000).toISOString(),
      customer: {
        name: 'Karim',
        contact: '0555',
        email: 'k@example.dz',
        license: 'DZ-1',
        paymentType: 'advance',
      },
    });
    expect(res.status).toBe(201);
    const [entry] = await added(before);
    if (!entry) throw new Error('no entry');
    expect(entry).toMatchObject({
      action: 'rentCar',
      entity: 'rental',
      entityId: res.body.rental.id,
    });
    expect(entry.before).toMatchObject({ car: { id: car.id, isRented: false } });
    expect(entry.after).toMatchObject({
      car: { isRented: true },
      rental: { advancePaid: 2_000_000 },
      fundEntries: [{ type: 'add_money', amount: 2_000_000, category: 'rental' }],
    });
  });

  it('records nothing for a refused action', async () => {
    const db = server.database.db;
    const rentedCar = await insertCar(db);
    const active = await insertRental(db, rentedCar.id);
    const soldCar = await insertCar(db);
    await insertSale(db, soldCar.id);
    const idle = await insertCar(db);
    const supplier = await insertSupplier(db);
    await insertCar(db, { supplierId: supplier.id });
    const [posted] = await db
      .insert(fundTransactions)
      .values({
        createdAt: server.clock.now(),
        type: 'add_money',
        amount: 1,
        description: 'Car Sale Revenue',
        category: 'sale',
        source: 'action',
      })
      .returning();
    const now = server.clock.now().getTime();
    const refusals: [string, string, unknown, number][] = [
      [
        'POST',
        `/api/cars/${rentedCar.id}/rent`,
        {
          start: new Date(now).toISOString(),
          end: new Date(now + 86_400_000).toISOString(),
          customer: { name: 'K', contact: '0555', email: 'k@x.dz', license: 'L' },
        },
        409,
      ],
      ['POST', `/api/cars/${idle.id}/return`, { newMileage: 20_000 }, 409],
      [
        'POST',
        `/api/cars/${idle.id}/extend`,
        { newEndDate: new Date(now + 86_400_000).toISOString() },
        409,
      ],
      [
        'POST',
        `/api/cars/${soldCar.id}/sell`,
        { customerName: 'Y', customerPhone: '0555', customerLicense: 'L', price: 1 },
        409,
      ],
      ['DELETE', `/api/cars/${idle.id}/sale`, undefined, 409],
      ['POST', `/api/cars/${idle.id}/available`, undefined, 409],
      ['DELETE', `/api/cars/${rentedCar.id}/rentals/${active.id}`, undefined, 409],
      ['DELETE', `/api/cars/${rentedCar.id}`, undefined, 409],
      ['POST', `/api/cars/${rentedCar.id}/paid`, { isPaid: false }, 409],
      ['PATCH', `/api/cars/${rentedCar.id}`, { mileageKm: 1 }, 409],
      ['POST', `/api/cars/${rentedCar.id}/for-sale`, undefined, 409],
      ['DELETE', `/api/fund/transactions/${posted!.id}`, undefined, 409],
      ['DELETE', `/api/suppliers/${supplier.id}`, undefined, 409],
      ['POST', '/api/cars', { brandId: randomId, modelId: randomId }, 404],
      ['PATCH', `/api/suppliers/${randomId}`, { name: 'X' }, 404],
      [
        'POST',
        '/api/fund/transactions',
        { type: 'add_money', category: 'supplier', amount: 5, description: 'x' },
        400,
      ],
      ['POST', '/api/fund/benefit/unlock', { pin: '0000' }, 422],
    ];
    // and every mutation with an id in its path, on an id that does not exist
    for (const op of mutations.filter((m) => m.path.includes('{id}'))) {
      const request = await mutationCases[op.operationId]!({ server, client });
      const path = op.path.replace('/api', '').replace(/\{\w+\}/g, randomId);
      refusals.push([
        op.method,
        `/api${path}`,
        typeof request.body === 'function' ? undefined : request.body,
        404,
      ]);
    }
    for (const [method, path, body, status] of refusals) {
      const before = await entries();
      const res = await client.request(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(status);
      expect(await entries(), `${method} ${path} left an entry`).toBe(before);
    }
  });

  it('writes the entry in the transaction of the change: a failing write leaves neither', async () => {
    const before = await entries();
    const failing = write(
      {
        db: server.database.db,
        events: server.events,
        clock: server.clock,
      },
      async (tx, audit) => {
        await tx.insert(fundTransactions).values({
          createdAt: server.clock.now(),
          type: 'add_money',
          amount: 7,
          description: 'half done',
          category: 'income',
        });
        audit.record({ entity: 'fund_transaction' });
        throw new Error('the change fails after it was described');
      },
    );
    await expect(failing).rejects.toThrow('the change fails');
    expect(await entries()).toBe(before);
    const left = await server.database.db
      .select()
      .from(fundTransactions)
      .where(eq(fundTransactions.description, 'half done'));
    expect(left).toEqual([]);
  });

  it('lists the trail newest first, paged, with who did it', async () => {
    // entries at distinct times, so that the order is the clock's
    for (let i = 0; i < 3; i++) {
      server.clock.advance(1_000);
      await client.post('/api/brands', { name: `Audit brand ${i}` });
    }
    const pages = await everyPage(client, '/api/audit?limit=7');
    const items = pages.flatMap((page) => page.body.items);
    expect(pages.length).toBeGreaterThan(2);
    expect(items.slice(0, 3).map((item) => item.after.name)).toEqual([
      'Audit brand 2',
      'Audit brand 1',
      'Audit brand 0',
    ]);
    expect(items).toHaveLength(await entries());
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (let i = 1; i < items.length; i++) {
      expect(items[i - 1].at >= items[i].at).toBe(true);
    }
    expect(items.find((item) => item.action === 'rentCar')).toMatchObject({
      userId: server.ownerId,
      userName: 'Test Owner',
      entity: 'rental',
    });
    const anonymous = await server.anonymous().get('/api/audit');
    expect(anonymous.status).toBe(401);
  });
});

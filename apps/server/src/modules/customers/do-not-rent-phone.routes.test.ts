import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, rentals } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, rentBody } from '../rentals/rentals.fixtures.ts';

/**
 * Issue 28 §11: "Do not rent" follows the phone as well as the licence. A flagged customer
 * with "0662 10 20 30" comes back as "0662102030" with a new licence and another name.
 */
let server: TestServer;
let manager: Client & { userId: string };
let agent: Client;
let flaggedId: string;
const T0 = new Date('2026-06-01T09:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const comeback = { name: 'Yacine Haddad', contact: '0662102030', license: 'NEW-99-1234' };

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  manager = await server.signedInAs('manager');
  agent = await server.signedInAs('agent');
  const flagged = await agent.post('/api/customers', {
    fullName: 'Sofiane Brahimi',
    phone: '0662 10 20 30',
    licenceNumber: 'ALG-62-0001',
  });
  flaggedId = flagged.body.id;
  const flag = await agent.put(`/api/customers/${flaggedId}/do-not-rent`, {
    doNotRent: true,
    reason: 'Unpaid damage',
  });
  expect(flag.status).toBe(200);
});
afterAll(() => server.close());

describe('"Do not rent" by phone', () => {
  it('refuses the same phone with a new licence and another name, booking and filing nothing', async () => {
    const car = await insertCar(server.database.db, {});
    const customersBefore = await server.database.db.$count(customers);
    for (const contact of ['0662102030', '0662-10-20-30']) {
      const res = await agent.post(
        `/api/cars/${car.id}/rent`,
        rentBody(T0, at(DAY), { ...comeback, contact }),
      );
      expect(res.status, contact).toBe(409);
      expect(res.body).toMatchObject({
        code: 'customer_do_not_rent',
        detail: 'Sofiane Brahimi is on the "Do not rent" list: Unpaid damage',
      });
    }
    expect(await server.database.db.$count(rentals, eq(rentals.carId, car.id))).toBe(0);
    expect(await server.database.db.$count(customers)).toBe(customersBefore);
  });

  it('lets a manager override it, on the audit trail naming the flagged customer; not an agent', async () => {
    const car = await insertCar(server.database.db, {});
    const body = { ...rentBody(T0, at(DAY), comeback), overrideDoNotRent: true };
    const byAgent = await agent.post(`/api/cars/${car.id}/rent`, body);
    expect(byAgent.status).toBe(409);
    expect(byAgent.body.code).toBe('customer_do_not_rent');
    const byManager = await manager.post(`/api/cars/${car.id}/rent`, body);
    expect(byManager.status).toBe(201);
    const [entry] = await server.database.db
      .select({ after: auditLog.after, userId: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.entityId, byManager.body.rental.id));
    expect(entry).toMatchObject({
      userId: manager.userId,
      after: { doNotRentOverridden: true, doNotRentCustomers: [flaggedId] },
    });
  });

  it('still books another phone with a new licence, and an unflagged customer sharing nothing', async () => {
    const car = await insertCar(server.database.db, {});
    const res = await agent.post(
      `/api/cars/${car.id}/rent`,
      rentBody(T0, at(DAY), { ...comeback, contact: '0662102031', license: 'NEW-99-5678' }),
    );
    expect(res.status).toBe(201);
  });
});

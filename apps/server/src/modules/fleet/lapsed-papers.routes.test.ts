import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, carPapers, fundTransactions, rentals } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, HOUR, rentBody } from '../rentals/rentals.fixtures.ts';

// Issue 32 §3: a car whose insurance or contrôle technique has lapsed is not booked, picked
// up or extended past the paper's last day (409 naming it); a manager's override with a
// reason lets it go and is kept in the audit trail; an agent's override is refused (403).

const T0 = new Date('2026-06-15T10:00:00.000Z'); // 15/06 11:00 in Algiers
const at = (ms: number) => new Date(T0.getTime() + ms);
/** the insurance's last day: it covers until 19/06 00:00 in Algiers (18/06 23:00 UTC) */
const UNTIL = '2026-06-18';
const REASON = { reason: 'Renewal paid at SAA this morning, certificate on its way' };

let server: TestServer;
let agent: Client;
let manager: Client;
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  agent = await server.signedInAs('agent', 'Amina');
  manager = await server.signedInAs('manager', 'Meriem');
});
afterAll(() => server.close());

const db = () => server.database.db;

async function carWith(kind: 'insurance' | 'technical_inspection' | null, plate: string) {
  const car = await insertCar(db(), { plate, mileageKm: 30_000 });
  if (kind) await recordPaper(car.id, kind);
  return car;
}

function recordPaper(carId: string, kind: 'insurance' | 'technical_inspection') {
  return db()
    .insert(carPapers)
    .values({ carId, kind, validFrom: '2025-06-19', validUntil: UNTIL, cost: 0 });
}

/** the rows a booking writes, to show a refusal left none */
async function written(carId: string) {
  return {
    rentals: (await db().select({ n: count() }).from(rentals).where(eq(rentals.carId, carId)))[0]!
      .n,
    entries: (
      await db()
        .select({ n: count() })
        .from(fundTransactions)
        .where(eq(fundTransactions.carId, carId))
    )[0]!.n,
  };
}

async function auditAfter(entityId: string, action?: string) {
  const rows = await db()
    .select({ after: auditLog.after, action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));
  return rows.filter((row) => action === undefined || row.action === action).at(-1)?.after;
}

const advance = { paymentType: 'advance' } as const;

function expectRefusal(
  res: { status: number; body: Record<string, unknown> },
  key: string,
  until: string,
) {
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ code: 'papers_lapsed', key, values: { until } });
}

describe('a booking past a lapsed paper', () => {
  it('books within the insurance, refuses past it naming it (nothing written), an agent’s override 403, a manager’s passes with its reason audited', async () => {
    const car = await carWith('insurance', '10001-116-16');
    // within: ends 17/06, the insurance's last day is 18/06
    const within = await agent.post(
      `/api/cars/${car.id}/rent`,
      rentBody(at(HOUR), at(2 * DAY), advance),
    );
    expect(within.status).toBe(201);

    const other = await carWith('insurance', '10002-116-16');
    const past = rentBody(at(HOUR), at(5 * DAY), advance);
    const refused = await agent.post(`/api/cars/${other.id}/rent`, past);
    expectRefusal(refused, 'details.insuranceLapsed', '18/06/2026');
    expect(refused.body.detail).toBe(
      "This car's insurance covers it until 18/06/2026: it cannot be booked or picked up past that day.",
    );
    expect(await written(other.id)).toEqual({ rentals: 0, entries: 0 });

    const byAgent = await agent.post(`/api/cars/${other.id}/rent`, {
      ...past,
      overrideLapsedPapers: REASON,
    });
    expect(byAgent.status).toBe(403);
    expect(byAgent.body).toMatchObject({ key: 'details.overrideLapsedPapers' });
    expect(await written(other.id)).toEqual({ rentals: 0, entries: 0 });

    // an override without its reason is a bad request
    const noReason = await manager.post(`/api/cars/${other.id}/rent`, {
      ...past,
      overrideLapsedPapers: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    expect(await written(other.id)).toEqual({ rentals: 0, entries: 0 });

    const byManager = await manager.post(`/api/cars/${other.id}/rent`, {
      ...past,
      overrideLapsedPapers: REASON,
    });
    expect(byManager.status).toBe(201);
    expect(await written(other.id)).toEqual({ rentals: 1, entries: 1 });
    expect(await auditAfter(byManager.body.rental.id)).toMatchObject({
      lapsedPapersOverridden: {
        reason: REASON.reason,
        papers: [{ kind: 'insurance', until: UNTIL }],
      },
    });
  });

  it('names the contrôle technique the same way, and a car with no papers recorded books as before', async () => {
    const ct = await carWith('technical_inspection', '10003-116-16');
    const refused = await agent.post(`/api/cars/${ct.id}/rent`, rentBody(at(HOUR), at(5 * DAY)));
    expectRefusal(refused, 'details.technicalInspectionLapsed', '18/06/2026');

    const bare = await carWith(null, '10004-116-16');
    const booked = await agent.post(`/api/cars/${bare.id}/rent`, rentBody(at(HOUR), at(5 * DAY)));
    expect(booked.status).toBe(201);
    expect(await auditAfter(booked.body.rental.id)).not.toHaveProperty('lapsedPapersOverridden');
  });
});

const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;
const checkOutBody = {
  odometerKm: 30_000,
  inspection: { fuelEighths: 8, marks: [], accessories: [], photos: [], signature },
  deposit: null,
};

describe('a pickup and an extension past a lapsed paper', () => {
  /** a reservation booked before the insurance was recorded */
  async function reservation(plate: string) {
    const car = await carWith(null, plate);
    // more than an hour ahead: a reservation (one starting within the hour goes out at once)
    const res = await agent.post(`/api/cars/${car.id}/rent`, rentBody(at(3 * HOUR), at(5 * DAY)));
    expect(res.status).toBe(201);
    expect(res.body.rental.state).toBe('reserved');
    await recordPaper(car.id, 'insurance');
    return { car, rentalId: res.body.rental.id as string };
  }

  it('refuses the pickup and the check-out of a reservation past the insurance; a manager’s override picks it up', async () => {
    const { rentalId } = await reservation('10005-116-16');
    const pickUp = await agent.post(`/api/rentals/${rentalId}/pick-up`, {});
    expectRefusal(pickUp, 'details.insuranceLapsed', '18/06/2026');
    const checkOut = await agent.post(`/api/rentals/${rentalId}/check-out`, checkOutBody);
    expectRefusal(checkOut, 'details.insuranceLapsed', '18/06/2026');
    const [row] = await db().select().from(rentals).where(eq(rentals.id, rentalId));
    expect(row).toMatchObject({ state: 'reserved', contractNumber: null });

    const byAgent = await agent.post(`/api/rentals/${rentalId}/pick-up`, {
      overrideLapsedPapers: REASON,
    });
    expect(byAgent.status).toBe(403);
    const byManager = await manager.post(`/api/rentals/${rentalId}/pick-up`, {
      overrideLapsedPapers: REASON,
    });
    expect(byManager.status).toBe(200);
    expect(byManager.body.rental.state).toBe('out');
    expect(await auditAfter(rentalId, 'pickUpBooking')).toMatchObject({
      lapsedPapersOverridden: { reason: REASON.reason },
    });
  });

  it('a manager’s override checks out a reservation past the insurance', async () => {
    const { rentalId } = await reservation('10006-116-16');
    const out = await manager.post(`/api/rentals/${rentalId}/check-out`, {
      ...checkOutBody,
      overrideLapsedPapers: REASON,
    });
    expect(out.status).toBe(200);
    expect(out.body.rental.contractNumber).toMatch(/^CTR-/);
  });

  it('refuses an extension past the insurance, lets one within it and a manager’s override pass', async () => {
    const car = await carWith('insurance', '10007-116-16');
    const rented = await agent.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY)));
    expect(rented.status).toBe(201);
    const extend = (client: Client, end: Date, override?: typeof REASON) =>
      client.post(`/api/cars/${car.id}/extend`, {
        newEndDate: end.toISOString(),
        ...(override ? { overrideLapsedPapers: override } : {}),
      });
    // 18/06 23:00 UTC is 19/06 00:00 in Algiers: the end of the insurance's last day, covered
    expect((await extend(agent, new Date('2026-06-18T23:00:00.000Z'))).status).toBe(200);
    const refused = await extend(agent, at(5 * DAY));
    expectRefusal(refused, 'details.insuranceLapsed', '18/06/2026');
    const [row] = await db().select().from(rentals).where(eq(rentals.carId, car.id));
    expect(row!.endAt.toISOString()).toBe('2026-06-18T23:00:00.000Z');
    expect((await extend(agent, at(5 * DAY), REASON)).status).toBe(403);
    expect((await extend(manager, at(5 * DAY), REASON)).status).toBe(200);
    const audited = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, 'extendRental')));
    expect(audited.at(-1)?.after).toMatchObject({
      lapsedPapersOverridden: { reason: REASON.reason, papers: [{ kind: 'insurance' }] },
    });
  });
});

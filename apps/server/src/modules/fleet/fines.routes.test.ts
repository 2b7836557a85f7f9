import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carFines, fundTransactions, rentalCharges, rentals } from '../../db/schema.ts';
import { insertCar, insertRental } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

// Issue 32 §4: traffic fines through real HTTP (decision 0041). The agency pays the fine (one
// traffic_fines charge in the recorder's drawer) and charges it to whoever had the car then.

let server: TestServer;
let owner: Client;
let agent: Client & { userId: string };
let manager: Client & { userId: string };
const DAY = '2026-06-15'; // the test clock's business day (10:00Z)
const MINUTE = 60_000;
const CHEQUE = { method: 'cheque', chequeNumber: '0011223', chequeBank: 'BNA' };

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  manager = await server.signedInAs('manager', 'Meriem');
});
afterAll(() => server.close());

const db = () => server.database.db;
const fund = async () => (await owner.get('/api/fund')).body;
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * MINUTE).toISOString();
const counts = async () => ({
  fines: (await db().select({ n: count() }).from(carFines))[0]!.n,
  entries: (await db().select({ n: count() }).from(fundTransactions))[0]!.n,
  charges: (await db().select({ n: count() }).from(rentalCharges))[0]!.n,
});
const match = async (carId: string, instant: string) => {
  const res = await agent.get(`/api/cars/${carId}/fines/match?at=${encodeURIComponent(instant)}`);
  expect(res.status).toBe(200);
  return res.body.match;
};
const fine = (overrides: Record<string, unknown> = {}) => ({
  issuedAt: '2026-06-12T14:30:00.000Z',
  place: 'Alger, RN5 Bab Ezzouar',
  amount: 500_000,
  reference: 'AV-2026-004217',
  chargeTo: 'agency',
  ...overrides,
});

async function scan(): Promise<string> {
  const form = new FormData();
  form.append('folder', 'inspections');
  form.append('file', new Blob([png(8, 8)], { type: 'image/png' }), 'avis.png');
  const res = await agent.post('/api/uploads', form);
  expect(res.status).toBe(201);
  return res.body.url as string;
}

describe('the match', () => {
  it('finds the rental that had the car, both ends included, and nothing a minute outside', async () => {
    const car = await insertCar(db());
    // back to back: Karim 01/06 09:00 -> 05/06 18:00, Lina 05/06 18:00 -> 08/06 09:00
    const first = await insertRental(db(), car.id, {
      startAt: new Date('2026-06-01T09:00:00.000Z'),
      returnedAt: new Date('2026-06-05T18:00:00.000Z'),
      endAt: new Date('2026-06-05T18:00:00.000Z'),
    });
    const second = await insertRental(db(), car.id, {
      customerName: 'Lina Cherif',
      startAt: new Date('2026-06-05T18:00:00.000Z'),
      returnedAt: new Date('2026-06-08T09:00:00.000Z'),
      endAt: new Date('2026-06-08T09:00:00.000Z'),
    });
    // a reservation never picked up, and a cancelled booking, never had the car
    await insertRental(db(), car.id, {
      customerName: 'Nadir Reserved',
      state: 'reserved',
      startAt: new Date('2026-06-10T09:00:00.000Z'),
      endAt: new Date('2026-06-12T09:00:00.000Z'),
    });
    await insertRental(db(), car.id, {
      customerName: 'Sofiane Cancelled',
      startAt: new Date('2026-06-08T10:00:00.000Z'),
      endAt: new Date('2026-06-09T10:00:00.000Z'),
      cancelledAt: new Date('2026-06-07T10:00:00.000Z'),
      returnedAt: new Date('2026-06-07T10:00:00.000Z'),
    });

    expect(await match(car.id, at('2026-06-01T09:00:00.000Z', -1))).toBeNull();
    expect(await match(car.id, '2026-06-01T09:00:00.000Z')).toMatchObject({
      rentalId: first.id,
      customerName: 'Karim Benali',
      state: 'returned',
      start: '2026-06-01T09:00:00.000Z',
      returnedAt: '2026-06-05T18:00:00.000Z',
      depositHeld: false,
    });
    expect((await match(car.id, at('2026-06-05T18:00:00.000Z', -1))).rentalId).toBe(first.id);
    // the instant the car changed hands: the one who took it
    expect((await match(car.id, '2026-06-05T18:00:00.000Z')).rentalId).toBe(second.id);
    expect((await match(car.id, at('2026-06-05T18:00:00.000Z', 1))).rentalId).toBe(second.id);
    expect((await match(car.id, '2026-06-08T09:00:00.000Z')).rentalId).toBe(second.id);
    expect(await match(car.id, at('2026-06-08T09:00:00.000Z', 1))).toBeNull();
    expect(await match(car.id, '2026-06-08T12:00:00.000Z')).toBeNull(); // cancelled
    expect(await match(car.id, '2026-06-11T12:00:00.000Z')).toBeNull(); // reserved
    // picked up and brought back at one instant, then taken again at it: the one still out,
    // whatever the ids' order (the ledger's CI run met the random one: decision 0041)
    const again = await insertCar(db());
    const instant = new Date('2026-06-20T10:00:00.000Z');
    await insertRental(db(), again.id, {
      id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      customerName: 'Brought Back',
      startAt: instant,
      returnedAt: instant,
      endAt: instant,
    });
    await insertRental(db(), again.id, {
      id: '00000000-0000-4000-8000-000000000001',
      customerName: 'Still Out',
      state: 'out',
      startAt: instant,
      endAt: new Date('2026-06-22T10:00:00.000Z'),
    });
    expect(await match(again.id, instant.toISOString())).toMatchObject({
      customerName: 'Still Out',
      state: 'out',
    });
    const bad = await agent.get(`/api/cars/${car.id}/fines/match?at=yesterday`);
    expect(bad.status).toBe(400);
  });
});

describe('recording a fine', () => {
  it('kept by the agency: one traffic_fines charge in the recorder’s drawer; a manager’s deletion reverses it', async () => {
    const car = await insertCar(db(), { plate: '00042-122-16' });
    const before = await fund();
    const paper = await scan();
    const added = await agent.post(
      `/api/cars/${car.id}/fines`,
      fine({ issuedAt: '2026-06-14T08:00:00.000Z', scan: paper, payment: CHEQUE }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      place: 'Alger, RN5 Bab Ezzouar',
      amount: 500_000,
      reference: 'AV-2026-004217',
      scan: paper,
      outcome: 'agency',
      rental: null,
      fundEntry: { method: 'cheque', userName: 'Amina' },
      recoveredEntry: null,
    });
    const entries = await db()
      .select()
      .from(fundTransactions)
      .where(eq(fundTransactions.carId, car.id));
    expect(entries).toMatchObject([
      {
        type: 'add_charge',
        amount: 500_000,
        category: 'traffic_fines',
        method: 'cheque',
        chequeNumber: '0011223',
        userId: agent.userId,
        drawerDay: DAY,
        source: 'action',
      },
    ]);
    expect(entries[0]!.description).toContain('AV-2026-004217');
    const after = await fund();
    expect(after.currentBalance).toBe(before.currentBalance - 500_000);
    expect(after.totalCharges).toBe(before.totalCharges + 500_000);
    expect((await agent.get(`/api/cars/${car.id}/fines`)).body.fines).toHaveLength(1);

    // an agent records, a manager deletes; the charge stays, taken back by a reversal
    const path = `/api/cars/${car.id}/fines/${added.body.id}`;
    expect((await agent.delete(path)).status).toBe(403);
    const deleted = await manager.delete(path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.fines).toEqual([]);
    const reversal = await db()
      .select()
      .from(fundTransactions)
      .where(eq(fundTransactions.userId, manager.userId));
    expect(reversal).toMatchObject([
      { type: 'add_money', amount: 500_000, category: 'traffic_fines', method: 'cheque' },
    ]);
    const back = await fund();
    expect(back.currentBalance).toBe(before.currentBalance);
    expect(back.totalCharges).toBe(before.totalCharges);
    expect((await manager.delete(path)).status).toBe(404);
  });

  it('charged to the customer of a rental still out: a charge on it, paid at the return or kept from the held deposit', async () => {
    const car = await insertCar(db(), { mileageKm: 10_000 });
    // picked up 13/06 10:00, two days paid in advance, a cash deposit of 20,000 DA held
    const rental = await insertRental(db(), car.id, {
      startAt: new Date('2026-06-13T10:00:00.000Z'),
      paymentType: 'advance',
      advancePaid: 2_000_000,
      depositAmount: 2_000_000,
      depositMethod: 'cash',
      depositTakenAt: new Date('2026-06-13T10:00:00.000Z'),
    });
    const proposal = await match(car.id, '2026-06-14T16:20:00.000Z');
    expect(proposal).toMatchObject({ rentalId: rental.id, state: 'out', depositHeld: true });
    const added = await agent.post(
      `/api/cars/${car.id}/fines`,
      fine({ issuedAt: '2026-06-14T16:20:00.000Z', chargeTo: 'customer', rentalId: rental.id }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      outcome: 'rental_charge',
      rental: { rentalId: rental.id, customerName: 'Karim Benali', depositHeld: true },
    });
    // the rental's balance grows by the fine
    const [row] = await db().select().from(rentals).where(eq(rentals.id, rental.id));
    expect(row!.chargesTotal).toBe(500_000);
    // a fine charged to a rental still out is taken off it by the deletion: shown by a twin
    const twin = await agent.post(
      `/api/cars/${car.id}/fines`,
      fine({ issuedAt: '2026-06-14T17:00:00.000Z', chargeTo: 'customer', rentalId: rental.id }),
    );
    expect(twin.status).toBe(201);
    expect((await manager.delete(`/api/cars/${car.id}/fines/${twin.body.id}`)).status).toBe(200);
    const [untwinned] = await db().select().from(rentals).where(eq(rentals.id, rental.id));
    expect(untwinned!.chargesTotal).toBe(500_000);

    // at the return the advance covers the days: the fine is all that is owed, and no more
    // than it can be kept from the deposit
    const tooMuch = await agent.post(`/api/cars/${car.id}/return`, {
      newMileage: 10_400,
      deposit: { retained: 500_001, reason: 'Traffic fine AV-2026-004217' },
    });
    expect(tooMuch.status).toBe(400);
    const returned = await agent.post(`/api/cars/${car.id}/return`, {
      newMileage: 10_400,
      deposit: { retained: 500_000, reason: 'Traffic fine AV-2026-004217' },
    });
    expect(returned.status).toBe(200);
    // the fine is one of the returned rental's charges, in its final total
    expect(returned.body.rental).toMatchObject({
      chargesTotal: 500_000,
      finalTotal: 2_500_000,
      charges: [expect.objectContaining({ type: 'other', amount: 500_000 })],
    });
    const [settled] = await db().select().from(rentals).where(eq(rentals.id, rental.id));
    expect(settled).toMatchObject({ depositRetained: 500_000, chargesTotal: 500_000 });
    const balance = await db()
      .select()
      .from(fundTransactions)
      .where(eq(fundTransactions.rentalId, rental.id));
    expect(balance).toContainEqual(
      expect.objectContaining({ type: 'add_money', amount: 500_000, category: 'rental' }),
    );
    // paid with the rental: not deleted from here
    const collected = await manager.delete(`/api/cars/${car.id}/fines/${added.body.id}`);
    expect(collected.status).toBe(409);
    expect(collected.body.code).toBe('fine_collected');
  });

  it('charged to the customer of a settled rental: owed, then paid back as one entry; the deletion gives both back', async () => {
    const car = await insertCar(db());
    const rental = await insertRental(db(), car.id, {
      customerName: 'Yacine Haddad',
      startAt: new Date('2026-06-02T09:00:00.000Z'),
      returnedAt: new Date('2026-06-04T09:00:00.000Z'),
      endAt: new Date('2026-06-04T09:00:00.000Z'),
    });
    const added = await agent.post(
      `/api/cars/${car.id}/fines`,
      fine({ issuedAt: '2026-06-03T11:00:00.000Z', chargeTo: 'customer', rentalId: rental.id }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ outcome: 'owed', rental: { state: 'returned' } });
    const before = await fund();
    const paid = await agent.post(`/api/cars/${car.id}/fines/${added.body.id}/recovery`, {
      payment: { method: 'card' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      outcome: 'recovered',
      recoveredEntry: { method: 'card', userName: 'Amina' },
    });
    const after = await fund();
    expect(after.currentBalance).toBe(before.currentBalance + 500_000);
    // paid once
    const again = await agent.post(`/api/cars/${car.id}/fines/${added.body.id}/recovery`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('fine_not_owed');

    const deleted = await manager.delete(`/api/cars/${car.id}/fines/${added.body.id}`);
    expect(deleted.status).toBe(200);
    const mine = await db()
      .select()
      .from(fundTransactions)
      .where(eq(fundTransactions.userId, manager.userId));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'add_money', category: 'traffic_fines', method: 'cash' }),
        expect.objectContaining({ type: 'add_charge', category: 'traffic_fines', method: 'card' }),
      ]),
    );
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const car = await insertCar(db());
    const rental = await insertRental(db(), car.id, {
      startAt: new Date('2026-06-01T09:00:00.000Z'),
      returnedAt: new Date('2026-06-03T09:00:00.000Z'),
      endAt: new Date('2026-06-03T09:00:00.000Z'),
    });
    const path = `/api/cars/${car.id}/fines`;
    const before = await counts();
    const refusals: [Record<string, unknown>, string][] = [
      [fine({ amount: 0 }), 'body.amount'],
      [fine({ place: '  ' }), 'body.place'],
      [fine({ reference: '' }), 'body.reference'],
      [fine({ issuedAt: '12/06/2026' }), 'body.issuedAt'],
      [fine({ issuedAt: at('2026-06-15T10:00:00.000Z', 1) }), 'body.issuedAt'],
      [fine({ chargeTo: 'customer' }), 'body.rentalId'],
      [fine({ chargeTo: 'nobody' }), 'body.chargeTo'],
      [
        fine({
          scan: '/api/inspection-photos/inspections-00000000-0000-4000-8000-000000000000.png',
        }),
        'body.scan.0',
      ],
      [fine({ payment: { method: 'cheque' } }), 'body.payment.chequeNumber'],
    ];
    for (const [body, field] of refusals) {
      const res = await agent.post(path, body);
      expect(res.status, field).toBe(400);
      expect(
        res.body.fields.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
    // the proposal changed (the fine is outside that rental): 409, nothing charged
    const changed = await agent.post(
      path,
      fine({ issuedAt: '2026-06-05T09:00:00.000Z', chargeTo: 'customer', rentalId: rental.id }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('fine_match_changed');
    expect(await counts()).toEqual(before);
    expect((await agent.post(`/api/cars/${crypto.randomUUID()}/fines`, fine())).status).toBe(404);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBlocks, carPapers, carServices, fundTransactions } from '../../db/schema.ts';
import { insertCar, insertRental, insertSupplier } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

// Issue 32 §1-§2: a car's service log and papers, through real HTTP. Each cost is one fund
// charge in the recorder's drawer, paid as said; a deletion reverses it by an entry.

let server: TestServer;
let owner: Client;
let agent: Client & { userId: string };
let manager: Client & { userId: string };
const DAY = '2026-06-15'; // the test clock's business day
const CHEQUE = { method: 'cheque', chequeNumber: '0098765', chequeBank: 'CPA' };

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  manager = await server.signedInAs('manager', 'Meriem');
});
afterAll(() => server.close());

const db = () => server.database.db;
const fund = async () => (await owner.get('/api/fund')).body;
/** every row the writes of this module can leave, to show a refusal left none */
const counts = async () => ({
  services: (await db().select({ n: count() }).from(carServices))[0]!.n,
  papers: (await db().select({ n: count() }).from(carPapers))[0]!.n,
  entries: (await db().select({ n: count() }).from(fundTransactions))[0]!.n,
  blocks: (await db().select({ n: count() }).from(carBlocks))[0]!.n,
});

async function photo(client: Client): Promise<string> {
  const form = new FormData();
  form.append('folder', 'inspections');
  form.append('file', new Blob([png(8, 8)], { type: 'image/png' }), 'invoice.png');
  const res = await client.post('/api/uploads', form);
  expect(res.status).toBe(201);
  return res.body.url as string;
}

describe('the service log', () => {
  it('records a service by cheque: one maintenance charge in the agent’s drawer; a manager’s deletion reverses it', async () => {
    const car = await insertCar(db(), { plate: '12345-116-16' });
    const garage = await insertSupplier(db(), { name: 'Garage El Amel' });
    const before = await fund();
    const scan = await photo(agent);
    const added = await agent.post(`/api/cars/${car.id}/services`, {
      type: 'oil_filters',
      date: DAY,
      odometer: 42_000,
      supplierId: garage.id,
      cost: 850_000,
      note: 'Oil 5W40, four filters',
      photos: [scan],
      payment: CHEQUE,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      type: 'oil_filters',
      date: DAY,
      odometer: 42_000,
      supplierName: 'Garage El Amel',
      cost: 850_000,
      photos: [scan],
      fundEntry: { method: 'cheque', userName: 'Amina' },
      block: null,
    });
    const [entry] = await db()
      .select()
      .from(fundTransactions)
      .where(eq(fundTransactions.id, added.body.fundEntry.id));
    expect(entry).toMatchObject({
      type: 'add_charge',
      amount: 850_000,
      category: 'maintenance',
      carId: car.id,
      method: 'cheque',
      chequeNumber: '0098765',
      chequeBank: 'CPA',
      userId: agent.userId,
      drawerDay: DAY,
      source: 'action',
    });
    // the Fund screen says where to undo it: on the car's page
    const listed = (await owner.get('/api/fund/transactions?limit=100')).body.items;
    expect(listed.find((item: { id: string }) => item.id === entry!.id)).toMatchObject({
      source: 'action',
      bookedBy: 'car_care',
    });
    const after = await fund();
    expect(after.currentBalance).toBe(before.currentBalance - 850_000);
    expect(after.totalCharges).toBe(before.totalCharges + 850_000);
    const drawer = (await agent.get(`/api/drawers/${agent.userId}/${DAY}`)).body;
    expect(drawer.methods).toContainEqual({
      method: 'cheque',
      moneyIn: 0,
      moneyOut: 850_000,
      count: 1,
    });

    const care = await agent.get(`/api/cars/${car.id}/care`);
    expect(care.status).toBe(200);
    expect(care.body.services.map((s: { id: string }) => s.id)).toEqual([added.body.id]);

    // an agent records, a manager deletes
    const path = `/api/cars/${car.id}/services/${added.body.id}`;
    const refused = await agent.delete(path);
    expect(refused.status).toBe(403);
    const deleted = await manager.delete(path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.services).toEqual([]);
    const reversals = await db()
      .select()
      .from(fundTransactions)
      .where(eq(fundTransactions.userId, manager.userId));
    expect(reversals).toMatchObject([
      {
        type: 'add_money',
        amount: 850_000,
        category: 'maintenance',
        carId: car.id,
        method: 'cheque',
        chequeNumber: '0098765',
        drawerDay: DAY,
      },
    ]);
    // the charge is still there, taken back by its reversal: balance and charges as before
    expect(
      (await db().select().from(fundTransactions).where(eq(fundTransactions.id, entry!.id))).length,
    ).toBe(1);
    const back = await fund();
    expect(back.currentBalance).toBe(before.currentBalance);
    expect(back.totalCharges).toBe(before.totalCharges);
    expect((await manager.delete(path)).status).toBe(404);
  });

  it('refuses a service for a car that is out unless a repair, and writes nothing', async () => {
    const car = await insertCar(db());
    await insertRental(db(), car.id);
    const before = await counts();
    const oil = await agent.post(`/api/cars/${car.id}/services`, {
      type: 'oil_filters',
      date: DAY,
      cost: 500_000,
    });
    expect(oil.status).toBe(409);
    expect(oil.body.code).toBe('car_rented');
    expect(await counts()).toEqual(before);
    const repair = await agent.post(`/api/cars/${car.id}/services`, {
      type: 'repair',
      date: DAY,
      cost: 1_200_000,
      note: 'Puncture on the road to Tizi Ouzou',
    });
    expect(repair.status).toBe(201);
    expect(await counts()).toEqual({
      ...before,
      services: before.services + 1,
      entries: before.entries + 1,
    });
  });

  it('refuses a photo that was never uploaded, an unknown garage and a bad block, and writes nothing', async () => {
    const car = await insertCar(db());
    const before = await counts();
    const body = { type: 'brakes', date: DAY, cost: 300_000 };
    const notUploaded = await agent.post(`/api/cars/${car.id}/services`, {
      ...body,
      photos: ['/api/inspection-photos/inspections-00000000-0000-4000-8000-000000000000.png'],
    });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.fields).toEqual([
      expect.objectContaining({ path: 'body.photos.0', message: expect.any(String) }),
    ]);
    const tooMany = await agent.post(`/api/cars/${car.id}/services`, {
      ...body,
      photos: Array.from(
        { length: 5 },
        () => '/api/inspection-photos/inspections-00000000-0000-4000-8000-000000000000.png',
      ),
    });
    expect(tooMany.status).toBe(400);
    const noGarage = await agent.post(`/api/cars/${car.id}/services`, {
      ...body,
      supplierId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noGarage.status).toBe(404);
    const backwards = await agent.post(`/api/cars/${car.id}/services`, {
      ...body,
      block: { start: '2026-06-17T08:00:00.000Z', end: '2026-06-16T08:00:00.000Z' },
    });
    expect(backwards.status).toBe(400);
    const noCar = await agent.post('/api/cars/00000000-0000-4000-8000-000000000000/services', body);
    expect(noCar.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('blocks the car on the board for the work, and frees it with the record', async () => {
    const car = await insertCar(db());
    const block = { start: '2026-06-16T08:00:00.000Z', end: '2026-06-17T18:00:00.000Z' };
    const added = await agent.post(`/api/cars/${car.id}/services`, {
      type: 'timing_belt',
      date: DAY,
      cost: 0,
      block,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      fundEntry: null,
      block: { ...block, id: expect.any(String) },
    });
    const [row] = await db().select().from(carBlocks).where(eq(carBlocks.carId, car.id));
    expect(row).toMatchObject({ kind: 'maintenance' });
    // the period is taken: a second service over it is refused
    const over = await agent.post(`/api/cars/${car.id}/services`, {
      type: 'tyres',
      date: DAY,
      cost: 0,
      block,
    });
    expect(over.status).toBe(409);
    expect((await owner.delete(`/api/cars/${car.id}/services/${added.body.id}`)).status).toBe(200);
    expect(await db().select().from(carBlocks).where(eq(carBlocks.carId, car.id))).toEqual([]);
  });
});

describe('the papers', () => {
  it('records an insurance (an insurance charge) and a contrôle technique (car papers), deleted with their reversal', async () => {
    const car = await insertCar(db());
    const before = await fund();
    const scan = await photo(agent);
    const insurance = await agent.post(`/api/cars/${car.id}/papers`, {
      kind: 'insurance',
      company: 'SAA',
      reference: 'POL-2026-778',
      from: '2026-06-01',
      until: '2027-05-31',
      scan,
      cost: 4_500_000,
      payment: { method: 'transfer' },
    });
    expect(insurance.status).toBe(201);
    expect(insurance.body).toMatchObject({
      kind: 'insurance',
      company: 'SAA',
      reference: 'POL-2026-778',
      from: '2026-06-01',
      until: '2027-05-31',
      scan,
      fundEntry: { method: 'transfer', userName: 'Amina' },
    });
    const ct = await agent.post(`/api/cars/${car.id}/papers`, {
      kind: 'technical_inspection',
      from: '2026-06-10',
      until: '2027-06-09',
      cost: 250_000,
    });
    expect(ct.status).toBe(201);
    const categories = await db()
      .select({ category: fundTransactions.category, amount: fundTransactions.amount })
      .from(fundTransactions)
      .where(eq(fundTransactions.carId, car.id));
    expect(categories).toEqual(
      expect.arrayContaining([
        { category: 'insurance', amount: 4_500_000 },
        { category: 'car_papers', amount: 250_000 },
      ]),
    );
    const mid = await fund();
    expect(mid.currentBalance).toBe(before.currentBalance - 4_750_000);
    expect(mid.totalCharges).toBe(before.totalCharges + 4_750_000);
    const care = (await agent.get(`/api/cars/${car.id}/care`)).body;
    expect(care.papers.map((p: { kind: string }) => p.kind)).toEqual([
      'insurance',
      'technical_inspection',
    ]);

    const path = `/api/cars/${car.id}/papers/${insurance.body.id}`;
    expect((await agent.delete(path)).status).toBe(403);
    const deleted = await manager.delete(path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.papers.map((p: { kind: string }) => p.kind)).toEqual([
      'technical_inspection',
    ]);
    const after = await fund();
    expect(after.currentBalance).toBe(before.currentBalance - 250_000);
    expect(after.totalCharges).toBe(before.totalCharges + 250_000);
  });

  it('refuses a paper that ends before it starts, an other without its name, a scan never uploaded', async () => {
    const car = await insertCar(db());
    const before = await counts();
    const backwards = await agent.post(`/api/cars/${car.id}/papers`, {
      kind: 'insurance',
      from: '2026-06-10',
      until: '2026-06-09',
      cost: 100_000,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual([expect.objectContaining({ path: 'body.until' })]);
    const unnamed = await agent.post(`/api/cars/${car.id}/papers`, {
      kind: 'other',
      from: '2026-06-10',
      cost: 100_000,
    });
    expect(unnamed.status).toBe(400);
    const notUploaded = await agent.post(`/api/cars/${car.id}/papers`, {
      kind: 'registration',
      from: '2020-01-01',
      scan: '/api/inspection-photos/inspections-00000000-0000-4000-8000-000000000000.jpg',
      cost: 0,
    });
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.fields).toEqual([expect.objectContaining({ path: 'body.scan.0' })]);
    expect(await counts()).toEqual(before);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, fundTransactions } from '../../db/schema.ts';
import { catalogueModel, insertSupplier } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

// Issue 28 §7: the money of a paid car (purchase price, supplier) moves the fund as the Paid
// switch does, so an agent, who is refused the switch, is refused that edit too.
let server: TestServer;
let owner: Client;
let agent: Client;
let manager: Client;
let clio: { brandId: string; modelId: string };
let supplierA: string;
let supplierB: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  agent = await server.signedInAs('agent');
  manager = await server.signedInAs('manager');
  clio = await catalogueModel(server.database.db, 'Renault', 'Clio');
  supplierA = (await insertSupplier(server.database.db, { name: 'Supplier A' })).id;
  supplierB = (await insertSupplier(server.database.db, { name: 'Supplier B' })).id;
});
afterAll(() => server.close());

const forbidden = {
  code: 'forbidden',
  detail: 'Only a manager or the owner can change the purchase price or supplier of a paid car',
};

async function paidCar() {
  const res = await owner.post('/api/cars', {
    ...clio,
    isPaid: true,
    supplierId: supplierA,
    purchasePrice: 150_000_000,
    color: 'White',
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const fundRows = () => server.database.db.select().from(fundTransactions);
const carRow = async (id: string) =>
  (await server.database.db.select().from(cars).where(eq(cars.id, id)))[0]!;

describe('PATCH /api/cars/:id on a paid car', () => {
  it("refuses an agent's change of the purchase price or supplier with 403: nothing changes", async () => {
    const car = await paidCar();
    const carBefore = await carRow(car.id);
    const fundBefore = await fundRows();
    for (const body of [
      { purchasePrice: 180_000_000 },
      { supplierId: supplierB },
      { supplierId: null },
      { purchasePrice: null },
      { purchasePrice: 180_000_000, supplierId: supplierB, color: 'Red' },
    ]) {
      const res = await agent.patch(`/api/cars/${car.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body).toMatchObject(forbidden);
    }
    expect(await carRow(car.id)).toEqual(carBefore);
    expect(await fundRows()).toEqual(fundBefore);
  });

  it('lets an agent edit the rest of a paid car, the form sending its money unchanged', async () => {
    const car = await paidCar();
    const fundBefore = await fundRows();
    const res = await agent.patch(`/api/cars/${car.id}`, {
      color: 'Blue',
      purchasePrice: 150_000_000,
      supplierId: supplierA,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ color: 'Blue', purchasePrice: 150_000_000 });
    expect(await fundRows()).toEqual(fundBefore);
  });

  it("lets an agent change an unpaid car's price and supplier (no money moves)", async () => {
    const res = await owner.post('/api/cars', { ...clio, supplierId: supplierA, purchasePrice: 1 });
    const fundBefore = await fundRows();
    const edit = await agent.patch(`/api/cars/${res.body.id}`, {
      purchasePrice: 90_000_000,
      supplierId: supplierB,
    });
    expect(edit.status).toBe(200);
    expect(await fundRows()).toEqual(fundBefore);
  });

  it("books a manager's and the owner's change as before: reversal and new charge", async () => {
    for (const client of [manager, owner]) {
      const car = await paidCar();
      const res = await client.patch(`/api/cars/${car.id}`, { purchasePrice: 180_000_000 });
      expect(res.status).toBe(200);
      const rows = await server.database.db
        .select()
        .from(fundTransactions)
        .where(eq(fundTransactions.carId, car.id));
      expect(rows.map((row) => [row.type, row.amount])).toEqual(
        expect.arrayContaining([
          ['add_charge', 150_000_000],
          ['add_money', 150_000_000],
          ['add_charge', 180_000_000],
        ]),
      );
      expect(rows).toHaveLength(3);
    }
  });
});

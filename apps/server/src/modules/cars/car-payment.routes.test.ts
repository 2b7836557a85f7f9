import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundTransactions } from '../../db/schema.ts';
import type { Topic } from '../../events/event-bus.ts';
import {
  catalogueModel,
  insertCar,
  insertRental,
  insertSale,
  insertSupplier,
} from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let client: Client;
let clio: { brandId: string; modelId: string };
let supplierA: string;
let supplierB: string;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
  clio = await catalogueModel(server.database.db, 'Renault', 'Clio');
  supplierA = (await insertSupplier(server.database.db, { name: 'Supplier A' })).id;
  supplierB = (await insertSupplier(server.database.db, { name: 'Supplier B' })).id;
});
afterAll(() => server.close());

const missingId = '00000000-0000-4000-8000-000000000000';

async function addCar(body: Record<string, unknown>) {
  const res = await client.post('/api/cars', { ...clio, ...body });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

function fundRowsOf(carId: string) {
  return server.database.db
    .select()
    .from(fundTransactions)
    .where(eq(fundTransactions.carId, carId))
    .orderBy(asc(fundTransactions.createdAt), asc(fundTransactions.type));
}

/** what the fund has net paid out for this car's purchase */
async function netPaid(carId: string) {
  let net = 0;
  for (const row of await fundRowsOf(carId)) {
    net += row.type === 'add_charge' ? row.amount : -row.amount;
  }
  return net;
}

describe('purchase payment in the fund', () => {
  it('adding a paid car with a supplier and a price charges the purchase once', async () => {
    const car = await addCar({ isPaid: true, supplierId: supplierA, purchasePrice: 150_000_000 });
    const rows = await fundRowsOf(car.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'add_charge',
      amount: 150_000_000,
      description: 'Car Purchase - Renault Clio',
      category: 'supplier',
      supplierId: supplierA,
      carId: car.id,
      source: 'action',
      createdAt: server.clock.now(),
    });
  });

  it('a car without a supplier, or added unpaid, posts nothing', async () => {
    const noSupplier = await addCar({ isPaid: true, purchasePrice: 150_000_000 });
    const unpaid = await addCar({ supplierId: supplierA, purchasePrice: 150_000_000 });
    expect(await fundRowsOf(noSupplier.id)).toEqual([]);
    expect(await fundRowsOf(unpaid.id)).toEqual([]);
  });

  it('the toggle charges when paid and reverses when unpaid again', async () => {
    const car = await addCar({ supplierId: supplierA, purchasePrice: 90_000_000 });
    const paid = await client.post(`/api/cars/${car.id}/paid`, { isPaid: true });
    expect(paid.status).toBe(200);
    expect(paid.body.isPaid).toBe(true);
    expect(await netPaid(car.id)).toBe(90_000_000);
    const again = await client.post(`/api/cars/${car.id}/paid`, { isPaid: true });
    expect(again.status).toBe(200);
    expect(await fundRowsOf(car.id)).toHaveLength(1);
    server.clock.advance(1000);
    const unpaid = await client.post(`/api/cars/${car.id}/paid`, { isPaid: false });
    expect(unpaid.body.isPaid).toBe(false);
    const rows = await fundRowsOf(car.id);
    expect(rows.map((r) => [r.type, r.amount, r.description, r.category, r.supplierId])).toEqual([
      ['add_charge', 90_000_000, 'Car Purchase - Renault Clio', 'supplier', supplierA],
      ['add_money', 90_000_000, 'Car Purchase Reversal - Renault Clio', 'supplier', supplierA],
    ]);
    expect(await netPaid(car.id)).toBe(0);
  });

  it('changing the price of a paid car reverses the old charge and posts the new one', async () => {
    const car = await addCar({ isPaid: true, supplierId: supplierA, purchasePrice: 100_000_000 });
    const res = await client.patch(`/api/cars/${car.id}`, { purchasePrice: 120_000_000 });
    expect(res.status).toBe(200);
    const rows = await fundRowsOf(car.id);
    expect(rows).toHaveLength(3);
    expect(await netPaid(car.id)).toBe(120_000_000);
  });

  it('moving a paid car to another supplier moves the purchase; clearing it reverses', async () => {
    const car = await addCar({ isPaid: true, supplierId: supplierA, purchasePrice: 100_000_000 });
    await client.patch(`/api/cars/${car.id}`, { supplierId: supplierB });
    const rows = await fundRowsOf(car.id);
    const bySupplier = (id: string) =>
      rows
        .filter((r) => r.supplierId === id)
        .reduce((n, r) => n + (r.type === 'add_charge' ? r.amount : -r.amount), 0);
    expect(bySupplier(supplierA)).toBe(0);
    expect(bySupplier(supplierB)).toBe(100_000_000);
    await client.patch(`/api/cars/${car.id}`, { supplierId: null });
    expect(await netPaid(car.id)).toBe(0);
  });

  it('edits that do not touch a paid purchase post nothing; unpaid price edits neither', async () => {
    const paid = await addCar({ isPaid: true, supplierId: supplierA, purchasePrice: 100_000_000 });
    await client.patch(`/api/cars/${paid.id}`, { color: 'Red', purchasePrice: 100_000_000 });
    expect(await fundRowsOf(paid.id)).toHaveLength(1);
    const unpaid = await addCar({ supplierId: supplierA, purchasePrice: 100_000_000 });
    await client.patch(`/api/cars/${unpaid.id}`, { purchasePrice: 1 });
    expect(await fundRowsOf(unpaid.id)).toEqual([]);
  });

  it('refuses the toggle while rented, and posts nothing', async () => {
    const car = await insertCar(server.database.db, { isPaid: false, supplierId: supplierA });
    await insertRental(server.database.db, car.id);
    const res = await client.post(`/api/cars/${car.id}/paid`, { isPaid: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'car_rented',
      detail: 'Cannot change payment status while the car is rented.',
    });
    expect(await fundRowsOf(car.id)).toEqual([]);
    expect((await client.get(`/api/cars/${car.id}`)).body.isPaid).toBe(false);
  });

  it('allows settling the purchase of a sold car', async () => {
    const car = await insertCar(server.database.db, {
      isPaid: false,
      supplierId: supplierA,
      purchasePrice: 70_000_000,
    });
    await insertSale(server.database.db, car.id);
    const res = await client.post(`/api/cars/${car.id}/paid`, { isPaid: true });
    expect(res.status).toBe(200);
    expect(await netPaid(car.id)).toBe(70_000_000);
  });

  it('validates the toggle body and the car', async () => {
    const car = await addCar({});
    expect((await client.post(`/api/cars/${car.id}/paid`, { isPaid: 'yes' })).status).toBe(400);
    expect((await client.post(`/api/cars/${car.id}/paid`, {})).status).toBe(400);
    const unknown = await client.post(`/api/cars/${missingId}/paid`, { isPaid: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Car not found');
  });

  it('removing a paid car keeps its fund entries', async () => {
    const car = await addCar({ isPaid: true, supplierId: supplierA, purchasePrice: 10_000 });
    expect((await client.delete(`/api/cars/${car.id}`)).status).toBe(200);
    expect(await netPaid(car.id)).toBe(10_000);
  });

  it('announces cars, fund and suppliers after a write commits', async () => {
    const seen: Topic[][] = [];
    const stop = server.events.subscribe((event) => seen.push(event.topics));
    await addCar({});
    stop();
    expect(seen).toEqual([['cars', 'fund', 'suppliers']]);
  });
});

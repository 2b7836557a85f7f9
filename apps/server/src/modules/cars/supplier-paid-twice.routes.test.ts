import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fundTransactions } from '../../db/schema.ts';
import { catalogueModel } from '../../test/fixtures.ts';
import { type Client, startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';

/**
 * Issue 11 §3, a supplier paid twice: an unpaid 1,000,000 DA car, the supplier paid with Add
 * Charge (Supplier Payment), then the car switched to Paid. The switch must not book a second
 * 1,000,000 DA without the user choosing it.
 */
const PRICE = 100_000_000; // 1,000,000 DA

let server: TestServer;
let api: Client;
let clio: { brandId: string; modelId: string };
beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
  clio = await catalogueModel(server.database.db, 'Renault', 'Clio');
  expect((await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN })).status).toBe(200);
});
afterAll(() => server.close());

const fundBalance = async () => (await api.get('/api/fund')).body.currentBalance as number;
const benefit = async () => (await api.get('/api/fund/benefit')).body.totalBenefit as number;
async function supplierBalance(id: string) {
  const list = (await api.get('/api/suppliers?limit=100')).body.items as {
    id: string;
    balance: number;
  }[];
  return list.find((s) => s.id === id)?.balance;
}
function carEntries(carId: string) {
  return server.database.db
    .select()
    .from(fundTransactions)
    .where(eq(fundTransactions.carId, carId))
    .orderBy(asc(fundTransactions.createdAt), asc(fundTransactions.type));
}

/** the story up to the switch: an unpaid car, then its supplier paid by Add Charge */
async function unpaidCarWithSupplierPaid(name: string) {
  const supplier = await api.post('/api/suppliers', { name });
  expect(supplier.status).toBe(201);
  const supplierId = supplier.body.id as string;
  const car = await api.post('/api/cars', { ...clio, supplierId, purchasePrice: PRICE });
  expect(car.status).toBe(201);
  expect(await supplierBalance(supplierId)).toBe(-PRICE); // We owe them
  const payment = await api.post('/api/fund/transactions', {
    type: 'add_charge',
    category: 'supplier',
    supplierId,
    amount: PRICE,
    description: 'Supplier Payment',
  });
  expect(payment.status).toBe(201);
  expect(await supplierBalance(supplierId)).toBe(0);
  return { supplierId, carId: car.body.id as string };
}

describe('marking Paid a car whose supplier was already paid (issue 11 §3)', () => {
  it('asks first (409), then "paid by those payments" books nothing: fund -1,000,000 DA, supplier 0', async () => {
    const { supplierId, carId } = await unpaidCarWithSupplierPaid('Atlas Motors');
    const fund = await fundBalance();
    const totalBenefit = await benefit();

    const asked = await api.post(`/api/cars/${carId}/paid`, { isPaid: true });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      code: 'supplier_payment_choice_required',
      detail:
        "This supplier's recorded payments already cover this car. Say whether it was paid by those payments or by a new payment now.",
    });
    expect((await api.get(`/api/cars/${carId}`)).body.isPaid).toBe(false);
    expect(await fundBalance()).toBe(fund);

    const paid = await api.post(`/api/cars/${carId}/paid`, {
      isPaid: true,
      settledBy: 'existing_payments',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.isPaid).toBe(true);
    expect(await carEntries(carId)).toEqual([]);
    // the fund lost 1,000,000 DA for one car, the supplier is settled
    expect(await fundBalance()).toBe(fund);
    expect(fund).toBe(-PRICE);
    expect(await supplierBalance(supplierId)).toBe(0);
    expect(await benefit()).toBe(totalBenefit);
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, carId));
    const choice = audits.find((a) => a.action === 'setCarPaid');
    expect(choice?.after).toMatchObject({ isPaid: true, settledBy: 'existing_payments' });

    // an edit of its price moves no money either: the fund never paid for this car
    server.clock.advance(1000);
    expect((await api.patch(`/api/cars/${carId}`, { color: 'Red' })).status).toBe(200);
    expect(await carEntries(carId)).toEqual([]);

    // Unpaid again: nothing was booked by the switch, so nothing is reversed
    const unpaid = await api.post(`/api/cars/${carId}/paid`, { isPaid: false });
    expect(unpaid.status).toBe(200);
    expect(await carEntries(carId)).toEqual([]);
    expect(await fundBalance()).toBe(fund);
    expect(await supplierBalance(supplierId)).toBe(0);
    expect(await benefit()).toBe(totalBenefit);
  });

  it('"paying now" books the Car Purchase as before, and Unpaid reverses it', async () => {
    const { supplierId, carId } = await unpaidCarWithSupplierPaid('Sahara Autos');
    const fund = await fundBalance();
    const totalBenefit = await benefit();

    const paid = await api.post(`/api/cars/${carId}/paid`, {
      isPaid: true,
      settledBy: 'new_payment',
    });
    expect(paid.status).toBe(200);
    const rows = await carEntries(carId);
    expect(rows.map((r) => [r.type, r.amount, r.description, r.category, r.supplierId])).toEqual([
      ['add_charge', PRICE, 'Car Purchase - Renault Clio', 'supplier', supplierId],
    ]);
    expect(await fundBalance()).toBe(fund - PRICE);
    expect(await supplierBalance(supplierId)).toBe(PRICE); // They owe us: the user chose it
    expect(await benefit()).toBe(totalBenefit);

    server.clock.advance(1000);
    expect((await api.post(`/api/cars/${carId}/paid`, { isPaid: false })).status).toBe(200);
    expect((await carEntries(carId)).map((r) => [r.type, r.description])).toEqual([
      ['add_charge', 'Car Purchase - Renault Clio'],
      ['add_money', 'Car Purchase Reversal - Renault Clio'],
    ]);
    expect(await fundBalance()).toBe(fund);
    expect(await supplierBalance(supplierId)).toBe(0);
  });

  it('does not ask while the supplier is still owed for the car', async () => {
    const supplier = await api.post('/api/suppliers', { name: 'Tell Cars' });
    const supplierId = supplier.body.id as string;
    const car = await api.post('/api/cars', { ...clio, supplierId, purchasePrice: PRICE });
    const fund = await fundBalance();
    const paid = await api.post(`/api/cars/${car.body.id}/paid`, { isPaid: true });
    expect(paid.status).toBe(200);
    expect(await fundBalance()).toBe(fund - PRICE);
    expect(await supplierBalance(supplierId)).toBe(0);
  });

  it('refuses an unknown choice', async () => {
    const { carId } = await unpaidCarWithSupplierPaid('Oran Trading');
    const res = await api.post(`/api/cars/${carId}/paid`, { isPaid: true, settledBy: 'cash' });
    expect(res.status).toBe(400);
    expect((await api.get(`/api/cars/${carId}`)).body.isPaid).toBe(false);
  });
});

import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar, insertSupplier } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, HOUR, rentBody } from '../rentals/rentals.fixtures.ts';

// Issue 31 §1: every money move says how it was paid and whose drawer took it. 23:30 UTC is
// 00:30 the next day in Algiers: the drawer's day is the business day, not the UTC date.
const T0 = new Date('2026-06-15T23:30:00.000Z');
const BUSINESS_DAY = '2026-06-16';
const CHEQUE = { method: 'cheque', chequeNumber: ' 0012345 ', chequeBank: ' BNA ' } as const;
const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;

let server: TestServer;
let agent: Client & { userId: string };

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  agent = await server.signedInAs('agent', 'Amina Saidi');
});
afterAll(() => server?.close());

/** every fund entry as the Fund list answers it, newest first */
async function entries(): Promise<FundTransaction[]> {
  const res = await agent.get('/api/fund/transactions?limit=100');
  expect(res.status).toBe(200);
  return res.body.items;
}

async function entriesOf(filter: (entry: FundTransaction) => boolean) {
  return (await entries()).filter(filter);
}

/** the drawer fields every entry the agent took carries */
const agentsDrawer = () => ({
  userId: agent.userId,
  userName: 'Amina Saidi',
  drawerDay: BUSINESS_DAY,
  drawerClosed: false,
});

const start = () => new Date(server.clock.now().getTime() + HOUR);

describe('a payment method on every money move (issue 31 §1)', () => {
  it("a rental's advance paid by cheque keeps the cheque's number and bank", async () => {
    const car = await insertCar(server.database.db, { dailyRate: 500_000 });
    const res = await agent.post(`/api/cars/${car.id}/rent`, {
      ...rentBody(start(), new Date(start().getTime() + 2 * DAY), { paymentType: 'advance' }),
      payment: CHEQUE,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [advance, ...others] = await entriesOf((entry) => entry.description.includes('Advance'));
    expect(others).toEqual([]);
    expect(advance).toMatchObject({
      type: 'add_money',
      amount: 1_000_000,
      category: 'rental',
      method: 'cheque',
      chequeNumber: '0012345',
      chequeBank: 'BNA',
      ...agentsDrawer(),
      correctsId: null,
    });
  });

  it("a return's balance by card; the cash deposit given back stays cash", async () => {
    const car = await insertCar(server.database.db, { dailyRate: 300_000, mileageKm: 10_000 });
    const rented = await agent.post(
      `/api/cars/${car.id}/rent`,
      rentBody(start(), new Date(start().getTime() + DAY)),
    );
    expect(rented.status, JSON.stringify(rented.body)).toBe(201);
    const checkedOut = await agent.post(`/api/rentals/${rented.body.rental.id}/check-out`, {
      odometerKm: 10_000,
      inspection: { fuelEighths: 8, marks: [], accessories: [], photos: [], signature },
      deposit: { amount: 2_000_000, method: 'cash' },
    });
    expect(checkedOut.status, JSON.stringify(checkedOut.body)).toBe(200);
    server.clock.set(new Date(T0.getTime() + 2 * HOUR));
    const returned = await agent.post(`/api/cars/${car.id}/return`, {
      newMileage: 10_200,
      payment: { method: 'card' },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const ofCar = await entriesOf((entry) => entry.description.endsWith('Renault Clio'));
    const balance = ofCar.find((entry) => entry.category === 'rental');
    expect(balance).toMatchObject({
      type: 'add_money',
      amount: 300_000,
      method: 'card',
      chequeNumber: null,
      chequeBank: null,
      ...agentsDrawer(),
    });
    const deposit = ofCar.filter((entry) => entry.category === 'deposit');
    expect(deposit.map(({ type, amount, method }) => ({ type, amount, method }))).toEqual([
      { type: 'add_charge', amount: 2_000_000, method: 'cash' },
      { type: 'add_money', amount: 2_000_000, method: 'cash' },
    ]);
    for (const entry of deposit) expect(entry).toMatchObject(agentsDrawer());
  });

  it('a sale paid by transfer', async () => {
    const car = await insertCar(server.database.db, { salePrice: 150_000_000 });
    const res = await agent.post(`/api/cars/${car.id}/sell`, {
      customerName: 'Nadia Amrani',
      customerPhone: '0555 98 76 54',
      customerLicense: 'S-1',
      price: 140_000_000,
      payment: { method: 'transfer', chequeNumber: 'ignored', chequeBank: 'ignored' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [sale] = await entriesOf((entry) => entry.category === 'sale');
    expect(sale).toMatchObject({
      type: 'add_money',
      amount: 140_000_000,
      method: 'transfer',
      // cheque details belong to a cheque only
      chequeNumber: null,
      chequeBank: null,
      ...agentsDrawer(),
    });
  });

  it('a supplier paid in cash from the Add Charge form', async () => {
    const supplier = await insertSupplier(server.database.db, { name: 'Pièces Auto Blida' });
    const res = await agent.post('/api/fund/transactions', {
      type: 'add_charge',
      amount: 450_000,
      description: 'Brake pads',
      category: 'supplier',
      supplierId: supplier.id,
      payment: { method: 'cash' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      supplierName: 'Pièces Auto Blida',
      method: 'cash',
      chequeNumber: null,
      chequeBank: null,
      ...agentsDrawer(),
    });
    const [listed] = await entriesOf((entry) => entry.id === res.body.id);
    expect(listed).toEqual(res.body);
  });

  it('a cheque without its bank is refused beside the bank, and nothing is written', async () => {
    const before = await entries();
    const res = await agent.post('/api/fund/transactions', {
      type: 'add_money',
      amount: 100_000,
      description: 'Cheque from a customer',
      category: 'income',
      payment: { method: 'cheque', chequeNumber: '777', chequeBank: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toEqual([
      {
        path: 'body.payment.chequeBank',
        message: "Enter the cheque's bank.",
        key: 'fields.chequeBankRequired',
      },
    ]);
    expect(await entries()).toEqual(before);
    const fund = await agent.get('/api/fund');
    expect(fund.body.transactionCount).toBe(before.length);
  });
});

describe('a refund goes back the way the last payment came in (issue 31 §1)', () => {
  it('follows the order payments were written in when they share an instant', async () => {
    // an advance by card and a balance in cash at the same clock instant (the ledger model's
    // counterexample): the record's deletion gives the money back in cash, every time
    const manager = await server.signedInAs('manager', 'Meriem Refunds');
    for (let i = 0; i < 8; i++) {
      const car = await insertCar(server.database.db, { dailyRate: 500_000, mileageKm: 1_000 });
      const now = server.clock.now();
      const rented = await agent.post(`/api/cars/${car.id}/rent`, {
        ...rentBody(now, new Date(now.getTime() + DAY), { paymentType: 'advance' }),
        payment: { method: 'card' },
      });
      expect(rented.status, JSON.stringify(rented.body)).toBe(201);
      const returned = await agent.post(`/api/cars/${car.id}/return`, {
        newMileage: 1_000,
        charges: [{ type: 'cleaning', description: 'Cleaning', amount: 10_000 }],
        payment: { method: 'cash' },
      });
      expect(returned.status, JSON.stringify(returned.body)).toBe(200);
      const rentalId = rented.body.rental.id as string;
      const deleted = await manager.delete(`/api/cars/${car.id}/rentals/${rentalId}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      const drawer = await manager.get(`/api/drawers/${manager.userId}/${BUSINESS_DAY}`);
      const refunds = drawer.body.entries.filter(
        (entry: FundTransaction) => entry.type === 'add_charge' && entry.category === 'rental',
      );
      expect(refunds.at(-1)?.method, `try ${i}`).toBe('cash');
    }
  });
});

import { bookedBy } from '@car-rental/domain/fund/booked-by';
import {
  chargeCategories,
  moneyCategories,
  SUPPLIER_CATEGORY,
} from '@car-rental/domain/fund/fund-categories';
import { balanceOf } from '@car-rental/domain/fund/fund-entry';
import { fundFigures } from '@car-rental/domain/fund/money-figures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundTransactions } from '../../db/schema.ts';
import { everyPage, idsOf } from '../../test/every-page.ts';
import { insertCar, insertSupplier } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let api: Client;
beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
});
afterAll(() => server.close());

const money = (amount: number, description = 'Cash in', category = 'income') => ({
  type: 'add_money',
  amount,
  description,
  category,
});
const charge = (amount: number, description = 'Diesel', category = 'fuel') => ({
  type: 'add_charge',
  amount,
  description,
  category,
});

describe('getFund and addFundTransaction', () => {
  it('starts empty', async () => {
    const res = await api.get('/api/fund');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currentBalance: 0,
      lastUpdated: null,
      totalCharges: 0,
      transactionCount: 0,
    });
    expect(res.body).not.toHaveProperty('totalBenefit');
  });

  it('Add Money raises the balance, Add Charge lowers it', async () => {
    const added = await api.post('/api/fund/transactions', money(500_000, '  Owner deposit  '));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      timestamp: '2026-06-15T10:00:00.000Z',
      type: 'add_money',
      amount: 500_000,
      description: 'Owner deposit',
      category: 'income',
      supplierId: null,
      supplierName: null,
      source: 'manual',
    });
    server.clock.advance(60_000);
    expect((await api.post('/api/fund/transactions', charge(120_000))).status).toBe(201);
    expect((await api.get('/api/fund')).body).toEqual({
      currentBalance: 380_000,
      lastUpdated: '2026-06-15T10:01:00.000Z',
      totalCharges: 120_000,
      transactionCount: 2,
    });
  });

  it('defaults the category to other', async () => {
    const res = await api.post('/api/fund/transactions', {
      type: 'add_charge',
      amount: 1,
      description: 'Misc',
    });
    expect(res.status).toBe(201);
    expect(res.body.category).toBe('other');
    await api.delete(`/api/fund/transactions/${res.body.id}`);
  });

  it('records a supplier payment with its supplier', async () => {
    const supplier = await insertSupplier(server.database.db, { name: 'Sahel Autos' });
    const res = await api.post('/api/fund/transactions', {
      ...charge(70_000, 'Payment', 'supplier'),
      supplierId: supplier.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ supplierId: supplier.id, supplierName: 'Sahel Autos' });
    await api.delete(`/api/fund/transactions/${res.body.id}`);
  });

  it('refuses bad input with the form messages', async () => {
    const detail = async (body: object) => {
      const res = await api.post('/api/fund/transactions', body);
      expect(res.status).toBe(400);
      return res.body.detail;
    };
    expect(await detail(money(0))).toBe('Amount must be greater than 0');
    expect(await detail(money(-100))).toBe('Amount must be greater than 0');
    expect(await detail(money(10.5))).toBe('Amount must be a whole number of centimes');
    expect(await detail(money(100, '   '))).toBe('Description is required');
    expect(await detail(money(100, 'x', 'fuel'))).toBe(
      'Choose a category of this transaction type',
    );
    expect(await detail(charge(100, 'x', 'deposit'))).toBe(
      'Choose a category of this transaction type',
    );
    expect(await detail(charge(100, 'x', 'supplier'))).toBe('Please select a supplier');
    const supplier = await insertSupplier(server.database.db);
    expect(await detail({ ...charge(100), supplierId: supplier.id })).toBe(
      'A supplier can only be chosen for a supplier payment',
    );
    expect(await detail({ ...money(100), type: 'refund' })).toBeTruthy();
    const fields = (await api.post('/api/fund/transactions', money(0, ''))).body.fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: 'Amount must be greater than 0' }),
        expect.objectContaining({ message: 'Description is required' }),
      ]),
    );
  });

  it('refuses an unknown supplier with 404', async () => {
    const res = await api.post('/api/fund/transactions', {
      ...money(100, 'x', 'supplier'),
      supplierId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'supplier_not_found', detail: 'Supplier not found' });
  });
});

describe('listFundTransactions', () => {
  it('lists newest first and pages without duplicates', async () => {
    for (let i = 0; i < 5; i++) {
      server.clock.advance(i % 2 === 0 ? 0 : 1_000); // some share a timestamp
      await api.post('/api/fund/transactions', money(1_000 + i, `Entry ${i}`));
    }
    const all = await api.get('/api/fund/transactions?limit=100');
    expect(all.status).toBe(200);
    const items = all.body.items as { id: string; timestamp: string }[];
    expect(items).toHaveLength(7);
    const times = items.map((t) => t.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const pages = await everyPage(api, '/api/fund/transactions?limit=2');
    expect(pages.flatMap(idsOf)).toEqual(items.map((t) => t.id));
  });
});

describe('deleteFundTransaction', () => {
  it('deletes a manual entry: its effect on the balance goes with it', async () => {
    const before = (await api.get('/api/fund')).body;
    const added = await api.post('/api/fund/transactions', charge(33_000));
    expect((await api.get('/api/fund')).body.currentBalance).toBe(before.currentBalance - 33_000);
    const res = await api.delete(`/api/fund/transactions/${added.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const after = (await api.get('/api/fund')).body;
    expect(after.currentBalance).toBe(before.currentBalance);
    expect(after.transactionCount).toBe(before.transactionCount);
    const again = await api.delete(`/api/fund/transactions/${added.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({
      code: 'transaction_not_found',
      detail: 'Transaction not found',
    });
  });

  it('refuses to delete an entry posted by an action', async () => {
    const car = await insertCar(server.database.db);
    server.clock.advance(1_000);
    const sold = await api.post(`/api/cars/${car.id}/sell`, {
      customerName: 'A',
      customerPhone: '1',
      customerLicense: 'L',
      price: 90_000,
    });
    expect(sold.status).toBe(201);
    const list = await api.get('/api/fund/transactions?limit=1');
    const entry = list.body.items[0];
    expect(entry).toMatchObject({ source: 'action', category: 'sale', amount: 90_000 });
    const res = await api.delete(`/api/fund/transactions/${entry.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'transaction_locked',
      detail: 'This entry was recorded by a rental, sale or purchase; undo that action instead.',
    });
    expect((await api.get('/api/fund/transactions?limit=1')).body.items[0].id).toBe(entry.id);
  });

  it('tells what booked each entry, so the screen can say where to undo it', async () => {
    const db = server.database.db;
    const supplier = await insertSupplier(db);
    const bought = await insertCar(db, {
      supplierId: supplier.id,
      purchasePrice: 50_000,
      isPaid: false,
    });
    const rentable = await insertCar(db, { dailyRate: 10_000 });
    const sold = await insertCar(db);
    server.clock.advance(1_000);
    expect((await api.post(`/api/cars/${bought.id}/paid`, { isPaid: true })).status).toBe(200);
    server.clock.advance(1_000);
    const now = server.clock.now().getTime();
    const rent = await api.post(`/api/cars/${rentable.id}/rent`, {
      start: new Date(now).toISOString(),
      end: new Date(now + 2 * 86_400_000).toISOString(),
      customer: {
        name: 'Karim Benali',
        contact: '+213 555 12 34 56',
        email: 'karim@example.dz',
        license: 'DZ-123456',
        paymentType: 'advance',
      },
    });
    expect(rent.status).toBe(201);
    server.clock.advance(1_000);
    const sale = { customerName: 'A', customerPhone: '1', customerLicense: 'L', price: 90_000 };
    expect((await api.post(`/api/cars/${sold.id}/sell`, sale)).status).toBe(201);
    server.clock.advance(1_000);
    expect((await api.post('/api/fund/transactions', money(1_000, 'Tip'))).status).toBe(201);

    const items = (await api.get('/api/fund/transactions?limit=4')).body.items;
    expect(
      items.map(({ source, bookedBy }: { source: string; bookedBy: string }) => [source, bookedBy]),
    ).toEqual([
      ['manual', null],
      ['action', 'sale'],
      ['action', 'rental'],
      ['action', 'car_purchase'],
    ]);
  });

  it('keeps the balance equal to the sum of the live entries over adds and deletes', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const live: string[] = [];
    for (let step = 0; step < 25; step++) {
      if (live.length > 0 && random() < 0.35) {
        const [victim] = live.splice(Math.floor(random() * live.length), 1);
        expect((await api.delete(`/api/fund/transactions/${victim}`)).status).toBe(200);
      } else {
        const amount = 1 + Math.floor(random() * 1_000_000);
        const body = random() < 0.5 ? money(amount) : charge(amount);
        live.push((await api.post('/api/fund/transactions', body)).body.id);
      }
      server.clock.advance(1_000);
    }
    const entries = (await api.get('/api/fund/transactions?limit=100')).body.items;
    expect((await api.get('/api/fund')).body.currentBalance).toBe(balanceOf(entries));
  });
});

describe('the rules the database writes (fundRulesSql)', () => {
  it('answers bookedBy and Total Charges as the domain counts them, entry by entry', async () => {
    const db = server.database.db;
    const supplier = await insertSupplier(db);
    const bodies = [
      ...moneyCategories.map(({ value }) => money(1_000 + value.length, value, value)),
      ...chargeCategories.map(({ value }) => charge(2_000 + value.length, value, value)),
    ].map((body) =>
      body.category === SUPPLIER_CATEGORY ? { ...body, supplierId: supplier.id } : body,
    );
    for (const body of bodies) {
      expect((await api.post('/api/fund/transactions', body)).status).toBe(201);
      server.clock.advance(1_000);
    }
    const stored = await db
      .select({
        id: fundTransactions.id,
        type: fundTransactions.type,
        category: fundTransactions.category,
        amount: fundTransactions.amount,
        source: fundTransactions.source,
        rentalId: fundTransactions.rentalId,
        saleId: fundTransactions.saleId,
      })
      .from(fundTransactions);
    const fund = (await api.get('/api/fund')).body;
    expect(fund.totalCharges).toBe(fundFigures(stored).charges);
    // every category both ways, a supplier's money in taking a charge back among them
    expect(stored.some((e) => e.category === SUPPLIER_CATEGORY && e.type === 'add_money')).toBe(
      true,
    );
    const items = (await everyPage(api, '/api/fund/transactions?limit=100')).flatMap(
      (page) => page.body.items,
    );
    expect(items).toHaveLength(stored.length);
    const byId = new Map(stored.map((entry) => [entry.id, entry]));
    for (const item of items) expect(item.bookedBy).toBe(bookedBy(byId.get(item.id)!));
    expect(new Set(items.map((item: { bookedBy: string | null }) => item.bookedBy))).toEqual(
      new Set([null, 'sale', 'rental', 'car_purchase']),
    );
  });
});

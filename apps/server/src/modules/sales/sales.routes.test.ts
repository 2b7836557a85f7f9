import { formatDA } from '@car-rental/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, fundTransactions, sales } from '../../db/schema.ts';
import { insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let api: Client;
beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
});
afterAll(() => server.close());

const buyer = {
  customerName: 'Yacine Haddad',
  customerPhone: '0555 98 76 54',
  customerLicense: 'DZ-654321',
};

const entriesOf = (carId: string) =>
  server.database.db
    .select()
    .from(fundTransactions)
    .where(eq(fundTransactions.carId, carId))
    .orderBy(fundTransactions.createdAt);

describe('sellCar', () => {
  it('sells an unpaid, unlisted car: sale row, out of the garage, revenue in the fund', async () => {
    const car = await insertCar(server.database.db, {
      isPaid: false,
      isForSale: false,
      salePrice: 200_000_000,
      purchasePrice: 150_000_000,
    });
    const res = await api.post(`/api/cars/${car.id}/sell`, { ...buyer, price: 210_000_000 });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Car sold successfully! Net profit: ${formatDA(60_000_000)}`);
    expect(res.body.car).toMatchObject({
      id: car.id,
      isSold: true,
      inGarage: false,
      isForSale: false,
      isPaid: false,
    });
    expect(res.body.sale).toMatchObject({
      soldDate: '2026-06-15T10:00:00.000Z',
      soldToCustomer: 'Yacine Haddad',
      soldToCustomerPhone: '0555 98 76 54',
      soldToCustomerLicense: 'DZ-654321',
      finalSalePrice: 210_000_000,
      listedPrice: 200_000_000,
    });
    const entries = await entriesOf(car.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'add_money',
      amount: 210_000_000,
      description: 'Car Sale Revenue - Renault Clio',
      category: 'sale',
      source: 'action',
      saleId: res.body.sale.id,
      createdAt: new Date('2026-06-15T10:00:00.000Z'),
    });
  });

  it('reports a net loss, a break-even sale, or just the sale without a purchase price', async () => {
    const db = server.database.db;
    const loss = await insertCar(db, { purchasePrice: 150_000_000 });
    const even = await insertCar(db, { purchasePrice: 150_000_000 });
    const unknown = await insertCar(db, { purchasePrice: null, salePrice: null });
    const sell = (id: string) => api.post(`/api/cars/${id}/sell`, { ...buyer, price: 150_000_000 });
    expect(
      (await api.post(`/api/cars/${loss.id}/sell`, { ...buyer, price: 100_000_000 })).body.message,
    ).toBe(`Car sold successfully! Net loss: ${formatDA(50_000_000)}`);
    expect((await sell(even.id)).body.message).toBe('Car sold successfully! Break-even sale.');
    const res = await sell(unknown.id);
    expect(res.body.message).toBe('Car sold successfully!');
    expect(res.body.sale.listedPrice).toBeNull();
  });

  it('refuses a rented car and an already sold car, changing nothing', async () => {
    const db = server.database.db;
    const rented = await insertCar(db);
    await insertRental(db, rented.id);
    const sold = await insertCar(db);
    await insertSale(db, sold.id);
    for (const id of [rented.id, sold.id]) {
      const res = await api.post(`/api/cars/${id}/sell`, { ...buyer, price: 1_000 });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('car_not_sellable');
      expect(res.body.detail).toBe('This car cannot be sold: it is rented or already sold.');
    }
    expect(await entriesOf(rented.id)).toHaveLength(0);
    expect(await db.select().from(sales).where(eq(sales.carId, rented.id))).toHaveLength(0);
  });

  it('refuses a car out of the garage, and answers 404 for an unknown or removed car', async () => {
    const db = server.database.db;
    const away = await insertCar(db, { inGarage: false });
    expect((await api.post(`/api/cars/${away.id}/sell`, { ...buyer, price: 1_000 })).status).toBe(
      409,
    );
    const removed = await insertCar(db, { deletedAt: new Date('2026-06-01T00:00:00Z') });
    for (const id of [removed.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await api.post(`/api/cars/${id}/sell`, { ...buyer, price: 1_000 });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('car_not_found');
    }
  });

  it("answers the Sell dialog's messages for missing fields and a bad price", async () => {
    const car = await insertCar(server.database.db);
    const res = await api.post(`/api/cars/${car.id}/sell`, {
      customerName: ' ',
      customerPhone: '',
      customerLicense: '',
      price: 0,
    });
    expect(res.status).toBe(400);
    const messages = res.body.fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Customer name is required',
        'Customer phone number is required',
        "Driver's license number is required",
        'Valid selling price is required',
      ]),
    );
    for (const price of [-5, 12.5, '100']) {
      const bad = await api.post(`/api/cars/${car.id}/sell`, { ...buyer, price });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe('Valid selling price is required');
    }
  });
});

describe('undoing a sale', () => {
  for (const [name, undo] of [
    ['deleteSaleHistory', (id: string) => api.delete(`/api/cars/${id}/sale`)],
    ['markCarAsAvailable', (id: string) => api.post(`/api/cars/${id}/available`)],
  ] as const) {
    it(`${name} puts the car back in the garage, unlisted, and reverses the revenue`, async () => {
      const car = await insertCar(server.database.db, { isForSale: true });
      await api.post(`/api/cars/${car.id}/sell`, { ...buyer, price: 180_000_000 });
      server.clock.advance(60_000);
      const res = await undo(car.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: car.id,
        isSold: false,
        sale: null,
        inGarage: true,
        isForSale: false,
      });
      const [row] = await server.database.db.select().from(cars).where(eq(cars.id, car.id));
      expect(row).toMatchObject({ inGarage: true, isForSale: false });
      const entries = await entriesOf(car.id);
      expect(entries.map((e) => [e.type, e.amount, e.description, e.category])).toEqual([
        ['add_money', 180_000_000, 'Car Sale Revenue - Renault Clio', 'sale'],
        ['add_charge', 180_000_000, 'Car Sale Reversal - Renault Clio', 'sale'],
      ]);
      // the car can be sold again
      const again = await api.post(`/api/cars/${car.id}/sell`, { ...buyer, price: 1_000 });
      expect(again.status).toBe(201);
    });

    it(`${name} refuses a car that is not sold, and an unknown car`, async () => {
      const car = await insertCar(server.database.db);
      const res = await undo(car.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'car_not_sold', detail: 'Car not found or not sold' });
      const unknown = await undo('00000000-0000-4000-8000-000000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe('Car not found or not sold');
      expect(await entriesOf(car.id)).toHaveLength(0);
    });
  }
});

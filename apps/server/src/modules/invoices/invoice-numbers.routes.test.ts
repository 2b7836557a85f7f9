import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { insertCar, insertRental } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, rentBody } from '../rentals/rentals.fixtures.ts';
import { takeNextInSeries } from './invoices.repository.ts';
import { printInvoice } from './print-invoice.ts';

/**
 * Issue 28 §13: invoices are numbered FA-<year>-000001 on, one unbroken chronological
 * sequence per business year across sales and rentals, and an undone sale or rental that was
 * invoiced gets a credit note AV-<year>-000001 on. The number is taken in the transaction
 * that writes the document: parallel writes never share one, and a refused write leaves no
 * gap. (The numbers were RNT/SAL + 6 digits of the timestamp + 3 random letters.)
 */
const T0 = new Date('2026-06-15T10:00:00.000Z');
const HOUR = 3_600_000;

let server: TestServer;
let api: Client;
let db: TestServer['database']['db'];
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  db = server.database.db;
});
afterAll(() => server?.close());

const buyer = {
  customerName: 'Yacine Haddad',
  customerPhone: '0555 98 76 54',
  customerLicense: 'DZ-654321',
};

/** a car sold through the API */
async function sold() {
  const car = await insertCar(db, { salePrice: 200_000_000 });
  const res = await api.post(`/api/cars/${car.id}/sell`, { ...buyer, price: 210_000_000 });
  expect(res.status).toBe(201);
  return { carId: car.id, saleId: res.body.sale.id as string };
}

/** a car rented and returned through the API */
async function returned() {
  const car = await insertCar(db, { mileageKm: 12_000 });
  const now = server.clock.now();
  const rent = await api.post(
    `/api/cars/${car.id}/rent`,
    rentBody(now, new Date(now.getTime() + DAY)),
  );
  expect(rent.status).toBe(201);
  const back = await api.post(`/api/cars/${car.id}/return`, { newMileage: 12_100 });
  expect(back.status).toBe(200);
  return { carId: car.id, rentalId: rent.body.rental.id as string };
}

const printSale = (saleId: string) => api.post('/api/invoices', { kind: 'sale', saleId });
const printRental = (rentalId: string) => api.post('/api/invoices', { kind: 'rental', rentalId });

/** the ranks of the numbers of a series and year, sorted */
async function ranks(prefix: string): Promise<number[]> {
  const result = (await db.execute(sql`
    select number from invoices where number like ${`${prefix}-%`}
    union all
    select number from credit_notes where number like ${`${prefix}-%`}
  `)) as unknown as { rows: { number: string }[] };
  return result.rows
    .map((row) => Number(row.number.slice(prefix.length + 1)))
    .sort((a, b) => a - b);
}

/** from+1 .. from+count */
const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i + 1);

describe('invoice numbers', () => {
  it('number invoices FA-2026-000001 on in the order they are made, across sales and rentals', async () => {
    const first = await sold();
    const rental = await returned();
    const second = await sold();

    const a = await printSale(first.saleId);
    expect(a.status).toBe(201);
    expect(a.body.number).toBe('FA-2026-000001');
    server.clock.advance(HOUR);
    const b = await printRental(rental.rentalId);
    expect(b.status).toBe(201);
    expect(b.body.number).toBe('FA-2026-000002');
    // a reprint answers the same invoice and takes no number
    const again = await printSale(first.saleId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: a.body.id, number: 'FA-2026-000001' });
    // a refused print takes none either: a rental still out, a sale that does not exist
    const out = await insertCar(db);
    const active = await insertRental(db, out.id);
    expect((await printRental(active.id)).status).toBe(404);
    expect((await printSale('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    server.clock.advance(HOUR);
    const c = await printSale(second.saleId);
    expect(c.status).toBe(201);
    expect(c.body.number).toBe('FA-2026-000003');
    // chronological: the dates run in the order of the numbers
    expect([a, b, c].map((res) => res.body.createdAt)).toEqual([
      '2026-06-15T10:00:00.000Z',
      '2026-06-15T11:00:00.000Z',
      '2026-06-15T12:00:00.000Z',
    ]);
    expect((await api.get(`/api/invoices/${b.body.id}`)).body).toMatchObject({
      number: 'FA-2026-000002',
      creditNote: null,
    });
  });

  it('keeps the number of an invoice issued before the sequence, which does not count it', async () => {
    const rental = await returned();
    const [old] = await db
      .insert(invoices)
      .values({
        number: 'RNT408105ZGA',
        kind: 'rental',
        rentalId: rental.rentalId,
        createdAt: new Date('2026-03-01T09:00:00Z'),
        data: (await db.select({ data: invoices.data }).from(invoices).limit(1))[0]!.data,
      })
      .returning();
    const reprint = await printRental(rental.rentalId);
    expect(reprint.status).toBe(200);
    expect(reprint.body).toMatchObject({ id: old!.id, number: 'RNT408105ZGA' });
    const next = await printSale((await sold()).saleId);
    expect(next.body.number).toBe(
      `FA-2026-${String((await ranks('FA-2026')).length).padStart(6, '0')}`,
    );
    expect(await ranks('FA-2026')).toEqual(run(0, (await ranks('FA-2026')).length));
  });

  it('gives sales and returns made and invoiced at once consecutive numbers, with no gap', async () => {
    const before = (await ranks('FA-2026')).length;
    const saleCars = await Promise.all(
      Array.from({ length: 12 }, () => insertCar(db, { salePrice: 200_000_000 })),
    );
    const rentCars = await Promise.all(
      Array.from({ length: 12 }, () => insertCar(db, { mileageKm: 12_000 })),
    );
    const now = server.clock.now();
    for (const car of rentCars) {
      const rent = await api.post(
        `/api/cars/${car.id}/rent`,
        rentBody(now, new Date(now.getTime() + DAY)),
      );
      expect(rent.status).toBe(201);
    }
    const undone = await sold();
    expect((await api.delete(`/api/cars/${undone.carId}/sale`)).status).toBe(200);

    const answers = await Promise.all([
      // each car sold, then its invoice printed, twice at once
      ...saleCars.map(async (car) => {
        const res = await api.post(`/api/cars/${car.id}/sell`, { ...buyer, price: 210_000_000 });
        expect(res.status).toBe(201);
        return Promise.all([printSale(res.body.sale.id), printSale(res.body.sale.id)]);
      }),
      // each car returned, then its invoice printed, twice at once
      ...rentCars.map(async (car) => {
        const res = await api.post(`/api/cars/${car.id}/return`, { newMileage: 12_100 });
        expect(res.status).toBe(200);
        return Promise.all([printRental(res.body.rental.id), printRental(res.body.rental.id)]);
      }),
      // refused prints among them: an undone sale
      ...Array.from({ length: 6 }, async () => [await printSale(undone.saleId)]),
    ]);
    const made = answers.flat().filter((res) => res.status === 201);
    const reprints = answers.flat().filter((res) => res.status === 200);
    const refused = answers.flat().filter((res) => res.status === 404);
    expect(made).toHaveLength(24);
    expect(reprints).toHaveLength(24);
    expect(refused).toHaveLength(6);
    const numbers = made.map((res) => res.body.number as string);
    expect(new Set(numbers).size).toBe(24);
    expect(numbers.map((n) => Number(n.slice('FA-2026-'.length))).sort((a, b) => a - b)).toEqual(
      run(before, 24),
    );
    expect(await ranks('FA-2026')).toEqual(run(0, before + 24));
  });
});

describe('credit notes', () => {
  it('cancel the invoice of an undone sale with AV-2026-000001; the invoice keeps its number', async () => {
    const sale = await sold();
    const invoice = await printSale(sale.saleId);
    expect(invoice.status).toBe(201);
    server.clock.advance(HOUR);
    const undo = await api.delete(`/api/cars/${sale.carId}/sale`);
    expect(undo.status).toBe(200);
    const read = await api.get(`/api/invoices/${invoice.body.id}`);
    expect(read.body).toMatchObject({
      number: invoice.body.number,
      saleId: sale.saleId,
      creditNote: { number: 'AV-2026-000001', createdAt: server.clock.now().toISOString() },
    });
    // a reprint shows the invoice as issued, with its credit note
    expect((await printSale(sale.saleId)).body).toMatchObject({
      number: invoice.body.number,
      creditNote: { number: 'AV-2026-000001' },
    });
    // the car sold again gets a new invoice, with the next number
    const resale = await api.post(`/api/cars/${sale.carId}/sell`, { ...buyer, price: 205_000_000 });
    expect(resale.status).toBe(201);
    const next = await printSale(resale.body.sale.id);
    expect(next.body.number).not.toBe(invoice.body.number);
    expect(next.body.creditNote).toBeNull();
  });

  it('are not made for a sale undone before any invoice, and follow on for a deleted rental record', async () => {
    const plain = await sold();
    expect((await api.post(`/api/cars/${plain.carId}/available`)).status).toBe(200);
    expect(await ranks('AV-2026')).toEqual([1]);

    const rental = await returned();
    const invoice = await printRental(rental.rentalId);
    expect(invoice.status).toBe(201);
    const deleted = await api.delete(`/api/cars/${rental.carId}/rentals/${rental.rentalId}`);
    expect(deleted.status).toBe(200);
    expect((await api.get(`/api/invoices/${invoice.body.id}`)).body).toMatchObject({
      number: invoice.body.number,
      creditNote: { number: 'AV-2026-000002' },
    });
  });

  it('number parallel undoings consecutively; an undo racing a print credits what was printed', async () => {
    const before = (await ranks('AV-2026')).length;
    const invoiced = await Promise.all(Array.from({ length: 8 }, () => sold()));
    for (const sale of invoiced) expect((await printSale(sale.saleId)).status).toBe(201);
    const racing = await Promise.all(Array.from({ length: 8 }, () => sold()));
    const undos = await Promise.all([
      ...invoiced.map((sale) => api.delete(`/api/cars/${sale.carId}/sale`)),
      ...racing.map((sale) => api.delete(`/api/cars/${sale.carId}/sale`)),
      ...racing.map((sale) => printSale(sale.saleId)),
    ]);
    expect(undos.slice(0, 16).map((res) => res.status)).toEqual(Array(16).fill(200));
    // a print either came first (then the undo credited it) or found the sale gone
    const racedPrints = undos.slice(16);
    for (const res of racedPrints) expect([201, 404]).toContain(res.status);
    const printedInRace = racedPrints.filter((res) => res.status === 201);
    for (const res of printedInRace) {
      expect((await api.get(`/api/invoices/${res.body.id}`)).body.creditNote).not.toBeNull();
    }
    expect(await ranks('AV-2026')).toEqual(run(0, before + 8 + printedInRace.length));
    expect(await ranks('FA-2026')).toEqual(run(0, (await ranks('FA-2026')).length));
  });
});

describe('the counter', () => {
  it('gives a rolled-back number back', async () => {
    const first = await db.transaction((tx) => takeNextInSeries(tx, 'FA', 2031));
    await expect(
      db.transaction(async (tx) => {
        await takeNextInSeries(tx, 'FA', 2031);
        throw new Error('the write fails after its number was taken');
      }),
    ).rejects.toThrow('the write fails');
    const next = await db.transaction((tx) => takeNextInSeries(tx, 'FA', 2031));
    expect([first, next]).toEqual([1, 2]);
  });

  it('numbers in the new year a write that waited for the counter across midnight', async () => {
    const { saleId } = await sold();
    // the clock reads 23:59:59.999 in Algiers when the write starts, midnight after
    let reads = 0;
    const clock = {
      now: () => new Date(reads++ === 0 ? '2028-12-31T22:59:59.999Z' : '2028-12-31T23:00:00.000Z'),
    };
    const deps = { ...server, db, clock, actor: undefined } as unknown as AppDeps;
    const { invoice } = await printInvoice(deps, {
      userId: server.ownerId,
      body: { kind: 'sale', saleId },
    });
    expect(invoice).toMatchObject({
      number: 'FA-2029-000001',
      createdAt: '2028-12-31T23:00:00.000Z',
    });
    // the number first taken in 2028 was given back
    expect(await db.transaction((tx) => takeNextInSeries(tx, 'FA', 2028))).toBe(1);
  });
});

describe('a new year', () => {
  it("restarts both series at 000001 on 1 January in the agency's time zone", async () => {
    const last = (await ranks('FA-2026')).length;
    // 23:59:59 on 31 December in Algiers (UTC+1): still 2026
    server.clock.set(new Date('2026-12-31T22:59:59.000Z'));
    api = await server.signedIn();
    const late = await printSale((await sold()).saleId);
    expect(late.body.number).toBe(`FA-2026-${String(last + 1).padStart(6, '0')}`);
    // midnight in Algiers: 2027, though UTC is still in 2026
    server.clock.set(new Date('2026-12-31T23:00:00.000Z'));
    const sale = await sold();
    const rental = await returned();
    expect((await printSale(sale.saleId)).body.number).toBe('FA-2027-000001');
    expect((await printRental(rental.rentalId)).body.number).toBe('FA-2027-000002');
    expect((await api.delete(`/api/cars/${sale.carId}/sale`)).status).toBe(200);
    const credited = await printSale(sale.saleId);
    expect(credited.body).toMatchObject({
      number: 'FA-2027-000001',
      creditNote: { number: 'AV-2027-000001' },
    });
    // 2026 ended unbroken
    expect(await ranks('FA-2026')).toEqual(run(0, last + 1));
  });
});

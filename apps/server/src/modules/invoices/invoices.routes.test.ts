import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertFinishedRental } from '../history/history-fixtures.ts';
import { invoiceMoney } from './invoice-pdf.ts';
import { pdfText } from './pdf-text.ts';

// the clock stands still at 2026-06-15T10:00:00.000Z: every invoice is numbered in 2026
let server: TestServer;
let api: Client;
const id: Record<string, string> = {};
const numbered2026 = /^FA-2026-\d{6}$/;

beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
  const db = server.database.db;
  await api.put('/api/settings', {
    businessName: 'Auto Location Amina',
    businessAddress: '12 rue Didouche Mourad, Alger',
    rc: '16/00-1234567 B 21',
    nif: '000016001234567',
  });
  const car = await insertCar(db, { plate: 'AB-100-16', color: 'White', year: 2021 });
  id.rental = (
    await insertFinishedRental(
      db,
      car.id,
      {
        returnedAt: new Date('2026-06-14T09:00:00Z'),
        startAt: new Date('2026-06-11T09:00:00Z'),
        customerName: 'Karim Benali',
        totalAmount: 3_000_000,
        totalDays: 3,
        startMileage: 10_000,
        endMileage: 10_450,
      },
      [{ type: 'cleaning', description: 'Interior cleaning', amount: 250_000 }],
    )
  ).id;
  const active = await insertCar(db);
  id.activeRental = (await insertRental(db, active.id)).id;
  const sold = await insertCar(db, { plate: 'SO-555-16' });
  id.sale = (
    await insertSale(db, sold.id, { finalPrice: 210_000_000, listedPrice: 200_000_000 })
  ).id;
});
afterAll(() => server?.close());

describe('Print Invoice: a rental', () => {
  it("creates the invoice with the year's first number and a frozen copy of the rental", async () => {
    const res = await api.post('/api/invoices', { kind: 'rental', rentalId: id.rental });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe('FA-2026-000001');
    expect(res.body.data).toMatchObject({
      kind: 'rental',
      business: { businessName: 'Auto Location Amina', rc: '16/00-1234567 B 21' },
      customer: { name: 'Karim Benali', phone: '+213 555 12 34 56', license: 'DZ-123456' },
      car: { brandName: 'Renault', modelName: 'Clio', plate: 'AB-100-16', year: 2021 },
      period: { start: '2026-06-11T09:00:00.000Z', end: '2026-06-14T09:00:00.000Z', totalDays: 3 },
      mileage: { start: 10_000, end: 10_450, driven: 450 },
      rentalAmount: 3_000_000,
      charges: [{ type: 'cleaning', description: 'Interior cleaning', amount: 250_000 }],
      chargesTotal: 250_000,
      totalAmount: 3_250_000,
      totals: { vatRateBp: null, totalHt: 3_250_000, vat: 0, totalTtc: 3_250_000 },
    });
    id.rentalInvoice = res.body.id;
    id.rentalNumber = res.body.number;
  });

  it('answers the same invoice when printed again, even after the business details change', async () => {
    await api.put('/api/settings', { businessName: 'Renamed SARL', vatRateBp: 1900 });
    const again = await api.post('/api/invoices', { kind: 'rental', rentalId: id.rental });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id.rentalInvoice);
    expect(again.body.number).toBe(id.rentalNumber);
    expect(again.body.data.business.businessName).toBe('Auto Location Amina');
    const read = await api.get(`/api/invoices/${id.rentalInvoice}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(again.body);
    await api.put('/api/settings', { businessName: 'Auto Location Amina' });
  });

  it('refuses an active rental, an unknown one and a bad body', async () => {
    const active = await api.post('/api/invoices', { kind: 'rental', rentalId: id.activeRental });
    expect(active.status).toBe(404);
    expect(active.body.detail).toBe('Rental not found');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.post('/api/invoices', { kind: 'rental', rentalId: unknown })).status).toBe(
      404,
    );
    expect((await api.post('/api/invoices', { kind: 'sale', saleId: unknown })).status).toBe(404);
    expect((await api.post('/api/invoices', { kind: 'rental', saleId: id.sale })).status).toBe(400);
    expect((await api.get(`/api/invoices/${unknown}`)).status).toBe(404);
    expect((await api.get(`/api/invoices/${unknown}/pdf`)).status).toBe(404);
  });
});

describe('Print Invoice: a sale, with VAT on', () => {
  it('states the sale price and the listed price, and splits HT / VAT / TTC', async () => {
    await api.put('/api/settings', { businessName: 'Auto Location Amina', vatRateBp: 1900 });
    const res = await api.post('/api/invoices', { kind: 'sale', saleId: id.sale });
    expect(res.status).toBe(201);
    expect(res.body.number).toMatch(numbered2026);
    expect(res.body.data).toMatchObject({
      kind: 'sale',
      customer: { name: 'Yacine Haddad', phone: '0555 98 76 54', license: 'DZ-654321' },
      saleDate: '2026-06-12T15:00:00.000Z',
      salePrice: 210_000_000,
      listedPrice: 200_000_000,
      totalAmount: 210_000_000,
      // 2 100 000 DA TTC / 1.19 = 1 764 705.88 DA HT
      totals: { vatRateBp: 1900, totalHt: 176_470_588, vat: 33_529_412, totalTtc: 210_000_000 },
    });
    id.saleInvoice = res.body.id;
    id.saleNumber = res.body.number;
  });
});

describe('the PDF', () => {
  it('is an A4 PDF that parses and states the business, number, customer and total', async () => {
    const res = await fetch(`${server.url}/api/invoices/${id.rentalInvoice}/pdf`, {
      headers: { cookie: api.cookie ?? '' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${id.rentalNumber}.pdf"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    const [page] = await pdfText(bytes);
    expect(page).toContain('Auto Location Amina');
    expect(page).toContain('RC: 16/00-1234567 B 21');
    expect(page).toContain(`Invoice No. ${id.rentalNumber}`);
    expect(page).toContain('Karim Benali');
    expect(page).toContain('Interior cleaning');
    expect(page).toContain('Total');
    expect(page).toContain(invoiceMoney(3_250_000).replace(/\u202f/g, ' '));
    expect(page).toContain('32 500,00 DA');
  });

  it('shows HT, VAT and TTC lines when the invoice has VAT', async () => {
    const res = await fetch(`${server.url}/api/invoices/${id.saleInvoice}/pdf`, {
      headers: { cookie: api.cookie ?? '' },
    });
    const [page] = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(page).toContain(id.saleNumber);
    expect(page).toContain('Yacine Haddad');
    expect(page).toContain('Total HT');
    expect(page).toContain('VAT (19 %)');
    expect(page).toContain('1 764 705,88 DA');
    expect(page).toContain('Total TTC');
    expect(page).toContain('2 100 000,00 DA');
  });

  it('prints times on a 24-hour clock (a sale at 16:00 in Algiers, never 04:00 PM)', async () => {
    const res = await fetch(`${server.url}/api/invoices/${id.saleInvoice}/pdf`, {
      headers: { cookie: api.cookie ?? '' },
    });
    const [page] = await pdfText(new Uint8Array(await res.arrayBuffer()));
    // saleDate 2026-06-12T15:00Z is 16:00 in Africa/Algiers (UTC+1)
    expect(page).toContain('12/06/2026 16:00');
    expect(page).not.toMatch(/\d{2}:\d{2}\s?[AP]M/i);
  });

  it('is for signed-in staff only', async () => {
    expect((await server.anonymous().get(`/api/invoices/${id.rentalInvoice}/pdf`)).status).toBe(
      401,
    );
  });
});

describe('numbering under load', () => {
  it('gives 200 rentals printed at once 200 consecutive numbers', async () => {
    const db = server.database.db;
    const car = await insertCar(db);
    const result =
      (await db.execute(sql`insert into rentals (car_id, customer_name, customer_contact,
        customer_email, customer_license, payment_type, start_at, end_at, daily_rate, start_mileage,
        returned_at, end_mileage, total_days, total_amount, state)
      select ${car.id}, 'Customer ' || n, '0555', 'c@example.dz', 'L' || n, 'after',
        timestamptz '2026-01-01' + n * interval '1 hour', timestamptz '2026-01-01' + n * interval '1 hour',
        100000, 0, timestamptz '2026-01-01' + n * interval '1 hour', 10, 1, 100000, 'returned'
      from generate_series(1, 200) n returning id`)) as unknown as { rows: { id: string }[] };
    const answers = await Promise.all(
      result.rows.map((row) => api.post('/api/invoices', { kind: 'rental', rentalId: row.id })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const numbers = answers.map((a) => a.body.number as string);
    expect(new Set(numbers).size).toBe(200);
    for (const number of numbers) expect(number).toMatch(numbered2026);
    const ranks = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(ranks.at(-1)! - ranks[0]!).toBe(199);
  });

  it('makes one invoice when the same sale is printed 200 times at once', async () => {
    const db = server.database.db;
    const sale = await insertSale(db, (await insertCar(db)).id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.post('/api/invoices', { kind: 'sale', saleId: sale.id }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(199);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const [row] = (
      (await db.execute(
        sql`select count(*)::int as n from invoices where sale_id = ${sale.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(row?.n).toBe(1);
  });
});

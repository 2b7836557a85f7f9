import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar, insertSale, insertSupplier } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertFinishedRental } from '../history/history-fixtures.ts';

// now: Monday 2026-06-15 10:00 UTC = 11:00 in Africa/Algiers (UTC+1)
let server: TestServer;
let api: Client;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

beforeAll(async () => {
  server = await startTestServer();
  api = await server.signedIn();
  const db = server.database.db;
  const car = await insertCar(db, { plate: 'AB;100"16', color: 'White', year: 2021 });
  await insertFinishedRental(
    db,
    car.id,
    {
      returnedAt: new Date('2026-06-14T22:30:00Z'),
      customerName: '=Karim Benali',
      totalAmount: 3_000_000,
      totalDays: 3,
      startMileage: 10_000,
      endMileage: 10_450,
    },
    [{ type: 'cleaning', description: 'Interior cleaning', amount: 250_050 }],
  );
  const sold = await insertCar(db, { plate: 'SO-555-16', color: 'Rouge Ardent', year: 2020 });
  await insertSale(db, sold.id, {
    soldAt: new Date('2026-06-12T15:00:00Z'),
    customerName: 'Yacine Haddad',
    finalPrice: 210_000_000,
    listedPrice: 200_000_000,
  });
  const supplier = await insertSupplier(db, { name: 'Auto Import SARL' });
  await api.post('/api/fund/transactions', {
    type: 'add_money',
    amount: 1_000_050,
    description: 'Opening cash; "float"',
    category: 'deposit',
  });
  server.clock.advance(60_000);
  await api.post('/api/fund/transactions', {
    type: 'add_charge',
    amount: 50_000,
    description: 'Parts',
    category: 'supplier',
    supplierId: supplier.id,
  });
});
afterAll(() => server?.close());

async function download(path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: api.cookie ?? '' } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('history CSV', () => {
  it('is UTF-8 with a BOM, ";"-separated, amounts in DA, times ISO on the business clock', async () => {
    const { res, bytes, text } = await download('/api/history/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="history-2026-06-15.csv"',
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Date;Type;Brand;Model;Plate;Year;Color;Customer;Days;Distance (km);Amount (DA);Charges (DA);Final total (DA);Listed price (DA)',
      '2026-06-14T23:30:00+01:00;Rental;Renault;Clio;"AB;100""16";2021;White;\'=Karim Benali;3;450;30000.00;2500.50;32500.50;',
      '2026-06-12T16:00:00+01:00;Sale;Renault;Clio;SO-555-16;2020;Rouge Ardent;Yacine Haddad;;;2100000.00;;2100000.00;2000000.00',
      '',
    ]);
  });

  it('follows the history filters', async () => {
    const sales = await download('/api/history/export.csv?type=sales');
    expect(sales.text.trim().split('\r\n')).toHaveLength(2);
    expect(sales.text).toContain('Yacine Haddad');
    const today = await download('/api/history/export.csv?period=today');
    expect(today.text.trim().split('\r\n')).toHaveLength(1);
    const search = await download('/api/history/export.csv?q=rouge');
    expect(search.text.trim().split('\r\n')).toHaveLength(2);
    expect((await download('/api/history/export.csv?type=cars')).res.status).toBe(400);
    // refused before a byte of the file is sent: a clear problem, not a file cut short
    const nul = await download('/api/history/export.csv?q=%00');
    expect(nul.res.status).toBe(400);
    expect(nul.res.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.parse(nul.text).detail).toBe('The search cannot contain a NUL character');
  });

  it('is for signed-in staff only', async () => {
    expect((await server.anonymous().get('/api/history/export.csv')).status).toBe(401);
    expect((await server.anonymous().get('/api/fund/export.csv')).status).toBe(401);
  });
});

describe('fund CSV', () => {
  it('lists every transaction newest first with signed amounts', async () => {
    const { res, text } = await download('/api/fund/export.csv');
    expect(res.status).toBe(200);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date;Type;Category;Description;Supplier;Amount (DA);Signed amount (DA);Source',
    );
    expect(lines.slice(1)).toEqual([
      '2026-06-15T11:01:00+01:00;add_charge;supplier;Parts;Auto Import SARL;500.00;-500.00;manual',
      '2026-06-15T11:00:00+01:00;add_money;deposit;"Opening cash; ""float""";;10000.50;10000.50;manual',
    ]);
  });
});

describe('fund CSV over several batches', () => {
  it('writes the header once, then every entry', async () => {
    await server.database.db.execute(sql`insert into fund_transactions
        (created_at, type, amount, description, category)
      select timestamptz '2026-01-01' + n * interval '1 minute', 'add_money', 100, 'Batch ' || n, 'deposit'
      from generate_series(1, 2500) n`);
    const { res, text } = await download('/api/fund/export.csv');
    expect(res.status).toBe(200);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines.filter((line) => line.startsWith('Date;Type;'))).toHaveLength(1);
    expect(lines).toHaveLength(1 + 2 + 2500);
    expect(lines.at(-1)).toBe(
      '2026-01-01T01:01:00+01:00;add_money;deposit;Batch 1;;1.00;1.00;manual',
    );
  });
});

describe('100,000 history rows', () => {
  it('streams them all in keyset batches with bounded server memory', async () => {
    const db = server.database.db;
    const car = await insertCar(db, { plate: 'BULK-1' });
    // a bulk fixture: the per-row summary triggers (if any) are off for this one insert
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table rentals disable trigger user`);
      await tx.execute(sql`insert into rentals (car_id, customer_name, customer_contact,
          customer_email, customer_license, payment_type, start_at, end_at, daily_rate, start_mileage,
          returned_at, end_mileage, total_days, total_amount, state)
        select ${car.id}, 'Customer ' || n, '0555 00 00 00', 'c' || n || '@example.dz', 'L-' || n, 'after',
          timestamptz '2020-01-01' + n * interval '10 minutes',
          timestamptz '2020-01-01' + n * interval '10 minutes' + interval '1 day',
          500000, n, timestamptz '2020-01-01' + n * interval '10 minutes' + interval '1 day',
          n + 120, 1, 500000, 'returned'
        from generate_series(1, 100000) n`);
      await tx.execute(sql`alter table rentals enable trigger user`);
    });
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    const res = await fetch(`${server.url}/api/history/export.csv?q=BULK`, {
      headers: { cookie: api.cookie ?? '' },
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let lines = 0;
    let last = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      for (const char of text) if (char === '\n') lines++;
      last = (last + text).slice(-200);
      if (++chunks % 50 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - before);
      }
    }
    expect(lines).toBe(100_001);
    expect(last).toContain(
      ';Rental;Renault;Clio;BULK-1;2022;White;Customer 1;1;120;5000.00;0.00;5000.00;\r\n',
    );
    // the whole file is about 15 MB of text; a server that held it, or its rows, would exceed this
    expect(peak, `heap growth ${Math.round(peak / 1e6)} MB`).toBeLessThan(50 * 1024 * 1024);
  }, 240_000);
});

import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar, insertSale, insertSupplier } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertFinishedRental } from '../history/history-fixtures.ts';
import { loadExcelJS } from './xlsx-writer.ts';

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
    payment: { method: 'cheque', chequeNumber: '0012345', chequeBank: 'BNA' },
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
  it('is UTF-8 with a BOM, ";"-separated, amounts with a decimal comma, times on the business clock', async () => {
    const { res, bytes, text } = await download('/api/history/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="history-2026-06-15.csv"',
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Date;Type;Brand;Model;Plate;Year;Color;Customer;Days;Distance (km);Amount (DA);Charges (DA);Final total (DA);Listed price (DA)',
      '14/06/2026 23:30;Rental;Renault;Clio;"AB;100""16";2021;White;\'=Karim Benali;3;450;30000,00;2500,50;32500,50;',
      '12/06/2026 16:00;Sale;Renault;Clio;SO-555-16;2020;Rouge Ardent;Yacine Haddad;;;2100000,00;;2100000,00;2000000,00',
      '',
    ]);
  });

  it('says its headings and types in the language asked for', async () => {
    const fr = await download('/api/history/export.csv?lang=fr');
    expect(fr.res.status).toBe(200);
    const lines = fr.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Date;Type;Marque;Modèle;Immatriculation;Année;Couleur;Client;Jours;Distance (km);Montant (DA);Frais (DA);Total final (DA);Prix affiché (DA)',
    );
    expect(lines[1]?.split(';')[1]).toBe('Location');
    expect(lines[2]?.split(';')[1]).toBe('Vente');
    const ar = await download('/api/history/export.csv?lang=ar&type=sales');
    expect(ar.text.slice(1).split('\r\n')[0]).toMatch(/^التاريخ;النوع;العلامة;الطراز;رقم التسجيل;/);
    expect(ar.text).toContain(';بيع;Renault;');
    expect((await download('/api/history/export.csv?lang=de')).res.status).toBe(400);
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
    expect((await server.anonymous().get('/api/history/export.xlsx')).status).toBe(401);
    expect((await server.anonymous().get('/api/fund/export.xlsx')).status).toBe(401);
  });
});

describe('fund CSV', () => {
  it('lists every transaction newest first with signed amounts', async () => {
    const { res, text } = await download('/api/fund/export.csv');
    expect(res.status).toBe(200);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date;Type;Category;Description;Supplier;Amount (DA);Signed amount (DA);Source;Method;Staff',
    );
    expect(lines.slice(1)).toEqual([
      '15/06/2026 11:01;Charge;Supplier Payment;Parts;Auto Import SARL;500,00;-500,00;Manual;Cash;Test Owner',
      '15/06/2026 11:00;Money added;Deposit;"Opening cash; ""float""";;10000,50;10000,50;Manual;Cheque 0012345, BNA;Test Owner',
    ]);
    const fr = await download('/api/fund/export.csv?lang=fr');
    expect(fr.text.slice(1).trim().split('\r\n')).toEqual([
      'Date;Type;Catégorie;Libellé;Fournisseur;Montant (DA);Montant signé (DA);Origine;Mode de paiement;Caissier',
      '15/06/2026 11:01;Charge;Paiement fournisseur;Parts;Auto Import SARL;500,00;-500,00;Saisie manuelle;Espèces;Test Owner',
      '15/06/2026 11:00;Entrée;Caution;"Opening cash; ""float""";;10000,50;10000,50;Saisie manuelle;Chèque 0012345, BNA;Test Owner',
    ]);
    const ar = await download('/api/fund/export.csv?lang=ar');
    const arabic = ar.text.slice(1).trim().split('\r\n');
    expect(arabic[0]?.split(';').slice(-2)).toEqual(['طريقة الدفع', 'الموظف']);
    expect(arabic[2]?.split(';').slice(-2)).toEqual(['شيك 0012345, BNA', 'Test Owner']);
  });
});

/** an Excel export read back with exceljs: its first sheet's rows as values */
async function workbookOf(path: string) {
  const { res, bytes } = await download(path);
  expect(res.status, path).toBe(200);
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${path}: no sheet`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { res, sheet, rows };
}

/** a column's numbers as centimes, added up (the file holds DA) */
function centimesOf(rows: unknown[][], column: number): number {
  let total = 0;
  for (const row of rows.slice(1)) {
    const value = row[column];
    if (value === undefined || value === null) continue;
    expect(typeof value).toBe('number');
    total += Math.round((value as number) * 100);
  }
  return total;
}

describe('history Excel workbook', () => {
  it('holds numbers, dates on the business clock, a bold frozen heading row', async () => {
    const { res, sheet, rows } = await workbookOf('/api/history/export.xlsx');
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="history-2026-06-15.xlsx"',
    );
    expect(rows[0]).toEqual([
      'Date',
      'Type',
      'Brand',
      'Model',
      'Plate',
      'Year',
      'Color',
      'Customer',
      'Days',
      'Distance (km)',
      'Amount (DA)',
      'Charges (DA)',
      'Final total (DA)',
      'Listed price (DA)',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();
    expect(sheet.getColumn(8).width).toBeGreaterThan(10);
    // the rental: 23:30 in Algiers, as the desk's clock shows it; text is kept as typed
    expect(rows[1]).toEqual([
      new Date(Date.UTC(2026, 5, 14, 23, 30)),
      'Rental',
      'Renault',
      'Clio',
      'AB;100"16',
      2021,
      'White',
      '=Karim Benali',
      3,
      450,
      30000,
      2500.5,
      32500.5,
    ]);
    // the empty listed price of a rental is an empty cell (exceljs drops trailing empties)
    expect(sheet.getCell('N2').value).toBeNull();
    expect(rows[2]?.[0]).toEqual(new Date(Date.UTC(2026, 5, 12, 16, 0)));
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('M2').numFmt).toBe('#,##0.00');
    // the final totals (rentals with their charges, sale prices) add up to the revenue the
    // history's cards state (issue 28 §10)
    const summary = await api.get<{ totalRevenue: number }>('/api/history/summary');
    expect(centimesOf(rows, 12)).toBe(summary.body.totalRevenue);
  });

  it('says its headings in French, and runs right to left in Arabic, under the filters', async () => {
    const fr = await workbookOf('/api/history/export.xlsx?lang=fr');
    expect(fr.rows[0]?.slice(0, 5)).toEqual([
      'Date',
      'Type',
      'Marque',
      'Modèle',
      'Immatriculation',
    ]);
    expect(fr.rows[0]?.[10]).toBe('Montant (DA)');
    expect(fr.rows.map((row) => row[1])).toEqual(['Type', 'Location', 'Vente']);
    const ar = await workbookOf('/api/history/export.xlsx?lang=ar&type=sales');
    expect(ar.sheet.views[0]?.rightToLeft).toBe(true);
    expect(ar.rows[0]?.slice(0, 3)).toEqual(['التاريخ', 'النوع', 'العلامة']);
    expect(ar.rows).toHaveLength(2);
    expect(ar.rows[1]?.[1]).toBe('بيع');
    expect(ar.rows[1]?.[10]).toBe(2_100_000);
    expect((await download('/api/history/export.xlsx?period=ages')).res.status).toBe(400);
  });
});

describe('fund Excel workbook', () => {
  it('holds signed amounts that add up to the balance, and real dates', async () => {
    const { res, sheet, rows } = await workbookOf('/api/fund/export.xlsx?lang=fr');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="fund-2026-06-15.xlsx"',
    );
    expect(rows[0]).toEqual([
      'Date',
      'Type',
      'Catégorie',
      'Libellé',
      'Fournisseur',
      'Montant (DA)',
      'Montant signé (DA)',
      'Origine',
      'Mode de paiement',
      'Caissier',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(rows.slice(1)).toEqual([
      [
        new Date(Date.UTC(2026, 5, 15, 11, 1)),
        'Charge',
        'Paiement fournisseur',
        'Parts',
        'Auto Import SARL',
        500,
        -500,
        'Saisie manuelle',
        'Espèces',
        'Test Owner',
      ],
      [
        new Date(Date.UTC(2026, 5, 15, 11, 0)),
        'Entrée',
        'Caution',
        'Opening cash; "float"',
        undefined,
        10000.5,
        10000.5,
        'Saisie manuelle',
        'Chèque 0012345, BNA',
        'Test Owner',
      ],
    ]);
    const fund = await api.get<{ currentBalance: number }>('/api/fund');
    expect(centimesOf(rows, 6)).toBe(fund.body.currentBalance);
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
      '01/01/2026 01:01;Money added;Deposit;Batch 1;;1,00;1,00;Manual;Cash;',
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
      ';Rental;Renault;Clio;BULK-1;2022;White;Customer 1;1;120;5000,00;0,00;5000,00;\r\n',
    );
    // the whole file is about 15 MB of text; a server that held it, or its rows, would exceed this
    expect(peak, `heap growth ${Math.round(peak / 1e6)} MB`).toBeLessThan(50 * 1024 * 1024);

    // the same rows as an Excel workbook: streamed through the zip batch by batch
    gc();
    const base = process.memoryUsage().heapUsed;
    let xlsxPeak = 0;
    const xlsx = await fetch(`${server.url}/api/history/export.xlsx?q=BULK`, {
      headers: { cookie: api.cookie ?? '' },
    });
    expect(xlsx.status).toBe(200);
    const parts: Uint8Array[] = [];
    const bytesReader = xlsx.body!.getReader();
    for (let n = 1; ; n++) {
      const { done, value } = await bytesReader.read();
      if (done) break;
      parts.push(value);
      if (n % 50 === 0) {
        gc();
        xlsxPeak = Math.max(xlsxPeak, process.memoryUsage().heapUsed - base);
      }
    }
    expect(xlsxPeak, `heap growth ${Math.round(xlsxPeak / 1e6)} MB`).toBeLessThan(50 * 1024 * 1024);
    // read back as a stream too: every row is there, the last one is the oldest rental
    const ExcelJS = await loadExcelJS();
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.concat(parts)]), {
      sharedStrings: 'cache',
      worksheets: 'emit',
    });
    let rows = 0;
    let lastRow: unknown[] = [];
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        rows++;
        lastRow = row.values as unknown[];
      }
    }
    expect(rows).toBe(100_001);
    expect(lastRow.slice(8, 12)).toEqual(['Customer 1', 1, 120, 5000]);
  }, 240_000);
});

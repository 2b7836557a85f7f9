import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, layoutFaults, layoutText, savePdf, words } from '../../test/pdf-read.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { loadExcelJS } from '../exports/xlsx-writer.ts';

// Issue 31 §3 and §5: a drawer's close report (PDF in the reader's language) and the month's
// exports for the accountant (CSV and xlsx), through HTTP on a fresh database.

let server: TestServer;
let owner: Client;
let agent: Client & { userId: string };
let other: Client & { userId: string };
let manager: Client & { userId: string };
const DAY = '2026-06-15'; // the test clock: 2026-06-15T10:00Z, 11:00 in Algiers

const entry = (type: 'add_money' | 'add_charge', amount: number, payment?: object) => ({
  type,
  amount,
  description: `${type === 'add_money' ? 'Recette' : 'Dépense'} ${amount / 100}`,
  category: 'other',
  ...(payment ? { payment } : {}),
});
const drawerPath = (userId: string, day = DAY) => `/api/drawers/${userId}/${day}`;

async function download(client: Client, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: client.cookie ?? '' } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** the report's text as poppler reads it, Arabic words joined again */
async function reportText(client: Client, userId: string, lang: string, name: string) {
  const { res, bytes } = await download(client, `${drawerPath(userId)}/report.pdf?lang=${lang}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename="cash-close-${DAY}.pdf"`,
  );
  const path = await savePdf(name, bytes);
  expect(layoutFaults(await words(path))).toEqual([]);
  return comparable(await layoutText(path));
}

/** closes a drawer of DAY with its count and answers its report's text */
async function closeAndRead(
  client: Client,
  userId: string,
  count: object,
  lang: string,
  name: string,
) {
  const closed = await client.post(`${drawerPath(userId)}/close`, count);
  expect(closed.status).toBe(200);
  return reportText(client, userId, lang, name);
}

/** every text found in the report's text */
function expectAll(text: string, expected: string[]) {
  for (const found of expected) expect(text).toContain(found);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  other = await server.signedInAs('agent', 'Karim');
  manager = await server.signedInAs('manager', 'Meriem');
  const settings = await owner.put('/api/settings', { businessName: 'Auto Location El Djazair' });
  expect(settings.status).toBe(200);
  const posted = [
    await agent.post('/api/fund/transactions', entry('add_money', 1_000_000)),
    await agent.post('/api/fund/transactions', entry('add_charge', 200_000)),
    await agent.post(
      '/api/fund/transactions',
      entry('add_money', 500_000, { method: 'cheque', chequeNumber: '0012345', chequeBank: 'BNA' }),
    ),
    await agent.post('/api/fund/transactions', entry('add_money', 300_000, { method: 'card' })),
    await other.post('/api/fund/transactions', entry('add_money', 70_000)),
  ];
  for (const answer of posted) expect(answer.status).toBe(201);
});
afterAll(() => server.close());

describe("a drawer's close report", () => {
  it('prints an open drawer as a provisional report', async () => {
    const text = await reportText(agent, agent.userId, 'fr', 'cash-close-open-fr.pdf');
    expect(text).toContain('CLÔTURE DE CAISSE');
    expect(text).toContain('Rapport provisoire : la caisse est encore ouverte');
    expect(text).toContain('Ouverte (provisoire)');
    expect(text).toContain('Espèces attendues 8 000 DA');
    expect(text).toContain('Pas encore comptées');
  });

  it('prints the close in French: the count, the 500 DA shortfall and its reason', async () => {
    const count = {
      countedCash: 750_000,
      denominations: [
        { value: 2000, count: 3 },
        { value: 1000, count: 1 },
        { value: 500, count: 1 },
      ],
      chequesCounted: 1,
      handedOver: 500_000,
      reason: 'Monnaie rendue deux fois',
    };
    const text = await closeAndRead(agent, agent.userId, count, 'fr', 'cash-close-fr.pdf');
    expectAll(text, [
      'Auto Location El Djazair',
      'CLÔTURE DE CAISSE',
      'Journée du 15/06/2026',
      'Caissier : Amina',
      'Statut : Clôturée',
      // the entries at 11:00 on the Algiers clock, the cheque with its number and bank
      '11:00 Recette 10000 Espèces 10 000 DA',
      '11:00 Dépense 2000 Espèces 2 000 DA',
      'Chèque N° 0012345, BNA 5 000 DA',
      'Carte 3 000 DA',
      // totals by method: in, out, net, count
      // the close's difference is an entry of the drawer, named in the report's words
      '11:00 Écart : Monnaie rendue deux fois Espèces 500 DA',
      'Espèces 10 000 DA 2 500 DA 7 500 DA 3',
      'Total 18 000 DA 2 500 DA 15 500 DA 5',
      // the count's expected cash is the day's before that difference
      'Espèces · Entrée +10 000 DA',
      'Espèces · Sortie -2 000 DA',
      'Espèces attendues 8 000 DA',
      'Espèces comptées 7 500 DA',
      'Billets et pièces : 3 × 2 000 DA · 1 × 1 000 DA · 1 × 500 DA',
      'Écart -500 DA',
      'Motif : Monnaie rendue deux fois',
      'Remis (versement) 5 000 DA',
      'Fonds de caisse du lendemain 2 500 DA',
      'Chèques attendus : 1',
      'Chèques comptés : 1',
      'Clôturée par : Amina',
      'Clôturée le : 15/06/2026 11:00',
    ]);
    expect(text).not.toContain('provisoire');
  });

  it('prints in Arabic, right to left, with the figures and a reason typed in Arabic', async () => {
    const count = { countedCash: 60_000, reason: 'نقص في الصرف' };
    const text = await closeAndRead(manager, other.userId, count, 'ar', 'cash-close-ar.pdf');
    expectAll(text, [
      'إغلاقالصندوق',
      'Karim',
      'مغلق',
      '700 DA',
      '600 DA',
      '-100 DA',
      'نقصفيالصرف',
      'Meriem',
    ]);
    // right to left: the labels at the right edge, the amounts at the left
    const placed = await words(await savePdf('cash-close-ar-words.pdf', await pdfOf(other)));
    const label = placed.find((w) => w.text.includes('الفرق'.split('').reverse().join('')));
    const amount = placed.find((w) => w.text === '-100');
    expect(label && amount && label.xMin > amount.xMax).toBe(true);
  });

  it('says who reopened the day, and prints it provisional again', async () => {
    const reopened = await owner.post(`${drawerPath(agent.userId)}/reopen`, {
      reason: 'Les 500 DA retrouvés',
    });
    expect(reopened.status).toBe(200);
    const text = await reportText(owner, agent.userId, 'en', 'cash-close-reopened-en.pdf');
    expect(text).toContain('Provisional report: the drawer is still open');
    expect(text).toContain('Last reopening');
    expect(text).toContain('Reason: Les 500 DA retrouvés');
    expect(text).toMatch(/Reopened by: \S+/);
    // closed again at the count the desk found, for the exports below
    const again = await agent.post(`${drawerPath(agent.userId)}/close`, { countedCash: 800_000 });
    expect(again.status).toBe(200);
  });

  it('prints French and Arabic side by side when the agency prints so', async () => {
    expect((await owner.put('/api/settings/documents', { bilingual: true })).status).toBe(200);
    const text = await reportText(owner, other.userId, 'en', 'cash-close-fr-ar.pdf');
    expect((await owner.put('/api/settings/documents', { bilingual: false })).status).toBe(200);
    expectAll(text, ['CLÔTURE DE CAISSE', 'إغلاقالصندوق', 'Écart', 'الفرق', '-100 DA']);
  });

  it("refuses an agent another's report; a manager prints anyone's; bad input is a 400", async () => {
    expect((await download(other, `${drawerPath(agent.userId)}/report.pdf`)).res.status).toBe(403);
    expect((await download(manager, `${drawerPath(agent.userId)}/report.pdf`)).res.status).toBe(
      200,
    );
    const anonymous = await fetch(`${server.url}${drawerPath(agent.userId)}/report.pdf`);
    expect(anonymous.status).toBe(401);
    expect(
      (await download(agent, `${drawerPath(agent.userId)}/report.pdf?lang=de`)).res.status,
    ).toBe(400);
    const badDay = await download(agent, `${drawerPath(agent.userId, '2026-02-30')}/report.pdf`);
    expect(badDay.res.status).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await download(owner, `${drawerPath(unknown)}/report.pdf`)).res.status).toBe(404);
  });
});

async function pdfOf(person: { userId: string }) {
  return (await download(owner, `${drawerPath(person.userId)}/report.pdf?lang=ar`)).bytes;
}

describe("the month's exports", () => {
  it('a manager on the next day adds a transfer, in a drawer of its own day', async () => {
    server.clock.advance(24 * 3600_000);
    const transfer = await manager.post(
      '/api/fund/transactions',
      entry('add_charge', 1_234_56, { method: 'transfer' }),
    );
    expect(transfer.status).toBe(201);
  });

  it('refuses an agent both files', async () => {
    expect((await download(agent, '/api/drawers/export.csv?month=2026-06')).res.status).toBe(403);
    expect((await download(agent, '/api/drawers/export.xlsx?month=2026-06')).res.status).toBe(403);
    expect((await download(manager, '/api/drawers/export.csv?month=2026-6')).res.status).toBe(400);
    expect((await download(manager, '/api/drawers/export.csv')).res.status).toBe(400);
  });

  it("CSV: a row per day, staff member and method adding up to the month's methods, then the closes", async () => {
    const { res, bytes } = await download(manager, '/api/drawers/export.csv?month=2026-06&lang=fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="drawers-2026-06.csv"',
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [moneyBlock = '', closesBlock = ''] = text.slice(1).split('\r\n\r\n');
    const [heading, ...rows] = moneyBlock.split('\r\n');
    expect(heading).toBe(
      'Journée;Caissier;Mode de paiement;Entrées (DA);Sorties (DA);Net (DA);Mouvements',
    );
    expect(rows).toContain('15/06/2026;Amina;Chèque;5000,00;0,00;5000,00;1');
    expect(rows).toContain('16/06/2026;Meriem;Virement;0,00;1234,56;-1234,56;1');
    const cents = (field = '') => Math.round(Number(field.replace(',', '.')) * 100);
    const sums = new Map<string, { moneyIn: number; moneyOut: number; count: number }>();
    const names: Record<string, string> = {
      Espèces: 'cash',
      Chèque: 'cheque',
      Carte: 'card',
      Virement: 'transfer',
    };
    for (const row of rows) {
      const [, , method = '', moneyIn, moneyOut, net, count] = row.split(';');
      expect(cents(net)).toBe(cents(moneyIn) - cents(moneyOut));
      const key = names[method] ?? method;
      const sum = sums.get(key) ?? { moneyIn: 0, moneyOut: 0, count: 0 };
      sums.set(key, {
        moneyIn: sum.moneyIn + cents(moneyIn),
        moneyOut: sum.moneyOut + cents(moneyOut),
        count: sum.count + Number(count),
      });
    }
    const month = await manager.get('/api/drawers?month=2026-06');
    for (const total of month.body.methods as { method: string; count: number }[]) {
      const { method, ...figures } = total;
      expect(sums.get(method) ?? { moneyIn: 0, moneyOut: 0, count: 0 }, method).toEqual(figures);
    }
    const [closesHeading, ...closes] = closesBlock.split('\r\n').filter(Boolean);
    expect(closesHeading).toBe(
      'Journée;Caissier;Statut;Espèces attendues (DA);Espèces comptées (DA);Écart (DA);Motif;Clôturée par;Clôturée le;Rouverte',
    );
    expect(closes).toContain(
      '15/06/2026;Karim;Clôturée;700,00;600,00;-100,00;نقص في الصرف;Meriem;15/06/2026 11:00;Non',
    );
    expect(closes).toContain(
      '15/06/2026;Amina;Clôturée;8000,00;8000,00;0,00;;Amina;15/06/2026 11:00;Oui',
    );
    expect(closes).toContain('16/06/2026;Meriem;Ouverte;;;;;;;Non');
  });

  it('xlsx: two sheets, amounts as numbers in DA, opened by exceljs', async () => {
    const { res, bytes } = await download(owner, '/api/drawers/export.xlsx?month=2026-06&lang=ar');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="drawers-2026-06.xlsx"',
    );
    const ExcelJS = await loadExcelJS();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'حسب طريقة الدفع',
      'إغلاقات الصندوق',
    ]);
    const rowsOf = (index: number) => {
      const rows: unknown[][] = [];
      workbook.worksheets[index]?.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return rows;
    };
    const money = rowsOf(0);
    expect(money[0]).toEqual([
      'اليوم',
      'الموظف',
      'طريقة الدفع',
      'المداخيل (DA)',
      'المصاريف (DA)',
      'الصافي (DA)',
      'الحركات',
    ]);
    expect(money.slice(1)).toContainEqual([
      '16/06/2026',
      'Meriem',
      'تحويل بنكي',
      0,
      1234.56,
      -1234.56,
      1,
    ]);
    const month = await owner.get('/api/drawers?month=2026-06');
    const moneyIn = money.slice(1).reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0);
    const all = month.body.methods.reduce(
      (sum: number, total: { moneyIn: number }) => sum + total.moneyIn,
      0,
    );
    expect(moneyIn).toBe(all);
    const closes = rowsOf(1);
    expect(closes.slice(1)).toContainEqual([
      '15/06/2026',
      'Karim',
      'مغلق',
      700,
      600,
      -100,
      'نقص في الصرف',
      'Meriem',
      new Date(Date.UTC(2026, 5, 15, 11, 0)),
      'لا',
    ]);
  });
});

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/create-db.ts';
import { everyPage } from '../test/every-page.ts';
import type { Client } from '../test/test-server.ts';
import { checkDocuments } from './ledger-documents.ts';
import { checkFigures, rowsOf } from './ledger-figures.ts';
import { historyFigures, type Ledger, supplierBalance } from './ledger-model.ts';
import { checkPinAudit } from './ledger-pin.ts';

/**
 * The invariants of the issue, after one action: the fund balance the API shows equals the
 * sum of its entries and the model's balance; every supplier balance equals the model's; no
 * car is both rented and sold; the history totals equal the model's and the sum of their
 * parts; the money cards show the model's figures (issue 28 §10). With `deep` (history rows
 * changed), each history row too: final total = total + its charges. With `final` (the end
 * of a sequence), every card, the customer pages and the revenue chart against the fund's
 * own entries.
 */
export async function checkLedger(
  m: Ledger,
  api: Client,
  db: Db,
  deep: boolean,
  final = false,
): Promise<void> {
  const [stored] = await rowsOf<{ balance: string; both: string }>(
    db,
    sql`select
      (select coalesce(sum(case when type = 'add_money' then amount else -amount end), 0)
         from fund_transactions)::text as balance,
      (select count(*) from rentals r join sales s on s.car_id = r.car_id
         where r.state = 'out')::text as both`,
  );
  expect(Number(stored?.balance), 'sum of the fund entries').toBe(m.balance);
  expect(Number(stored?.both), 'cars both rented and sold').toBe(0);

  const fund = await api.get('/api/fund');
  expect(fund.body.currentBalance, 'fund balance').toBe(m.balance);
  const deposits = await api.get('/api/fund/deposits');
  expect(deposits.body.cashHeld, 'cash deposits held').toBe(m.cashHeld);

  const shown = new Map<string, number>();
  // every page of the active and the archived suppliers, as the Suppliers screen shows them
  for (const archived of ['false', 'true']) {
    let cursor: string | null = null;
    do {
      const page: {
        body: { items: { id: string; balance: number }[]; nextCursor: string | null };
      } = await api.get(
        `/api/suppliers?archived=${archived}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const s of page.body.items) shown.set(s.id, s.balance);
      cursor = page.body.nextCursor;
    } while (cursor);
  }
  expect(shown.size, 'supplier count').toBe(m.suppliers.length);
  for (const supplier of m.suppliers) {
    expect(shown.get(supplier.id), `supplier ${supplier.id} balance`).toBe(
      supplierBalance(m, supplier),
    );
  }

  const expected = historyFigures(m);
  const summary = (await api.get('/api/history/summary')).body;
  expect(summary, 'history summary').toEqual({
    totalRentals: expected.rentals,
    totalSales: expected.sales,
    rentalRevenue: expected.rentalRevenue,
    salesRevenue: expected.salesRevenue,
    totalRevenue: expected.rentalRevenue + expected.salesRevenue,
  });
  await checkFigures(m, api, db, fund.body, final);
  if (deep || final) await checkHistoryRows(m, api);
}

/** at the end of every sequence: the invoice numbers (issue 28 §13), the PIN lock-outs (§12) */
export async function checkSequenceEnd(m: Ledger, db: Db): Promise<void> {
  await checkDocuments(m, db);
  await checkPinAudit(m, db);
}

/** every history row: its figures add up, and equal the model's record */
async function checkHistoryRows(m: Ledger, api: Client): Promise<void> {
  const records = new Map<string, { total: number; charges: number }>();
  const sales = new Map<string, number>();
  for (const car of m.cars) {
    for (const record of car.records) {
      records.set(record.id, { total: record.total, charges: record.charges });
    }
    if (car.sale) sales.set(car.sale.id, car.sale.price);
  }
  let rows = 0;
  for (const page of await everyPage(api, '/api/history?limit=100')) {
    expect(page.status).toBe(200);
    for (const row of page.body.items) {
      rows++;
      if (row.kind === 'sale') {
        expect(row.amount, `sale ${row.id}`).toBe(sales.get(row.id));
        continue;
      }
      const parts = row.charges.reduce((sum: number, c: { amount: number }) => sum + c.amount, 0);
      expect(row.chargesTotal, `charges of rental ${row.id}`).toBe(parts);
      expect(row.finalTotal, `final total of rental ${row.id}`).toBe(row.amount + parts);
      expect({ total: row.amount, charges: parts }, `rental ${row.id}`).toEqual(
        records.get(row.id),
      );
    }
  }
  expect(rows, 'history rows').toBe(records.size + sales.size);
}

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../db/create-db.ts';
import { act, Command, hasCars, type LedgerCommand, pickOf, type Real } from './ledger-actions.ts';
import { rowsOf } from './ledger-figures.ts';
import type { Ledger, ModelDocuments, ModelRecord } from './ledger-model.ts';

/**
 * Issue 28 §13 in the ledger: invoices are numbered FA-<year>-000001 on, one unbroken
 * chronological sequence per business year over rentals and sales, and an invoiced sale or
 * rental record that is undone is cancelled by a credit note AV-<year>-000001 on.
 */
const TIME_ZONE = 'Africa/Algiers';
const yearFormat = new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' });

/** the business year of a moment, on the agency's calendar */
export const businessYear = (at: number) => Number(yearFormat.format(new Date(at)));

/** the next number of a series this year, counted in the model */
function nextNumber(m: Ledger, series: keyof ModelDocuments): string {
  const year = businessYear(m.now);
  const count = (m.documents[series].get(year) ?? 0) + 1;
  m.documents[series].set(year, count);
  return `${series}-${year}-${String(count).padStart(6, '0')}`;
}

/** an invoiced record undone: its credit note takes the next AV number of the year */
export function creditNote(m: Ledger): string {
  return nextNumber(m, 'AV');
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * Print Invoice on a finished rental or a sale (`id`; `record` its model, null when there is
 * none): the first print numbers it (201), a reprint answers the same invoice (200); an
 * active rental, an undone sale or a car never sold has no invoice to print (404), nor has a
 * booking cancelled or not picked up (409), and none of these takes a number
 */
export async function printInvoice(
  m: Ledger,
  r: Real,
  kind: 'rental' | 'sale',
  id: string,
  record: { id: string; invoice?: string; state?: ModelRecord['state'] } | null,
): Promise<void> {
  const body = kind === 'sale' ? { kind, saleId: id } : { kind, rentalId: id };
  const rented = record?.state === undefined || record.state === 'returned';
  const status = !record ? 404 : !rented ? 409 : record.invoice ? 200 : 201;
  const res = await act(r, status, 'POST', '/api/invoices', body);
  if (!record || !rented) return;
  record.invoice ??= nextNumber(m, 'FA');
  expect(res.body.number, `the invoice of ${kind} ${record.id}`).toBe(record.invoice);
  expect(res.body.creditNote).toBeNull();
}

/** the invoice of a record undone since, printed again: as issued, with its credit note */
export async function reprintCredited(
  r: Real,
  kind: 'rental' | 'sale',
  id: string,
  invoice: string,
  credit: string,
): Promise<void> {
  const body = kind === 'sale' ? { kind, saleId: id } : { kind, rentalId: id };
  const res = await act(r, 200, 'POST', '/api/invoices', body);
  expect(
    { number: res.body.number, creditNote: res.body.creditNote?.number },
    `the invoice of ${kind} ${id}, undone`,
  ).toEqual({ number: invoice, creditNote: credit });
}

export function documentCommands(): LedgerCommand[] {
  return [
    fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('rental' as const, 'sale' as const)).map(
      ([p, q, kind]) =>
        new Command(`printInvoice(${p}, ${q}, ${kind})`, hasCars, async (m, r) => {
          const car = pickOf(m.cars, p);
          if (kind === 'sale') {
            await printInvoice(m, r, kind, car.sale?.id ?? UNKNOWN, car.sale);
            return;
          }
          const record = pickOf(car.records, q) ?? null;
          await printInvoice(m, r, kind, record?.id ?? car.rental?.id ?? UNKNOWN, record);
        }),
    ),
  ];
}

/**
 * at the end of a sequence: each series of each year is 1..n with no gap (n as the model
 * counted), numbered in the order of their dates; every invoice whose record was undone has
 * a credit note, every other one none
 */
export async function checkDocuments(m: Ledger, db: Db): Promise<void> {
  const documents = await rowsOf<{
    number: string;
    at: string;
    credited: boolean;
    undone: boolean;
  }>(
    db,
    sql`select i.number, to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at,
        exists (select 1 from credit_notes c where c.invoice_id = i.id) as credited,
        not exists (select 1 from rentals r where r.id = i.rental_id)
          and not exists (select 1 from sales s where s.id = i.sale_id) as undone
      from invoices i
      union all
      select c.number, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'),
        null, null
      from credit_notes c`,
  );
  for (const series of ['FA', 'AV'] as const) {
    const byYear = new Map<number, { rank: number; at: string }[]>();
    for (const document of documents) {
      const match = /^(FA|AV)-(\d{4})-(\d{6})$/.exec(document.number);
      expect(match, `document number ${document.number}`).not.toBeNull();
      if (match?.[1] !== series) continue;
      const year = Number(match[2]);
      byYear.set(year, [...(byYear.get(year) ?? []), { rank: Number(match[3]), at: document.at }]);
    }
    expect([...byYear.keys()].sort(), `${series}: the years numbered`).toEqual(
      [...m.documents[series].keys()].sort(),
    );
    for (const [year, numbered] of byYear) {
      numbered.sort((a, b) => a.rank - b.rank);
      const count = m.documents[series].get(year) ?? 0;
      expect(
        numbered.map((x) => x.rank),
        `${series}-${year}: one unbroken sequence`,
      ).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      const dates = numbered.map((x) => x.at);
      expect(dates, `${series}-${year}: numbered in the order of their dates`).toEqual(
        [...dates].sort(),
      );
    }
  }
  for (const invoice of documents.filter((d) => d.number.startsWith('FA'))) {
    expect(invoice.credited, `${invoice.number}: credited exactly when undone`).toBe(
      invoice.undone,
    );
  }
}

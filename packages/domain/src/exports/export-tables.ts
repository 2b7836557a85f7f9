import type { FundTransaction } from '../contract/fund.ts';
import { rentalFinalTotal } from '../history/record-figures.ts';
import type { Language } from '../i18n/languages.ts';
import { wallClockOf } from '../time/zoned-time.ts';
import { exportWords } from './export-words.ts';

/**
 * What the export files say, once for both formats: the columns of each table and the
 * typed value of each cell. The CSV writer (csv.ts) and the Excel writer (the server's
 * xlsx-writer.ts) only format these values.
 */
export type ColumnKind =
  /** an ISO instant, written on the business wall clock */
  | 'date'
  | 'text'
  /** a whole number (a year, days, km) */
  | 'integer'
  /** centimes, written as DA with 2 decimals */
  | 'amount';

export interface ExportColumn {
  heading: string;
  kind: ColumnKind;
  /** a spreadsheet column width, in characters */
  width: number;
}

/** a cell: text, a whole number, centimes or an ISO time (by its column's kind), or empty */
export type ExportValue = string | number | null;

export interface ExportTable<Row> {
  name: 'history' | 'fund' | 'drawers' | 'fleet-report';
  sheetName: string;
  columns: ExportColumn[];
  cells(row: Row): ExportValue[];
}

/** one history record as the exports state it */
export interface HistoryExportRecord {
  kind: 'rental' | 'sale';
  /** the return or sale time, ISO */
  date: string;
  brandName: string;
  modelName: string;
  plate: string | null;
  year: number | null;
  color: string | null;
  customerName: string;
  totalDays: number | null;
  distanceKm: number | null;
  /** the rental's totalAmount or the sale's final price */
  amount: number;
  chargesTotal: number;
  /** the sale's listed price as stored (null for rentals) */
  listedPrice: number | null;
}

export const column = (heading: string, kind: ColumnKind, width: number): ExportColumn => ({
  heading,
  kind,
  width,
});

export function historyTable(language: Language): ExportTable<HistoryExportRecord> {
  const words = exportWords[language];
  const h = words.history;
  return {
    name: 'history',
    sheetName: words.sheets.history,
    columns: [
      column(h.date, 'date', 17),
      column(h.type, 'text', 10),
      column(h.brand, 'text', 14),
      column(h.model, 'text', 14),
      column(h.plate, 'text', 16),
      column(h.year, 'integer', 7),
      column(h.color, 'text', 12),
      column(h.customer, 'text', 24),
      column(h.days, 'integer', 7),
      column(h.distance, 'integer', 13),
      column(h.amount, 'amount', 15),
      column(h.charges, 'amount', 15),
      column(h.finalTotal, 'amount', 16),
      column(h.listedPrice, 'amount', 16),
    ],
    cells(row) {
      const rental = row.kind === 'rental';
      return [
        row.date,
        words.kinds[row.kind],
        row.brandName,
        row.modelName,
        row.plate,
        row.year,
        row.color,
        row.customerName,
        row.totalDays,
        row.distanceKm,
        row.amount,
        rental ? row.chargesTotal : null,
        rental ? rentalFinalTotal(row.amount, [{ amount: row.chargesTotal }]) : row.amount,
        row.listedPrice,
      ];
    },
  };
}

export function fundTable(language: Language): ExportTable<FundTransaction> {
  const words = exportWords[language];
  const f = words.fund;
  return {
    name: 'fund',
    sheetName: words.sheets.fund,
    columns: [
      column(f.date, 'date', 17),
      column(f.type, 'text', 12),
      column(f.category, 'text', 20),
      column(f.description, 'text', 36),
      column(f.supplier, 'text', 20),
      column(f.amount, 'amount', 15),
      column(f.signedAmount, 'amount', 17),
      column(f.source, 'text', 16),
      column(f.method, 'text', 28),
      column(f.staff, 'text', 20),
    ],
    cells(t) {
      return [
        t.timestamp,
        words.fundTypes[t.type],
        words.categories[t.category] ?? t.category,
        t.description,
        t.supplierName,
        t.amount,
        t.type === 'add_money' ? t.amount : -t.amount,
        words.sources[t.source === 'manual' ? 'manual' : (t.bookedBy ?? 'manual')],
        paymentText(words, t),
        t.userName,
      ];
    },
  };
}

/** the method in the file's words; a cheque with its number and bank ('Cheque 0012345, BNA') */
function paymentText(words: (typeof exportWords)[Language], t: FundTransaction): string {
  const method = words.methods[t.method];
  if (t.method !== 'cheque') return method;
  const details = [t.chequeNumber, t.chequeBank].filter(Boolean).join(', ');
  return details ? `${method} ${details}` : method;
}

/**
 * The business wall clock of an instant as a Date whose UTC fields are that wall clock: a
 * spreadsheet's date-time has no time zone, and the files state times as the desk's clock
 * shows them.
 */
export function wallClockDate(iso: string, timeZone: string): Date {
  const w = wallClockOf(new Date(iso), timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** the file name of an export made at `now`: 'history-2026-06-15.csv' (UTC date) */
export function exportFileName(
  name: ExportTable<unknown>['name'],
  extension: 'csv' | 'xlsx',
  now: Date,
) {
  return `${name}-${now.toISOString().slice(0, 10)}.${extension}`;
}

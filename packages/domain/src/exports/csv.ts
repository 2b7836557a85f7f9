import type { FundTransaction } from '../contract/fund.ts';
import { rentalFinalTotal } from '../history/record-figures.ts';
import { wallClockOf } from '../time/zoned-time.ts';

/**
 * The CSV exports' format, shared by the server's streamed files and demo mode's files
 * built in the browser: for a French-locale spreadsheet, UTF-8 with a byte-order mark, ';'
 * between fields, CRLF between rows, amounts as plain numbers in DA with '.' and 2
 * decimals, times as ISO 8601 with the business time zone's offset.
 */
export const BOM = '\uFEFF';
export const SEPARATOR = ';';
export const NEWLINE = '\r\n';

/** a field: quoted when it holds ; " or a line break; text a spreadsheet would run as a formula is defused */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** centimes as DA with 2 decimals: 123456 -> '1234.56', -5 -> '-0.05' */
export function csvAmount(centimes: number | null | undefined): string {
  if (centimes === null || centimes === undefined) return '';
  const sign = centimes < 0 ? '-' : '';
  const abs = Math.abs(centimes);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function csvNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-06-15T11:00:00+01:00': the business wall clock and its offset */
export function csvTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const w = wallClockOf(instant, timeZone);
  const wallMs = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  const offsetMinutes = Math.round((wallMs - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
}

export function csvRow(fields: string[]): string {
  return fields.join(SEPARATOR) + NEWLINE;
}

/** the file name of an export made at `now`: 'history-2026-06-15.csv' (UTC date) */
export function csvFileName(name: 'history' | 'fund', now: Date): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}

export const historyCsvHeader = csvRow([
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

/** one history record as the CSV states it */
export interface HistoryCsvRecord {
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

export function historyCsvLine(row: HistoryCsvRecord, timeZone: string): string {
  const rental = row.kind === 'rental';
  return csvRow([
    csvTime(row.date, timeZone),
    rental ? 'Rental' : 'Sale',
    csvText(row.brandName),
    csvText(row.modelName),
    csvText(row.plate),
    csvNumber(row.year),
    csvText(row.color),
    csvText(row.customerName),
    csvNumber(row.totalDays),
    csvNumber(row.distanceKm),
    csvAmount(row.amount),
    rental ? csvAmount(row.chargesTotal) : '',
    csvAmount(rental ? rentalFinalTotal(row.amount, [{ amount: row.chargesTotal }]) : row.amount),
    csvAmount(row.listedPrice),
  ]);
}

export const fundCsvHeader = csvRow([
  'Date',
  'Type',
  'Category',
  'Description',
  'Supplier',
  'Amount (DA)',
  'Signed amount (DA)',
  'Source',
]);

export function fundCsvLine(t: FundTransaction, timeZone: string): string {
  return csvRow([
    csvTime(t.timestamp, timeZone),
    t.type,
    csvText(t.category),
    csvText(t.description),
    csvText(t.supplierName),
    csvAmount(t.amount),
    csvAmount(t.type === 'add_money' ? t.amount : -t.amount),
    t.source,
  ]);
}

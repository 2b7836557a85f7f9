import { wallClockOf } from '../time/zoned-time.ts';
import type { ExportTable, ExportValue } from './export-tables.ts';

/**
 * The CSV exports' format, for a French-locale spreadsheet (LibreOffice, Excel): UTF-8 with
 * a byte-order mark, ';' between fields, CRLF between rows, amounts in DA with a decimal
 * comma and 2 decimals ('8000,00', no thousands separator), times as 'dd/mm/yyyy hh:mm' on
 * the business wall clock (no offset: a spreadsheet reads that as a date-time). The words
 * (headings, types) are in the language asked for (export-words.ts).
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

/** centimes as DA with a decimal comma: 123456 -> '1234,56', -5 -> '-0,05' */
export function csvAmount(centimes: number | null | undefined): string {
  if (centimes === null || centimes === undefined) return '';
  const sign = centimes < 0 ? '-' : '';
  const abs = Math.abs(centimes);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export function csvNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '15/06/2026 11:00': the business wall clock, 24-hour, to the minute */
export function csvTime(iso: string | null | undefined, timeZone: string): string {
  if (iso === null || iso === undefined) return '';
  const w = wallClockOf(new Date(iso), timeZone);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;
}

export function csvRow(fields: string[]): string {
  return fields.join(SEPARATOR) + NEWLINE;
}

/** the heading row of a table */
export function csvHeader(table: ExportTable<unknown>): string {
  return csvRow(table.columns.map((column) => csvText(column.heading)));
}

/** one row of a table, each cell written by its column's kind */
export function csvLine<Row>(table: ExportTable<Row>, row: Row, timeZone: string): string {
  const values: ExportValue[] = table.cells(row);
  return csvRow(
    table.columns.map((column, i) => {
      const value = values[i] ?? null;
      switch (column.kind) {
        case 'date':
          return csvTime(value === null ? null : String(value), timeZone);
        case 'amount':
          return csvAmount(value === null ? null : Number(value));
        case 'integer':
          return csvNumber(value === null ? null : Number(value));
        default:
          return csvText(value === null ? null : String(value));
      }
    }),
  );
}

import {
  type ColumnKind,
  type ExportTable,
  type ExportValue,
  wallClockDate,
} from '@car-rental/domain/exports/export-tables';
import type { Language } from '@car-rental/domain/i18n/languages';
import type * as ExcelJSModule from 'exceljs';

/**
 * The Excel exports, written with exceljs: amounts are numbers in DA ('#,##0.00'), times
 * real date-times on the business wall clock, whole numbers numbers; the heading row is
 * bold and frozen, the columns sized, an Arabic sheet right to left.
 *
 * On Node, exceljs's streaming writer sends each batch into the zip as it is read, so a
 * large history is never held whole. exceljs's browser build (the demo's Web Worker) has
 * no streaming writer: there the workbook is built in memory and sent at the end (the
 * demo's data are small). exceljs is loaded on the first export, not at start.
 */
type ExcelJS = typeof ExcelJSModule;

export async function loadExcelJS(): Promise<ExcelJS> {
  const module = (await import('exceljs')) as ExcelJS & { default?: ExcelJS };
  return module.default ?? module;
}

const numberFormats: Record<ColumnKind, string | undefined> = {
  date: 'dd/mm/yyyy hh:mm',
  amount: '#,##0.00',
  integer: '0',
  text: undefined,
};

/** a cell's value as the sheet stores it */
function cellValue(kind: ColumnKind, value: ExportValue, timeZone: string) {
  if (value === null) return null;
  switch (kind) {
    case 'date':
      return wallClockDate(String(value), timeZone);
    case 'amount':
      // centimes become DA only here, at the file's edge
      return Number(value) / 100;
    case 'integer':
      return Number(value);
    default:
      // a text cell is never a formula in a workbook: nothing to defuse
      return String(value);
  }
}

/** the sheet of a table: views, columns and the heading row */
function addSheet(workbook: ExcelJSModule.Workbook, table: ExportTable<never>, language: Language) {
  const sheet = workbook.addWorksheet(table.sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, rightToLeft: language === 'ar' }],
  });
  sheet.columns = table.columns.map((column) => {
    const numFmt = numberFormats[column.kind];
    return { width: column.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const heading = sheet.addRow(table.columns.map((column) => column.heading));
  heading.font = { bold: true };
  heading.commit();
  return sheet;
}

type Options = { timeZone: string; language: Language; now: Date };

/** a table's rows as the sheet stores them */
function sheetValues<Row>(table: ExportTable<Row>, timeZone: string) {
  const kinds = table.columns.map((column) => column.kind);
  return (row: Row) =>
    table.cells(row).map((value, i) => cellValue(kinds[i] ?? 'text', value, timeZone));
}

/**
 * The workbook of a table, as chunks of bytes: the rows come in batches (the database's
 * keyset batches). Streamed where exceljs can (Node), else built in memory (the browser).
 */
export async function* xlsxChunks<Row>(
  table: ExportTable<Row>,
  batches: AsyncIterable<Row[]>,
  options: Options,
): AsyncGenerator<Uint8Array> {
  const ExcelJS = await loadExcelJS();
  if (ExcelJS.stream?.xlsx?.WorkbookWriter) yield* streamedXlsx(ExcelJS, table, batches, options);
  else yield await bufferedXlsx(ExcelJS, table, batches, options);
}

/** the whole workbook in memory, written at the end: exceljs's browser build (the demo) */
export async function bufferedXlsx<Row>(
  ExcelJS: ExcelJS,
  table: ExportTable<Row>,
  batches: AsyncIterable<Row[]>,
  options: Options,
): Promise<Uint8Array> {
  const values = sheetValues(table, options.timeZone);
  const workbook = new ExcelJS.Workbook();
  workbook.created = options.now;
  const sheet = addSheet(workbook, table as ExportTable<never>, options.language);
  for await (const batch of batches) for (const row of batch) sheet.addRow(values(row));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A workbook of small tables, one sheet each, built in memory: for files bounded by what
 * they cover (a month's drawers), never for a table that grows with the database.
 */
export async function sheetsXlsx(
  sheets: readonly { table: ExportTable<never>; rows: readonly unknown[] }[],
  options: Options,
): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.created = options.now;
  for (const { table, rows } of sheets) {
    const values = sheetValues(table as ExportTable<unknown>, options.timeZone);
    const sheet = addSheet(workbook, table, options.language);
    for (const row of rows) sheet.addRow(values(row));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * exceljs's streaming writer (Node): each batch's rows go into the zip as they come, and
 * the bytes compressed so far are yielded before the next batch is asked for.
 */
export async function* streamedXlsx<Row>(
  ExcelJS: ExcelJS,
  table: ExportTable<Row>,
  batches: AsyncIterable<Row[]>,
  options: Options,
): AsyncGenerator<Uint8Array> {
  const values = sheetValues(table, options.timeZone);
  const { PassThrough } = await import('node:stream');
  const { finished } = await import('node:stream/promises');
  const out = new PassThrough();
  const ready: Uint8Array[] = [];
  out.on('data', (chunk: Buffer) => ready.push(chunk));
  const ended = finished(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.created = options.now;
  const sheet = addSheet(workbook, table as ExportTable<never>, options.language);
  const take = () => ready.splice(0);
  try {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(values(row)).commit();
      yield* take();
    }
    sheet.commit();
    await workbook.commit();
    await ended;
    yield* take();
  } finally {
    out.destroy();
  }
}

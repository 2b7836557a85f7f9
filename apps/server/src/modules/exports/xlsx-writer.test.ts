import { fundTable } from '@car-rental/domain/exports/export-tables';
import { describe, expect, it } from 'vitest';
import { bufferedXlsx, loadExcelJS, streamedXlsx } from './xlsx-writer.ts';

const entry = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  type: n % 2 ? ('add_money' as const) : ('add_charge' as const),
  amount: 1_000 * n + 5,
  description: n === 1 ? '=SUM(A1:A9)' : `Entry ${n}`,
  category: 'other',
  supplierId: null,
  supplierName: null,
  source: 'manual' as const,
  bookedBy: null,
  method: n === 1 ? ('cheque' as const) : ('cash' as const),
  chequeNumber: n === 1 ? '0012345' : null,
  chequeBank: n === 1 ? 'BNA' : null,
  userId: null,
  userName: n === 1 ? 'Amina' : null,
  drawerDay: null,
  drawerClosed: false,
  correctsId: null,
});

async function* batches() {
  yield [entry(1), entry(2)];
  yield [entry(3)];
}

async function cellsOf(bytes: Uint8Array) {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { sheet, rows };
}

describe('the Excel writer', () => {
  it('writes the same sheet streamed (Node) and in memory (the browser build)', async () => {
    const ExcelJS = await loadExcelJS();
    const options = { timeZone: 'Africa/Algiers', language: 'ar' as const, now: new Date() };
    const table = fundTable('ar');
    const chunks: Uint8Array[] = [];
    for await (const chunk of streamedXlsx(ExcelJS, table, batches(), options)) chunks.push(chunk);
    const streamed = await cellsOf(Buffer.concat(chunks));
    const buffered = await cellsOf(await bufferedXlsx(ExcelJS, table, batches(), options));
    expect(buffered.rows).toEqual(streamed.rows);
    expect(streamed.rows).toHaveLength(4);
    expect(streamed.rows[1]).toEqual([
      new Date(Date.UTC(2026, 0, 1, 11, 1)),
      'مدخول',
      'أخرى',
      '=SUM(A1:A9)',
      undefined,
      10.05,
      10.05,
      'إدخال يدوي',
      'شيك 0012345, BNA',
      'Amina',
    ]);
    expect(streamed.rows[2]?.slice(-2)).toEqual(['إدخال يدوي', 'نقدًا']);
    for (const { sheet } of [streamed, buffered]) {
      expect(sheet.name).toBe('الصندوق');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
      expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);
      expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell('G3').value).toBe(-20.05);
      expect(sheet.getCell('G3').numFmt).toBe('#,##0.00');
      expect(sheet.getColumn(4).width).toBe(36);
    }
  });
});

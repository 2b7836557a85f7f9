import type { DrawerMonth } from '../contract/drawers.ts';
import type { PaymentMethod } from '../fund/payment.ts';
import type { Language } from '../i18n/languages.ts';
import { BOM, csvHeader, csvLine, NEWLINE } from './csv.ts';
import { column, type ExportTable } from './export-tables.ts';
import { exportWords } from './export-words.ts';

/**
 * Issue 31 §5: a month of the till for the accountant, in two tables: the money of each
 * (day, staff member, method) and the drawers' closes. The CSV writes them one under the
 * other, the workbook as two sheets; headings and values in the language asked for.
 */

/** one staff member's money of one method on one day */
export interface DrawerMethodRow {
  /** YYYY-MM-DD, the business day */
  day: string;
  staffName: string;
  method: PaymentMethod;
  moneyIn: number;
  moneyOut: number;
  count: number;
}

/** one drawer of the month, with its close when it has one */
export type DrawerCloseRow = DrawerMonth['drawers'][number] & { staffName: string };

interface DrawerExportWords {
  methods: {
    day: string;
    staff: string;
    method: string;
    moneyIn: string;
    moneyOut: string;
    net: string;
    count: string;
  };
  closes: {
    day: string;
    staff: string;
    status: string;
    expected: string;
    counted: string;
    difference: string;
    reason: string;
    closedBy: string;
    closedAt: string;
    reopened: string;
  };
  statuses: { open: string; closed: string };
  yesNo: { yes: string; no: string };
  /** at most 31 characters */
  sheets: { methods: string; closes: string };
}

const drawerWords: Record<Language, DrawerExportWords> = {
  en: {
    methods: {
      day: 'Day',
      staff: 'Staff',
      method: 'Method',
      moneyIn: 'Money in (DA)',
      moneyOut: 'Money out (DA)',
      net: 'Net (DA)',
      count: 'Entries',
    },
    closes: {
      day: 'Day',
      staff: 'Staff',
      status: 'Status',
      expected: 'Expected cash (DA)',
      counted: 'Counted cash (DA)',
      difference: 'Difference (DA)',
      reason: 'Reason',
      closedBy: 'Closed by',
      closedAt: 'Closed at',
      reopened: 'Reopened',
    },
    statuses: { open: 'Open', closed: 'Closed' },
    yesNo: { yes: 'Yes', no: 'No' },
    sheets: { methods: 'Money by method', closes: 'Cash closes' },
  },
  fr: {
    methods: {
      day: 'Journée',
      staff: 'Caissier',
      method: 'Mode de paiement',
      moneyIn: 'Entrées (DA)',
      moneyOut: 'Sorties (DA)',
      net: 'Net (DA)',
      count: 'Mouvements',
    },
    closes: {
      day: 'Journée',
      staff: 'Caissier',
      status: 'Statut',
      expected: 'Espèces attendues (DA)',
      counted: 'Espèces comptées (DA)',
      difference: 'Écart (DA)',
      reason: 'Motif',
      closedBy: 'Clôturée par',
      closedAt: 'Clôturée le',
      reopened: 'Rouverte',
    },
    statuses: { open: 'Ouverte', closed: 'Clôturée' },
    yesNo: { yes: 'Oui', no: 'Non' },
    sheets: { methods: 'Par mode de paiement', closes: 'Clôtures de caisse' },
  },
  ar: {
    methods: {
      day: 'اليوم',
      staff: 'الموظف',
      method: 'طريقة الدفع',
      moneyIn: 'المداخيل (DA)',
      moneyOut: 'المصاريف (DA)',
      net: 'الصافي (DA)',
      count: 'الحركات',
    },
    closes: {
      day: 'اليوم',
      staff: 'الموظف',
      status: 'الحالة',
      expected: 'النقد المتوقع (DA)',
      counted: 'النقد المعدود (DA)',
      difference: 'الفرق (DA)',
      reason: 'السبب',
      closedBy: 'أغلقه',
      closedAt: 'تاريخ الإغلاق',
      reopened: 'أعيد فتحه',
    },
    statuses: { open: 'مفتوح', closed: 'مغلق' },
    yesNo: { yes: 'نعم', no: 'لا' },
    sheets: { methods: 'حسب طريقة الدفع', closes: 'إغلاقات الصندوق' },
  },
};

/** '2026-06-15' as a French-locale spreadsheet reads a day: '15/06/2026' */
const dayCell = (day: string) => day.split('-').reverse().join('/');

export function drawerMethodsTable(language: Language): ExportTable<DrawerMethodRow> {
  const words = drawerWords[language];
  const m = words.methods;
  return {
    name: 'drawers',
    sheetName: words.sheets.methods,
    columns: [
      column(m.day, 'text', 11),
      column(m.staff, 'text', 22),
      column(m.method, 'text', 16),
      column(m.moneyIn, 'amount', 16),
      column(m.moneyOut, 'amount', 16),
      column(m.net, 'amount', 16),
      column(m.count, 'integer', 10),
    ],
    cells: (row) => [
      dayCell(row.day),
      row.staffName,
      exportWords[language].methods[row.method],
      row.moneyIn,
      row.moneyOut,
      row.moneyIn - row.moneyOut,
      row.count,
    ],
  };
}

export function drawerClosesTable(language: Language): ExportTable<DrawerCloseRow> {
  const words = drawerWords[language];
  const c = words.closes;
  return {
    name: 'drawers',
    sheetName: words.sheets.closes,
    columns: [
      column(c.day, 'text', 11),
      column(c.staff, 'text', 22),
      column(c.status, 'text', 11),
      column(c.expected, 'amount', 18),
      column(c.counted, 'amount', 18),
      column(c.difference, 'amount', 15),
      column(c.reason, 'text', 30),
      column(c.closedBy, 'text', 20),
      column(c.closedAt, 'date', 17),
      column(c.reopened, 'text', 10),
    ],
    cells: (row) => [
      dayCell(row.day),
      row.staffName,
      words.statuses[row.status],
      row.expectedCash,
      row.countedCash,
      row.difference,
      row.reason,
      row.closedByName,
      row.closedAt,
      row.reopened ? words.yesNo.yes : words.yesNo.no,
    ],
  };
}

/** the file name of a month's drawers: 'drawers-2026-06.csv' */
export const drawerExportName = (month: string, extension: 'csv' | 'xlsx') =>
  `drawers-${month}.${extension}`;

/**
 * The month as one CSV file (the other exports' dialect): the money by day, staff member and
 * method, an empty line, then the drawers with their closes, each under its heading row.
 */
export function drawerMonthCsv(
  language: Language,
  money: readonly DrawerMethodRow[],
  drawers: readonly DrawerCloseRow[],
  timeZone: string,
): string {
  const block = <Row>(table: ExportTable<Row>, rows: readonly Row[]) =>
    csvHeader(table as ExportTable<unknown>) +
    rows.map((row) => csvLine(table, row, timeZone)).join('');
  return (
    BOM +
    block(drawerMethodsTable(language), money) +
    NEWLINE +
    block(drawerClosesTable(language), drawers)
  );
}

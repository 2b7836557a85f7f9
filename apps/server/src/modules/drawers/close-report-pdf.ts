import type { DrawerDay } from '@car-rental/domain/contract/drawers';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import type { CloseReportLabels } from '@car-rental/domain/documents/close-report-labels';
import { isolate, ltr } from '@car-rental/domain/documents/isolate';
import { documentLabels } from '@car-rental/domain/documents/labels';
import { methodTotals } from '@car-rental/domain/fund/drawer';
import type { PaymentMethod } from '@car-rental/domain/fund/payment';
import { formatDA } from '@car-rental/domain/money';
import { openImage } from '../../lib/pdf/images.ts';
import { type CellOptions, MARGIN, WIDTH } from '../../lib/pdf/sheet.ts';
import { colors } from '../contracts/car-outlines.ts';
import type { ContractPdfOptions } from '../contracts/contract-document.ts';
import {
  type Fact,
  facts,
  footer,
  header,
  newWriter,
  row,
  section,
  type Writer,
} from '../contracts/contract-sheet.ts';

/**
 * Issue 31 §3: a drawer's close report, A4, in the reader's language (or French and Arabic
 * side by side when the agency prints so): the staff member and the day, the opening float,
 * the day's entries, the totals by method, the count against the expected cash, the
 * difference and its reason, the cheques, the deposits held, who closed it and when. A
 * drawer still open prints as a provisional report. Laid out with the contract's pieces.
 */

export type CloseReportOptions = Pick<
  ContractPdfOptions,
  'timeZone' | 'fonts' | 'language' | 'readLogo'
>;

type Pick1 = (labels: CloseReportLabels) => string;

/** whole dinars as the desk counts them; centimes only when there are some */
export const money = (amount: number) => formatDA(amount, amount % 100 === 0 ? 0 : 2);
/** a difference with its sign: '+500 DA' over, '-500 DA' short */
const signed = (amount: number) =>
  amount > 0 ? `+${money(amount)}` : money(amount === 0 ? 0 : amount);
/** '2026-06-15' as '15/06/2026' */
export const dayText = (day: string) => day.split('-').reverse().join('/');

function labels(writer: Writer) {
  return {
    say: (pick: Pick1) => writer.say((l) => pick(l.closeReport)),
    line: (pick: Pick1) => writer.line((l) => pick(l.closeReport)),
  };
}

/** a column heading of the report's tables */
const l = (writer: Writer, key: TextKey) => labels(writer).line((words) => words[key]);

type TextKey = {
  [K in keyof CloseReportLabels]: CloseReportLabels[K] extends string ? K : never;
}[keyof CloseReportLabels];

/** the payment of an entry: 'Cheque No. 0012345, BNA' */
function methodText(
  writer: Writer,
  entry: { method: PaymentMethod; chequeNumber: string | null; chequeBank: string | null },
) {
  const { line } = labels(writer);
  const method = line((l) => l.methods[entry.method]);
  if (entry.method !== 'cheque' || !entry.chequeNumber) return method;
  const number = entry.chequeNumber;
  const bank = isolate(entry.chequeBank ?? '');
  return `${method} ${writer.words.value((l) => l.closeReport.chequeOf(number, bank))}`;
}

/** a table's row: the cells at the given x and widths, amounts at their end */
export function tableRow(
  writer: Writer,
  columns: { x: number; width: number; end?: boolean }[],
  texts: string[],
  options: { bold?: boolean; muted?: boolean } = {},
) {
  const cells: CellOptions[] = columns.map((column, i) => ({
    ...column,
    text: texts[i] ?? '',
    bold: options.bold,
    muted: options.muted,
    direction: 'auto',
  }));
  row(writer.sheet, cells, { size: 9, gap: 1 });
}

const ENTRY_COLUMNS = [
  { x: MARGIN, width: 36 },
  { x: MARGIN + 40, width: 190 },
  { x: MARGIN + 234, width: 111 },
  { x: MARGIN + 349, width: 70, end: true },
  { x: MARGIN + 423, width: WIDTH - 423, end: true },
];

function entries(writer: Writer, drawer: DrawerDay, time: Intl.DateTimeFormat) {
  const { say, line } = labels(writer);
  section(
    writer,
    say((l) => l.entries),
  );
  if (drawer.entries.length === 0) {
    writer.sheet.line(
      { muted: true },
      line((l) => l.noEntries),
    );
    return;
  }
  tableRow(
    writer,
    ENTRY_COLUMNS,
    (['time', 'description', 'method', 'moneyIn', 'moneyOut'] as const).map((key) =>
      l(writer, key),
    ),
    { bold: true, muted: true },
  );
  const close = drawer.close;
  for (const entry of drawer.entries) {
    const amount = money(entry.amount);
    // the close's difference in the report's words, with the reason typed
    const description =
      entry.id === close?.differenceEntryId
        ? `${line((l) => l.difference)}${writer.words.colon} ${isolate(close.reason ?? '')}`
        : isolate(entry.description);
    tableRow(writer, ENTRY_COLUMNS, [
      time.format(new Date(entry.timestamp)),
      description,
      methodText(writer, entry),
      entry.type === 'add_money' ? amount : '',
      entry.type === 'add_charge' ? amount : '',
    ]);
  }
}

const METHOD_COLUMNS = [
  { x: MARGIN, width: 150 },
  { x: MARGIN + 154, width: 84, end: true },
  { x: MARGIN + 242, width: 84, end: true },
  { x: MARGIN + 330, width: 90, end: true },
  { x: MARGIN + 424, width: WIDTH - 424, end: true },
];

function byMethod(writer: Writer, drawer: DrawerDay) {
  section(
    writer,
    labels(writer).say((w) => w.byMethod),
  );
  tableRow(
    writer,
    METHOD_COLUMNS,
    (['method', 'moneyIn', 'moneyOut', 'net', 'count'] as const).map((key) => l(writer, key)),
    { bold: true, muted: true },
  );
  const total = { moneyIn: 0, moneyOut: 0, count: 0 };
  for (const method of drawer.methods) {
    total.moneyIn += method.moneyIn;
    total.moneyOut += method.moneyOut;
    total.count += method.count;
    tableRow(writer, METHOD_COLUMNS, [
      labels(writer).line((w) => w.methods[method.method]),
      money(method.moneyIn),
      money(method.moneyOut),
      money(method.moneyIn - method.moneyOut),
      String(method.count),
    ]);
  }
  tableRow(
    writer,
    METHOD_COLUMNS,
    [
      l(writer, 'total'),
      money(total.moneyIn),
      money(total.moneyOut),
      money(total.moneyIn - total.moneyOut),
      String(total.count),
    ],
    { bold: true },
  );
}

function cashCount(writer: Writer, drawer: DrawerDay) {
  const { sheet } = writer;
  const { say, line } = labels(writer);
  const close = drawer.close;
  section(
    writer,
    say((w) => w.cashCount),
  );
  // the cash the count expected: the day's cash before the close's own difference entry
  const counted = drawer.entries.filter((entry) => entry.id !== close?.differenceEntryId);
  const cash = methodTotals(counted).find((total) => total.method === 'cash');
  sheet.amountRow(
    say((w) => w.openingFloat),
    money(drawer.openingFloat),
  );
  sheet.amountRow(
    say((w) => `${w.methods.cash} · ${w.moneyIn}`),
    signed(cash?.moneyIn ?? 0),
  );
  sheet.amountRow(
    say((w) => `${w.methods.cash} · ${w.moneyOut}`),
    signed(-(cash?.moneyOut ?? 0)),
  );
  sheet.amountRow(
    say((w) => w.expectedCash),
    money(drawer.expectedCash),
    { bold: true },
  );
  if (!close) {
    sheet.amountRow(
      say((w) => w.countedCash),
      line((w) => w.notCounted),
    );
    return;
  }
  sheet.amountRow(
    say((w) => w.countedCash),
    money(close.countedCash),
    { bold: true },
  );
  if (close.denominations.length > 0) {
    const notes = close.denominations.map((note) =>
      writer.words.value((l) => l.closeReport.notes(note.count, money(note.value * 100))),
    );
    sheet.paragraph(`${line((w) => w.denominations)}${writer.words.colon} ${notes.join(' · ')}`, {
      size: 9,
      muted: true,
    });
  }
  sheet.amountRow(
    say((w) => w.difference),
    signed(close.difference),
    { bold: true, size: 12 },
  );
  if (close.reason) {
    facts(writer, [[say((w) => w.reason), isolate(close.reason)]]);
  }
  sheet.amountRow(
    say((w) => w.handedOver),
    money(close.handedOver),
  );
  sheet.amountRow(
    say((w) => w.nextFloat),
    money(close.nextFloat),
  );
}

function cheques(writer: Writer, drawer: DrawerDay) {
  const { say, line } = labels(writer);
  section(
    writer,
    say((w) => w.cheques),
  );
  const counted = drawer.close?.chequesCounted;
  facts(writer, [
    [say((w) => w.chequesExpected), String(drawer.close?.chequesExpected ?? drawer.cheques.length)],
    [
      say((w) => w.chequesCounted),
      counted === null || counted === undefined ? line((w) => w.notStated) : String(counted),
    ],
  ]);
  section(
    writer,
    say((w) => w.depositsHeld),
  );
  facts(writer, [
    [say((w) => w.depositsCash), money(drawer.depositsHeld.cash)],
    [say((w) => w.depositsCheques), money(drawer.depositsHeld.cheque)],
  ]);
}

/** the day's last reopening by an owner, if any, with its reason */
function reopening(writer: Writer, drawer: DrawerDay) {
  const { say } = labels(writer);
  const reopen = drawer.lastReopen;
  if (!reopen) return;
  section(
    writer,
    say((w) => w.lastReopen),
  );
  facts(writer, [
    [say((w) => w.reopenedBy), isolate(reopen.reopenedByName)],
    [say((w) => w.reopenedAt), writer.when(reopen.reopenedAt)],
    [say((w) => w.reason), isolate(reopen.reason)],
  ]);
}

/** two boxes to sign: the cashier's and the one who checked the count */
function signatures(writer: Writer) {
  const { sheet } = writer;
  const width = (WIDTH - 20) / 2;
  const height = 50;
  sheet.room(height + 26);
  sheet.down(12);
  const top = sheet.y;
  [l(writer, 'cashierSignature'), l(writer, 'checkedBy')].forEach((label, i) => {
    const x = MARGIN + i * (width + 20);
    sheet.y = top;
    sheet.text(label, { x, size: 9, bold: true });
    sheet.rect({
      x,
      y: top - 14 - height,
      width,
      height,
      borderColor: colors.outline,
      borderWidth: 0.7,
    });
  });
  // the report's end: moving on past the boxes would open a page with only the footer on it
  sheet.y = top - 14 - height;
}

/** the close report of a drawer's day as an A4 PDF */
export async function closeReportPdf(
  drawer: DrawerDay,
  business: BusinessHeader,
  options: CloseReportOptions,
): Promise<Uint8Array> {
  const english = documentLabels.en.closeReport;
  const writer = await newWriter(options, {
    title: `${english.title} ${drawer.userName} ${drawer.day}`,
    subject: business.businessName ?? english.title,
    date: drawer.close ? new Date(drawer.close.closedAt) : undefined,
  });
  const { say } = labels(writer);
  const day = dayText(drawer.day);
  const logo = openImage(writer.sheet.pdf, await options.readLogo().catch(() => undefined));
  header(writer, business, logo, [
    say((w) => w.title),
    say((w) => w.day(day)),
    drawer.close ? '' : say((w) => w.provisional),
  ]);
  const top: Fact[] = [
    [say((w) => w.staff), isolate(drawer.userName)],
    [say((w) => w.businessDay), day],
    [say((w) => w.status), labels(writer).line((w) => (drawer.close ? w.closed : w.open))],
    [say((w) => w.openingFloat), money(drawer.openingFloat)],
  ];
  if (drawer.close) {
    top.push([say((w) => w.closedBy), isolate(drawer.close.closedByName)]);
    top.push([say((w) => w.closedAt), writer.when(drawer.close.closedAt)]);
  }
  facts(writer, top);
  const time = new Intl.DateTimeFormat('fr-DZ', {
    timeZone: options.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  entries(writer, drawer, time);
  byMethod(writer, drawer);
  cashCount(writer, drawer);
  cheques(writer, drawer);
  reopening(writer, drawer);
  signatures(writer);
  footer(writer, (labels) => `${labels.closeReport.title} · ${ltr(day)}`);
  return writer.finish();
}

import type { DepositView, InspectionView } from '@car-rental/domain/contract/inspections';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import { type Centimes, formatDA } from '@car-rental/domain/money';
import {
  type CarView,
  carViews,
  type DamageMark,
  type DepositMethod,
  damageLabels,
  depositMethodLabels,
  FUEL_EIGHTHS,
  newMarks,
  viewLabels,
} from '@car-rental/domain/rentals/inspection';
import { type Color, PDFDocument, type PDFImage, rgb, StandardFonts } from 'pdf-lib';
import { chargeTypes } from '../invoices/invoice-pdf.ts';
import { A4, MARGIN, printable, Sheet } from '../invoices/pdf-sheet.ts';
import type { ContractDocument, ContractPdfOptions } from './contract-document.ts';

/**
 * Issue 15: the rental contract (check-out) and the return receipt (check-in) as A4 PDFs.
 * Both share the header, the parties, the car diagram, the photo grid and the signature
 * boxes; every text goes through the Sheet (WinAnsi-safe, wrapped, new page when full).
 */

const WIDTH = A4.width - 2 * MARGIN;
const COLUMN = WIDTH / 2;
const GAP = 8;

const colors = {
  outline: rgb(0.45, 0.48, 0.54),
  box: rgb(0.8, 0.82, 0.86),
  paper: rgb(1, 1, 1),
  tyre: rgb(0.72, 0.74, 0.78),
  fuel: rgb(0.2, 0.45, 0.75),
  mark: rgb(0.8, 0.1, 0.12),
  oldMark: rgb(0.6, 0.62, 0.66),
  muted: rgb(0.38, 0.42, 0.48),
};

const referenceLabels: Record<DepositMethod, string> = {
  cash: 'Reference',
  cheque: 'Cheque No.',
  card_imprint: 'Card',
  id_document: 'Document No.',
};

const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);
const km = (value: number) => `${new Intl.NumberFormat('fr-DZ').format(value)} km`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

// ---------------------------------------------------------------- the document and its header

/** the sheet being written and the date format every date uses */
interface Writer {
  sheet: Sheet;
  /** dd/mm/yyyy HH:mm (24-hour) in the agency's time zone */
  when: (value: Date | string) => string;
}

async function embedImage(pdf: PDFDocument, bytes: Uint8Array | undefined) {
  if (!bytes) return undefined;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await pdf.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await pdf.embedJpg(bytes);
  } catch {
    // a damaged image is left out rather than failing the whole document
  }
  return undefined;
}

/** a new PDF with the business header, the title, the contract number and the date */
async function start(
  doc: ContractDocument,
  options: ContractPdfOptions,
  title: string,
  at: Date | string | null,
): Promise<Writer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${doc.contractNumber}`);
  pdf.setSubject(doc.business.businessName ?? title);
  if (at) {
    pdf.setCreationDate(new Date(at));
    pdf.setModificationDate(new Date(at));
  }
  const format = new Intl.DateTimeFormat('fr-DZ', {
    timeZone: options.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // a 24-hour clock: fr-DZ alone would print '09:30 PM'
    hourCycle: 'h23',
  });
  const sheet = new Sheet(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const writer: Writer = { sheet, when: (value) => format.format(new Date(value)) };
  const logo = await embedImage(pdf, await options.readLogo().catch(() => undefined));
  header(writer, doc.business, logo, [title, `Contract No. ${doc.contractNumber}`, at]);
  return writer;
}

function header(
  { sheet, when }: Writer,
  b: BusinessHeader,
  logo: PDFImage | undefined,
  [title, number, at]: [string, string, Date | string | null],
) {
  const top = sheet.y;
  const right = A4.width - MARGIN;
  const date = at ? `Date: ${when(at)}` : '';
  const titles: [string, number, boolean][] = [
    [title, 14, true],
    [number, 10, true],
    [date, 10, false],
  ];
  const titleWidth = Math.max(
    ...titles.map(([text, size, bold]) =>
      (bold ? sheet.bold : sheet.regular).widthOfTextAtSize(printable(sheet.bold, text), size),
    ),
  );
  for (const [text, size, bold] of titles) {
    if (text) sheet.textRight(text, right, { size, bold });
    sheet.y -= size + 6;
  }
  const titlesEnd = sheet.y;
  sheet.y = top;
  let x = MARGIN;
  let logoEnd = top;
  if (logo) {
    const scaled = logo.scaleToFit(56, 56);
    sheet.page.drawImage(logo, { x, y: top - scaled.height, ...scaled });
    x += scaled.width + 12;
    logoEnd = top - scaled.height;
  }
  const width = right - titleWidth - 16 - x;
  if (b.businessName) sheet.paragraph(b.businessName, { x, width, size: 16, bold: true });
  const contact = [b.businessPhone, b.businessEmail].filter(Boolean).join('  ·  ');
  for (const value of [b.businessAddress, contact]) {
    if (value) sheet.paragraph(value, { x, width, muted: true });
  }
  // the identifiers fill lines whole: "NIS:" never ends a line without its number
  const ids: string[] = [];
  for (const key of ['rc', 'nif', 'nis', 'ai'] as const) {
    if (!b[key]) continue;
    const id = `${key.toUpperCase()}: ${b[key]}`;
    const longer = ids.length ? `${ids.at(-1)}   ${id}` : id;
    if (ids.length && sheet.wrap(longer, width, { size: 9 }).length === 1) {
      ids[ids.length - 1] = longer;
    } else ids.push(id);
  }
  for (const line of ids) sheet.paragraph(line, { x, width, size: 9, muted: true });
  sheet.y = Math.min(sheet.y, titlesEnd, logoEnd) - 6;
  sheet.rule(1.2);
}

/** page numbers at the foot of every page */
function footer({ sheet }: Writer, label: string) {
  const pages = sheet.doc.getPages();
  pages.forEach((page, i) => {
    const text = printable(sheet.regular, `${label}  ·  Page ${i + 1} of ${pages.length}`);
    const width = sheet.regular.widthOfTextAtSize(text, 8);
    page.drawText(text, {
      x: (A4.width - width) / 2,
      y: MARGIN / 2,
      size: 8,
      font: sheet.regular,
      color: colors.muted,
    });
  });
}

/** a heading kept on the same page as the first `height` points of what follows it */
function section({ sheet }: Writer, title: string, height = 30) {
  sheet.room(height + 30);
  sheet.heading(title);
}

// ---------------------------------------------------------------- facts, rows, fuel gauge

interface Cell {
  x: number;
  width: number;
  text: string;
  bold?: boolean;
  muted?: boolean;
  /** a fuel gauge drawn before the text */
  gauge?: number;
}

const GAUGE_WIDTH = 8 * 9 + 7 * 1.5 + 6;

/** a fuel gauge: eight cells, the first `eighths` filled, at the cursor's line */
function gauge(sheet: Sheet, x: number, eighths: number) {
  for (let i = 0; i < FUEL_EIGHTHS; i++) {
    sheet.page.drawRectangle({
      x: x + i * 10.5,
      y: sheet.y - 9,
      width: 9,
      height: 8,
      color: i < eighths ? colors.fuel : colors.paper,
      borderColor: colors.outline,
      borderWidth: 0.6,
    });
  }
}

/** one row of wrapped cells, kept on one page; a cell with a gauge draws it before its text */
function row(sheet: Sheet, cells: Cell[], options: { size?: number; gap?: number } = {}) {
  const size = options.size ?? 10;
  const texts = cells.map((cell) =>
    cell.gauge === undefined
      ? cell
      : { ...cell, x: cell.x + GAUGE_WIDTH, width: cell.width - GAUGE_WIDTH },
  );
  const rows = texts.map((cell) => sheet.wrap(cell.text, cell.width, { size, bold: cell.bold }));
  sheet.room(Math.max(...rows.map((lines) => lines.length)) * (size + 4));
  for (const cell of cells) if (cell.gauge !== undefined) gauge(sheet, cell.x, cell.gauge);
  sheet.cells(texts, options);
}

type Fact = [label: string, value: string, gauge?: number];

/** label: value pairs in two columns, values wrapped to their column */
function facts({ sheet }: Writer, pairs: Fact[], labelWidth = 85) {
  for (let i = 0; i < pairs.length; i += 2) {
    row(
      sheet,
      pairs.slice(i, i + 2).flatMap(([label, value, fuel], j): Cell[] => {
        const x = MARGIN + j * COLUMN;
        return [
          { x, width: labelWidth - 4, text: `${label}:`, muted: true },
          { x: x + labelWidth, width: COLUMN - labelWidth - 10, text: value, gauge: fuel },
        ];
      }),
    );
  }
}

/** a label on the left, an amount on the right; a long label wraps */
function amountRow(
  { sheet }: Writer,
  label: string,
  amount: string,
  options: { bold?: boolean; size?: number } = {},
) {
  const size = options.size ?? 10;
  const lines = sheet.wrap(label, WIDTH - 130, options).length;
  sheet.room(lines * (size + 4));
  sheet.textRight(amount, A4.width - MARGIN, options);
  sheet.paragraph(label, { ...options, width: WIDTH - 130 });
  sheet.down(3);
}

// ---------------------------------------------------------------- the parties and the period

function parties(writer: Writer, doc: ContractDocument) {
  const c = doc.customer;
  section(writer, 'Customer');
  facts(writer, [
    ['Name', orNA(c.name)],
    ['Phone', orNA(c.phone)],
    ['Email', orNA(c.email)],
    ['Licence', orNA(c.licence)],
    ['Address', orNA(c.address)],
    ['ID number', orNA(c.idNumber)],
  ]);
  const car = doc.car;
  section(writer, 'Vehicle');
  facts(writer, [
    ['Car', `${car.brandName} ${car.modelName}`],
    ['Plate', orNA(car.plate)],
    ['Year', orNA(car.year)],
    ['Colour', orNA(car.color)],
  ]);
  section(writer, 'Rental period');
  const period: Fact[] = [
    ['Start', writer.when(doc.period.startAt)],
    ['Due', writer.when(doc.period.dueAt)],
  ];
  const returned = doc.period.returnedAt ?? doc.checkIn?.at;
  if (returned) period.push(['Returned', writer.when(returned)]);
  facts(writer, period);
}

/** the prices agreed: the daily rate, the payment, and each charge price that is not zero */
function priceTerms(writer: Writer, doc: ContractDocument) {
  const { price } = doc;
  const t = price.terms;
  const pairs: Fact[] = [
    ['Daily rate', formatDA(price.dailyRate)],
    ['Payment', price.paymentType === 'advance' ? 'Advance' : 'Pay after'],
  ];
  if (price.advancePaid > 0) pairs.push(['Advance paid', formatDA(price.advancePaid)]);
  pairs.push([
    'Km allowance',
    t.kmAllowancePerDay > 0 ? `${km(t.kmAllowancePerDay)} per day` : 'Unlimited',
  ]);
  const money: [string, Centimes][] = [
    ['Fuel per eighth', t.fuelPricePerEighth],
    ['Price per km', t.pricePerKm],
  ];
  for (const [label, amount] of money) if (amount > 0) pairs.push([label, formatDA(amount)]);
  if (t.lateGraceMinutes > 0) pairs.push(['Late grace', `${t.lateGraceMinutes} min`]);
  if (t.latePricePerHour > 0) pairs.push(['Late, per hour', formatDA(t.latePricePerHour)]);
  section(writer, 'Price and terms');
  facts(writer, pairs, 95);
}

// ---------------------------------------------------------------- the car diagram

type Point = [number, number];
/** a view's drawing, in units of a 100 x 75 box (y downwards) */
type Shape =
  | { poly: Point[]; open?: boolean; fill?: Color }
  | { circle: [x: number, y: number, r: number]; fill?: Color };

/** "x,y x,y …" as points */
const points = (spec: string) =>
  spec.split(' ').map((pair) => pair.split(',').map(Number) as Point);
const poly = (spec: string, fill?: Color): Shape => ({ poly: points(spec), fill });
const line = (spec: string): Shape => ({ poly: points(spec), open: true });
const rectangle = (x: number, y: number, w: number, h: number, fill?: Color) =>
  poly(`${x},${y} ${x + w},${y} ${x + w},${y + h} ${x},${y + h}`, fill);
const wheel = (x: number, y: number): Shape[] => [
  { circle: [x, y, 9], fill: colors.paper },
  { circle: [x, y, 3.5] },
];

/** the left side: the front on the left */
const side: Shape[] = [
  poly('4,52 4,41 8,36 27,32 38,19 70,19 82,32 94,35 96,42 96,52'),
  poly('31,32 40,22 53,22 53,32'),
  poly('57,32 57,22 69,22 78,32'),
  line('55,33 55,50'),
  ...wheel(22, 52),
  ...wheel(78, 52),
];

const frontOrBack = (back: boolean): Shape[] => [
  poly('20,36 29,12 71,12 80,36'),
  poly('25,34 32,16 68,16 75,34'),
  poly('8,62 8,42 14,36 86,36 92,42 92,62'),
  line('8,55 92,55'),
  rectangle(12, 62, 12, 8, colors.tyre),
  rectangle(76, 62, 12, 8, colors.tyre),
  // tail lights and the plate, or headlights and the grille
  ...(back
    ? [rectangle(12, 40, 14, 7), rectangle(74, 40, 14, 7), rectangle(40, 46, 20, 7)]
    : [
        { circle: [21, 45, 4] } as Shape,
        { circle: [79, 45, 4] } as Shape,
        rectangle(36, 42, 28, 9),
      ]),
];

/** seen from above, the front on the left */
const top: Shape[] = [
  poly('6,24 12,14 88,14 94,22 94,53 88,61 12,61 6,51'),
  poly('27,18 38,22 38,53 27,57'),
  poly('74,22 82,18 82,57 74,53'),
  rectangle(38, 22, 36, 31),
  poly('30,14 27,8 34,8 35,14'),
  poly('30,61 27,67 34,67 35,61'),
];

const mirrored = (shapes: Shape[]): Shape[] =>
  shapes.map(
    (shape): Shape =>
      'circle' in shape
        ? { ...shape, circle: [100 - shape.circle[0], shape.circle[1], shape.circle[2]] }
        : { ...shape, poly: shape.poly.map(([x, y]): Point => [100 - x, y]) },
  );

/** the left side has the front on the left; the right side is its mirror */
const outlines: Record<CarView, Shape[]> = {
  front: frontOrBack(false),
  back: frontOrBack(true),
  left: side,
  right: mirrored(side),
  top,
};

const BOX_WIDTH = (WIDTH - 4 * GAP) / carViews.length;
const BOX_HEIGHT = BOX_WIDTH * 0.75;
const MARK_RADIUS = 5.5;

interface PlacedMark {
  mark: DamageMark;
  number: number;
  color: Color;
  /** a mark the check-in found that the check-out did not have */
  isNew?: boolean;
}

/** the five views side by side, each with its outline and its numbered marks */
function diagram({ sheet }: Writer, marks: PlacedMark[]) {
  const labelHeight = 12;
  sheet.room(labelHeight + BOX_HEIGHT + 4);
  const scale = BOX_WIDTH / 100;
  carViews.forEach((view, i) => {
    const left = MARGIN + i * (BOX_WIDTH + GAP);
    const boxTop = sheet.y - labelHeight;
    sheet.text(viewLabels[view], { x: left, size: 8, bold: true });
    sheet.page.drawRectangle({
      x: left,
      y: boxTop - BOX_HEIGHT,
      width: BOX_WIDTH,
      height: BOX_HEIGHT,
      borderColor: colors.box,
      borderWidth: 0.6,
    });
    for (const shape of outlines[view]) {
      if ('circle' in shape) {
        const [x, y, r] = shape.circle;
        sheet.page.drawEllipse({
          x: left + x * scale,
          y: boxTop - y * scale,
          xScale: r * scale,
          yScale: r * scale,
          color: shape.fill,
          borderColor: colors.outline,
          borderWidth: 0.7,
        });
      } else {
        const points = shape.poly.map(([x, y]) => `${x * scale} ${y * scale}`);
        sheet.page.drawSvgPath(`M ${points.join(' L ')}${shape.open ? '' : ' Z'}`, {
          x: left,
          y: boxTop,
          color: shape.fill,
          borderColor: colors.outline,
          borderWidth: 0.7,
        });
      }
    }
    const clamp = (value: number, size: number) =>
      Math.min(Math.max(value * size, MARK_RADIUS), size - MARK_RADIUS);
    for (const { mark, number, color } of marks.filter((placed) => placed.mark.view === view)) {
      const x = left + clamp(mark.x, BOX_WIDTH);
      const y = boxTop - clamp(mark.y, BOX_HEIGHT);
      sheet.page.drawCircle({ x, y, size: MARK_RADIUS, color });
      const text = String(number);
      const size = number > 99 ? 4.5 : number > 9 ? 5.5 : 6.5;
      sheet.page.drawText(text, {
        x: x - sheet.bold.widthOfTextAtSize(text, size) / 2,
        y: y - size * 0.35,
        size,
        font: sheet.bold,
        color: colors.paper,
      });
    }
  });
  sheet.y -= labelHeight + BOX_HEIGHT;
  sheet.down(8);
}

/** the diagram, then each mark by its number: "1. Scratch — Left side: note" */
function damage(writer: Writer, title: string, marks: PlacedMark[]) {
  section(writer, title, 12 + BOX_HEIGHT);
  diagram(writer, marks);
  if (marks.length === 0) writer.sheet.line({ muted: true }, 'No damage marked.');
  for (const { mark, number, isNew } of marks) {
    const note = mark.note ? `: ${mark.note}` : '';
    const what = `${damageLabels[mark.type]} — ${viewLabels[mark.view]}${note}`;
    writer.sheet.paragraph(`${number}. ${isNew ? `New: ${what}` : what}`, {
      size: 9,
      bold: isNew,
    });
  }
}

// ---------------------------------------------------------------- accessories, photos, signatures

/** the accessories three to a row: "[x] Spare wheel", "[ ] GPS — missing" */
function checklist(writer: Writer, items: { text: string; present: boolean }[], empty: string) {
  if (items.length === 0) writer.sheet.line({ muted: true }, empty);
  const width = WIDTH / 3;
  for (let i = 0; i < items.length; i += 3) {
    row(
      writer.sheet,
      items.slice(i, i + 3).map((item, j) => ({
        x: MARGIN + j * width,
        width: width - 10,
        text: `${item.present ? '[x]' : '[ ]'} ${item.text}`,
        bold: !item.present,
      })),
      { size: 9 },
    );
  }
}

const PHOTO = { width: (WIDTH - 3 * 5) / 4, height: 90, gap: 5 };

/** the photos' printable copies four to a row, each fitted into 120 x 90 pt */
async function photoGrid(
  writer: Writer,
  title: string,
  paths: string[],
  options: ContractPdfOptions,
) {
  const { sheet } = writer;
  const images: PDFImage[] = [];
  for (const path of paths) {
    const bytes = await options.readThumbnail(path).catch(() => undefined);
    const image = await embedImage(sheet.doc, bytes);
    if (image) images.push(image);
  }
  section(writer, title, images.length ? PHOTO.height : 15);
  if (images.length === 0) sheet.line({ muted: true }, 'No photos.');
  for (let i = 0; i < images.length; i += 4) {
    sheet.room(PHOTO.height);
    images.slice(i, i + 4).forEach((image, j) => {
      const size = image.scaleToFit(PHOTO.width, PHOTO.height);
      const x = MARGIN + j * (PHOTO.width + PHOTO.gap) + (PHOTO.width - size.width) / 2;
      const y = sheet.y - PHOTO.height + (PHOTO.height - size.height) / 2;
      sheet.page.drawImage(image, { x, y, ...size });
      sheet.page.drawRectangle({
        x,
        y,
        ...size,
        borderColor: colors.box,
        borderWidth: 0.5,
      });
    });
    sheet.y -= PHOTO.height;
    sheet.down(PHOTO.gap);
  }
}

/** a PNG data URL's image, or undefined (not a PNG, damaged) */
async function embedSignature(writer: Writer, signature: string | null) {
  const base64 = signature?.match(/^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/)?.[1];
  return base64 ? embedImage(writer.sheet.doc, Buffer.from(base64, 'base64')) : undefined;
}

/** the customer's signature (or an empty box to sign) beside the agency's box */
async function signatures(
  writer: Writer,
  doc: ContractDocument,
  title: string,
  signature: string | null,
) {
  const { sheet } = writer;
  const image = await embedSignature(writer, signature);
  const width = (WIDTH - 20) / 2;
  const height = 80;
  const boxes: [string, string, PDFImage | undefined][] = [
    [title, doc.customer.name, image],
    ['For the agency', doc.business.businessName ?? '', undefined],
  ];
  // the names under the boxes may wrap: the whole block stays on one page
  const captions = boxes.map(([, caption]) => sheet.wrap(caption, width, { size: 8 }));
  const captionHeight = Math.max(...captions.map((lines) => lines.length)) * 11;
  sheet.room(14 + height + 4 + captionHeight);
  const top = sheet.y;
  const boxTop = top - 14;
  boxes.forEach(([label, , signed], i) => {
    const x = MARGIN + i * (width + 20);
    sheet.y = top;
    sheet.text(label, { x, size: 9, bold: true });
    sheet.page.drawRectangle({
      x,
      y: boxTop - height,
      width,
      height,
      borderColor: colors.outline,
      borderWidth: 0.7,
    });
    if (signed) {
      const size = signed.scaleToFit(width - 12, height - 12);
      sheet.page.drawImage(signed, {
        x: x + (width - size.width) / 2,
        y: boxTop - height + (height - size.height) / 2,
        ...size,
      });
    }
    captions[i]?.forEach((line, k) => {
      sheet.y = boxTop - height - 4 - k * 11;
      sheet.text(line, { x, size: 8, muted: true });
    });
  });
  sheet.y = boxTop - height - 4 - captionHeight;
  sheet.down(6);
}

// ---------------------------------------------------------------- the deposit

function deposit(writer: Writer, held: DepositView | null, settled: boolean) {
  section(writer, 'Deposit');
  if (!held) {
    writer.sheet.line({ muted: true }, 'No deposit.');
    return;
  }
  const pairs: Fact[] = [
    ['Amount', formatDA(held.amount)],
    ['Method', depositMethodLabels[held.method]],
  ];
  if (held.reference) pairs.push([referenceLabels[held.method], held.reference]);
  if (held.bank) pairs.push(['Bank', held.bank]);
  if (settled) {
    if (!held.settledAt) pairs.push(['Status', 'Held, not settled yet']);
    else if (held.method === 'cash') {
      pairs.push(['Refunded', formatDA(held.amount - held.retained)]);
      pairs.push(['Kept', formatDA(held.retained)]);
    } else pairs.push(['Handed back', writer.when(held.settledAt)]);
  }
  facts(writer, pairs);
  if (settled && held.settledAt && held.retainReason) {
    row(writer.sheet, [
      { x: MARGIN, width: 81, text: 'Reason kept:', muted: true },
      { x: MARGIN + 85, width: WIDTH - 85, text: held.retainReason },
    ]);
  }
}

// ---------------------------------------------------------------- the two documents

const numbered = (marks: DamageMark[], from: number, color: Color, isNew = false) =>
  marks.map((mark, i): PlacedMark => ({ mark, number: from + i + 1, color, isNew }));

/** the numbered rental contract: the parties, the prices, the check-out, the deposit, the terms */
export async function renderContractPdf(
  doc: ContractDocument,
  options: ContractPdfOptions,
): Promise<Uint8Array> {
  const out = doc.checkOut;
  const writer = await start(doc, options, 'RENTAL CONTRACT', out.at);
  parties(writer, doc);
  priceTerms(writer, doc);
  section(writer, 'Check-out inspection');
  facts(writer, [
    ['Time', writer.when(out.at)],
    ['Odometer', km(out.odometerKm)],
    ['Fuel', `${out.fuelEighths}/${FUEL_EIGHTHS}`, out.fuelEighths],
  ]);
  damage(writer, 'Damage at check-out', numbered(out.marks, 0, colors.mark));
  section(writer, 'Accessories');
  checklist(
    writer,
    out.accessories.map((item) => ({
      text: item.present ? item.label : `${item.label} — missing`,
      present: item.present,
    })),
    'No accessories checked.',
  );
  await photoGrid(writer, 'Photos at check-out', out.photos, options);
  deposit(writer, doc.deposit, false);
  if (doc.termsText.trim()) {
    section(writer, 'Terms and conditions');
    writer.sheet.paragraph(doc.termsText, { size: 8.5 });
  }
  writer.sheet.down(6);
  await signatures(writer, doc, "Customer's signature", out.signature);
  footer(writer, `Contract No. ${doc.contractNumber}`);
  return writer.sheet.doc.save();
}

/** the check-out beside the check-in: time, odometer (km driven), fuel (difference) */
function comparison({ sheet, when }: Writer, out: InspectionView, back: InspectionView | null) {
  const columns = [MARGIN, MARGIN + 80, MARGIN + 235, MARGIN + 390];
  const widths = [75, 150, 150, WIDTH - 390];
  const cells = (texts: string[], options: { bold?: boolean; gauges?: (number | undefined)[] }) =>
    texts.map(
      (text, i): Cell => ({
        x: columns[i] ?? MARGIN,
        width: widths[i] ?? 100,
        text,
        bold: options.bold,
        muted: i === 0,
        gauge: options.gauges?.[i],
      }),
    );
  row(sheet, cells(['', 'Check-out', 'Check-in', 'Difference'], { bold: true }));
  const missing = 'Not recorded';
  row(sheet, cells(['Time', when(out.at), back ? when(back.at) : missing, ''], {}));
  const driven = back ? `${km(back.odometerKm - out.odometerKm)} driven` : '';
  row(
    sheet,
    cells(['Odometer', km(out.odometerKm), back ? km(back.odometerKm) : missing, driven], {}),
  );
  const eighths = (value: number) => `${value}/${FUEL_EIGHTHS}`;
  const change = back ? back.fuelEighths - out.fuelEighths : 0;
  row(
    sheet,
    cells(
      [
        'Fuel',
        eighths(out.fuelEighths),
        back ? eighths(back.fuelEighths) : missing,
        back ? `${change > 0 ? '+' : ''}${eighths(change)}` : '',
      ],
      { gauges: [undefined, out.fuelEighths, back?.fuelEighths] },
    ),
  );
}

/** the return receipt: both inspections, the new damage, the charges and the deposit's settlement */
export async function renderReceiptPdf(
  doc: ContractDocument,
  options: ContractPdfOptions,
): Promise<Uint8Array> {
  const out = doc.checkOut;
  const back = doc.checkIn;
  const writer = await start(
    doc,
    options,
    'RETURN RECEIPT',
    doc.period.returnedAt ?? back?.at ?? null,
  );
  const { sheet } = writer;
  parties(writer, doc);
  section(writer, 'Inspections', 60);
  comparison(writer, out, back);
  const added = back ? newMarks(out.marks, back.marks) : [];
  damage(writer, 'Damage (grey: at check-out, red: new at return)', [
    ...numbered(out.marks, 0, colors.oldMark),
    ...numbered(added, out.marks.length, colors.mark, true),
  ]);
  section(writer, 'Accessories missing at return');
  const missingOut = new Set(out.accessories.filter((a) => !a.present).map((a) => a.key));
  const missing = (back?.accessories ?? []).filter((item) => !item.present);
  checklist(
    writer,
    missing.map((item) => ({
      text: missingOut.has(item.key) ? `${item.label} (missing at check-out too)` : item.label,
      present: false,
    })),
    back?.accessories.length ? 'None: every accessory is back.' : 'No accessories checked.',
  );
  await photoGrid(writer, 'Photos at check-in', back?.photos ?? [], options);
  section(writer, 'Settlement');
  const s = doc.settlement;
  if (s) {
    sheet.rule();
    amountRow(writer, `Rental (${plural(s.totalDays, 'day')})`, formatDA(s.totalAmount));
    for (const charge of s.charges) {
      const description = charge.description ? `: ${charge.description}` : '';
      amountRow(writer, `${chargeTypes[charge.type]}${description}`, formatDA(charge.amount));
    }
    sheet.rule();
    amountRow(writer, 'Charges total', formatDA(s.chargesTotal));
    amountRow(writer, 'Final total', formatDA(s.finalTotal), { bold: true, size: 12 });
    amountRow(writer, 'Advance paid', formatDA(doc.price.advancePaid));
  } else sheet.line({ muted: true }, 'Not settled yet.');
  deposit(writer, doc.deposit, true);
  sheet.down(6);
  await signatures(writer, doc, "Customer's signature at return", back?.signature ?? null);
  footer(writer, `Receipt for contract No. ${doc.contractNumber}`);
  return sheet.doc.save();
}

import { signatureSizeFits } from '@car-rental/domain/contract/inspection-input';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import { ltr } from '@car-rental/domain/documents/isolate';
import { type DocumentLabels, documentLabels } from '@car-rental/domain/documents/labels';
import { FUEL_EIGHTHS } from '@car-rental/domain/rentals/inspection';
import { type OpenedImage, openImage, scaleToFit } from '../../lib/pdf/images.ts';
import {
  A4,
  type CellOptions,
  createPdf,
  type Label,
  labelText,
  leading,
  MARGIN,
  type PdfMeta,
  Sheet,
  WIDTH,
} from '../../lib/pdf/sheet.ts';
import { type Words, wordsFor } from '../../lib/pdf/words.ts';
import { dateFormat, titleLines } from '../invoices/invoice-pdf.ts';
import { colors } from './car-outlines.ts';
import type { ContractDocument, ContractPdfOptions } from './contract-document.ts';

/**
 * The pieces the rental contract and the return receipt share: the document with its
 * header, the footer, sections, label: value facts (with a fuel gauge), checklists.
 */

export const COLUMN = WIDTH / 2;

/** the sheet being written, its words and the date format every date uses */
export interface Writer {
  sheet: Sheet;
  words: Words;
  /** a label in the document's language (bilingual: French and Arabic) */
  say: (pick: (labels: DocumentLabels) => string) => Label;
  /** one line of text in the document's language (bilingual: "French · Arabic") */
  line: (pick: (labels: DocumentLabels) => string) => string;
  /** dd/mm/yyyy HH:mm (24-hour) in the agency's time zone */
  when: (value: Date | string) => string;
  finish: () => Promise<Uint8Array>;
}

const numbers = new Intl.NumberFormat('fr-DZ');
/** '12 345 km' in the writer's language */
export const km = (writer: Writer, value: number) =>
  writer.words.value((l) => l.km(numbers.format(value)));

export const orNA = (writer: Writer, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? writer.line((l) => l.na) : String(value);

/** a new PDF with the business header, the title, the contract number and the date */
export async function start(
  doc: ContractDocument,
  options: ContractPdfOptions,
  title: (labels: DocumentLabels) => string,
  at: Date | string | null,
): Promise<Writer> {
  const english = title(documentLabels.en);
  const writer = await newWriter(options, {
    title: `${english} ${doc.contractNumber}`,
    subject: doc.business.businessName ?? english,
    date: at ? new Date(at) : undefined,
  });
  const logo = openImage(writer.sheet.pdf, await options.readLogo().catch(() => undefined));
  header(writer, doc.business, logo, [
    writer.say(title),
    writer.say((l) => l.contractNo(doc.contractNumber)),
    at ? writer.say((l) => l.date(writer.when(at))) : '',
  ]);
  return writer;
}

/** a new A4 PDF in the document's language (its fonts loaded), the cursor at the top */
export async function newWriter(
  options: Pick<ContractPdfOptions, 'fonts' | 'language' | 'timeZone'>,
  meta: PdfMeta,
): Promise<Writer> {
  const words = wordsFor(options.language ?? 'en');
  const { pdf, type, finish } = createPdf(meta, await options.fonts.load());
  return {
    sheet: new Sheet(pdf, type, words.direction, words.bilingual, words.colon),
    words,
    say: words.say,
    line: words.line,
    when: dateFormat(options.timeZone, true),
    finish,
  };
}

/** the business (logo, name, address, identifiers) at the start, the titles at the end */
export function header(
  writer: Writer,
  b: BusinessHeader,
  logo: OpenedImage | undefined,
  [title, number, date]: [Label, Label, Label],
) {
  const { sheet } = writer;
  const top = sheet.y;
  const end = A4.width - MARGIN;
  const titles = titleLines([
    [title, 14, true],
    [number, 10, true],
    [date, 10, false],
  ]);
  const titleWidth = Math.max(
    ...titles.map(([text, size, bold]) => sheet.width(text, { size, bold })),
  );
  for (const [text, size, bold] of titles) {
    if (text) sheet.textEnd(text, end, { size, bold });
    sheet.y -= size + 6;
  }
  const titlesEnd = sheet.y;
  sheet.y = top;
  let x = MARGIN;
  let logoEnd = top;
  if (logo) {
    const size = scaleToFit(logo, 56, 56);
    sheet.image(logo.image, { x, y: top - size.height, ...size });
    x += size.width + 12;
    logoEnd = top - size.height;
  }
  const width = end - titleWidth - 16 - x;
  if (b.businessName) {
    sheet.paragraph(b.businessName, { x, width, size: 16, bold: true, direction: 'auto' });
  }
  const contact = [b.businessPhone, b.businessEmail].filter(Boolean).join('  ·  ');
  for (const value of [b.businessAddress, contact]) {
    if (value) sheet.paragraph(value, { x, width, muted: true, direction: 'auto' });
  }
  // the identifiers fill lines whole: "NIS:" never ends a line without its number
  const ids: string[] = [];
  for (const key of ['rc', 'nif', 'nis', 'ai'] as const) {
    if (!b[key]) continue;
    const id = `${key.toUpperCase()}: ${b[key]}`;
    const longer = ids.length ? `${ids.at(-1)}   ${id}` : id;
    if (ids.length && sheet.wrap(longer, width, { size: 9, direction: 'ltr' }).length === 1) {
      ids[ids.length - 1] = longer;
    } else ids.push(id);
  }
  for (const line of ids) {
    sheet.paragraph(line, { x, width, size: 9, muted: true, direction: 'ltr' });
  }
  sheet.y = Math.min(sheet.y, titlesEnd, logoEnd) - 6;
  sheet.rule(1.2);
}

/** page numbers at the foot of every page */
export function footer(writer: Writer, label: (labels: DocumentLabels) => string) {
  const { sheet } = writer;
  const range = sheet.pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    sheet.pdf.switchToPage(i);
    sheet.y = MARGIN / 2 + 8;
    const text = writer.line((l) => `${label(l)}  ·  ${l.page(i + 1, range.count)}`);
    sheet.textAt(text, A4.width / 2, { size: 8, align: 'center', color: colors.muted });
  }
}

/** a heading kept on the same page as the first `height` points of what follows it */
export function section(writer: Writer, title: Label, height = 30) {
  writer.sheet.room(height + 30);
  writer.sheet.heading(title);
}

// ---------------------------------------------------------------- facts, rows, fuel gauge

export interface Cell extends CellOptions {
  /** a fuel gauge drawn before the text */
  gauge?: number | undefined;
}

const GAUGE_WIDTH = 8 * 9 + 7 * 1.5 + 6;

/** a fuel gauge: eight cells, the first `eighths` filled, at the cursor's line */
function gauge(sheet: Sheet, x: number, eighths: number) {
  for (let i = 0; i < FUEL_EIGHTHS; i++) {
    sheet.rect({
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
export function row(sheet: Sheet, cells: Cell[], options: { size?: number; gap?: number } = {}) {
  const size = options.size ?? 10;
  const texts = cells.map((cell) =>
    cell.gauge === undefined
      ? cell
      : { ...cell, x: cell.x + GAUGE_WIDTH, width: cell.width - GAUGE_WIDTH },
  );
  sheet.room(sheet.cellLines(texts, size) * leading(size));
  for (const cell of cells) if (cell.gauge !== undefined) gauge(sheet, cell.x, cell.gauge);
  sheet.cells(texts, options);
}

export type Fact = [label: Label, value: string, gauge?: number];

/**
 * label: value pairs in two columns, values wrapped to their column. Bilingual: a pair to
 * a row, the French label at the left, the value, the Arabic label at the right.
 */
export function facts({ sheet, words }: Writer, pairs: Fact[], minLabelWidth = 85) {
  if (words.bilingual) {
    for (const [label, value, fuel] of pairs) {
      const { fr, ar } = typeof label === 'string' ? { fr: label, ar: '' } : label;
      row(sheet, [
        { x: MARGIN, width: 130, text: `${fr}\u00a0:`, muted: true, direction: 'ltr' },
        { x: MARGIN + 135, width: WIDTH - 270, text: value, gauge: fuel, direction: 'auto' },
        {
          x: A4.width - MARGIN - 130,
          width: 130,
          text: ar ? `${ar}:` : '',
          muted: true,
          direction: 'rtl',
          end: true,
        },
      ]);
    }
    return;
  }
  const labelWidth = sheet.labelWidth(
    pairs.map(([label]) => label),
    minLabelWidth,
  );
  for (let i = 0; i < pairs.length; i += 2) {
    row(
      sheet,
      pairs.slice(i, i + 2).flatMap(([label, value, fuel], j): Cell[] => {
        const x = MARGIN + j * COLUMN;
        return [
          { x, width: labelWidth - 4, text: `${labelText(label)}${words.colon}`, muted: true },
          {
            x: x + labelWidth,
            width: COLUMN - labelWidth - 10,
            text: value,
            gauge: fuel,
            direction: 'auto',
          },
        ];
      }),
    );
  }
}

/** the accessories three to a row: "[x] Spare wheel", "[ ] GPS — missing" */
export function checklist(
  writer: Writer,
  items: { text: string; present: boolean }[],
  empty: string,
) {
  if (items.length === 0) writer.sheet.line({ muted: true }, empty);
  const width = WIDTH / 3;
  for (let i = 0; i < items.length; i += 3) {
    row(
      writer.sheet,
      items.slice(i, i + 3).map((item, j) => ({
        x: MARGIN + j * width,
        width: width - 10,
        text: `${ltr(item.present ? '[x]' : '[ ]')} ${item.text}`,
        bold: !item.present,
      })),
      { size: 9 },
    );
  }
}

/** an accessory's name: a standard one in the document's language, the agency's as typed */
export function accessoryName(writer: Writer, item: { key: string; label: string }) {
  return writer.line((l) => l.accessoryNames[item.key] ?? item.label);
}

/**
 * A PNG data URL's image, or undefined (not a PNG, damaged, or larger than a signature pad
 * draws: one stored before the check-out refused such a size is not decoded)
 */
export function signatureImage(writer: Writer, signature: string | null) {
  const base64 = signature?.match(/^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/)?.[1];
  if (!base64) return undefined;
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    // letters of base64 that do not decode ('A', 'AB=='): no image, the box is left to sign
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return openImage(writer.sheet.pdf, bytes, signatureSizeFits);
}

import PDFDocument from 'pdfkit';
import type { FontFiles } from './fonts.ts';
import type { OpenedImage } from './images.ts';
import { type Direction, PdfText, type Rgb, type TextStyle } from './text.ts';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
export const WIDTH = A4.width - 2 * MARGIN;

/** the distance between two lines of a size: Noto Sans is taller than Helvetica was */
export const leading = (size: number) => Math.max(size + 4, Math.ceil(size * 1.4));

export const ink: Rgb = [0.1, 0.12, 0.16];
export const muted: Rgb = [0.38, 0.42, 0.48];
const ruleColor: Rgb = [0.8, 0.82, 0.86];
/** the cursor never stays below this line: a new page starts */
const bottom = MARGIN + 40;

/** a label in one language, or French and Arabic side by side (a bilingual document) */
export type Label = string | { fr: string; ar: string };

/** one language's text of a label: a bilingual one reads "French · Arabic" */
export const labelText = (label: Label) =>
  typeof label === 'string' ? label : `${label.fr} · ${label.ar}`;

const rgb255 = ([r, g, b]: Rgb): [number, number, number] => [r * 255, g * 255, b * 255];

export interface CellOptions {
  x: number;
  width: number;
  text: string;
  bold?: boolean;
  muted?: boolean;
  /** the text's paragraph direction; the sheet's by default */
  direction?: Direction | 'auto';
  /** the text's end edge at the cell's end (an amount, an Arabic label in a bilingual row) */
  end?: boolean;
}

export interface PdfMeta {
  title: string;
  subject: string;
  /** the document's creation date (kept stable: the same invoice prints the same file) */
  date?: Date | undefined;
}

/** a new A4 PDFKit document with the fonts registered, pages kept until the end (footers) */
export function createPdf(meta: PdfMeta, fonts: FontFiles) {
  const pdf = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    // no Helvetica: PDFKit's browser build (the demo's worker) has no standard fonts, and
    // every text here is drawn in the embedded fonts
    font: null as unknown as string,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Producer: 'car-rental-admin',
      Creator: 'car-rental-admin',
      ...(meta.date ? { CreationDate: meta.date, ModDate: meta.date } : {}),
    },
  });
  const chunks: Uint8Array[] = [];
  pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('end', () => {
      const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        out.set(chunk, at);
        at += chunk.length;
      }
      resolve(out);
    });
    pdf.on('error', reject);
  });
  return {
    pdf,
    type: new PdfText(pdf, fonts),
    /** ends the document: its bytes */
    finish(): Promise<Uint8Array> {
      pdf.end();
      return ended;
    },
  };
}

/**
 * Writes pages top to bottom: a cursor (y in points from the page's bottom, as PDF counts),
 * wrapped text, amounts at the end of the line, rules; a new A4 page starts when the
 * cursor reaches the bottom margin. Every x is an offset from the page's left edge in a
 * left-to-right document and is mirrored in a right-to-left one: the same layout code
 * puts the labels on the right and the amounts on the left in Arabic.
 */
export class Sheet {
  y = A4.height - MARGIN;

  constructor(
    readonly pdf: PDFKit.PDFDocument,
    readonly type: PdfText,
    readonly direction: Direction,
    /** labels are French and Arabic pairs: French at the left edge, Arabic at the right */
    readonly bilingual = false,
    /** what follows a label: ':' in English and Arabic, ' :' in French */
    readonly colon = ':',
  ) {
    pdf.addPage({ size: [A4.width, A4.height], margin: 0 });
  }

  get rtl() {
    return this.direction === 'rtl';
  }

  /** the physical left edge of a box at offset x, `width` wide */
  boxLeft(x: number, width: number) {
    return this.rtl ? A4.width - x - width : x;
  }

  /** PDFKit's y (from the top) of a height above the page's bottom */
  top(y: number) {
    return A4.height - y;
  }

  private style(options: TextStyle & { muted?: boolean }): TextStyle {
    return {
      size: options.size ?? 10,
      bold: options.bold,
      color: options.color ?? (options.muted ? muted : ink),
      direction: options.direction ?? this.direction,
    };
  }

  width(value: string, options: TextStyle = {}) {
    return this.type.width(value, this.style(options));
  }

  /** one line, its start edge at x, its top at the cursor */
  text(value: string, options: TextStyle & { x?: number; muted?: boolean } = {}) {
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    this.type.draw(value, this.rtl ? A4.width - x : x, this.top(this.y - size), {
      ...this.style(options),
      align: this.rtl ? 'right' : 'left',
    });
  }

  /** one line whose end edge is at x (an amount: the right in English, the left in Arabic) */
  textEnd(value: string, x: number, options: TextStyle & { muted?: boolean } = {}) {
    const size = options.size ?? 10;
    this.type.draw(value, this.rtl ? A4.width - x : x, this.top(this.y - size), {
      ...this.style(options),
      align: this.rtl ? 'left' : 'right',
    });
  }

  /** one line at a physical x (not mirrored): left, right or centre there */
  textAt(
    value: string,
    x: number,
    options: TextStyle & { align: 'left' | 'right' | 'center'; muted?: boolean },
  ) {
    const size = options.size ?? 10;
    const style = this.style(options);
    const left =
      options.align === 'center'
        ? x - this.type.width(value, style) / 2
        : options.align === 'right'
          ? x - this.type.width(value, style)
          : x;
    this.type.draw(value, left, this.top(this.y - size), { ...style, align: 'left' });
  }

  down(points: number) {
    this.y -= points;
    if (this.y < bottom) this.newPage();
  }

  /** a new A4 page, the cursor at its top */
  newPage() {
    this.pdf.addPage({ size: [A4.width, A4.height], margin: 0 });
    this.y = A4.height - MARGIN;
  }

  /** starts a new page unless a block `height` points tall fits above the bottom line */
  room(height: number) {
    if (this.y - height < bottom) this.newPage();
  }

  /** the text in lines at most `width` wide (logical order: text() lays each out) */
  wrap(value: string, width: number, options: TextStyle = {}): string[] {
    return this.type.wrap(value, width, this.style(options));
  }

  /** wrapped text from x to the end margin (or `width` wide), over as many pages as it takes */
  paragraph(
    value: string,
    options: TextStyle & { x?: number; width?: number; muted?: boolean } = {},
  ) {
    const x = options.x ?? MARGIN;
    const size = options.size ?? 10;
    for (const line of this.wrap(value, options.width ?? A4.width - MARGIN - x, options)) {
      if (line) this.text(line, { ...options, x });
      this.down(leading(size));
    }
  }

  /**
   * Cells side by side, each wrapped to its width, kept on one page when they fit one; the
   * cursor ends below the tallest.
   */
  cells(cells: CellOptions[], options: { size?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const step = leading(size);
    const wrapped = cells.map((cell) =>
      this.wrap(cell.text, cell.width, { size, bold: cell.bold, direction: cell.direction }),
    );
    const rows = Math.max(1, ...wrapped.map((lines) => lines.length));
    if (rows * step <= A4.height - MARGIN - bottom) this.room(rows * step);
    for (let row = 0; row < rows; row++) {
      cells.forEach((cell, i) => {
        const line = wrapped[i]?.[row];
        if (!line) return;
        const style = { size, bold: cell.bold, muted: cell.muted, direction: cell.direction };
        if (cell.end) this.textEnd(line, cell.x + cell.width, style);
        else this.text(line, { ...style, x: cell.x });
      });
      this.down(step);
    }
    this.down(options.gap ?? 2);
  }

  /** the number of lines `cells` takes for these cells */
  cellLines(cells: CellOptions[], size = 10) {
    return Math.max(
      1,
      ...cells.map(
        (cell) =>
          this.wrap(cell.text, cell.width, { size, bold: cell.bold, direction: cell.direction })
            .length,
      ),
    );
  }

  line(options: TextStyle & { muted?: boolean; x?: number } = {}, value = '') {
    if (value) this.text(value, options);
    const size = options.size ?? 10;
    this.down(Math.max(size + 5, leading(size)));
  }

  /**
   * A label at the start, an amount at the end; a long label wraps. Bilingual: the French
   * label at the left, the amount, the Arabic label at the right.
   */
  amountRow(label: Label, amount: string, options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? 10;
    const amountWidth = 130;
    const cells: CellOptions[] =
      typeof label === 'string'
        ? [
            { x: MARGIN, width: WIDTH - amountWidth, text: label, bold: options.bold },
            {
              x: A4.width - MARGIN - amountWidth + 10,
              width: amountWidth - 10,
              text: amount,
              bold: options.bold,
              direction: 'auto',
              end: true,
            },
          ]
        : [
            {
              x: MARGIN,
              width: WIDTH - amountWidth - 130,
              text: label.fr,
              bold: options.bold,
              direction: 'ltr',
            },
            {
              x: A4.width - MARGIN - amountWidth - 125,
              width: amountWidth - 5,
              text: amount,
              bold: options.bold,
              direction: 'auto',
              end: true,
            },
            {
              x: A4.width - MARGIN - 120,
              width: 120,
              text: label.ar,
              bold: options.bold,
              direction: 'rtl',
              end: true,
            },
          ];
    this.room(this.cellLines(cells, size) * leading(size));
    this.cells(cells, { size, gap: 3 });
  }

  rule(thickness = 0.8) {
    const y = this.top(this.y);
    this.pdf
      .save()
      .moveTo(MARGIN, y)
      .lineTo(A4.width - MARGIN, y)
      .lineWidth(thickness)
      .strokeColor(rgb255(ruleColor))
      .stroke()
      .restore();
    this.down(10);
  }

  /** a section title; bilingual: French at the left edge, Arabic at the right of the same row */
  heading(label: Label) {
    this.down(6);
    if (typeof label === 'string') {
      this.line({ size: 11, bold: true }, label);
      return;
    }
    const style = { size: 11, bold: true } as const;
    this.textAt(label.fr, MARGIN, { ...style, align: 'left', direction: 'ltr' });
    const together =
      this.width(label.fr, { ...style, direction: 'ltr' }) +
        this.width(label.ar, { ...style, direction: 'rtl' }) +
        20 <=
      WIDTH;
    // two long titles do not share a row: the Arabic one goes under, at the right
    if (!together) this.down(16);
    this.textAt(label.ar, A4.width - MARGIN, { ...style, align: 'right', direction: 'rtl' });
    this.down(16);
  }

  /**
   * label: value pairs, two to a row, each value wrapped to its column. Bilingual: one
   * pair a row, the French label at the left, the value, the Arabic label at the right.
   */
  facts(pairs: [Label, string][], minLabelWidth = 85) {
    const column = WIDTH / 2;
    const labelWidth = this.labelWidth(
      pairs.map(([label]) => label),
      minLabelWidth,
    );
    if (pairs.some(([label]) => typeof label !== 'string')) {
      for (const [label, value] of pairs) {
        const { fr, ar } = typeof label === 'string' ? { fr: label, ar: '' } : label;
        this.cells([
          { x: MARGIN, width: 130, text: `${fr}\u00a0:`, muted: true, direction: 'ltr' },
          { x: MARGIN + 135, width: WIDTH - 270, text: value, direction: 'auto' },
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
    for (let i = 0; i < pairs.length; i += 2) {
      this.cells(
        pairs.slice(i, i + 2).flatMap(([label, value], j): CellOptions[] => {
          const x = MARGIN + j * column;
          return [
            { x, width: labelWidth - 4, text: `${labelText(label)}${this.colon}`, muted: true },
            {
              x: x + labelWidth,
              width: column - labelWidth - 10,
              text: value,
              direction: 'auto',
            },
          ];
        }),
      );
    }
  }

  /** a label column as wide as its longest label (with its colon), from `min` to 130 points */
  labelWidth(labels: Label[], min = 85) {
    const widest = Math.max(
      0,
      ...labels.map((label) => this.width(`${labelText(label)}${this.colon}`)),
    );
    return Math.min(130, Math.max(min, Math.ceil(widest) + 8));
  }

  /** a rectangle at offset x (mirrored in a right-to-left document), its bottom at y */
  rect(box: {
    x: number;
    y: number;
    width: number;
    height: number;
    color?: Rgb | undefined;
    borderColor?: Rgb | undefined;
    borderWidth?: number;
  }) {
    const left = this.boxLeft(box.x, box.width);
    this.pdf.save().rect(left, this.top(box.y + box.height), box.width, box.height);
    this.paint(box.color, box.borderColor, box.borderWidth);
    this.pdf.restore();
  }

  /** fills and / or strokes the current path */
  paint(fill: Rgb | undefined, stroke: Rgb | undefined, width = 1) {
    if (stroke) this.pdf.lineWidth(width).strokeColor(rgb255(stroke));
    if (fill && stroke) this.pdf.fillAndStroke(rgb255(fill), rgb255(stroke));
    else if (fill) this.pdf.fill(rgb255(fill));
    else if (stroke) this.pdf.stroke();
  }

  /** an image (opened by openImage) at offset x, its bottom at y */
  image(image: OpenedImage['image'], box: { x: number; y: number; width: number; height: number }) {
    this.pdf.image(image as never, this.boxLeft(box.x, box.width), this.top(box.y + box.height), {
      width: box.width,
      height: box.height,
    });
  }
}

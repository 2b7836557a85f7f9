import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;

const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.38, 0.42, 0.48);
const rule = rgb(0.8, 0.82, 0.86);
/** the cursor never stays below this line: a new page starts */
const bottom = MARGIN + 40;

/**
 * The standard PDF fonts only know Windows-1252 (Latin): the fr-DZ digit groups' narrow
 * no-break space becomes a space, anything else it cannot draw becomes '?'.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/[\u202f\u00a0]/g, ' ')) {
    const code = char.codePointAt(0) ?? 63;
    out += code === 10 || known.has(code) ? char : '?';
  }
  return out;
}

/**
 * Writes pages top to bottom: a cursor, text in two fonts, right-aligned amounts, rules;
 * a new A4 page starts when the cursor reaches the bottom margin.
 */
export class Sheet {
  y = A4.height - MARGIN;
  page: PDFPage;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }

  text(
    value: string,
    options: { x?: number; size?: number; bold?: boolean; muted?: boolean } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    this.page.drawText(printable(font, value), {
      x: options.x ?? MARGIN,
      y: this.y - size,
      size,
      font,
      color: options.muted ? muted : ink,
    });
  }

  /** text whose right edge is at x */
  textRight(value: string, x: number, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const shown = printable(font, value);
    this.page.drawText(shown, {
      x: x - font.widthOfTextAtSize(shown, size),
      y: this.y - size,
      size,
      font,
      color: ink,
    });
  }

  down(points: number) {
    this.y -= points;
    if (this.y < bottom) this.newPage();
  }

  /** a new A4 page, the cursor at its top */
  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** starts a new page unless a block `height` points tall fits above the bottom line */
  room(height: number) {
    if (this.y - height < bottom) this.newPage();
  }

  /**
   * The text in lines at most `width` wide (printable already): cut at spaces, kept line
   * breaks (an empty line stays empty), a word longer than a line cut where it must.
   */
  wrap(value: string, width: number, options: { size?: number; bold?: boolean } = {}): string[] {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const fits = (text: string) => font.widthOfTextAtSize(text, size) <= width;
    const text = printable(font, value.replace(/\r\n?/g, '\n').replace(/\t/g, ' '));
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (let word of paragraph.split(' ').filter(Boolean)) {
        const longer = line ? `${line} ${word}` : word;
        if (fits(longer)) {
          line = longer;
          continue;
        }
        if (line) lines.push(line);
        while (word.length > 1 && !fits(word)) {
          // the longest start of the word that fits (at least one character)
          let low = 1;
          let high = word.length - 1;
          while (low < high) {
            const middle = Math.ceil((low + high) / 2);
            if (fits(word.slice(0, middle))) low = middle;
            else high = middle - 1;
          }
          lines.push(word.slice(0, low));
          word = word.slice(low);
        }
        line = word;
      }
      lines.push(line);
    }
    return lines;
  }

  /** wrapped text from x to the right margin (or `width` wide), over as many pages as it takes */
  paragraph(
    value: string,
    options: { x?: number; width?: number; size?: number; bold?: boolean; muted?: boolean } = {},
  ) {
    const x = options.x ?? MARGIN;
    const size = options.size ?? 10;
    for (const line of this.wrap(value, options.width ?? A4.width - MARGIN - x, options)) {
      if (line) this.text(line, { ...options, x });
      this.down(size + 4);
    }
  }

  /**
   * Cells side by side, each wrapped to its width, kept on one page when they fit one; the
   * cursor ends below the tallest.
   */
  cells(
    cells: { x: number; width: number; text: string; bold?: boolean; muted?: boolean }[],
    options: { size?: number; gap?: number } = {},
  ) {
    const size = options.size ?? 10;
    const leading = size + 4;
    const wrapped = cells.map((cell) =>
      this.wrap(cell.text, cell.width, { size, bold: cell.bold }),
    );
    const rows = Math.max(1, ...wrapped.map((lines) => lines.length));
    if (rows * leading <= A4.height - MARGIN - bottom) this.room(rows * leading);
    for (let row = 0; row < rows; row++) {
      cells.forEach((cell, i) => {
        const line = wrapped[i]?.[row];
        if (line) this.text(line, { x: cell.x, size, bold: cell.bold, muted: cell.muted });
      });
      this.down(leading);
    }
    this.down(options.gap ?? 2);
  }

  line(options: { size?: number; bold?: boolean; muted?: boolean; x?: number } = {}, value = '') {
    if (value) this.text(value, options);
    this.down((options.size ?? 10) + 5);
  }

  /** a label on the left and an amount on the right */
  amountRow(label: string, amount: string, options: { bold?: boolean; size?: number } = {}) {
    this.text(label, options);
    this.textRight(amount, A4.width - MARGIN, options);
    this.down((options.size ?? 10) + 7);
  }

  rule(thickness = 0.8) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness,
      color: rule,
    });
    this.down(10);
  }

  heading(value: string) {
    this.down(6);
    this.line({ size: 11, bold: true }, value);
  }

  /** label: value pairs in two columns */
  facts(pairs: [string, string][]) {
    const column = (A4.width - 2 * MARGIN) / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      pairs.slice(i, i + 2).forEach(([label, value], j) => {
        const x = MARGIN + j * column;
        this.text(`${label}:`, { x, muted: true });
        this.text(value, { x: x + 85 });
      });
      this.down(15);
    }
  }
}

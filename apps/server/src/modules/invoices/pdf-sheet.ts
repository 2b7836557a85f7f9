import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;

const ink = rgb(0.1, 0.12, 0.16);
const muted = rgb(0.38, 0.42, 0.48);
const rule = rgb(0.8, 0.82, 0.86);

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
    if (this.y < MARGIN + 40) {
      this.page = this.doc.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
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

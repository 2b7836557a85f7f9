import bidiFactory from 'bidi-js';
import { create, type Font } from 'fontkit';
import type { FontBytes, FontFiles } from './fonts.ts';

/**
 * Issue 16: text in a PDF in English, French and Arabic. One line of logical text (as
 * typed) becomes visual runs by the Unicode bidi algorithm (bidi-js); each run is drawn in
 * the font that has its characters: Amiri for Arabic, Noto Sans (Latin, then Latin
 * Extended) for the rest. An Arabic run is handed to PDFKit in logical order: fontkit
 * shapes it (joining forms, ligatures, marks placed by GPOS) and lays it right to left.
 */

export type Direction = 'ltr' | 'rtl';
/** start and end follow the direction; left and right are the page's */
export type Align = 'start' | 'end' | 'left' | 'right';
/** red, green, blue from 0 to 1 */
export type Rgb = readonly [number, number, number];

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Rgb;
  /** the paragraph direction for the bidi algorithm: 'auto' takes the first strong letter */
  direction?: Direction | 'auto';
}

type FontKey = 'la' | 'lx' | 'ar';

/** a piece of a line drawn in one font, left to right on the page */
export interface Run {
  font: FontKey;
  text: string;
}

const bidi = bidiFactory();

/** Amiri's letters beside Noto Sans' at the same size look a size smaller */
const ARABIC_SCALE = 1.15;

/** LRI … PDI: keeps "20 000 DA" or a number whole and left to right inside Arabic */
export const ltr = (text: string) => `\u2066${text}\u2069`;
/** FSI … PDI: a value typed by someone, in the direction of its first letter */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** bidi controls and marks: they steer the algorithm and are never drawn */
const invisible = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
const arabic = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

type Faces = Record<`${FontKey}-${400 | 700}`, Font>;

/**
 * The fonts parsed once per set of files and shared by every document: PDFKit takes a
 * fontkit font as it is (parsing Amiri's tables again for each document took 100 ms).
 */
const parsed = new WeakMap<FontFiles, Faces>();

/**
 * fontkit keeps one glyph per id, with the characters it was first asked for. A glyph first
 * met as a part of another (O inside Ö, the period inside …, when a subset is written or a
 * shape drawn) is kept with none, and PDFKit writes a glyph's characters into the text layer
 * (ToUnicode) of every later document of the process: "RENTAL INV ICE", "example dz" where
 * the page showed INVOICE and example.dz. A glyph asked for with its characters gets them.
 */
function keepingCharacters(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, characters: number[] = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) {
      glyph.codePoints = characters;
    }
    return glyph;
  };
  return font;
}

function facesOf(files: FontFiles): Faces {
  let faces = parsed.get(files);
  if (!faces) {
    const open = (bytes: FontBytes) => {
      const font = create((bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) as never);
      if (!('layout' in font)) throw new Error('A font collection is not a font');
      return keepingCharacters(font);
    };
    faces = {
      'la-400': open(files.latin.regular),
      'la-700': open(files.latin.bold),
      'lx-400': open(files.latinExt.regular),
      'lx-700': open(files.latinExt.bold),
      'ar-400': open(files.arabic.regular),
      'ar-700': open(files.arabic.bold),
    };
    parsed.set(files, faces);
  }
  return faces;
}

const names = (bold: boolean): Record<FontKey, string> =>
  bold
    ? { la: 'la-700', lx: 'lx-700', ar: 'ar-700' }
    : { la: 'la-400', lx: 'lx-400', ar: 'ar-400' };

/** a line's text as drawn: tabs and the digit groups' narrow no-break space made plain */
export function plain(text: string): string {
  // Noto Sans' Latin subset has no U+202F (formatDA's digit group separator)
  return text.replace(/\t/g, ' ').replace(/\u202f/g, '\u00a0');
}

export class PdfText {
  private readonly fontOf = new Map<number, FontKey | null>();
  private readonly glyphs: Record<FontKey, Font>;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    fonts: FontFiles,
  ) {
    const faces = facesOf(fonts);
    for (const [name, font] of Object.entries(faces)) doc.registerFont(name, font as never);
    // the regular faces say which characters each font draws
    this.glyphs = { la: faces['la-400'], lx: faces['lx-400'], ar: faces['ar-400'] };
  }

  /** the font that draws a character, or null when none does (drawn as '?') */
  private fontFor(char: string): FontKey | null {
    const code = char.codePointAt(0) ?? 63;
    let key = this.fontOf.get(code);
    if (key === undefined) {
      if (arabic.test(char) && this.glyphs.ar.hasGlyphForCodePoint(code)) key = 'ar';
      else if (this.glyphs.la.hasGlyphForCodePoint(code)) key = 'la';
      else if (this.glyphs.lx.hasGlyphForCodePoint(code)) key = 'lx';
      else if (this.glyphs.ar.hasGlyphForCodePoint(code)) key = 'ar';
      else key = null;
      this.fontOf.set(code, key);
    }
    return key;
  }

  /** the line as visual runs, left to right, each in one font */
  runs(line: string, direction: Direction | 'auto' = 'ltr'): Run[] {
    const text = plain(line);
    if (!text) return [];
    const levels = bidi.getEmbeddingLevels(text, direction);
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
    const chars = [...text];
    // code unit indices of the characters (every character we draw is in the BMP but be safe)
    const starts: number[] = [];
    let unit = 0;
    for (const char of chars) {
      starts.push(unit);
      unit += char.length;
    }
    const keys = chars.map((char) => (invisible.test(char) ? null : this.fontFor(char)));
    const order = bidi.getReorderedIndices(text, levels);
    const indexOfUnit = new Map(starts.map((start, i) => [start, i]));
    const runs: (Run & { rtl: boolean; chars: string[] })[] = [];
    for (const at of order) {
      const i = indexOfUnit.get(at);
      if (i === undefined) continue; // the second half of a surrogate pair
      const char = chars[i] ?? '';
      if (invisible.test(char)) continue;
      const key = keys[i] ?? null;
      // a no-break space keeps "20 000 DA" on one line when wrapping; it is drawn as a space
      const shown = key === null ? '?' : char === '\u00a0' ? ' ' : (mirrored.get(at) ?? char);
      const font = key ?? 'la';
      const rtl = ((levels.levels[at] ?? 0) & 1) === 1;
      const last = runs.at(-1);
      if (last && last.font === font && last.rtl === rtl) last.chars.push(shown);
      else runs.push({ font, rtl, text: '', chars: [shown] });
    }
    return runs.map(({ font, rtl, chars: visual }) => ({
      font,
      // fontkit lays an Arabic run out right to left itself: it wants the logical order
      text: (rtl && font === 'ar' ? visual.reverse() : visual).join(''),
    }));
  }

  private use(font: FontKey, style: TextStyle) {
    // Amiri draws small for its size beside Noto Sans: a size up reads as the same size
    const size = (style.size ?? 10) * (font === 'ar' ? ARABIC_SCALE : 1);
    this.doc.font(names(style.bold ?? false)[font]).fontSize(size);
  }

  /** the width of a line in points */
  width(line: string, style: TextStyle = {}): number {
    let width = 0;
    for (const run of this.runs(line, style.direction)) {
      this.use(run.font, style);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /**
   * One line at (x, baseline) in PDFKit's coordinates (y downwards). `align` says which
   * edge x is: left, right, or the start / end of the line in its direction.
   */
  draw(line: string, x: number, baseline: number, style: TextStyle & { align?: Align } = {}) {
    const runs = this.runs(line, style.direction);
    const rtl = style.direction === 'rtl';
    const align = style.align ?? 'start';
    const right = align === 'right' || (align === 'start' ? rtl : align === 'end' ? !rtl : false);
    let cx = x;
    if (right) cx -= this.width(line, style);
    const [r, g, b] = style.color ?? [0, 0, 0];
    this.doc.fillColor([r * 255, g * 255, b * 255]);
    for (const run of runs) {
      this.use(run.font, style);
      this.doc.text(run.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cx += this.doc.widthOfString(run.text);
    }
  }

  /**
   * The text in lines at most `width` wide, in logical order (draw lays each out): cut at
   * spaces, line breaks kept (an empty line stays empty), a word longer than a line cut
   * where it must.
   */
  wrap(value: string, width: number, style: TextStyle = {}): string[] {
    // words are measured once each: a space breaks every join and ligature, so a line is
    // as wide as its words and spaces (a word that must be cut is measured in pieces)
    const measured = new Map<string, number>();
    const widthOf = (text: string) => {
      let known = measured.get(text);
      if (known === undefined) {
        known = this.width(text, style);
        measured.set(text, known);
      }
      return known;
    };
    const fits = (text: string) => widthOf(text) <= width;
    const space = widthOf(' ');
    const text = plain(value.replace(/\r\n?/g, '\n'));
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (let word of paragraph.split(' ').filter(Boolean)) {
        const longer = line ? lineWidth + space + widthOf(word) : widthOf(word);
        if (longer <= width) {
          line = line ? `${line} ${word}` : word;
          lineWidth = longer;
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
        lineWidth = widthOf(word);
      }
      lines.push(line);
    }
    return lines;
  }
}

import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { A4, MARGIN } from '../lib/pdf/sheet.ts';

/**
 * Reading a PDF back as a person would (poppler-utils: pdftotext, pdftoppm), for tests of
 * the printed documents: the text, each word's box, and a PNG to look at.
 */

const run = promisify(execFile);

/** test-results/documents at the repository's root (ignored by git) */
export const documentsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../test-results/documents',
);

/** writes the PDF under test-results/documents and answers its path */
export async function savePdf(name: string, bytes: Uint8Array): Promise<string> {
  await mkdir(documentsDir, { recursive: true });
  const path = join(documentsDir, name);
  await writeFile(path, bytes);
  return path;
}

/** the first page as a PNG beside the PDF (pdftoppm), for a person to look at */
export async function renderPng(path: string, resolution = 60): Promise<string> {
  const prefix = path.replace(/\.pdf$/, '');
  await run('pdftoppm', [
    '-png',
    '-r',
    String(resolution),
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    path,
    prefix,
  ]);
  return `${prefix}.png`;
}

/** the text (pdftotext -layout), runs of spaces made one */
export async function layoutText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-']);
  return stdout.replace(/[ \t\u00a0]+/g, ' ');
}

const arabicLetter = '[\\u0600-\\u06ff\\u0750-\\u077f\\ufb50-\\ufdff\\ufe70-\\ufeff]';

/**
 * Text compared with what was typed: without the direction marks poppler adds (LRE, RLE,
 * PDF) and isolates, and without spaces between Arabic letters (Amiri's ligatures make
 * poppler put a space inside a word: "الإ يجار").
 */
export function comparable(text: string): string {
  return text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(new RegExp(`(${arabicLetter})\\s+(?=${arabicLetter})`, 'g'), '$1');
}

export interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** each word's box (pdftotext -bbox), in points from the page's top left */
export async function words(path: string): Promise<Word[]> {
  const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', path, '-']);
  const found: Word[] = [];
  stdout.split('<page ').forEach((page, index) => {
    for (const m of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      const [xMin, yMin, xMax, yMax] = m.slice(1, 5).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      found.push({ page: index, text: m[5] ?? '', xMin, yMin, xMax, yMax });
    }
  });
  return found;
}

const hasArabic = new RegExp(arabicLetter);

/**
 * poppler boxes a word by its font's ascent and descent: Amiri's (1.76 em, room for
 * stacked marks) reach into the next line though no letter does. An Arabic word is
 * checked by the body of its letters: 0.8 em above the baseline, 0.3 em below (a deep
 * descender passes under the next line's box, which is Noto Sans' ascent, never its ink).
 */
function letterBox(w: Word): Word {
  if (!hasArabic.test(w.text)) return w;
  const size = (w.yMax - w.yMin) / (1.124 + 0.634);
  const baseline = w.yMax - 0.634 * size;
  return { ...w, yMin: baseline - 0.8 * size, yMax: baseline + 0.3 * size };
}

/** a word as typed: poppler writes an Arabic word's letters in the order they are drawn */
export const typed = (w: Word) =>
  hasArabic.test(w.text) ? [...w.text].reverse().join('') : w.text;

/** texts that run off the margins, and pairs of texts drawn over each other */
export function layoutFaults(found: Word[]): string[] {
  // a vowel sign or a shadda sits on its letter (GPOS places it there): poppler lists it
  // as a word of its own, on top of the word it belongs to
  const all = found.filter((w) => !/^[\u064b-\u065f\u0670]+$/.test(w.text)).map(letterBox);
  const faults: string[] = [];
  const pad = 0.6;
  for (const w of all) {
    const off =
      w.xMin < MARGIN - 3 ||
      w.xMax > A4.width - MARGIN + 3 ||
      w.yMin < MARGIN - 3 ||
      w.yMax > A4.height - 15;
    if (off) faults.push(`off the page: ${w.text} (${w.xMin}, ${w.yMin}, ${w.xMax}, ${w.yMax})`);
  }
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      if (
        a.page === b.page &&
        a.xMin + pad < b.xMax &&
        b.xMin + pad < a.xMax &&
        a.yMin + pad < b.yMax &&
        b.yMin + pad < a.yMax
      ) {
        faults.push(`overlap on page ${a.page}: "${a.text}" and "${b.text}"`);
      }
    }
  }
  return faults;
}

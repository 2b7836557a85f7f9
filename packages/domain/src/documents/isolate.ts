/**
 * Unicode isolates for text that mixes Arabic with numbers and codes: LRI … PDI keeps
 * "20 000 DA" or "CTR-2026-000012" whole and left to right inside a right-to-left line
 * (without it the bidi algorithm prints "DA 000 20"). A renderer strips them after the
 * bidi algorithm has read them.
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * FSI … PDI: a value someone typed, in the direction of its first letter; inside it, each
 * Latin or digit run of an Arabic text reads left to right ("نقص في الوقود: 3/8 × 600 DA"
 * keeps "3/8 × 600 DA", where the bidi algorithm alone prints "DA 600 × 3/8").
 */
export const isolate = (text: string) =>
  `\u2068${
    rtlLetter.test(text)
      ? ltrRuns(text)
          .map((run) => (run.ltr ? ltr(run.text) : run.text))
          .join('')
      : text
  }\u2069`;

/** a piece of a text: a run that reads left to right, or text that follows its line */
export interface TextRun {
  text: string;
  ltr: boolean;
}

/** letters written right to left: Hebrew, Arabic and their presentation forms */
const rtlLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A run that reads left to right: Latin letters and Western digits, and the spaces and
 * signs between them ("0699 01 02 03", "+213 555 12 34 56", "3/8 × 600 DA", "DL-77 (B)").
 * It starts at a letter, a digit, or a sign before a digit ("+213", "-1 500 DA"); it ends at
 * a letter, a digit, "%" or a closing bracket (kept only when the run opened it).
 */
const ltrRun =
  /(?:[+\-−](?=[0-9]))?[\p{Script=Latin}0-9](?:[\p{Script=Latin}0-9\s.,:;/\\×·+\-−–_@#&'*=()%°]*[\p{Script=Latin}0-9%°)])?/gu;

/** a run's closing brackets that it did not open, trimmed (they belong to the Arabic around) */
function balanced(run: string): string {
  let text = run;
  while (text.endsWith(')')) {
    const opened = text.split('(').length - 1;
    const closed = text.split(')').length - 1;
    if (closed <= opened) break;
    text = text.slice(0, -1).trimEnd();
  }
  return text;
}

/**
 * The text as runs to lay out: without a right-to-left letter it is one left-to-right run
 * (a phone, a plate, an e-mail, an amount, a French address); with one, each Latin or digit
 * run in it reads left to right and the rest follows the line's direction.
 */
export function ltrRuns(text: string): TextRun[] {
  if (!text) return [];
  if (!rtlLetter.test(text)) return [{ text, ltr: true }];
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of text.matchAll(ltrRun)) {
    const run = balanced(match[0]);
    const start = match.index;
    if (start > at) runs.push({ text: text.slice(at, start), ltr: false });
    runs.push({ text: run, ltr: true });
    at = start + run.length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), ltr: false });
  return runs;
}

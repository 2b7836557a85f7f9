/**
 * Markup hidden in an image file (a polyglot: valid image bytes that are also HTML or
 * script). A browser that sniffs, an old viewer or another tool reading the file could run
 * it, so an image carrying any of these is refused. The patterns are long enough (5+ bytes,
 * case-insensitive, a tag name followed by white space, '>' or '/') that compressed pixel
 * data does not hit them by chance.
 */
const patterns = [
  '<script',
  '<html',
  '<!doctype',
  '<iframe',
  '<body',
  '<object',
  '<embed',
  '<?php',
  'javascript:',
].map((text) => [...text].map((c) => c.charCodeAt(0)));

const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);

/** what may follow a tag name: white space, '>' or '/' (so '<bodyx' does not count) */
const tagEnd = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);
const isLetter = (byte: number) => byte >= 0x61 && byte <= 0x7a;

function matchesAt(bytes: Uint8Array, at: number, pattern: number[]): boolean {
  if (at + pattern.length > bytes.length) return false;
  for (let k = 1; k < pattern.length; k++) {
    if (lower(bytes[at + k] ?? 0) !== pattern[k]) return false;
  }
  const last = pattern[pattern.length - 1] ?? 0;
  if (pattern[0] === 0x3c && isLetter(last)) return tagEnd.has(bytes[at + pattern.length] ?? 0);
  return true;
}

/** whether the bytes hold HTML, a script or PHP anywhere */
export function containsMarkup(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const first = lower(bytes[i] ?? 0);
    if (first !== 0x3c && first !== 0x6a) continue; // '<' or 'j'
    for (const pattern of patterns) {
      if (pattern[0] === first && matchesAt(bytes, i, pattern)) return true;
    }
  }
  return false;
}

import { describe, expect, it } from 'vitest';
import { containsMarkup } from './hidden-markup.ts';
import { jpegHeader, pngHeader } from './image-bytes.fixture.ts';

const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('containsMarkup', () => {
  it('finds HTML or script anywhere in image bytes, in any case', () => {
    for (const hidden of [
      '<script>alert(1)</script>',
      '<HTML><BODY>',
      '<!DocType html>',
      '<?php system($_GET[0]); ?>',
      'JavaScript:alert(1)',
      '<iframe src=x>',
    ]) {
      expect(containsMarkup(join(jpegHeader(10, 10), ascii(hidden), pngHeader(1, 1)))).toBe(true);
    }
  });

  it('passes plain image bytes and near misses', () => {
    expect(containsMarkup(jpegHeader(640, 480))).toBe(false);
    expect(containsMarkup(pngHeader(640, 480))).toBe(false);
    expect(containsMarkup(ascii('<scrip <htm javascript <svg <bodyguard <htmlx'))).toBe(false);
    expect(containsMarkup(new Uint8Array(0))).toBe(false);
  });

  it('scans 5 MB quickly', () => {
    const big = new Uint8Array(5 * 1024 * 1024).map((_, i) => (i * 7919) % 251);
    const started = Date.now();
    expect(containsMarkup(big)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

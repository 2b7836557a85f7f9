import { describe, expect, it } from 'vitest';
import { csvAmount, csvRow, csvText, csvTime } from './csv.ts';

describe('csv fields', () => {
  it('writes amounts as plain DA numbers with 2 decimals', () => {
    expect(csvAmount(123_456)).toBe('1234.56');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(-5)).toBe('-0.05');
    expect(csvAmount(200_000_000)).toBe('2000000.00');
    expect(csvAmount(null)).toBe('');
  });

  it('quotes text holding the separator, quotes or line breaks', () => {
    expect(csvText('Clio')).toBe('Clio');
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText(null)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('+213 555')).toBe("'+213 555");
    expect(csvText('-x')).toBe("'-x");
  });

  it('writes times on the business clock with its offset', () => {
    expect(csvTime('2026-06-15T10:00:00.000Z', 'Africa/Algiers')).toBe('2026-06-15T11:00:00+01:00');
    expect(csvTime('2026-06-30T23:30:00.000Z', 'Africa/Algiers')).toBe('2026-07-01T00:30:00+01:00');
    expect(csvTime('2026-01-15T10:00:00.000Z', 'UTC')).toBe('2026-01-15T10:00:00+00:00');
  });

  it('ends rows with CRLF and separates with ;', () => {
    expect(csvRow(['a', 'b', ''])).toBe('a;b;\r\n');
  });
});

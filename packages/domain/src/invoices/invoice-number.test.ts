import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './invoice-number.ts';

const now = new Date(1_781_517_600_123); // getTime() ends in ...600123

describe('invoiceNumber', () => {
  it('is SAL or RNT, the last 6 digits of the timestamp and 3 uppercase letters', () => {
    const sequence = [0, 0.5, 0.999999];
    let i = 0;
    const random = () => sequence[i++ % sequence.length]!;
    expect(invoiceNumber('sale', now, random)).toBe('SAL600123ANZ');
    expect(invoiceNumber('rental', now, random)).toBe('RNT600123ANZ');
  });

  it('always has the documented shape', () => {
    for (let n = 0; n < 50; n++) {
      expect(invoiceNumber('rental', new Date(n * 7_919), Math.random)).toMatch(
        /^RNT\d{6}[A-Z]{3}$/,
      );
    }
  });

  it('stays in A-Z even if random returns 1', () => {
    expect(invoiceNumber('sale', now, () => 1)).toBe('SAL600123ZZZ');
  });
});

import { describe, expect, it } from 'vitest';
import { isolate, ltrRuns } from './isolate.ts';

const ltrOnly = (text: string) =>
  ltrRuns(text)
    .filter((run) => run.ltr)
    .map((run) => run.text);

describe('ltrRuns', () => {
  it('keeps a value without Arabic whole, left to right', () => {
    for (const value of [
      '0699 01 02 03',
      '+213 555 12 34 56',
      '12345-122-16',
      'rachid@e2e.test',
      '12 rue Didouche Mourad, Alger',
      '1 500 DA',
    ]) {
      expect(ltrRuns(value)).toEqual([{ text: value, ltr: true }]);
    }
  });

  it('finds the Latin and digit runs of an Arabic text, the rest as it is', () => {
    expect(ltrRuns('نقص في الوقود: 3/8 × 600 DA')).toEqual([
      { text: 'نقص في الوقود: ', ltr: false },
      { text: '3/8 × 600 DA', ltr: true },
    ]);
    expect(ltrOnly('الوقود: Fuel shortfall: 3/8 × 600 DA — 1 800 DA')).toEqual([
      'Fuel shortfall: 3/8 × 600 DA',
      '1 800 DA',
    ]);
    expect(ltrOnly('الهاتف +213 555 12 34 56، البريد a@b.dz')).toEqual([
      '+213 555 12 34 56',
      'a@b.dz',
    ]);
    expect(ltrOnly('الرصيد -1 500 DA')).toEqual(['-1 500 DA']);
  });

  it('leaves to the Arabic a bracket the run did not open', () => {
    expect(ltrRuns('(3 أيام)').map((run) => run.text)).toEqual(['(', '3', ' أيام)']);
    expect(ltrOnly('رونو (Clio 2021)')).toEqual(['Clio 2021']);
    expect(ltrOnly('سيارة Clio (12345-122-16) للإيجار')).toEqual(['Clio (12345-122-16)']);
  });

  it('gives back every character, in order', () => {
    const text = 'حي 5 جويلية، باب الزوار 16000 (الجزائر) - Tel: 021 00 11 22';
    expect(
      ltrRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
  });
});

describe('isolate', () => {
  it('wraps the typed value in FSI … PDI and its Latin runs in LRI … PDI when it has Arabic', () => {
    expect(isolate('Amel 2026')).toBe('\u2068Amel 2026\u2069');
    expect(isolate('نقص: 3/8 × 600 DA')).toBe('\u2068نقص: \u20663/8 × 600 DA\u2069\u2069');
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { renderMessage } from './messages.ts';
import {
  checkedAmount,
  checkedProduct,
  checkedSum,
  exactInteger,
  MAX_AMOUNT,
  TOTAL_TOO_LARGE,
} from './money.ts';

/** the refusal a check gives: a 400 naming the field */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { code, fields, message } = error as DomainError;
    return { code, fields, message };
  }
  throw new Error('not refused');
}

describe('the business maximum of an amount (issue 28 §3)', () => {
  it('is 10^12 DA in centimes, far below 2^53', () => {
    expect(MAX_AMOUNT).toBe(10 ** 14);
    expect(MAX_AMOUNT * 90).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });

  it('passes amounts up to the maximum and refuses past it, naming the field', () => {
    expect(checkedAmount(0, 'x')).toBe(0);
    expect(checkedAmount(MAX_AMOUNT, 'x')).toBe(MAX_AMOUNT);
    for (const bad of [MAX_AMOUNT + 1, -1, 0.5, Number.NaN, 2 ** 60]) {
      expect(refusal(() => checkedAmount(bad, 'body.amount'))).toEqual({
        code: 'validation_failed',
        message: renderMessage(TOTAL_TOO_LARGE),
        fields: [
          { path: 'body.amount', message: renderMessage(TOTAL_TOO_LARGE), key: TOTAL_TOO_LARGE },
        ],
      });
    }
  });

  it('multiplies a rate by a count exactly, refusing a product past the maximum before it rounds', () => {
    expect(checkedProduct(MAX_AMOUNT, 1, 'body.end')).toBe(MAX_AMOUNT);
    expect(checkedProduct(MAX_AMOUNT / 4, 4, 'body.end')).toBe(MAX_AMOUNT);
    expect(checkedProduct(1_000_000, 0, 'body.end')).toBe(0);
    expect(refusal(() => checkedProduct(MAX_AMOUNT, 2, 'body.end')).fields).toMatchObject([
      { path: 'body.end', message: renderMessage(TOTAL_TOO_LARGE) },
    ]);
    // the case: 9007199254740991 x 30 is 279,223,176,896,970,720 as a float
    expect(refusal(() => checkedProduct(Number.MAX_SAFE_INTEGER, 30, 'body.end')).code).toBe(
      'validation_failed',
    );
    expect(refusal(() => checkedProduct(-1, 3, 'body.end')).code).toBe('validation_failed');
  });

  it('sums amounts up to the maximum and refuses a sum past it', () => {
    expect(checkedSum([], 'body.charges')).toBe(0);
    expect(checkedSum([MAX_AMOUNT - 1, 1], 'body.charges')).toBe(MAX_AMOUNT);
    expect(refusal(() => checkedSum([MAX_AMOUNT, 1], 'body.charges')).fields).toMatchObject([
      { path: 'body.charges', message: renderMessage(TOTAL_TOO_LARGE) },
    ]);
  });
});

describe('exactInteger: a whole number read back from the database', () => {
  it('converts numbers, bigints and the text of a sum() exactly', () => {
    expect(exactInteger(42)).toBe(42);
    expect(exactInteger(-7n)).toBe(-7);
    expect(exactInteger('300000000000000')).toBe(3 * MAX_AMOUNT);
    expect(exactInteger(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactInteger('-12')).toBe(-12);
  });

  it('throws rather than round or guess', () => {
    for (const bad of ['9007199254740993', 2 ** 60, 2n ** 60n, '12.5', '1e3', '', null, 1.5]) {
      expect(() => exactInteger(bad)).toThrow(/not an exact whole number/);
    }
  });
});

import { expectRefusal } from '@car-rental/domain/test/expect-refusal';
import { describe, expect, it } from 'vitest';
import { decodeNumberCursor, decodeTimeCursor, encodeCursor, toPage } from './keyset-cursor.ts';

const id = '0190a6f5-9f1e-7c3a-8b2d-4e5f6a7b8c9d';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('round-trip a time key in every precision the lists use', () => {
    for (const key of [
      '2026-06-15T10:00:00.123Z',
      '2026-06-15T10:00:00.123456Z',
      '2026-06-15 10:00:00.123456+00',
      '2026-06-15 10:00:00+05:30',
      '1950-06-15 10:00:00+00:09:21',
    ]) {
      expect(decodeTimeCursor(encodeCursor({ key, id }))).toEqual({ key, id });
    }
  });

  it('round-trips a number key', () => {
    expect(decodeNumberCursor(encodeCursor({ key: 250_000_000, id }))).toEqual({
      key: 250_000_000,
      id,
    });
  });

  it('answers undefined on the first page', () => {
    expect(decodeTimeCursor(undefined)).toBeUndefined();
    expect(decodeNumberCursor(undefined)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'garbage'],
    ['not a pair', raw(['2026-06-15T10:00:00.000Z', id, 1])],
    ['an id that is not a uuid', raw(['2026-06-15T10:00:00.000Z', 'x'])],
    ['a key that is not a time', raw(["1'); drop table cars; --", id])],
    ['a day that does not exist', raw(['2026-02-30T10:00:00.000Z', id])],
    ['a time without a zone', raw(['2026-06-15T10:00:00', id])],
    ['a number key for a time list', raw([5, id])],
  ])('refuses %s with one validation error', (_, text) => {
    const error = expectRefusal(() => decodeTimeCursor(text));
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Not a valid cursor');
    expect(error.fields).toMatchObject([
      { path: 'querystring.cursor', message: 'Not a valid cursor' },
    ]);
  });

  it.each([
    ['a time key', raw(['2026-06-15T10:00:00.000Z', id])],
    ['a fraction', raw([1.5, id])],
    ['an unsafe integer', raw([2 ** 53, id])],
  ])('refuses a number cursor with %s', (_, text) => {
    expect(expectRefusal(() => decodeNumberCursor(text)).message).toBe('Not a valid cursor');
  });
});

describe('toPage', () => {
  const rows = [1, 2, 3].map((n) => ({ n, id }));
  const view = (row: { n: number }) => row.n * 10;

  it('keeps `limit` rows and points the cursor at the last one kept', () => {
    const page = toPage(rows, 2, view, (row) => ({ key: row.n, id: row.id }));
    expect(page.items).toEqual([10, 20]);
    expect(decodeNumberCursor(page.nextCursor ?? undefined)).toEqual({ key: 2, id });
  });

  it('has no next page when the extra row is missing', () => {
    expect(toPage(rows, 3, view, (row) => ({ key: row.n, id: row.id }))).toEqual({
      items: [10, 20, 30],
      nextCursor: null,
    });
  });
});

import { DemoProblem } from './demo-problem.ts';

/**
 * Opaque keyset cursors like the server's: base64url JSON `[key, id]` of the last row of a
 * page, where the key is an ISO time or an integer amount. The screens never look inside.
 */
export interface Cursor<K extends string | number> {
  key: K;
  id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

export function encodeCursor(cursor: Cursor<string | number>): string {
  return toBase64Url(JSON.stringify([cursor.key, cursor.id]));
}

const badCursor = () =>
  new DemoProblem(400, 'validation_failed', 'Not a valid cursor', [
    { path: 'querystring.cursor', message: 'Not a valid cursor' },
  ]);

function decode<K extends string | number>(
  text: string,
  isKey: (key: unknown) => key is K,
): Cursor<K> {
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text));
  } catch {
    value = undefined;
  }
  if (Array.isArray(value) && value.length === 2) {
    const [key, id]: unknown[] = value;
    if (isKey(key) && typeof id === 'string' && uuid.test(id)) return { key, id };
  }
  throw badCursor();
}

const isTimeKey = (key: unknown): key is string =>
  typeof key === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(key) && Number.isFinite(Date.parse(key));

const isNumberKey = (key: unknown): key is number =>
  typeof key === 'number' && Number.isSafeInteger(key);

export function decodeTimeCursor(text: string | undefined): Cursor<string> | undefined {
  return text === undefined ? undefined : decode(text, isTimeKey);
}

export function decodeNumberCursor(text: string | undefined): Cursor<number> | undefined {
  return text === undefined ? undefined : decode(text, isNumberKey);
}

/** compares two (time, id) keys: negative when a comes first in ascending order */
export function compareTimeKeys(a: Cursor<string>, b: Cursor<string>): number {
  return Date.parse(a.key) - Date.parse(b.key) || compareIds(a.id, b.id);
}

export function compareNumberKeys(a: Cursor<number>, b: Cursor<number>): number {
  return a.key - b.key || compareIds(a.id, b.id);
}

/** uuids compare like PostgreSQL's uuid type: byte order, that is lower-case text order */
export function compareIds(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * One page of a list: the rows sorted by their keys the list's way, those after the cursor,
 * `limit` of them, and the cursor of the last one when more follow.
 */
export function pageOf<R, T, K extends string | number>(
  rows: readonly R[],
  options: {
    cursor: Cursor<K> | undefined;
    limit: number;
    keyOf: (row: R) => Cursor<K>;
    /** negative when a comes before b in the list's order */
    compare: (a: Cursor<K>, b: Cursor<K>) => number;
    view: (row: R) => T;
  },
): { items: T[]; nextCursor: string | null } {
  const { cursor, limit, keyOf, compare, view } = options;
  const sorted = [...rows].sort((a, b) => compare(keyOf(a), keyOf(b)));
  const rest = cursor ? sorted.filter((row) => compare(keyOf(row), cursor) > 0) : sorted;
  const shown = rest.slice(0, limit);
  const last = shown[shown.length - 1];
  const nextCursor = rest.length > limit && last ? encodeCursor(keyOf(last)) : null;
  return { items: shown.map(view), nextCursor };
}

/** reverses a comparison, for lists sorted newest first */
export function descending<K>(compare: (a: K, b: K) => number): (a: K, b: K) => number {
  return (a, b) => compare(b, a);
}

import { fieldRefusal } from '@car-rental/domain/errors';
import { fromBase64Url, toBase64Url, utf8 } from './tokens.ts';

/**
 * Opaque keyset cursors: the sort key and the id of the last row of a page, as base64url
 * JSON `[key, id]`. The key is a time (as text, at the precision the list pages at), an
 * integer (an amount) or a text (a name, lower-cased as the list sorts it). Each list keeps
 * its own precision: the garage and sold lists use PostgreSQL's timestamptz text, history
 * and fund TIME_KEY_FORMAT (both microseconds), the rental lists a JavaScript ISO time
 * (milliseconds, see rentals.repository.ts).
 */
export interface Cursor<K extends string | number = string> {
  key: K;
  id: string;
}

/** micro-second ISO text of a timestamptz column, exact enough to resume a keyset page */
export const TIME_KEY_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

/** ISO text (`2026-06-15T10:00:00.123Z`) or timestamptz text (`2026-06-15 10:00:00.123456+00`) */
const timeText =
  /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2}){0,2})$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isTimeKey(key: unknown): key is string {
  const day = typeof key === 'string' ? timeText.exec(key)?.[1] : undefined;
  if (day === undefined) return false;
  // a real calendar day: no 2026-13-01 or 2026-02-30 reaches the database
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(day);
}

function isNumberKey(key: unknown): key is number {
  return typeof key === 'number' && Number.isSafeInteger(key);
}

export function encodeCursor(cursor: Cursor<string | number>): string {
  return toBase64Url(utf8.encode(JSON.stringify([cursor.key, cursor.id])));
}

/** the cursor of a list sorted by a time, or undefined on the first page */
export function decodeTimeCursor(text: string | undefined): Cursor<string> | undefined {
  return text === undefined ? undefined : decode(text, isTimeKey);
}

/** the cursor of a list sorted by a text (a name), or undefined on the first page */
export function decodeTextCursor(text: string | undefined): Cursor<string> | undefined {
  return text === undefined ? undefined : decode(text, isTextKey);
}

function isTextKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= 500;
}

/** the cursor of a list sorted by an integer, or undefined on the first page */
export function decodeNumberCursor(text: string | undefined): Cursor<number> | undefined {
  return text === undefined ? undefined : decode(text, isNumberKey);
}

function decode<K extends string | number>(
  text: string,
  isKey: (key: unknown) => key is K,
): Cursor<K> {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(fromBase64Url(text)));
  } catch {
    value = undefined;
  }
  if (Array.isArray(value) && value.length === 2) {
    const [key, id]: unknown[] = value;
    if (isKey(key) && typeof id === 'string' && uuid.test(id)) return { key, id };
  }
  throw fieldRefusal('validation_failed', 'querystring.cursor', 'details.invalidCursor');
}

/** one page of rows fetched with limit + 1: the extra row only says there is a next page */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  view: (row: R) => T,
  cursorOf: (row: R) => Cursor<string | number>,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const nextCursor = rows.length > limit && last ? encodeCursor(cursorOf(last)) : null;
  return { items: items.map(view), nextCursor };
}

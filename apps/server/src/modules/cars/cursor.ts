import { DomainError } from '@car-rental/domain/errors';

/**
 * Keyset cursors: the sort key of the last row (a timestamptz as PostgreSQL prints it,
 * microseconds included) and its id, opaque to clients.
 */
export interface Cursor {
  key: string;
  id: string;
}

const timestampText = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [key, id] = value;
      if (typeof key === 'string' && timestampText.test(key) && typeof id === 'string') {
        if (uuid.test(id)) return { key, id };
      }
    }
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('validation_failed', 'Not a valid cursor', [
    { path: 'querystring.cursor', message: 'Not a valid cursor' },
  ]);
}

/** one page of rows fetched with limit + 1: the extra row only says there is a next page */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  view: (row: R) => T,
  cursorOf: (row: R) => Cursor,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  const nextCursor = rows.length > limit && last ? encodeCursor(cursorOf(last)) : null;
  return { items: items.map(view), nextCursor };
}

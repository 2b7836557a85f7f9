import { DomainError } from '@car-rental/domain/errors';

/** A keyset cursor: the sort key (an ISO time) and the id of the last row of a page. */
export interface Cursor {
  key: Date;
  id: string;
}

export function encodeCursor(key: Date, id: string): string {
  return Buffer.from(JSON.stringify([key.toISOString(), id])).toString('base64url');
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(key));
    if (typeof key === 'string' && typeof id === 'string' && uuidShape.test(id)) {
      if (!Number.isNaN(date.getTime())) return { key: date, id };
    }
  } catch {
    // falls through to the refusal
  }
  throw new DomainError('validation_failed', 'The page cursor is not valid.', [
    { path: 'querystring.cursor', message: 'The page cursor is not valid.' },
  ]);
}

import { DomainError } from '@car-rental/domain/errors';

/**
 * Opaque keyset cursors: the sort key and the id of the last row of a page, as
 * base64url JSON. Used by the sales, history and fund lists.
 */
export function encodeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(): DomainError {
  return new DomainError('validation_failed', 'Invalid cursor', [
    { path: 'querystring.cursor', message: 'Invalid cursor' },
  ]);
}

/** [key, id] of a cursor whose key is a timestamp (ISO text) */
export function decodeTimeCursor(cursor: string | undefined): [string, string] | undefined {
  if (cursor === undefined) return undefined;
  const [key, id] = decodeParts(cursor);
  if (typeof key !== 'string' || Number.isNaN(Date.parse(key))) throw invalid();
  return [key, id];
}

/** [key, id] of a cursor whose key is an integer (an amount) */
export function decodeNumberCursor(cursor: string | undefined): [number, string] | undefined {
  if (cursor === undefined) return undefined;
  const [key, id] = decodeParts(cursor);
  if (typeof key !== 'number' || !Number.isSafeInteger(key)) throw invalid();
  return [key, id];
}

function decodeParts(cursor: string): [unknown, string] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 2) throw invalid();
  const [key, id] = parts as [unknown, unknown];
  if (typeof id !== 'string' || !uuidShape.test(id)) throw invalid();
  return [key, id];
}

/** micro-second ISO text of a timestamptz column, exact enough to resume a keyset page */
export const TIME_KEY_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

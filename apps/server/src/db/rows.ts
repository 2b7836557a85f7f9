/**
 * The rows of a `db.execute(...)` answer. Drizzle types that answer by driver (with
 * PgQueryResultHKT it is `unknown`); node-postgres and PGlite both answer `{ rows }`. `T` is
 * the caller's word for what its SQL selects (column names as written, values as the driver
 * gives them): nothing checks it at run time, so keep it next to the SQL.
 */
export function rows<T>(result: unknown): T[] {
  const found = (result as { rows?: unknown } | null | undefined)?.rows;
  if (!Array.isArray(found)) throw new Error('a query answered without rows');
  return found as T[];
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/create-db.ts';
import { rows } from '../db/rows.ts';

/** table name -> digest of all its rows (order-independent) */
export type Snapshot = Record<string, string>;

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rows<T>(await db.execute(query));
}

/**
 * A digest of every table of the database, in one query, to compare before and after a
 * request: a refused or replayed request must leave it unchanged. `except` names tables
 * left out (the idempotency keys a request claims, security counters it deliberately keeps);
 * `keptOnPurpose` names, per table, the rows a refusal writes on purpose (an SQL condition on
 * the row `x`, e.g. the audit entry of a PIN lock-out), left out of that table's digest.
 */
export async function snapshot(
  db: Db,
  except: readonly string[] = [],
  keptOnPurpose: Readonly<Record<string, string>> = {},
): Promise<Snapshot> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables
    .map((t) => t.name)
    .filter((name) => !except.includes(name) && /^[a-z_][a-z0-9_]*$/.test(name))
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as n,
          md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest
          from "${name}" x${keptOnPurpose[name] ? ` where not (${keptOnPurpose[name]})` : ''}`,
    );
  const rows = await rowsOf<{ name: string; n: number; digest: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.digest}`]));
}

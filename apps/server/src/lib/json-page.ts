import { variants } from '../db/built-once.ts';
import type { DbOrTx } from '../db/create-db.ts';
import { run, type Statement, statement } from '../db/statement.ts';
import { JsonText } from './json-text.ts';
import { decodeTimeCursor, encodeCursor } from './keyset-cursor.ts';

/**
 * One keyset page written by the database (issue 30 §2). `rows` is a select of the page's
 * rows, ordered and limited to `limit + 1` (a constant of the text, not a parameter: see
 * wholeNumberText in sql.ts), each row giving:
 * - `item`: the row as the contract's JSON (`json_build_object`),
 * - `key`: the cursor's sort key as JSON (a time's text, a name, an amount),
 * - `id`: the row's id,
 * and any sort column `order` names (`p.` is the row). The statement answers the page's
 * items as one JSON text, whether there is a next page, and the last item's key and id, from
 * which the server writes `{"items":…,"nextCursor":…}` without parsing the items.
 */
export function pageStatement(rows: string, order: string, limit: number): Statement<PageRow> {
  return statement<PageRow>(`select ${pageColumns(order, limit)}
from (${rows}) p`);
}

/**
 * The select list of a page over rows aliased `p` (see pageStatement), for a statement that
 * writes more than the page: a list's count beside it (`, … as total from … p`).
 */
export function pageColumns(order: string, limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`not a page size: ${limit}`);
  return `coalesce(array_to_json((array_agg(p.item order by ${order}))[1:${limit}]), '[]')::text as items,
  count(*) > ${limit} as more,
  (array_agg(p.key order by ${order}))[${limit}] as key,
  (array_agg(p.id order by ${order}))[${limit}] as id`;
}

export interface PageRow {
  items: string;
  more: boolean;
  key: string | number | null;
  id: string | null;
}

/** the page: its statement run with `params` */
export async function readPage<T>(
  db: DbOrTx,
  page: Statement<PageRow>,
  params: readonly unknown[],
): Promise<JsonText<T>> {
  const [row] = await run(db, page, params);
  if (!row) throw new Error('a page statement answered no row');
  return new JsonText<T>(pageText(row));
}

/** the page's answer from its statement's row; `fields` adds JSON fields (`,"total":3`) */
export function pageText(row: PageRow, fields = ''): string {
  const next =
    row.more && row.key !== null && row.id !== null
      ? JSON.stringify(encodeCursor({ key: row.key, id: row.id }))
      : 'null';
  return `{"items":${row.items},"nextCursor":${next}${fields}}`;
}

/** the rows of a list read newest first by a time, the parts of its statement's text */
export interface NewestFirst {
  /** the row as the contract's JSON */
  item: string;
  /** the cursor's key as JSON: the time at the precision the list pages at (`to_json(…)`) */
  key: string;
  /** the sort columns: the time, then the id */
  time: string;
  id: string;
  /** the tables (`fund_transactions f left join suppliers s on …`) */
  from: string;
  /** which rows of them, when not all */
  where?: string;
}

/**
 * A list newest first by (time, id), a keyset page at a time: its statements built once per
 * page (first or later) and page size, a later page's cursor as $1 and $2
 */
export function newestFirst<T>(rows: NewestFirst) {
  const page = variants((variant: string) => {
    const [which, size] = variant.split(':') as [string, string];
    const limit = Number(size);
    const where = [
      rows.where,
      which === 'next' ? `(${rows.time}, ${rows.id}) < ($1::timestamptz, $2::uuid)` : undefined,
    ].filter((condition) => condition !== undefined);
    return pageStatement(
      `select ${rows.item} as item, ${rows.key} as key, ${rows.id} as id, ${rows.time} as t
      from ${rows.from} ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${rows.time} desc, ${rows.id} desc
      limit ${limit + 1}`,
      'p.t desc, p.id desc',
      limit,
    );
  });
  return (
    db: DbOrTx,
    query: { cursor?: string | undefined; limit: number },
  ): Promise<JsonText<T>> => {
    const cursor = decodeTimeCursor(query.cursor);
    const variant = `${cursor ? 'next' : 'first'}:${query.limit}`;
    return readPage(db, page(variant), cursor ? [cursor.key, cursor.id] : []);
  };
}

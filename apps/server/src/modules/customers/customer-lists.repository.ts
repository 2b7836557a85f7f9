import type {
  CustomerFile,
  CustomerListQuery,
  CustomerPage,
} from '@car-rental/domain/contract/customers';
import { variants } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';
import { pageStatement, readPage } from '../../lib/json-page.ts';
import { JsonText } from '../../lib/json-text.ts';
import { decodeTextCursor } from '../../lib/keyset-cursor.ts';
import { isoTime } from '../cars/car-json.ts';
import { bookingRevenueSql, customerJson } from './customer-json.ts';
import { licenceKey, phoneKey, searchText } from './customers.repository.ts';

/**
 * The Customers screen's reads (issue 30 §1-§2), written as JSON by the database: one SQL
 * text per variant (the shape of the search, the flag, a first or later page, the page
 * size), the values typed as parameters. A word typed matches the start of a word of the
 * name, or the phone's digits or the licence key contain it (docs/decisions/0031); every word
 * must match. The list is in name order (lower(full_name), then id), and so is its cursor.
 */

/** `%text%` for like, with like's own characters taken literally */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** a search typed like a phone: digits and the phone's punctuation only */
const phoneLike = (text: string) => /^[\d\s+().-]+$/.test(text);

/**
 * the words of a search: every one must match, in any order ("mansouri rachid" finds Rachid
 * Mansouri); a phone typed with spaces ("0661 44 55") is one number, not words
 */
const searchWords = (q: string) => (phoneLike(q) ? [q] : q.split(/\s+/).filter(Boolean));

/**
 * One word typed, as the statements read it: the name's text (searchText: '' when nothing
 * of it is left), the phone's digits (only for what is typed like a phone: the "1" of a
 * licence such as DL-Y-7Q1 would otherwise match every phone holding a 1), the licence key.
 * Its shape ('n' name, 'p' phone, 'l' licence) is part of the statement's variant; its
 * values are parameters in that order.
 */
interface Word {
  shape: string;
  values: string[];
  /** the name's text: a single word (no space inside) can walk customer_name_words */
  text: string;
}

function wordOf(typed: string): Word {
  const text = searchText(typed);
  const digits = phoneLike(typed) ? phoneKey(typed) : null;
  const licence = licenceKey(typed);
  const shape = `${text ? 'n' : ''}${digits ? 'p' : ''}${licence ? 'l' : ''}`;
  const values = [text, digits && contains(digits), licence && contains(licence)];
  return { shape, text, values: values.filter((value): value is string => Boolean(value)) };
}

/** SQL over customers c for one word of `shape` whose parameters start at $first */
function wordSql(shape: string, first: number) {
  let next = first;
  const name = shape.includes('n') ? `c.search_name like ('% ' || $${next++}::text || '%')` : '';
  const phone = shape.includes('p') ? `c.phone_key like $${next++}::text` : '';
  const licence = shape.includes('l') ? `c.licence_key like $${next++}::text` : '';
  const keys = [phone, licence].filter(Boolean).join(' or ');
  return {
    /** the word matches (`false` when nothing of it can) */
    matches: `(${[name, keys].filter(Boolean).join(' or ') || 'false'})`,
    /** the phone or licence has it, undefined when the word has neither */
    keys: keys ? `(${keys})` : undefined,
    /** its name text's parameter */
    text: `$${first}::text`,
    next,
  };
}

/** the words' SQL, their parameters numbered in order, and the next parameter's number */
function wordsSql(shapes: string[]) {
  let next = 1;
  const words = shapes.map((shape) => {
    const sql = wordSql(shape, next);
    next = sql.next;
    return sql;
  });
  return { words, all: words.map((word) => word.matches).join(' and ') || 'true', next };
}

const sortKey = 'lower(c.full_name)';
/**
 * The same name key, which no index holds: a search's matches are found by other indexes
 * and only they are sorted (by the name index, a common first name late in the alphabet read
 * 180,000 rows at L to find 21)
 */
const matchKey = `${sortKey} || ''`;

/** the page's rows over `where`, ordered by `key` from the cursor ($after, $after + 1) */
function pageOf(where: string[], key: string, after: number | undefined, limit: number) {
  const conditions = [...where];
  if (after !== undefined)
    conditions.push(`(${key}, c.id) > ($${after}::text, $${after + 1}::uuid)`);
  return pageStatement(
    `select ${customerJson} as item, to_json(${sortKey}) as key, ${key} as k, c.id
    from customers c
    ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
    order by ${key}, c.id
    limit ${limit + 1}`,
    'p.k, p.id',
    limit,
  );
}

const flagSql = { true: 'c.do_not_rent', false: 'not c.do_not_rent', any: '' } as const;
type Flag = keyof typeof flagSql;

interface Variant {
  flag: Flag;
  next: boolean;
  limit: number;
  shapes: string[];
}

/** a word's shape in the key: '-' for one with nothing to match (the search finds nobody) */
const variantKey = (v: Variant) =>
  `${v.flag}:${v.next ? 'next' : 'first'}:${v.limit}:${v.shapes.map((s) => s || '-').join(',')}`;
const variantOf = (key: string): Variant => {
  const [flag, page, size, shapes] = key.split(':') as [Flag, string, string, string];
  const words = shapes ? shapes.split(',').map((s) => (s === '-' ? '' : s)) : [];
  return { flag, next: page === 'next', limit: Number(size), shapes: words };
};

/**
 * Without a search (shapes empty): the name index in page order (the flagged few by their
 * own). A search that walks no word index (a phrase typed with punctuation, a word with
 * nothing of a name, the flagged ones): the matches from the trigram indexes, sorted.
 */
const sortedPage = variants((key: string) => {
  const { flag, next, limit, shapes } = variantOf(key);
  const words = wordsSql(shapes);
  const where = [shapes.length ? words.all : '', flagSql[flag]].filter(Boolean);
  return pageOf(where, shapes.length ? matchKey : sortKey, next ? words.next : undefined, limit);
});

/**
 * The distinct words of customer_name_words starting with the text at `param`, read by the
 * index one after the other (a skip scan), as the CTE `name` (its last row is past them)
 */
const prefixed = (name: string, param: string) => `${name}(word) as (
    select (select min(word) from customer_name_words where word >= ${param})
    union all
    select (select min(w.word) from customer_name_words w where w.word > ${name}.word)
    from ${name} where starts_with(${name}.word, ${param}))`;

/** the customers whose phone or licence has a word, each its page in order; '' when none */
function byKeys(
  words: ReturnType<typeof wordsSql>,
  flag: Flag,
  after: number | undefined,
  limit: number,
) {
  const cursor =
    after === undefined ? '' : ` and (${matchKey}, c.id) > ($${after}::text, $${after + 1}::uuid)`;
  const flagged = flag === 'false' ? ' and not c.do_not_rent' : '';
  return words.words
    .filter((word) => word.keys)
    .map(
      (word) => ` union all select other.id from (select c.id from customers c
      where ${word.keys} and ${words.all}${flagged}${cursor}
      order by ${matchKey}, c.id limit ${limit + 1}) other`,
    )
    .join('');
}

/**
 * One word typed (no space inside), bounded by the page and not by how many customers share
 * that first name: customer_name_words holds each word of each name beside the name's sort
 * key, so the distinct words starting with what is typed are found in that index, and each
 * gives its first page in name order (a page's worth of entries a word); the customers whose
 * phone or licence holds the word come from the trigram indexes. At L a first name alone read
 * its 10,000 matches and sorted them (25 ms, 3,900 buffers); now a page of 51.
 */
const oneWordPage = variants((key: string) => {
  const { flag, next, limit, shapes } = variantOf(key);
  const words = wordsSql(shapes);
  const [word] = words.words;
  if (!word) throw new Error('a one-word search without its word');
  const after = next ? words.next : undefined;
  const listed =
    flag === 'false' ? ' join customers f on f.id = w.customer_id and not f.do_not_rent' : '';
  const cursor =
    after === undefined
      ? ''
      : ` and (w.name_key, w.customer_id) > ($${after}::text, $${after + 1}::uuid)`;
  return pageOf(
    [
      `c.id in (with recursive ${prefixed('prefixed', word.text)}
      select hit.customer_id from (select word from prefixed where starts_with(word, ${word.text})) d
      cross join lateral (select w.name_key, w.customer_id from customer_name_words w${listed}
        where w.word = d.word${cursor}
        order by w.name_key, w.customer_id limit ${limit + 1}) hit${byKeys(words, flag, after, limit)})`,
    ],
    matchKey,
    after,
    limit,
  );
});

/**
 * The entry of customer_name_words whose word is one of `set`'s, first in name order at or
 * after the position `from` (its name key and customer): one index probe per word of the set
 */
const firstEntry = (set: string, from: string, strict?: string) => `(select x.name_key as k,
      x.customer_id as id from ${set} cross join lateral (
        select w.name_key, w.customer_id from customer_name_words w
        where w.word = ${set}.word and (w.name_key, w.customer_id) >= (${from}.k, ${from}.id)${
          strict
            ? `\n          and not (${strict} and w.name_key = ${from}.k and w.customer_id = ${from}.id)`
            : ''
        }
        order by w.name_key, w.customer_id limit 1) x
      order by x.name_key, x.customer_id limit 1)`;

/**
 * Several words typed, bounded by the page: the customers whose name has a word starting with
 * each are the entries the words' lists in customer_name_words share, all in name order. The
 * walk leapfrogs: from the position reached, the first entry of the first word's list, then
 * of the second's at or after it, and so on; when the last lands on the first's customer it
 * is a match (and the walk goes on strictly after it), otherwise the walk starts again from
 * where the last landed. Each step is an index probe per word of each list, so a page costs
 * about its size in steps, however many customers share the first name or the surname: "yacine
 * benali" at L sorted its 500 trigram matches (4,000 buffers); now about 24 steps (160
 * buffers). A word the phone or the licence has adds its trigram matches, as for one word.
 */
const severalWordsPage = variants((key: string) => {
  const { flag, next, limit, shapes } = variantOf(key);
  const words = wordsSql(shapes);
  const after = next ? words.next : undefined;
  const lists = words.words.map(
    (word, i) => `${prefixed(`d${i}`, word.text)},
  w${i} as materialized (select word from d${i} where starts_with(word, ${word.text}))`,
  );
  const last = words.words.length - 1;
  const steps = words.words.map((_, i) =>
    i === 0
      ? `cross join lateral ${firstEntry('w0', 's', 's.strict')} e0`
      : `cross join lateral ${firstEntry(`w${i}`, `e${i - 1}`)} e${i}`,
  );
  const start =
    after === undefined
      ? `''::text, '00000000-0000-0000-0000-000000000000'::uuid, false`
      : `$${after}::text, $${after + 1}::uuid, true`;
  const aligned = `e0.k = e${last}.k and e0.id = e${last}.id`;
  const shown =
    flag === 'false'
      ? ` and not exists (select 1 from customers f where f.id = e0.id and f.do_not_rent)`
      : '';
  return pageOf(
    [
      `c.id in (with recursive ${lists.join(',\n  ')},
  walk(k, id, strict, hit, hits) as (
    select ${start}, false, 0
    union all
    select e${last}.k, e${last}.id, ${aligned}, ${aligned}${shown},
      s.hits + (${aligned}${shown})::int
    from walk s
    ${steps.join('\n    ')}
    where s.hits <= ${limit})
  select id from walk where hit${byKeys(words, flag, after, limit)})`,
    ],
    matchKey,
    after,
    limit,
  );
});

/** one page of customers by name, narrowed by the search and the flag */
export function listCustomers(
  db: DbOrTx,
  query: CustomerListQuery,
): Promise<JsonText<CustomerPage>> {
  const after = decodeTextCursor(query.cursor);
  const words = query.q ? searchWords(query.q).map(wordOf) : [];
  const flag: Flag = query.flagged ?? 'any';
  const variant = variantKey({
    flag,
    next: after !== undefined,
    limit: query.limit,
    shapes: words.map((word) => word.shape),
  });
  const params = [...words.flatMap((word) => word.values), ...(after ? [after.key, after.id] : [])];
  // the flagged few by their own index; a word walks customer_name_words when it is one word
  // of a name (a phrase typed with punctuation, or nothing of a name, cannot)
  const walks = flag !== 'true' && words.length > 0 && words.every((w) => /^[^ ]+$/.test(w.text));
  if (!walks) return readPage(db, sortedPage(variant), params);
  const page = words.length === 1 ? oneWordPage(variant) : severalWordsPage(variant);
  return readPage(db, page, params);
}

/** how many of each the customer page lists (newest first); the totals count them all */
export const RECORDS_SHOWN = 100;

const carName = `b.name || ' ' || m.name`;

/**
 * A customer's page in one statement: the file, the last RECORDS_SHOWN rentals and purchases
 * (newest first, by the customer's indexes on rentals and sales) and the totals over all of
 * them. A rental's total and the rentals' amount are bookingRevenue; no row when there is no
 * such customer.
 */
const customerFileStatement = statement<{ file: string }>(`select json_build_object(
  'customer', ${customerJson},
  'rentals', coalesce((select json_agg(json_build_object(
      'id', r.id, 'carId', r.car_id, 'carName', ${carName}, 'plate', car.plate,
      'startAt', ${isoTime('r.start_at')}, 'endAt', ${isoTime('r.end_at')}, 'state', r.state,
      'total', ${bookingRevenueSql('r')}, 'drivers', r.drivers)
      order by r.start_at desc, r.id desc)
    from (select * from rentals where customer_id = c.id
      order by start_at desc, id desc limit ${RECORDS_SHOWN}) r
    join cars car on car.id = r.car_id
    join brands b on b.id = car.brand_id
    join models m on m.id = car.model_id), '[]'),
  'purchases', coalesce((select json_agg(json_build_object(
      'id', sa.id, 'carId', sa.car_id, 'carName', ${carName}, 'plate', car.plate,
      'soldAt', ${isoTime('sa.sold_at')}, 'finalPrice', sa.final_price)
      order by sa.sold_at desc, sa.id desc)
    from (select * from sales where customer_id = c.id
      order by sold_at desc, id desc limit ${RECORDS_SHOWN}) sa
    join cars car on car.id = sa.car_id
    join brands b on b.id = car.brand_id
    join models m on m.id = car.model_id), '[]'),
  'totals', (select json_build_object(
      'rentals', count(*) filter (where r.state in ('reserved', 'out', 'returned')),
      'rentalAmount', coalesce(sum(${bookingRevenueSql('r')}), 0)::bigint,
      'purchases', (select count(*) from sales where customer_id = c.id),
      'purchaseAmount', (select coalesce(sum(final_price), 0)::bigint from sales
        where customer_id = c.id))
    from rentals r where r.customer_id = c.id))::text as file
from customers c where c.id = $1::uuid`);

/** the customer's page, undefined when there is no such customer */
export async function customerFile(
  db: DbOrTx,
  id: string,
): Promise<JsonText<CustomerFile> | undefined> {
  const [row] = await run(db, customerFileStatement, [id]);
  return row && new JsonText(row.file);
}

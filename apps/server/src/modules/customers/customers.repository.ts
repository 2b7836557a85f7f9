import type {
  CustomerFile,
  CustomerListQuery,
  CustomerView,
} from '@car-rental/domain/contract/customers';
import { bookingRevenue } from '@car-rental/domain/history/record-figures';
import { exactInteger } from '@car-rental/domain/money';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import {
  brands,
  cars,
  customerNameWords,
  customers,
  models,
  rentals,
  sales,
  users,
} from '../../db/schema.ts';
import { decodeTextCursor, toPage } from '../../lib/keyset-cursor.ts';
import { isOpenBooking, pageLimit } from '../../lib/sql.ts';

/**
 * The customer file in SQL. Two keys find the same person typed again: the driving licence
 * number without its spaces and punctuation, upper case (`licence_key`, unique), and the
 * phone's digits (`phone_key`); both are generated columns of migration 0007, so the
 * database and this file agree on them. The search matches the words of the name (a word typed
 * is the start of one of them, accents and case aside: search_name and customer_name_words of
 * migration 0017), the phone and the licence (the trigram indexes of 0007 and 0017).
 */

/** licence_key of migration 0007, for a value typed in a form */
export const licenceKey = (licence: string | null | undefined) =>
  (licence ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase() || null;
/** phone_key of migration 0007 */
export const phoneKey = (phone: string | null | undefined) =>
  (phone ?? '').replace(/\D/g, '') || null;

const flaggedBy = sql<string | null>`(select ${users.displayName} from ${users}
  where ${users.id} = ${customers.doNotRentBy})`;

const customerColumns = {
  id: customers.id,
  fullName: customers.fullName,
  phone: customers.phone,
  email: customers.email,
  licenceNumber: customers.licenceNumber,
  licenceIssuedOn: customers.licenceIssuedOn,
  idNumber: customers.idNumber,
  birthDate: customers.birthDate,
  address: customers.address,
  notes: customers.notes,
  documents: customers.documents,
  doNotRent: customers.doNotRent,
  doNotRentReason: customers.doNotRentReason,
  doNotRentBy: flaggedBy,
  doNotRentAt: customers.doNotRentAt,
  createdAt: customers.createdAt,
};

type Row = Omit<CustomerView, 'doNotRentAt' | 'createdAt'> & {
  doNotRentAt: Date | null;
  createdAt: Date;
};

const toView = (row: Row): CustomerView => ({
  ...row,
  doNotRentAt: row.doNotRentAt ? row.doNotRentAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** how the list sorts: by name, case-insensitive, then id */
const nameKey = sql<string>`lower(${customers.fullName})`;

/** `%text%` for like, with like's own characters taken literally */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** a search typed like a phone: digits and the phone's punctuation only */
const phoneLike = (text: string) => /^[\d\s+().-]+$/.test(text);

/**
 * What is typed, read as migration 0017's customer_search_name reads a name: the marks NFD
 * splits off dropped (Latin accents, Arabic harakat), lower case, each run of spaces and
 * punctuation one space; '' when nothing is left ("%"). "Hélène" is "helene", "Ben-Ali" is
 * "ben ali".
 */
export const searchText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .replace(/[\s!-/:-@[-`{-~\u00a0\u00ab\u00bb\u2018\u2019\u060c]+/g, ' ')
    .trim();

/** a word of the name starts with the word typed (a phrase when it held punctuation) */
function byName(word: string): SQL {
  const text = searchText(word);
  return text ? sql`${customers.searchName} like ${`% ${text}%`}` : sql`false`;
}

/**
 * the phone's digits or the licence key contain the word; the phone's digits only for what
 * is typed like a phone: the "1" of a licence such as DL-Y-7Q1 would otherwise match every
 * phone holding a 1
 */
function byKeys(word: string): SQL | undefined {
  const digits = phoneLike(word) ? phoneKey(word) : null;
  const licence = licenceKey(word);
  const keys = [
    digits ? sql`${customers.phoneKey} like ${contains(digits)}` : undefined,
    licence ? sql`${customers.licenceKey} like ${contains(licence)}` : undefined,
  ].filter((key) => key !== undefined);
  return keys.length ? sql.join(keys, sql` or `) : undefined;
}

/** one word of the search: a word of the name starts with it, or the phone or licence has it */
function matchesWord(word: string): SQL {
  const keys = byKeys(word);
  return keys ? sql`(${byName(word)} or ${keys})` : sql`(${byName(word)})`;
}

/**
 * the words of a search: every one must match, in any order ("mansouri rachid" finds Rachid
 * Mansouri); a phone typed with spaces ("0661 44 55") is one number, not words
 */
const searchWords = (q: string) => (phoneLike(q) ? [q] : q.split(/\s+/).filter(Boolean));

function matches(words: string[]): SQL {
  return sql`(${sql.join(words.map(matchesWord), sql` and `)})`;
}

/** one page of customers by name, narrowed by the search and the flag */
export async function listCustomers(db: DbOrTx, query: CustomerListQuery) {
  const after = decodeTextCursor(query.cursor);
  const words = query.q ? searchWords(query.q) : [];
  const [word] = words;
  const text = words.length === 1 && word ? searchText(word) : '';
  // one word of a name: its page by customer_name_words (the flagged few by their own index)
  if (text && !text.includes(' ') && query.flagged !== 'true') {
    return listByWord(db, query, word as string, text, after);
  }
  /**
   * A search of several words sorts its matches by a key no index holds (the name with ''
   * appended, the same value): the matches come from the trigram indexes and only they are
   * sorted. By the name index, a common first name late in the alphabet read 180,000 rows at
   * L to find 21 (440 ms); by the trigram indexes a full name reads its 500 matches (600
   * buffers at L). Without a search the list pages by the name index.
   */
  const key = query.q ? sql<string>`${nameKey} || ''` : nameKey;
  const rows = await db
    .select({ ...customerColumns, nameKey: key })
    .from(customers)
    .where(
      and(
        words.length ? matches(words) : undefined,
        query.flagged === 'true' ? sql`${customers.doNotRent}` : undefined,
        query.flagged === 'false' ? sql`not ${customers.doNotRent}` : undefined,
        after ? sql`(${key}, ${customers.id}) > (${after.key}, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(key, customers.id)
    .limit(pageLimit(query.limit + 1));
  return toPage(
    rows,
    query.limit,
    ({ nameKey: _, ...row }) => toView(row),
    (row) => ({ key: row.nameKey, id: row.id }),
  );
}

/**
 * One word typed (no punctuation inside), bounded by the page and not by how many customers
 * share that first name: customer_name_words holds each word of each name beside the name's
 * sort key, so the distinct words starting with what is typed are found in that index, and
 * each gives its first page in name order (a page's worth of entries a word); the customers
 * whose phone or licence holds the word come from the trigram indexes. At L a first name
 * alone read its 10,000 matches and sorted them (25 ms, 3,900 buffers); now a page of 51.
 */
async function listByWord(
  db: DbOrTx,
  query: CustomerListQuery,
  word: string,
  text: string,
  after: ReturnType<typeof decodeTextCursor>,
) {
  const limit = pageLimit(query.limit + 1);
  // 'true' (the flagged few) is not here: they are read by their own index
  const listed = query.flagged === 'false';
  const key = sql<string>`${nameKey} || ''`;
  const keys = byKeys(word);
  const fromWords = sql`select hit.customer_id from (select word from prefixed
      where starts_with(word, ${text})) d
    cross join lateral (select w.name_key, w.customer_id from ${customerNameWords} w${
      listed ? sql.raw(' join customers f on f.id = w.customer_id and not f.do_not_rent') : sql``
    }
      where w.word = d.word${after ? sql` and (w.name_key, w.customer_id) > (${after.key}, ${after.id}::uuid)` : sql``}
      order by w.name_key, w.customer_id limit ${limit}) hit`;
  const fromKeys = keys
    ? sql` union all select other.id from (select ${customers.id} from ${customers} where (${keys})${
        listed ? sql` and not ${customers.doNotRent}` : sql``
      }${after ? sql` and (${key}, ${customers.id}) > (${after.key}, ${after.id}::uuid)` : sql``}
      order by ${key}, ${customers.id} limit ${limit}) other`
    : sql``;
  const rows = await db
    .select({ ...customerColumns, nameKey: key })
    .from(customers)
    .where(
      sql`${customers.id} in (with recursive prefixed(word) as (
        select (select min(word) from ${customerNameWords} where word >= ${text})
        union all
        select (select min(w.word) from ${customerNameWords} w where w.word > prefixed.word)
        from prefixed where starts_with(prefixed.word, ${text})
      ) ${fromWords}${fromKeys})`,
    )
    .orderBy(key, customers.id)
    .limit(limit);
  return toPage(
    rows,
    query.limit,
    ({ nameKey: _, ...row }) => toView(row),
    (row) => ({ key: row.nameKey, id: row.id }),
  );
}

export async function findCustomer(db: DbOrTx, id: string): Promise<CustomerView | undefined> {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
  return row && toView(row);
}

/** locks the customer row for the transaction; false when there is none */
export async function lockCustomer(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return rows.length > 0;
}

/**
 * The customer a licence number, else a phone, already belongs to (the same person typed
 * again); undefined when neither matches. Not locked: bookings of one customer for several
 * cars run side by side, and a flag set meanwhile holds from the next booking.
 */
export async function matchCustomer(
  db: DbOrTx,
  person: { licence?: string | null; phone?: string | null },
): Promise<CustomerView | undefined> {
  const licence = licenceKey(person.licence);
  const phone = phoneKey(person.phone);
  for (const [column, key] of [
    [customers.licenceKey, licence],
    [customers.phoneKey, phone],
  ] as const) {
    if (!key) continue;
    // a phone is shared in a family or a company: it finds the person only when no licence
    // was typed, or the one on file has none (two licences are two people)
    const samePerson =
      column === customers.phoneKey && licence ? isNull(customers.licenceKey) : undefined;
    const [row] = await db
      .select(customerColumns)
      .from(customers)
      .where(and(eq(column, key), samePerson))
      .orderBy(customers.createdAt, customers.id)
      .limit(1);
    if (row) return toView(row);
  }
  return undefined;
}

/**
 * The "Do not rent" customers a person typed at the desk may be: the one on file with that
 * licence key, and every one with that phone key whatever their licence (a flagged person
 * comes back with another licence and the same phone). Oldest first.
 */
export async function flaggedMatching(
  db: DbOrTx,
  person: { licence?: string | null; phone?: string | null },
): Promise<CustomerView[]> {
  const licence = licenceKey(person.licence);
  const phone = phoneKey(person.phone);
  const keys = [
    licence ? eq(customers.licenceKey, licence) : undefined,
    phone ? eq(customers.phoneKey, phone) : undefined,
  ].filter((key) => key !== undefined);
  if (keys.length === 0) return [];
  const rows = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.doNotRent, true), or(...keys)))
    .orderBy(customers.createdAt, customers.id);
  return rows.map(toView);
}

export interface CustomerValues {
  fullName: string;
  phone: string | null;
  email: string | null;
  licenceNumber: string | null;
  licenceIssuedOn: string | null;
  idNumber: string | null;
  birthDate: string | null;
  address: string | null;
  notes: string | null;
  documents: string[];
}

export async function insertCustomer(db: DbOrTx, values: CustomerValues): Promise<string> {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  if (!row) throw new Error('customer insert returned nothing');
  return row.id;
}

/**
 * Inserts a customer unless another transaction has just filed the same licence number
 * (then undefined: match again). Two bookings for one new person at once make one customer.
 */
export async function insertCustomerIfNew(
  db: DbOrTx,
  values: CustomerValues,
): Promise<string | undefined> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.licenceKey })
    .returning({ id: customers.id });
  return row?.id;
}

export async function updateCustomer(
  db: DbOrTx,
  id: string,
  values: Partial<CustomerValues>,
): Promise<void> {
  await db.update(customers).set(values).where(eq(customers.id, id));
}

export async function setDoNotRent(
  db: DbOrTx,
  id: string,
  flag: { reason: string; by: string | null; at: Date } | null,
): Promise<void> {
  await db
    .update(customers)
    .set(
      flag
        ? {
            doNotRent: true,
            doNotRentReason: flag.reason,
            doNotRentBy: flag.by,
            doNotRentAt: flag.at,
          }
        : { doNotRent: false, doNotRentReason: null, doNotRentBy: null, doNotRentAt: null },
    )
    .where(eq(customers.id, id));
}

/** whether another customer already holds this licence key (it is unique) */
export async function licenceHolder(
  db: DbOrTx,
  licence: string | null | undefined,
  except?: string,
): Promise<string | undefined> {
  const key = licenceKey(licence);
  if (!key) return undefined;
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.licenceKey, key), except ? sql`${customers.id} <> ${except}` : undefined),
    )
    .limit(1);
  return row?.id;
}

const carName = sql<string>`${brands.name} || ' ' || ${models.name}`;

/** how many of each the customer page lists (newest first); the totals count them all */
export const RECORDS_SHOWN = 100;

/** a customer's rentals and purchases, newest first, with their totals over all of them */
export async function customerRecords(
  db: DbOrTx,
  id: string,
): Promise<Omit<CustomerFile, 'customer'>> {
  const rentalRows = await db
    .select({
      id: rentals.id,
      carId: rentals.carId,
      carName,
      plate: cars.plate,
      startAt: rentals.startAt,
      endAt: rentals.endAt,
      state: rentals.state,
      advancePaid: rentals.advancePaid,
      totalAmount: rentals.totalAmount,
      chargesTotal: rentals.chargesTotal,
    })
    .from(rentals)
    .innerJoin(cars, eq(cars.id, rentals.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(rentals.customerId, id))
    .orderBy(desc(rentals.startAt), desc(rentals.id))
    .limit(pageLimit(RECORDS_SHOWN));
  const purchaseRows = await db
    .select({
      id: sales.id,
      carId: sales.carId,
      carName,
      plate: cars.plate,
      soldAt: sales.soldAt,
      finalPrice: sales.finalPrice,
    })
    .from(sales)
    .innerJoin(cars, eq(cars.id, sales.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(sales.customerId, id))
    .orderBy(desc(sales.soldAt), desc(sales.id))
    .limit(pageLimit(RECORDS_SHOWN));
  // the totals over every record, in one statement
  const ofRentals = sql`from ${rentals} where ${rentals.customerId} = ${customers.id}`;
  const ofSales = sql`from ${sales} where ${sales.customerId} = ${customers.id}`;
  const [totals] = await db
    .select({
      rentals:
        sql<number>`(select count(*) filter (where ${rentals.state} in ('reserved', 'out', 'returned')) ${ofRentals})`.mapWith(
          exactInteger,
        ),
      // Σ bookingRevenue (issue 28 §10): what the customer paid, charges at return included
      rentalAmount: sql<number>`(select coalesce(sum(case when ${isOpenBooking(rentals.state)}
          then ${rentals.advancePaid}
          else coalesce(${rentals.totalAmount}, 0) + ${rentals.chargesTotal} end), 0) ${ofRentals})`.mapWith(
        exactInteger,
      ),
      purchases: sql<number>`(select count(*) ${ofSales})`.mapWith(exactInteger),
      purchaseAmount:
        sql<number>`(select coalesce(sum(${sales.finalPrice}), 0) ${ofSales})`.mapWith(
          exactInteger,
        ),
    })
    .from(customers)
    .where(eq(customers.id, id));
  const rentalList = rentalRows.map((row) => ({
    id: row.id,
    carId: row.carId,
    carName: row.carName,
    plate: row.plate,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    state: row.state,
    total: bookingRevenue(row),
  }));
  const purchases = purchaseRows.map((row) => ({ ...row, soldAt: row.soldAt.toISOString() }));
  return {
    rentals: rentalList,
    purchases,
    totals: totals ?? { rentals: 0, rentalAmount: 0, purchases: 0, purchaseAmount: 0 },
  };
}

import type { CustomerView } from '@car-rental/domain/contract/customers';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';
import { customers, users } from '../../db/schema.ts';

/**
 * The customer file in SQL. Two keys find the same person typed again: the driving licence
 * number without its spaces and punctuation, upper case (`licence_key`, unique), and the
 * phone's digits (`phone_key`); both are generated columns of migration 0007, so the
 * database and this file agree on them. The search matches the words of the name (a word typed
 * is the start of one of them, accents and case aside: search_name and customer_name_words of
 * migration 0017), the phone and the licence (the trigram indexes of 0007 and 0017); the
 * Customers screen's reads are in customer-lists.repository.ts.
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

/** the person typed at a booking as the file has them, in one statement (personOnFile) */
type Found = 'licence' | 'phone' | 'flagged';
const onFile = builtOnce<(Row & { found: Found })[], PersonKeys>((db) => {
  const licence = sql.placeholder('licence');
  const phone = sql.placeholder('phone');
  const as = (found: Found) => ({
    ...customerColumns,
    found: sql<Found>`${sql.raw(`'${found}'`)}`,
  });
  const oldestFirst = [customers.createdAt, customers.id] as const;
  return unionAll(
    db
      .select(as('licence'))
      .from(customers)
      .where(sql`${customers.licenceKey} = ${licence}`)
      .orderBy(...oldestFirst)
      .limit(1),
    db
      .select(as('phone'))
      .from(customers)
      .where(
        sql`${customers.phoneKey} = ${phone} and (${licence}::text is null or ${customers.licenceKey} is null)`,
      )
      .orderBy(...oldestFirst)
      .limit(1),
    db
      .select(as('flagged'))
      .from(customers)
      .where(
        sql`${customers.doNotRent} and (${customers.licenceKey} = ${licence} or ${customers.phoneKey} = ${phone})`,
      ),
  );
});

interface PersonKeys extends Record<string, unknown> {
  licence: string | null;
  phone: string | null;
}

/**
 * What the file has of a person typed at a booking, read in one trip (issue 30 §3): the
 * customer it is filed under (matchCustomer: by licence, else by phone), and the "Do not
 * rent" customers it may be: the one on file with that licence key, and every one with that
 * phone key whatever their licence (a flagged person comes back with another licence and the
 * same phone), oldest first.
 */
export async function personOnFile(
  db: DbOrTx,
  person: { licence?: string | null; phone?: string | null },
): Promise<{ match: CustomerView | undefined; flagged: CustomerView[] }> {
  const rows = await onFile.run(db, {
    licence: licenceKey(person.licence),
    phone: phoneKey(person.phone),
  });
  const match =
    rows.find((row) => row.found === 'licence') ?? rows.find((row) => row.found === 'phone');
  const flagged = rows
    .filter((row) => row.found === 'flagged')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  const view = ({ found: _, ...row }: (typeof rows)[number]) => toView(row);
  return { match: match && view(match), flagged: flagged.map(view) };
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

import type {
  BookingRequestView,
  RequestState,
} from '@car-rental/domain/contract/booking-request-list';
import type { PublicBookingRequest } from '@car-rental/domain/contract/booking-requests';
import type { CarCategory } from '@car-rental/domain/contract/pricing';
import { CUSTOMER_DOCUMENT_PREFIX } from '@car-rental/domain/contract/uploads';
import type { KeptQuote } from '@car-rental/domain/pricing/kept';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { bookingRequests } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { freeCarSql } from './availability.ts';

/**
 * Issue 34 (decision 0048): the booking page's requests, as SQL. A request is live while it is
 * `requested` and its hold_until is after now: only then does it hold its car.
 */

export type RequestRow = typeof bookingRequests.$inferSelect;

/** the state a reader sees: a request past its hold time is expired, written or not yet */
export function stateAt(row: Pick<RequestRow, 'state' | 'holdUntil'>, now: Date): RequestState {
  return row.state === 'requested' && row.holdUntil.getTime() <= now.getTime()
    ? 'expired'
    : row.state;
}

/**
 * The free cars of an offer (model $1 at the daily rate $2, its category offered: $3) over the
 * period ($4, $5) at now ($6), bookable as the page offers them, by id: the request takes the
 * first one its lock confirms free
 */
const freeCarsStatement = statement<{ id: string }>(
  `select c.id from cars c join models m on m.id = c.model_id
   where c.model_id = $1::uuid and c.daily_rate = $2 and m.category = any($3::text[])
     and c.deleted_at is null and c.is_paid
     and not exists (select from sales sa where sa.car_id = c.id)
     and ${freeCarSql('c', 4, 6)}
   order by c.id limit 10`,
);

export function findFreeCars(
  db: DbOrTx,
  offer: { modelId: string; dailyRate: number; categories: readonly string[] },
  period: { start: Date; end: Date; now: Date },
) {
  return run(db, freeCarsStatement, [
    offer.modelId,
    offer.dailyRate,
    offer.categories,
    period.start.toISOString(),
    period.end.toISOString(),
    period.now.toISOString(),
  ]);
}

/**
 * The counts the limits read ($1 the client's address, $2 the phone's digits, $3 an hour ago,
 * $4 now): requests from the address and from the phone in the last hour, the phone's live ones
 */
const countsStatement = statement<{ byAddress: number; byPhone: number; openByPhone: number }>(
  `select
     (select count(*) from booking_requests where client_address = $1 and created_at > $3::timestamptz)::int as "byAddress",
     (select count(*) from booking_requests where phone_key = $2 and created_at > $3::timestamptz)::int as "byPhone",
     (select count(*) from booking_requests where phone_key = $2 and state = 'requested'
        and hold_until > $4::timestamptz)::int as "openByPhone"`,
);

export async function countRecent(
  db: DbOrTx,
  keys: { address: string; phoneKey: string },
  now: Date,
) {
  const [row] = await run(db, countsStatement, [
    keys.address,
    keys.phoneKey,
    new Date(now.getTime() - 3_600_000).toISOString(),
    now.toISOString(),
  ]);
  return row ?? { byAddress: 0, byPhone: 0, openByPhone: 0 };
}

/** the oldest request of the address or phone in the hour: when the limit lets one in again */
const oldestStatement = statement<{ at: string | null }>(
  `select min(created_at)::text as at from booking_requests
   where (client_address = $1 or phone_key = $2) and created_at > $3::timestamptz`,
);

export async function oldestRecent(
  db: DbOrTx,
  keys: { address: string; phoneKey: string },
  now: Date,
): Promise<Date | null> {
  const [row] = await run(db, oldestStatement, [
    keys.address,
    keys.phoneKey,
    new Date(now.getTime() - 3_600_000).toISOString(),
  ]);
  return row?.at ? new Date(row.at) : null;
}

/** one transaction at a time per key (an address, a phone): the limits count what committed */
const lockKeyStatement = statement<{ locked: string }>(
  `select pg_advisory_xact_lock(hashtextextended($1, 34))::text as locked`,
);

export async function lockKeys(db: DbOrTx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await run(db, lockKeyStatement, [key]);
}

export async function insertRequest(db: DbOrTx, values: typeof bookingRequests.$inferInsert) {
  const [row] = await db.insert(bookingRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  values: Partial<typeof bookingRequests.$inferInsert>,
) {
  const [row] = await db
    .update(bookingRequests)
    .set(values)
    .where(eq(bookingRequests.id, id))
    .returning();
  return row!;
}

export async function findRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id)).limit(1);
  return row;
}

export async function findRequestByToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(eq(bookingRequests.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** the requests past their hold time are written expired (the desk's list, the status page) */
const expireStatement = statement<{ id: string }>(
  `update booking_requests set state = 'expired'
   where state = 'requested' and hold_until <= $1::timestamptz returning id`,
);

export function expireRequests(db: DbOrTx, now: Date) {
  return run(db, expireStatement, [now.toISOString()]);
}

/** what the customer sees of their request's car: its model, category and a photo */
const carOfStatement = statement<{
  brandName: string;
  modelName: string;
  category: CarCategory | null;
  photo: string | null;
  plate: string | null;
}>(
  `select b.name as "brandName", m.name as "modelName", m.category, c.images->>0 as photo, c.plate
   from cars c join models m on m.id = c.model_id join brands b on b.id = c.brand_id
   where c.id = $1::uuid`,
);

export async function findRequestCar(db: DbOrTx, carId: string) {
  const [row] = await run(db, carOfStatement, [carId]);
  return row;
}

/** the model an offer names, for the honeypot's answer */
const modelStatement = statement<{
  brandName: string;
  modelName: string;
  category: CarCategory | null;
}>(
  `select b.name as "brandName", m.name as "modelName", m.category
   from models m join brands b on b.id = m.brand_id where m.id = $1::uuid`,
);

export async function findModel(db: DbOrTx, modelId: string) {
  const [row] = await run(db, modelStatement, [modelId]);
  return row;
}

/** the state of the reservation a confirmed request became ('reserved' until the pickup) */
const rentalStateStatement = statement<{ state: string }>(
  'select state from rentals where id = $1::uuid',
);

export async function findRentalState(db: DbOrTx, rentalId: string | null) {
  if (!rentalId) return undefined;
  const [row] = await run(db, rentalStateStatement, [rentalId]);
  return row?.state;
}

/** the quote a request keeps, as the contract's quote answer */
export function quoteOf(kept: KeptQuote): PublicBookingRequest['quote'] {
  return { ...kept.quote, deposit: kept.deposit, discount: kept.discount, due: kept.due };
}

interface ListRow {
  id: string;
  state: RequestState;
  createdAt: string;
  holdUntil: string;
  start: string;
  end: string;
  carId: string;
  plate: string | null;
  brandName: string;
  modelName: string;
  name: string;
  phone: string;
  email: string;
  licenceNumber: string;
  licenceIssuedOn: string;
  language: BookingRequestView['language'];
  extras: { code: string; quantity: number }[];
  quote: KeptQuote;
  reason: string | null;
  rentalId: string | null;
  customerId: string | null;
  knownCustomerId: string | null;
  doNotRent: boolean;
  mail: BookingRequestView['mail'];
  /** a stored name of the `customers` folder */
  licencePhoto: string | null;
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** the licence's and the phone's keys as the customer file computes them (migration 0007) */
const licenceKeySql = `nullif(upper(regexp_replace(q.licence_number, '[^0-9A-Za-z]', '', 'g')), '')`;

/**
 * The desk's requests (`where` and `order` filter them): each with the customer on file by its
 * licence, else its phone, and whether a customer of that licence or phone is on "Do not rent"
 */
const listText = (where: string, order: string) =>
  `select q.id, q.state, ${iso('q.created_at')} as "createdAt", ${iso('q.hold_until')} as "holdUntil",
     ${iso('q.start_at')} as start, ${iso('q.end_at')} as "end", q.car_id as "carId", c.plate,
     b.name as "brandName", m.name as "modelName", q.name, q.phone, q.email,
     q.licence_number as "licenceNumber", q.licence_issued_on::text as "licenceIssuedOn",
     q.language, q.extras, q.quote, q.reason, q.rental_id as "rentalId", q.customer_id as "customerId",
     coalesce(
       (select k.id from customers k where k.licence_key = ${licenceKeySql} order by k.created_at, k.id limit 1),
       (select k.id from customers k where k.phone_key = nullif(q.phone_key, '') order by k.created_at, k.id limit 1)
     ) as "knownCustomerId",
     exists (select from customers k where k.do_not_rent
       and (k.licence_key = ${licenceKeySql} or k.phone_key = nullif(q.phone_key, ''))) as "doNotRent",
     q.mail, q.licence_photo as "licencePhoto"
   from booking_requests q
   join cars c on c.id = q.car_id
   join models m on m.id = c.model_id
   join brands b on b.id = c.brand_id
   where ${where}
   order by ${order}
   limit 200`;

/** $1 now: the live requests, oldest first */
const openStatement = statement<ListRow>(
  listText(`q.state = 'requested' and q.hold_until > $1::timestamptz`, 'q.created_at, q.id'),
);
/** the last 200 of any state, newest first */
const allStatement = statement<ListRow>(listText('true', 'q.created_at desc, q.id desc'));
/** $1 one request */
const oneStatement = statement<ListRow>(listText('q.id = $1::uuid', 'q.id'));

export async function listRequests(
  db: DbOrTx,
  show: 'open' | 'all',
  now: Date,
): Promise<BookingRequestView[]> {
  const rows =
    show === 'open'
      ? await run(db, openStatement, [now.toISOString()])
      : await run(db, allStatement, []);
  return rows.map(viewOf);
}

/** one request as the desk sees it */
export async function findRequestView(db: DbOrTx, id: string): Promise<BookingRequestView> {
  const [row] = await run(db, oneStatement, [id]);
  if (!row) throw new Error(`booking request ${id} not found after its write`);
  return viewOf(row);
}

function viewOf(row: ListRow): BookingRequestView {
  const { quote, plate, licencePhoto, ...rest } = row;
  return {
    ...rest,
    plate: plate ?? '',
    // served to signed-in staff only (decision 0048, Abuse)
    licencePhoto: licencePhoto === null ? null : `${CUSTOMER_DOCUMENT_PREFIX}${licencePhoto}`,
    extras: row.extras.map((extra) => ({ code: extra.code, quantity: extra.quantity })),
    due: quote.due,
    deposit: quote.deposit,
  };
}

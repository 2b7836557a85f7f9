import {
  DEFAULT_NO_SHOW_DELAY_MINUTES,
  OPEN_STATES,
} from '@car-rental/domain/rentals/reservations';
import type { Cursor } from '../../lib/keyset-cursor.ts';
import { carJson, isoTime } from '../cars/car-json.ts';

/**
 * The rental screens' answers written by the database as JSON (issue 30 §2): SQL text built
 * once, in the contract's names and units. The rules the old code ran in JavaScript are here
 * as SQL mirrors of the domain's functions, held equal to them by the route tests
 * (rentals-lists.routes.test.ts, rules-agree.routes.test.ts). Aliases as carViewJoins:
 * c cars, b brands, m models, r a rental.
 */

/**
 * A time as JavaScript's Date holds it: whole milliseconds since the epoch (numeric, exact),
 * so that the arithmetic below is JavaScript's to the bit
 */
const epochMs = (column: string) => `floor(extract(epoch from ${column}) * 1000)`;

/**
 * hoursLeft of the domain (due-state.ts): (time - now) / 3,600,000 as a double, `now` the
 * parameter of milliseconds `nowMs` (a float8 division of exact integers, JavaScript's)
 */
export const hoursLeftSql = (column: string, nowMs: string) =>
  `((${epochMs(column)} - ${nowMs}::bigint)::float8 / 3600000)`;

/** dueStateOf and urgencyOf of the domain over hours left (thresholds of spec §9) */
const dueStateSql = (hours: string) => `case when ${hours} < 0 then 'overdue'
  when ${hours} <= 1 then 'due-very-soon' when ${hours} <= 6 then 'due-soon'
  when ${hours} <= 24 then 'due-today' else 'none' end`;
const urgencySql = (hours: string, none: string) => `case when ${hours} <= 1 then 'critical'
  when ${hours} <= 6 then 'high' when ${hours} <= 24 then 'medium' else ${none} end`;

/**
 * the pairs 'dueState', 'urgency', 'hoursLeft' of a time; `none` is the urgency past a day
 * (null on the rented list; an alert is never past a day, and the old code wrote 'medium')
 */
export const dueFields = (column: string, nowMs: string, none = 'null') => {
  const hours = hoursLeftSql(column, nowMs);
  return `'dueState', ${dueStateSql(hours)}, 'urgency', ${urgencySql(hours, none)},
  'hoursLeft', ${hours}`;
};

/**
 * currentRevenue of the domain (rental-revenue.ts): 0 before the pickup, else the daily rate
 * x countDays(start, now), whole days rounded up, at least one
 */
export const currentRevenueSql = (nowMs: string) =>
  `case when ${epochMs('r.start_at')} > ${nowMs}::bigint then 0::bigint
  else (r.daily_rate * greatest(1, ceil((${nowMs}::bigint - ${epochMs('r.start_at')}) / 86400000)))::bigint end`;

/** a car's CarView with more fields (the rented list's), one json_build_object */
export function carJsonWith(fields: string): string {
  if (!carJson.endsWith(')')) throw new Error('carJson is not one json_build_object');
  return `${carJson.slice(0, -1)},\n  ${fields})`;
}

/** an open booking (reserved or out: isOpenState of the domain) on a state column, as text */
export const openBookingSql = (state: string) =>
  `${state} in (${OPEN_STATES.map((open) => `'${open}'`).join(', ')})`;

/** rentable now (spec §4, isRentable of the domain): available, paid and with a rate */
export const rentableSql =
  'c.in_garage and r.car_id is null and sa.car_id is null and c.is_paid and coalesce(c.daily_rate, 0) > 0';

/**
 * the sort key of the rental lists: a time cut to the millisecond on its UTC wall time (the
 * cursor's precision, and the expression of the indexes cars_garage_created_ms_idx and
 * rentals_out_due_idx)
 */
export const msKey = (column: string) => `date_trunc('milliseconds', ${column} at time zone 'UTC')`;

/** after the cursor ($key, $id) in the order of `key`, `id` */
export const afterCursorSql = (key: string, id: string, keyParam: string, idParam: string) =>
  `(${msKey(key)}, ${id}) > (${msKey(`${keyParam}::timestamptz`)}, ${idParam}::uuid)`;

/** the Settings delay after a pickup time from which the desk may mark a no-show */
const noShowDelaySql = `make_interval(mins => coalesce(
  (select st.no_show_delay_minutes from settings st where st.id = 1), ${DEFAULT_NO_SHOW_DELAY_MINUTES}))`;

/**
 * A reservation (the contract's Reservation: a rental record, no charges yet, with its car's
 * names): toRentalRecord(rental, []) and the fields of listReservations
 */
export const reservationJson = (nowMs: string) => `json_build_object(
  'id', r.id, 'carId', r.car_id, 'customerName', r.customer_name,
  'customerContact', r.customer_contact, 'customerEmail', r.customer_email,
  'customerLicense', r.customer_license, 'paymentType', r.payment_type,
  'startDate', ${isoTime('r.start_at')}, 'endDate', ${isoTime('r.end_at')},
  'returnedAt', ${isoTime('r.returned_at')}, 'cancelledAt', ${isoTime('r.cancelled_at')},
  'state', r.state, 'cancelReason', r.cancel_reason, 'contractNumber', r.contract_number,
  'dailyRate', r.daily_rate, 'startMileage', r.start_mileage, 'endMileage', r.end_mileage,
  'advancePaid', r.advance_paid, 'totalDays', r.total_days, 'totalAmount', r.total_amount,
  'charges', '[]'::json, 'chargesTotal', 0, 'finalTotal', r.total_amount,
  'brandName', b.name, 'modelName', m.name, 'plate', c.plate,
  'hoursLeft', ${hoursLeftSql('r.start_at', nowMs)},
  'noShowFrom', ${isoTime(`(r.start_at + ${noShowDelaySql})`)})`;

/** a rental list's page asked */
export interface ListOptions {
  brandId?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
}

/** a rental list's statement text per variant: `brand` filters by $n, `next` pages after a cursor */
export interface ListVariant {
  brand: boolean;
  next: boolean;
  limit: number;
}

export const variantKey = ({ brand, next, limit }: ListVariant) =>
  `${brand ? 'brand' : 'all'}:${next ? 'next' : 'first'}:${limit}`;

export const variantOf = (key: string): ListVariant => {
  const [brand, page, size] = key.split(':');
  return { brand: brand === 'brand', next: page === 'next', limit: Number(size) };
};

/**
 * the filters of a list after its first parameters (`before` of them): the brand, then the
 * cursor's key and id (`after` writes the comparison); the brand is a variant of the text,
 * not `($n is null or ...)` (docs/decisions/0003-plan-once.md)
 */
export function listFilters(
  variant: ListVariant,
  before: number,
  brandColumn: string,
  after: (keyParam: string, idParam: string) => string,
) {
  let n = before;
  const brand = variant.brand ? `and ${brandColumn} = $${++n}::uuid` : '';
  const cursor = variant.next ? `and ${after(`$${++n}`, `$${++n}`)}` : '';
  return `${brand} ${cursor}`;
}

/** after the cursor in the order of a time cut to the millisecond (msKey), then an id */
export const afterMs = (key: string, id: string) => (keyParam: string, idParam: string) =>
  afterCursorSql(key, id, keyParam, idParam);

export const listParams = (options: ListOptions, first: unknown[]) => [
  ...first,
  ...(options.brandId ? [options.brandId] : []),
  ...(options.cursor ? [options.cursor.key, options.cursor.id] : []),
];

export const listVariant = (options: ListOptions) =>
  variantKey({ brand: !!options.brandId, next: !!options.cursor, limit: options.limit });

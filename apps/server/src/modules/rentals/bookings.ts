import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import type { FundEntry } from '@car-rental/domain/fund/fund-entry';
import { blockConflict } from '@car-rental/domain/rentals/blocks';
import { cancelRental } from '@car-rental/domain/rentals/cancel-rental';
import { bookingConflict, deskTime, OPEN_STATES } from '@car-rental/domain/rentals/reservations';
import { runText } from '../../db/built-once.ts';
import type { Tx } from '../../db/create-db.ts';
import type { rentals } from '../../db/schema.ts';
import { type Read, readAll, readOf, statement } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { Audit } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { type Till, tillGivingBack } from '../fund/till.ts';
import { findBlockOverlap } from './board.repository.ts';
import { toRentalRecord } from './rental-record.ts';
import { findBooking, findOverlap, type RentalRow, updateBooking } from './rentals.repository.ts';

// The steps several booking use cases share, inside their transaction.

interface Meets {
  booking: boolean;
  block: boolean;
  request: boolean;
}

/**
 * Whether the period meets another open booking of the car (other than $4) or a blocked
 * period: findOverlap's and findBlockOverlap's rules in one statement, so that a period that
 * meets nothing (the usual case) costs one trip; the refusal then reads what it names.
 */
const MEETS = statement<Meets>(`select
  exists (select from rentals where car_id = $1 and state in (${OPEN_STATES.map((state) => `'${state}'`).join(', ')})
    and tstzrange(start_at, end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')
    and id is distinct from $4::uuid) as booking,
  exists (select from car_blocks where car_id = $1
    and tstzrange(start_at, end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')) as block,
  exists (select from booking_requests where car_id = $1 and state = 'requested' and hold_until > $5::timestamptz
    and tstzrange(start_at, end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')) as request`);

/** the first live request of the booking page over the period (issue 34: it holds the car) */
const HELD = `select start_at as "startAt", end_at as "endAt" from booking_requests
  where car_id = $1 and state = 'requested' and hold_until > $4::timestamptz
    and tstzrange(start_at, end_at, '[)') && tstzrange($2::timestamptz, $3::timestamptz, '[)')
  order by start_at limit 1`;

/**
 * refuses a period that overlaps another open booking of the car, a blocked period or a live
 * request of the booking page (requested, before its hold_until), naming it (409)
 */
export async function refuseOverlap(
  deps: AppDeps,
  tx: Tx,
  carId: string,
  start: Date,
  end: Date,
  exceptId?: string,
) {
  const period = { carId, start, end, exceptId };
  const [meets] = await readAll(tx, periodMeets(deps, period));
  await refuseOverlapOf(deps, tx, period, meets);
}

interface Period {
  carId: string;
  start: Date;
  end: Date;
  /** the booking itself, when it moves its own period */
  exceptId?: string | undefined;
}

/** what periodMeets reads of a period that ends before it starts: nothing (no range has it) */
const REVERSED = statement<Meets>('select where false');

/**
 * Whether a period meets anything (MEETS), as a read a write can send with others (readAll).
 * A period that ends before it starts reads nothing: its write's rule refuses it (400) before
 * refuseOverlapOf, which must not be reached with it.
 */
export const periodMeets = (deps: AppDeps, period: Period): Read<Meets | undefined> =>
  period.end.getTime() < period.start.getTime()
    ? readOf(REVERSED, [], () => undefined)
    : readOf(
        MEETS,
        [
          period.carId,
          period.start.toISOString(),
          period.end.toISOString(),
          period.exceptId ?? null,
          deps.clock.now().toISOString(),
        ],
        ([row]) => row,
      );

/** refuseOverlap once MEETS was read with the write's other reads (periodMeets) */
export async function refuseOverlapOf(
  deps: AppDeps,
  tx: Tx,
  { carId, start, end, exceptId }: Period,
  meets: Meets | undefined,
) {
  if (end.getTime() < start.getTime()) throw new Error('refuseOverlap: a reversed period');
  if (!meets?.booking && !meets?.block && !meets?.request) return;
  const now = deps.clock.now().toISOString();
  const timeZone = deps.config.businessTimezone;
  const conflict = await findOverlap(tx, carId, start, end, exceptId);
  if (conflict) {
    throw fieldRefusal('booking_conflict', 'body.start', bookingConflict(conflict, timeZone));
  }
  // a blocked period (maintenance, repair, the owner's) refuses a booking the same way
  const block = await findBlockOverlap(tx, carId, start, end);
  if (block) throw blockConflict(block, timeZone);
  // issue 34 (decision 0048): a live request of the booking page holds its period
  const [held] = await runText<{ startAt: Date | string; endAt: Date | string }>(tx, HELD, [
    carId,
    start.toISOString(),
    end.toISOString(),
    now,
  ]);
  if (held) {
    throw fieldRefusal('booking_conflict', 'body.start', 'details.bookingRequestHeld', {
      from: deskTime(new Date(held.startAt), timeZone),
      to: deskTime(new Date(held.endAt), timeZone),
    });
  }
}

/** the booking and its car, the car locked first as every write does */
export async function loadBookingForWrite(tx: Tx, rentalId: string) {
  const found = await findBooking(tx, rentalId);
  if (!found) throw new DomainError('rental_not_found', 'details.bookingNotFound');
  const car = await loadCarForWrite(tx, found.carId);
  // read again under the car's lock: another desk may have acted on it meanwhile
  const booking = (await findBooking(tx, rentalId))!;
  return { car, booking };
}

/** cancels a booking: kept as a cancelled record, its advance refunded */
export async function closeBooking(
  ctx: AppDeps,
  tx: Tx,
  audit: Audit,
  car: Awaited<ReturnType<typeof loadCarForWrite>>,
  booking: RentalRow | undefined,
  reason: string | null,
  now: Date,
) {
  const { cancelled, fundEntries } = cancelRental(car, booking ?? null, now, reason);
  const till = await tillGivingBack(tx, ctx, { rentalId: booking!.id });
  return saveBookingChange(
    tx,
    audit,
    { car, booking: booking!, changes: cancelled, fundEntries, till },
    now,
  );
}

/** a booking's new state and the money it moves, answered and audited with the car */
export async function saveBookingChange(
  tx: Tx,
  audit: Audit,
  change: {
    car: Awaited<ReturnType<typeof loadCarForWrite>>;
    booking: RentalRow;
    changes: Partial<typeof rentals.$inferInsert>;
    fundEntries: FundEntry[];
    till: Till;
  },
  now: Date,
) {
  const { car, booking, fundEntries, till } = change;
  const row = await updateBooking(tx, booking.id, change.changes);
  await postFundEntries(tx, fundEntries, now, till, { carId: car.id, rentalId: row.id });
  const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
  audit.record({
    entity: 'rental',
    entityId: row.id,
    before: { car, rental: booking },
    after: { ...answer, fundEntries },
  });
  return answer;
}

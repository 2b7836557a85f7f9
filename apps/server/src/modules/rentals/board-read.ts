import type { Board, boardQuery } from '@car-rental/domain/contract/board';
import { fieldRefusal } from '@car-rental/domain/errors';
import { addWallDays, instantOf, wallClockOf } from '@car-rental/domain/time/zoned-time';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { KEPT_MAX_AGE_MS, keptUntilWrite, minuteOf } from '../../lib/kept-until-write.ts';
import { decodeTimeCursor } from '../../lib/keyset-cursor.ts';
import { readBoard } from './board.repository.ts';

/**
 * The board's answer text (decision 0050), kept per server by its query and the clock's
 * minute (the day shown by default, the bar of a rental out past its due time running until
 * now, a request's hold) until a write on the bookings, blocks, requests, cars or their names
 * commits (on any server) or 60 s pass: it is the first reader's of the minute.
 */
const keptBoard = keptUntilWrite<JsonText<Board>>({
  topics: ['brands', 'cars', 'rentals'],
  maxAgeMs: KEPT_MAX_AGE_MS,
  maxEntries: 500,
});

/** the board's window: from the first day asked (today's by default) at midnight, `days` on */
function windowOf(query: z.output<typeof boardQuery>, now: Date, timeZone: string) {
  const first = query.from
    ? (() => {
        const [year, month, day] = query.from.split('-').map(Number) as [number, number, number];
        return { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
      })()
    : { ...wallClockOf(now, timeZone), hour: 0, minute: 0, second: 0, millisecond: 0 };
  const from = instantOf(first, timeZone);
  if (Number.isNaN(from.getTime())) {
    throw fieldRefusal('validation_failed', 'query.from', 'fields.boardFrom');
  }
  return { from, to: instantOf(addWallDays(first, query.days), timeZone) };
}

/**
 * The planning board (issue 14 §2): a page of cars, their bookings and blocks over a window.
 * The key names the first day asked, not its instant: the window is worked out (a dozen
 * readings of the zone's clock) by the minute's first reader alone.
 */
export async function getPlanningBoard(
  ctx: AppDeps,
  query: z.output<typeof boardQuery>,
): Promise<JsonText<Board>> {
  const now = ctx.clock.now();
  const key = JSON.stringify([
    query.brandId ?? null,
    query.status,
    query.cursor ?? null,
    query.limit,
    query.from ?? null,
    query.days,
    minuteOf(now),
  ]);
  return keptBoard(ctx.events, key, async () => {
    const { from, to } = windowOf(query, now, ctx.config.businessTimezone);
    return readBoard(ctx.db, {
      brandId: query.brandId,
      status: query.status,
      cursor: decodeTimeCursor(query.cursor),
      limit: query.limit,
      now,
      from,
      to,
      days: query.days,
    });
  });
}

import type { Board, boardQuery } from '@car-rental/domain/contract/board';
import { fieldRefusal } from '@car-rental/domain/errors';
import { addWallDays, instantOf, wallClockOf } from '@car-rental/domain/time/zoned-time';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { decodeTimeCursor } from '../../lib/keyset-cursor.ts';
import { readBoard } from './board.repository.ts';

/** The planning board (issue 14 §2): a page of cars, their bookings and blocks over a window. */
export async function getPlanningBoard(
  ctx: AppDeps,
  query: z.output<typeof boardQuery>,
): Promise<JsonText<Board>> {
  const timeZone = ctx.config.businessTimezone;
  const now = ctx.clock.now();
  const first = query.from
    ? (() => {
        const [year, month, day] = query.from.split('-').map(Number) as [number, number, number];
        return { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
      })()
    : { ...wallClockOf(now, timeZone), hour: 0, minute: 0, second: 0, millisecond: 0 };
  const from = instantOf(first, timeZone);
  const to = instantOf(addWallDays(first, query.days), timeZone);
  if (Number.isNaN(from.getTime())) {
    throw fieldRefusal('validation_failed', 'query.from', 'fields.boardFrom');
  }
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
}

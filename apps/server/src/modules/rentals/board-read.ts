import type { Board, boardQuery } from '@car-rental/domain/contract/board';
import { fieldRefusal } from '@car-rental/domain/errors';
import { addWallDays, instantOf, wallClockOf } from '@car-rental/domain/time/zoned-time';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { decodeTimeCursor, toPage } from '../../lib/keyset-cursor.ts';
import { boardBars, boardCars } from './board.repository.ts';

const toIso = (value: string | Date) => new Date(value).toISOString();

/** The planning board (issue 14 §2): a page of cars, their bookings and blocks over a window. */
export async function getPlanningBoard(
  ctx: AppDeps,
  query: z.output<typeof boardQuery>,
): Promise<Board> {
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
  const rows = await boardCars(ctx.db, {
    brandId: query.brandId,
    status: query.status,
    cursor: decodeTimeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const shown = rows.slice(0, query.limit);
  const bars = await boardBars(
    ctx.db,
    shown.map((row) => row.id),
    from,
    to,
  );
  const byCar = new Map<string, typeof bars>();
  for (const bar of bars) byCar.set(bar.car_id, [...(byCar.get(bar.car_id) ?? []), bar]);
  const page = toPage(
    rows,
    query.limit,
    (row) => ({
      carId: row.id,
      brandName: row.brandName,
      modelName: row.modelName,
      plate: row.plate,
      dailyRate: row.dailyRate,
      rentable: row.rentable,
      rented: row.rented,
      bars: (byCar.get(row.id) ?? []).map((bar) => {
        const end = new Date(bar.end_at);
        // a rental still out past its due time runs until now on the board
        const shownEnd = bar.state === 'out' && end < now ? now : end;
        return {
          id: bar.id,
          kind: bar.kind,
          state: bar.state,
          start: toIso(bar.start_at),
          end: shownEnd.toISOString(),
          label: bar.label,
        };
      }),
    }),
    (row) => ({ key: row.createdAt.toISOString(), id: row.id }),
  );
  return { ...page, from: from.toISOString(), to: to.toISOString(), days: query.days };
}

import type { addBlockBody, Board, boardQuery } from '@car-rental/domain/contract/board';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import { blockConflict, blockMessages, checkBlock } from '@car-rental/domain/rentals/blocks';
import { bookingConflict } from '@car-rental/domain/rentals/reservations';
import { addWallDays, instantOf, wallClockOf } from '@car-rental/domain/time/zoned-time';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { decodeTimeCursor, toPage } from '../../lib/keyset-cursor.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import {
  boardBars,
  boardCars,
  deleteBlock,
  findBlock,
  findBlockOverlap,
  insertBlock,
} from './board.repository.ts';
import { findOverlap } from './rentals.repository.ts';

const toIso = (value: string | Date) => new Date(value).toISOString();

/** The planning board (issue 14 §2): a page of cars, their bookings and blocks over a window. */
export function boardService(deps: AppDeps) {
  const timeZone = deps.config.businessTimezone;
  return {
    async getPlanningBoard(query: z.output<typeof boardQuery>): Promise<Board> {
      const now = deps.clock.now();
      const first = query.from
        ? (() => {
            const [year, month, day] = query.from.split('-').map(Number) as [
              number,
              number,
              number,
            ];
            return { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
          })()
        : { ...wallClockOf(now, timeZone), hour: 0, minute: 0, second: 0, millisecond: 0 };
      const from = instantOf(first, timeZone);
      const to = instantOf(addWallDays(first, query.days), timeZone);
      if (Number.isNaN(from.getTime())) {
        throw fieldRefusal('validation_failed', 'query.from', 'fields.boardFrom');
      }
      const rows = await boardCars(deps.db, {
        brandId: query.brandId,
        status: query.status,
        cursor: decodeTimeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const shown = rows.slice(0, query.limit);
      const bars = await boardBars(
        deps.db,
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
    },

    addCarBlock(carId: string, body: z.output<typeof addBlockBody>) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        await loadCarForWrite(tx, carId);
        const start = new Date(body.start);
        const end = new Date(body.end);
        checkBlock(start, end, now);
        // the same rule as bookings: no booking and no other block over the period
        const booking = await findOverlap(tx, carId, start, end);
        if (booking) {
          throw fieldRefusal('booking_conflict', 'body.start', bookingConflict(booking, timeZone));
        }
        const block = await findBlockOverlap(tx, carId, start, end);
        if (block) throw blockConflict(block, timeZone);
        const row = await insertBlock(tx, {
          carId,
          startAt: start,
          endAt: end,
          kind: body.kind,
          note: body.note ?? null,
        });
        const answer = {
          id: row.id,
          carId,
          start: row.startAt.toISOString(),
          end: row.endAt.toISOString(),
          kind: row.kind,
          note: row.note,
        };
        audit.record({ entity: 'car_block', entityId: row.id, after: answer });
        return answer;
      });
    },

    removeCarBlock(carId: string, blockId: string) {
      return write(deps, async (tx, audit) => {
        await loadCarForWrite(tx, carId);
        const block = await findBlock(tx, carId, blockId);
        if (!block) throw new DomainError('block_not_found', blockMessages.notFound);
        await deleteBlock(tx, blockId);
        audit.record({ entity: 'car_block', entityId: blockId, before: block });
        return { ok: true as const };
      });
    },
  };
}

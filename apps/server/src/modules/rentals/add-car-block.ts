import type { addBlockBody } from '@car-rental/domain/contract/board';
import { checkBlock } from '@car-rental/domain/rentals/blocks';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { insertBlock } from './board.repository.ts';
import { refuseOverlap } from './bookings.ts';

/** Block a car's period (maintenance, repair, the owner's): no booking can take it */
export function addCarBlock(
  ctx: AppDeps,
  { carId, body }: { carId: string; body: z.output<typeof addBlockBody> },
) {
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    await loadCarForWrite(tx, carId);
    const start = new Date(body.start);
    const end = new Date(body.end);
    checkBlock(start, end, now);
    // the same rule as bookings: no booking and no other block over the period
    await refuseOverlap(ctx, tx, carId, start, end);
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
}

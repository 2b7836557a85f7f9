import { DomainError } from '@car-rental/domain/errors';
import { blockMessages } from '@car-rental/domain/rentals/blocks';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { deleteBlock, findBlock } from './board.repository.ts';

/** Remove a car's blocked period */
export function removeCarBlock(ctx: AppDeps, input: { carId: string; blockId: string }) {
  const { carId, blockId } = input;
  return write(ctx, async (tx, audit) => {
    await loadCarForWrite(tx, carId);
    const block = await findBlock(tx, carId, blockId);
    if (!block) throw new DomainError('block_not_found', blockMessages.notFound);
    await deleteBlock(tx, blockId);
    audit.record({ entity: 'car_block', entityId: blockId, before: block });
    return { ok: true as const };
  });
}

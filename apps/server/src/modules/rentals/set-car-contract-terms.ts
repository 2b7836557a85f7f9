import type { carContractTerms } from '@car-rental/domain/contract/inspections';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { readCarTerms, writeCarTerms } from './contracts.repository.ts';

/** a car's own contract terms, over the agency's */
export function setCarContractTerms(
  ctx: AppDeps,
  { carId, terms }: { carId: string; terms: z.output<typeof carContractTerms> },
) {
  return write(ctx, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId);
    const before = await readCarTerms(tx, carId);
    await writeCarTerms(tx, car.id, terms, ctx.clock.now());
    audit.record({
      entity: 'car',
      entityId: carId,
      before: { contractTerms: before },
      after: { contractTerms: terms },
    });
    return terms;
  });
}

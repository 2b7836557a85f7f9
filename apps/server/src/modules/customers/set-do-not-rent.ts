import { mayLiftDoNotRent } from '@car-rental/domain/auth/permissions';
import type { CustomerView, DoNotRentInput } from '@car-rental/domain/contract/customers';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { notFound, recorded, viewOf } from './customer-writes.ts';
import * as repo from './customers.repository.ts';

/**
 * Flags a customer "Do not rent" (any desk account: the desk is who sees the problem), or
 * lifts the flag (managers and owners: the same people who may book for a flagged customer).
 */
export function setDoNotRent(
  ctx: AppDeps,
  { id, body: input }: { id: string; body: DoNotRentInput },
): Promise<CustomerView> {
  return write(ctx, async (tx, audit) => {
    if (!(await repo.lockCustomer(tx, id))) throw notFound();
    const before = await viewOf(tx, id);
    if (!input.doNotRent) {
      if (!mayLiftDoNotRent(ctx.actor?.role)) {
        throw new DomainError('forbidden', 'details.liftDoNotRent');
      }
    }
    await repo.setDoNotRent(
      tx,
      id,
      input.doNotRent
        ? { reason: input.reason ?? '', by: ctx.actor?.userId ?? null, at: ctx.clock.now() }
        : null,
    );
    return recorded(audit, id, before, await viewOf(tx, id));
  });
}

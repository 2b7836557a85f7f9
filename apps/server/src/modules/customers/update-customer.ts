import type { CustomerView, UpdateCustomerInput } from '@car-rental/domain/contract/customers';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { notFound, recorded, refuseTakenLicence, viewOf } from './customer-writes.ts';
import * as repo from './customers.repository.ts';

/** the customer file's edit: only the fields given change */
export function updateCustomer(
  ctx: AppDeps,
  { id, body: input }: { id: string; body: UpdateCustomerInput },
): Promise<CustomerView> {
  return write(ctx, async (tx, audit) => {
    if (!(await repo.lockCustomer(tx, id))) throw notFound();
    const before = await viewOf(tx, id);
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<repo.CustomerValues>;
    if (changes.licenceNumber) await refuseTakenLicence(tx, changes.licenceNumber, id);
    if (Object.keys(changes).length > 0) await repo.updateCustomer(tx, id, changes);
    return recorded(audit, id, before, await viewOf(tx, id));
  });
}

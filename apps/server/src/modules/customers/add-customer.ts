import type { AddCustomerInput, CustomerView } from '@car-rental/domain/contract/customers';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { recorded, refuseTakenLicence, viewOf } from './customer-writes.ts';
import * as repo from './customers.repository.ts';

/** a new customer file; a licence number on file already is refused */
export function addCustomer(ctx: AppDeps, input: AddCustomerInput): Promise<CustomerView> {
  return write(ctx, async (tx, audit) => {
    await refuseTakenLicence(tx, input.licenceNumber);
    const id = await repo.insertCustomer(tx, {
      fullName: input.fullName,
      phone: input.phone ?? null,
      email: input.email ?? null,
      licenceNumber: input.licenceNumber ?? null,
      licenceIssuedOn: input.licenceIssuedOn ?? null,
      idNumber: input.idNumber ?? null,
      birthDate: input.birthDate ?? null,
      address: input.address ?? null,
      notes: input.notes ?? null,
      documents: input.documents,
    });
    return recorded(audit, id, null, await viewOf(tx, id));
  });
}

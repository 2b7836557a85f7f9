import type { CustomerView } from '@car-rental/domain/contract/customers';
import { DomainError } from '@car-rental/domain/errors';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import type { Audit } from '../../lib/write.ts';
import * as repo from './customers.repository.ts';

// The steps the customer use cases share, inside their transaction.

export const notFound = () => new DomainError('customer_not_found', 'details.customerNotFound');

export async function viewOf(tx: DbOrTx, id: string): Promise<CustomerView> {
  const customer = await repo.findCustomer(tx, id);
  if (!customer) throw notFound();
  return customer;
}

export function recorded<T>(audit: Audit, id: string, before: CustomerView | null, after: T): T {
  audit.record({ entity: 'customer', entityId: id, before, after });
  return after;
}

/** 409 licence_taken, naming the customer who holds that licence number already */
export async function refuseTakenLicence(
  tx: Tx,
  licence: string | null | undefined,
  except?: string,
) {
  const holder = await repo.licenceHolder(tx, licence, except);
  if (!holder) return;
  const customer = await viewOf(tx, holder);
  const values = { name: customer.fullName };
  throw new DomainError('licence_taken', 'details.licenceTaken', values, [
    { path: 'body.licenceNumber', key: 'fields.licenceOnFile', values },
  ]);
}

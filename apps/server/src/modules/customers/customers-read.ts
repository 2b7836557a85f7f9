import type {
  CustomerFile,
  CustomerListQuery,
  CustomerPage,
} from '@car-rental/domain/contract/customers';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import * as repo from './customer-lists.repository.ts';
import { notFound } from './customer-writes.ts';

export function listCustomers(
  ctx: AppDeps,
  query: CustomerListQuery,
): Promise<JsonText<CustomerPage>> {
  return repo.listCustomers(ctx.db, query);
}

export async function getCustomer(
  ctx: AppDeps,
  { id }: { id: string },
): Promise<JsonText<CustomerFile>> {
  const file = await repo.customerFile(ctx.db, id);
  if (!file) throw notFound();
  return file;
}

import type {
  CustomerFile,
  CustomerListQuery,
  CustomerPage,
} from '@car-rental/domain/contract/customers';
import type { AppDeps } from '../../lib/deps.ts';
import { viewOf } from './customer-writes.ts';
import * as repo from './customers.repository.ts';

export function listCustomers(ctx: AppDeps, query: CustomerListQuery): Promise<CustomerPage> {
  return repo.listCustomers(ctx.db, query);
}

export async function getCustomer(ctx: AppDeps, { id }: { id: string }): Promise<CustomerFile> {
  const customer = await viewOf(ctx.db, id);
  return { customer, ...(await repo.customerRecords(ctx.db, id)) };
}

import {
  type CustomerFile,
  type CustomerListQuery,
  type CustomerPage,
  customerRoutes,
} from '@car-rental/domain/contract/customers';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { keptRoute } from '../../lib/kept-until-write.ts';
import * as repo from './customer-lists.repository.ts';
import { notFound } from './customer-writes.ts';

/**
 * The customers' pages and searches (decision 0050), kept per server by their query until a
 * write on the customer file commits (on any server) or a minute passes: a desk that types a
 * name reads each prefix once
 */
const keptPages = keptRoute<JsonText<CustomerPage>>(customerRoutes.listCustomers, 500);

export function listCustomers(
  ctx: AppDeps,
  query: CustomerListQuery,
): Promise<JsonText<CustomerPage>> {
  return keptPages(ctx.events, JSON.stringify(query), () => repo.listCustomers(ctx.db, query));
}

export async function getCustomer(
  ctx: AppDeps,
  { id }: { id: string },
): Promise<JsonText<CustomerFile>> {
  const file = await repo.customerFile(ctx.db, id);
  if (!file) throw notFound();
  return file;
}

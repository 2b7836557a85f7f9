import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import type { AppDeps } from '../../lib/deps.ts';
import { keptRoute } from '../../lib/kept-until-write.ts';
import { decodeTextCursor } from '../../lib/keyset-cursor.ts';
import * as repo from './suppliers.repository.ts';

/**
 * The suppliers' pages and the forms' choices (decision 0050), kept per server by their query
 * until a write on a supplier, a car or the fund (their balances) commits or a minute passes
 */
const keptPages = keptRoute<Awaited<ReturnType<typeof repo.listSuppliersPage>>>(
  supplierRoutes.listSuppliers,
  200,
);
const keptChoices = keptRoute<Awaited<ReturnType<typeof repo.listSupplierChoices>>>(
  supplierRoutes.listSupplierChoices,
  1,
);

/** one page of the active (or the archived) suppliers by name, with the archived count */
export function listSuppliers(
  ctx: AppDeps,
  query: { archived: 'true' | 'false'; cursor?: string | undefined; limit: number },
) {
  const key = JSON.stringify([query.archived, query.cursor ?? null, query.limit]);
  return keptPages(ctx.events, key, () =>
    repo.listSuppliersPage(ctx.db, {
      archived: query.archived === 'true',
      after: decodeTextCursor(query.cursor),
      limit: query.limit,
    }),
  );
}

export function listSupplierChoices(ctx: AppDeps) {
  return keptChoices(ctx.events, 'choices', () => repo.listSupplierChoices(ctx.db));
}

import type { AppDeps } from '../../lib/deps.ts';
import { decodeTextCursor } from '../../lib/keyset-cursor.ts';
import * as repo from './suppliers.repository.ts';

/** one page of the active (or the archived) suppliers by name, with the archived count */
export function listSuppliers(
  ctx: AppDeps,
  query: { archived: 'true' | 'false'; cursor?: string | undefined; limit: number },
) {
  return repo.listSuppliersPage(ctx.db, {
    archived: query.archived === 'true',
    after: decodeTextCursor(query.cursor),
    limit: query.limit,
  });
}

export function listSupplierChoices(ctx: AppDeps) {
  return repo.listSupplierChoices(ctx.db);
}

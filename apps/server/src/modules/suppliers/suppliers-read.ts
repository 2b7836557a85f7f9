import type { SupplierChoice, SupplierPage } from '@car-rental/domain/contract/suppliers';
import type { AppDeps } from '../../lib/deps.ts';
import { decodeTextCursor, toPage } from '../../lib/keyset-cursor.ts';
import * as repo from './suppliers.repository.ts';

/** one page of the active (or the archived) suppliers by name, with the archived count */
export async function listSuppliers(
  ctx: AppDeps,
  query: { archived: 'true' | 'false'; cursor?: string | undefined; limit: number },
): Promise<SupplierPage> {
  const { rows, archivedCount } = await repo.listSuppliersPage(ctx.db, {
    archived: query.archived === 'true',
    after: decodeTextCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(
    rows,
    query.limit,
    ({ nameKey: _, ...supplier }) => supplier,
    (row) => ({ key: row.nameKey, id: row.id }),
  );
  return { ...page, archivedCount };
}

export async function listSupplierChoices(ctx: AppDeps): Promise<{ items: SupplierChoice[] }> {
  return { items: await repo.listSupplierChoices(ctx.db) };
}

import type {
  AddSupplierInput,
  SupplierChoice,
  SupplierPage,
  SupplierView,
  UpdateSupplierInput,
} from '@car-rental/domain/contract/suppliers';
import { DomainError } from '@car-rental/domain/errors';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { decodeTextCursor, toPage } from '../../lib/keyset-cursor.ts';
import { type Audit, write } from '../../lib/write.ts';
import * as repo from './suppliers.repository.ts';

const notFound = () => new DomainError('supplier_not_found', 'details.supplierNotFound');

async function viewOf(tx: Tx, id: string): Promise<SupplierView> {
  const supplier = await repo.findSupplier(tx, id);
  if (!supplier) throw notFound();
  return supplier;
}

/** the supplier (with its balance) before and after, on the audit trail */
function recorded<T>(audit: Audit, id: string, before: SupplierView | null, after: T): T {
  audit.record({ entity: 'supplier', entityId: id, before, after });
  return after;
}

/** one page of the active (or the archived) suppliers by name, with the archived count */
export async function listSuppliers(
  deps: AppDeps,
  query: { archived: 'true' | 'false'; cursor?: string | undefined; limit: number },
): Promise<SupplierPage> {
  const { rows, archivedCount } = await repo.listSuppliersPage(deps.db, {
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

export async function listSupplierChoices(deps: AppDeps): Promise<{ items: SupplierChoice[] }> {
  return { items: await repo.listSupplierChoices(deps.db) };
}

export function addSupplier(deps: AppDeps, input: AddSupplierInput): Promise<SupplierView> {
  return write(deps, async (tx, audit) => {
    const id = await repo.insertSupplier(tx, {
      name: input.name,
      contact: input.contact ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      address: input.address ?? null,
      openingBalance: input.balance ?? 0,
    });
    return recorded(audit, id, null, await viewOf(tx, id));
  });
}

export function updateSupplier(
  deps: AppDeps,
  id: string,
  input: UpdateSupplierInput,
): Promise<SupplierView> {
  return write(deps, async (tx, audit) => {
    const changes: Partial<repo.SupplierValues> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.contact !== undefined) changes.contact = input.contact;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.email !== undefined) changes.email = input.email;
    if (input.address !== undefined) changes.address = input.address;
    if (input.balance !== undefined) changes.openingBalance = input.balance;
    if (!(await repo.lockSupplier(tx, id))) throw notFound();
    const before = await viewOf(tx, id);
    if (Object.keys(changes).length > 0) await repo.updateSupplier(tx, id, changes);
    return recorded(audit, id, before, await viewOf(tx, id));
  });
}

/** Refused while any car or fund entry refers to the supplier, so no balance changes silently. */
export function deleteSupplier(deps: AppDeps, id: string): Promise<{ ok: true }> {
  return write(deps, async (tx, audit) => {
    if (!(await repo.lockSupplier(tx, id))) throw notFound();
    if (await repo.hasRecords(tx, id)) {
      throw new DomainError('conflict', 'details.supplierHasRecords');
    }
    recorded(audit, id, await viewOf(tx, id), null);
    await repo.deleteSupplier(tx, id);
    return { ok: true as const };
  });
}

/**
 * Archive (or bring back) a supplier: an archived one leaves the pickers of new cars and
 * payments but keeps its cars, its fund entries and its balance. Archiving twice keeps the
 * first date; unarchiving a supplier that is not archived changes nothing.
 */
export function setSupplierArchived(
  deps: AppDeps,
  id: string,
  archived: boolean,
): Promise<SupplierView> {
  return write(deps, async (tx, audit) => {
    if (!(await repo.lockSupplier(tx, id))) throw notFound();
    const before = await viewOf(tx, id);
    await repo.setArchived(tx, id, archived ? deps.clock.now() : null);
    return recorded(audit, id, before, await viewOf(tx, id));
  });
}

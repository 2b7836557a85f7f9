import { supplierRoutes as routes } from '@car-rental/domain/contract/suppliers';
import { operation } from '../../lib/operation.ts';
import { addSupplier } from './add-supplier.ts';
import { deleteSupplier } from './delete-supplier.ts';
import { setSupplierArchived } from './set-supplier-archived.ts';
import { listSupplierChoices, listSuppliers } from './suppliers-read.ts';
import { updateSupplier } from './update-supplier.ts';

export const supplierOperations = [
  operation(routes.listSuppliers, async ({ query }, { deps }) => listSuppliers(deps, query)),
  operation(routes.listSupplierChoices, async (_, { deps }) => listSupplierChoices(deps)),
  operation(routes.addSupplier, async ({ body }, { acting }) => addSupplier(acting, body)),
  operation(routes.updateSupplier, async ({ params, body }, { acting }) =>
    updateSupplier(acting, { id: params.id, body }),
  ),
  operation(routes.deleteSupplier, async ({ params }, { acting }) =>
    deleteSupplier(acting, { id: params.id }),
  ),
  operation(routes.archiveSupplier, async ({ params }, { acting }) =>
    setSupplierArchived(acting, { id: params.id, archived: true }),
  ),
  operation(routes.unarchiveSupplier, async ({ params }, { acting }) =>
    setSupplierArchived(acting, { id: params.id, archived: false }),
  ),
];

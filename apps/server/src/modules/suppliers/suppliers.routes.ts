import { supplierRoutes as routes } from '@car-rental/domain/contract/suppliers';
import { operation } from '../../lib/operation.ts';
import * as suppliers from './suppliers.service.ts';

export const supplierOperations = [
  operation(routes.listSuppliers, async ({ query }, { deps }) =>
    suppliers.listSuppliers(deps, query),
  ),
  operation(routes.listSupplierChoices, async (_, { deps }) => suppliers.listSupplierChoices(deps)),
  operation(routes.addSupplier, async ({ body }, { acting }) =>
    suppliers.addSupplier(acting, body),
  ),
  operation(routes.updateSupplier, async ({ params, body }, { acting }) =>
    suppliers.updateSupplier(acting, params.id, body),
  ),
  operation(routes.deleteSupplier, async ({ params }, { acting }) =>
    suppliers.deleteSupplier(acting, params.id),
  ),
  operation(routes.archiveSupplier, async ({ params }, { acting }) =>
    suppliers.setSupplierArchived(acting, params.id, true),
  ),
  operation(routes.unarchiveSupplier, async ({ params }, { acting }) =>
    suppliers.setSupplierArchived(acting, params.id, false),
  ),
];

import { customerRoutes as routes } from '@car-rental/domain/contract/customers';
import { operation } from '../../lib/operation.ts';
import { addCustomer } from './add-customer.ts';
import { getCustomer, listCustomers } from './customers-read.ts';
import { setDoNotRent } from './set-do-not-rent.ts';
import { updateCustomer } from './update-customer.ts';

export const customerOperations = [
  operation(routes.listCustomers, async ({ query }, { deps }) => listCustomers(deps, query)),
  operation(routes.getCustomer, async ({ params }, { deps }) =>
    getCustomer(deps, { id: params.id }),
  ),
  operation(routes.addCustomer, async ({ body }, { acting }) => addCustomer(acting, body)),
  operation(routes.updateCustomer, async ({ params, body }, { acting }) =>
    updateCustomer(acting, { id: params.id, body }),
  ),
  operation(routes.setCustomerDoNotRent, async ({ params, body }, { acting }) =>
    setDoNotRent(acting, { id: params.id, body }),
  ),
];

import { customerRoutes as routes } from '@car-rental/domain/contract/customers';
import { operation } from '../../lib/operation.ts';
import * as customers from './customers.service.ts';

export const customerOperations = [
  operation(routes.listCustomers, async ({ query }, { deps }) =>
    customers.listCustomers(deps, query),
  ),
  operation(routes.getCustomer, async ({ params }, { deps }) =>
    customers.getCustomer(deps, params.id),
  ),
  operation(routes.addCustomer, async ({ body }, { acting }) =>
    customers.addCustomer(acting, body),
  ),
  operation(routes.updateCustomer, async ({ params, body }, { acting }) =>
    customers.updateCustomer(acting, params.id, body),
  ),
  operation(routes.setCustomerDoNotRent, async ({ params, body }, { acting }) =>
    customers.setDoNotRent(acting, params.id, body),
  ),
];

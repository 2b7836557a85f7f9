import { brandRoutes as routes } from '@car-rental/domain/contract/brands';
import { operation } from '../../lib/operation.ts';
import * as brands from './brands.service.ts';

export const brandOperations = [
  operation(routes.listBrands, async (_, { deps }) => brands.listBrands(deps)),
  operation(routes.addBrand, async ({ body }, { acting }) => brands.addBrand(acting, body)),
  operation(routes.addModel, async ({ params, body }, { acting }) =>
    brands.addModel(acting, params.id, body),
  ),
];

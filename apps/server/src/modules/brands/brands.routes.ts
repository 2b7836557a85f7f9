import { brandRoutes as routes } from '@car-rental/domain/contract/brands';
import { operation } from '../../lib/operation.ts';
import { addBrand } from './add-brand.ts';
import { addModel } from './add-model.ts';
import { listBrands } from './brands-read.ts';

export const brandOperations = [
  operation(routes.listBrands, async (_, { deps }) => listBrands(deps)),
  operation(routes.addBrand, async ({ body }, { acting }) => addBrand(acting, body)),
  operation(routes.addModel, async ({ params, body }, { acting }) =>
    addModel(acting, { brandId: params.id, body }),
  ),
];

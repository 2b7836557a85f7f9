import type {
  AddBrandInput,
  AddModelInput,
  BrandList,
  BrandView,
  ModelView,
} from '@car-rental/domain/contract/brands';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import * as repo from './brands.repository.ts';

export async function listBrands(deps: AppDeps): Promise<BrandList> {
  const [items, groups] = await Promise.all([repo.listBrands(deps.db), repo.listGroups(deps.db)]);
  return { items, groups };
}

export function addBrand(deps: AppDeps, input: AddBrandInput): Promise<BrandView> {
  return write(deps, async (tx, audit) => {
    const group = input.group
      ? ((await repo.findGroupSpelling(tx, input.group)) ?? input.group)
      : null;
    const brand = await repo.insertBrand(tx, { name: input.name, group, logo: input.logo ?? null });
    if (!brand) throw new DomainError('already_exists', 'details.brandExists');
    audit.record({ entity: 'brand', entityId: brand.id, before: null, after: brand });
    return {
      id: brand.id,
      name: brand.name,
      group: brand.group,
      logo: brand.logo,
      modelCount: 0,
      models: [],
    };
  });
}

export function addModel(deps: AppDeps, brandId: string, input: AddModelInput): Promise<ModelView> {
  return write(deps, async (tx, audit) => {
    if (!(await repo.brandExists(tx, brandId))) {
      throw new DomainError('brand_not_found', 'details.brandNotFound');
    }
    const model = await repo.insertModel(tx, { brandId, name: input.name });
    if (!model) throw new DomainError('already_exists', 'details.modelExists');
    audit.record({ entity: 'model', entityId: model.id, before: null, after: model });
    return model;
  });
}

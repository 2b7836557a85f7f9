import type { AddBrandInput, BrandView } from '@car-rental/domain/contract/brands';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import * as repo from './brands.repository.ts';

/** a new brand, in an existing group's spelling when the group is known */
export function addBrand(ctx: AppDeps, input: AddBrandInput): Promise<BrandView> {
  return write(ctx, async (tx, audit) => {
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

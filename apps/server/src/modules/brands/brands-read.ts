import type { BrandList } from '@car-rental/domain/contract/brands';
import type { AppDeps } from '../../lib/deps.ts';
import * as repo from './brands.repository.ts';

/** the brands with their models, and the groups they are filed under */
export async function listBrands(ctx: AppDeps): Promise<BrandList> {
  const [items, groups] = await Promise.all([repo.listBrands(ctx.db), repo.listGroups(ctx.db)]);
  return { items, groups };
}

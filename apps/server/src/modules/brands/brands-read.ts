import type { AppDeps } from '../../lib/deps.ts';
import * as repo from './brands.repository.ts';

/** the brands with their models, and the groups they are filed under */
export function listBrands(ctx: AppDeps) {
  return repo.listBrands(ctx.db);
}

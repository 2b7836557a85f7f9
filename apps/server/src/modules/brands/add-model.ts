import type { AddModelInput, ModelView } from '@car-rental/domain/contract/brands';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import * as repo from './brands.repository.ts';

/** a new model of a brand */
export function addModel(
  ctx: AppDeps,
  { brandId, body: input }: { brandId: string; body: AddModelInput },
): Promise<ModelView> {
  return write(ctx, async (tx, audit) => {
    if (!(await repo.brandExists(tx, brandId))) {
      throw new DomainError('brand_not_found', 'details.brandNotFound');
    }
    const model = await repo.insertModel(tx, { brandId, name: input.name });
    if (!model) throw new DomainError('already_exists', 'details.modelExists');
    audit.record({ entity: 'model', entityId: model.id, before: null, after: model });
    return model;
  });
}

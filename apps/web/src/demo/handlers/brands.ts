import { addBrandBody, addModelBody, type BrandView } from '@car-rental/domain/contract/brands';
import { idParams } from '@car-rental/domain/contract/common';
import { type DemoContext, type DemoRoute, nowText } from '../demo-context.ts';
import { compareIds } from '../demo-paging.ts';
import { parseInput, refusal } from '../demo-problem.ts';
import type { BrandRow, ModelRow } from '../demo-state.ts';

/** by name case-insensitive, then the tie-breaker (the server's `order by lower(name), id`) */
function byLowerName<T>(name: (row: T) => string, tie: (a: T, b: T) => number) {
  return (a: T, b: T) => {
    const left = name(a).toLowerCase();
    const right = name(b).toLowerCase();
    return left < right ? -1 : left > right ? 1 : tie(a, b);
  };
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function addBrandAction(
  ctx: DemoContext,
  input: { name: string; group?: string | undefined; logo?: string | undefined },
): BrandView {
  const { state } = ctx;
  if (state.brands.some((brand) => sameName(brand.name, input.name))) {
    throw refusal('already_exists', 'A brand with this name already exists.');
  }
  // an existing group spelled the same but for case, so one group is not split in two
  const spelled = input.group
    ? [...state.brands]
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
        .find((brand) => brand.group !== null && sameName(brand.group, input.group ?? ''))?.group
    : undefined;
  const brand: BrandRow = {
    id: ctx.newId(),
    name: input.name,
    group: input.group ? (spelled ?? input.group) : null,
    logo: input.logo ?? null,
    createdAt: nowText(ctx),
  };
  state.brands.push(brand);
  const { id, name, group, logo } = brand;
  return { id, name, group, logo, modelCount: 0, models: [] };
}

export function addModelAction(ctx: DemoContext, brandId: string, name: string): ModelRow {
  const { state } = ctx;
  if (!state.brands.some((brand) => brand.id === brandId)) {
    throw refusal('brand_not_found', 'Brand not found');
  }
  if (state.models.some((model) => model.brandId === brandId && sameName(model.name, name))) {
    throw refusal('already_exists', 'This model already exists for this brand.');
  }
  const model: ModelRow = { id: ctx.newId(), brandId, name, createdAt: nowText(ctx) };
  state.models.push(model);
  return model;
}

export const brandRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/brands',
    handle: ({ state }) => {
      const brands = [...state.brands].sort(
        byLowerName<BrandRow>(
          (b) => b.name,
          (a, b) => compareIds(a.id, b.id),
        ),
      );
      const items = brands.map((brand): BrandView => {
        const models = state.models
          .filter((model) => model.brandId === brand.id)
          .sort(
            byLowerName<ModelRow>(
              (m) => m.name,
              (a, b) => compareIds(a.id, b.id),
            ),
          )
          .map(({ id, name }) => ({ id, name }));
        const { id, name, group, logo } = brand;
        return { id, name, group, logo, modelCount: models.length, models };
      });
      const groups = [
        ...new Set(state.brands.flatMap((brand) => (brand.group === null ? [] : [brand.group]))),
      ].sort(
        byLowerName<string>(
          (g) => g,
          (a, b) => (a < b ? -1 : a > b ? 1 : 0),
        ),
      );
      return { items, groups };
    },
  },
  {
    method: 'POST',
    path: '/brands',
    handle: (ctx, { body }) => addBrandAction(ctx, parseInput(addBrandBody, body, 'body')),
  },
  {
    method: 'POST',
    path: '/brands/:id/models',
    handle: (ctx, { params, body }) => {
      const { id } = parseInput(idParams, params, 'params');
      const { name } = parseInput(addModelBody, body, 'body');
      const { id: modelId, brandId } = addModelAction(ctx, id, name);
      return { id: modelId, brandId, name };
    },
  },
];

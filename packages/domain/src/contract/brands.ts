import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { id, idParams, optionalText, requiredText } from './common.ts';
import { defineRoute } from './route.ts';

export const brandName = requiredText('fields.brandNameRequired', 100);
export const modelName = requiredText('fields.modelNameRequired', 100);

/** an absolute http(s) URL; empty becomes undefined */
export const logoUrl = z
  .string()
  .trim()
  .max(2000, fieldMessage('fields.atMostCharacters', { max: 2000 }))
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: 'fields.brandLogo' }).optional());

export const addBrandBody = z.object({
  name: brandName,
  group: optionalText(100),
  logo: logoUrl,
});
export type AddBrandInput = z.output<typeof addBrandBody>;

export const addModelBody = z.object({ name: modelName });
export type AddModelInput = z.output<typeof addModelBody>;

export const modelSummary = z.object({ id, name: z.string() });

export const modelView = z.object({ id, brandId: id, name: z.string() });
export type ModelView = z.infer<typeof modelView>;

export const brandView = z.object({
  id,
  name: z.string(),
  group: z.string().nullable(),
  logo: z.string().nullable(),
  modelCount: z.number().int(),
  models: z.array(modelSummary),
});
export type BrandView = z.infer<typeof brandView>;

/** brands by name with their models, and the existing groups for the group suggestions */
export const brandList = z.object({
  items: z.array(brandView),
  groups: z.array(z.string()),
});
export type BrandList = z.infer<typeof brandList>;

const tags = ['brands'];

/** the brands' routes (see route.ts) */
export const brandRoutes = {
  listBrands: defineRoute({
    method: 'GET',
    path: '/brands',
    operationId: 'listBrands',
    topics: ['brands'],
    tags,
    summary: 'Brands by name with their models, and the existing brand groups',
    status: 200,
    answer: brandList,
  }),
  addBrand: defineRoute({
    method: 'POST',
    path: '/brands',
    operationId: 'addBrand',
    topics: ['brands'],
    tags,
    summary: 'Add a brand (name unique, case-insensitive)',
    body: addBrandBody,
    status: 201,
    answer: brandView,
  }),
  addModel: defineRoute({
    method: 'POST',
    path: '/brands/:id/models',
    operationId: 'addModel',
    topics: ['brands'],
    tags,
    summary: 'Add a model to a brand (name unique within the brand)',
    params: idParams,
    body: addModelBody,
    status: 201,
    answer: modelView,
  }),
};

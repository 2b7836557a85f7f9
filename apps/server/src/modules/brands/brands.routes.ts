import {
  addBrandBody,
  addModelBody,
  brandList,
  brandView,
  modelView,
} from '@car-rental/domain/contract/brands';
import { idParams } from '@car-rental/domain/contract/common';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import * as brands from './brands.service.ts';

const tags = ['brands'];

export function registerBrandRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/brands',
    {
      schema: {
        operationId: 'listBrands',
        tags,
        summary: 'Brands by name with their models, and the existing brand groups',
        response: { 200: brandList },
      },
    },
    async () => brands.listBrands(deps),
  );

  api.post(
    '/brands',
    {
      schema: {
        operationId: 'addBrand',
        tags,
        summary: 'Add a brand (name unique, case-insensitive)',
        body: addBrandBody,
        response: { 201: brandView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await brands.addBrand(actingFor(deps, request), request.body)),
  );

  api.post(
    '/brands/:id/models',
    {
      schema: {
        operationId: 'addModel',
        tags,
        summary: 'Add a model to a brand (name unique within the brand)',
        params: idParams,
        body: addModelBody,
        response: { 201: modelView },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await brands.addModel(actingFor(deps, request), request.params.id, request.body)),
  );
}

import { idParams, ok } from '@car-rental/domain/contract/common';
import {
  addSupplierBody,
  supplierList,
  supplierView,
  updateSupplierBody,
} from '@car-rental/domain/contract/suppliers';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import * as suppliers from './suppliers.service.ts';

const tags = ['suppliers'];

export function registerSupplierRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/suppliers',
    {
      schema: {
        operationId: 'listSuppliers',
        tags,
        summary: 'Suppliers by name with their balances (negative: we owe them)',
        response: { 200: supplierList },
      },
    },
    async () => suppliers.listSuppliers(deps),
  );

  api.post(
    '/suppliers',
    {
      schema: {
        operationId: 'addSupplier',
        tags,
        summary: 'Add a supplier; `balance` is the opening balance in centimes',
        body: addSupplierBody,
        response: { 201: supplierView },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await suppliers.addSupplier(actingFor(deps, request), request.body)),
  );

  api.patch(
    '/suppliers/:id',
    {
      schema: {
        operationId: 'updateSupplier',
        tags,
        summary: 'Change a supplier: absent fields stay, empty or null ones are cleared',
        params: idParams,
        body: updateSupplierBody,
        response: { 200: supplierView },
      },
    },
    async (request) =>
      suppliers.updateSupplier(actingFor(deps, request), request.params.id, request.body),
  );

  api.delete(
    '/suppliers/:id',
    {
      schema: {
        operationId: 'deleteSupplier',
        tags,
        summary: 'Delete a supplier that has no cars and no payments on record',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => suppliers.deleteSupplier(actingFor(deps, request), request.params.id),
  );

  for (const [operationId, archived] of [
    ['archiveSupplier', true],
    ['unarchiveSupplier', false],
  ] as const) {
    api.post(
      `/suppliers/:id/${archived ? 'archive' : 'unarchive'}`,
      {
        schema: {
          operationId,
          tags,
          summary: archived
            ? 'Archive a supplier: hidden from the pickers, kept in the history and balances'
            : 'Bring an archived supplier back into the pickers',
          params: idParams,
          response: { 200: supplierView },
        },
      },
      async (request) =>
        suppliers.setSupplierArchived(actingFor(deps, request), request.params.id, archived),
    );
  }
}

import { idParams } from '@car-rental/domain/contract/common';
import { createInvoiceBody, invoice } from '@car-rental/domain/contract/invoices';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { sessionOf } from '../auth/auth-hook.ts';
import { createInvoice, readInvoice, renderInvoicePdf } from './invoices.service.ts';

const tags = ['invoices'];

export function registerInvoiceRoutes(api: Api, deps: AppDeps): void {
  api.post(
    '/invoices',
    {
      schema: {
        operationId: 'printInvoice',
        tags,
        summary:
          'Print Invoice: create the invoice of a finished rental or a sale (201), or answer the one it already has (200)',
        body: createInvoiceBody,
        response: { 200: invoice, 201: invoice },
      },
    },
    async (request, reply) => {
      const result = await createInvoice(
        actingFor(deps, request),
        sessionOf(request).user.id,
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send(result.invoice);
    },
  );

  api.get(
    '/invoices/:id',
    {
      schema: {
        operationId: 'getInvoice',
        tags,
        summary: 'An invoice: its number, date and frozen content with the business header',
        params: idParams,
        response: { 200: invoice },
      },
    },
    async (request) => readInvoice(deps, request.params.id),
  );

  api.get(
    '/invoices/:id/pdf',
    {
      schema: {
        operationId: 'getInvoicePdf',
        tags,
        summary: 'The invoice as an A4 PDF (application/pdf, downloaded as <number>.pdf)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { number, bytes } = await renderInvoicePdf(deps, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}

import { invoice, invoiceRoutes as routes } from '@car-rental/domain/contract/invoices';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { sessionOf } from '../auth/auth-hook.ts';
import { createInvoice, readInvoice, renderInvoicePdf } from './invoices.service.ts';

export function registerInvoiceRoutes(api: Api, deps: AppDeps): void {
  const print = fromTable(routes.printInvoice);
  api.route({
    ...print,
    // the table names one success status: a reprint answers the invoice it has with 200
    schema: { ...print.schema, response: { 200: invoice, 201: invoice } },
    handler: async (request, reply) => {
      const result = await createInvoice(
        actingFor(deps, request),
        sessionOf(request).user.id,
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send(result.invoice);
    },
  });
  api.route({
    ...fromTable(routes.getInvoice),
    handler: async (request) => readInvoice(deps, request.params.id),
  });
  api.route({
    ...fromTable(routes.getInvoicePdf),
    handler: async (request, reply) => {
      const { params, query } = request;
      const { number, bytes } = await renderInvoicePdf(deps, params.id, query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });
}

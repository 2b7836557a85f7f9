import { invoiceRoutes as routes } from '@car-rental/domain/contract/invoices';
import { Existing, FileAnswer, operation, signedIn } from '../../lib/operation.ts';
import { createInvoice, readInvoice, renderInvoicePdf } from './invoices.service.ts';

export const invoiceOperations = [
  // the table's 201 for a new invoice; a reprint answers the invoice it has (200)
  operation(
    routes.printInvoice,
    async ({ body }, ctx) => {
      const result = await createInvoice(ctx.acting, signedIn(ctx).user.id, body);
      return result.created ? result.invoice : new Existing(result.invoice);
    },
    { existing: true },
  ),
  operation(routes.getInvoice, async ({ params }, { deps }) => readInvoice(deps, params.id)),
  operation(routes.getInvoicePdf, async ({ params, query }, { deps }) => {
    const { number, bytes } = await renderInvoicePdf(deps, params.id, query.lang);
    return new FileAnswer({
      contentType: 'application/pdf',
      body: bytes,
      download: `${number}.pdf`,
      cacheControl: 'private, no-store',
    });
  }),
];

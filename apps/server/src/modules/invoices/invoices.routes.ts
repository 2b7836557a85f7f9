import { invoiceRoutes as routes } from '@car-rental/domain/contract/invoices';
import { Existing, FileAnswer, operation, signedIn } from '../../lib/operation.ts';
import { getInvoice, getInvoicePdf } from './invoices-read.ts';
import { printInvoice } from './print-invoice.ts';

export const invoiceOperations = [
  // the table's 201 for a new invoice; a reprint answers the invoice it has (200)
  operation(
    routes.printInvoice,
    async ({ body }, ctx) => {
      const result = await printInvoice(ctx.acting, { userId: signedIn(ctx).user.id, body });
      return result.created ? result.invoice : new Existing(result.invoice);
    },
    { existing: true },
  ),
  operation(routes.getInvoice, async ({ params }, { deps }) => getInvoice(deps, { id: params.id })),
  operation(routes.getInvoicePdf, async ({ params, query }, { deps }) => {
    const { number, bytes } = await getInvoicePdf(deps, { id: params.id, language: query.lang });
    return new FileAnswer({
      contentType: 'application/pdf',
      body: bytes,
      download: `${number}.pdf`,
      cacheControl: 'private, no-store',
    });
  }),
];

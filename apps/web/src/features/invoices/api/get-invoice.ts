import { invoiceRoutes } from '@car-rental/domain/contract/invoices';
import { pathOf } from '@car-rental/domain/contract/route';
import { useQuery } from '@tanstack/react-query';
import { documentUrl } from '../../../lib/document-url.ts';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/invoices/:id: the number, the date and the frozen content */
export const invoiceQuery = (id: string) => ({
  ...routeQuery(invoiceRoutes.getInvoice, { params: { id } }),
  // an invoice never changes
  staleTime: Number.POSITIVE_INFINITY,
});

export function useInvoice(id: string) {
  return useQuery(invoiceQuery(id));
}

/** where the server's PDF of the invoice downloads from */
export const invoicePdfUrl = (id: string) =>
  documentUrl(pathOf(invoiceRoutes.getInvoicePdf, { id }));

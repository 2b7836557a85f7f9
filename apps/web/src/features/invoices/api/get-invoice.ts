import { invoiceRoutes } from '@car-rental/domain/contract/invoices';
import { pathOf } from '@car-rental/domain/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/invoices/:id: the number, the date and the frozen content */
export function getInvoice(id: string, signal?: AbortSignal) {
  return call(invoiceRoutes.getInvoice, { params: { id } }, { signal });
}

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ['invoices', id],
    queryFn: ({ signal }) => getInvoice(id, signal),
    // an invoice never changes
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInvoice(id: string) {
  return useQuery(invoiceQuery(id));
}

/** where the server's PDF of the invoice downloads from */
export const invoicePdfUrl = (id: string) => `/api${pathOf(invoiceRoutes.getInvoicePdf, { id })}`;

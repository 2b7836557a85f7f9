import { type CreateInvoiceBody, invoiceRoutes } from '@car-rental/domain/contract/invoices';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from './api-client.ts';

/** POST /api/invoices: the rental's or sale's invoice (made once, the same on every reprint) */
export function printInvoice(source: CreateInvoiceBody) {
  return call(invoiceRoutes.printInvoice, { body: source });
}

/**
 * Print Invoice, shared by the Rental/Sale Details pop-ups and the Sell dialog: gets the
 * invoice from the server, then opens its print page (/invoices/:id).
 */
export function usePrintInvoice() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: printInvoice,
    onSuccess: (invoice) => navigate(`/invoices/${invoice.id}`),
  });
}

import type { CreateInvoiceBody, CreditNote } from '@car-rental/domain/contract/invoices';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { type NumberingDeps, nextDocumentNumber } from './invoice-numbers.ts';
import { findInvoiceOf, insertCreditNote } from './invoices.repository.ts';

/**
 * Undoing a sale or deleting a rental record that was invoiced cancels its invoice with a
 * credit note (AV-2026-000001), in the undoing's transaction, after the sale or rental row
 * is deleted (which waits for a print of it under way). The invoice itself stays as issued.
 * Null when there was no invoice, or it is already credited.
 */
export async function creditInvoiceOf(
  deps: NumberingDeps & Pick<AppDeps, 'actor'>,
  tx: Tx,
  source: CreateInvoiceBody,
): Promise<CreditNote | null> {
  const invoice = await findInvoiceOf(tx, source);
  if (!invoice || invoice.creditNote) return null;
  const { number, now } = await nextDocumentNumber(deps, tx, 'AV');
  return insertCreditNote(tx, {
    number,
    invoiceId: invoice.id,
    createdAt: now,
    createdBy: deps.actor?.userId ?? null,
  });
}

import type { CreateInvoiceBody, Invoice } from '@car-rental/domain/contract/invoices';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { invoiceDataOf } from './invoice-data.ts';
import { nextDocumentNumber } from './invoice-numbers.ts';
import { findInvoiceOf, insertInvoice, lockInvoiceSource } from './invoices.repository.ts';

/**
 * Print Invoice: the rental's or sale's invoice, created the first time with the next
 * number of the year (FA-2026-000001) and a frozen copy of what it states, and the same
 * invoice every time after. The rental or sale is locked first, so a second print of it
 * waits and answers the first one's invoice without taking a number.
 */
export async function printInvoice(
  ctx: AppDeps,
  { userId, body: source }: { userId: string; body: CreateInvoiceBody },
): Promise<{ invoice: Invoice; created: boolean }> {
  const existing = await findInvoiceOf(ctx.db, source);
  if (existing) return { invoice: existing, created: false };
  return write(ctx, async (tx, audit) => {
    await lockInvoiceSource(tx, source);
    const made = await findInvoiceOf(tx, source);
    if (made) {
      // printed meanwhile: nothing written, nothing to audit
      audit.skip();
      return { invoice: made, created: false };
    }
    // a missing (or undone) rental or sale is refused here, before a number is taken
    const data = await invoiceDataOf(tx, source);
    const { number, now } = await nextDocumentNumber(ctx, tx, 'FA');
    const invoice = await insertInvoice(tx, {
      number,
      source,
      createdAt: now,
      createdBy: userId,
      data,
    });
    audit.record({
      entity: 'invoice',
      entityId: invoice.id,
      before: null,
      after: {
        number: invoice.number,
        kind: invoice.kind,
        rentalId: invoice.rentalId,
        saleId: invoice.saleId,
      },
    });
    return { invoice, created: true };
  });
}

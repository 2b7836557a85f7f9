import type { CreateInvoiceBody, Invoice } from '@car-rental/domain/contract/invoices';
import { DomainError } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import { invoiceNumber } from '@car-rental/domain/invoices/invoice-number';
import type { AppDeps } from '../../lib/deps.ts';
import { readPrintableImage } from '../../lib/printable-image.ts';
import { randomInt } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { documentLanguage } from '../settings/document-settings.ts';
import { invoiceDataOf } from './invoice-data.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { findInvoice, findInvoiceOf, insertInvoice } from './invoices.repository.ts';

/** 26³ = 17,576 numbers per millisecond: a few tries make a collision vanishingly rare */
const MAX_NUMBER_TRIES = 10;

const randomUnit = () => randomInt(26) / 26;

/**
 * Print Invoice: the rental's or sale's invoice, created the first time with a fresh
 * number and a frozen copy of what it states, and the same invoice every time after.
 * Race-safe: the unique indexes on number, rental and sale decide (ON CONFLICT DO
 * NOTHING), a taken number is retried, and a lost race returns the winner's invoice.
 */
export async function createInvoice(
  deps: AppDeps,
  userId: string,
  source: CreateInvoiceBody,
): Promise<{ invoice: Invoice; created: boolean }> {
  const existing = await findInvoiceOf(deps.db, source);
  if (existing) return { invoice: existing, created: false };
  const data = await invoiceDataOf(deps.db, source);
  for (let attempt = 0; attempt < MAX_NUMBER_TRIES; attempt++) {
    const now = deps.clock.now();
    const number = invoiceNumber(source.kind, now, randomUnit);
    const inserted = await write(deps, async (tx, audit) => {
      const row = await insertInvoice(tx, {
        number,
        source,
        createdAt: now,
        createdBy: userId,
        data,
      });
      // a taken number or a lost race wrote nothing: nothing to audit
      if (!row) audit.skip();
      else {
        audit.record({
          entity: 'invoice',
          entityId: row.id,
          before: null,
          after: { number: row.number, kind: row.kind, rentalId: row.rentalId, saleId: row.saleId },
        });
      }
      return row;
    });
    if (inserted) return { invoice: inserted, created: true };
    const winner = await findInvoiceOf(deps.db, source);
    if (winner) return { invoice: winner, created: false };
  }
  throw new DomainError('conflict', 'Could not find a free invoice number; try again.');
}

export async function readInvoice(deps: AppDeps, id: string): Promise<Invoice> {
  const invoice = await findInvoice(deps.db, id);
  if (!invoice) throw new DomainError('invoice_not_found', 'Invoice not found');
  return invoice;
}

/** the invoice in the asked language, or French and Arabic when the agency says so */
export async function renderInvoicePdf(
  deps: AppDeps,
  id: string,
  language: Language = 'en',
): Promise<{ number: string; bytes: Uint8Array }> {
  const invoice = await readInvoice(deps, id);
  const bytes = await invoicePdf(invoice, {
    timeZone: deps.config.businessTimezone,
    readImage: (name) => readPrintableImage(deps, name),
    fonts: deps.fonts,
    language: await documentLanguage(deps.db, language),
  });
  return { number: invoice.number, bytes };
}

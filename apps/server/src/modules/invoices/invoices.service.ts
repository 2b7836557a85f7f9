import type { CreateInvoiceBody, CreditNote, Invoice } from '@car-rental/domain/contract/invoices';
import { DomainError } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import {
  type DocumentSeries,
  documentNumber,
  documentYear,
} from '@car-rental/domain/invoices/invoice-number';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { readPrintableImage } from '../../lib/printable-image.ts';
import { write } from '../../lib/write.ts';
import { documentLanguage } from '../settings/document-settings.ts';
import { invoiceDataOf } from './invoice-data.ts';
import { invoicePdf } from './invoice-pdf.ts';
import {
  findInvoice,
  findInvoiceOf,
  insertCreditNote,
  insertInvoice,
  lockInvoiceSource,
  takeNextInSeries,
} from './invoices.repository.ts';

type NumberingDeps = Pick<AppDeps, 'clock' | 'config'>;

/**
 * The next number of a series (issue 28 §13), taken in the transaction that writes the
 * document: the year's counter stays locked until it commits, so parallel writers get
 * consecutive numbers, and a write that fails gives its number back. The document is dated
 * once the counter is held, so numbers and dates run in the same order; should the year
 * turn while it waited, the number is given back (a savepoint) and taken in the new year.
 */
async function nextDocumentNumber(
  deps: NumberingDeps,
  tx: Tx,
  series: DocumentSeries,
): Promise<{ number: string; now: Date }> {
  const timeZone = deps.config.businessTimezone;
  for (;;) {
    const year = documentYear(deps.clock.now(), timeZone);
    const taken = await tx
      .transaction(async (savepoint) => {
        const sequence = await takeNextInSeries(savepoint, series, year);
        const now = deps.clock.now();
        if (documentYear(now, timeZone) !== year) throw new YearTurned();
        return { number: documentNumber(series, year, sequence), now };
      })
      .catch((error: unknown) => {
        if (error instanceof YearTurned) return null;
        throw error;
      });
    if (taken) return taken;
  }
}

class YearTurned extends Error {}

/**
 * Print Invoice: the rental's or sale's invoice, created the first time with the next
 * number of the year (FA-2026-000001) and a frozen copy of what it states, and the same
 * invoice every time after. The rental or sale is locked first, so a second print of it
 * waits and answers the first one's invoice without taking a number.
 */
export async function createInvoice(
  deps: AppDeps,
  userId: string,
  source: CreateInvoiceBody,
): Promise<{ invoice: Invoice; created: boolean }> {
  const existing = await findInvoiceOf(deps.db, source);
  if (existing) return { invoice: existing, created: false };
  return write(deps, async (tx, audit) => {
    await lockInvoiceSource(tx, source);
    const made = await findInvoiceOf(tx, source);
    if (made) {
      // printed meanwhile: nothing written, nothing to audit
      audit.skip();
      return { invoice: made, created: false };
    }
    // a missing (or undone) rental or sale is refused here, before a number is taken
    const data = await invoiceDataOf(tx, source);
    const { number, now } = await nextDocumentNumber(deps, tx, 'FA');
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

export async function readInvoice(deps: AppDeps, id: string): Promise<Invoice> {
  const invoice = await findInvoice(deps.db, id);
  if (!invoice) throw new DomainError('invoice_not_found', 'details.invoiceNotFound');
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

import type { Invoice } from '@car-rental/domain/contract/invoices';
import { DomainError } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { AppDeps } from '../../lib/deps.ts';
import { readPrintableImage } from '../../lib/printable-image.ts';
import { documentLanguage } from '../settings/document-settings.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { findInvoice } from './invoices.repository.ts';

export async function getInvoice(ctx: AppDeps, { id }: { id: string }): Promise<Invoice> {
  const invoice = await findInvoice(ctx.db, id);
  if (!invoice) throw new DomainError('invoice_not_found', 'details.invoiceNotFound');
  return invoice;
}

/** the invoice in the asked language, or French and Arabic when the agency says so */
export async function getInvoicePdf(
  ctx: AppDeps,
  { id, language = 'en' }: { id: string; language?: Language | undefined },
): Promise<{ number: string; bytes: Uint8Array }> {
  const invoice = await getInvoice(ctx, { id });
  const bytes = await invoicePdf(invoice, {
    timeZone: ctx.config.businessTimezone,
    readImage: (name) => readPrintableImage(ctx, name),
    fonts: ctx.fonts,
    language: await documentLanguage(ctx.db, language),
  });
  return { number: invoice.number, bytes };
}

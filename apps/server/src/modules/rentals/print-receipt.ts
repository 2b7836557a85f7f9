import { DomainError } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { AppDeps } from '../../lib/deps.ts';
import { renderReceiptPdf } from '../contracts/contract-pdf.ts';
import { documentOf, pdfOptions } from './contract-of.ts';

/** the return's receipt: the booked end the car was due at, the actual return, the settlement */
export async function printReceipt(
  ctx: AppDeps,
  { rentalId, language = 'en' }: { rentalId: string; language?: Language | undefined },
) {
  const doc = await documentOf(ctx, rentalId, 'receipt');
  if (!doc.checkIn || !doc.settlement) {
    throw new DomainError('not_found', 'details.noReturnReceiptYet');
  }
  const options = await pdfOptions(ctx, doc, language);
  return { number: doc.contractNumber, bytes: await renderReceiptPdf(doc, options) };
}

import type { Language } from '@car-rental/domain/i18n/languages';
import type { AppDeps } from '../../lib/deps.ts';
import { renderContractPdf } from '../contracts/contract-pdf.ts';
import { documentOf, pdfOptions } from './contract-of.ts';

/** the contract in the asked language, or French and Arabic when the agency says so */
export async function printContract(
  ctx: AppDeps,
  { rentalId, language = 'en' }: { rentalId: string; language?: Language | undefined },
) {
  const doc = await documentOf(ctx, rentalId, 'contract');
  const options = await pdfOptions(ctx, doc, language);
  return { number: doc.contractNumber, bytes: await renderContractPdf(doc, options) };
}

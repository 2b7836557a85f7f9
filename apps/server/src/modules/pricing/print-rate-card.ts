import type { Language } from '@car-rental/domain/i18n/languages';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { AppDeps } from '../../lib/deps.ts';
import { readPrintableImage } from '../../lib/printable-image.ts';
import { documentLanguage } from '../settings/document-settings.ts';
import { readInvoiceSettings } from '../settings/settings.repository.ts';
import { findExtras, readPlans } from './pricing.repository.ts';
import { readRateCardModels } from './rate-card.repository.ts';
import { rateCardPdf } from './rate-card-pdf.ts';

/**
 * Issue 33 §4: print the rate card in the reader's language (French and Arabic when the
 * agency prints so), with the prices of the moment it is printed. Every signed-in account
 * prints it: the desk hands it to customers.
 */
export async function printRateCard(
  ctx: AppDeps,
  language: Language = 'en',
): Promise<{ name: string; bytes: Uint8Array }> {
  const [plans, models, extras, { business }] = await Promise.all([
    readPlans(ctx.db),
    readRateCardModels(ctx.db),
    findExtras(ctx.db),
    readInvoiceSettings(ctx.db),
  ]);
  const logo = business.businessLogo?.match(/^\/uploads\/(.+)$/)?.[1];
  const printedAt = ctx.clock.now();
  const bytes = await rateCardPdf({ plans, models, extras, printedAt }, business, {
    timeZone: ctx.config.businessTimezone,
    fonts: ctx.fonts,
    language: await documentLanguage(ctx.db, language),
    readLogo: async () => (logo ? readPrintableImage(ctx, logo) : undefined),
  });
  const day = businessDayOf(printedAt, ctx.config.businessTimezone);
  return { name: `rate-card-${day}.pdf`, bytes };
}

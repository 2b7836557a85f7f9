import type { DrawerParams } from '@car-rental/domain/contract/drawers';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { AppDeps } from '../../lib/deps.ts';
import { readPrintableImage } from '../../lib/printable-image.ts';
import { documentLanguage } from '../settings/document-settings.ts';
import { readInvoiceSettings } from '../settings/settings.repository.ts';
import { closeReportPdf } from './close-report-pdf.ts';
import { getDrawer } from './drawers.ts';

/**
 * Issue 31 §3: print a drawer's close report in the reader's language (French and Arabic
 * when the agency prints so). Everyone prints their own drawer's, a manager anyone's (the
 * same check as the Cash Close screen); an open drawer prints as a provisional report.
 */
export async function printCloseReport(
  ctx: AppDeps,
  { language = 'en', ...params }: DrawerParams & { language?: Language | undefined },
): Promise<{ name: string; bytes: Uint8Array }> {
  const drawer = await getDrawer(ctx, params);
  const { business } = await readInvoiceSettings(ctx.db);
  const logo = business.businessLogo?.match(/^\/uploads\/(.+)$/)?.[1];
  const bytes = await closeReportPdf(drawer, business, {
    timeZone: ctx.config.businessTimezone,
    fonts: ctx.fonts,
    language: await documentLanguage(ctx.db, language),
    readLogo: async () => (logo ? readPrintableImage(ctx, logo) : undefined),
  });
  return { name: `cash-close-${drawer.day}.pdf`, bytes };
}

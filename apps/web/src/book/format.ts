import { PAGE_TIME_ZONE } from './period.ts';
import { type Lang, localeOf } from './words.ts';

/**
 * An amount in centimes as every screen of the product writes it ('1 250 000 DA': the domain's
 * formatDA, fr-DZ, no decimals), written here again so that the page's first load does not
 * bring the domain's money module and, through its refusals, the English message catalogue
 * (book-page.test.tsx holds the two equal)
 */
const dinars = new Intl.NumberFormat('fr-DZ', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * '1 250 000 DA', isolated left to right (U+2066 … U+2069) so that an Arabic sentence keeps
 * the figure before 'DA'
 */
export const money = (amount: number) => `\u2066${dinars.format(amount / 100)} DA\u2069`;

const formatters = new Map<Lang, Intl.DateTimeFormat>();

/** 'sam. 5 déc. 2026, 10:00' in the page's language and the agency's time zone */
export function when(iso: string | Date, lang: Lang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(lang), {
      timeZone: PAGE_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}

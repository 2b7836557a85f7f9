import { formatDA } from '@car-rental/domain/money';
import { PAGE_TIME_ZONE } from './period.ts';
import { type Lang, localeOf } from './words.ts';

/**
 * '1 250 000 DA', as every screen of the product writes an amount, isolated left to right
 * (U+2066 … U+2069) so that an Arabic sentence keeps the figure before 'DA'
 */
export const money = (amount: number) => `\u2066${formatDA(amount)}\u2069`;

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

import { localeOf } from '@car-rental/domain/i18n/languages';
import { type Centimes, formatDA } from '@car-rental/domain/money';
import { currentLanguage } from './i18n.ts';

/** the business time zone every date is shown in (spec: Africa/Algiers unless configured) */
let businessTimeZone = 'Africa/Algiers';

export function setBusinessTimeZone(timeZone: string) {
  businessTimeZone = timeZone;
}

export function getBusinessTimeZone() {
  return businessTimeZone;
}

/** '1 250 000 DA' */
export function money(amount: Centimes | null | undefined): string {
  return formatDA(amount ?? 0);
}

const dateTime = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-DZ', { timeZone: businessTimeZone, ...options });

export function formatDate(iso: string | Date): string {
  return dateTime({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}

/** '10/03/2026 21:30': a 24-hour clock, never '09:30 PM' (fr-DZ alone would give 12-hour) */
export function formatDateTime(iso: string | Date): string {
  return dateTime({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * Dates written with words ('Thu 3 Dec 2026', 'December 2026') and the short numeric day
 * and month of the charts ('29/08'): every screen formats them here, in the one order the
 * rest of the product uses (dd/mm/yyyy): day before month in every language. English takes
 * en-GB's order (en alone is en-US: 'Dec 3', '08/29'); French and Arabic their own words.
 */
const dateStyles = {
  /** 'Thu 3 Dec 2026' (the picker's chosen days) */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Thursday 3 December 2026' (a calendar day's accessible name) */
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '3 Dec 2026' (the planning board's range) */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '3 Dec' */
  dayMonth: { day: 'numeric', month: 'short' },
  /** '3 Dec 09:00' (a booking's ends in the picker) */
  dayMonthTime: {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** '09:00' */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 'December 2026' (the calendar's month) */
  monthYear: { month: 'long', year: 'numeric' },
  /** 'Dec 26' (the revenue chart's months) */
  shortMonth: { month: 'short', year: '2-digit' },
  /** 'Thu' */
  weekday: { weekday: 'short' },
  /** '29/08' (the charts' days and weeks), numeric as formatDate */
  numericDayMonth: { day: '2-digit', month: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

/** the Intl locale of a date style: numeric ones as formatDate (fr-DZ), words in the language */
function dateLocale(style: DateStyle): string {
  if (style === 'numericDayMonth') return 'fr-DZ';
  const language = currentLanguage();
  return language === 'en' ? 'en-GB' : localeOf(language);
}

/** formatters are costly to make (a board row names 14 days): one per locale, style and zone */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const locale = dateLocale(style);
  const key = `${locale}|${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** an instant, on the business time zone's clock */
export function formatInstant(instant: string | Date, style: DateStyle): string {
  return formatterOf(style, businessTimeZone).format(new Date(instant));
}

/** a calendar day ('YYYY-MM-DD') or month ('YYYY-MM') as it is, whatever the time zone */
export function formatCalendarDay(day: string, style: DateStyle): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return formatterOf(style, 'UTC').format(new Date(Date.UTC(year, month - 1, date, 12)));
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('fr-DZ').format(value);
}

/** a form's decimal dinars ('1250.5') to centimes; undefined when empty or not a number */
export function parseDinars(text: string): Centimes | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return undefined;
  return Math.round(value * 100);
}

/** centimes to the text a form input shows */
export function dinarsText(amount: Centimes | null | undefined): string {
  return amount === null || amount === undefined ? '' : String(amount / 100);
}

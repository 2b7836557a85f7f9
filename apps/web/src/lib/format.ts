import { type Centimes, formatDA } from '@car-rental/domain/money';

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

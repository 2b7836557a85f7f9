import type { BookingPageSettings } from '@car-rental/domain/contract/booking-page';
import type { MailOutcome } from '@car-rental/domain/contract/booking-request-list';
import { type Language, localeOf } from '@car-rental/domain/i18n/languages';
import { type Centimes, formatDA } from '@car-rental/domain/money';
import type { AppDeps } from '../../lib/deps.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { findBookingPageSettings } from './booking-page.ts';
import { mailTexts, type RequestMailKind } from './booking-request-texts.ts';
import { findRequestCar, type RequestRow, updateRequest } from './booking-requests.repository.ts';
import { activeSmtp } from './mail-settings.ts';

/**
 * Issue 34 §3 (decision 0048): the customer is told, in their language, when their request is
 * received, confirmed (with the agency's address and hours, what to bring and a calendar file)
 * or declined (with the reason). Sent once the step has committed, through the owner's SMTP
 * settings (settings.mail) or the server's mailer (SMTP_URL); the outcome is kept on the
 * request for the desk: sent, not sent (no SMTP server set) or failed.
 */

/** the mailer the booking page sends through, or none when no SMTP server is set */
export async function requestMailer(deps: AppDeps): Promise<Mailer | null> {
  const smtp = await activeSmtp(deps.db);
  if (smtp && deps.mailer.through) return deps.mailer.through(smtp);
  return deps.mailer.configured === false ? null : deps.mailer;
}

/** a date and time as the customer reads it, in the business time zone */
function when(instant: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
    // French and Arabic read 14:00 (fr-DZ's data would write 2:00 PM)
    ...(language === 'en' ? {} : { hourCycle: 'h23' as const }),
  }).format(instant);
}

/** a date-time of an iCalendar file: UTC, basic format */
const icsTime = (instant: Date) =>
  `${instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;

/** iCalendar text escapes a backslash, a comma, a semicolon and a new line */
const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');

/** the calendar file of a confirmed request: the pickup to the return, at the agency */
export function calendarOf(
  row: Pick<RequestRow, 'id' | 'startAt' | 'endAt'>,
  event: { summary: string; address: string; description: string },
  now: Date,
): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//car-rental//booking page//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${row.id}@booking-page`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(row.startAt)}`,
    `DTEND:${icsTime(row.endAt)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.address)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** the mail of a request's step, in its language */
export async function requestMail(
  deps: AppDeps,
  row: RequestRow,
  kind: RequestMailKind,
  extra: { token?: string | undefined; settings?: BookingPageSettings | undefined },
): Promise<Mail> {
  const [car, settings] = await Promise.all([
    findRequestCar(deps.db, row.carId),
    extra.settings ?? findBookingPageSettings(deps.db),
  ]);
  const language = row.language;
  const timeZone = deps.config.businessTimezone;
  const words = mailTexts[language];
  const money = (amount: Centimes) => formatDA(amount);
  const values = {
    name: row.name,
    car: car ? `${car.brandName} ${car.modelName}` : '',
    from: when(row.startAt, language, timeZone),
    to: when(row.endAt, language, timeZone),
    total: money(row.quote.due),
    deposit: row.quote.deposit === null ? '' : money(row.quote.deposit),
    holdUntil: when(row.holdUntil, language, timeZone),
    address: settings.address,
    hours: settings.hours,
    reason: row.reason ?? '',
    link: extra.token ? `${deps.config.appUrl.replace(/\/+$/, '')}/book/status/${extra.token}` : '',
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key as keyof typeof values] ?? '');
  const text = words[kind].body
    .filter((line) => {
      // a line about a value left blank (no deposit, no address, no link) is left out
      const names = [...line.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      return names.every((key) => values[key as keyof typeof values] !== '');
    })
    .map(fill)
    .join('\n');
  const mail: Mail = { to: row.email, subject: fill(words[kind].subject), text };
  if (kind === 'confirmed') {
    mail.attachments = [
      {
        filename: 'booking.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendarOf(
          row,
          {
            summary: fill(words.calendarSummary),
            address: settings.address,
            description: fill(words.calendarDescription),
          },
          deps.clock.now(),
        ),
      },
    ];
  }
  return mail;
}

/**
 * Sends a step's mail after its transaction committed and keeps the outcome on the request;
 * a failure does not fail the step (the desk sees it on the request). Answers the request as
 * it is now.
 */
export async function sendRequestMail(
  deps: AppDeps,
  row: RequestRow,
  kind: RequestMailKind,
  extra: { token?: string | undefined; settings?: BookingPageSettings | undefined },
  logError: (error: unknown, message: string) => void,
): Promise<RequestRow> {
  let outcome: MailOutcome = 'not_sent';
  try {
    const mailer = await requestMailer(deps);
    if (mailer) {
      await mailer.send(await requestMail(deps, row, kind, extra));
      outcome = 'sent';
    }
  } catch (error) {
    outcome = 'failed';
    logError(error, `the booking request's ${kind} mail could not be sent`);
  }
  if (outcome === row.mail) return row;
  const updated = await updateRequest(deps.db, row.id, { mail: outcome });
  // the desk's list read the request when its step committed: it reads the outcome again
  deps.events.publish(['rentals']);
  return updated;
}

import type { QuoteAnswer } from '@car-rental/domain/contract/pricing';
import { fieldMessage } from '@car-rental/domain/messages';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
import { money } from '../../../lib/format.ts';

type Line = QuoteAnswer['lines'][number];

/** an amount taken off reads with its minus sign: '−4 375 DA' */
const signed = (amount: number) => (amount < 0 ? `−${money(-amount)}` : money(amount));

/**
 * Book Rental (issue 33): the booking's price line by line (computed at once by the server's
 * rule, then as the server quotes it): the days by season (or weekend, or the base rate), the
 * duration tier, each extra, the discount, what is due and the deposit. `ready` is false
 * while the answer shown is not yet the one asked for (`data-quote-ready`, what a journey
 * waits for after a change; `data-quote-days`, the days of the answer shown).
 */
export function BookingQuote({
  answer,
  ready,
  failure,
  places,
}: {
  answer: QuoteAnswer | undefined;
  ready: boolean;
  /** why the quote asked could not be given (the previous one stays shown) */
  failure: string | null;
  /** a delivery's place, by the extra's code */
  places: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const { t: tp } = useTranslation('pricing');

  const label = (line: Line): string => {
    if (line.kind === 'days') {
      if (line.season) return t('quote.season', { season: line.season });
      return line.weekend ? t('quote.weekend') : t('quote.base');
    }
    if (line.kind === 'tier') return t('quote.tier', { days: line.fromDays });
    const name = tp(`extras.name.${line.code}`);
    const place = places[line.code];
    const named = place ? t('quote.extraPlace', { extra: name, place }) : name;
    return line.quantity > 1
      ? t('quote.extraCount', { extra: named, quantity: line.quantity })
      : named;
  };
  const value = (line: Line): string =>
    line.kind === 'days'
      ? t('quote.daysValue', {
          days: tc('days', { count: line.days }),
          rate: money(line.rate),
          amount: money(line.amount),
        })
      : signed(line.amount);

  return (
    <section
      aria-label={t('quote.title')}
      aria-busy={!ready}
      data-testid="booking-quote"
      data-quote-ready={ready ? 'true' : 'false'}
      data-quote-days={answer?.days}
      className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60"
    >
      <h3 className="mb-1 font-medium">{t('quote.title')}</h3>
      {answer ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {answer.lines.map((line, index) => (
            <div key={index} className="contents" data-testid="quote-line">
              <dt className="text-slate-600 dark:text-slate-400">{label(line)}</dt>
              <dd className="text-end">
                <Ltr>{value(line)}</Ltr>
              </dd>
            </div>
          ))}
          {answer.discount > 0 ? (
            <div className="contents" data-testid="quote-line">
              <dt className="text-slate-600 dark:text-slate-400">{t('quote.discount')}</dt>
              <dd className="text-end">
                <Ltr>{signed(-answer.discount)}</Ltr>
              </dd>
            </div>
          ) : null}
          <dt className="border-t border-slate-200 pt-1 font-semibold dark:border-slate-700">
            {t('quote.due')}
          </dt>
          <dd
            data-testid="quote-due"
            className="border-t border-slate-200 pt-1 text-end font-semibold dark:border-slate-700"
          >
            <Ltr>{money(answer.due)}</Ltr>
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('quote.deposit')}</dt>
          <dd data-testid="quote-deposit" className="text-end">
            {answer.deposit === null ? t('quote.noDeposit') : <Ltr>{money(answer.deposit)}</Ltr>}
          </dd>
        </dl>
      ) : failure ? null : (
        <p className="text-slate-600 dark:text-slate-400">{t('quote.loading')}</p>
      )}
      {answer?.shortOf ? (
        <p
          data-testid="quote-short-of"
          className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {localiseFieldMessage(
            fieldMessage('fields.seasonMinimum', {
              season: answer.shortOf.season,
              days: answer.shortOf.minDays,
            }),
          )}
        </p>
      ) : null}
      {failure ? (
        <div className="mt-2">
          <ErrorBox message={failure} />
        </div>
      ) : null}
    </section>
  );
}

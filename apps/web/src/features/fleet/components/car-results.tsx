import type {
  CarResultFiguresAnswer,
  CarResultRental,
  CarResults,
} from '@car-rental/domain/contract/car-results';
import { formatDA } from '@car-rental/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatNumber, money } from '../../../lib/format.ts';
import { useCarResults } from '../api/car-results.ts';

/** a signed amount: red below 0, green above */
export const resultTone = (amount: number) =>
  amount < 0
    ? 'text-red-700 dark:text-red-400'
    : amount > 0
      ? 'text-emerald-700 dark:text-emerald-400'
      : '';

/** the car page's "What this car earned" (issue 32 §5): its figures, then its bookings */
export function CarResultsSection({ carId }: { carId: string }) {
  const { t } = useTranslation('carResults');
  const results = useCarResults(carId);
  return (
    <section aria-labelledby="car-results" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="car-results" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <Link
          to="/fleet/report"
          className="text-sm text-blue-700 hover:underline dark:text-blue-300"
        >
          {t('reportLink')}
        </Link>
      </div>
      {results.isPending ? <PendingNote /> : null}
      <ErrorBox message={results.isError ? errorMessage(results.error, t('loadFailed')) : null} />
      {results.data ? <Results results={results.data} /> : null}
    </section>
  );
}

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string | undefined;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold">
        <Ltr>{value}</Ltr>
      </dd>
      {note ? <dd className="text-xs text-slate-500 dark:text-slate-400">{note}</dd> : null}
    </div>
  );
}

function Results({ results }: { results: CarResults }) {
  const { t } = useTranslation('carResults');
  const f: CarResultFiguresAnswer = results.figures;
  const costs = [
    { kind: 'services', amount: f.serviceCosts, records: f.serviceCount },
    { kind: 'papers', amount: f.paperCosts, records: f.paperCount },
    { kind: 'fines', amount: f.fineCosts, records: f.fineCount },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <div data-testid="car-net-result">
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('net')}</p>
          <p className={`text-2xl font-semibold ${resultTone(f.netResult)}`}>
            <Ltr>{money(f.netResult)}</Ltr>
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('netHint')}</p>
        </div>
        <div data-testid="car-operating-result">
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('operating')}</p>
          <p className={`text-2xl font-semibold ${resultTone(f.operatingResult)}`}>
            <Ltr>{money(f.operatingResult)}</Ltr>
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t('operatingHint')}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        <Figure
          testId="car-purchase"
          label={t('purchase')}
          value={f.purchasePrice === null ? t('noPurchase') : money(f.purchasePrice)}
          note={t('ownedSince', { date: formatDate(f.ownedSince) })}
        />
        <Figure
          testId="car-revenue"
          label={t('revenue')}
          value={money(f.rentalRevenue)}
          note={t('rentals', { count: f.rentalCount })}
        />
        {costs.map(({ kind, amount, records }) => (
          <Figure
            key={kind}
            testId={`car-${kind}-cost`}
            label={t(kind)}
            value={money(amount)}
            note={t('count', { count: records })}
          />
        ))}
        <Figure
          testId="car-sale"
          label={t('sale')}
          value={f.salePrice === null ? t('notSold') : money(f.salePrice)}
          note={f.soldAt ? t('soldOn', { date: formatDate(f.soldAt) }) : undefined}
        />
        <Figure testId="car-per-day" label={t('perDay')} value={money(f.revenuePerDay)} />
        <Figure
          testId="car-utilisation"
          label={t('utilisation')}
          value={t('utilisationValue', {
            percent: formatNumber(Math.round(f.utilisation * 100)),
            rented: formatNumber(f.daysRented),
            owned: formatNumber(f.daysOwned),
          })}
        />
        <Figure
          testId="car-cost-per-km"
          label={t('costPerKm')}
          value={f.costPerKm === null ? t('noKm') : formatDA(f.costPerKm, 2)}
          note={t('km', { km: formatNumber(f.kmDriven) })}
        />
      </dl>
      <Bookings rentals={results.rentals} count={f.rentalCount} />
    </div>
  );
}

function Bookings({ rentals, count }: { rentals: CarResultRental[]; count: number }) {
  const { t } = useTranslation('carResults');
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium">{t('bookings')}</h3>
      {rentals.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('noBookings')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="car-result-rentals">
          {rentals.map((rental) => (
            <li
              key={rental.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-1 dark:border-slate-800"
            >
              <span>
                {rental.customerName} · <Ltr>{formatDate(rental.startAt)}</Ltr> ·{' '}
                {t(`state.${rental.state}`)}
                {rental.days !== null ? ` · ${t('days', { count: rental.days })}` : ''}
                {rental.km !== null ? ` · ${t('km', { km: formatNumber(rental.km) })}` : ''}
              </span>
              <Ltr>{money(rental.revenue)}</Ltr>
            </li>
          ))}
        </ul>
      )}
      {count > rentals.length ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('bookingsShown', { shown: rentals.length, count })}
        </p>
      ) : null}
    </div>
  );
}

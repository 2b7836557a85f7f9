import {
  type FleetFilter,
  type FleetRow,
  fleetFilters,
  fleetPaperKinds,
} from '@car-rental/domain/contract/fleet-status';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useFleet } from '../api/fleet-status.ts';
import { fleetPaperTones, reminderTones, useLeftText, usePaperText } from './upkeep-words.ts';

const isFilter = (value: string | null): value is FleetFilter =>
  fleetFilters.includes(value as FleetFilter);

/**
 * /fleet (issue 32 §3): every car with its next service and its papers, the most urgent
 * first; filtered (all, service due, papers lapsed or expiring, either) and paged by the
 * server, the filter and page in the address so the bell and the Dashboard link to them.
 */
export function FleetScreen() {
  const { t } = useTranslation('upkeep');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('filter');
  const filter: FleetFilter = isFilter(asked) ? asked : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const fleet = useFleet(filter, page);
  const go = (next: FleetFilter, nextPage = 1) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('filter', next);
        params.set('page', String(nextPage));
        return params;
      },
      { replace: true },
    );
  const pages = fleet.data ? Math.max(1, Math.ceil(fleet.data.total / fleet.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('screen.title')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('screen.hint')}</p>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('filter.label')}</legend>
        {fleetFilters.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === filter ? 'primary' : 'secondary'}
            aria-pressed={option === filter}
            onClick={() => go(option)}
          >
            {t(`filter.${option}`, { count: fleet.data?.counts[option] ?? 0 })}
          </Button>
        ))}
      </fieldset>
      {fleet.isPending ? (
        <PendingNote />
      ) : fleet.isError ? (
        <ErrorBox message={errorMessage(fleet.error, t('screen.loadFailed'))} />
      ) : fleet.data.items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('screen.none')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2" data-testid="fleet-rows">
            {fleet.data.items.map((row) => (
              <FleetCarRow key={row.carId} row={row} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="flex items-center justify-between gap-2 text-sm">
              <Button
                size="sm"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => go(filter, page - 1)}
              >
                {t('screen.previous')}
              </Button>
              <span>{t('screen.pageOf', { page, pages })}</span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= pages}
                onClick={() => go(filter, page + 1)}
              >
                {t('screen.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function FleetCarRow({ row }: { row: FleetRow }) {
  const { t } = useTranslation('upkeep');
  const { t: tFleet } = useTranslation('fleet');
  const leftText = useLeftText();
  const paperText = usePaperText();
  const name = `${row.brandName} ${row.modelName}`;
  const next = row.nextService;
  return (
    <li
      data-car={row.carId}
      className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <Link
        to={`/garage/${row.carId}`}
        aria-label={t('screen.open', { car: row.plate ? `${name} ${row.plate}` : name })}
        className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between"
      >
        <div className="min-w-0">
          <Ltr className="font-medium">{name}</Ltr>{' '}
          {row.plate ? (
            <Ltr className="whitespace-nowrap text-sm text-slate-500 dark:text-slate-400">
              {row.plate}
            </Ltr>
          ) : null}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            <Ltr>{t('screen.odometer', { km: formatNumber(row.odometerKm) })}</Ltr>
          </p>
        </div>
        <div className="flex flex-col gap-1 text-sm sm:items-end">
          {next ? (
            <span className="flex flex-wrap items-center gap-2" data-testid="next-service">
              <span>{tFleet(`serviceType.${next.serviceType}`)}</span>
              <Badge tone={reminderTones[next.state]}>{t(`reminderState.${next.state}`)}</Badge>
              <span className="text-slate-600 dark:text-slate-400">{leftText(next)}</span>
            </span>
          ) : (
            <span className="text-slate-500 dark:text-slate-400">{t('screen.noSchedule')}</span>
          )}
          <span className="flex flex-wrap gap-1" data-testid="fleet-papers">
            {fleetPaperKinds.map((kind) => (
              <span key={kind} data-kind={kind} data-state={row.papers[kind].state}>
                <Badge tone={fleetPaperTones[row.papers[kind].state]}>
                  {`${t(`paperKind.${kind}`)}: ${paperText(row.papers[kind])}`}
                </Badge>
              </span>
            ))}
          </span>
        </div>
      </Link>
    </li>
  );
}

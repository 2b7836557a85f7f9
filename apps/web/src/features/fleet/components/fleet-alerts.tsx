import type { FleetPage, FleetRow } from '@car-rental/domain/contract/fleet-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useFleetAttention } from '../api/fleet-status.ts';
import { fleetPaperTones, reminderTones, useLeftText } from './upkeep-words.ts';

/**
 * Issue 32 §3: what the bell and the Dashboard show of the fleet, the cars whose service is
 * due soon or worse or whose papers lapse or expire soon: the counts, the first few, links to
 * the Fleet screen filtered.
 */

export const fleetLink = (filter: 'service' | 'papers' | 'attention') => `/fleet?filter=${filter}`;

/** the worst paper of a row, to name it beside the car */
function worstPaper(row: FleetRow) {
  const kinds = Object.entries(row.papers) as [
    keyof FleetRow['papers'],
    FleetRow['papers']['insurance'],
  ][];
  return (
    kinds.find(([, paper]) => paper.state === 'lapsed') ??
    kinds.find(([, paper]) => paper.state === 'expires_soon')
  );
}

function AttentionItem({ row, onOpen }: { row: FleetRow; onOpen?: () => void }) {
  const { t } = useTranslation('upkeep');
  const { t: tFleet } = useTranslation('fleet');
  const leftText = useLeftText();
  const next = row.nextService && row.nextService.state !== 'ok' ? row.nextService : null;
  const paper = worstPaper(row);
  return (
    <li
      data-car={row.carId}
      className="rounded-md border border-slate-100 p-2 text-sm dark:border-slate-800"
    >
      <Link to={`/garage/${row.carId}`} onClick={onOpen} className="block">
        <Ltr className="font-medium">{`${row.brandName} ${row.modelName}`}</Ltr>{' '}
        {row.plate ? (
          <Ltr className="whitespace-nowrap text-slate-500 dark:text-slate-400">{row.plate}</Ltr>
        ) : null}
        <span className="mt-1 flex flex-wrap items-center gap-1">
          {next ? (
            <Badge tone={reminderTones[next.state]}>
              {`${tFleet(`serviceType.${next.serviceType}`)}: ${t(`reminderState.${next.state}`)} · ${leftText(next)}`}
            </Badge>
          ) : null}
          {paper ? (
            <Badge tone={fleetPaperTones[paper[1].state]}>
              {`${t(`paperKind.${paper[0]}`)}: ${t(`paperState.${paper[1].state}`)}`}
            </Badge>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

function AttentionList({ page, onOpen }: { page: FleetPage; onOpen?: () => void }) {
  const { t } = useTranslation('upkeep');
  if (page.counts.attention === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('alerts.none')}</p>;
  }
  return (
    <div className="flex flex-col gap-2" data-testid="fleet-attention">
      <p className="flex flex-wrap gap-x-3 text-xs">
        <Link to={fleetLink('service')} onClick={onOpen} className="underline">
          {t('alerts.service', { count: page.counts.service })}
        </Link>
        <Link to={fleetLink('papers')} onClick={onOpen} className="underline">
          {t('alerts.papers', { count: page.counts.papers })}
        </Link>
      </p>
      <ul className="flex flex-col gap-2">
        {page.items.map((row) => (
          <AttentionItem key={row.carId} row={row} onOpen={onOpen} />
        ))}
      </ul>
      <Link to={fleetLink('attention')} onClick={onOpen} className="text-xs underline">
        {t('alerts.more', { count: page.counts.attention })}
      </Link>
    </div>
  );
}

/** the count the bell adds to the rentals' (the cars needing attention) */
export function useFleetAlertCount(): number {
  return useFleetAttention().data?.counts.attention ?? 0;
}

/** the bell's Fleet part, under the rental alerts */
export function FleetBellPart({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('upkeep');
  const fleet = useFleetAttention();
  if (!fleet.data) return null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800">
      <h2 className="mb-2 text-sm font-semibold">{t('alerts.title')}</h2>
      <AttentionList page={fleet.data} onOpen={onOpen} />
    </div>
  );
}

/** the Dashboard's card of the cars to look after */
export function FleetAttentionCard() {
  const { t } = useTranslation('upkeep');
  const fleet = useFleetAttention();
  if (!fleet.data) return null;
  return (
    <section
      aria-labelledby="fleet-attention-title"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="fleet-attention-title" className="mb-2 text-lg font-semibold">
        {t('dashboard.title')}
      </h2>
      {fleet.data.counts.attention === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('dashboard.none')}</p>
      ) : (
        <AttentionList page={fleet.data} />
      )}
    </section>
  );
}

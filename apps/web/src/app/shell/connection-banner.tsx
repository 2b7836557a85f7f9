import { AlertTriangle, CloudOff, Loader2, RefreshCw, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDataMode } from '../../lib/data-mode.ts';
import { formatDateTime } from '../../lib/format.ts';
import { type OfflineReason, useConnection } from '../../lib/offline/connection.ts';
import {
  dismissRefused,
  type QueuedWrite,
  useQueuedWrites,
  useRefusedWrites,
  useStorageFailed,
} from '../../lib/offline/outbox.ts';
import { retryNow } from '../../lib/offline/sync.ts';

const reasonKeys: Record<OfflineReason, string> = {
  offline: 'connection.offlineMode',
  timeout: 'connection.timeoutMode',
  permission: 'connection.permissionMode',
  notFound: 'connection.notFoundMode',
  failed: 'connection.testFailed',
};

function useWriteLabel() {
  const { t } = useTranslation();
  return (write: QueuedWrite) => t(`connection.writes.${write.label.key}`, write.label.values);
}

/**
 * Under the header, for signed-in staff (never in demo mode): the amber 'Database Status'
 * banner while the server cannot be reached (spec §2), the writes waiting to be sent, and the
 * queued writes the server refused on replay, each with its reason and a Dismiss button.
 */
export function ConnectionBanner() {
  const mode = useDataMode();
  const connection = useConnection();
  const queued = useQueuedWrites();
  const refused = useRefusedWrites();
  if (mode === 'demo') return null;
  if (connection.status === 'online' && queued.length === 0 && refused.length === 0) return null;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-4">
      {connection.status !== 'online' ? <StatusBanner /> : null}
      {queued.length > 0 ? <PendingChanges writes={queued} /> : null}
      {refused.length > 0 ? <RefusedChanges /> : null}
    </div>
  );
}

function StatusBanner() {
  const { t } = useTranslation();
  const connection = useConnection();
  const storageFailed = useStorageFailed();
  const reconnecting = connection.status === 'reconnecting';
  const reason = storageFailed
    ? t('connection.storageFailed')
    : t(reasonKeys[connection.reason ?? 'offline']);
  const detail = connection.detail && connection.detail !== reason ? connection.detail : null;
  return (
    <div
      role="status"
      data-testid="connection-banner"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <AlertTriangle
        size={20}
        className="mt-0.5 shrink-0 text-amber-700 dark:text-amber-300"
        aria-hidden
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{t('connection.bannerTitle')}</p>
        <p data-testid="connection-error">{reason}</p>
        {detail ? <p>{detail}</p> : null}
        <p className="mt-1">{t('connection.bannerText')}</p>
        <p className="mt-1 flex items-center gap-1 text-xs">
          <Loader2 size={12} className="animate-spin" aria-hidden />
          {t('connection.attempting')}
        </p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void retryNow()}
        disabled={reconnecting}
        aria-busy={reconnecting}
      >
        <RefreshCw size={14} className={reconnecting ? 'animate-spin' : ''} aria-hidden />
        {reconnecting ? t('connection.connecting') : t('connection.retryNow')}
      </Button>
    </div>
  );
}

function PendingChanges({ writes }: { writes: QueuedWrite[] }) {
  const { t } = useTranslation();
  const labelOf = useWriteLabel();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="pending-changes"
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <CloudOff size={16} aria-hidden />
        {t('connection.pendingTitle', { count: writes.length })}
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('connection.pendingIntro')}</p>
      <ol className="mt-2 flex flex-col gap-1">
        {writes.map((write) => (
          <li
            key={write.id}
            className="flex flex-wrap items-center gap-2"
            data-testid="pending-change"
          >
            <Badge tone="amber">{t('connection.pendingSync')}</Badge>
            <span className="min-w-0 break-words">{labelOf(write)}</span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {t('connection.queuedAt', { time: formatDateTime(write.queuedAt) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function RefusedChanges() {
  const { t } = useTranslation();
  const labelOf = useWriteLabel();
  const refused = useRefusedWrites();
  const titleId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      data-testid="refused-changes"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <h2 id={titleId} className="font-semibold">
        {t('connection.refusedTitle', { count: refused.length })}
      </h2>
      <p className="mt-1">{t('connection.refusedIntro')}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {refused.map((write) => (
          <li key={write.id} className="flex items-start gap-2" data-testid="refused-change">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{labelOf(write)}</p>
              <p className="break-words" data-testid="refused-reason">
                {write.reason}
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => dismissRefused(write.id)}
              aria-label={t('connection.dismissLabel', { label: labelOf(write) })}
            >
              <X size={14} aria-hidden />
              {t('connection.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { DrawerClose, DrawerDay } from '@car-rental/domain/contract/drawers';
import { Printer, RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { useDataMode } from '../../../lib/data-mode.ts';
import { formatDateTime, money } from '../../../lib/format.ts';
import { drawerReportUrl } from '../api/get-drawer.ts';
import { ChequeTicks } from './cheque-ticks.tsx';
import { Difference } from './difference.tsx';
import { ReopenDialog } from './reopen-dialog.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1.5 last:border-0 dark:border-slate-800">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-end font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** the close's figures: what was counted against what was expected, who closed and when */
function CloseFigures({ close }: { close: DrawerClose }) {
  const { t } = useTranslation('till');
  const amount = (value: number) => <Ltr>{money(value)}</Ltr>;
  return (
    <dl className="text-sm" data-testid="close-figures">
      <Row label={t('figures.openingFloat')}>{amount(close.openingFloat)}</Row>
      <Row label={t('figures.expectedCash')}>{amount(close.expectedCash)}</Row>
      <Row label={t('figures.countedCash')}>{amount(close.countedCash)}</Row>
      <Row label={t('figures.difference')}>
        <Difference difference={close.difference} testId="close-difference" />
      </Row>
      <Row label={t('figures.handedOver')}>{amount(close.handedOver)}</Row>
      <Row label={t('figures.nextFloat')}>{amount(close.nextFloat)}</Row>
      {close.chequesExpected > 0 || close.chequesCounted !== null ? (
        <Row label={t('figures.cheques')}>
          {t('figures.chequesCounted', {
            counted: close.chequesCounted ?? '—',
            expected: close.chequesExpected,
          })}
        </Row>
      ) : null}
      {close.denominations.length > 0 ? (
        <Row label={t('count.denominations')}>
          {close.denominations.map((note) => (
            <span key={note.value} className="block">
              <Ltr>{t('figures.note', { pieces: note.count, note: money(note.value * 100) })}</Ltr>
            </span>
          ))}
        </Row>
      ) : null}
      {close.reason ? (
        <Row label={t('count.reason')}>
          <Ltr>{close.reason}</Ltr>
        </Row>
      ) : null}
    </dl>
  );
}

/** a closed drawer: its close, the report to print, and for an owner the way to reopen it */
export function CloseSummary({ drawer, close }: { drawer: DrawerDay; close: DrawerClose }) {
  const { t } = useTranslation('till');
  const canReopen = useCan('reopenDrawer');
  const [reopening, setReopening] = useState(false);
  // the demo has no server: its worker makes the report and a button saves it
  const demo = useDataMode() === 'demo';
  const reportUrl = drawerReportUrl(drawer.userId, drawer.day);
  return (
    <section
      aria-labelledby="drawer-close-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="drawer-close-title" className="text-lg font-semibold">
            {t('closed.title')}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="closed-by">
            <Ltr>
              {t('closed.by', { name: close.closedByName, date: formatDateTime(close.closedAt) })}
            </Ltr>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {demo ? (
            <DownloadLink
              href={reportUrl}
              label={t('closed.print')}
              description={t('closed.print')}
            />
          ) : (
            <a
              href={reportUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            >
              <Printer size={16} aria-hidden />
              {t('closed.print')}
            </a>
          )}
          {canReopen ? (
            <Button variant="secondary" onClick={() => setReopening(true)}>
              <RotateCcw size={16} aria-hidden />
              {t('closed.reopen')}
            </Button>
          ) : null}
        </div>
      </div>
      <CloseFigures close={close} />
      {drawer.cheques.length > 0 ? <ChequeTicks cheques={drawer.cheques} /> : null}
      {reopening ? <ReopenDialog drawer={drawer} onOpenChange={setReopening} /> : null}
    </section>
  );
}

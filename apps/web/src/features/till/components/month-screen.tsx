import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDay } from '../../../lib/format.ts';
import { drawerExportUrl, useDrawerMonth } from '../api/list-drawer-month.ts';
import { businessToday, monthOf, shiftMonth } from '../lib/days.ts';
import { MethodTotals } from './method-totals.tsx';
import { MonthGrid } from './month-grid.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /till/month (managers and owners): the month's closes per staff member, and its money by method */
export function MonthScreen() {
  const { t } = useTranslation('till');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : monthOf(businessToday());
  const answer = useDrawerMonth(month);
  const show = (next: string) => {
    if (MONTH.test(next)) setSearch({ month: next });
  };
  const title = formatCalendarDay(`${month}-01`, 'monthYear');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t('month.title')}</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            <Link to="/till" className="underline">
              {t('month.back')}
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="secondary"
            aria-label={t('month.previous')}
            onClick={() => show(shiftMonth(month, -1))}
          >
            <ChevronLeft size={16} aria-hidden className="rtl:rotate-180" />
          </Button>
          <Field
            label={t('month.pick')}
            type="month"
            value={month}
            onChange={(event) => show(event.target.value)}
          />
          <Button
            variant="secondary"
            aria-label={t('month.next')}
            onClick={() => show(shiftMonth(month, 1))}
          >
            <ChevronRight size={16} aria-hidden className="rtl:rotate-180" />
          </Button>
          <DownloadLink
            href={drawerExportUrl('csv', month)}
            label={t('month.exportCsv')}
            description={t('month.exportCsvLabel', { month: title })}
          />
          <DownloadLink
            href={drawerExportUrl('xlsx', month)}
            label={t('month.exportXlsx')}
            description={t('month.exportXlsxLabel', { month: title })}
          />
        </div>
      </div>
      {answer.isPending ? <PendingNote /> : null}
      <ErrorBox
        message={answer.isError ? errorMessage(answer.error, t('month.loadFailed')) : null}
      />
      {answer.data ? (
        answer.data.staff.length === 0 ? (
          <EmptyState title={t('month.empty')} />
        ) : (
          <>
            <MonthGrid month={answer.data} />
            <Legend />
            <MethodTotals
              totals={answer.data.methods}
              caption={t('methods.month', { month: title })}
            />
          </>
        )
      ) : null}
    </div>
  );
}

/** what the cells' marks mean */
function Legend() {
  const { t } = useTranslation('till');
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span>{t('legend.open')}</span>
      <span>{t('legend.closed')}</span>
      <span>{t('legend.difference')}</span>
      <span>{t('legend.reopened')}</span>
    </p>
  );
}

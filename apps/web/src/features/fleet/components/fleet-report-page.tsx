import {
  FLEET_REPORT_PAGE,
  type FleetReportFilters,
  type FleetReportRow,
  fleetReportSorts,
  fleetReportStates,
} from '@car-rental/domain/contract/car-results';
import { formatDA } from '@car-rental/domain/money';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadLink } from '../../../components/ui/download-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatNumber, money } from '../../../lib/format.ts';
import { fleetReportExportUrl, useFleetReport } from '../api/car-results.ts';
import { resultTone } from './car-results.tsx';

const orders = ['desc', 'asc'] as const;
const pick = <T extends string>(value: string | null, among: readonly T[], fallback: T): T =>
  among.includes(value as T) ? (value as T) : fallback;

/** /fleet/report: every car ranked by net result (or another figure), paged, with its files */
export function FleetReportPage() {
  const { t } = useTranslation('carResults');
  const [search, setSearch] = useSearchParams();
  const filters: FleetReportFilters = {
    sort: pick(search.get('sort'), fleetReportSorts, 'net'),
    order: pick(search.get('order'), orders, 'desc'),
    state: pick(search.get('state'), fleetReportStates, 'all'),
  };
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const pageSize = FLEET_REPORT_PAGE.default;
  const report = useFleetReport({ ...filters, page, pageSize });
  const show = (next: Partial<FleetReportFilters & { page: number }>) => {
    const merged = { ...filters, page: 1, ...next };
    setSearch({ ...merged, page: String(merged.page) });
  };
  const pages = report.data ? Math.max(1, Math.ceil(report.data.total / pageSize)) : 1;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('report.title')}</h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('report.subtitle')}</p>
        <Link to="/garage" className="text-sm text-blue-700 hover:underline dark:text-blue-300">
          {t('report.back')}
        </Link>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('report.sort')}
          value={filters.sort}
          onChange={(event) => show({ sort: pick(event.target.value, fleetReportSorts, 'net') })}
        >
          {fleetReportSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`report.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('report.order')}
          value={filters.order}
          onChange={(event) => show({ order: pick(event.target.value, orders, 'desc') })}
        >
          {orders.map((order) => (
            <option key={order} value={order}>
              {t(`report.orders.${order}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('report.state')}
          value={filters.state}
          onChange={(event) => show({ state: pick(event.target.value, fleetReportStates, 'all') })}
        >
          {fleetReportStates.map((state) => (
            <option key={state} value={state}>
              {t(`report.states.${state}`)}
            </option>
          ))}
        </SelectField>
        <DownloadLink
          href={fleetReportExportUrl('csv', filters)}
          label={t('report.exportCsv')}
          description={t('report.exportCsvLabel')}
        />
        <DownloadLink
          href={fleetReportExportUrl('xlsx', filters)}
          label={t('report.exportXlsx')}
          description={t('report.exportXlsxLabel')}
        />
      </div>
      {report.isPending ? <PendingNote /> : null}
      <ErrorBox
        message={report.isError ? errorMessage(report.error, t('report.loadFailed')) : null}
      />
      {report.data ? (
        report.data.items.length === 0 && report.data.total === 0 ? (
          <EmptyState title={t('report.empty')} />
        ) : (
          <>
            <ReportTable rows={report.data.items} />
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                aria-label={t('report.previous')}
                disabled={page <= 1}
                onClick={() => show({ page: page - 1 })}
              >
                <ChevronLeft size={16} aria-hidden className="rtl:rotate-180" />
              </Button>
              <span className="text-sm">
                {t('report.page', { page, pages, total: report.data.total })}
              </span>
              <Button
                variant="secondary"
                aria-label={t('report.next')}
                disabled={page >= pages}
                onClick={() => show({ page: page + 1 })}
              >
                <ChevronRight size={16} aria-hidden className="rtl:rotate-180" />
              </Button>
            </div>
          </>
        )
      ) : null}
    </div>
  );
}

const cell = 'px-2 py-1.5 text-end whitespace-nowrap';

function ReportTable({ rows }: { rows: FleetReportRow[] }) {
  const { t } = useTranslation('carResults');
  const heads = [
    t('report.rank'),
    t('report.car'),
    t('purchase'),
    t('revenue'),
    t('report.costs'),
    t('sale'),
    t('net'),
    t('perDay'),
    t('utilisation'),
    t('costPerKm'),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm" data-testid="fleet-report">
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            {heads.map((head, index) => (
              <th key={head} scope="col" className={index === 1 ? `${cell} text-start` : cell}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.carId} className="border-b border-slate-100 dark:border-slate-800">
              <td className={cell}>{formatNumber(row.rank)}</td>
              <th scope="row" className={`${cell} text-start font-medium`}>
                <Link
                  to={`/garage/${row.carId}`}
                  className="text-blue-700 hover:underline dark:text-blue-300"
                >
                  <Ltr>{`${row.brandName} ${row.modelName}`}</Ltr>
                </Link>{' '}
                {row.plate ? <Ltr>{row.plate}</Ltr> : null}{' '}
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {row.soldAt ? t('report.sold') : t('report.owned')}
                </span>
              </th>
              <td className={cell}>
                <Ltr>{row.purchasePrice === null ? '—' : money(row.purchasePrice)}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{money(row.rentalRevenue)}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{money(row.costs)}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{row.salePrice === null ? '—' : money(row.salePrice)}</Ltr>
              </td>
              <td className={`${cell} font-semibold ${resultTone(row.netResult)}`}>
                <Ltr>{money(row.netResult)}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{money(row.revenuePerDay)}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{`${formatNumber(Math.round(row.utilisation * 100))} %`}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{row.costPerKm === null ? '—' : formatDA(row.costPerKm, 2)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

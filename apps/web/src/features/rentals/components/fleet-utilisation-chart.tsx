import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { ChartFrame } from '../../../components/chart/chart-frame.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDay, formatNumber } from '../../../lib/format.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { useFleetUtilisation } from '../api/get-fleet-utilisation.ts';

/** a week by its Monday, '2026-06-15' -> '15/06' */
const weekLabel = (monday: string) => formatCalendarDay(monday, 'numericDayMonth');
const percent = () => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 });

/** Rental dashboard: share of the rentable car-hours spent rented, per week */
export function FleetUtilisationChart() {
  const { t } = useTranslation('reports');
  const chart = useFleetUtilisation();
  const weeks = chart.data?.weeks;
  const pct = (share: number) => t('utilisation.percent', { value: percent().format(share * 100) });
  return (
    <ChartFrame
      testId="fleet-utilisation-chart"
      title={t('utilisation.title')}
      subtitle={t('utilisation.subtitle')}
      pending={chart.isPending}
      error={chart.isError ? errorMessage(chart.error, t('loadFailed')) : null}
      table={
        weeks && {
          columns: [
            t('utilisation.week'),
            t('utilisation.utilisation'),
            t('utilisation.rentedHours'),
            t('utilisation.rentableHours'),
          ],
          rows: weeks.map((w) => ({
            key: w.weekStart,
            cells: [
              weekLabel(w.weekStart),
              pct(w.utilisation),
              formatNumber(w.rentedHours),
              formatNumber(w.rentableHours),
            ],
          })),
        }
      }
    >
      <BarChart
        series={[{ key: 'utilisation', fill: 'fill-violet-600 dark:fill-violet-400' }]}
        data={(weeks ?? []).map((w) => ({
          key: w.weekStart,
          label: weekLabel(w.weekStart),
          values: [w.utilisation],
        }))}
        formatTick={(value) => `${Math.round(value * 100)} %`}
      />
    </ChartFrame>
  );
}

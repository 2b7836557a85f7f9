import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart.tsx';
import { ChartFrame, LegendItem } from '../../../components/chart/chart-frame.tsx';
import { compactDA } from '../../../components/chart/chart-scale.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDay, money } from '../../../lib/format.ts';
import { useRevenueChart } from '../api/get-revenue-chart.ts';

const rentalFill = 'fill-blue-600 dark:fill-blue-400';
const salesFill = 'fill-emerald-600 dark:fill-emerald-400';
/** '2026-06' -> 'Jun 26', 'juin 26' */
const monthLabel = (month: string) => formatCalendarDay(month, 'shortMonth');

/** Dashboard: revenue per month of the last 12 months, rentals and sales stacked */
export function RevenueChart() {
  const { t } = useTranslation('reports');
  const chart = useRevenueChart();
  const months = chart.data?.months;
  return (
    <ChartFrame
      testId="revenue-chart"
      title={t('revenue.title')}
      subtitle={t('revenue.subtitle')}
      pending={chart.isPending}
      error={chart.isError ? errorMessage(chart.error, t('loadFailed')) : null}
      table={
        months && {
          columns: [
            t('revenue.month'),
            t('revenue.rentals'),
            t('revenue.sales'),
            t('revenue.total'),
          ],
          rows: months.map((m) => ({
            key: m.month,
            cells: [
              monthLabel(m.month),
              money(m.rentalRevenue),
              money(m.salesRevenue),
              money(m.rentalRevenue + m.salesRevenue),
            ],
          })),
        }
      }
      legend={
        <>
          <LegendItem swatch="bg-blue-600 dark:bg-blue-400" label={t('revenue.rentals')} />
          <LegendItem swatch="bg-emerald-600 dark:bg-emerald-400" label={t('revenue.sales')} />
        </>
      }
    >
      <BarChart
        series={[
          { key: 'rentals', fill: rentalFill },
          { key: 'sales', fill: salesFill },
        ]}
        data={(months ?? []).map((m) => ({
          key: m.month,
          label: monthLabel(m.month),
          values: [m.rentalRevenue, m.salesRevenue],
        }))}
        formatTick={compactDA}
      />
    </ChartFrame>
  );
}

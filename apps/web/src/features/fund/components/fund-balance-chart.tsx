import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../../../components/chart/chart-frame.tsx';
import { compactDA } from '../../../components/chart/chart-scale.ts';
import { LineChart } from '../../../components/chart/line-chart.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDay, money } from '../../../lib/format.ts';
import { useFundBalanceChart } from '../api/get-fund-balance-chart.ts';

/** '2026-06-15' (a business-calendar day) -> '15/06' */
const dayLabel = (date: string) => formatCalendarDay(date, 'numericDayMonth');

/** Fund management: the balance at the end of each of the last 90 days */
export function FundBalanceChart() {
  const { t } = useTranslation('reports');
  const chart = useFundBalanceChart();
  const days = chart.data?.days;
  return (
    <ChartFrame
      testId="fund-balance-chart"
      title={t('balance.title')}
      subtitle={t('balance.subtitle')}
      pending={chart.isPending}
      error={chart.isError ? errorMessage(chart.error, t('loadFailed')) : null}
      table={
        days && {
          columns: [t('balance.date'), t('balance.balance')],
          rows: days.map((d) => ({ key: d.date, cells: [dayLabel(d.date), money(d.balance)] })),
        }
      }
    >
      <LineChart
        points={(days ?? []).map((d) => ({
          key: d.date,
          label: dayLabel(d.date),
          value: d.balance,
        }))}
        formatTick={compactDA}
      />
    </ChartFrame>
  );
}

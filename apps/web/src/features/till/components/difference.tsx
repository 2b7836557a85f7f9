import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';

/** red when the drawer is short, green when over, plain when the count matched */
export const differenceClass = (difference: number) =>
  difference < 0
    ? 'text-red-700 dark:text-red-400'
    : difference > 0
      ? 'text-emerald-700 dark:text-emerald-400'
      : 'text-slate-700 dark:text-slate-300';

/** 'Short by 500 DA', 'Over by 200 DA', 'No difference' */
export function differenceText(
  t: (key: string, values?: Record<string, unknown>) => string,
  difference: number,
): string {
  if (difference === 0) return t('difference.even');
  const amount = money(Math.abs(difference));
  return difference < 0 ? t('difference.short', { amount }) : t('difference.over', { amount });
}

/** a count's difference with what the drawer should hold, in its colour */
export function Difference({ difference, testId }: { difference: number; testId?: string }) {
  const { t } = useTranslation('till');
  return (
    <span className={`font-semibold ${differenceClass(difference)}`} data-testid={testId}>
      <Ltr>{differenceText(t, difference)}</Ltr>
    </span>
  );
}

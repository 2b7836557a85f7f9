import type { MethodTotal } from '@car-rental/domain/fund/drawer';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';

const cell = 'px-3 py-2 text-end tabular-nums whitespace-nowrap';

/** the entries by payment method: money in, money out, how many (a day's drawer, a month) */
export function MethodTotals({
  totals,
  caption,
}: {
  totals: readonly MethodTotal[];
  caption: string;
}) {
  const { t } = useTranslation('till');
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-start font-semibold">{caption}</caption>
        <thead className="text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('methods.title')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('methods.in')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('methods.out')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('methods.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr
              key={total.method}
              className="border-t border-slate-100 dark:border-slate-800"
              data-testid={`method-${total.method}`}
            >
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {t(`fund:payment.methods.${total.method}`)}
              </th>
              <td className={cell}>
                <Ltr>{money(total.moneyIn)}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{money(total.moneyOut)}</Ltr>
              </td>
              <td className={cell}>{total.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

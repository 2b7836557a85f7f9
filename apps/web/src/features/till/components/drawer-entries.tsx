import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { useTranslation } from 'react-i18next';
import { Ltr, LtrList } from '../../../components/ui/ltr.tsx';
import { formatInstant, money } from '../../../lib/format.ts';

/** the day's entries of the drawer, oldest first: time, what, how paid, amount */
export function DrawerEntries({ entries }: { entries: readonly FundTransaction[] }) {
  const { t } = useTranslation('till');
  if (entries.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('entries.empty')}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-start font-semibold">
          {t('entries.title', { count: entries.length })}
        </caption>
        <thead className="text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('entries.time')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('entries.description')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('methods.title')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('entries.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const moneyIn = entry.type === 'add_money';
            return (
              <tr key={entry.id} className="border-t border-slate-100 dark:border-slate-800">
                <td className="px-3 py-2 tabular-nums">
                  <time dateTime={entry.timestamp}>
                    <Ltr>{formatInstant(entry.timestamp, 'time')}</Ltr>
                  </time>
                </td>
                <td className="px-3 py-2">
                  <Ltr>{entry.description}</Ltr>
                </td>
                <td className="px-3 py-2">
                  {t(`fund:payment.methods.${entry.method}`)}
                  {entry.method === 'cheque' ? (
                    <span className="text-slate-500 dark:text-slate-400">
                      {' · '}
                      <LtrList values={[entry.chequeNumber, entry.chequeBank]} />
                    </span>
                  ) : null}
                </td>
                <td
                  className={`px-3 py-2 text-end font-medium tabular-nums whitespace-nowrap ${
                    moneyIn
                      ? 'text-emerald-700 dark:text-emerald-400'
                      : 'text-red-700 dark:text-red-400'
                  }`}
                >
                  <Ltr>
                    {moneyIn
                      ? t('entries.in', { amount: money(entry.amount) })
                      : t('entries.out', { amount: money(entry.amount) })}
                  </Ltr>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

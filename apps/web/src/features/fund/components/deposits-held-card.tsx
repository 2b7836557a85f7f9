import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';
import { useDepositsHeld } from '../api/get-deposits-held.ts';

/**
 * how many deposits are held: the cash ones (their money is in the balance) apart from the
 * ID documents, cheques and card imprints (papers held, not money)
 */
function useHeldCounts() {
  const { t } = useTranslation('fund');
  return ({ count, cashCount }: { count: number; cashCount: number }) =>
    [
      cashCount > 0 ? t('cards.depositsHeldCash', { count: cashCount }) : null,
      count > cashCount ? t('cards.depositsHeldOther', { count: count - cashCount }) : null,
    ].filter((text): text is string => text !== null);
}

/**
 * The cash of the deposits held (it is in the Current Balance, never revenue) and how many
 * deposits are held, cash and the other methods apart. Built like StatCard, with a line
 * under the figure.
 */
export function DepositsHeldCard() {
  const { t } = useTranslation('fund');
  const deposits = useDepositsHeld();
  const heldCounts = useHeldCounts();
  const data = deposits.data;
  return (
    <section className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="rounded-lg bg-amber-50 p-2.5 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
        <ShieldCheck size={22} aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm text-slate-500 dark:text-slate-400">{t('cards.depositsHeld')}</h2>
        <p className="truncate text-xl font-semibold" data-testid="stat-value">
          <Ltr>{data ? money(data.cashHeld) : deposits.isError ? '—' : t('pending')}</Ltr>
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="deposits-held-count">
          {data ? heldCounts(data).join(' · ') || t('deposits.empty') : null}
        </p>
      </div>
    </section>
  );
}

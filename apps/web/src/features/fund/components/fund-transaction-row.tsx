import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { ArrowDownLeft, ArrowUpRight, Lock, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePaymentText } from '../../../components/payment-fields.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { formatDate, formatDateTime, money } from '../../../lib/format.ts';

/**
 * one entry: '+' in green for money in, '−' in red for a charge; category and supplier.
 * `pending`: made offline and not yet sent (no delete until the server has it). An entry
 * booked by a rental, sale or purchase shows a lock saying where to undo it, never a delete.
 * Issue 31: how it was paid and whose drawer took it; an entry of a closed day is marked and
 * offers Correct (a new, reversing entry) in place of Delete; a correction names what it
 * corrects (`corrected`: that entry's description, when the list holds it).
 */
export function FundTransactionRow({
  transaction,
  onDelete,
  onCorrect,
  corrected,
  pending = false,
}: {
  transaction: FundTransaction;
  onDelete?: (() => void) | undefined;
  onCorrect?: (() => void) | undefined;
  corrected?: string | undefined;
  pending?: boolean;
}) {
  const { t } = useTranslation('fund');
  const paymentText = usePaymentText();
  const closed = transaction.drawerClosed;
  const moneyIn = transaction.type === 'add_money';
  const Icon = moneyIn ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="fund-transaction">
      <div
        className={`rounded-full p-2 ${
          moneyIn
            ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
            : 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300'
        }`}
      >
        <Icon size={18} aria-label={moneyIn ? t('list.moneyIn') : t('list.moneyOut')} />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          <Ltr>{transaction.description}</Ltr>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          {pending ? (
            <Badge tone="amber">{t('connection.pendingSync', { ns: 'common' })}</Badge>
          ) : null}
          <Badge tone={moneyIn ? 'green' : 'red'}>
            {t(`categories.${transaction.category}`, { defaultValue: transaction.category })}
          </Badge>
          {transaction.supplierName ? (
            <span>{t('list.supplier', { name: transaction.supplierName })}</span>
          ) : null}
          <span data-testid="fund-transaction-method">
            <Badge tone="slate">
              <Ltr>{paymentText(transaction)}</Ltr>
            </Badge>
          </span>
          {transaction.userName ? (
            <span data-testid="fund-transaction-user">
              {t('list.takenBy', { name: transaction.userName })}
            </span>
          ) : null}
          <time dateTime={transaction.timestamp}>{formatDateTime(transaction.timestamp)}</time>
          {closed ? (
            <span
              data-testid="fund-transaction-closed"
              title={t('list.closedDayTitle', {
                day: transaction.drawerDay ? formatDate(transaction.drawerDay) : '',
              })}
            >
              <Badge tone="amber">
                <Lock size={12} aria-hidden className="me-1" />
                {t('list.closedDay')}
              </Badge>
            </span>
          ) : null}
          {transaction.correctsId ? (
            <span data-testid="fund-transaction-corrects">
              <Badge tone="blue">
                {corrected ? t('list.corrects', { description: corrected }) : t('list.correction')}
              </Badge>
            </span>
          ) : null}
        </div>
      </div>
      <p
        className={`whitespace-nowrap font-semibold ${
          moneyIn ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
        }`}
        data-testid="fund-transaction-amount"
      >
        <Ltr>
          {moneyIn
            ? t('list.amountIn', { amount: money(transaction.amount) })
            : t('list.amountOut', { amount: money(transaction.amount) })}
        </Ltr>
      </p>
      {closed && onCorrect && transaction.bookedBy !== 'cash_close' ? (
        <button
          type="button"
          onClick={onCorrect}
          aria-label={t('list.correct', { description: transaction.description })}
          title={t('form.correctTitle')}
          className="flex items-center gap-1 rounded-md p-2 text-sm text-slate-600 hover:bg-amber-50 hover:text-amber-800 dark:text-slate-300 dark:hover:bg-amber-950 dark:hover:text-amber-200"
        >
          <Undo2 size={18} aria-hidden />
          <span className="hidden sm:inline">{t('list.correctShort')}</span>
        </button>
      ) : transaction.bookedBy ? (
        <span
          role="img"
          aria-label={t(`list.locked.${transaction.bookedBy}`)}
          title={t(`list.locked.${transaction.bookedBy}`)}
          data-testid="fund-transaction-locked"
          className="p-2 text-slate-400 dark:text-slate-500"
        >
          <Lock size={18} aria-hidden />
        </span>
      ) : onDelete && !closed ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('list.delete', { description: transaction.description })}
          title={t('deleteDialog.title')}
          className="rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-600 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-400"
        >
          <Trash2 size={18} aria-hidden />
        </button>
      ) : null}
    </li>
  );
}

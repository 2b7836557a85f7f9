import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, money } from '../../../lib/format.ts';
import { type DepositHeld, useDepositsHeld } from '../api/get-deposits-held.ts';

/** 'Cheque · 0012345 (BNA)', 'Cash' */
function useMethodText() {
  const { t } = useTranslation('fund');
  return (deposit: DepositHeld) => {
    const method = t(`deposits.methods.${deposit.method}`);
    const detail = [deposit.reference, deposit.bank ? `(${deposit.bank})` : null]
      .filter(Boolean)
      .join(' ');
    return detail ? t('deposits.methodWith', { method, detail }) : method;
  };
}

/**
 * The deposits held (taken at check-out, not yet settled at check-in), oldest first: the
 * Fund screen's list of every customer's, or one customer's on the customer page (no
 * customer column then). Empty: "No deposits held".
 */
export function DepositsHeldList({ customerId }: { customerId?: string }) {
  const { t } = useTranslation('fund');
  const deposits = useDepositsHeld(customerId);
  const methodText = useMethodText();
  const oneCustomer = customerId !== undefined;

  if (deposits.isPending) return <PendingNote />;
  if (deposits.isError) {
    return <ErrorBox message={errorMessage(deposits.error, t('deposits.loadFailed'))} />;
  }
  const { items } = deposits.data;
  if (items.length === 0) {
    return oneCustomer ? (
      <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="no-deposits-held">
        {t('deposits.empty')}
      </p>
    ) : (
      <EmptyState title={t('deposits.empty')} text={t('deposits.emptyText')} />
    );
  }
  const cell = 'px-2 py-1.5';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={t('deposits.tableLabel')}>
        <thead className="text-xs text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className={cell}>
              {t('deposits.contract')}
            </th>
            <th scope="col" className={cell}>
              {t('deposits.car')}
            </th>
            {oneCustomer ? null : (
              <th scope="col" className={cell}>
                {t('deposits.customer')}
              </th>
            )}
            <th scope="col" className={cell}>
              {t('deposits.method')}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t('deposits.amount')}
            </th>
            <th scope="col" className={cell}>
              {t('deposits.takenOn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((deposit) => (
            <tr
              key={deposit.rentalId}
              data-testid="deposit-held"
              className="border-t border-slate-200 dark:border-slate-700"
            >
              <td className={cell}>
                <Ltr>{deposit.contractNumber ?? t('deposits.noNumber')}</Ltr>
              </td>
              <td className={cell}>
                <Ltr>{`${deposit.brandName} ${deposit.modelName}`}</Ltr>
                {deposit.plate ? (
                  <span className="text-slate-500 dark:text-slate-400">
                    {' '}
                    (<Ltr>{deposit.plate}</Ltr>)
                  </span>
                ) : null}
              </td>
              {oneCustomer ? null : (
                <td className={cell}>
                  {deposit.customerId ? (
                    <Link
                      to={`/customers/${deposit.customerId}`}
                      className="text-blue-700 hover:underline dark:text-blue-300"
                    >
                      {deposit.customerName}
                    </Link>
                  ) : (
                    deposit.customerName
                  )}
                </td>
              )}
              <td className={cell}>{methodText(deposit)}</td>
              <td className={`${cell} text-end font-medium whitespace-nowrap`}>
                <Ltr>{money(deposit.amount)}</Ltr>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(deposit.takenAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

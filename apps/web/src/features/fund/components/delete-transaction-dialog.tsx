import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useDeleteFundTransaction } from '../api/delete-fund-transaction.ts';

/** the Delete Transaction confirmation; a refusal (an entry an action posted) is shown as the server words it */
export function DeleteTransactionDialog({
  transaction,
  onClose,
}: {
  transaction: FundTransaction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('fund');
  const remove = useDeleteFundTransaction();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={transaction !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('deleteDialog.title')}
      message={
        <>
          {t('deleteDialog.message')}
          {transaction ? (
            <span className="mt-2 block font-medium text-slate-800 dark:text-slate-200">
              <Ltr>
                {t('deleteDialog.summary', {
                  description: transaction.description,
                  amount: money(transaction.amount),
                })}
              </Ltr>
            </span>
          ) : null}
        </>
      }
      confirmLabel={remove.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('deleteDialog.failed')) : null}
      onConfirm={() => {
        if (transaction) remove.mutate(transaction.id, { onSuccess: close });
      }}
    />
  );
}

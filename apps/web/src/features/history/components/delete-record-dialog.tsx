import type { HistoryRow } from '@car-rental/domain/contract/history';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDeleteRentalRecord } from '../api/delete-rental-record.ts';
import { useDeleteSaleRecord } from '../api/delete-sale-record.ts';
import { carName } from './history-row.tsx';

/**
 * Asks before deleting a record, saying what it does to the fund: a rental's total and
 * charges are charged back; a sale is undone and the car goes back to the garage.
 */
export function DeleteRecordDialog({ row, onClose }: { row: HistoryRow; onClose: () => void }) {
  const { t } = useTranslation('history');
  const notify = useNotify();
  const deleteRental = useDeleteRentalRecord();
  const deleteSale = useDeleteSaleRecord();
  const texts = row.kind === 'rental' ? 'deleteRental' : 'deleteSale';
  const amount = money(row.kind === 'rental' ? row.finalTotal : row.amount);
  const mutation = row.kind === 'rental' ? deleteRental : deleteSale;

  const confirm = () => {
    const done = {
      onSuccess: () => {
        notify(t(`${texts}.done`), 'success');
        onClose();
      },
    };
    if (row.kind === 'rental') deleteRental.mutate({ carId: row.carId, rentalId: row.id }, done);
    else deleteSale.mutate({ carId: row.carId }, done);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`${texts}.title`)}
      message={t(`${texts}.message`, { car: carName(row), amount })}
      confirmLabel={t(`${texts}.confirm`)}
      onConfirm={confirm}
      pending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, t(`${texts}.failed`)) : null}
    />
  );
}

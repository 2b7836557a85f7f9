import type { CarView } from '@car-rental/domain/contract/car';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteCar } from '../api/delete-car.ts';

/** 'Are you sure you want to remove this car from the garage?' then removes it */
export function RemoveCarDialog({
  car,
  open,
  onOpenChange,
}: {
  car: CarView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('cars');
  const remove = useDeleteCar();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={t('remove.title')}
      message={t('remove.message')}
      confirmLabel={remove.isPending ? t('remove.removing') : t('remove.confirm')}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('remove.failed')) : null}
      onConfirm={() => remove.mutate(car.id, { onSuccess: () => onOpenChange(false) })}
    />
  );
}

import type { RentedCar } from '@car-rental/domain/contract/rentals';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useCancelRental } from '../api/cancel-rental.ts';
import { carName } from '../lib/car-name.ts';

/**
 * Asks before cancelling a booking whose pickup has not come, saying what it does to the
 * fund: an advance is refunded (one entry), nothing moves when the customer pays after.
 */
export function CancelBookingDialog({
  car,
  onOpenChange,
}: {
  car: RentedCar;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('rentals');
  const notify = useNotify();
  const cancel = useCancelRental();
  const advance = car.rental?.advancePaid ?? 0;
  const texts = {
    car: carName(car),
    customer: car.rental?.currentCustomerName ?? '',
    amount: money(advance),
  };

  const confirm = () =>
    cancel.mutate(
      { carId: car.id },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) notify(answer.message);
          else if (advance > 0) notify(t('cancelBooking.successRefund', texts), 'success');
          else notify(t('cancelBooking.success'), 'success');
          onOpenChange(false);
        },
      },
    );

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={t('cancelBooking.title')}
      message={t(
        advance > 0 ? 'cancelBooking.messageAdvance' : 'cancelBooking.messageAfter',
        texts,
      )}
      confirmLabel={t('cancelBooking.confirm')}
      onConfirm={confirm}
      pending={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error, t('cancelBooking.failed')) : null}
    />
  );
}

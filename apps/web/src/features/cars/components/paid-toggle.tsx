import type { CarView } from '@car-rental/domain/contract/car';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { SUPPLIER_PAYMENT_CHOICE, useSetCarPaid } from '../api/set-car-paid.ts';

// the question is asked rarely: its dialog layer loads when it is (decision 0053)
const SupplierPaidDialog = lazyDialog(() =>
  import('./supplier-paid-dialog.tsx').then((m) => m.SupplierPaidDialog),
);

/**
 * The payment switch: flips Paid/Unpaid; disabled while the car is rented (spec §4). When the
 * server answers that the supplier's recorded payments already cover the car, it asks how the
 * car was paid and sends the answer.
 */
export function PaidToggle({ car }: { car: CarView }) {
  const { t } = useTranslation('cars');
  const notify = useNotify();
  const setPaid = useSetCarPaid();
  const settle = useSetCarPaid();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const disabled = car.isRented || setPaid.isPending || settle.isPending;
  const checked = setPaid.isPending || settle.isPending ? !car.isPaid : car.isPaid;
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <span id={`${id}-label`} className="font-medium">
        {t('card.paidToggle')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={car.isRented ? `${id}-note` : undefined}
        disabled={disabled}
        onClick={() =>
          setPaid.mutate(
            { id: car.id, isPaid: !car.isPaid },
            {
              onError: (error) => {
                if (error instanceof ApiError && error.code === SUPPLIER_PAYMENT_CHOICE) {
                  settle.reset();
                  setAsking(true);
                } else notify(errorMessage(error, t('card.paidFailed')), 'error');
              },
            },
          )
        }
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-emerald-600' : 'bg-slate-400 dark:bg-slate-600'
        }`}
      >
        <span
          aria-hidden
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            checked
              ? 'translate-x-5.5 rtl:-translate-x-5.5'
              : 'translate-x-0.5 rtl:-translate-x-0.5'
          }`}
        />
      </button>
      {car.isRented ? (
        <span id={`${id}-note`} className="sr-only">
          {t('card.paidToggleRented')}
        </span>
      ) : null}
      <SupplierPaidDialog
        open={asking}
        onOpenChange={setAsking}
        pending={settle.isPending}
        error={settle.isError ? errorMessage(settle.error, t('card.paidFailed')) : null}
        onChoose={(settledBy) =>
          settle.mutate(
            { id: car.id, isPaid: true, settledBy },
            { onSuccess: () => setAsking(false) },
          )
        }
      />
    </div>
  );
}

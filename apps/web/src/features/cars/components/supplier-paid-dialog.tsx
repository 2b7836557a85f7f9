import type { SettledBy } from '@car-rental/domain/cars/set-car-paid';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';

/**
 * The Paid switch's question when the supplier's recorded payments already cover the car
 * (409 supplier_payment_choice_required): paid by those payments (nothing booked) or by a
 * new payment now (a Car Purchase charge). Closing it leaves the car Unpaid.
 */
export function SupplierPaidDialog({
  open,
  onOpenChange,
  onChoose,
  pending,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (settledBy: SettledBy) => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('cars');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('card.supplierPaid.title')}
      description={t('card.supplierPaid.message')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose('new_payment')} disabled={pending}>
            {t('card.supplierPaid.newPayment')}
          </Button>
          <Button onClick={() => onChoose('existing_payments')} disabled={pending}>
            {pending ? t('card.supplierPaid.saving') : t('card.supplierPaid.existing')}
          </Button>
        </>
      }
    >
      <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <li>
          <strong>{t('card.supplierPaid.existing')}</strong>: {t('card.supplierPaid.existingNote')}
        </li>
        <li>
          <strong>{t('card.supplierPaid.newPayment')}</strong>:{' '}
          {t('card.supplierPaid.newPaymentNote')}
        </li>
      </ul>
      <ErrorBox message={error} />
    </Dialog>
  );
}

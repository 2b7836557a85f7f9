import { declineBookingRequestBody } from '@car-rental/domain/contract/booking-requests';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { useNotify } from '../../../lib/notify.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useDeclineBookingRequest } from '../api/answer-booking-request.ts';
import type { BookingRequestView } from '../api/booking-requests.ts';
import { carName } from '../lib/car-name.ts';
import { useRequestPeriod } from './request-period.ts';

/** Decline a booking request with the reason its customer reads (required); its car is free */
export function DeclineRequestDialog({
  request,
  onOpenChange,
}: {
  request: BookingRequestView;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('bookingDesk');
  const notify = useNotify();
  const decline = useDeclineBookingRequest();
  const period = useRequestPeriod();
  const form = useForm({
    schema: declineBookingRequestBody,
    defaultValues: { reason: '' },
    check: ({ reason }) => ({ reason: reason.trim() ? undefined : t('requests.reasonRequired') }),
    toInput: ({ reason }) => ({ reason: reason.trim() }),
  });

  const submit = form.handleSubmit((input) => {
    // mutateAsync: the declined request leaves the list, and with the last one the panel that
    // holds this dialog, before mutate's own callbacks would run
    void decline.mutateAsync({ id: request.id, ...input }).then(
      () => {
        notify(t('requests.declined'), 'success');
        onOpenChange(false);
      },
      (error: unknown) => form.refuse(error, t('requests.declineFailed')),
    );
  });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('requests.declineTitle')}
      description={t('requests.declineText', {
        name: request.name,
        car: carName(request),
        period: period(request),
      })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label={t('requests.reason')}
          hint={t('requests.reasonHint')}
          rows={3}
          maxLength={500}
          required
          {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
          error={form.error('reason')}
        />
        <ErrorBox message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('requests.back')}
          </Button>
          <Button type="submit" variant="danger" disabled={decline.isPending}>
            {decline.isPending ? t('requests.declining') : t('requests.declineSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

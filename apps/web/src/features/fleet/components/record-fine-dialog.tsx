import { addFineBody, type CarFine, recoverFineBody } from '@car-rental/domain/contract/fines';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newPayment,
  type PaymentDraft,
  PaymentFields,
  paymentFieldPaths,
  toPaymentInput,
} from '../../../components/payment-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, getBusinessTimeZone, money, parseDinars } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { instantOfValue } from '../../rentals/lib/wall-time.ts';
import { useAddCarFine, useFineMatch, useRecoverCarFine } from '../api/car-fines.ts';
import { ScanField } from './scan-field.tsx';

interface Values {
  /** a datetime-local value, business time */
  issuedAt: string;
  place: string;
  amount: string;
  reference: string;
  /** the scan of the notice, one uploaded image (empty: none) */
  scan: string[];
  payment: PaymentDraft;
}

const empty = (): Values => ({
  issuedAt: '',
  place: '',
  amount: '',
  reference: '',
  scan: [],
  payment: newPayment(),
});

/** a datetime-local value in business time as the contract's instant; '' when incomplete */
function instantText(value: string): string {
  return instantOfValue(value, getBusinessTimeZone())?.toISOString() ?? '';
}

interface Decision {
  chargeTo: 'customer' | 'agency';
  rentalId?: string | undefined;
}

/** the body addCarFine takes, from what the form holds and the button pressed */
export function fineInput(values: Values, decision: Decision) {
  return {
    issuedAt: instantText(values.issuedAt),
    place: values.place,
    amount: parseDinars(values.amount) ?? Number.NaN,
    reference: values.reference,
    scan: values.scan[0],
    payment: toPaymentInput(values.payment),
    chargeTo: decision.chargeTo,
    rentalId: decision.chargeTo === 'customer' ? decision.rentalId : undefined,
  };
}

/**
 * Record fine (issue 32 §4): the notice's date and time, place, amount, number and scan, how
 * the agency paid it; then who had the car then, and Charge customer or Agency's cost.
 */
export function RecordFineDialog({
  carId,
  open,
  onOpenChange,
}: {
  carId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('fines');
  const add = useAddCarFine(carId);
  const decision = useRef<Decision>({ chargeTo: 'agency' });
  const form = useForm({
    schema: addFineBody,
    defaultValues: empty(),
    toInput: (values) => fineInput(values, decision.current),
    fields: ['issuedAt', 'place', 'amount', 'reference', 'scan', ...paymentFieldPaths],
  });
  const values = form.watch();
  const formId = useId();
  const at = instantText(values.issuedAt);
  const match = useFineMatch(carId, at);
  const found = match.data?.match ?? null;

  const close = (next: boolean) => {
    if (!next) {
      form.reset(empty());
      add.reset();
    }
    onOpenChange(next);
  };

  const submitAs = (chosen: Decision) => {
    decision.current = chosen;
    return form.handleSubmit((input) => {
      if (add.isPending) return;
      add.mutate(input, {
        onSuccess: () => close(false),
        onError: (error) => form.refuse(error, t('form.failed'), { always: true }),
      });
    })();
  };

  const ready = at !== '' && !match.isPending && !match.isError && !add.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('form.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => submitAs({ chargeTo: 'agency' })}
          >
            {t('proposal.agencyCost')}
          </Button>
          <Button
            disabled={!ready || !found}
            onClick={() => submitAs({ chargeTo: 'customer', rentalId: found?.rentalId })}
          >
            {add.isPending ? t('form.saving') : t('proposal.chargeCustomer')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => event.preventDefault()}
        noValidate
        className="flex flex-col gap-4"
      >
        <ErrorBox message={form.failure} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('form.issuedAt')}
            type="datetime-local"
            required
            {...form.register('issuedAt')}
            error={form.error('issuedAt')}
          />
          <Field
            label={t('form.amount')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            required
            {...form.register('amount')}
            error={form.error('amount')}
          />
          <Field
            label={t('form.place')}
            maxLength={200}
            required
            {...form.register('place')}
            error={form.error('place')}
          />
          <Field
            label={t('form.reference')}
            maxLength={80}
            autoComplete="off"
            required
            {...form.register('reference')}
            error={form.error('reference')}
          />
        </div>
        <ScanField
          legend={t('form.scan')}
          value={values.scan}
          onChange={(scan) => form.setValue('scan', scan, { shouldDirty: true })}
          error={form.error('scan')}
        />
        <PaymentFields form={form} legend={t('form.paidBy')} />
        <Proposal at={at} pending={match.isPending} error={match.error} found={found} />
      </form>
    </Dialog>
  );
}

/** who had the car at the fine's instant, as the server matched it */
function Proposal({
  at,
  pending,
  error,
  found,
}: {
  at: string;
  pending: boolean;
  error: unknown;
  found: NonNullable<ReturnType<typeof useFineMatch>['data']>['match'];
}) {
  const { t } = useTranslation('fines');
  let body: React.ReactNode;
  if (at === '') body = <p>{t('proposal.ask')}</p>;
  else if (error) body = <ErrorBox message={errorMessage(error, t('proposal.failed'))} />;
  else if (pending) body = <p>{t('proposal.looking')}</p>;
  else if (!found) body = <p>{t('proposal.none')}</p>;
  else {
    const from = formatDateTime(found.start);
    body = (
      <>
        <p className="font-medium">{t('proposal.match', { name: found.customerName })}</p>
        {found.contractNumber ? (
          <p>{t('proposal.contract', { number: found.contractNumber })}</p>
        ) : null}
        <p>
          {found.returnedAt
            ? t('proposal.period', { from, to: formatDateTime(found.returnedAt) })
            : t('proposal.periodOut', { from })}
        </p>
        <p>{found.state === 'out' ? t('proposal.onRental') : t('proposal.owed')}</p>
        {found.depositHeld ? <p>{t('proposal.depositHeld')}</p> : null}
      </>
    );
  }
  return (
    <section
      aria-label={t('proposal.title')}
      data-testid="fine-proposal"
      className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <h3 className="font-medium">{t('proposal.title')}</h3>
      {body}
    </section>
  );
}

/** Customer paid: what he owes for a fine, and how he paid it */
export function RecoverFineDialog({
  carId,
  fine,
  open,
  onOpenChange,
}: {
  carId: string;
  fine: CarFine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('fines');
  const recover = useRecoverCarFine(carId);
  const form = useForm({
    schema: recoverFineBody,
    defaultValues: { payment: newPayment() },
    toInput: (values) => ({ payment: toPaymentInput(values.payment) }),
    fields: [...paymentFieldPaths],
  });
  const formId = useId();
  const close = (next: boolean) => {
    if (!next) {
      form.reset({ payment: newPayment() });
      recover.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit((input) => {
    if (recover.isPending) return;
    recover.mutate(
      { fineId: fine.id, body: input },
      {
        onSuccess: () => close(false),
        onError: (error) => form.refuse(error, t('recoverFailed'), { always: true }),
      },
    );
  });
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('recoverTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={formId} disabled={recover.isPending}>
            {t('recoverSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p>
          {t('recoverMessage', {
            name: fine.rental?.customerName ?? '',
            amount: money(fine.amount),
          })}
        </p>
        <ErrorBox message={form.failure} />
        <PaymentFields form={form} legend={t('receivedBy')} />
      </form>
    </Dialog>
  );
}

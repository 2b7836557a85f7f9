import { addPaperBody, paperKinds } from '@car-rental/domain/contract/fleet';
import type { PaperKind } from '@car-rental/domain/fleet/care';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import { useId } from 'react';
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
import { SelectField } from '../../../components/ui/select-field.tsx';
import { getBusinessTimeZone, parseDinars } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAddCarPaper } from '../api/car-care.ts';
import { ScanField } from './scan-field.tsx';

interface Values {
  kind: PaperKind;
  title: string;
  company: string;
  reference: string;
  from: string;
  until: string;
  /** the scan, one uploaded image (empty: none) */
  scan: string[];
  cost: string;
  payment: PaymentDraft;
}

const empty = (): Values => ({
  kind: 'insurance',
  title: '',
  company: '',
  reference: '',
  from: businessDayOf(new Date(), getBusinessTimeZone()),
  until: '',
  scan: [],
  cost: '',
  payment: newPayment(),
});

const text = (value: string) => (value.trim() ? value.trim() : undefined);

/** the body addCarPaper takes, from what the form holds */
function paperInput(values: Values) {
  return {
    kind: values.kind,
    title: values.kind === 'other' ? text(values.title) : undefined,
    company: text(values.company),
    reference: text(values.reference),
    from: values.from,
    until: values.until || undefined,
    scan: values.scan[0],
    cost: parseDinars(values.cost) ?? Number.NaN,
    payment: toPaymentInput(values.payment),
  };
}

/** Add paper (issue 32 §2): an insurance, contrôle technique, vignette... and its cost */
export function AddPaperDialog({
  carId,
  open,
  onOpenChange,
}: {
  carId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('fleet');
  const add = useAddCarPaper(carId);
  const form = useForm({
    schema: addPaperBody,
    defaultValues: empty(),
    toInput: paperInput,
    fields: [
      'kind',
      'title',
      'company',
      'reference',
      'from',
      'until',
      'scan',
      'cost',
      ...paymentFieldPaths,
    ],
  });
  const values = form.watch();
  const formId = useId();

  const close = (next: boolean) => {
    if (!next) {
      form.reset(empty());
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(input, {
      onSuccess: () => close(false),
      onError: (error) => form.refuse(error, t('paperForm.failed')),
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('paperForm.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={formId} disabled={values.cost.trim() === '' || add.isPending}>
            {add.isPending ? t('paperForm.saving') : t('paperForm.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorBox message={form.failure} />
        <SelectField
          label={t('paperForm.kind')}
          {...form.register('kind')}
          error={form.error('kind')}
        >
          {paperKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`paperKind.${kind}`)}
            </option>
          ))}
        </SelectField>
        {values.kind === 'other' ? (
          <Field
            label={t('paperForm.name')}
            maxLength={120}
            required
            {...form.register('title')}
            error={form.error('title')}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('paperForm.company')}
            maxLength={120}
            {...form.register('company')}
            error={form.error('company')}
          />
          <Field
            label={t('paperForm.reference')}
            maxLength={80}
            autoComplete="off"
            {...form.register('reference')}
            error={form.error('reference')}
          />
          <Field
            label={t('paperForm.from')}
            type="date"
            required
            {...form.register('from')}
            error={form.error('from')}
          />
          <Field
            label={t('paperForm.until')}
            type="date"
            {...form.register('until')}
            error={form.error('until')}
          />
        </div>
        <ScanField
          legend={t('paperForm.scan')}
          value={values.scan}
          onChange={(scan) => form.setValue('scan', scan, { shouldDirty: true })}
          error={form.error('scan')}
        />
        <Field
          label={t('paperForm.cost')}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          required
          {...form.register('cost')}
          error={form.error('cost')}
        />
        <PaymentFields form={form} legend={t('paperForm.paidBy')} />
      </form>
    </Dialog>
  );
}

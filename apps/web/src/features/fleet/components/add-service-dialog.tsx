import { addServiceBody, serviceTypes } from '@car-rental/domain/contract/fleet';
import { MAX_CARE_PHOTOS } from '@car-rental/domain/fleet/care';
import type { ServiceType } from '@car-rental/domain/fleet/service-types';
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
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { useSupplierChoices } from '../../../lib/catalogue-queries.ts';
import { getBusinessTimeZone, parseDinars } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { InspectionPhotos } from '../../rentals/components/inspection/inspection-photos.tsx';
import { instantOfValue } from '../../rentals/lib/wall-time.ts';
import { useAddCarService } from '../api/car-care.ts';

interface Values {
  type: ServiceType;
  date: string;
  odometer: string;
  supplierId: string;
  cost: string;
  note: string;
  photos: string[];
  /** the blocked period on the planning board: datetime-local values in business time */
  block: { on: boolean; start: string; end: string };
  payment: PaymentDraft;
}

const empty = (): Values => ({
  type: 'oil_filters',
  date: businessDayOf(new Date(), getBusinessTimeZone()),
  odometer: '',
  supplierId: '',
  cost: '',
  note: '',
  photos: [],
  block: { on: false, start: '', end: '' },
  payment: newPayment(),
});

/** a datetime-local value in business time as the contract's instant; '' when incomplete */
function instantText(value: string): string {
  return instantOfValue(value, getBusinessTimeZone())?.toISOString() ?? '';
}

/** the body addCarService takes, from what the form holds */
export function serviceInput(values: Values) {
  const odometer = values.odometer.trim();
  return {
    type: values.type,
    date: values.date,
    ...(odometer ? { odometer: Number(odometer) } : {}),
    ...(values.supplierId ? { supplierId: values.supplierId } : {}),
    cost: parseDinars(values.cost) ?? Number.NaN,
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    photos: values.photos,
    ...(values.block.on
      ? { block: { start: instantText(values.block.start), end: instantText(values.block.end) } }
      : {}),
    payment: toPaymentInput(values.payment),
  };
}

/** Add service (issue 32 §1): its cost is one maintenance charge, paid as the payment says */
export function AddServiceDialog({
  carId,
  open,
  onOpenChange,
}: {
  carId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('fleet');
  const add = useAddCarService(carId);
  const form = useForm({
    schema: addServiceBody,
    defaultValues: empty(),
    toInput: serviceInput,
    fields: [
      'type',
      'date',
      'odometer',
      'supplierId',
      'cost',
      'note',
      'photos',
      'block.start',
      'block.end',
      ...paymentFieldPaths,
    ],
  });
  const values = form.watch();
  const formId = useId();
  const suppliers = useSupplierChoices({ enabled: open, keep: values.supplierId });

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
      onError: (error) => form.refuse(error, t('serviceForm.failed')),
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('serviceForm.title')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" form={formId} disabled={values.cost.trim() === '' || add.isPending}>
            {add.isPending ? t('serviceForm.saving') : t('serviceForm.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorBox message={form.failure} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('serviceForm.type')}
            {...form.register('type')}
            error={form.error('type')}
          >
            {serviceTypes.map((type) => (
              <option key={type} value={type}>
                {t(`serviceType.${type}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t('serviceForm.date')}
            type="date"
            required
            {...form.register('date')}
            error={form.error('date')}
          />
          <Field
            label={t('serviceForm.odometer')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...form.register('odometer')}
            error={form.error('odometer')}
          />
          <Field
            label={t('serviceForm.cost')}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            required
            {...form.register('cost')}
            error={form.error('cost')}
          />
        </div>
        <SelectField
          label={t('serviceForm.garage')}
          {...form.register('supplierId')}
          value={values.supplierId}
          error={form.error('supplierId')}
        >
          <option value="">
            {suppliers.isPending ? t('loadingShort', { ns: 'common' }) : t('serviceForm.noGarage')}
          </option>
          {(suppliers.data ?? []).map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('serviceForm.note')}
          maxLength={1000}
          rows={2}
          {...form.register('note')}
          error={form.error('note')}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('serviceForm.photos', { max: MAX_CARE_PHOTOS })}
          </legend>
          <InspectionPhotos
            value={values.photos}
            onChange={(photos) =>
              form.setValue('photos', photos.slice(0, MAX_CARE_PHOTOS), { shouldDirty: true })
            }
          />
          <ErrorBox message={form.error('photos')} />
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('block.on')} />
          {t('serviceForm.block')}
        </label>
        {values.block.on ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('serviceForm.blockStart')}
              type="datetime-local"
              required
              {...form.register('block.start')}
              error={form.error('block.start')}
            />
            <Field
              label={t('serviceForm.blockEnd')}
              type="datetime-local"
              required
              {...form.register('block.end')}
              error={form.error('block.end')}
            />
          </div>
        ) : null}
        <PaymentFields form={form} legend={t('serviceForm.paidBy')} />
      </form>
    </Dialog>
  );
}

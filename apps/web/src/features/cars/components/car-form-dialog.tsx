import { paidPurchaseOperation } from '@car-rental/domain/cars/update-car';
import type { CarView } from '@car-rental/domain/contract/car';
import { addCarBody } from '@car-rental/domain/contract/cars';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { useDataMode } from '../../../lib/data-mode.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAddCar } from '../api/add-car.ts';
import { useUpdateCar } from '../api/update-car.ts';
import {
  addBodyOf,
  type CarFormField,
  parseCarForm,
  updateBodyOf,
  valuesOf,
} from '../lib/car-form-values.ts';
import { useImageUploads } from '../lib/use-image-uploads.ts';
import { CarFormFields, type FieldErrors } from './car-form-fields.tsx';
import { ImageUploadField } from './image-upload-field.tsx';

export interface CarFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the car to edit; none adds a new car */
  car?: CarView | null;
}

/** the add/edit car form (spec §5) in a dialog */
export function CarFormDialog({ open, onOpenChange, car }: CarFormDialogProps) {
  const { t } = useTranslation('cars');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={car ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
      wide
    >
      {open ? <CarForm car={car ?? null} close={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function CarForm({ car, close }: { car: CarView | null; close: () => void }) {
  const { t } = useTranslation('cars');
  const uploads = useImageUploads(car?.images ?? []);
  const form = useForm({
    schema: addCarBody,
    defaultValues: valuesOf(car),
    /** the form's own words for what it reads itself (a price, a year, the brand and model) */
    check: (values) =>
      Object.fromEntries(
        Object.entries(parseCarForm(values).errors).map(([field, key]) => [
          field,
          t(`form.errors.${key}`),
        ]),
      ),
    toInput: (values) => {
      const parsed = parseCarForm(values).car;
      return parsed ? addBodyOf(parsed, uploads.urls) : values;
    },
  });
  const values = form.watch();
  const add = useAddCar();
  const update = useUpdateCar();
  const mutation = car ? update : add;
  // demo mode: car saving is blocked (spec §5); the button says so and an attempt alerts
  // inside the dialog (a notice outside a modal dialog is hidden from screen readers)
  const demo = useDataMode() === 'demo';
  // a paid car's price and supplier move the fund: the Paid switch's permission (issue 28 §7)
  const mayChangePurchase = useCan(paidPurchaseOperation);
  const purchaseLocked = Boolean(car?.isPaid) && !mayChangePurchase;

  const change = (field: CarFormField, value: string) => {
    form.setValue(field, value);
    // changing the brand clears the model (spec §5)
    if (field === 'brandId') form.setValue('modelId', '');
    form.clearErrors(field);
  };
  const errors: FieldErrors = Object.fromEntries(
    Object.keys(values).map((field) => [field, form.error(field)]),
  );

  const ready = values.brandId !== '' && values.modelId !== '';
  const canSave = ready && !uploads.busy && !mutation.isPending;

  const save = form.handleSubmit((input) => {
    const onError = (error: unknown) => form.refuse(error, t('form.saveFailed'), { always: true });
    const parsed = parseCarForm(form.getValues()).car;
    if (car && parsed) {
      const { purchasePrice, supplierId, ...rest } = updateBodyOf(parsed, uploads.urls);
      const body = purchaseLocked ? rest : { ...rest, purchasePrice, supplierId };
      update.mutate({ id: car.id, body }, { onSuccess: close, onError });
    } else {
      add.mutate(input, { onSuccess: close, onError });
    }
  });

  const submit = (event: FormEvent) => {
    if (demo) {
      event.preventDefault();
      form.setError('root.server', { type: 'demo', message: t('demo.blocked') });
      return;
    }
    if (!canSave) return event.preventDefault();
    return save(event);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <CarFormFields
        values={values}
        errors={errors}
        onChange={change}
        purchaseLocked={purchaseLocked}
      />
      <ImageUploadField uploads={uploads} />
      <ErrorBox message={form.failure} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {uploads.busy ? (
          <p role="status" className="me-auto text-sm text-slate-600 dark:text-slate-400">
            {t('form.waitUploads')}
          </p>
        ) : null}
        <Button variant="secondary" onClick={close}>
          {t('common:actions.cancel')}
        </Button>
        {demo ? (
          <Button
            type="submit"
            variant="secondary"
            aria-disabled
            className="cursor-not-allowed opacity-70"
          >
            {t('demo.save')}
          </Button>
        ) : (
          <Button type="submit" disabled={!canSave}>
            {mutation.isPending ? t('form.saving') : car ? t('form.update') : t('form.add')}
          </Button>
        )}
      </div>
    </form>
  );
}

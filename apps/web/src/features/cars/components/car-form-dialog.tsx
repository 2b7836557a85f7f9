import { paidPurchaseOperation } from '@car-rental/domain/cars/update-car';
import type { CarView } from '@car-rental/domain/contract/car';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { useDataMode } from '../../../lib/data-mode.ts';
import { useAddCar } from '../api/add-car.ts';
import { useUpdateCar } from '../api/update-car.ts';
import {
  addBodyOf,
  type CarFormField,
  type CarFormValues,
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
  const [values, setValues] = useState<CarFormValues>(() => valuesOf(car));
  const [errors, setErrors] = useState<FieldErrors>({});
  const uploads = useImageUploads(car?.images ?? []);
  const add = useAddCar();
  const update = useUpdateCar();
  const mutation = car ? update : add;
  // demo mode: car saving is blocked (spec §5); the button says so and an attempt alerts
  // inside the dialog (a notice outside a modal dialog is hidden from screen readers)
  const demo = useDataMode() === 'demo';
  const [blocked, setBlocked] = useState(false);
  // a paid car's price and supplier move the fund: the Paid switch's permission (issue 28 §7)
  const mayChangePurchase = useCan(paidPurchaseOperation);
  const purchaseLocked = Boolean(car?.isPaid) && !mayChangePurchase;

  const change = (field: CarFormField, value: string) => {
    setValues((current) =>
      // changing the brand clears the model (spec §5)
      field === 'brandId'
        ? { ...current, brandId: value, modelId: '' }
        : { ...current, [field]: value },
    );
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const ready = values.brandId !== '' && values.modelId !== '';
  const canSave = ready && !uploads.busy && !mutation.isPending;

  const onError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fieldErrors: FieldErrors = {};
    for (const field of error.fields) {
      const name = field.path.split('.')[1] as CarFormField | undefined;
      if (name && name in values) fieldErrors[name] = field.message;
    }
    setErrors(fieldErrors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (demo) return setBlocked(true);
    if (!canSave) return;
    const parsed = parseCarForm(values);
    if (!parsed.car) {
      const shown: FieldErrors = {};
      for (const [field, key] of Object.entries(parsed.errors)) {
        shown[field as CarFormField] = t(`form.errors.${key}`);
      }
      setErrors(shown);
      return;
    }
    if (car) {
      const { purchasePrice, supplierId, ...rest } = updateBodyOf(parsed.car, uploads.urls);
      const body = purchaseLocked ? rest : { ...rest, purchasePrice, supplierId };
      update.mutate({ id: car.id, body }, { onSuccess: close, onError });
    } else {
      add.mutate(addBodyOf(parsed.car, uploads.urls), { onSuccess: close, onError });
    }
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
      <ErrorBox
        message={
          blocked
            ? t('demo.blocked')
            : mutation.isError
              ? errorMessage(mutation.error, t('form.saveFailed'))
              : null
        }
      />
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

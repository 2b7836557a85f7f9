import { fuelTypes } from '@car-rental/domain/cars/fuel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useBrands, useSupplierChoices } from '../../../lib/catalogue-queries.ts';
import type { CarFormField, CarFormValues } from '../lib/car-form-values.ts';

export type FieldErrors = Partial<Record<CarFormField, string>>;

/**
 * Brand and model (required, the model list follows the brand), then the optional details.
 * `purchaseLocked`: a paid car whose purchase price and supplier this account may not change
 * (they move the fund, as the Paid switch does), shown disabled with the reason.
 */
export function CarFormFields({
  values,
  errors,
  onChange,
  purchaseLocked = false,
}: {
  values: CarFormValues;
  errors: FieldErrors;
  onChange: (field: CarFormField, value: string) => void;
  purchaseLocked?: boolean;
}) {
  const { t } = useTranslation('cars');
  const brands = useBrands();
  // an archived supplier is not offered, unless the car is already linked to it
  const suppliers = useSupplierChoices({ keep: values.supplierId });
  const brandList = brands.data?.items ?? [];
  const models = brandList.find((brand) => brand.id === values.brandId)?.models ?? [];
  const noBrands = brands.isSuccess && brandList.length === 0;
  const lockedHintId = useId();
  const fuelListId = useId();
  // set only when locked: an absent prop keeps the field's own error description
  const locked = purchaseLocked ? { 'aria-describedby': lockedHintId } : {};
  const input = (field: CarFormField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('form.brand')}
        required
        value={values.brandId}
        error={errors.brandId}
        onChange={(event) => onChange('brandId', event.target.value)}
        disabled={brands.isPending}
        hint={
          noBrands ? (
            <>
              {t('form.noBrands')}{' '}
              <Link to="/brands" className="font-medium text-blue-700 underline dark:text-blue-300">
                {t('form.addBrandFirst')}
              </Link>
            </>
          ) : undefined
        }
      >
        <option value="">{brands.isPending ? t('loading') : t('form.chooseBrand')}</option>
        {brandList.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.model')}
        required
        value={values.modelId}
        error={errors.modelId}
        onChange={(event) => onChange('modelId', event.target.value)}
        disabled={values.brandId === ''}
      >
        <option value="">
          {values.brandId ? t('form.chooseModel') : t('form.chooseBrandFirst')}
        </option>
        {models.map((model) => (
          <option key={model.id} value={model.id}>
            {model.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('form.year')}
        type="number"
        min={1900}
        max={2030}
        step={1}
        {...input('year')}
      />
      <Field label={t('form.plate')} maxLength={30} {...input('plate')} />
      <Field label={t('form.color')} maxLength={50} {...input('color')} />
      <Field label={t('form.mileage')} type="number" min={0} step={1} {...input('mileageKm')} />
      <SelectField
        label={t('form.transmission')}
        value={values.transmission}
        error={errors.transmission}
        onChange={(event) => onChange('transmission', event.target.value)}
      >
        <option value="">{t('form.noTransmission')}</option>
        <option value="automatic">{t('card.transmissions.automatic')}</option>
        <option value="manual">{t('card.transmissions.manual')}</option>
      </SelectField>
      <Field label={t('form.fuel')} maxLength={50} list={fuelListId} {...input('fuel')} />
      {/* the usual fuels in the screen's language; any other text is kept as typed */}
      <datalist id={fuelListId}>
        {fuelTypes.map((type) => (
          <option key={type} value={t(`card.fuelTypes.${type}`)} />
        ))}
      </datalist>
      <Field
        label={t('form.dailyRate')}
        type="number"
        min={0}
        step={0.01}
        {...input('dailyRate')}
      />
      <Field label={t('form.salePrice')} type="number" min={0} step={100} {...input('salePrice')} />
      <Field
        label={t('form.purchasePrice')}
        type="number"
        min={0}
        step={100}
        {...input('purchasePrice')}
        disabled={purchaseLocked}
        {...locked}
      />
      <SelectField
        label={t('form.supplier')}
        value={values.supplierId}
        error={errors.supplierId}
        onChange={(event) => onChange('supplierId', event.target.value)}
        disabled={suppliers.isPending || purchaseLocked}
        {...locked}
      >
        <option value="">{suppliers.isPending ? t('loading') : t('form.noSupplier')}</option>
        {(suppliers.data ?? []).map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </SelectField>
      {purchaseLocked ? (
        <p id={lockedHintId} className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
          {t('form.purchaseLocked')}
        </p>
      ) : null}
    </div>
  );
}

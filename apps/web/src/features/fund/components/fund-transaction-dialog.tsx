import {
  categoriesFor,
  DEFAULT_CATEGORY,
  SUPPLIER_CATEGORY,
} from '@car-rental/domain/fund/fund-categories';
import type { FundTransactionType } from '@car-rental/domain/fund/fund-entry';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSupplierChoices } from '../../../lib/catalogue-queries.ts';
import { parseDinars } from '../../../lib/format.ts';
import { useAddFundTransaction } from '../api/add-fund-transaction.ts';
import { contrastGreen } from './tones.ts';

const empty = { amount: '', description: '', category: DEFAULT_CATEGORY, supplierId: '' };

/** the Add Money / Add Charge modal (spec §5 Fund forms) */
export function FundTransactionDialog({
  type,
  open,
  onOpenChange,
}: {
  type: FundTransactionType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('fund');
  const add = useAddFundTransaction();
  const [form, setForm] = useState(empty);
  const formId = useId();
  const isSupplier = form.category === SUPPLIER_CATEGORY;
  const suppliers = useSupplierChoices({ enabled: open && isSupplier });
  const title = type === 'add_money' ? t('addMoney') : t('addCharge');

  const amount = parseDinars(form.amount);
  const description = form.description.trim();
  const complete =
    amount !== undefined && amount > 0 && description !== '' && (!isSupplier || !!form.supplierId);

  const fieldError = (path: string) =>
    add.error instanceof ApiError
      ? add.error.fields.find((field) => field.path === path || field.path === `body.${path}`)
          ?.message
      : undefined;

  const shownInFields = ['amount', 'description', ...(isSupplier ? ['supplierId'] : [])].some(
    (path) => fieldError(path),
  );

  const close = (next: boolean) => {
    if (!next) {
      setForm(empty);
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || add.isPending) return;
    add.mutate(
      {
        type,
        amount,
        description,
        category: form.category,
        ...(isSupplier ? { supplierId: form.supplierId } : {}),
      },
      { onSuccess: () => close(false) },
    );
  };

  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={type === 'add_money' ? 'success' : 'danger'}
            className={type === 'add_money' ? contrastGreen : ''}
            disabled={!complete || add.isPending}
          >
            {add.isPending ? t('form.adding') : title}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorBox
          message={
            add.isError && !shownInFields
              ? errorMessage(
                  add.error,
                  type === 'add_money' ? t('form.moneyFailed') : t('form.chargeFailed'),
                )
              : null
          }
        />
        <Field
          label={t('form.amount')}
          name="amount"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          required
          value={form.amount}
          onChange={set('amount')}
          error={fieldError('amount')}
        />
        <Field
          label={t('form.description')}
          name="description"
          placeholder={t('form.descriptionPlaceholder')}
          required
          maxLength={500}
          value={form.description}
          onChange={set('description')}
          error={fieldError('description')}
        />
        <SelectField label={t('form.category')} value={form.category} onChange={set('category')}>
          {categoriesFor(type).map((option) => (
            <option key={option.value} value={option.value}>
              {t(`categories.${option.value}`)}
            </option>
          ))}
        </SelectField>
        {isSupplier ? (
          <SelectField
            label={t('form.supplier')}
            value={form.supplierId}
            onChange={set('supplierId')}
            required
            error={fieldError('supplierId')}
          >
            <option value="">
              {suppliers.isPending ? t('loadingShort', { ns: 'common' }) : t('form.selectSupplier')}
            </option>
            {(suppliers.data ?? []).map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </form>
    </Dialog>
  );
}

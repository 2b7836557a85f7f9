import { addFundTransactionBody } from '@car-rental/domain/contract/fund';
import {
  categoriesFor,
  DEFAULT_CATEGORY,
  SUPPLIER_CATEGORY,
} from '@car-rental/domain/fund/fund-categories';
import type { FundTransactionType } from '@car-rental/domain/fund/fund-entry';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useSupplierChoices } from '../../../lib/catalogue-queries.ts';
import { parseDinars } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
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
  const form = useForm({
    schema: addFundTransactionBody,
    defaultValues: empty,
    toInput: (values) => ({
      type,
      amount: parseDinars(values.amount) ?? Number.NaN,
      description: values.description.trim(),
      category: values.category,
      ...(values.category === SUPPLIER_CATEGORY ? { supplierId: values.supplierId || null } : {}),
    }),
  });
  const values = form.watch();
  const formId = useId();
  const isSupplier = values.category === SUPPLIER_CATEGORY;
  const suppliers = useSupplierChoices({ enabled: open && isSupplier });
  const title = type === 'add_money' ? t('addMoney') : t('addCharge');

  const amount = parseDinars(values.amount);
  const complete =
    amount !== undefined &&
    amount > 0 &&
    values.description.trim() !== '' &&
    (!isSupplier || !!values.supplierId);

  const close = (next: boolean) => {
    if (!next) {
      form.reset(empty);
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(input, {
      onSuccess: () => close(false),
      onError: (error) =>
        form.refuse(error, type === 'add_money' ? t('form.moneyFailed') : t('form.chargeFailed')),
    });
  });

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
        <ErrorBox message={form.failure} />
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
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          required
          maxLength={500}
          {...form.register('description')}
          error={form.error('description')}
        />
        <SelectField
          label={t('form.category')}
          {...form.register('category')}
          error={form.error('category')}
        >
          {categoriesFor(type).map((option) => (
            <option key={option.value} value={option.value}>
              {t(`categories.${option.value}`)}
            </option>
          ))}
        </SelectField>
        {isSupplier ? (
          <SelectField
            label={t('form.supplier')}
            {...form.register('supplierId')}
            required
            error={form.error('supplierId')}
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

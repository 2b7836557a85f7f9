import { addFundTransactionBody, type FundTransaction } from '@car-rental/domain/contract/fund';
import {
  categoriesFor,
  DEFAULT_CATEGORY,
  isCategoryOf,
  SUPPLIER_CATEGORY,
} from '@car-rental/domain/fund/fund-categories';
import type { FundTransactionType } from '@car-rental/domain/fund/fund-entry';
import type { TFunction } from 'i18next';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newPayment,
  type PaymentDraft,
  PaymentFields,
  toPaymentInput,
} from '../../../components/payment-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useSupplierChoices } from '../../../lib/catalogue-queries.ts';
import { dinarsText, money, parseDinars } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAddFundTransaction } from '../api/add-fund-transaction.ts';
import { contrastGreen } from './tones.ts';

interface Values {
  amount: string;
  description: string;
  category: string;
  supplierId: string;
  payment: PaymentDraft;
}

const empty = (): Values => ({
  amount: '',
  description: '',
  category: DEFAULT_CATEGORY,
  supplierId: '',
  payment: newPayment(),
});

/** the opposite of an entry: same amount, category (where the other type has it) and payment */
export const reverseType = (entry: FundTransaction): FundTransactionType =>
  entry.type === 'add_money' ? 'add_charge' : 'add_money';

function reversing(entry: FundTransaction, t: TFunction<'fund'>): Values {
  const category = isCategoryOf(reverseType(entry), entry.category)
    ? entry.category
    : DEFAULT_CATEGORY;
  return {
    amount: dinarsText(entry.amount),
    description: t('form.correctionOf', { description: entry.description }).slice(0, 500),
    category,
    supplierId: category === SUPPLIER_CATEGORY ? (entry.supplierId ?? '') : '',
    payment: newPayment(entry),
  };
}

/**
 * The Add Money / Add Charge modal (spec §5 Fund forms), with how the money moved (issue
 * 31 §1). `correcting`: an entry of a closed day, which cannot change; the modal opens as
 * its reversing entry (the opposite type, its amount, a description naming it) and the entry
 * it records names the one it corrects.
 */
export function FundTransactionDialog({
  type: chosenType,
  open,
  onOpenChange,
  correcting = null,
}: {
  type: FundTransactionType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  correcting?: FundTransaction | null;
}) {
  const { t } = useTranslation('fund');
  const add = useAddFundTransaction();
  const type = correcting ? reverseType(correcting) : chosenType;
  const form = useForm({
    schema: addFundTransactionBody,
    defaultValues: empty(),
    toInput: (values) => ({
      type,
      amount: parseDinars(values.amount) ?? Number.NaN,
      description: values.description.trim(),
      category: values.category,
      ...(values.category === SUPPLIER_CATEGORY ? { supplierId: values.supplierId || null } : {}),
      payment: toPaymentInput(values.payment),
      ...(correcting ? { correctsId: correcting.id } : {}),
    }),
  });
  const { reset } = form;
  // a correction opens prefilled as the reversing entry of the one it corrects
  useEffect(() => {
    if (open && correcting) reset(reversing(correcting, t));
  }, [open, correcting, reset, t]);
  const values = form.watch();
  const formId = useId();
  const isSupplier = values.category === SUPPLIER_CATEGORY;
  const suppliers = useSupplierChoices({
    enabled: open && isSupplier,
    keep: values.supplierId,
  });
  const title = correcting
    ? t('form.correctTitle')
    : type === 'add_money'
      ? t('addMoney')
      : t('addCharge');
  const submitText = correcting ? t('form.correctSubmit') : title;
  const failed = correcting
    ? t('form.correctFailed')
    : type === 'add_money'
      ? t('form.moneyFailed')
      : t('form.chargeFailed');

  const amount = parseDinars(values.amount);
  const complete =
    amount !== undefined &&
    amount > 0 &&
    values.description.trim() !== '' &&
    (!isSupplier || !!values.supplierId);

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
      onError: (error) => form.refuse(error, failed),
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
            {add.isPending ? (correcting ? t('form.correcting') : t('form.adding')) : submitText}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ErrorBox message={form.failure} />
        {correcting ? (
          <p
            className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            data-testid="correcting"
          >
            {t('form.reverses', {
              summary: t('deleteDialog.summary', {
                description: correcting.description,
                amount: money(correcting.amount),
              }),
            })}
          </p>
        ) : null}
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
            // shown once the choices arrive (a correction opens with its supplier chosen)
            value={values.supplierId}
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
        <PaymentFields
          form={form}
          legend={type === 'add_money' ? t('payment.moneyIn') : t('payment.moneyOut')}
        />
      </form>
    </Dialog>
  );
}

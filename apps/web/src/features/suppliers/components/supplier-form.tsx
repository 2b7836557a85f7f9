import { addSupplierBody, type SupplierView } from '@car-rental/domain/contract/suppliers';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { dinarsText, parseDinars } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAddSupplier } from '../api/add-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';

const blank = { name: '', contact: '', phone: '', email: '', address: '', balance: '' };
type Values = typeof blank;

const optional = (value: string) => value.trim() || undefined;

function valuesOf(supplier: SupplierView | null): Values {
  if (!supplier) return blank;
  return {
    name: supplier.name,
    contact: supplier.contact ?? '',
    phone: supplier.phone ?? '',
    email: supplier.email ?? '',
    address: supplier.address ?? '',
    balance: supplier.openingBalance ? dinarsText(supplier.openingBalance) : '',
  };
}

/** the inline add / edit form (spec §5: name required, the rest optional and stripped when empty) */
export function SupplierForm({
  supplier,
  onDone,
}: {
  /** null: a new supplier */
  supplier: SupplierView | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('suppliers');
  const add = useAddSupplier();
  const update = useUpdateSupplier();
  const save = supplier ? update : add;
  const form = useForm({
    schema: addSupplierBody,
    defaultValues: valuesOf(supplier),
    toInput: (values) => ({
      name: values.name.trim(),
      contact: optional(values.contact),
      phone: optional(values.phone),
      email: optional(values.email),
      address: optional(values.address),
      balance: parseDinars(values.balance),
    }),
  });
  const nameId = useId();
  const hintId = useId();

  useEffect(() => {
    document.getElementById(nameId)?.focus();
  }, [nameId]);

  const name = form.watch('name').trim();

  const submit = form.handleSubmit((input) => {
    if (save.isPending) return;
    const done = {
      onSuccess: onDone,
      onError: (error: unknown) => form.refuse(error, t('form.failed')),
    };
    if (supplier) {
      update.mutate(
        {
          id: supplier.id,
          name: input.name,
          contact: input.contact ?? null,
          phone: input.phone ?? null,
          email: input.email ?? null,
          address: input.address ?? null,
          balance: input.balance ?? 0,
        },
        done,
      );
    } else {
      add.mutate(input, done);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="supplier-form-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="supplier-form-title" className="mb-4 text-lg font-semibold">
        {supplier ? t('form.editTitle') : t('form.addTitle')}
      </h2>
      {form.failure ? (
        <div className="mb-4">
          <ErrorBox message={form.failure} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id={nameId}
          label={t('form.name')}
          required
          aria-required
          maxLength={200}
          {...form.register('name')}
          error={form.error('name')}
        />
        <Field
          label={t('form.contact')}
          maxLength={200}
          {...form.register('contact')}
          error={form.error('contact')}
        />
        <Field
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={50}
          {...form.register('phone')}
          error={form.error('phone')}
        />
        <Field
          label={t('form.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          {...form.register('email')}
          error={form.error('email')}
        />
        <Field
          label={t('form.address')}
          maxLength={500}
          {...form.register('address')}
          error={form.error('address')}
        />
        <div className="flex flex-col gap-1">
          <Field
            label={t('form.balance')}
            type="number"
            step={0.01}
            inputMode="decimal"
            {...form.register('balance')}
            error={form.error('balance')}
            aria-describedby={hintId}
          />
          <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            {t('form.balanceHint')}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!name || save.isPending}>
          {save.isPending ? t('form.saving') : supplier ? t('form.update') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}

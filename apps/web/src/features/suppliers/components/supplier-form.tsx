import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { dinarsText, parseDinars } from '../../../lib/format.ts';
import { useAddSupplier } from '../api/add-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';

const blank = { name: '', contact: '', phone: '', email: '', address: '', balance: '' };
type Values = typeof blank;

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
  const [values, setValues] = useState<Values>(() => valuesOf(supplier));
  const nameId = useId();
  const hintId = useId();

  useEffect(() => {
    document.getElementById(nameId)?.focus();
  }, [nameId]);

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const name = values.name.trim();
  const optional = (value: string) => value.trim() || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || save.isPending) return;
    const balance = parseDinars(values.balance);
    if (supplier) {
      update.mutate(
        {
          id: supplier.id,
          name,
          contact: optional(values.contact) ?? null,
          phone: optional(values.phone) ?? null,
          email: optional(values.email) ?? null,
          address: optional(values.address) ?? null,
          balance: balance ?? 0,
        },
        { onSuccess: onDone },
      );
    } else {
      add.mutate(
        {
          name,
          contact: optional(values.contact),
          phone: optional(values.phone),
          email: optional(values.email),
          address: optional(values.address),
          balance,
        },
        { onSuccess: onDone },
      );
    }
  };

  const fieldError = (path: string) =>
    save.error instanceof ApiError
      ? save.error.fields.find((field) => field.path === path || field.path === `body.${path}`)
          ?.message
      : undefined;
  const shownInFields = Object.keys(blank).some((path) => fieldError(path));

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
      {save.isError && !shownInFields ? (
        <div className="mb-4">
          <ErrorBox message={errorMessage(save.error, t('form.failed'))} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id={nameId}
          label={t('form.name')}
          name="name"
          required
          aria-required
          maxLength={200}
          value={values.name}
          onChange={set('name')}
          error={fieldError('name')}
        />
        <Field
          label={t('form.contact')}
          name="contact"
          maxLength={200}
          value={values.contact}
          onChange={set('contact')}
          error={fieldError('contact')}
        />
        <Field
          label={t('form.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={50}
          value={values.phone}
          onChange={set('phone')}
          error={fieldError('phone')}
        />
        <Field
          label={t('form.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={set('email')}
          error={fieldError('email')}
        />
        <Field
          label={t('form.address')}
          name="address"
          maxLength={500}
          value={values.address}
          onChange={set('address')}
          error={fieldError('address')}
        />
        <div className="flex flex-col gap-1">
          <Field
            label={t('form.balance')}
            name="balance"
            type="number"
            step={0.01}
            inputMode="decimal"
            value={values.balance}
            onChange={set('balance')}
            error={fieldError('balance')}
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

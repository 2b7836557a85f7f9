import type { CustomerView } from '@car-rental/domain/contract/customers';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useAddCustomer, useUpdateCustomer } from '../api/customers.ts';

const textFields = [
  ['phone', 'tel', 50],
  ['email', 'email', 254],
  ['licenceNumber', 'text', 100],
  ['licenceIssuedOn', 'date', 10],
  ['idNumber', 'text', 100],
  ['birthDate', 'date', 10],
  ['address', 'text', 500],
  ['notes', 'text', 2000],
] as const;
type FieldName = 'fullName' | (typeof textFields)[number][0];
type Values = Record<FieldName, string>;

function valuesOf(customer: CustomerView | null): Values {
  const values = { fullName: customer?.fullName ?? '' } as Values;
  for (const [name] of textFields) values[name] = customer?.[name] ?? '';
  return values;
}

/** the add / edit form of the customer file: the name required, the rest optional */
export function CustomerForm({
  customer,
  onDone,
}: {
  /** null: a new customer */
  customer: CustomerView | null;
  onDone: (saved?: CustomerView) => void;
}) {
  const { t } = useTranslation('customers');
  const add = useAddCustomer();
  const update = useUpdateCustomer();
  const save = customer ? update : add;
  const [values, setValues] = useState<Values>(() => valuesOf(customer));
  const nameId = useId();

  useEffect(() => {
    document.getElementById(nameId)?.focus();
  }, [nameId]);

  const set = (key: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const fullName = values.fullName.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fullName || save.isPending) return;
    // an empty field: nothing on a new customer, cleared on an edit
    const rest = Object.fromEntries(
      textFields.map(([name]) => [name, values[name].trim() || (customer ? null : undefined)]),
    );
    if (customer) {
      update.mutate(
        { id: customer.id, fullName, ...rest },
        { onSuccess: (saved) => onDone(saved) },
      );
    } else {
      add.mutate({ fullName, ...rest, documents: [] }, { onSuccess: (saved) => onDone(saved) });
    }
  };

  const errors = fieldErrors(save.error);
  const fieldError = (name: FieldName) => errors[name];
  const shownInFields = ['fullName' as const, ...textFields.map(([name]) => name)].some(fieldError);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="customer-form-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="customer-form-title" className="mb-4 text-lg font-semibold">
        {customer ? t('form.editTitle') : t('form.addTitle')}
      </h2>
      {save.isError && !shownInFields ? (
        <div className="mb-4">
          <ErrorBox message={errorMessage(save.error, t('form.failed'))} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id={nameId}
          label={t('form.fullName')}
          name="fullName"
          required
          aria-required
          maxLength={200}
          value={values.fullName}
          onChange={set('fullName')}
          error={fieldError('fullName')}
        />
        {textFields.map(([name, type, max]) => (
          <Field
            key={name}
            label={t(`fields.${name}`)}
            name={name}
            type={type}
            maxLength={max}
            value={values[name]}
            onChange={set(name)}
            error={fieldError(name)}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onDone()}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={!fullName || save.isPending}>
          {save.isPending ? t('form.saving') : customer ? t('form.update') : t('form.add')}
        </Button>
      </div>
    </form>
  );
}

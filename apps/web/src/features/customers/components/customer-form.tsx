import { addCustomerBody, type CustomerView } from '@car-rental/domain/contract/customers';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
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
  const form = useForm({
    schema: addCustomerBody,
    defaultValues: valuesOf(customer),
    // an empty field: nothing on a new customer, cleared on an edit (below)
    toInput: (values) => ({
      fullName: values.fullName.trim(),
      ...Object.fromEntries(textFields.map(([name]) => [name, values[name].trim() || undefined])),
      documents: [],
    }),
  });
  const nameId = useId();

  useEffect(() => {
    document.getElementById(nameId)?.focus();
  }, [nameId]);

  const fullName = form.watch('fullName').trim();

  const submit = form.handleSubmit((input) => {
    if (save.isPending) return;
    const onError = (error: unknown) => form.refuse(error, t('form.failed'));
    if (customer) {
      const { documents: _, ...fields } = input;
      const cleared = Object.fromEntries(textFields.map(([name]) => [name, fields[name] ?? null]));
      update.mutate(
        { id: customer.id, ...fields, ...cleared },
        { onSuccess: (saved) => onDone(saved), onError },
      );
    } else {
      add.mutate(input, { onSuccess: (saved) => onDone(saved), onError });
    }
  });

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
      {form.failure ? (
        <div className="mb-4">
          <ErrorBox message={form.failure} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          id={nameId}
          label={t('form.fullName')}
          required
          aria-required
          maxLength={200}
          {...form.register('fullName')}
          error={form.error('fullName')}
        />
        {textFields.map(([name, type, max]) => (
          <Field
            key={name}
            label={t(`fields.${name}`)}
            type={type}
            maxLength={max}
            {...form.register(name)}
            error={form.error(name)}
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

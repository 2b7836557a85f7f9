import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAddBrand } from '../api/add-brand.ts';

const blank = { name: '', group: '', logo: '' };

/** Add Brand: name required (trimmed), group optional with the existing groups suggested */
export function AddBrandForm({ groups }: { groups: readonly string[] }) {
  const { t } = useTranslation('brands');
  const add = useAddBrand();
  const [values, setValues] = useState(blank);
  const groupsId = useId();
  const name = values.name.trim();

  const set = (key: keyof typeof blank) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || add.isPending) return;
    add.mutate(
      {
        name,
        group: values.group.trim() || undefined,
        logo: values.logo.trim() || undefined,
      },
      { onSuccess: () => setValues(blank) },
    );
  };

  const fieldError = (path: string) =>
    add.error instanceof ApiError
      ? add.error.fields.find((field) => field.path === path || field.path === `body.${path}`)
          ?.message
      : undefined;
  const shownInFields = Object.keys(blank).some((path) => fieldError(path));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-brand-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="add-brand-title" className="mb-4 text-lg font-semibold">
        {t('addBrand.title')}
      </h2>
      {add.isError && !shownInFields ? (
        <div className="mb-4">
          <ErrorBox message={errorMessage(add.error, t('addBrand.failed'))} />
        </div>
      ) : null}
      <div className="grid items-start gap-4 md:grid-cols-[1fr_1fr_1fr_auto]">
        <Field
          label={t('addBrand.name')}
          name="name"
          required
          aria-required
          maxLength={100}
          value={values.name}
          onChange={set('name')}
          error={fieldError('name')}
        />
        <Field
          label={t('addBrand.group')}
          name="group"
          list={groupsId}
          maxLength={100}
          autoComplete="off"
          placeholder={t('addBrand.groupPlaceholder')}
          value={values.group}
          onChange={set('group')}
          error={fieldError('group')}
        />
        <datalist id={groupsId}>
          {groups.map((group) => (
            <option key={group} value={group} />
          ))}
        </datalist>
        <Field
          label={t('addBrand.logo')}
          name="logo"
          type="url"
          inputMode="url"
          maxLength={2000}
          placeholder={t('addBrand.logoPlaceholder')}
          value={values.logo}
          onChange={set('logo')}
          error={fieldError('logo')}
        />
        <Button type="submit" className="md:mt-6" disabled={!name || add.isPending}>
          {add.isPending ? t('addBrand.adding') : t('addBrand.submit')}
        </Button>
      </div>
    </form>
  );
}

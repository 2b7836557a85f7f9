import { addBrandBody } from '@car-rental/domain/contract/brands';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useAddBrand } from '../api/add-brand.ts';

const blank = { name: '', group: '', logo: '' };

/** Add Brand: name required (trimmed), group optional with the existing groups suggested */
export function AddBrandForm({ groups }: { groups: readonly string[] }) {
  const { t } = useTranslation('brands');
  const add = useAddBrand();
  const form = useForm({
    schema: addBrandBody,
    defaultValues: blank,
    toInput: (values) => ({
      name: values.name.trim(),
      group: values.group.trim() || undefined,
      logo: values.logo.trim() || undefined,
    }),
  });
  const groupsId = useId();
  const name = form.watch('name').trim();

  const submit = form.handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(input, {
      onSuccess: () => form.reset(blank),
      onError: (error) => form.refuse(error, t('addBrand.failed')),
    });
  });

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
      {form.failure ? (
        <div className="mb-4">
          <ErrorBox message={form.failure} />
        </div>
      ) : null}
      <div className="grid items-start gap-4 md:grid-cols-[1fr_1fr_1fr_auto]">
        <Field
          label={t('addBrand.name')}
          required
          aria-required
          maxLength={100}
          {...form.register('name')}
          error={form.error('name')}
        />
        <Field
          label={t('addBrand.group')}
          list={groupsId}
          maxLength={100}
          autoComplete="off"
          placeholder={t('addBrand.groupPlaceholder')}
          {...form.register('group')}
          error={form.error('group')}
        />
        <datalist id={groupsId}>
          {groups.map((group) => (
            <option key={group} value={group} />
          ))}
        </datalist>
        <Field
          label={t('addBrand.logo')}
          type="url"
          inputMode="url"
          maxLength={2000}
          placeholder={t('addBrand.logoPlaceholder')}
          {...form.register('logo')}
          error={form.error('logo')}
        />
        <Button type="submit" className="md:mt-6" disabled={!name || add.isPending}>
          {add.isPending ? t('addBrand.adding') : t('addBrand.submit')}
        </Button>
      </div>
    </form>
  );
}

import { addModelBody, type BrandView } from '@car-rental/domain/contract/brands';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { useAddModel } from '../api/add-model.ts';

/** the inline Add Model form of one brand card: name trimmed and required */
export function AddModelForm({ brand }: { brand: Pick<BrandView, 'id' | 'name'> }) {
  const { t } = useTranslation('brands');
  const add = useAddModel();
  const form = useForm({
    schema: addModelBody,
    defaultValues: { name: '' },
    toInput: (values) => ({ name: values.name.trim() }),
  });
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const trimmed = form.watch('name').trim();
  const failed = form.failure ?? form.error('name');

  const submit = form.handleSubmit((input) => {
    if (add.isPending) return;
    add.mutate(
      { brandId: brand.id, ...input },
      {
        onSuccess: () => form.reset(),
        onError: (error) => form.refuse(error, t('addModel.failed'), { always: true }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="mt-auto flex flex-col gap-1">
      <label htmlFor={inputId} className="sr-only">
        {t('addModel.label', { brand: brand.name })}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          className={inputClass}
          placeholder={t('addModel.placeholder')}
          maxLength={100}
          {...form.register('name', { onChange: () => form.clearErrors() })}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? errorId : undefined}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          className="shrink-0"
          disabled={!trimmed || add.isPending}
        >
          <Plus size={14} aria-hidden />
          {add.isPending ? t('addModel.adding') : t('addModel.submit')}
        </Button>
      </div>
      {failed ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {failed}
        </p>
      ) : null}
    </form>
  );
}

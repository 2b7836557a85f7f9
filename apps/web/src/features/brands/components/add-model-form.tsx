import type { BrandView } from '@car-rental/domain/contract/brands';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddModel } from '../api/add-model.ts';

/** the inline Add Model form of one brand card: name trimmed and required */
export function AddModelForm({ brand }: { brand: Pick<BrandView, 'id' | 'name'> }) {
  const { t } = useTranslation('brands');
  const add = useAddModel();
  const [name, setName] = useState('');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || add.isPending) return;
    add.mutate({ brandId: brand.id, name: trimmed }, { onSuccess: () => setName('') });
  };

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
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (add.isError) add.reset();
          }}
          aria-invalid={add.isError || undefined}
          aria-describedby={add.isError ? errorId : undefined}
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
      {add.isError ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(add.error, t('addModel.failed'))}
        </p>
      ) : null}
    </form>
  );
}

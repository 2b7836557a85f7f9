import type { CustomerView } from '@car-rental/domain/contract/customers';
import { smallImageUrl } from '@car-rental/domain/uploads/image-copies';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateCustomer } from '../api/customers.ts';
import { uploadCustomerDocument } from '../api/upload-document.ts';

/** at most 4 documents a customer (licence, ID card, both sides) */
const MAX_DOCUMENTS = 4;

/**
 * The customer's document images (issue 14 §3): uploaded to the private folder, served to
 * signed-in staff only; added and removed here, up to 4, with the spec's image rules (the
 * server checks the bytes, 5 MB at most).
 */
export function CustomerDocuments({ customer }: { customer: CustomerView }) {
  const { t } = useTranslation('customers');
  const inputId = useId();
  const update = useUpdateCustomer();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const documents = customer.documents;

  const save = (next: string[]) =>
    update.mutateAsync({ id: customer.id, documents: next }).catch((error: unknown) => {
      setFailure(errorMessage(error, t('documents.failed')));
    });

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const uploaded = await uploadCustomerDocument(file, setProgress);
      await save([...documents, uploaded.url]);
    } catch (error) {
      setFailure(errorMessage(error, t('documents.failed')));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="customer-documents" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="customer-documents" className="text-lg font-semibold">
          {t('documents.title')}
        </h2>
        {documents.length < MAX_DOCUMENTS ? (
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {progress === null
              ? t('documents.add')
              : t('documents.uploading', { percent: Math.round(progress * 100) })}
            <input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={progress !== null}
              onChange={add}
            />
          </label>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('documents.full')}</p>
        )}
      </div>
      {failure ? <ErrorBox message={failure} /> : null}
      {documents.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('documents.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="customer-documents">
          {documents.map((url, index) => (
            <li key={url} className="flex flex-col gap-1">
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={smallImageUrl(url) ?? url}
                  alt={t('documents.image', { number: index + 1, name: customer.fullName })}
                  className="aspect-[4/3] w-full rounded-md border border-slate-200 object-cover dark:border-slate-700"
                />
              </a>
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                onClick={() => save(documents.filter((other) => other !== url))}
              >
                {t('documents.remove', { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

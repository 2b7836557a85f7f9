import type { DocumentSettingsInput } from '@car-rental/domain/contract/documents';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDocumentSettings } from '../api/get-document-settings.ts';
import { useUpdateDocumentSettings } from '../api/update-document-settings.ts';

/**
 * Settings > Documents (issue 16): invoices, contracts and receipts print in the language
 * of the person printing, or in French and Arabic side by side; and (issue 17) whether the
 * original of each uploaded photo is kept beside its screen copies. Everyone reads it; owners
 * change it.
 */
export function DocumentsSection() {
  const { t } = useTranslation('settings');
  const canEdit = useCan('updateDocumentSettings');
  const documents = useDocumentSettings();
  const save = useUpdateDocumentSettings();
  const notify = useNotify();
  const headingId = useId();
  const readOnlyId = useId();
  const name = useId();
  const photosHintId = useId();
  if (documents.isPending) return <PendingNote />;
  if (documents.isError) {
    return <ErrorBox message={errorMessage(documents.error, t('loadFailed'))} />;
  }
  const choose = (change: DocumentSettingsInput) => {
    // the photo setting is said in its own words, the language in the documents'
    const words = change.keepOriginalPhotos === undefined ? 'documents' : 'photos';
    save.mutate(change, {
      onSuccess: () => notify(t(`${words}.saved`), 'success'),
      onError: (error) => notify(errorMessage(error, t(`${words}.saveFailed`)), 'error'),
    });
  };
  // while a change is on its way, the screen shows it
  const shown = { ...documents.data, ...(save.isPending ? save.variables : {}) };
  const bilingual = shown.bilingual;
  const options = [
    { value: false, label: t('documents.user') },
    { value: true, label: t('documents.bilingual') },
  ];
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={canEdit ? undefined : readOnlyId}
      data-testid="documents-settings"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('documents.title')}
      </h2>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{t('documents.hint')}</p>
      {canEdit ? null : (
        <p
          id={readOnlyId}
          className="mb-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
        >
          {t('documents.readOnly')}
        </p>
      )}
      <fieldset className="flex flex-col gap-2" disabled={!canEdit || save.isPending}>
        <legend className="mb-1 text-sm font-semibold">{t('documents.language')}</legend>
        {options.map((option) => (
          <label key={String(option.value)} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={bilingual === option.value}
              onChange={() => choose({ bilingual: option.value })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="mt-4 flex flex-col gap-1" disabled={!canEdit || save.isPending}>
        <legend className="mb-1 text-sm font-semibold">{t('photos.title')}</legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={shown.keepOriginalPhotos}
            aria-describedby={photosHintId}
            onChange={(event) => choose({ keepOriginalPhotos: event.target.checked })}
          />
          {t('photos.keepOriginals')}
        </label>
        <p id={photosHintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('photos.hint')}
        </p>
      </fieldset>
    </section>
  );
}

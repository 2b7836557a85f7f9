import { useTranslation } from 'react-i18next';
import type { useImageUploads } from '../lib/use-image-uploads.ts';

/** 'Some files were skipped:' and 'Upload failures:', one '{file name}: {reason}' line each */
export function UploadMessages({ uploads }: { uploads: ReturnType<typeof useImageUploads> }) {
  const { t } = useTranslation('cars');
  const { skipped, failures, batchFailed } = uploads;
  return (
    <>
      {skipped.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">{t('images.skipped')}</p>
          <ul className="mt-1 list-disc ps-5">
            {skipped.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {t('images.line', { name: file.name, reason: t(`images.reasons.${file.reason}`) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {failures.length > 0 || batchFailed ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-300"
        >
          <p className="font-medium">{t('images.failures')}</p>
          <ul className="mt-1 list-disc ps-5">
            {failures.map((failure, index) => (
              <li key={`${failure.name}-${index}`}>
                {t('images.line', {
                  name: failure.name,
                  reason: failure.message ?? t('images.uploadFailed'),
                })}
              </li>
            ))}
            {batchFailed && failures.length === 0 ? <li>{t('images.uploadsFailed')}</li> : null}
          </ul>
        </div>
      ) : null}
    </>
  );
}

import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useImageUploads } from '../lib/use-image-uploads.ts';

/** the form's images in order, the first labelled 'Primary', each removable, uploads with progress */
export function ImagePreviews({ uploads }: { uploads: ReturnType<typeof useImageUploads> }) {
  const { t } = useTranslation('cars');
  if (uploads.items.length === 0) return null;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {uploads.items.map((item, index) => {
        const number = index + 1;
        const percent = Math.round(item.progress * 100);
        return (
          <li
            key={item.key}
            data-testid="image-preview"
            className="relative aspect-square overflow-hidden rounded-md border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
          >
            <img
              src={item.preview ?? item.url ?? ''}
              alt={t('images.preview', { number })}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
            {index === 0 ? (
              <span className="absolute start-1 top-1 rounded bg-blue-700 px-1.5 py-0.5 text-xs font-medium text-white">
                {t('images.primary')}
              </span>
            ) : null}
            <button
              type="button"
              aria-label={t('images.remove', { number })}
              onClick={() => uploads.remove(item.key)}
              className="absolute end-1 top-1 rounded-full bg-black/70 p-0.5 text-white hover:bg-black/90"
            >
              <X size={14} aria-hidden />
            </button>
            {item.url === null ? (
              <div className="absolute inset-x-1 bottom-1 rounded bg-black/70 px-1 py-0.5 text-xs text-white">
                <div
                  role="progressbar"
                  aria-label={t('images.uploading', { name: item.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-1.5 overflow-hidden rounded bg-white/30"
                >
                  <div className="h-full bg-white" style={{ width: `${percent}%` }} />
                </div>
                <span className="block text-center">{percent}%</span>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

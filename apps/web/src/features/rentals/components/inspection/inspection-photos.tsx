import { MAX_INSPECTION_PHOTOS } from '@car-rental/domain/rentals/inspection';
import { smallImageUrl } from '@car-rental/domain/uploads/image-copies';
import { Camera, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { uploadInspectionPhoto } from '../../api/contract.ts';

interface Upload {
  number: number;
  total: number;
  fraction: number;
}

/**
 * The walk-around photos, up to 8: chosen (or taken) several at a time, uploaded one after
 * the other to the private 'inspections' folder with their progress; each shown and removable.
 */
export function InspectionPhotos({
  value,
  onChange,
}: {
  value: string[];
  onChange: (photos: string[]) => void;
}) {
  const { t } = useTranslation('rentals');
  const inputId = useId();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  // the uploads finish one by one: each adds to the latest list, removals included
  const latest = useRef(value);
  latest.current = value;
  const room = MAX_INSPECTION_PHOTOS - value.length;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const files = chosen.slice(0, Math.max(0, room));
    const problems: string[] = [];
    if (chosen.length > files.length) {
      problems.push(
        t('inspection.photos.tooMany', {
          max: MAX_INSPECTION_PHOTOS,
          count: chosen.length - files.length,
        }),
      );
    }
    setFailures(problems);
    for (const [index, file] of files.entries()) {
      setUpload({ number: index + 1, total: files.length, fraction: 0 });
      try {
        const uploaded = await uploadInspectionPhoto(file, (fraction) =>
          setUpload({ number: index + 1, total: files.length, fraction }),
        );
        const next = [...latest.current, uploaded.url].slice(0, MAX_INSPECTION_PHOTOS);
        latest.current = next;
        onChange(next);
      } catch (error) {
        // the server's own words (not an image, over 5 MB...) after the file's name
        const message = errorMessage(error, t('inspection.photos.failed'));
        problems.push(t('inspection.photos.failedWith', { name: file.name, message }));
        setFailures([...problems]);
      }
    }
    setUpload(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {room > 0 ? (
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-100 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-500 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700"
          >
            <Camera size={16} aria-hidden />
            {t('inspection.photos.add')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              disabled={upload !== null}
              onChange={(event) => void add(event)}
            />
          </label>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('inspection.photos.full', { max: MAX_INSPECTION_PHOTOS })}
          </p>
        )}
        <span className="text-sm text-slate-500 dark:text-slate-400" data-testid="photo-count">
          {t('inspection.photos.count', { count: value.length, max: MAX_INSPECTION_PHOTOS })}
        </span>
      </div>
      <p role="status" className="text-sm text-slate-600 empty:hidden dark:text-slate-300">
        {upload
          ? t('inspection.photos.uploading', {
              number: upload.number,
              total: upload.total,
              percent: Math.round(upload.fraction * 100),
            })
          : ''}
      </p>
      {upload ? (
        <progress
          max={1}
          value={upload.fraction}
          aria-hidden
          className="h-1.5 w-full overflow-hidden rounded accent-blue-600"
        />
      ) : null}
      {failures.length > 0 ? <ErrorBox message={failures.join(' · ')} /> : null}
      {value.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('inspection.photos.none')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="inspection-photos">
          {value.map((url, index) => (
            <li key={url} className="relative">
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={smallImageUrl(url) ?? url}
                  alt={t('inspection.photos.image', { number: index + 1 })}
                  className="aspect-[4/3] w-full rounded-md border border-slate-200 object-cover dark:border-slate-700"
                />
              </a>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== url))}
                aria-label={t('inspection.photos.remove', { number: index + 1 })}
                className="absolute end-1 top-1 rounded-full bg-white/90 p-1 text-red-600 shadow hover:bg-red-50 dark:bg-slate-900/90 dark:text-red-400"
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

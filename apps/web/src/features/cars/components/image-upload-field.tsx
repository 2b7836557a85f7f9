import { MAX_IMAGES_PER_CAR } from '@car-rental/domain/uploads/validate-image-file';
import { ImagePlus, Upload } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import type { useImageUploads } from '../lib/use-image-uploads.ts';
import { ImagePreviews } from './image-previews.tsx';
import { UploadMessages } from './upload-messages.tsx';

const accept = 'image/jpeg,image/jpg,image/png,image/webp';

/** the car form's images: drop or pick files, add a URL, previews with 'Primary' on the first */
export function ImageUploadField({ uploads }: { uploads: ReturnType<typeof useImageUploads> }) {
  const { t } = useTranslation('cars');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [dragging, setDragging] = useState(false);
  const full = uploads.items.length >= MAX_IMAGES_PER_CAR;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!full) uploads.addFiles(Array.from(event.dataTransfer.files));
  };
  const addUrl = () => {
    if (uploads.addUrl(url)) setUrl('');
  };
  const onUrlKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addUrl();
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 flex w-full items-center justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
        <span>{t('images.title')}</span>
        <span className="font-normal text-slate-500 dark:text-slate-400">
          {t('images.count', { count: uploads.items.length, max: MAX_IMAGES_PER_CAR })}
        </span>
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; Choose Files is the keyboard path */}
      <div
        data-testid="image-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(!full);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm ${
          dragging
            ? 'border-blue-500 bg-blue-50 dark:bg-blue-950'
            : 'border-slate-300 dark:border-slate-600'
        }`}
      >
        <Upload size={22} aria-hidden className="text-slate-500 dark:text-slate-400" />
        {full ? (
          <p>{t('images.maxReached', { max: MAX_IMAGES_PER_CAR })}</p>
        ) : (
          <>
            <p>{t('images.dropHint')}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => fileInput.current?.click()}
              aria-describedby={`${id}-rules`}
            >
              <ImagePlus size={16} aria-hidden />
              {t('images.chooseFiles')}
            </Button>
          </>
        )}
        <p id={`${id}-rules`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('images.rules', { max: MAX_IMAGES_PER_CAR })}
        </p>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={accept}
          aria-label={t('images.fileInput')}
          className="hidden"
          tabIndex={-1}
          disabled={full}
          onChange={(event) => {
            uploads.addFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1">
          <label
            htmlFor={`${id}-url`}
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            {t('images.url')}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            className={inputClass}
            placeholder={t('images.urlPlaceholder')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={onUrlKey}
          />
        </div>
        <Button variant="secondary" onClick={addUrl} disabled={full || url.trim() === ''}>
          {t('images.addUrl')}
        </Button>
      </div>
      <UploadMessages uploads={uploads} />
      <ImagePreviews uploads={uploads} />
    </fieldset>
  );
}

import { validateImageFile } from '@car-rental/domain/uploads/validate-image-file';
import { ImageOff, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
import { useUploadLogo } from '../api/upload-logo.ts';

const accept = 'image/jpeg,image/png,image/webp';

/**
 * The business logo: an http(s) URL typed in, or an image uploaded here (its /uploads/…
 * URL is put in the field), with a small preview. The file is checked like a car image
 * before it goes, and the server checks its bytes again.
 */
export function LogoField({
  value,
  error,
  onChange,
}: {
  value: string;
  /** the server's refusal of the field */
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const inputId = useId();
  const messageId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const upload = useUploadLogo(setProgress);
  const message = fileError ?? error;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file chosen again is a new choice
    event.target.value = '';
    if (!file) return;
    const reason = validateImageFile({ name: file.name, type: file.type, size: file.size });
    if (reason) {
      setFileError(
        t('business.logoFileError', { name: file.name, reason: localiseFieldMessage(reason) }),
      );
      return;
    }
    setFileError(null);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded.url),
      onError: (failure) =>
        setFileError(
          t('business.logoFileError', {
            name: file.name,
            reason: errorMessage(failure, t('business.logoUploadFailed')),
          }),
        ),
    });
  };

  const shown = value.trim();
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('business.logo')}
      </label>
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          {shown && broken !== shown ? (
            <img
              src={shown}
              alt={t('business.logoPreview')}
              data-testid="logo-preview"
              className="size-full object-contain"
              onError={() => setBroken(shown)}
            />
          ) : shown ? (
            <ImageOff size={20} aria-label={t('business.logoBroken')} className="text-slate-500" />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              name="businessLogo"
              type="text"
              inputMode="url"
              placeholder="https://…"
              value={value}
              onChange={(event) => {
                setFileError(null);
                onChange(event.target.value);
              }}
              aria-invalid={message ? true : undefined}
              aria-describedby={messageId}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <Button
              variant="secondary"
              disabled={upload.isPending}
              onClick={() => fileInput.current?.click()}
            >
              <Upload size={16} aria-hidden />
              {upload.isPending
                ? t('business.logoUploading', { percent: Math.round(progress * 100) })
                : t('business.logoUpload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={accept}
              tabIndex={-1}
              aria-hidden
              className="hidden"
              onChange={choose}
            />
          </div>
          <p id={messageId} className="text-sm">
            {message ? (
              <span role="alert" className="text-red-600 dark:text-red-400">
                {message}
              </span>
            ) : (
              <span className="text-slate-600 dark:text-slate-400">{t('business.logoHint')}</span>
            )}
          </p>
        </div>
      </div>
    </div>
  );
}

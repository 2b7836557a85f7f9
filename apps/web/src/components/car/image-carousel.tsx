import { smallImageUrl } from '@car-rental/domain/uploads/image-copies';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A car's images with previous/next and an n/total counter; placeholders for none or a broken
 * image. The card loads each image's small copy (320 px WebP) at every pixel density, so that
 * a garage of phone photos stays light on a phone; the image opens its large copy (1280 px).
 */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const total = images.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const src = images[current];
  if (!src) return <Placeholder text={t('car.noImage')} />;
  return (
    <div className="relative aspect-video overflow-hidden rounded-t-xl bg-slate-100 dark:bg-slate-800">
      {failed[current] ? (
        <Placeholder text={t('car.imageError')} />
      ) : (
        <a
          href={src}
          target="_blank"
          rel="noreferrer"
          aria-label={t('car.openImage', { car: alt, number: current + 1 })}
        >
          <img
            src={smallImageUrl(src) ?? src}
            alt={alt}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
            onError={() => setFailed((value) => ({ ...value, [current]: true }))}
          />
        </a>
      )}
      {total > 1 ? (
        <>
          <button
            type="button"
            aria-label={t('car.previousImage')}
            onClick={() => setIndex((current - 1 + total) % total)}
            className="absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-1 text-white hover:bg-black/70"
          >
            <ChevronLeft size={18} aria-hidden className="rtl:rotate-180" />
          </button>
          <button
            type="button"
            aria-label={t('car.nextImage')}
            onClick={() => setIndex((current + 1) % total)}
            className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-1 text-white hover:bg-black/70"
          >
            <ChevronRight size={18} aria-hidden className="rtl:rotate-180" />
          </button>
          <span className="absolute bottom-2 end-2 rounded bg-black/60 px-1.5 py-0.5 text-xs text-white">
            {current + 1}/{total}
          </span>
        </>
      ) : null}
    </div>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-1 rounded-t-xl bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
      <ImageOff size={28} aria-hidden />
      {text}
    </div>
  );
}

import type { BrandView } from '@car-rental/domain/contract/brands';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddModelForm } from './add-model-form.tsx';

/** 'Volkswagen' -> 'VO', 'Alfa Romeo' -> 'AR' */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]!.charAt(0)}${words[1]!.charAt(0)}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

/** a brand: logo (or initials), model count, model list and the inline Add Model form */
export function BrandCard({ brand }: { brand: BrandView }) {
  const { t } = useTranslation('brands');
  const [logoFailed, setLogoFailed] = useState(false);
  const titleId = `brand-${brand.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="brand-card"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        {brand.logo && !logoFailed ? (
          <img
            src={brand.logo}
            alt=""
            loading="lazy"
            decoding="async"
            width={48}
            height={48}
            onError={() => setLogoFailed(true)}
            className="size-12 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-slate-200 dark:ring-slate-700"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-blue-100 font-semibold text-blue-800 dark:bg-blue-900/60 dark:text-blue-200"
          >
            {initialsOf(brand.name)}
          </span>
        )}
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-lg font-semibold">
            {brand.name}
          </h3>
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="model-count">
            {t('card.models', { count: brand.modelCount })}
          </p>
        </div>
      </div>
      {brand.models.length > 0 ? (
        <ul
          aria-label={t('card.modelsOf', { brand: brand.name })}
          className="flex flex-wrap gap-1.5"
        >
          {brand.models.map((model) => (
            <li
              key={model.id}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {model.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('card.noModels')}</p>
      )}
      <AddModelForm brand={brand} />
    </li>
  );
}

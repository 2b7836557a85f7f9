import {
  type CarCategory,
  carCategories,
  type PriceList,
  type RatePlanView,
} from '@car-rental/domain/contract/pricing';
import type { PriceChange } from '@car-rental/domain/pricing/quote';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { PdfLink } from '../../rentals/components/pdf-link.tsx';
import {
  rateCardUrl,
  useDeletePlan,
  usePriceList,
  useSetModelCategory,
} from '../api/price-list.ts';
import { ExtrasForm } from './extras-form.tsx';

export const RatePlanDialog = lazy(() =>
  import('./rate-plan-dialog.tsx').then((module) => ({ default: module.RatePlanDialog })),
);

const card =
  'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

/** a 'MM-DD' or 'YYYY-MM-DD' day as the counter reads it (DD/MM or DD/MM/YYYY) */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * /settings/prices (issue 33 §4): the models' car categories, each category's rate plan
 * (seasons, longer-rental tiers, weekend) and the extras with the deposit due. Everyone reads
 * it (the desk quotes from it); owners change it.
 */
export function PriceListScreen() {
  const { t } = useTranslation('pricing');
  const list = usePriceList();
  const canEdit = useCan('setCategoryRatePlan');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        {/* the rate card for the counter, in the reader's language (decision 0045) */}
        <PdfLink href={rateCardUrl()} label={t('print')} description={t('print')} />
      </div>
      <p className="text-slate-600 dark:text-slate-400">{t('intro')}</p>
      {canEdit ? null : <p className="text-sm">{t('readOnly')}</p>}
      {list.isPending ? <PendingNote /> : null}
      <ErrorBox message={list.isError ? errorMessage(list.error, t('loadFailed')) : null} />
      {list.data ? (
        <>
          <PlansSection list={list.data} canEdit={canEdit} />
          <ModelsSection list={list.data} canEdit={canEdit} />
          <ExtrasForm
            key={JSON.stringify(list.data.extras)}
            extras={list.data.extras}
            canEdit={canEdit}
          />
        </>
      ) : null}
    </div>
  );
}

function PriceText({ price }: { price: PriceChange }) {
  const { t } = useTranslation('pricing');
  return (
    <Ltr>
      {price.kind === 'rate'
        ? t('plans.rate', { amount: money(price.rate) })
        : t('plans.percent', { percent: price.percent > 0 ? `+${price.percent}` : price.percent })}
    </Ltr>
  );
}

function PlansSection({ list, canEdit }: { list: PriceList; canEdit: boolean }) {
  const { t } = useTranslation('pricing');
  const [editing, setEditing] = useState<CarCategory | null>(null);
  const remove = useDeletePlan();
  const notify = useNotify();
  const planOf = (category: CarCategory) => list.plans.find((plan) => plan.category === category);
  return (
    <section aria-labelledby="rate-plans" className={card}>
      <h2 id="rate-plans" className="text-lg font-semibold">
        {t('plans.title')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {carCategories.map((category) => {
          const plan = planOf(category);
          return (
            <li
              key={category}
              aria-label={t(`category.${category}`)}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <h3 className="font-medium">{t(`category.${category}`)}</h3>
              {plan ? <PlanSummary plan={plan} /> : <p className="text-sm">{t('plans.none')}</p>}
              {canEdit ? (
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setEditing(category)}>
                    {t('plans.edit')}
                  </Button>
                  {plan ? (
                    <Button
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(plan.id, {
                          onError: (error) =>
                            notify(errorMessage(error, t('form.failed')), 'error'),
                        })
                      }
                    >
                      {t('plans.remove')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editing ? (
        <Suspense fallback={null}>
          <RatePlanDialog
            key={editing}
            scope={{ category: editing }}
            title={t('plans.editTitle', { category: t(`category.${editing}`) })}
            plan={planOf(editing)}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export function PlanSummary({ plan }: { plan: RatePlanView }) {
  const { t } = useTranslation('pricing');
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="plan-summary">
      {plan.seasons.map((season) => (
        <li key={`${season.name}-${season.from}`}>
          {season.name}: <Ltr>{`${dayText(season.from)} – ${dayText(season.until)}`}</Ltr>,{' '}
          <PriceText price={season.price} />
          {season.minDays ? `, ${t('plans.minDays', { count: season.minDays })}` : ''}
        </li>
      ))}
      {plan.tiers.map((tier) => (
        <li key={tier.fromDays}>
          {t('plans.tier', { days: tier.fromDays, price: '' })}
          <PriceText price={tier.price} />
        </li>
      ))}
      {plan.weekend ? (
        <li>
          {t('plans.weekend')}: <PriceText price={plan.weekend} />
        </li>
      ) : null}
    </ul>
  );
}

function ModelsSection({ list, canEdit }: { list: PriceList; canEdit: boolean }) {
  const { t } = useTranslation('pricing');
  const set = useSetModelCategory();
  const notify = useNotify();
  return (
    <section aria-labelledby="car-categories" className={card}>
      <h2 id="car-categories" className="text-lg font-semibold">
        {t('models.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('models.hint')}</p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {list.models.map((model) => {
          const name = `${model.brandName} ${model.name}`;
          return (
            <li key={model.id} className="flex items-center justify-between gap-2 text-sm">
              <span>{name}</span>
              <select
                aria-label={t('models.model', { name })}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
                value={model.category ?? ''}
                disabled={!canEdit || set.isPending}
                onChange={(event) =>
                  set.mutate(
                    {
                      id: model.id,
                      category: (event.target.value || null) as CarCategory | null,
                    },
                    {
                      onError: (error) => notify(errorMessage(error, t('models.failed')), 'error'),
                    },
                  )
                }
              >
                <option value="">{t('category.none')}</option>
                {carCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`category.${category}`)}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

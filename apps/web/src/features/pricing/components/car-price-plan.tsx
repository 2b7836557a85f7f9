import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { useDeletePlan, usePriceList } from '../api/price-list.ts';
import { PlanSummary, RatePlanDialog } from './price-list-screen.tsx';

/**
 * A car's page (issue 33 §1): which plan prices the car (its own, else its model's
 * category's, else its daily rate every day), and for owners its own plan to set or remove.
 */
export function CarPricePlan({ carId, modelId }: { carId: string; modelId: string }) {
  const { t } = useTranslation('pricing');
  const list = usePriceList();
  const canEdit = useCan('setCarRatePlan');
  const remove = useDeletePlan();
  const [editing, setEditing] = useState(false);
  if (!list.data) return null;
  const own = list.data.plans.find((plan) => plan.carId === carId);
  const category = list.data.models.find((model) => model.id === modelId)?.category ?? null;
  const ofCategory = category
    ? list.data.plans.find((plan) => plan.category === category)
    : undefined;
  const plan = own ?? ofCategory;
  return (
    <section aria-labelledby="car-price-plan" className="flex flex-col gap-2">
      <h2 id="car-price-plan" className="text-lg font-semibold">
        {t('car.title')}
      </h2>
      <p className="text-sm" data-testid="car-plan-source">
        {own
          ? t('car.own')
          : category && ofCategory
            ? t('car.category', { category: t(`category.${category}`) })
            : t('plans.none')}
      </p>
      {plan ? <PlanSummary plan={plan} /> : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('car.edit')}
          </Button>
          {own ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(own.id)}
            >
              {t('car.remove')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <RatePlanDialog
            scope={{ carId }}
            title={t('car.editTitle')}
            plan={own ?? ofCategory}
            open
            onOpenChange={(open) => setEditing(open)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

import {
  type CarCategory,
  type ExtrasInput,
  pricingRoutes,
  type RatePlanInput,
} from '@car-rental/domain/contract/pricing';
import { pathOf } from '@car-rental/domain/contract/route';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { documentUrl } from '../../../lib/document-url.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

/** GET /api/price-list: the plans by category and car, the models' categories, the extras */
export const priceListQuery = routeQuery(pricingRoutes.getPriceList);

export function usePriceList() {
  return useQuery(priceListQuery);
}

/** the rate card for the counter (PDF) in the language of the person printing */
export const rateCardUrl = () => documentUrl(pathOf(pricingRoutes.getRateCardPdf));

/** whose plan: a car category's, or one car's own */
export type PlanScope = { category: CarCategory } | { carId: string };

/** PUT /api/price-list/categories/:category or /api/cars/:id/rate-plan (owners) */
export function useSetRatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, plan }: { scope: PlanScope; plan: RatePlanInput }) =>
      'category' in scope
        ? call(pricingRoutes.setCategoryRatePlan, { params: scope, body: plan })
        : call(pricingRoutes.setCarRatePlan, { params: { id: scope.carId }, body: plan }),
    onSuccess: afterWrite(queryClient, pricingRoutes.setCarRatePlan),
  });
}

/** DELETE /api/price-list/plans/:id (owners) */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(pricingRoutes.deleteRatePlan, { params: { id } }),
    onSuccess: afterWrite(queryClient, pricingRoutes.deleteRatePlan),
  });
}

/** PUT /api/price-list/models/:id (owners) */
export function useSetModelCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: { id: string; category: CarCategory | null }) =>
      call(pricingRoutes.setModelCategory, { params: { id }, body: { category } }),
    onSuccess: afterWrite(queryClient, pricingRoutes.setModelCategory),
  });
}

/** PUT /api/price-list/extras (owners) */
export function useSetExtras() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (extras: ExtrasInput) => call(pricingRoutes.setExtras, { body: extras }),
    onSuccess: afterWrite(queryClient, pricingRoutes.setExtras),
  });
}

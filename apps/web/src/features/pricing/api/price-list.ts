import {
  type CarCategory,
  type ExtrasInput,
  pricingRoutes,
  type RatePlanInput,
} from '@car-rental/domain/contract/pricing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

/** GET /api/price-list: the plans by category and car, the models' categories, the extras */
export const priceListQuery = routeQuery(pricingRoutes.getPriceList);

export function usePriceList() {
  return useQuery(priceListQuery);
}

/** PUT /api/price-list/categories/:category (owners) */
export function useSetCategoryPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, plan }: { category: CarCategory; plan: RatePlanInput }) =>
      call(pricingRoutes.setCategoryRatePlan, { params: { category }, body: plan }),
    onSuccess: afterWrite(queryClient, pricingRoutes.setCategoryRatePlan),
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

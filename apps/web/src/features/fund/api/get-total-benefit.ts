import { fundRoutes, type TotalBenefitAnswer } from '@car-rental/domain/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client.ts';
import { routeCache } from '../../../lib/route-query.ts';

/** GET /api/fund/benefit: the figure, or null while this session has not unlocked it */
export async function getTotalBenefit(signal?: AbortSignal): Promise<TotalBenefitAnswer | null> {
  try {
    return await call(fundRoutes.getTotalBenefit, {}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** keyed as routeQuery keys it; a refusal is not an error here */
export const totalBenefitQuery = queryOptions({
  ...routeCache(fundRoutes.getTotalBenefit, {}),
  queryFn: ({ signal }) => getTotalBenefit(signal),
});

export function useTotalBenefit() {
  return useQuery(totalBenefitQuery);
}

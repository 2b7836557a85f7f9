import { fundRoutes } from '@car-rental/domain/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { totalBenefitQuery } from './get-total-benefit.ts';

/** POST /api/fund/benefit/lock: the lock button */
export function lockBenefit() {
  return call(fundRoutes.lockBenefit, {});
}

export function useLockBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockBenefit,
    onSuccess: () => queryClient.setQueryData(totalBenefitQuery.queryKey, null),
  });
}

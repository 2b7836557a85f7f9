import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { totalBenefitQuery } from './get-total-benefit.ts';

/** POST /api/fund/benefit/lock: the lock button */
export function lockBenefit() {
  return api.post<{ ok: true }>('/fund/benefit/lock');
}

export function useLockBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockBenefit,
    onSuccess: () => queryClient.setQueryData(totalBenefitQuery.queryKey, null),
  });
}

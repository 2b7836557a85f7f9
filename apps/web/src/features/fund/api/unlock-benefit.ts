import { fundRoutes } from '@car-rental/domain/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { totalBenefitQuery } from './get-total-benefit.ts';

/** POST /api/fund/benefit/unlock: 422 'Incorrect PIN', 403 once the session is locked out */
export function unlockBenefit(pin: string) {
  return call(fundRoutes.unlockBenefit, { body: { pin } });
}

export function useUnlockBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockBenefit,
    onSuccess: (answer) => queryClient.setQueryData(totalBenefitQuery.queryKey, answer),
  });
}

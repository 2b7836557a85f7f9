import { type ContractSettings, contractRoutes } from '@car-rental/domain/contract/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export type { ContractSettings };

/** PUT /api/settings/contract: replaces the contract terms (owners) */
export function updateContractSettings(body: ContractSettings) {
  return call(contractRoutes.updateContractSettings, { body });
}

export function useUpdateContractSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContractSettings,
    onSuccess: afterWrite(queryClient, contractRoutes.updateContractSettings),
  });
}

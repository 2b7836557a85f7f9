import { contractRoutes } from '@car-rental/domain/contract/inspections';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/**
 * GET /api/settings/contract: the prices of the return's charges, the km allowance, the
 * grace time, the agency's own accessories and the terms printed on the contract
 */
export const contractSettingsQuery = routeQuery(contractRoutes.getContractSettings);

export function useContractSettings() {
  return useQuery(contractSettingsQuery);
}

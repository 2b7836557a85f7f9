import { contractRoutes, type DepositHeld } from '@car-rental/domain/contract/inspections';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

export type { DepositHeld };

/**
 * GET /api/fund/deposits: the deposits held (not yet settled at check-in), oldest first, with
 * the cash total (part of the Current Balance, never revenue); one customer's with customerId
 */
export const depositsHeldQuery = (customerId?: string) =>
  routeQuery(contractRoutes.listDepositsHeld, { query: customerId ? { customerId } : {} });

export function useDepositsHeld(customerId?: string) {
  return useQuery(depositsHeldQuery(customerId));
}

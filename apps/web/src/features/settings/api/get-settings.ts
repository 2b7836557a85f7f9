import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/settings: the business header, the VAT rate, whether a PIN is set */
export const settingsQuery = routeQuery(settingsRoutes.getSettings);

export function useSettings(enabled = true) {
  return useQuery({ ...settingsQuery, enabled });
}

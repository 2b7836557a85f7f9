import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/settings: the business header, the VAT rate, whether a PIN is set */
export function getSettings(signal?: AbortSignal) {
  return call(settingsRoutes.getSettings, {}, { signal });
}

export const settingsQuery = queryOptions({
  queryKey: ['settings', 'business'],
  queryFn: ({ signal }) => getSettings(signal),
});

export function useSettings(enabled = true) {
  return useQuery({ ...settingsQuery, enabled });
}

import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '../../../lib/route-query.ts';

/** GET /api/settings/documents: whether every document prints in French and Arabic */
export const documentSettingsQuery = routeQuery(settingsRoutes.getDocumentSettings);

export function useDocumentSettings() {
  return useQuery(documentSettingsQuery);
}

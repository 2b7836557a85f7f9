import type { DocumentSettingsInput } from '@car-rental/domain/contract/documents';
import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/**
 * PUT /api/settings/documents (owners): bilingual documents or the printing person's language;
 * the originals of uploaded photos kept or not. A setting left out is kept.
 */
export function updateDocumentSettings(body: DocumentSettingsInput) {
  return call(settingsRoutes.updateDocumentSettings, { body });
}

export function useUpdateDocumentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentSettings,
    onSuccess: afterWrite(queryClient, settingsRoutes.updateDocumentSettings),
  });
}

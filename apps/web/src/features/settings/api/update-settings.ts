import { type businessSettingsBody, settingsRoutes } from '@car-rental/domain/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { settingsQuery } from './get-settings.ts';

export type BusinessSettingsRequest = z.input<typeof businessSettingsBody>;

/** PUT /api/settings: replaces the business details and the VAT rate */
export function updateSettings(body: BusinessSettingsRequest) {
  return call(settingsRoutes.updateSettings, { body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => queryClient.setQueryData(settingsQuery.queryKey, answer),
  });
}

import {
  bookingRequestRoutes,
  type mailSettingsBody,
} from '@car-rental/domain/contract/booking-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

export type MailSettingsInput = z.input<typeof mailSettingsBody>;

/**
 * PUT /api/settings/mail: sets or turns off the booking page's SMTP server (owners); a
 * password left out stays as kept, an empty one removes it
 */
export function updateMailSettings(body: MailSettingsInput) {
  return call(bookingRequestRoutes.setMailSettings, { body });
}

export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailSettings,
    onSuccess: afterWrite(queryClient, bookingRequestRoutes.setMailSettings),
  });
}

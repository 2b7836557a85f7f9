import { type ChangePinBody, settingsRoutes } from '@car-rental/domain/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** PUT /api/settings/pin: 422 'Incorrect PIN' for a wrong current PIN */
export function changePin(body: ChangePinBody) {
  return call(settingsRoutes.changePin, { body });
}

export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePin,
    // a new PIN locks Total Benefit in every session: the fund screen asks again
    onSuccess: afterWrite(queryClient, settingsRoutes.changePin),
  });
}

import type { PasswordResetBody, ResetPasswordBody } from '@car-rental/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';

/** 'Forgot password?': the server answers 202 whether or not the account exists */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetBody) => api.post<void>('/auth/password-reset', input),
  });
}

/** the mailed link's page: sets the new password; the account is signed out everywhere */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordBody) => api.post<void>('/auth/password-reset/confirm', input),
    // this browser's session may have been one of the account's: ask again
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  });
}

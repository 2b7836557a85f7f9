import {
  authRoutes,
  type PasswordResetBody,
  type ResetPasswordBody,
} from '@car-rental/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';

/** 'Forgot password?': the server answers 202 whether or not the account exists */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetBody) =>
      call(authRoutes.sendPasswordResetEmail, { body: input }),
  });
}

/** the mailed link's page: sets the new password; the account is signed out everywhere */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordBody) => call(authRoutes.resetPassword, { body: input }),
    // this browser's session may have been one of the account's: ask again
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
  });
}

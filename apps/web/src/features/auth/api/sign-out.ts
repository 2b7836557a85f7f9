import { authRoutes } from '@car-rental/domain/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { isDemoMode, leaveDemoMode } from '../../../lib/data-mode.ts';
import { startSession } from './sign-in.ts';

/**
 * Signs out. In demo mode the demo's worker ends its session (Total Benefit locked again)
 * and demo mode ends, without a request to the server; the demo data stays in this
 * browser, so a later demo sign-in finds it as it was left.
 */
export async function signOut(): Promise<void> {
  const demo = isDemoMode();
  await call(authRoutes.signOut, {});
  if (demo) leaveDemoMode();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => startSession(queryClient, null),
  });
}

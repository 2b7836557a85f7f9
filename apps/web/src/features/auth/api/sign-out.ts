import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isDemoMode, leaveDemoMode } from '../../../lib/data-mode.ts';
import { startSession } from './sign-in.ts';

/**
 * Signs out. In demo mode the demo store ends its session (Total Benefit locked again) and
 * demo mode ends, without a request to the server; the demo data stays in this browser, so a
 * later demo sign-in finds it as it was left.
 */
export async function signOut(): Promise<void> {
  const demo = isDemoMode();
  await api.post<unknown>('/auth/sign-out');
  if (demo) leaveDemoMode();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => startSession(queryClient, null),
  });
}

import { authRoutes, type signInBody } from '@car-rental/domain/contract/auth';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isDemoCredentials } from '../../../demo/demo-session.ts';
import { call } from '../../../lib/api-client.ts';
import { type CurrentUser, currentUserQuery } from '../../../lib/current-user.ts';
import { enterDemoMode, leaveDemoMode } from '../../../lib/data-mode.ts';

export type SignInInput = z.input<typeof signInBody>;

/**
 * Signs in on the server, or, with the demo credentials (spec §5), starts demo mode: from
 * then on the server's code running in this browser (the demo's worker) answers every API
 * call, this sign-in first, without a request to the server.
 */
export async function signIn(input: SignInInput): Promise<{ user: CurrentUser }> {
  if (!isDemoCredentials(input.identifier, input.password)) {
    return call(authRoutes.signIn, { body: input });
  }
  enterDemoMode();
  try {
    return await call(authRoutes.signIn, { body: input });
  } catch (error) {
    leaveDemoMode();
    throw error;
  }
}

/** a new session starts with nothing of the previous one's data in the cache */
export function startSession(queryClient: QueryClient, user: CurrentUser | null) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'auth' || query.queryKey[1] === 'setup',
  });
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  // the business time zone comes from whichever store now answers (server or demo)
  void queryClient.invalidateQueries({ queryKey: ['auth', 'config'] });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEMO_USER, isDemoCredentials } from '../../../demo/demo-session.ts';
import { api } from '../../../lib/api-client.ts';
import { type CurrentUser, currentUserQuery } from '../../../lib/current-user.ts';
import { enterDemoMode } from '../../../lib/data-mode.ts';

export interface SignInInput {
  identifier: string;
  password: string;
}

/**
 * Signs in on the server, or, with the demo credentials (spec §5), starts demo mode without
 * any request: from then on the demo store in this browser answers every API call.
 */
export async function signIn(input: SignInInput): Promise<{ user: CurrentUser }> {
  if (isDemoCredentials(input.identifier, input.password)) {
    enterDemoMode();
    return { user: { ...DEMO_USER } };
  }
  return api.post<{ user: CurrentUser }>('/auth/sign-in', input);
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

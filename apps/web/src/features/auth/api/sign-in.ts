import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type CurrentUser, currentUserQuery } from './get-current-user.ts';

export interface SignInInput {
  identifier: string;
  password: string;
}

export function signIn(input: SignInInput) {
  return api.post<{ user: CurrentUser }>('/auth/sign-in', input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

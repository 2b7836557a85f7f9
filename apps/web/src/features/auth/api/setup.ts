import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type CurrentUser, currentUserQuery } from '../../../lib/current-user.ts';

export const setupStatusQuery = queryOptions({
  queryKey: ['auth', 'setup'],
  queryFn: () => api.get<{ needsSetup: boolean }>('/auth/setup'),
});

export function useSetupStatus() {
  return useQuery(setupStatusQuery);
}

export interface CreateOwnerInput {
  displayName: string;
  email: string;
  password: string;
  pin?: string;
}

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOwnerInput) => api.post<{ user: CurrentUser }>('/auth/setup', input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(setupStatusQuery.queryKey, { needsSetup: false });
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

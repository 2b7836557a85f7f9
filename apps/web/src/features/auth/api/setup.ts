import { authRoutes, type createOwnerBody } from '@car-rental/domain/contract/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { currentUserQuery } from '../../../lib/current-user.ts';

export const setupStatusQuery = queryOptions({
  queryKey: ['auth', 'setup'],
  queryFn: () => call(authRoutes.getSetupStatus, {}),
});

export function useSetupStatus() {
  return useQuery(setupStatusQuery);
}

export type CreateOwnerInput = z.input<typeof createOwnerBody>;

export function useCreateOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOwnerInput) => call(authRoutes.createOwner, { body: input }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(setupStatusQuery.queryKey, { needsSetup: false });
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';

export interface CurrentUser {
  id: string;
  email: string;
  username: string | null;
  displayName: string;
}

/** the signed-in user, or null when nobody is signed in */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const answer = await api.get<{ user: CurrentUser }>('/auth/me');
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: getCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

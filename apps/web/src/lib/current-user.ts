import { mayPerform, type OperationId } from '@car-rental/domain/auth/permissions';
import { authRoutes, type SessionUser } from '@car-rental/domain/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';

export type CurrentUser = SessionUser;

/** the signed-in user, or null when nobody is signed in */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const answer = await call(authRoutes.getCurrentUser, {});
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

/**
 * Whether the signed-in account's role may call an operation: the server's own
 * permission table, so that a screen never shows a button that always fails.
 */
export function useCan(operationId: OperationId): boolean {
  const { data: user } = useCurrentUser();
  return user ? mayPerform(user.role, operationId) : false;
}

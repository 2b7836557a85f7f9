import type { AnswerOf, RouteSpec } from '@car-rental/domain/contract/route';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { call, type Query } from './api-client.ts';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** the item of a paged route's answer */
type ItemOf<R extends RouteSpec> = AnswerOf<R> extends Page<infer T> ? T : never;

/**
 * Infinite query options for a keyset-paginated route of the table: the server pages, the
 * screen shows only that. `query` holds the route's filters (not the cursor or the limit).
 */
export function pagedRouteOptions<R extends RouteSpec & { method: 'GET' }>(
  queryKey: QueryKey,
  route: R,
  query: Query = {},
  limit = 20,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, query],
    queryFn: ({ pageParam, signal }) =>
      call(route, { query: { ...query, limit, cursor: pageParam ?? undefined } } as never, {
        signal,
      }) as Promise<Page<ItemOf<R>>>,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

import type { AnswerOf, CallInput, RouteSpec } from '@car-rental/domain/contract/route';
import type { Topic } from '@car-rental/domain/contract/topics';
import {
  type Query as CachedQuery,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { call, type Query } from './api-client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** the topics an answer is made of (the route's), which decide when it is refetched */
    queryMeta: { topics?: readonly Topic[] };
  }
}

type ReadRoute = RouteSpec & { method: 'GET' };

/** what a read is asked: nothing, or its parameters and query */
type ReadInput<R extends ReadRoute> =
  Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * The query options of a read of the route table, the one factory every screen uses: the
 * key is the route's operationId and what it was asked (so two screens asking the same
 * share one answer), and the answer carries the topics the route says it is made of.
 */
export function routeQuery<R extends ReadRoute>(route: R, ...[input]: ReadInput<R>) {
  const asked = (input ?? {}) as CallInput<R>;
  return queryOptions({
    ...routeCache(route, asked),
    queryFn: ({ signal }): Promise<AnswerOf<R>> => call(route, asked, { signal }),
  });
}

/**
 * The key and meta routeQuery gives a read, for a query that answers in its own way (the
 * Total Benefit answers null when refused): the same cache entry, refetched by the same topics.
 */
export function routeCache<const I extends object>(route: ReadRoute, asked: I) {
  return {
    queryKey: [route.operationId, asked] as const,
    meta: { topics: route.topics ?? [] },
  };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** the item of a paged route's answer */
type ItemOf<R extends RouteSpec> = AnswerOf<R> extends Page<infer T> ? T : never;

/**
 * Infinite query options for a keyset-paginated read: the server pages, the screen shows
 * only that. `query` holds the route's filters (not the cursor or the limit).
 */
export function pagedRouteQuery<R extends ReadRoute>(route: R, query: Query = {}, limit = 20) {
  return infiniteQueryOptions({
    ...routeCache(route, { query, limit }),
    queryFn: ({ pageParam, signal }) =>
      call(route, { query: { ...query, limit, cursor: pageParam ?? undefined } } as never, {
        signal,
      }) as Promise<AnswerOf<R> & Page<ItemOf<R>>>,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

function madeOf(query: CachedQuery, topics: readonly string[]): boolean {
  return query.meta?.topics?.some((topic) => topics.includes(topic)) ?? false;
}

/**
 * Refetches the answers made of any of these topics: after this desk's own write (the
 * topics of its route) and when the server's stream or the demo worker names a change.
 * Without topics (a stream opened again after a break), every business answer.
 */
export function invalidateTopics(queryClient: QueryClient, topics?: readonly string[]) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      topics === undefined ? query.meta?.topics !== undefined : madeOf(query, topics),
  });
}

/**
 * The onSuccess of a write of the table: what its route changes is fetched again. The
 * refetch is started, not awaited: the write is done when the server answers, so the
 * form's own callbacks (a reset, a notice, a dialog closing) run at once and not after the
 * lists came back, by which time the desk may have typed the next entry (decision 0055).
 */
export function afterWrite(queryClient: QueryClient, route: RouteSpec) {
  return (): void => {
    void invalidateTopics(queryClient, route.topics ?? []);
  };
}

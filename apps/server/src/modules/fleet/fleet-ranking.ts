import type { FleetReportFilters, FleetReportSort } from '@car-rental/domain/contract/car-results';
import { daysOwned } from '@car-rental/domain/fleet/car-results';
import type { AppDeps } from '../../lib/deps.ts';
import { type RankingKey, readRankingKeys } from './car-results.repository.ts';

/**
 * Issue 32 §5: the Fleet report's ranking (decision 0042). Ranking every car means every
 * car's key: one statement over the fleet (0.4 s at size L on PostgreSQL). Its keys are kept
 * in memory per server until a write that can change them (any process's: the event bus
 * carries them) or for a minute at most, and each filter's order is sorted once from them, so
 * a page costs a slice and the statement that reads its 25 cars.
 */

/** how long the keys serve at most (a change made outside the API shows by then) */
const RANKING_MAX_AGE_MS = 60_000;
/** the writes that can change a car's revenue, costs, purchase or sale */
const rankingTopics = new Set(['cars', 'rentals', 'sales', 'fund']);

interface Ranking {
  version: number;
  builtAt: number;
  /** the time revenue per day owned was counted at (the build's) */
  now: Date;
  keys: RankingKey[];
  /** the ids in each filter's order, sorted when first asked */
  orders: Map<string, string[]>;
}

interface RankingCache {
  version: number;
  ranking?: Ranking;
  building?: { version: number; promise: Promise<Ranking> };
}

/** one cache per server (its event bus) */
const caches = new WeakMap<AppDeps['events'], RankingCache>();

function cacheOf(events: AppDeps['events']): RankingCache {
  let cache = caches.get(events);
  if (!cache) {
    const created: RankingCache = { version: 0 };
    events.subscribe((event) => {
      if (event.topics.some((topic) => rankingTopics.has(topic))) created.version += 1;
    });
    caches.set(events, created);
    cache = created;
  }
  return cache;
}

async function rankingOf(deps: AppDeps): Promise<Ranking> {
  const cache = cacheOf(deps.events);
  const { version, ranking } = cache;
  if (ranking && ranking.version === version && Date.now() - ranking.builtAt < RANKING_MAX_AGE_MS) {
    return ranking;
  }
  if (cache.building?.version === version) return cache.building.promise;
  const promise = readRankingKeys(deps.db).then(
    (keys): Ranking => ({
      version,
      builtAt: Date.now(),
      now: deps.clock.now(),
      keys,
      orders: new Map(),
    }),
  );
  cache.building = { version, promise };
  try {
    const built = await promise;
    // kept only while no write came in during the read
    if (cache.version === version) cache.ranking = built;
    return built;
  } finally {
    if (cache.building?.promise === promise) cache.building = undefined;
  }
}

/** a car's key under a sort, as carResultFigures counts the figure */
function keyOf(sort: FleetReportSort, key: RankingKey, now: Date): number {
  switch (sort) {
    case 'net':
      return key.revenue + key.capital - key.costs;
    case 'revenue':
      return key.revenue;
    case 'costs':
      return key.costs;
    case 'revenuePerDay':
      return key.revenue / daysOwned(key.ownedSince, key.soldAt ?? now.toISOString());
  }
}

function orderOf(ranking: Ranking, { sort, order, state }: FleetReportFilters): string[] {
  const name = `${sort}:${order}:${state}`;
  const known = ranking.orders.get(name);
  if (known) return known;
  const sign = order === 'asc' ? 1 : -1;
  const ranked = ranking.keys
    .filter((key) => state === 'all' || (state === 'sold') === (key.soldAt !== null))
    .map((key) => ({ id: key.id, value: keyOf(sort, key, ranking.now) }))
    .sort((a, b) => sign * (a.value - b.value) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entry) => entry.id);
  ranking.orders.set(name, ranked);
  return ranked;
}

/** the ids ranked `offset + 1` to `offset + limit`, and how many the filters rank */
export async function rankedIds(
  deps: AppDeps,
  filters: FleetReportFilters,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const ranked = orderOf(await rankingOf(deps), filters);
  return { ids: ranked.slice(offset, offset + limit), total: ranked.length };
}

import type { Topic } from '@car-rental/domain/contract/topics';
import type { z } from 'zod';
import type { EventBus } from '../events/event-bus.ts';
import { answerText, type JsonText } from './json-text.ts';

/**
 * Answers kept in memory by key until a write on one of `topics` commits (on this server or,
 * through the event bus, on another), `maxAgeMs` passes (a change made outside the API shows
 * by then), or more than `maxEntries` keys push the oldest out. Readers of a key being built
 * share the build; a build a write overtook answers its reader but is not kept.
 */
export function keptUntilWrite<V>(options: {
  topics: readonly Topic[];
  maxAgeMs: number;
  maxEntries: number;
}) {
  const watched = new Set<string>(options.topics);
  interface Entry {
    version: number;
    builtAt: number;
    value?: V;
    building?: Promise<V>;
  }
  interface Cache {
    version: number;
    entries: Map<string, Entry>;
  }
  /** one cache per server (its event bus) */
  const caches = new WeakMap<EventBus, Cache>();

  function cacheOf(events: EventBus): Cache {
    let cache = caches.get(events);
    if (!cache) {
      const created: Cache = { version: 0, entries: new Map() };
      events.subscribe((event) => {
        if (event.topics.some((topic) => watched.has(topic))) {
          created.version += 1;
          created.entries.clear();
        }
      });
      caches.set(events, created);
      cache = created;
    }
    return cache;
  }

  return async function kept(events: EventBus, key: string, build: () => Promise<V>): Promise<V> {
    const cache = cacheOf(events);
    const { version } = cache;
    const found = cache.entries.get(key);
    if (found?.version === version && Date.now() - found.builtAt < options.maxAgeMs) {
      if (found.value !== undefined) return found.value;
      if (found.building) return found.building;
    }
    const entry: Entry = { version, builtAt: Date.now() };
    const promise = build();
    entry.building = promise;
    cache.entries.delete(key);
    cache.entries.set(key, entry);
    while (cache.entries.size > options.maxEntries) {
      const oldest = cache.entries.keys().next().value as string;
      cache.entries.delete(oldest);
    }
    try {
      const value = await promise;
      if (cache.version === version) {
        entry.value = value;
        entry.building = undefined;
      }
      return value;
    } catch (error) {
      if (cache.entries.get(key) === entry) cache.entries.delete(key);
      throw error;
    } finally {
      if (cache.version !== version && cache.entries.get(key) === entry) cache.entries.delete(key);
    }
  };
}

/** how long a kept answer lasts at most: a change made beside the API shows by then */
export const KEPT_MAX_AGE_MS = 60_000;

/** the clock's minute: the key of an answer made of the clock (its hours left, its day) */
export const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);

/**
 * A read route's answers kept until a write on the topics the route table says the answer is
 * made of (the same topics the web refetches it on), for KEPT_MAX_AGE_MS at most
 */
export function keptRoute<V>(route: { topics?: readonly Topic[] }, maxEntries: number) {
  return keptUntilWrite<V>({
    topics: route.topics ?? [],
    maxAgeMs: KEPT_MAX_AGE_MS,
    maxEntries,
  });
}

/**
 * keptRoute for an answer the server builds as a value: written once per build as the route's
 * answer (answerText), so that a kept answer is not serialised again at every read
 */
export function keptAnswer<V>(
  route: { topics?: readonly Topic[]; answer?: z.ZodType },
  maxEntries: number,
) {
  const { answer } = route;
  if (!answer) throw new Error('keptAnswer: the route has no answer schema');
  const kept = keptRoute<JsonText<V>>(route, maxEntries);
  return (events: EventBus, key: string, build: () => Promise<V>): Promise<JsonText<V>> =>
    kept(events, key, async () => answerText(answer as z.ZodType<V>, await build()));
}

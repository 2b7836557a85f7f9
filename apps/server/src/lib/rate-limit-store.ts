import { sql } from 'drizzle-orm';
import type { Db } from '../db/create-db.ts';
import { rows } from '../db/rows.ts';

/** what @fastify/rate-limit asks of a store (see its store/LocalStore.js) */
type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptions {
  routeInfo?: { method?: string; url?: string };
}

/** one in this many hits also clears the windows that ended over an hour ago */
const SWEEP_EVERY = 200;

/**
 * Issue 17: @fastify/rate-limit counting in the database (table rate_limit_hits) instead of
 * each process's memory, so that several server processes on one PostgreSQL count a client
 * as one. A hit is one upsert: a new window when the last one is over, else one more.
 * The window runs on the real clock, as the limit is about requests a minute.
 */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number) {
      const now = Date.now();
      const at = new Date(now).toISOString();
      const until = new Date(now + timeWindow).toISOString();
      db.execute(
        sql`insert into rate_limit_hits (key, hits, reset_at)
            values (${this.prefix + key}, 1, ${until}::timestamptz)
            on conflict (key) do update set
              hits = case when rate_limit_hits.reset_at <= ${at}::timestamptz
                then 1 else rate_limit_hits.hits + 1 end,
              reset_at = case when rate_limit_hits.reset_at <= ${at}::timestamptz
                then ${until}::timestamptz else rate_limit_hits.reset_at end
            returning hits, (extract(epoch from reset_at) * 1000)::float8 as reset_ms`,
      )
        .then((result) => {
          const [row] = rows<{ hits: number; reset_ms: number }>(result);
          answer(null, {
            current: row?.hits ?? 1,
            ttl: Math.max(0, Math.round((row?.reset_ms ?? now) - now)),
          });
          if (Math.random() * SWEEP_EVERY < 1) {
            void db
              .execute(
                sql`delete from rate_limit_hits where reset_at < ${new Date(now - 3_600_000).toISOString()}::timestamptz`,
              )
              .catch(() => undefined);
          }
        })
        .catch((error: Error) => answer(error));
    }

    /** each route counts apart, as the plugin's own stores do */
    child(routeOptions: object) {
      const route = (routeOptions as RouteOptions).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${route?.method ?? ''} ${route?.url ?? ''}|`);
    }
  };
}

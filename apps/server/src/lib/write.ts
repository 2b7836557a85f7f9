import type { Db, Tx } from '../db/create-db.ts';
import type { EventBus, Topic } from '../events/event-bus.ts';

/**
 * Runs one use case in one database transaction, and announces what changed only once
 * it has committed. Keep the callback short: PGlite serves one transaction at a time.
 */
export async function write<T>(
  deps: { db: Db; events: EventBus },
  topics: Topic[],
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(work);
  deps.events.publish(topics);
  return result;
}

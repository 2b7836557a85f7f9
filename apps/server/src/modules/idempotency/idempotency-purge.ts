import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { deleteKeysClaimedBefore } from './idempotency.repository.ts';

/** how long a key is kept: a replay within it gets the first answer back */
export const KEEP_KEYS_MS = 48 * 3_600_000;
/** how often the server purges older keys (and once when it starts) */
export const PURGE_EVERY_MS = 3_600_000;
const BATCH = 1_000;

/**
 * Deletes the keys claimed more than 48 hours ago (by the app clock), in batches so that no
 * statement holds many rows at once; answers how many went. A key still "in progress" is
 * kept for its 48 hours like any other: a request cut off by a crash cannot run again
 * sooner, and a running one is never more than seconds old.
 */
export async function purgeExpiredKeys(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  batch = BATCH,
): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - KEEP_KEYS_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteKeysClaimedBefore(deps.db, cutoff, batch);
    total += deleted;
    if (deleted < batch) return total;
  }
}

export interface KeyPurgeJob {
  /** the run under way, if any (tests wait on it) */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the purge now and every `everyMs`; the timer never keeps the process alive. A run
 * that fails is logged and tried again at the next tick; runs never overlap.
 */
export function startKeyPurge(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  log: { info(message: string): void; error(error: unknown, message: string): void },
  everyMs = PURGE_EVERY_MS,
): KeyPurgeJob {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    running = purgeExpiredKeys(deps)
      .then((deleted) => {
        if (deleted > 0) log.info(`Purged ${deleted} idempotency keys older than 48 hours.`);
      })
      .catch((error) => log.error(error, 'could not purge old idempotency keys'))
      .finally(() => {
        busy = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    idle: () => running,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The app starts the purge when it is ready and stops it (waiting for a run) on close. */
export function registerKeyPurge(app: FastifyInstance, deps: AppDeps): void {
  let job: KeyPurgeJob | undefined;
  app.addHook('onReady', async () => {
    job = startKeyPurge(deps, {
      info: (message) => app.log.info(message),
      error: (error, message) => app.log.error({ err: error }, message),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}

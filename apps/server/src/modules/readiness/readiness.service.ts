import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '@car-rental/domain/errors';
import { type Db, migrationsFolder } from '../../db/create-db.ts';
import { hasMigration } from './readiness.repository.ts';

/** how long the database has to answer before the server calls itself not ready */
export const READY_TIMEOUT_MS = 2_000;

/** the newest migration this build ships: the last entry of drizzle's journal */
function latestMigration(): { tag: string; when: number } {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('the migration journal is empty');
  return last;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Readiness, as a load balancer asks it: the database answers within 2 seconds and holds
 * every migration of this build. Refuses with 503 `not_ready` otherwise.
 */
export function readinessCheck(db: Db, timeoutMs = READY_TIMEOUT_MS) {
  const latest = latestMigration();
  return async (): Promise<{ status: 'ready' }> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
      timer.unref();
    });
    let applied: boolean | typeof TIMED_OUT;
    try {
      const check = hasMigration(db, latest.when);
      // a late answer or failure after the time-out is of no interest to anyone
      check.catch(() => {});
      applied = await Promise.race([check, timeout]);
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause ?? error;
      if ((cause as { code?: unknown }).code === '42P01') {
        // undefined_table: the migrations table itself is missing
        throw new DomainError('not_ready', 'details.migrationsNotApplied');
      }
      throw new DomainError('not_ready', 'details.databaseUnavailable');
    } finally {
      clearTimeout(timer);
    }
    if (applied === TIMED_OUT) {
      throw new DomainError('not_ready', 'details.databaseTimeout', { seconds: timeoutMs / 1000 });
    }
    if (!applied) {
      throw new DomainError('not_ready', 'details.migrationsBehind', { tag: latest.tag });
    }
    return { status: 'ready' };
  };
}

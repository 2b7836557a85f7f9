import type { RouteSpec } from '@car-rental/domain/contract/route';
import { routes } from '@car-rental/domain/contract/routes';
import { runText } from '../db/built-once.ts';
import type { Db, DbOrTx, Tx } from '../db/create-db.ts';
import type { EventBus, Topic } from '../events/event-bus.ts';
import type { Actor } from './actor.ts';
import type { Clock } from './clock.ts';

/** what one write did, for the audit trail: the entity it changed, before and after */
export interface AuditFact {
  /** defaults to the acting route's operationId */
  action?: string;
  /** defaults to the signed-in user; set when an anonymous request acts for an account */
  userId?: string | null;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** a use case describes its change here; write() stores it with who and when */
export interface Audit {
  record(fact: AuditFact): void;
  /**
   * This write only keeps the count of a refused try (a wrong PIN): the refusal is not an
   * action, and leaves no entry.
   */
  skip(): void;
}

export interface WriteDeps {
  db: Db;
  events: EventBus;
  clock: Clock;
  actor?: Actor | undefined;
}

/** JSON as jsonb stores it: dates become ISO text, undefined disappears; none is SQL null */
function asJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/**
 * A read that can still refuse the write (it throws from `verify`), sent in the same trip as
 * the audit row, last in the transaction (issue 30 §3): the fund's kept totals after an
 * action's entries. Its text has no parameters; it reads what the write's statements (and
 * their triggers) left.
 */
export interface FinalCheck {
  text: string;
  verify(rows: Record<string, unknown>[]): void;
}

/** the transactions write() runs, and the check each carries to its audit row */
const finalChecks = new WeakMap<DbOrTx, FinalCheck | null>();

/**
 * Sends `check` with this write's audit row; answers false outside write() (or when the write
 * skips its audit row): the caller then runs the check itself, at once.
 */
export function checkWithAudit(tx: DbOrTx, check: FinalCheck): boolean {
  if (!finalChecks.has(tx)) return false;
  finalChecks.set(tx, check);
  return true;
}

/** the audit row, as a constant text (built once) */
const AUDIT_INSERT = `insert into audit_log (at, user_id, action, entity, entity_id, before, after)
  values ($1, $2, $3, $4, $5, $6, $7)`;

/** what the acting route says it changes (the route table's topics); nothing outside a route */
function topicsOf(action: string | undefined): Topic[] {
  const route: RouteSpec | undefined = action
    ? (routes as Record<string, RouteSpec>)[action]
    : undefined;
  return [...(route?.topics ?? [])];
}

/**
 * Runs one use case in one database transaction, and announces what changed only once
 * it has committed: the topics the acting route names in the route table, so that the
 * server, the demo and the screens read them from one place. Every write leaves exactly
 * one append-only audit_log entry (who, when, action, entity, before and after) in that
 * same transaction, so a refused or failed write leaves none (nor does one that only
 * counts a refused try: audit.skip()).
 * Keep the callback short: PGlite serves one transaction at a time.
 */
export async function write<T>(
  deps: WriteDeps,
  work: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T> {
  const topics = topicsOf(deps.actor?.action);
  const result = await deps.db.transaction(async (tx) => {
    let fact: AuditFact | undefined;
    let skipped = false;
    finalChecks.set(tx, null);
    const value = await work(tx, {
      record(next) {
        fact = { ...fact, ...next };
      },
      skip() {
        skipped = true;
      },
    });
    const check = finalChecks.get(tx);
    finalChecks.delete(tx);
    if (skipped) {
      if (check) check.verify(await runText(tx, check.text, []));
      return value;
    }
    // the audit row and the final check in one statement: one trip before the commit
    const rows = await runText(
      tx,
      check ? `with audit as (${AUDIT_INSERT}) ${check.text}` : AUDIT_INSERT,
      [
        deps.clock.now().toISOString(),
        fact?.userId !== undefined ? fact.userId : (deps.actor?.userId ?? null),
        fact?.action ?? deps.actor?.action ?? 'write',
        fact?.entity ?? topics[0] ?? 'session',
        fact?.entityId ?? null,
        asJson(fact?.before),
        asJson(fact?.after),
      ],
    );
    check?.verify(rows);
    return value;
  });
  deps.events.publish(topics);
  return result;
}

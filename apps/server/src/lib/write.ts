import type { RouteSpec } from '@car-rental/domain/contract/route';
import { routes } from '@car-rental/domain/contract/routes';
import type { Db, Tx } from '../db/create-db.ts';
import { auditLog } from '../db/schema.ts';
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

/** JSON as jsonb stores it: dates become ISO text, undefined disappears */
function asJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

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
    const value = await work(tx, {
      record(next) {
        fact = { ...fact, ...next };
      },
      skip() {
        skipped = true;
      },
    });
    if (skipped) return value;
    await tx.insert(auditLog).values({
      at: deps.clock.now(),
      userId: fact?.userId !== undefined ? fact.userId : (deps.actor?.userId ?? null),
      action: fact?.action ?? deps.actor?.action ?? 'write',
      entity: fact?.entity ?? topics[0] ?? 'session',
      entityId: fact?.entityId ?? null,
      before: asJson(fact?.before),
      after: asJson(fact?.after),
    });
    return value;
  });
  deps.events.publish(topics);
  return result;
}

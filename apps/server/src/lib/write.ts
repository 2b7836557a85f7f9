import type { RouteSpec } from '@car-rental/domain/contract/route';
import { routes } from '@car-rental/domain/contract/routes';
import { runText } from '../db/built-once.ts';
import type { Db, DbOrTx, Tx } from '../db/create-db.ts';
import { numberedAfter } from '../db/statement.ts';
import { THEN_COMMIT } from '../db/statement-names.ts';
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
  /**
   * Names the cars this write changes (their rows, rentals, services, papers or sale), every
   * one of them: the committed event carries them, and what the server keeps per car (the
   * Fleet) is refreshed for those alone. A write that names none may have changed any car.
   */
  cars(...carIds: string[]): void;
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
 * A read that can still refuse the write (the database raises: fund_total_within), sent in the
 * same trip as the audit row, last in the transaction (issue 30 §3): the fund's kept totals
 * after an action's entries. Its text has no parameters; it reads what the write's statements
 * (and their triggers) left. Nothing is read from its answer, so the COMMIT goes with it.
 */
export interface FinalCheck {
  text: string;
  /** the check's text when the writes it reads were sent on their own (a write that skips its audit row) */
  alone?: string;
}

/** a statement sent with the audit row: its text ($1... its own) and its parameters */
interface Deferred {
  text: string;
  params: unknown[];
}

/** what the last trip of a write carries besides its audit row */
interface LastTrip {
  check?: FinalCheck;
  writes: Deferred[];
}

/** the transactions write() runs, and what each sends with its audit row */
const lastTrips = new WeakMap<DbOrTx, LastTrip>();

/**
 * Sends `check` with this write's audit row; answers false outside write(): the caller then
 * runs the check itself, at once.
 */
export function checkWithAudit(tx: DbOrTx, check: FinalCheck): boolean {
  const trip = lastTrips.get(tx);
  if (trip) trip.check = check;
  return trip !== undefined;
}

/**
 * A write whose answer nothing needs and that nothing after it in the action reads, sent in
 * the same statement as the audit row (a data-modifying WITH): one trip less. Its text is a
 * constant with its own $1, $2... Answers the WITH's name (a final check may read what it
 * returns); outside write(), it runs at once and answers undefined.
 */
export async function writeWithAudit(
  tx: DbOrTx,
  text: string,
  params: unknown[],
): Promise<string | undefined> {
  const trip = lastTrips.get(tx);
  if (!trip) {
    await runText(tx, text, params);
    return undefined;
  }
  trip.writes.push({ text, params });
  return `w${trip.writes.length - 1}`;
}

/** the audit row, as a constant text; `from` numbers its parameters after the deferred ones' */
const auditInsert = (from: number) => {
  const p = (n: number) => `$${from + n}`;
  return `insert into audit_log (at, user_id, action, entity, entity_id, before, after)
  values (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)})`;
};

/** the last trip's statement, by the texts it combines: each combination's text built once */
const lastTripTexts = new Map<string, string>();

function lastTripText(trip: LastTrip): string {
  const key = [...trip.writes.map((write) => write.text), trip.check?.text ?? ''].join('\0');
  let text = lastTripTexts.get(key);
  if (text === undefined) {
    let from = 0;
    const parts = trip.writes.map((write, i) => {
      const part = `w${i} as (${numberedAfter(write.text, from)})`;
      from += write.params.length;
      return part;
    });
    const audit = auditInsert(from);
    // the last statement of its transaction: the driver may send the COMMIT with it
    text = `${
      trip.check
        ? `with ${[...parts, `audit as (${audit})`].join(', ')} ${trip.check.text}`
        : `${parts.length > 0 ? `with ${parts.join(', ')} ` : ''}${audit}`
    }${THEN_COMMIT}`;
    lastTripTexts.set(key, text);
  }
  return text;
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
  let cars: string[] | undefined;
  const result = await deps.db.transaction(async (tx) => {
    let fact: AuditFact | undefined;
    let skipped = false;
    const trip: LastTrip = { writes: [] };
    lastTrips.set(tx, trip);
    const value = await work(tx, {
      record(next) {
        fact = { ...fact, ...next };
      },
      skip() {
        skipped = true;
      },
      cars(...carIds) {
        cars = [...(cars ?? []), ...carIds];
      },
    });
    lastTrips.delete(tx);
    if (skipped) {
      for (const { text, params } of trip.writes) await runText(tx, text, params);
      if (trip.check) await runText(tx, trip.check.alone ?? trip.check.text, []);
      return value;
    }
    // the deferred writes, the audit row and the final check in one statement, and the
    // commit in the same trip where the driver can (plan-once-pg.ts)
    await runText(tx, lastTripText(trip), [
      ...trip.writes.flatMap((write) => write.params),
      deps.clock.now().toISOString(),
      fact?.userId !== undefined ? fact.userId : (deps.actor?.userId ?? null),
      fact?.action ?? deps.actor?.action ?? 'write',
      fact?.entity ?? topics[0] ?? 'session',
      fact?.entityId ?? null,
      asJson(fact?.before),
      asJson(fact?.after),
    ]);
    return value;
  });
  deps.events.publish(topics, cars);
  return result;
}

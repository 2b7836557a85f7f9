/**
 * Plan once (docs/decisions/0003-plan-once.md): every statement the server sends is a
 * protocol-level prepared statement, named after its SQL text, so that a connection parses
 * and plans each distinct query once and then only binds and executes it. Values (keyset
 * cursors, filters, limits) are always parameters, so one query is one text, one name.
 *
 * This file has no driver in it: the node-postgres client and the PGlite client both ask it
 * for a name, and it runs in the demo's worker too.
 */

/**
 * PostgreSQL's own choice (`auto`) keeps planning the car-view join for every call: the
 * generic plan of `limit $n` is costed for a tenth of the table, so it never wins against a
 * custom plan, although it is the same plan. Forced, each named statement is planned once
 * per connection; the generic plans of the hot queries are in bench/EXPLAIN.md.
 */
export const PLAN_CACHE_MODE = 'force_generic_plan';

/** names handed out per process; past it, new texts are sent unnamed (planned each time) */
export const MAX_NAMED_STATEMENTS = 2_000;

/**
 * A single data statement: the extended protocol prepares one statement, and DDL, migrations
 * and transaction control gain nothing from a plan cache.
 */
export function preparable(text: string): boolean {
  return /^[\s(]*(select|insert|update|delete|with)\b/i.test(text) && !text.includes(';');
}

export class StatementNames {
  readonly #names = new Map<string, string>();

  constructor(private readonly max = MAX_NAMED_STATEMENTS) {}

  /** the name of this statement's text, or undefined when it should be sent unnamed */
  nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined) return known;
    if (this.#names.size >= this.max || !preparable(text)) return undefined;
    const name = `s${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }

  get size(): number {
    return this.#names.size;
  }
}

/**
 * Ends the text of a transaction's last statement (write()'s audit row): a driver that can
 * sends the COMMIT in the same trip (plan-once-pg.ts), and for one that cannot it is a
 * comment. Nothing is read from that statement's answer before the commit: a refusal it
 * carries is raised by the database (docs/decisions/0056).
 */
export const THEN_COMMIT = ' /* then commit */';

import type fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../db/create-db.ts';
import type { Client } from '../test/test-server.ts';
import type { Actor, Ledger, ModelCar } from './ledger-model.ts';

/**
 * The real system: the owner's, a manager's and an agent's signed-in clients, the test
 * server's clock, and a catalogue model
 */
export interface Real {
  api: Client;
  /** issue 28 §7: a change to a paid car's money is a manager's, refused to an agent */
  manager: Client;
  agent: Client & { email: string };
  /** issue 31: each actor's account (the drawers are theirs) */
  userIds: Record<Actor, string>;
  advanceClock(ms: number): void;
  brandId: string;
  modelId: string;
  /** issue 33: a model in the priced category (its cars follow the category's plan) */
  pricedModelId: string;
  /** the database, for what only the audit trail says (an extension's prices) */
  db: Db;
  /** counts the API actions sent */
  actions: number;
  /** set by a command when history rows changed, for the deeper check */
  historyChanged: boolean;
  /** the invariants, checked after every command */
  verify(m: Ledger, r: Real): Promise<void>;
}

export type Run = (m: Ledger, r: Real) => Promise<void>;

export type LedgerCommand = fc.Arbitrary<fc.AsyncCommand<Ledger, Real>>;

/** an action's kind: its name without its arguments (`rentCar`, `sellCar`, ...) */
export const kindOf = (name: string) => name.replace(/\(.*$/s, '');

/** the kinds of action run so far in this process */
export const kindsRun = new Set<string>();

export class Command implements fc.AsyncCommand<Ledger, Real> {
  constructor(
    private readonly name: string,
    private readonly ready: (m: Ledger) => boolean,
    private readonly body: Run,
  ) {}
  check(m: Readonly<Ledger>): boolean {
    return this.ready(m as Ledger);
  }
  async run(m: Ledger, r: Real): Promise<void> {
    r.historyChanged = false;
    // the owner acts and pays in cash unless the command says otherwise
    m.till = { actor: 'owner', method: 'cash' };
    kindsRun.add(kindOf(this.name));
    await this.body(m, r);
    await r.verify(m, r);
  }
  toString(): string {
    return this.name;
  }
}

/** sends one action (as the owner unless told) and checks its status against the model's */
export async function act(
  r: Real,
  expected: number,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  as: Client = r.api,
) {
  r.actions++;
  const res = await as.request(method, path, body);
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(expected);
  return res;
}

/** the signed-in client of an actor */
export const clientOf = (r: Real, actor: Actor): Client => (actor === 'owner' ? r.api : r[actor]);

export const always = () => true;
export const hasCars = (m: Ledger) => m.cars.length > 0;
export const pickOf = <T>(list: T[], pick: number): T => list[pick % list.length] as T;

/** the expected status of an action on a car: 404 once deleted, else the rule's answer */
export const onCar = (car: ModelCar, status: number) => (car.deleted ? 404 : status);

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../db/create-db.ts';
import { TEST_PASSWORD, TEST_PIN } from '../test/test-server.ts';
import { always, Command, type LedgerCommand, type Real } from './ledger-actions.ts';
import { rowsOf } from './ledger-figures.ts';
import type { Ledger } from './ledger-model.ts';
import { expectedFigures } from './ledger-money.ts';

/**
 * Issue 28 §12 in the ledger, written from docs/decisions/0010: an agent's wrong Total
 * Benefit PIN tries count on its session (the 5th within 15 minutes locks the session out
 * until it signs in again) and on its account over all its sessions, until the right PIN:
 * from the 10th in a row each makes the account's next try wait 2 minutes, then 4, 8 ... up
 * to a day, and during the wait every try is refused unchecked. The right PIN forgets the
 * wrong tries and shows Total Benefit, the model's. A try that locks a session out or sets a
 * wait is on the audit trail.
 */
const MINUTE = 60_000;
const SESSION_WINDOW = 15 * MINUTE;
const SESSION_LOCK_AT = 5;
const FREE_TRIES = 10;

function waitAfter(failures: number): number | null {
  if (failures < FREE_TRIES) return null;
  return Math.min(2 * MINUTE * 2 ** Math.min(failures - FREE_TRIES, 20), 24 * 60 * MINUTE);
}

/** one try in the model: the status it must answer */
function tryPin(m: Ledger, right: boolean): number {
  const pin = m.pin;
  if (pin.sessionLocked) return 403;
  if (pin.waitUntil !== null && pin.waitUntil > m.now) return 403;
  if (right) {
    // the right PIN forgets the wrong tries, the session's and the account's
    pin.sessionFailures = [];
    pin.accountFailures = 0;
    pin.waitUntil = null;
    return 200;
  }
  pin.sessionFailures = [...pin.sessionFailures.filter((at) => at > m.now - SESSION_WINDOW), m.now];
  pin.sessionLocked = pin.sessionFailures.length >= SESSION_LOCK_AT;
  pin.accountFailures++;
  const wait = waitAfter(pin.accountFailures);
  pin.waitUntil = wait === null ? null : m.now + wait;
  if (!pin.sessionLocked && wait === null) return 422;
  pin.lockouts++;
  return 403;
}

/** the tries of one session: mostly wrong, about one in six the right PIN */
const sessionTries = fc
  .array(fc.boolean(), { minLength: 1, maxLength: 6 })
  .map((tries) => tries.map((right, i) => right && i % 3 === 0));

/** one of the agent's sessions trying PINs, each try as the model says it must end */
async function trySession(m: Ledger, r: Real, tries: boolean[]): Promise<void> {
  for (const right of tries) {
    const expected = tryPin(m, right);
    const res = await r.agent.request('POST', '/api/fund/benefit/unlock', {
      pin: right ? TEST_PIN : '0000',
    });
    expect(res.status, `a ${right ? 'right' : 'wrong'} PIN: ${JSON.stringify(res.body)}`).toBe(
      expected,
    );
    if (expected === 200) {
      expect(res.body.totalBenefit, "Total Benefit, the agent's").toBe(
        expectedFigures(m).totalBenefit,
      );
    }
  }
}

/** a new session of the agent's: the session's wrong tries start again, not the account's */
async function newSession(m: Ledger, r: Real): Promise<void> {
  const res = await r.agent.signIn(r.agent.email, TEST_PASSWORD);
  expect(res.status, 'the agent signs in again').toBe(200);
  m.pin.sessionFailures = [];
  m.pin.sessionLocked = false;
}

/**
 * The agent's PIN tries: in up to three sessions in a row (the first in its current session
 * or a new one, the next ones each after a new sign-in, which buys no new tries on the
 * account), or the issue's guesser: 5 wrong tries a session (its lock-out), signing in again
 * and again, then the right PIN, refused while the account waits. One action of the ledger,
 * whatever its number of requests, so that the money actions keep their share of the count.
 */
const pinSessions = fc.oneof(
  fc.tuple(fc.array(sessionTries, { minLength: 1, maxLength: 3 }), fc.boolean()),
  fc
    .integer({ min: 2, max: 4 })
    .map((guessed) => [
      [...Array.from({ length: guessed }, () => Array(5).fill(false)), [true]],
      true,
    ]) as fc.Arbitrary<[boolean[][], boolean]>,
);

export function pinCommands(): LedgerCommand[] {
  return [
    pinSessions.map(
      ([sessions, signInFirst]) =>
        new Command(
          `pinTries(${sessions.map((tries) => `[${tries.map((right) => (right ? 'right' : 'wrong'))}]`).join(' ')}, ${signInFirst ? 'new session' : 'same session'})`,
          always,
          async (m, r) => {
            r.actions++;
            for (const [i, tries] of sessions.entries()) {
              if (i > 0 || signInFirst) await newSession(m, r);
              await trySession(m, r, tries);
            }
          },
        ),
    ),
  ];
}

/** the owner is told: one audit entry per try that locked a session out or set a wait */
export async function checkPinAudit(m: Ledger, db: Db): Promise<void> {
  const [row] = await rowsOf<{ n: string }>(
    db,
    sql`select count(*)::text as n from audit_log
      where entity = 'total_benefit' and after->>'outcome' = 'wrong_pin_lockout'`,
  );
  expect(Number(row?.n), 'PIN lock-outs on the audit trail').toBe(m.pin.lockouts);
}

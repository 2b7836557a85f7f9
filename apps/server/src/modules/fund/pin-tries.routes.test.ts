import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import {
  type Client,
  startTestServer,
  TEST_PASSWORD,
  TEST_PIN,
  type TestServer,
} from '../../test/test-server.ts';

/**
 * Issue 28 §12: wrong PIN tries are counted per account over all its sessions, in the
 * database: signing in again no longer buys new guesses. Past the free tries each wrong one
 * makes the next wait 2, 4, 8 ... minutes, and the owner reads it on the audit trail.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WRONG = '0000';
const MINUTE = 60_000;
const unlock = (client: Client, pin: string) => client.post('/api/fund/benefit/unlock', { pin });
const waiting = {
  code: 'pin_locked',
  detail: 'Too many wrong PIN attempts on this account. Try again later.',
};

/** a new session of the same account: a sign-in again */
async function signInAgain(email: string): Promise<Client> {
  const client = server.anonymous();
  expect((await client.signIn(email, TEST_PASSWORD)).status).toBe(200);
  return client;
}

/** 9 wrong tries as a guesser would make them: 3 sessions of 3, each below its lock-out */
async function nineWrongTriesOver3Sessions(email: string, first: Client): Promise<Client> {
  let client = first;
  for (let session = 0; session < 3; session++) {
    if (session > 0) client = await signInAgain(email);
    for (let i = 0; i < 3; i++) expect((await unlock(client, WRONG)).status).toBe(422);
  }
  return client;
}

describe('wrong PIN tries per account, across sessions', () => {
  it('makes the account wait after the free tries, whatever session asks, even with the right PIN', async () => {
    const agent = await server.signedInAs('agent');
    const last = await nineWrongTriesOver3Sessions(agent.email, agent);
    const tenth = await unlock(await signInAgain(agent.email), WRONG);
    expect(tenth.status).toBe(403);
    expect(tenth.body).toMatchObject(waiting);
    // a new sign-in, the right PIN, the Change PIN form: all wait (nothing is learnt)
    for (const client of [last, await signInAgain(agent.email)]) {
      const right = await unlock(client, TEST_PIN);
      expect(right.status).toBe(403);
      expect(right.body).toMatchObject(waiting);
    }
    // the owner is told: the try that set the wait is on the audit trail
    const owner = await server.signedIn();
    const trail = await owner.get('/api/audit');
    expect(trail.status).toBe(200);
    expect(trail.body.items[0]).toMatchObject({
      action: 'unlockBenefit',
      entity: 'total_benefit',
      after: { outcome: 'wrong_pin_lockout', accountFailures: 10 },
    });
    const rows = await server.database.db
      .select({ after: auditLog.after, userId: auditLog.userId, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'total_benefit'), eq(auditLog.userId, agent.userId)));
    expect(rows).toEqual([
      {
        userId: agent.userId,
        action: 'unlockBenefit',
        after: expect.objectContaining({
          outcome: 'wrong_pin_lockout',
          accountFailures: 10,
          accountWaitUntil: new Date(server.clock.now().getTime() + 2 * MINUTE).toISOString(),
        }),
      },
    ]);
    // after the wait, the right PIN unlocks and forgets the tries
    server.clock.advance(2 * MINUTE);
    const fresh = await signInAgain(agent.email);
    expect((await unlock(fresh, TEST_PIN)).status).toBe(200);
    const again = await signInAgain(agent.email);
    for (let i = 0; i < 4; i++) expect((await unlock(again, WRONG)).status).toBe(422);
  });

  it('doubles the wait with each further wrong try: 2, then 4 minutes', async () => {
    const manager = await server.signedInAs('manager');
    await nineWrongTriesOver3Sessions(manager.email, manager);
    const client = await signInAgain(manager.email);
    expect((await unlock(client, WRONG)).body).toMatchObject(waiting);
    server.clock.advance(2 * MINUTE);
    expect((await unlock(client, WRONG)).body).toMatchObject(waiting);
    server.clock.advance(4 * MINUTE - 1);
    expect((await unlock(client, TEST_PIN)).body).toMatchObject(waiting);
    server.clock.advance(1);
    expect((await unlock(client, TEST_PIN)).status).toBe(200);
  });

  it('counts parallel wrong tries from many sessions one by one: no more than the free ones are checked', async () => {
    const agent = await server.signedInAs('agent');
    const sessions: Client[] = [agent];
    for (let i = 0; i < 13; i++) sessions.push(await signInAgain(agent.email));
    const answers = await Promise.all(sessions.map((client) => unlock(client, WRONG)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
  });

  it("counts one account's tries apart from another's", async () => {
    const first = await server.signedInAs('agent', 'first');
    await nineWrongTriesOver3Sessions(first.email, first);
    const other = await server.signedInAs('agent', 'other');
    expect((await unlock(other, WRONG)).status).toBe(422);
    expect((await unlock(other, TEST_PIN)).status).toBe(200);
  });

  it('keeps the session lock-out: the 5th wrong try of a session says sign in again', async () => {
    const agent = await server.signedInAs('agent');
    for (let i = 0; i < 4; i++) expect((await unlock(agent, WRONG)).status).toBe(422);
    const fifth = await unlock(agent, WRONG);
    expect(fifth.status).toBe(403);
    expect(fifth.body).toMatchObject({
      code: 'pin_locked',
      detail: 'Too many wrong PIN attempts. Sign in again to retry.',
    });
    expect((await unlock(await signInAgain(agent.email), TEST_PIN)).status).toBe(200);
  });

  it('counts a wrong current PIN of the Change PIN form on the account too', async () => {
    const owner = await server.signedIn();
    const change = (client: Client, currentPin: string) =>
      client.put('/api/settings/pin', { currentPin, newPin: TEST_PIN });
    let client = owner;
    for (let session = 0; session < 3; session++) {
      if (session > 0) client = await server.signedIn();
      for (let i = 0; i < 3; i++) expect((await change(client, WRONG)).status).toBe(422);
    }
    client = await server.signedIn();
    expect((await change(client, WRONG)).body).toMatchObject(waiting);
    expect((await change(client, TEST_PIN)).body).toMatchObject(waiting);
    expect((await unlock(client, TEST_PIN)).body).toMatchObject(waiting);
    server.clock.advance(2 * MINUTE);
    expect((await change(client, TEST_PIN)).status).toBe(200);
    expect((await unlock(client, TEST_PIN)).status).toBe(200);
  });
});

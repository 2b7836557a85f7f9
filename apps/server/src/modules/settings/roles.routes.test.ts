import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TEST_EMAIL,
  TEST_PASSWORD,
  type TestServer,
} from '../../test/test-server.ts';

/** Issue 11 §1: accounts act only on accounts below them; the last enabled owner stays */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const staffRow = async (id: string) => {
  const owner = await server.signedIn();
  const list = await owner.get('/api/users');
  return list.body.items.find((row: { id: string }) => row.id === id);
};

describe('account takeover, tried again', () => {
  it("refuses an agent the owner's password reset, and the owner still signs in", async () => {
    const agent = await server.signedInAs('agent');
    const reset = await agent.post(`/api/users/${server.ownerId}/reset-password`);
    expect(reset.status).toBe(403);
    expect(reset.body).toMatchObject({
      code: 'forbidden',
      detail: 'Your role does not allow this.',
    });
    expect(reset.body.temporaryPassword).toBeUndefined();
    expect((await agent.post(`/api/users/${server.ownerId}/disable`)).status).toBe(403);
    expect((await server.anonymous().signIn(TEST_EMAIL, TEST_PASSWORD)).status).toBe(200);
    expect((await staffRow(server.ownerId)).disabled).toBe(false);
  });

  it('refuses a manager every action on an owner or another manager', async () => {
    const manager = await server.signedInAs('manager');
    const other = await server.signedInAs('manager');
    for (const target of [server.ownerId, other.userId]) {
      for (const action of ['reset-password', 'disable']) {
        const res = await manager.post(`/api/users/${target}/${action}`);
        expect(res.status, `${action} ${target}`).toBe(403);
        expect(res.body.code).toBe('forbidden');
      }
    }
    const promote = await manager.put(`/api/users/${other.userId}/role`, { role: 'agent' });
    expect(promote.status).toBe(403);
    expect((await staffRow(other.userId)).role).toBe('manager');
  });

  it('lets a manager add agents only, reset and disable an agent', async () => {
    const manager = await server.signedInAs('manager');
    const addManager = await manager.post('/api/auth/users', {
      email: 'second-manager@example.test',
      password: 'secret-pass',
      displayName: 'Second',
      role: 'manager',
    });
    expect(addManager.status).toBe(403);
    const added = await manager.post('/api/auth/users', {
      email: 'new-agent@example.test',
      password: 'secret-pass',
      displayName: 'New agent',
    });
    expect(added.status).toBe(201);
    expect(added.body.user.role).toBe('agent');
    const reset = await manager.post(`/api/users/${added.body.user.id}/reset-password`);
    expect(reset.status).toBe(200);
    expect((await manager.post(`/api/users/${added.body.user.id}/disable`)).status).toBe(200);
  });

  it('shows a manager the agents and itself, an owner everyone', async () => {
    const manager = await server.signedInAs('manager');
    const seen = (await manager.get('/api/users')).body.items as { role: string; isYou: boolean }[];
    expect(seen.every((row) => row.role === 'agent' || row.isYou)).toBe(true);
    const all = (await (await server.signedIn()).get('/api/users')).body.items as {
      role: string;
    }[];
    expect(all.some((row) => row.role === 'owner')).toBe(true);
    expect(all.some((row) => row.role === 'manager')).toBe(true);
  });
});

describe('roles, given by owners', () => {
  it('changes a role, and the new role holds at the next request', async () => {
    const owner = await server.signedIn();
    const agent = await server.signedInAs('agent');
    expect((await agent.get('/api/users')).status).toBe(403);
    const change = await owner.put(`/api/users/${agent.userId}/role`, { role: 'manager' });
    expect(change.status).toBe(200);
    expect((await agent.get('/api/users')).status).toBe(200);
    expect((await agent.get('/api/auth/me')).body.user.role).toBe('manager');
  });

  it('refuses a role that does not exist with a clear message', async () => {
    const owner = await server.signedIn();
    const agent = await server.signedInAs('agent');
    const res = await owner.put(`/api/users/${agent.userId}/role`, { role: 'admin' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Choose owner, manager or agent.');
  });

  it('keeps the last enabled owner: not demoted, and a second owner can be', async () => {
    const owner = await server.signedIn();
    const alone = await owner.put(`/api/users/${server.ownerId}/role`, { role: 'manager' });
    expect(alone.status).toBe(409);
    expect(alone.body).toMatchObject({
      code: 'last_owner',
      detail: 'At least one enabled owner must remain.',
    });
    const second = await server.signedInAs('owner');
    // with two owners, one may step down; the other then is the last
    expect((await second.put(`/api/users/${second.userId}/role`, { role: 'manager' })).status).toBe(
      200,
    );
    expect((await owner.put(`/api/users/${server.ownerId}/role`, { role: 'agent' })).status).toBe(
      409,
    );
    expect((await staffRow(server.ownerId)).role).toBe('owner');
  });

  it('does not count a disabled owner as the one that remains', async () => {
    const owner = await server.signedIn();
    const other = await server.signedInAs('owner');
    expect((await owner.post(`/api/users/${other.userId}/disable`)).status).toBe(200);
    const res = await owner.put(`/api/users/${server.ownerId}/role`, { role: 'manager' });
    expect(res.status).toBe(409);
    // the disabled owner cannot take the last one down either: it is signed out
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });

  it("records who changed a role in the audit trail, under the actor's name", async () => {
    const owner = await server.signedIn();
    const agent = await server.signedInAs('agent');
    await owner.put(`/api/users/${agent.userId}/role`, { role: 'manager' });
    // the test clock stands still: entries of one instant are not in insertion order
    const audit = await owner.get('/api/audit?limit=100');
    const entry = audit.body.items.find(
      (row: { action: string; entityId: string }) =>
        row.action === 'changeStaffRole' && row.entityId === agent.userId,
    );
    expect(entry).toMatchObject({ userId: server.ownerId, entityId: agent.userId });
  });
});

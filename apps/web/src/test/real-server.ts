// Component tests against the real server: the test server of apps/server (a fresh database,
// the real routes, rights and refusals), reached in-process through Fastify's inject, so a
// screen's requests are answered as a browser's would be, signed in as the role asked.
import type { Role } from '@car-rental/domain/auth/permissions';
import { users } from '@car-rental/server/db/schema';
import { hashSecret } from '@car-rental/server/lib/passwords';
import {
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
  type TestServerOptions,
} from '@car-rental/server/test/test-server';
import { vi } from 'vitest';
import type { Sent } from './render.tsx';

export type { TestServer };

export function startRealServer(options?: TestServerOptions) {
  return startTestServer(options);
}

type Headers = Record<string, string>;

async function inject(
  server: TestServer,
  method: string,
  url: string,
  headers: Headers,
  body?: string,
) {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return response;
}

/** what the server answers a GET of `path` by a new account of `role` (its JSON) */
export async function readAs(server: TestServer, role: Role, path: string) {
  const cookie = await signIn(server, role);
  const response = await inject(server, 'GET', path, { cookie });
  return response.json();
}

/** a new account of this role, signed in: its session cookie */
export async function signIn(server: TestServer, role: Role): Promise<string> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@example.test`;
  await server.database.db
    .insert(users)
    .values({ email, displayName: role, passwordHash: await hashSecret(TEST_PASSWORD), role });
  const response = await inject(
    server,
    'POST',
    '/api/auth/sign-in',
    { 'content-type': 'application/json' },
    JSON.stringify({ identifier: email, password: TEST_PASSWORD }),
  );
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0];
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in as ${role} failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}

/**
 * The screen's fetch answered by the real server, signed in as `role` (an account made for
 * the test). Returns the requests sent, in order.
 */
export async function serveFromServer(server: TestServer, role: Role): Promise<Sent[]> {
  const cookie = await signIn(server, role);
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const address = new URL(url, 'http://localhost');
    const body = typeof init.body === 'string' ? init.body : undefined;
    sent.push({ method, path: address.pathname, body: body ? JSON.parse(body) : undefined });
    const headers: Headers = { ...(init.headers as Headers), cookie };
    const response = await inject(server, method, address.pathname + address.search, headers, body);
    const empty = response.statusCode === 204 || response.body === '';
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  });
  return sent;
}

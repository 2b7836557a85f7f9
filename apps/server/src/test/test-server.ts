import { randomBytes } from 'node:crypto';
import type { Role } from '@car-rental/domain/auth/permissions';
import { topics } from '@car-rental/domain/contract/topics';
import { type App, buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/create-db.ts';
import { users } from '../db/schema.ts';
import { createEventBus, type EventBus } from '../events/event-bus.ts';
import { fixedClock } from '../lib/clock.ts';
import { captureMailer } from '../lib/mailer.ts';
import { argon2Hasher, hashSecret } from '../lib/passwords.ts';
import { nodeFonts } from '../lib/pdf/node-fonts.ts';
import { sharpImages } from '../lib/sharp-images.ts';
import { memoryStorage } from '../lib/storage.ts';
import { freshDatabase } from './template-database.ts';

export { freshDatabase };

export const TEST_EMAIL = 'owner@example.test';
export const TEST_PASSWORD = 'secret-password';
export const TEST_PIN = '4321';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Client {
  cookie: string | undefined;
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  get<T = any>(path: string): Promise<ApiResponse<T>>;
  post<T = any>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
  signIn(identifier?: string, password?: string): Promise<ApiResponse>;
}

export interface TestServer {
  url: string;
  app: App;
  database: Database;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  events: EventBus;
  /**
   * rows were written beside the API (fixtures): the server is told of a write on every
   * topic, as it is of a real one, so that the reads it keeps until a write (decision 0050)
   * read them
   */
  wroteBeside(): void;
  mailer: ReturnType<typeof captureMailer>;
  storage: ReturnType<typeof memoryStorage>;
  ownerId: string;
  /** a client that has not signed in */
  anonymous(): Client;
  /** a client signed in as the owner */
  signedIn(): Promise<Client>;
  /** a new account of this role (made in the database), signed in */
  signedInAs(role: Role, name?: string): Promise<Client & { userId: string; email: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  now?: Date;
  env?: Record<string, string>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { database, drop } = await freshDatabase();
  const config = {
    ...loadConfig({
      BENEFIT_PIN: TEST_PIN,
      SIGN_IN_RATE_LIMIT: '1000',
      // tests move the clock by days to let business time pass, which is not idleness:
      // only the tests of the idle time-out set SESSION_IDLE_HOURS lower
      SESSION_IDLE_HOURS: '720',
      ...options.env,
    }),
    webDist: undefined,
  };
  const clock = fixedClock(options.now ?? new Date('2026-06-15T10:00:00.000Z'));
  const events = createEventBus(clock.now);
  const mailer = captureMailer();
  const storage = memoryStorage();
  await bootstrap(database.db, config, () => {});
  const [owner] = await database.db
    .insert(users)
    .values({
      email: TEST_EMAIL,
      displayName: 'Test Owner',
      passwordHash: await hashSecret(TEST_PASSWORD),
      role: 'owner',
    })
    .returning({ id: users.id });
  const staffHash = hashSecret(TEST_PASSWORD);
  const app = await buildApp({
    db: database.db,
    config,
    clock,
    events,
    storage,
    images: sharpImages,
    fonts: nodeFonts,
    mailer,
    passwords: argon2Hasher,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;

  const client = (): Client => {
    const self: Client = {
      cookie: undefined,
      async request(method, path, body, headers = {}) {
        const init: RequestInit = { method, headers: { ...headers } };
        const h = init.headers as Record<string, string>;
        if (self.cookie) h.cookie = self.cookie;
        if (body !== undefined) {
          if (typeof body === 'string') {
            init.body = body;
            h['content-type'] ??= 'application/json';
          } else if (body instanceof FormData) {
            init.body = body;
          } else {
            init.body = JSON.stringify(body);
            h['content-type'] = 'application/json';
          }
        }
        const response = await fetch(`${url}${path}`, init);
        const setCookie = response.headers.get('set-cookie');
        if (setCookie) {
          const [pair] = setCookie.split(';');
          self.cookie = pair && !pair.endsWith('=') ? pair : undefined;
        }
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON
        }
        return { status: response.status, headers: response.headers, body: parsed as any };
      },
      get: (path) => self.request('GET', path),
      post: (path, body, headers) => self.request('POST', path, body, headers),
      patch: (path, body) => self.request('PATCH', path, body),
      put: (path, body) => self.request('PUT', path, body),
      delete: (path, body) => self.request('DELETE', path, body),
      signIn: (identifier = TEST_EMAIL, password = TEST_PASSWORD) =>
        self.post('/api/auth/sign-in', { identifier, password }),
    };
    return self;
  };

  return {
    url,
    app,
    database,
    config,
    clock,
    events,
    wroteBeside: () => events.publish([...topics]),
    mailer,
    storage,
    ownerId: owner!.id,
    anonymous: client,
    async signedIn() {
      const c = client();
      const res = await c.signIn();
      if (res.status !== 200)
        throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return c;
    },
    async signedInAs(role, name = role) {
      const email = `${name}-${randomBytes(4).toString('hex')}@example.test`;
      const [user] = await database.db
        .insert(users)
        .values({ email, displayName: name, passwordHash: await staffHash, role })
        .returning({ id: users.id });
      const c = client();
      const res = await c.signIn(email, TEST_PASSWORD);
      if (res.status !== 200) throw new Error(`sign-in as ${role} failed: ${res.status}`);
      return Object.assign(c, { userId: user!.id, email });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

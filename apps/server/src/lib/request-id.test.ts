import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { createEventBus } from '../events/event-bus.ts';
import { freshDatabase } from '../test/test-server.ts';
import { systemClock } from './clock.ts';
import { captureMailer } from './mailer.ts';
import { argon2Hasher } from './passwords.ts';
import { nodeFonts } from './pdf/node-fonts.ts';
import { sharpImages } from './sharp-images.ts';
import { memoryStorage } from './storage.ts';

/**
 * Issue 17: the structured logs keep the request id. Every log line of a request carries its
 * `reqId`; the id comes from a sane X-Request-Id or is a new UUID, and goes back in the
 * X-Request-Id header of every answer, errors included. The app logs as the server does
 * (JSON lines, pino), into a stream this test reads.
 */
interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const EMAIL = 'ids@example.test';
const PASSWORD = 'request-ids';

let lines: LogLine[] = [];
const closers: (() => Promise<void>)[] = [];
let app: App;
let url = '';

beforeAll(async () => {
  const { database, drop } = await freshDatabase();
  closers.push(() => database.close(), drop);
  const config = {
    ...loadConfig({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'info' }),
    webDist: undefined,
  };
  await bootstrap(database.db, config, () => {});
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  app = await buildApp(
    {
      db: database.db,
      config,
      clock: systemClock,
      events: createEventBus(),
      storage: memoryStorage(),
      images: sharpImages,
      fonts: nodeFonts,
      mailer: captureMailer(),
      passwords: argon2Hasher,
    },
    // as server.ts builds it, with the lines written here instead of stdout
    { logger: { level: 'info', stream } },
  );
  // a route that fails as a bug would: the error handler's 500
  app.get('/test/boom', async () => {
    throw new Error('the bug itself');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  url = `http://127.0.0.1:${address.port}`;
  closers.unshift(() => app.close());
});
afterAll(async () => {
  for (const close of closers) await close();
});
beforeEach(() => {
  lines = [];
});

/** the log lines of one request, once its "request completed" line is written */
async function linesOf(id: string): Promise<LogLine[]> {
  for (
    let i = 0;
    i < 50 && !lines.some((l) => l.reqId === id && l.msg === 'request completed');
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return lines.filter((line) => line.reqId === id);
}

describe('the request id', () => {
  it('keeps a sane X-Request-Id: in each log line of its request and in the answer', async () => {
    const id = 'edge-7f3A.trace_01';
    const res = await fetch(`${url}/api/health`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    const own = await linesOf(id);
    expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // every line the app wrote while answering belongs to that request
    expect(lines.filter((line) => line.reqId !== id)).toEqual([]);
    // the longest id kept: 64 characters
    const longest = 'a'.repeat(64);
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': longest } });
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it('gives a request without one a new UUID, another for each request', async () => {
    const first = await fetch(`${url}/api/health`);
    const second = await fetch(`${url}/api/health`);
    const a = first.headers.get('x-request-id') ?? '';
    const b = second.headers.get('x-request-id') ?? '';
    expect(a).toMatch(uuid);
    expect(b).toMatch(uuid);
    expect(a).not.toBe(b);
    expect((await linesOf(a)).length).toBe(2);
    expect((await linesOf(b)).length).toBe(2);
  });

  it('replaces a hostile X-Request-Id (a newline, 500 characters, spaces, 65 characters)', async () => {
    // a newline would forge a log line of its own; HTTP clients refuse to send one, inject does
    const forged = 'x\n{"level":30,"msg":"forged","reqId":"x"}';
    const hostile = [forged, 'a'.repeat(500), 'has spaces', '<script>', 'a'.repeat(65), 'é', ''];
    const answered = new Set<string>();
    for (const value of hostile) {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': value } });
      const id = String(res.headers['x-request-id']);
      expect(id, JSON.stringify(value)).toMatch(uuid);
      answered.add(id);
      expect((await linesOf(id)).map((line) => line.msg)).toEqual([
        'incoming request',
        'request completed',
      ]);
    }
    expect(answered.size).toBe(hostile.length);
    // over the wire too: 500 characters are replaced
    const long = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'b'.repeat(500) } });
    expect(long.headers.get('x-request-id')).toMatch(uuid);
    expect(lines.some((line) => line.msg === 'forged')).toBe(false);
    // no line of these requests carries a hostile value
    expect(lines.filter((line) => !uuid.test(line.reqId ?? ''))).toEqual([]);
  });

  it('sends it on error answers, and the log line of a 500 carries it', async () => {
    const id = 'boom-1';
    const res = await fetch(`${url}/test/boom`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { code: string }).code).toBe('internal_error');
    expect(res.headers.get('x-request-id')).toBe(id);
    const own = await linesOf(id);
    const error = own.find((line) => line.level === 50);
    expect(error?.msg).toBe('unhandled error');
    expect(error?.err?.message).toBe('the bug itself');
    expect(own.find((line) => line.msg === 'request completed')).toBeDefined();

    // refused (401), missing (404), invalid (400), and refused by the router before any hook
    const refusals: [string, RequestInit, number][] = [
      ['/api/fund', {}, 401],
      ['/api/no-such-route', {}, 404],
      [
        '/api/auth/sign-in',
        { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
        400,
      ],
      [`/api/cars/${'x'.repeat(120)}`, {}, 414],
    ];
    for (const [path, init, status] of refusals) {
      const given = `refusal-${status}-${path.length}`;
      const answer = await fetch(`${url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-request-id': given },
      });
      expect(answer.status, path).toBe(status);
      expect(answer.headers.get('content-type'), path).toContain('application/problem+json');
      expect(answer.headers.get('x-request-id'), path).toBe(given);
    }
  });

  it('sends it on the event stream, whose answer the route writes itself', async () => {
    const signIn = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'sign-in-1' },
      body: JSON.stringify({ identifier: EMAIL, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('x-request-id')).toBe('sign-in-1');
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const stream = new AbortController();
    const res = await fetch(`${url}/api/events`, {
      headers: { cookie, 'x-request-id': 'stream-1' },
      signal: stream.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('x-request-id')).toBe('stream-1');
    stream.abort();
    expect(lines.some((line) => line.reqId === 'stream-1')).toBe(true);
  });
});

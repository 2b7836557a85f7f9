import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { argon2Hasher } from '../lib/passwords.ts';
import { nodeFonts } from '../lib/pdf/node-fonts.ts';
import { CONTENT_SECURITY_POLICY, HSTS } from '../lib/security-headers.ts';
import { sharpImages } from '../lib/sharp-images.ts';
import { imageForm, png } from '../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';
import { reportFigure } from './figures.ts';
import { operationsOf } from './mutation-cases.ts';

/**
 * Issue 6 §9: every answer of every route (read, refused, missing, a file, a stream) carries
 * the security headers; private API answers are never stored.
 */
let server: TestServer;
let client: Client;
let answers = 0;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
});
afterAll(() => server.close());

const someId = '00000000-0000-4000-8000-000000000000';

function expectSecurityHeaders(headers: Headers, what: string, https = false) {
  answers++;
  const csp = headers.get('content-security-policy') ?? '';
  const scriptSrc = / script-src ([^;]*)/.exec(` ${csp}`)?.[1] ?? '';
  const defaultSrc = /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(csp, what).not.toBe('');
  expect(scriptSrc || defaultSrc, what).not.toContain("'unsafe-inline'");
  expect(csp.includes("object-src 'none'") || defaultSrc === "'none'", what).toBe(true);
  expect(csp.includes("frame-ancestors 'none'") || csp.includes('sandbox'), what).toBe(true);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('strict-transport-security'), what).toBe(https ? HSTS : null);
}

function expectPrivate(headers: Headers, what: string) {
  expect(headers.get('cache-control') ?? '', what).toContain('no-store');
}

describe('security headers', () => {
  it('sends a CSP without inline script, with object-src and frame-ancestors none', () => {
    // WebAssembly (the demo's PGlite) and nothing else: no eval, no inline script
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self' 'wasm-unsafe-eval';");
    const scriptSrc = /script-src ([^;]*)/.exec(CONTENT_SECURITY_POLICY)?.[1] ?? '';
    expect(scriptSrc.split(' ').filter((source) => source.includes('unsafe'))).toEqual([
      "'wasm-unsafe-eval'",
    ]);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('on every route of the OpenAPI document, signed in and not', async () => {
    // signing out ends the walking session: that one goes last
    const operations = (await operationsOf(server.url)).sort(
      (a, b) => Number(a.operationId === 'signOut') - Number(b.operationId === 'signOut'),
    );
    const { url: image } = (await client.post('/api/uploads', imageForm(png(), 'a.png'))).body;
    for (const op of operations) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name) =>
        name === 'name' ? image.replace('/uploads/', '') : someId,
      );
      const what = `${op.method} ${path}`;
      if (op.operationId === 'streamEvents') {
        const stream = new AbortController();
        const res = await fetch(`${server.url}${path}`, {
          headers: { cookie: client.cookie! },
          signal: stream.signal,
        });
        expect(res.headers.get('content-type')).toContain('text/event-stream');
        expectSecurityHeaders(res.headers, what);
        expectPrivate(res.headers, what);
        stream.abort();
        continue;
      }
      for (const who of [client, server.anonymous()]) {
        const res = await who.request(op.method, path, op.method === 'GET' ? undefined : {});
        expect(res.status, what).toBeLessThan(500);
        expectSecurityHeaders(res.headers, `${what} (${res.status})`);
        if (path.startsWith('/api/')) expectPrivate(res.headers, `${what} (${res.status})`);
      }
    }
    // the router refuses a path parameter over 100 characters before any hook
    const longId = `/api/cars/${'x'.repeat(200)}`;
    for (const path of ['/api/no-such-route', '/no-such-page', '/api/docs', longId]) {
      const res = await client.request('GET', path);
      expectSecurityHeaders(res.headers, path);
      if (res.status >= 400) {
        expect(res.headers.get('content-type'), path).toContain('application/problem+json');
      }
    }
  });

  it('keeps an image stricter (sandboxed, cached for a year), and never an API answer', async () => {
    const fresh = await server.signedIn();
    const { url } = (await fresh.post('/api/uploads', imageForm(png(), 'b.png'))).body;
    const res = await fetch(`${server.url}${url}`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res.headers, url);
  });

  it('adds HSTS when the app is served over https, and serves the built web app under the CSP', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app.js"></script>',
    );
    const app = await buildApp({
      db: server.database.db,
      config: { ...server.config, appUrl: 'https://cars.example.dz', webDist },
      clock: server.clock,
      events: server.events,
      storage: server.storage,
      images: sharpImages,
      fonts: nodeFonts,
      mailer: server.mailer,
      passwords: argon2Hasher,
    });
    for (const url of ['/', '/garage', '/api/health', '/api/fund', '/api/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      const headers = new Headers(res.headers as Record<string, string>);
      expectSecurityHeaders(headers, `https ${url}`, true);
      if (url.startsWith('/api')) expectPrivate(headers, url);
    }
    await app.close();
    reportFigure(
      'headers',
      `${answers} answers over every route checked, 0 without the security headers`,
    );
  });
});

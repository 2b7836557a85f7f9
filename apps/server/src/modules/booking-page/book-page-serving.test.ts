import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { argon2Hasher } from '../../lib/passwords.ts';
import { nodeFonts } from '../../lib/pdf/node-fonts.ts';
import { CONTENT_SECURITY_POLICY } from '../../lib/security-headers.ts';
import { sharpImages } from '../../lib/sharp-images.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * Issue 34 (decision 0048): the server serves the booking page's own bundle (book.html) at
 * /book and /book/status/<token>, under the server's CSP; every other page is the staff app.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function appWith(files: Record<string, string | Buffer>) {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(webDist, name)), { recursive: true });
    writeFileSync(join(webDist, name), text);
  }
  return buildApp({
    db: server.database.db,
    config: { ...server.config, webDist },
    clock: server.clock,
    events: server.events,
    storage: server.storage,
    images: sharpImages,
    fonts: nodeFonts,
    mailer: server.mailer,
    passwords: argon2Hasher,
  });
}

const STAFF =
  '<!doctype html><title>staff</title><script type="module" src="/assets/main.js"></script>';
const BOOK =
  '<!doctype html><title>book</title><script type="module" src="/assets/book.js"></script>';

describe('the booking page', () => {
  it('is served at /book and /book/status/<token> as book.html, under the CSP', async () => {
    const app = await appWith({ 'index.html': STAFF, 'book.html': BOOK });
    const token = 'a'.repeat(43);
    for (const url of [
      '/book',
      '/book?lang=ar',
      `/book/status/${token}`,
      `/book/status/${token}?lang=fr`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<title>book</title>');
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
    // the staff app keeps every other page, and the API its answers
    for (const url of ['/', '/garage', '/booking', '/bookings/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<title>staff</title>');
    }
    const page = await app.inject({ method: 'GET', url: '/api/public/booking-page' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ open: false });
    // a token that is no token is no page: the API refuses it, never a 500
    const long = await app.inject({ method: 'GET', url: `/book/status/${'x'.repeat(300)}` });
    expect(long.statusCode).toBeLessThan(500);
    await app.close();
  });

  it("sends the build's compressed scripts to a browser that accepts them (a phone on 3G)", async () => {
    const script = `export const words = ${JSON.stringify('كلمات '.repeat(2_000))};`;
    const app = await appWith({
      'index.html': STAFF,
      'book.html': BOOK,
      'assets/book.js': script,
      'assets/book.js.gz': gzipSync(script),
    });
    const zipped = await app.inject({
      method: 'GET',
      url: '/assets/book.js',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/book.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('is not served without its bundle (a build before issue 34): /book is the staff app', async () => {
    const app = await appWith({ 'index.html': STAFF });
    const res = await app.inject({ method: 'GET', url: '/book' });
    expect(res.body).toContain('<title>staff</title>');
    await app.close();
  });
});

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './reliability/server-process.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'car-rental-data-'));
const webDir = mkdtempSync(join(tmpdir(), 'car-rental-web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>placeholder</title><p>Admin</p>');
const children: ChildProcess[] = [];

/** the sources through tsx (development, tests), or the production build */
const fromSources = ['--import', 'tsx', 'src/server.ts'];

function startServer(port: number, args = fromSources) {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDir,
      ADMIN_EMAIL: 'boss@example.test',
      ADMIN_PASSWORD: 'boss-password',
      ADMIN_NAME: 'Boss',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

/** waits for the server of `started` to answer; its output when it exits or never answers */
async function waitForHealth(
  url: string,
  started: ReturnType<typeof startServer>,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`server at ${url} exited (${started.child.exitCode}):\n${started.output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up:\n${started.output()}`);
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDir, { recursive: true, force: true });
});

describe('the server process on the embedded database', () => {
  it('serves the web app and the API, creates the owner, and refuses a second process on the same DATA_DIR', async () => {
    // each server's port taken as it starts (freePort: this worker's own block, free now)
    const port = await freePort();
    const first = startServer(port);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, first);

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('placeholder');
    const deepLink = await fetch(`${url}/rental`);
    expect(await deepLink.text()).toContain('placeholder');

    const signIn = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'boss@example.test', password: 'boss-password' }),
    });
    expect(signIn.status).toBe(200);

    const second = startServer(await freePort());
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain('already in use by another server process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // the lock is released on a clean stop: a new process opens the same data
    const thirdPort = await freePort();
    const third = startServer(thirdPort);
    await waitForHealth(`http://127.0.0.1:${thirdPort}`, third);
    third.child.kill('SIGKILL');
    await third.exited;
    // and a lock left by a killed process is taken over
    const fourthPort = await freePort();
    const fourth = startServer(fourthPort);
    await waitForHealth(`http://127.0.0.1:${fourthPort}`, fourth);
    fourth.child.kill('SIGTERM');
    expect(await fourth.exited).toBe(0);
  }, 240_000);
});

describe('the production build (issue 17)', () => {
  it('bundles the server into dist/server.js, which starts without tsx and serves the same', async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const port = await freePort();
    const built = startServer(port, ['dist/server.js']);
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, built);
    // the migrations are found from dist/ as from src/: the database is ready
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    expect(await (await fetch(`${url}/rental`)).text()).toContain('placeholder');
    const signIn = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'boss@example.test', password: 'boss-password' }),
    });
    expect(signIn.status).toBe(200);
    built.child.kill('SIGTERM');
    expect(await built.exited).toBe(0);
  }, 240_000);
});

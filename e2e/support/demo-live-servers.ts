import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OWNER, PIN } from '../../playwright.config.ts';

/**
 * Server processes of the live journeys' own, beside the run's shared servers: they can be
 * stopped and started again (the shared ones cannot), and several can share one PostgreSQL.
 * They listen on E2E_PORT+5 to +7: other runs on this machine use E2E_PORT+10 and up.
 */

const root = resolve(import.meta.dirname, '../..');

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `e2e-live-${name}-`));

let webDist: string | undefined;

/** builds the web app once for this worker's own servers (the shared server's copy is not reachable from here) */
export function builtWebApp(): string {
  if (webDist) return webDist;
  const dir = tempDir('web');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', dir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'pipe',
  });
  webDist = dir;
  return dir;
}

/** creates (anew) the PostgreSQL database of `url`, as the run's shared servers get theirs */
export function freshDatabase(url: string) {
  execFileSync('node', ['e2e/support/fresh-database.mjs', url], { cwd: root, stdio: 'pipe' });
}

/** `base` (DATABASE_URL) with another database name */
export function databaseNamed(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** true when a server answers its health check at `url` */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

export interface OwnServer {
  url: string;
  start(): Promise<void>;
  /** SIGTERM, then waits for the process to end */
  stop(): Promise<void>;
}

/**
 * A server on `port` with the owner account of the run; on `databaseUrl` when given, else on
 * an embedded database in a directory of its own that survives a stop and start.
 */
export function ownServer(port: number, databaseUrl = ''): OwnServer {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SIGN_IN_RATE_LIMIT: '1000',
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempDir(`data-${port}`),
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    ADMIN_NAME: OWNER.name,
    BENEFIT_PIN: PIN,
    WEB_DIST: builtWebApp(),
  };
  let child: ChildProcess | undefined;
  let output = '';

  return {
    url,
    async start() {
      output = '';
      if (await answers(url)) throw new Error(`port ${port} is taken by another process`);
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: join(root, 'apps/server'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      started.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) {
          throw new Error(`server on ${port} exited (${started.exitCode}):\n${output}`);
        }
        if (await answers(url)) return;
        await new Promise((done) => setTimeout(done, 200));
      }
      throw new Error(`server on ${port} did not start:\n${output}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const ended = new Promise((done) => running.once('exit', done));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 15_000);
      await ended;
      clearTimeout(timer);
    },
  };
}

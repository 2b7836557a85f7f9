import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OWNER, PIN } from '../../playwright.config.ts';

/**
 * Server processes of a journey's own, beside the run's shared servers: they can be stopped
 * and started again (the shared ones cannot), several can share one PostgreSQL, and a journey
 * that changes the owner's password or needs a quiet database has one to itself. They listen
 * on E2E_PORT+5 and up (the live journeys +5 to +7, offline +20, password reset +22, prices
 * +24, the booking page +26).
 */

const root = resolve(import.meta.dirname, '../..');

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `e2e-live-${name}-`));

let webDist: string | undefined;

/**
 * the web app for this worker's own servers: the one npm test built for every journey
 * (E2E_WEB_DIST), else built once here (the config's build is not reachable from here)
 */
export function builtWebApp(): string {
  if (webDist) return webDist;
  if (process.env.E2E_WEB_DIST) return process.env.E2E_WEB_DIST;
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
  /** what the server printed (stdout and stderr) since it last started */
  output(): string;
  start(): Promise<void>;
  /** SIGTERM, then waits for the process to end */
  stop(): Promise<void>;
}

/**
 * A database of the run's kind for the server on `port`: a fresh PostgreSQL database when
 * DATABASE_URL is set, else '' (an embedded one in the server's own folder)
 */
export function ownDatabase(port: number): string {
  const base = process.env.DATABASE_URL;
  if (!base) return '';
  const url = databaseNamed(base, `e2e_own_${port}`);
  freshDatabase(url);
  return url;
}

/**
 * A server on `port` with the owner account of the run; on `databaseUrl` when given, else on
 * an embedded database in a directory of its own that survives a stop and start; `extraEnv`
 * adds to its environment (LOG_LEVEL: 'info' to read the mails in its log).
 */
export function ownServer(
  port: number,
  databaseUrl = '',
  extraEnv: Record<string, string> = {},
): OwnServer {
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
    ...extraEnv,
  };
  let child: ChildProcess | undefined;
  let output = '';

  return {
    url,
    output: () => output,
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

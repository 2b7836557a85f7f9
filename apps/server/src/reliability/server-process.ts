import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** apps/server: where `npm start` runs the server from */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const OWNER = { email: 'crash@example.test', password: 'crash-password' };

/**
 * Ports for the server processes the tests start: each vitest worker takes its own block of
 * PORTS_A_WORKER below the system's range for connections' own ports (32768 and up on Linux),
 * and hands them out in turn. A port from the system (listen on 0, then close) could be handed
 * to another test file's server at the same moment: the one that then could not listen
 * exited, and the other one answered its health check (first-start.test.ts, stop 51).
 */
const PORTS_FROM = 20_000;
const PORTS_A_WORKER = 500;
const WORKER = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0) % 24;
let nextPort = 0;

/** whether nothing listens on `port` now */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** a port of this worker's block that nothing listens on now */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORTS_A_WORKER; tried++) {
    const port = PORTS_FROM + WORKER * PORTS_A_WORKER + (nextPort++ % PORTS_A_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in this worker's block of ${PORTS_A_WORKER}`);
}

/** The real server (src/server.ts) in a process of its own, as `npm start` runs it. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  /** SIGKILL: no handler runs, nothing is flushed or closed */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown */
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  // node --import tsx runs the server in this very process: a kill reaches the server itself
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '100000',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      BENEFIT_PIN: '2468',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** an empty database on DATABASE_URL's server, for a server process to migrate and fill */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

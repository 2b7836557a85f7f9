import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWNER, PIN } from '../../playwright.config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** builds the web app into a folder of its own (the config's build lives in another process) */
export function buildWebApp(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-offline-web-'));
  execFileSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  return outDir;
}

/**
 * A server process of the test's own, on its own embedded database, that the test can stop
 * (SIGTERM, as an operator would) and start again on the same data.
 */
export class OwnServer {
  readonly url: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'e2e-offline-data-'));
  private child: ChildProcess | undefined;
  private log = '';

  constructor(
    private readonly port: number,
    private readonly webDist: string,
    /** more environment for the server (e.g. LOG_LEVEL: 'info' to read mails in its log) */
    private readonly extraEnv: Record<string, string> = {},
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** what the server printed (stdout and stderr) since it last started */
  output(): string {
    return this.log;
  }

  async start() {
    this.log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SIGN_IN_RATE_LIMIT: '1000',
        DATABASE_URL: '',
        DATA_DIR: this.dataDir,
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        ADMIN_NAME: OWNER.name,
        BENEFIT_PIN: PIN,
        WEB_DIST: this.webDist,
        ...this.extraEnv,
      },
    });
    child.stdout?.on('data', (chunk) => {
      this.log += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      this.log += String(chunk);
    });
    this.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited: ${this.log}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`server did not start: ${this.log}`);
  }

  /** SIGTERM, and waits until the process has exited (its database closed) */
  async stop() {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

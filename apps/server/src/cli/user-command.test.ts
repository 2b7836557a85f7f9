import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/create-db.ts';
import { users } from '../db/schema.ts';
import { verifySecret } from '../lib/passwords.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { CliError, parseUserCommand, runUserCommand, usage } from './user-command.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const add = ['add', '--email', 'Cli@Example.test', '--password', 'cli-pass', '--name', 'Cli User'];

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof CliError) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('npm run user -- add', () => {
  it('parses the command line', () => {
    expect(parseUserCommand([...add, '--username', 'cli'])).toEqual({
      command: 'add',
      email: 'Cli@Example.test',
      password: 'cli-pass',
      name: 'Cli User',
      username: 'cli',
    });
    expect(() => parseUserCommand(['add', '--email', 'a@b.dz'])).toThrow('--password is required');
    expect(() => parseUserCommand(['remove'])).toThrow(usage);
    expect(() => parseUserCommand([...add, '--admin'])).toThrow(CliError);
  });

  it('adds an account that signs in over HTTP', async () => {
    const message = await runUserCommand(server.database.db, parseUserCommand(add));
    expect(message).toBe(
      'Account cli@example.test added for Cli User as agent. They can sign in now.',
    );
    const signIn = await server.anonymous().signIn('CLI@example.test', 'cli-pass');
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.role).toBe('agent');
  });

  it('gives the role --role names, and refuses one that does not exist', async () => {
    const db = server.database.db;
    const manager = ['add', '--email', 'm@example.test', '--password', 'cli-pass', '--name', 'M'];
    expect(await runUserCommand(db, parseUserCommand([...manager, '--role', 'manager']))).toContain(
      'as manager',
    );
    const signIn = await server.anonymous().signIn('m@example.test', 'cli-pass');
    expect(signIn.body.user.role).toBe('manager');
    const bad = parseUserCommand([
      ...manager.slice(0, 2),
      'x@example.test',
      ...manager.slice(3),
      '--role',
      'boss',
    ]);
    expect(await refusal(() => runUserCommand(db, bad))).toBe(
      '--role: Choose owner, manager or agent.',
    );
  });

  it('refuses with the same texts as the Add staff form', async () => {
    const db = server.database.db;
    expect(await refusal(() => runUserCommand(db, parseUserCommand(add)))).toBe(
      'An account with this email already exists.',
    );
    const short = parseUserCommand([...add.slice(0, 3), '--password', '123', '--name', 'X']);
    expect(await refusal(() => runUserCommand(db, short))).toBe(
      '--password: Password should be at least 6 characters.',
    );
    const bad = parseUserCommand(['add', '--email', 'nope', '--password', 'secret', '--name', ' ']);
    expect(await refusal(() => runUserCommand(db, bad))).toBe(
      '--email: Please enter a valid email address.\n--name: Display name is required',
    );
  });

  it('disables and enables an account', async () => {
    const db = server.database.db;
    const client = server.anonymous();
    await client.signIn('cli@example.test', 'cli-pass');
    expect(
      await runUserCommand(db, parseUserCommand(['disable', '--email', 'CLI@example.test'])),
    ).toBe('Account CLI@example.test disabled.');
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await server.anonymous().signIn('cli@example.test', 'cli-pass')).status).toBe(401);
    await runUserCommand(db, parseUserCommand(['enable', '--email', 'cli@example.test']));
    expect((await server.anonymous().signIn('cli@example.test', 'cli-pass')).status).toBe(200);
    expect(
      await refusal(() => runUserCommand(db, parseUserCommand(['disable', '--email', 'x@y.dz']))),
    ).toBe('No account has the e-mail x@y.dz.');
  });
});

describe('the CLI process on a PGlite data directory', () => {
  const script = fileURLToPath(new URL('./user.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
  const run = (dataDir: string) =>
    promisify(execFile)(
      tsx,
      [
        script,
        'add',
        '--email',
        'smoke@example.test',
        '--password',
        'smoke-pass',
        '--name',
        'Smoke',
      ],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );

  it('refuses clearly while a server holds the directory, then adds the account', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'user-cli-'));
    try {
      const running = await openDatabase({ dataDir });
      const locked = await run(dataDir).catch((error) => error);
      await running.close();
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain('Cannot open the database: the server is running on');
      expect(locked.stderr).toContain('Stop the server first');

      const { stdout } = await run(dataDir);
      // the first account of a business is its owner, whatever --role says
      expect(stdout).toContain('Account smoke@example.test added for Smoke as owner.');
      const database = await openDatabase({ dataDir });
      try {
        const [row] = await database.db
          .select()
          .from(users)
          .where(eq(users.email, 'smoke@example.test'));
        expect(await verifySecret(row!.passwordHash, 'smoke-pass')).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

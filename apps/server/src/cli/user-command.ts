import { parseArgs } from 'node:util';
import { registerBody, type SessionUser } from '@car-rental/domain/contract/auth';
import { DomainError } from '@car-rental/domain/errors';
import { englishOf } from '@car-rental/domain/messages';
import type { Db } from '../db/create-db.ts';
import { hashSecret } from '../lib/passwords.ts';
import { addAccount } from '../modules/auth/accounts.ts';
import { deleteUserSessions } from '../modules/auth/sessions.repository.ts';
import { countUsers, lockUserSetup, setUserDisabled } from '../modules/auth/users.repository.ts';

export const usage = `Usage:
  npm run user -- add --email <email> --password <password> --name "<display name>" [--username <username>] [--role owner|manager|agent]
      (the role is agent unless said; the first account of a business is always its owner)
  npm run user -- disable --email <email>    (signs the account out everywhere)
  npm run user -- enable --email <email>`;

export type UserCommand =
  | {
      command: 'add';
      email: string;
      password: string;
      name: string;
      username?: string;
      role?: string;
    }
  | { command: 'disable' | 'enable'; email: string };

/** a refusal the CLI prints as is, exiting with 1 */
export class CliError extends Error {}

export function parseUserCommand(argv: string[]): UserCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${usage}`);
  }
  const { positionals, values } = parsed;
  const [command, ...extra] = positionals;
  if (extra.length > 0) throw new CliError(`Unexpected arguments: ${extra.join(' ')}\n\n${usage}`);
  const need = (name: 'email' | 'password' | 'name') => {
    const value = values[name];
    if (value === undefined) throw new CliError(`--${name} is required.\n\n${usage}`);
    return value;
  };
  if (command === 'add') {
    return {
      command,
      email: need('email'),
      password: need('password'),
      name: need('name'),
      ...(values.username === undefined ? {} : { username: values.username }),
      ...(values.role === undefined ? {} : { role: values.role }),
    };
  }
  if (command === 'disable' || command === 'enable') return { command, email: need('email') };
  throw new CliError(usage);
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string' },
    },
  });
}

/** `add`: the same rules and texts as the Add staff form */
export async function addUserCommand(
  db: Db,
  args: {
    email: string;
    password: string;
    name: string;
    username?: string | undefined;
    role?: string | undefined;
  },
): Promise<SessionUser> {
  const input = registerBody.safeParse({
    email: args.email,
    password: args.password,
    displayName: args.name,
    username: args.username,
    role: args.role,
  });
  if (!input.success) {
    throw new CliError(
      input.error.issues
        .map((issue) => `--${flagOf(issue.path[0])}: ${englishOf(issue.message)}`)
        .join('\n'),
    );
  }
  const passwordHash = await hashSecret(input.data.password);
  try {
    return await db.transaction(async (tx) => {
      await lockUserSetup(tx);
      const role = (await countUsers(tx)) === 0 ? 'owner' : (input.data.role ?? 'agent');
      return addAccount(tx, { ...input.data, passwordHash, role });
    });
  } catch (error) {
    if (error instanceof DomainError) throw new CliError(error.message);
    throw error;
  }
}

function flagOf(field: PropertyKey | undefined): string {
  return field === 'displayName' ? 'name' : String(field);
}

export async function setDisabledCommand(db: Db, email: string, disabled: boolean) {
  await db.transaction(async (tx) => {
    const userId = await setUserDisabled(tx, email.trim(), disabled);
    if (!userId) throw new CliError(`No account has the e-mail ${email}.`);
    if (disabled) await deleteUserSessions(tx, userId);
  });
}

/** runs a parsed command; answers the line to print */
export async function runUserCommand(db: Db, command: UserCommand): Promise<string> {
  if (command.command === 'add') {
    const user = await addUserCommand(db, command);
    const login = user.username ? ` (username ${user.username})` : '';
    return `Account ${user.email}${login} added for ${user.displayName} as ${user.role}. They can sign in now.`;
  }
  await setDisabledCommand(db, command.email, command.command === 'disable');
  return `Account ${command.email} ${command.command === 'disable' ? 'disabled' : 'enabled'}.`;
}

import { authMessages, normalizeIdentifier } from '@car-rental/domain/auth/credentials';
import { throttleMessages } from '@car-rental/domain/auth/sign-in-throttle';
import type {
  CreateOwnerBody,
  RegisterBody,
  SessionUser,
  SignInBody,
} from '@car-rental/domain/contract/auth';
import { DomainError } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { AppDeps } from '../../lib/deps.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { newToken } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { assertMayActOn } from '../settings/staff-writes.ts';
import { addAccount } from './accounts.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.repository.ts';
import { clearThrottles, reserveTry, throttleKeys } from './sign-in-throttles.repository.ts';
import {
  countUsers,
  findUserForSignIn,
  lockUserSetup,
  setPinHashIfUnset,
  setUserLanguage,
} from './users.repository.ts';

export interface SignedIn {
  user: SessionUser;
  /** the cookie value; only its hash is stored */
  token: string;
}

/** verified against when the account does not exist, so timing does not tell */
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/** a hash of a random secret, made once per hasher, verified against for unknown accounts */
function dummyHashOf(passwords: PasswordHasher): Promise<string> {
  let dummy = dummyHashes.get(passwords);
  if (!dummy) {
    dummy = passwords.hash(newToken());
    dummyHashes.set(passwords, dummy);
  }
  return dummy;
}

export async function getSetupStatus(deps: AppDeps): Promise<{ needsSetup: boolean }> {
  return { needsSetup: (await countUsers(deps.db)) === 0 };
}

/** The first account, on an empty database; signs it in. */
export async function createOwner(deps: AppDeps, input: CreateOwnerBody): Promise<SignedIn> {
  if ((await countUsers(deps.db)) > 0) throw new DomainError('setup_done', authMessages.setupDone);
  const [passwordHash, pinHash] = await Promise.all([
    deps.passwords.hash(input.password),
    input.pin === undefined ? undefined : deps.passwords.hash(input.pin),
  ]);
  const now = deps.clock.now();
  return write(deps, async (tx, audit) => {
    await lockUserSetup(tx);
    if ((await countUsers(tx)) > 0) throw new DomainError('setup_done', authMessages.setupDone);
    const user = await addAccount(tx, { ...input, passwordHash, role: 'owner' });
    if (pinHash) await setPinHashIfUnset(tx, pinHash);
    audit.record({
      action: 'createOwner',
      userId: user.id,
      entity: 'user',
      entityId: user.id,
      before: null,
      after: { ...user, pinSet: pinHash !== undefined },
    });
    return { user, token: await createSession(tx, user.id, now) };
  });
}

/** a sign-in refused by the throttle, before any password check; the route sets Retry-After */
export class SignInThrottled extends DomainError {
  constructor(
    code: 'sign_in_locked' | 'sign_in_delayed',
    readonly retryAfterSeconds: number,
  ) {
    super(
      code,
      code === 'sign_in_locked'
        ? throttleMessages.locked
        : throttleMessages.delayed(retryAfterSeconds),
    );
  }
}

/**
 * Signs in by e-mail or username. Failed tries are counted per account and per client
 * address, and checked before the password is: past the limit the try is refused
 * without verifying anything. A try let through is counted as a failure before its
 * password is verified (one locked transaction), and a success clears the counts, so
 * parallel tries cannot all pass the check before any of them is counted. A new session
 * each time; the one the request came with (if any) is ended, so a planted session id
 * cannot be carried over.
 */
export async function signIn(
  deps: AppDeps,
  input: SignInBody,
  previousSessionId: string | undefined,
  address: string,
): Promise<SignedIn> {
  const identifier = normalizeIdentifier(input.identifier);
  const account = await findUserForSignIn(deps.db, identifier);
  const keys = throttleKeys(account?.id ?? identifier, address);
  const reservation = await reserveTry(deps.db, keys, deps.clock.now());
  if (!reservation.allowed) {
    throw new SignInThrottled(reservation.code, Math.ceil(reservation.retryAfterMs / 1000));
  }
  const dummyHash = dummyHashOf(deps.passwords);
  const valid = await deps.passwords.verify(
    account?.passwordHash ?? (await dummyHash),
    input.password,
  );
  // a failure was counted when the try was reserved
  if (!account || !valid || account.disabled) {
    throw new DomainError('invalid_credentials', authMessages.invalidCredentials);
  }
  const now = deps.clock.now();
  // sessions are no screen's data: no live event, so not through write()
  const token = await deps.db.transaction(async (tx) => {
    await clearThrottles(tx, keys);
    if (previousSessionId) await deleteSession(tx, previousSessionId);
    await deleteExpiredSessions(tx, account.id, now);
    return createSession(tx, account.id, now);
  });
  const { id, email, username, displayName, role, language } = account;
  return { user: { id, email, username, displayName, role, language }, token };
}

/** the signed-in account's language, audited like any change to an account */
export async function setMyLanguage(
  deps: AppDeps,
  you: SessionUser,
  language: Language,
): Promise<SessionUser> {
  return write(deps, async (tx, audit) => {
    const user = await setUserLanguage(tx, you.id, language);
    if (!user) throw new DomainError('unauthenticated', 'details.accountGone');
    audit.record({
      entity: 'users',
      entityId: you.id,
      before: { language: you.language },
      after: { language },
    });
    return user;
  });
}

export async function signOut(deps: AppDeps, sessionId: string | undefined): Promise<void> {
  if (sessionId) await deleteSession(deps.db, sessionId);
}

/**
 * Signed-in staff add staff (the spec's "register"); the new account is not signed in.
 * An agent unless said; managers add agents only.
 */
export async function register(
  deps: AppDeps,
  you: SessionUser,
  input: RegisterBody,
): Promise<SessionUser> {
  const role = input.role ?? 'agent';
  assertMayActOn(you, role, 'add');
  const passwordHash = await deps.passwords.hash(input.password);
  return write(deps, async (tx, audit) => {
    const user = await addAccount(tx, { ...input, passwordHash, role });
    audit.record({ entity: 'user', entityId: user.id, before: null, after: user });
    return user;
  });
}

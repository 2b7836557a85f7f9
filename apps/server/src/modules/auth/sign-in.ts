import { authMessages, normalizeIdentifier } from '@car-rental/domain/auth/credentials';
import { throttleMessages } from '@car-rental/domain/auth/sign-in-throttle';
import type { SessionUser, SignInBody } from '@car-rental/domain/contract/auth';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { newToken } from '../../lib/tokens.ts';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.repository.ts';
import { clearThrottles, reserveTry, throttleKeys } from './sign-in-throttles.repository.ts';
import { findUserForSignIn } from './users.repository.ts';

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
  ctx: AppDeps,
  {
    body: input,
    previousSessionId,
    address,
  }: { body: SignInBody; previousSessionId: string | undefined; address: string },
): Promise<SignedIn> {
  const identifier = normalizeIdentifier(input.identifier);
  const account = await findUserForSignIn(ctx.db, identifier);
  const keys = throttleKeys(account?.id ?? identifier, address);
  const reservation = await reserveTry(ctx.db, keys, ctx.clock.now());
  if (!reservation.allowed) {
    throw new SignInThrottled(reservation.code, Math.ceil(reservation.retryAfterMs / 1000));
  }
  const dummyHash = dummyHashOf(ctx.passwords);
  const valid = await ctx.passwords.verify(
    account?.passwordHash ?? (await dummyHash),
    input.password,
  );
  // a failure was counted when the try was reserved
  if (!account || !valid || account.disabled) {
    throw new DomainError('invalid_credentials', authMessages.invalidCredentials);
  }
  const now = ctx.clock.now();
  // sessions are no screen's data: no live event, so not through write()
  const token = await ctx.db.transaction(async (tx) => {
    await clearThrottles(tx, keys);
    if (previousSessionId) await deleteSession(tx, previousSessionId);
    await deleteExpiredSessions(tx, account.id, now);
    return createSession(tx, account.id, now);
  });
  const { id, email, username, displayName, role, language } = account;
  return { user: { id, email, username, displayName, role, language }, token };
}

import { authMessages } from '@car-rental/domain/auth/credentials';
import { assertResetLinkUsable, resetLinkExpiry } from '@car-rental/domain/auth/password-reset';
import type { ResetPasswordBody } from '@car-rental/domain/contract/auth';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { write } from '../../lib/write.ts';
import { insertResetLink, lockResetLink, markResetLinkUsed } from './password-resets.repository.ts';
import { deleteUserSessions } from './sessions.repository.ts';
import { findUserByEmail, setPasswordHash } from './users.repository.ts';

function resetMail(appUrl: string, token: string, displayName: string) {
  const link = `${appUrl.replace(/\/+$/, '')}/reset-password?token=${token}`;
  return {
    subject: 'Reset your password',
    text: [
      `Hello ${displayName},`,
      '',
      'Someone asked to reset the password of your car rental admin account.',
      `Open this link within one hour to choose a new password (it works once):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  };
}

/**
 * Mails a one-time link valid one hour when an enabled account has this e-mail. The
 * caller answers the same either way, so the answer does not tell who has an account.
 */
export async function sendPasswordResetEmail(
  deps: AppDeps,
  email: string,
  logMailError: (error: unknown) => void,
): Promise<void> {
  const account = await findUserByEmail(deps.db, email);
  if (!account || account.disabled) return;
  const token = newToken();
  const now = deps.clock.now();
  await insertResetLink(deps.db, {
    tokenHash: await hashToken(token),
    userId: account.id,
    expiresAt: resetLinkExpiry(now),
    createdAt: now,
  });
  try {
    await deps.mailer.send({
      to: account.email,
      ...resetMail(deps.config.appUrl, token, account.displayName),
    });
  } catch (error) {
    logMailError(error);
    throw new DomainError('mail_failed', authMessages.resetMailFailed);
  }
}

/** Sets the new password, spends the link and signs the account out everywhere. */
export async function resetPassword(deps: AppDeps, input: ResetPasswordBody): Promise<void> {
  const tokenHash = await hashToken(input.token);
  // refuse a bad link before paying for a password hash
  assertResetLinkUsable(await lockResetLink(deps.db, tokenHash), deps.clock.now());
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock.now();
  await write(deps, async (tx, audit) => {
    const link = assertResetLinkUsable(await lockResetLink(tx, tokenHash), now);
    await markResetLinkUsed(tx, tokenHash, now);
    await setPasswordHash(tx, link.userId, passwordHash);
    await deleteUserSessions(tx, link.userId);
    // the person acting is the account's owner, who holds the link
    audit.record({
      action: 'resetPassword',
      userId: link.userId,
      entity: 'user',
      entityId: link.userId,
      before: null,
      after: { passwordChanged: true, sessionsEnded: true },
    });
  });
}

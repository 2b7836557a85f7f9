import { authMessages } from '@car-rental/domain/auth/credentials';
import { resetLinkExpiry } from '@car-rental/domain/auth/password-reset';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertResetLink } from './password-resets.repository.ts';
import { findUserByEmail } from './users.repository.ts';

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
  ctx: AppDeps,
  { email, logMailError }: { email: string; logMailError: (error: unknown) => void },
): Promise<void> {
  const account = await findUserByEmail(ctx.db, email);
  if (!account || account.disabled) return;
  const token = newToken();
  const now = ctx.clock.now();
  await insertResetLink(ctx.db, {
    tokenHash: await hashToken(token),
    userId: account.id,
    expiresAt: resetLinkExpiry(now),
    createdAt: now,
  });
  try {
    await ctx.mailer.send({
      to: account.email,
      ...resetMail(ctx.config.appUrl, token, account.displayName),
    });
  } catch (error) {
    logMailError(error);
    throw new DomainError('mail_failed', authMessages.resetMailFailed);
  }
}

import { DomainError } from '../errors.ts';
import { authMessages } from './credentials.ts';

/** a reset link works once, for one hour */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export function resetLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_LINK_TTL_MS);
}

export interface ResetLink {
  expiresAt: Date;
  usedAt: Date | null;
}

/** Refuses an unknown, used or expired link, all with the same words. */
export function assertResetLinkUsable<T extends ResetLink>(link: T | undefined, now: Date): T {
  if (!link || link.usedAt !== null || link.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('invalid_token', authMessages.invalidResetToken);
  }
  return link;
}

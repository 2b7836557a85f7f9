import type { Role } from '@car-rental/domain/auth/permissions';
import { isBenefitUnlocked } from '@car-rental/domain/fund/pin-lockout';
import type { Language } from '@car-rental/domain/i18n/languages';
import { and, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { sessions } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export const SESSION_COOKIE = 'sid';
/** absolute time-out: a session ends 30 days after sign-in, however active */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session, to keep requests cheap */
export const LAST_SEEN_STEP_MS = 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  displayName: string;
  role: Role;
  /** the account's language; null follows the browser */
  language: Language | null;
}

export interface CurrentSession {
  id: string;
  user: SessionUser;
  benefitUnlocked: boolean;
  pinFailures: string[];
  pinLocked: boolean;
}

/** Creates a session and returns the cookie token (only its hash is stored). */
export async function createSession(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: await hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * Every request's first statement (the floor's): its text a constant, not built by the query
 * builder at each request (issue 30 §1). $1 the token's hash, $2 now, $3 the idle limit.
 */
const LIVE_SESSION = statement<{
  id: string;
  benefitUnlocked: boolean;
  /** a Date, or its text: read through `new Date` */
  benefitUnlockedAt: Date | string | null;
  lastSeenAt: Date | string;
  pinFailures: string[];
  pinLocked: boolean;
  userId: string;
  email: string;
  username: string | null;
  displayName: string;
  role: Role;
  language: Language | null;
}>(
  `select s.id, s.benefit_unlocked as "benefitUnlocked",
    s.benefit_unlocked_at as "benefitUnlockedAt", s.last_seen_at as "lastSeenAt",
    s.pin_failures as "pinFailures", s.pin_locked as "pinLocked", u.id as "userId", u.email,
    u.username, u.display_name as "displayName", u.role, u.language
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.expires_at > $2 and s.last_seen_at > $3 and not u.disabled
  limit 1`,
);

/** marks a session seen ($2), at most once a step ($3: a step ago) */
const MARK_SEEN = statement<never>(
  'update sessions set last_seen_at = $2 where id = $1 and last_seen_at <= $3',
);

/**
 * The live session of a cookie token: not past its absolute time-out (expires_at), not
 * idle for longer than `idleMs` (last_seen_at), of an enabled account. Marks it seen.
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  now: Date,
  idleMs: number,
): Promise<CurrentSession | undefined> {
  const [row] = await run(db, LIVE_SESSION, [
    await hashToken(token),
    now.toISOString(),
    new Date(now.getTime() - idleMs).toISOString(),
  ]);
  if (!row) return undefined;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() >= LAST_SEEN_STEP_MS) {
    await run(db, MARK_SEEN, [
      row.id,
      now.toISOString(),
      new Date(now.getTime() - LAST_SEEN_STEP_MS).toISOString(),
    ]);
  }
  return {
    id: row.id,
    benefitUnlocked: isBenefitUnlocked(
      row.benefitUnlocked,
      row.benefitUnlockedAt === null ? null : new Date(row.benefitUnlockedAt),
      now,
    ),
    pinFailures: row.pinFailures,
    pinLocked: row.pinLocked,
    user: {
      id: row.userId,
      email: row.email,
      username: row.username,
      displayName: row.displayName,
      role: row.role,
      language: row.language,
    },
  };
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** signs the account out everywhere (password reset, disabled account) */
export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

/** a session's PIN tries, locked for the write that counts one more */
export async function lockSessionPin(
  tx: DbOrTx,
  sessionId: string,
): Promise<{ pinFailures: string[]; pinLocked: boolean } | undefined> {
  const [row] = await tx
    .select({ pinFailures: sessions.pinFailures, pinLocked: sessions.pinLocked })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
  return row;
}

/** a wrong PIN counted: the tries kept, and the lock-out (which locks Total Benefit too) */
export async function savePinFailures(
  tx: DbOrTx,
  sessionId: string,
  failure: { failures: string[]; locked: boolean },
): Promise<void> {
  await tx
    .update(sessions)
    .set({
      pinFailures: failure.failures,
      pinLocked: failure.locked,
      ...(failure.locked ? { benefitUnlocked: false } : {}),
    })
    .where(eq(sessions.id, sessionId));
}

/** Total Benefit unlocked (the right PIN, the tries forgotten) or locked again */
export async function setBenefitUnlocked(
  tx: DbOrTx,
  sessionId: string,
  unlockedAt: Date | null,
): Promise<void> {
  await tx
    .update(sessions)
    .set(
      unlockedAt
        ? { benefitUnlocked: true, benefitUnlockedAt: unlockedAt, pinFailures: [] }
        : { benefitUnlocked: false },
    )
    .where(eq(sessions.id, sessionId));
}

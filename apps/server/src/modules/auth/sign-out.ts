import type { AppDeps } from '../../lib/deps.ts';
import { deleteSession } from './sessions.repository.ts';

/** the session the request came with ends */
export async function signOut(
  ctx: AppDeps,
  { sessionId }: { sessionId: string | undefined },
): Promise<void> {
  if (sessionId) await deleteSession(ctx.db, sessionId);
}

import type { DemoRoute } from '../demo-context.ts';
import { DEMO_TIME_ZONE } from '../demo-context.ts';
import { DEMO_USER } from '../demo-session.ts';
import { lockedSession } from '../demo-state.ts';

/** the session and system routes: the demo user is always signed in */
export const authRoutes: DemoRoute[] = [
  { method: 'GET', path: '/auth/me', handle: () => ({ user: { ...DEMO_USER } }) },
  { method: 'GET', path: '/auth/setup', handle: () => ({ needsSetup: false }) },
  {
    method: 'POST',
    path: '/auth/sign-out',
    handle: (ctx) => {
      // a new sign-in starts a new session: Total Benefit locked, PIN tries forgotten
      ctx.state.session = lockedSession();
      return { ok: true as const };
    },
  },
  { method: 'GET', path: '/config', handle: () => ({ businessTimezone: DEMO_TIME_ZONE }) },
];

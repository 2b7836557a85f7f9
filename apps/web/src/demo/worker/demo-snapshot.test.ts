import { authRoutes } from '@car-rental/domain/contract/auth';
import { dashboardRoutes } from '@car-rental/domain/contract/dashboard';
import { fundRoutes } from '@car-rental/domain/contract/fund';
import { historyRoutes } from '@car-rental/domain/contract/history';
import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import type { RouteSpec } from '@car-rental/domain/contract/route';
import type { Db } from '@car-rental/server/db/create-db';
import * as schema from '@car-rental/server/db/schema';
import { fixedClock } from '@car-rental/server/lib/clock';
import { nodeFonts } from '@car-rental/server/lib/pdf/node-fonts';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { demoDispatcher } from './demo-api.ts';
import { demoDeps } from './demo-deps.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo-seed.ts';
import { buildDemoSnapshot } from './demo-snapshot.ts';
import { shiftTimes } from './demo-time-shift.ts';

const HOUR = 3_600_000;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** the screens' answers at `now`, ids by first appearance and cursors aside */
async function screens(db: Db, now: Date) {
  const demo = demoDispatcher(demoDeps(db, fixedClock(now), nodeFonts));
  const signIn = await demo.dispatch({
    method: 'POST',
    path: authRoutes.signIn.path,
    body: { identifier: DEMO_USERNAME, password: DEMO_PASSWORD },
  });
  expect(signIn.status).toBe(200);
  const reads: RouteSpec[] = [
    dashboardRoutes.getDashboard,
    rentalRoutes.listRentedCars,
    rentalRoutes.listRentalAlerts,
    historyRoutes.listHistory,
    historyRoutes.getHistorySummary,
    fundRoutes.getFund,
    fundRoutes.listFundTransactions,
  ];
  const ids = new Map<string, string>();
  const answers: Record<string, unknown> = {};
  for (const route of reads) {
    const answer = await demo.dispatch({ method: 'GET', path: route.path });
    expect(answer.status, route.operationId).toBe(200);
    const value = answer.body.kind === 'json' ? answer.body.value : null;
    const text = JSON.stringify(value).replace(uuid, (id) => {
      if (!ids.has(id)) ids.set(id, `id#${ids.size}`);
      return ids.get(id) as string;
    });
    answers[route.operationId] = JSON.parse(
      text.replace(/"nextCursor":"[^"]+"/g, '"nextCursor":"…"'),
    );
  }
  return answers;
}

async function open(data?: Blob) {
  const client = await PGlite.create({
    extensions: { pg_trgm, btree_gist },
    ...(data ? { loadDataDir: data } : {}),
  });
  return { client, db: drizzle(client, { schema }) as unknown as Db };
}

describe('the demo snapshot', () => {
  it('opened days later and moved to then, answers as a seed played then', async () => {
    const built = new Date('2026-04-01T09:20:00.000Z');
    const opened = new Date('2026-04-07T17:45:00.000Z');
    const early = await buildDemoSnapshot(built);
    const late = await buildDemoSnapshot(opened);
    expect(early.seededAt).toBe('2026-04-01T09:00:00.000Z');
    const moved = await open(new Blob([new Uint8Array(early.data)]));
    const fresh = await open(new Blob([new Uint8Array(late.data)]));
    try {
      const shift = Date.parse(late.seededAt) - Date.parse(early.seededAt);
      expect(shift).toBe((6 * 24 + 8) * HOUR);
      expect(await shiftTimes(moved.db, shift)).toBeGreaterThan(10);
      const [a, b] = [await screens(moved.db, opened), await screens(fresh.db, opened)];
      expect(a).toEqual(b);
      // the moved business is current: rentals out, one of them due within hours
      const rented = b.listRentedCars as { items: unknown[] };
      expect(rented.items).toHaveLength(2);
      const alerts = b.listRentalAlerts as { count: number };
      expect(alerts.count).toBeGreaterThan(0);
    } finally {
      await moved.client.close();
      await fresh.client.close();
    }
    // it seeds two databases in full: give it time on a busy machine
  }, 120_000);
});

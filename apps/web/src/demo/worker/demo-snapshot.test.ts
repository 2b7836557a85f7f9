import { authRoutes } from '@car-rental/domain/contract/auth';
import { dashboardRoutes } from '@car-rental/domain/contract/dashboard';
import type { DrawerDay, DrawerMonth } from '@car-rental/domain/contract/drawers';
import { fundRoutes } from '@car-rental/domain/contract/fund';
import { historyRoutes } from '@car-rental/domain/contract/history';
import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import type { RouteSpec } from '@car-rental/domain/contract/route';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { Db } from '@car-rental/server/db/create-db';
import * as schema from '@car-rental/server/db/schema';
import { fixedClock } from '@car-rental/server/lib/clock';
import { nodeFonts } from '@car-rental/server/lib/pdf/node-fonts';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { SHORTFALL_REASON, seedStaff } from '../demo-seed-data.ts';
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
  // issue 31: the owner's month of closes, and each staff member's drawer today
  const today = businessDayOf(now, 'Africa/Algiers');
  const month = await demo.dispatch({
    method: 'GET',
    path: '/drawers',
    query: { month: today.slice(0, 7) },
  });
  expect(month.status).toBe(200);
  const monthView = (month.body.kind === 'json' ? month.body.value : null) as DrawerMonth;
  const drawers: Record<string, DrawerDay> = {};
  for (const person of monthView.staff) {
    const drawer = await demo.dispatch({
      method: 'GET',
      path: `/drawers/${person.userId}/${today}`,
    });
    expect(drawer.status).toBe(200);
    drawers[person.name] = (drawer.body.kind === 'json' ? drawer.body.value : null) as DrawerDay;
  }
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
  const anonymous = (value: unknown) =>
    JSON.parse(
      JSON.stringify(value).replace(uuid, (id) => {
        if (!ids.has(id)) ids.set(id, `id#${ids.size}`);
        return ids.get(id) as string;
      }),
    );
  answers.listDrawerMonth = anonymous(monthView);
  answers.getDrawer = anonymous(drawers);
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
  return { answers, month: monthView, drawers };
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
      expect(a.answers).toEqual(b.answers);
      // the moved business is current: rentals out, one of them due within hours
      const rented = b.answers.listRentedCars as { items: unknown[] };
      expect(rented.items).toHaveLength(2);
      const alerts = b.answers.listRentalAlerts as { count: number };
      expect(alerts.count).toBeGreaterThan(0);
      // issue 31, in the moved snapshot: two staff members' closed days and one open drawer
      const { month, drawers } = a;
      const closes = month.drawers
        .filter((drawer) => drawer.status === 'closed')
        .map((drawer) => ({
          name: month.staff.find((person) => person.userId === drawer.userId)?.name,
          day: drawer.day,
          difference: drawer.difference,
          reason: drawer.reason,
        }));
      expect(closes).toEqual([
        {
          name: seedStaff.agent.displayName,
          day: '2026-04-05',
          difference: -50_000,
          reason: SHORTFALL_REASON,
        },
        { name: seedStaff.manager.displayName, day: '2026-04-06', difference: 0, reason: null },
      ]);
      const samir = drawers[seedStaff.agent.displayName]!;
      expect(samir.status).toBe('open');
      // the float Samir kept at his last close: 1,300 DA counted, 300 DA to the safe
      expect(samir.openingFloat).toBe(100_000);
      const used = samir.methods.filter((total) => total.count > 0).map((total) => total.method);
      expect(used).toEqual(['cash', 'cheque', 'card']);
      expect(samir.cheques).toHaveLength(1);
      // 1,000 DA float + 1,000 DA in cash - 800 DA of fuel
      expect(samir.expectedCash).toBe(120_000);
    } finally {
      await moved.client.close();
      await fresh.client.close();
    }
    // it seeds two databases in full: give it time on a busy machine
  }, 120_000);
});

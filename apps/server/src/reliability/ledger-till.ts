import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../db/create-db.ts';
import { act, Command, clientOf, type LedgerCommand, pickOf, type Real } from './ledger-actions.ts';
import { rowsOf } from './ledger-figures.ts';
import {
  ACTORS,
  type Actor,
  businessDay,
  CASH_DIFFERENCE,
  DAY,
  drawerKey,
  type Ledger,
  type Method,
  type ModelDrawer,
  type ModelEntry,
  type ModelFundEntry,
  post,
  unpost,
} from './ledger-model.ts';

/**
 * Issue 31 in the ledger model: how each money move is paid, the drawer of whoever took it
 * (one per staff member and business day), the evening count that closes it (a difference
 * is a "Cash difference" entry of that drawer), an owner's reopening, corrections, and a
 * closed drawer refusing what would change it.
 */

export interface ModelPayment {
  method: Method;
  /** the action's `payment` */
  body: { method: Method; chequeNumber?: string; chequeBank?: string };
}

/** how a customer pays: cash most often, a cheque with its number and bank */
export const payment: fc.Arbitrary<ModelPayment> = fc
  .tuple(fc.constantFrom<Method>('cash', 'cash', 'cheque', 'card', 'transfer'), fc.nat(999_999))
  .map(([method, n]) => ({
    method,
    body:
      method === 'cheque'
        ? { method, chequeNumber: ` ${String(n).padStart(7, '0')} `, chequeBank: 'BNA' }
        : { method },
  }));

export const actor = fc.constantFrom<Actor>(...ACTORS);

/** a manual entry added by `who`, paid by `paid`, into the model; answers the server's answer */
export async function addManual(
  m: Ledger,
  r: Real,
  who: Actor,
  paid: ModelPayment,
  entry: {
    type: 'add_money' | 'add_charge';
    category: string;
    amount: number;
    description: string;
    supplierId?: string;
    correctsId?: string;
  },
) {
  tillFor(m, who, paid);
  const body = { ...entry, payment: paid.body };
  const res = await act(r, 201, 'POST', '/api/fund/transactions', body, clientOf(r, who));
  expect(res.body.method, 'the method stored').toBe(paid.method);
  const supplierId = entry.supplierId ?? null;
  m.manual.push({
    id: res.body.id,
    type: entry.type,
    category: entry.category,
    amount: entry.amount,
    supplierId,
    fund: post(m, entry.type, entry.amount, supplierId),
    ...(entry.correctsId ? { corrects: entry.correctsId } : {}),
  });
  return res;
}

/** the command's money goes through `who`'s drawer today, paid by `paid` */
export function tillFor(m: Ledger, who: Actor, paid?: ModelPayment): void {
  m.till = { actor: who, method: paid?.method ?? 'cash' };
}

const drawerOf = (m: Ledger, who: Actor, day: string): ModelDrawer => {
  const key = drawerKey(who, day);
  let drawer = m.drawers.get(key);
  if (!drawer) {
    drawer = { actor: who, day, close: null };
    m.drawers.set(key, drawer);
  }
  return drawer;
};

export const isClosed = (m: Ledger, entry: Pick<ModelFundEntry, 'actor' | 'day'>) =>
  Boolean(m.drawers.get(drawerKey(entry.actor, entry.day))?.close);

const entriesOf = (m: Ledger, who: Actor, day: string) =>
  m.entries.filter((entry) => entry.actor === who && entry.day === day);

/** the count the last close before `day` left in `who`'s drawer (0 before any) */
function openingFloat(m: Ledger, who: Actor, day: string): number {
  let last: ModelDrawer | undefined;
  for (const drawer of m.drawers.values()) {
    if (drawer.actor !== who || !drawer.close || drawer.day >= day) continue;
    if (!last || drawer.day > last.day) last = drawer;
  }
  return last?.close ? last.close.countedCash - last.close.handedOver : 0;
}

/** the opening float plus the drawer's cash in, less its cash out */
function expectedCash(m: Ledger, who: Actor, day: string): number {
  let cash = openingFloat(m, who, day);
  for (const entry of entriesOf(m, who, day)) {
    if (entry.method !== 'cash') continue;
    cash += entry.type === 'add_money' ? entry.amount : -entry.amount;
  }
  return cash;
}

const drawerPath = (r: Real, who: Actor, day: string) => `/api/drawers/${r.userIds[who]}/${day}`;

/** the drawers the model has seen take money, open, before today or today */
function openDrawers(m: Ledger): { actor: Actor; day: string }[] {
  const seen = new Map<string, { actor: Actor; day: string }>();
  for (const entry of m.entries) seen.set(drawerKey(entry.actor, entry.day), entry);
  return [...seen.values()].filter((drawer) => !isClosed(m, drawer));
}

const closedDrawers = (m: Ledger) => [...m.drawers.values()].filter((drawer) => drawer.close);

/** a manual entry can go when its drawer is open and no correction names it */
export function deleteStatus(m: Ledger, entry: ModelEntry): number {
  if (isClosed(m, entry.fund)) return 409;
  if (m.manual.some((other) => other.corrects === entry.id)) return 409;
  return 200;
}

/** the next business day's morning, 07:00 in Algiers */
const nextMorning = (now: number) => Date.parse(`${businessDay(now + DAY)}T06:00:00.000Z`);

export function tillCommands(): LedgerCommand[] {
  return [
    fc
      .record({
        pick: fc.nat(),
        today: fc.boolean(),
        who: actor,
        closer: fc.constantFrom('self', 'owner', 'manager', 'agent'),
        difference: fc.oneof(
          fc.constant(0),
          fc.integer({ min: -50_000_00, max: -1 }),
          fc.integer({ min: 1, max: 50_000_00 }),
        ),
        withReason: fc.nat(9),
        handedOverPercent: fc.integer({ min: 0, max: 100 }),
        paid: payment,
      })
      .map(
        (input) =>
          new Command(
            `closeDrawer(${JSON.stringify(input)})`,
            () => true,
            async (m, r) => {
              // today's drawer (the clock then moves to the next morning), else a past one
              // still open; sessions end after 30 days: late in a sequence, past ones only
              const today = businessDay(m.now);
              const lateInSequence = m.now - m.start > 20 * DAY;
              const past = openDrawers(m).filter((drawer) => drawer.day < today);
              let target: { actor: Actor; day: string } | undefined =
                input.today && !lateInSequence
                  ? { actor: input.who, day: today }
                  : past.length > 0
                    ? pickOf(past, input.pick)
                    : undefined;
              if (!target && !lateInSequence) target = { actor: input.who, day: today };
              if (!target) return;
              const { actor: who, day } = target;
              const closer = input.closer === 'self' ? who : input.closer;
              const expected = expectedCash(m, who, day);
              const counted = Math.max(0, expected + input.difference);
              const difference = counted - expected;
              const cheques = entriesOf(m, who, day).filter(
                (entry) => entry.method === 'cheque' && entry.type === 'add_money',
              ).length;
              // a difference needs its reason (9 tries in 10 give it)
              const reason = input.withReason > 0 ? 'Counted twice, a note short' : undefined;
              const handedOver = Math.floor((counted * input.handedOverPercent) / 100);
              let status = 200;
              if (closer === 'agent' && who !== 'agent') status = 403;
              else if (difference !== 0 && !reason) status = 400;
              const res = await act(
                r,
                status,
                'POST',
                `${drawerPath(r, who, day)}/close`,
                { countedCash: counted, chequesCounted: cheques, handedOver, reason },
                clientOf(r, closer),
              );
              if (status !== 200) return;
              expect(res.body.close, 'the close as the model counts it').toMatchObject({
                expectedCash: expected,
                countedCash: counted,
                difference,
                handedOver,
                chequesExpected: cheques,
                chequesCounted: cheques,
                nextFloat: counted - handedOver,
              });
              const drawer = drawerOf(m, who, day);
              let entry: ModelFundEntry | null = null;
              if (difference !== 0) {
                // into the drawer closed (its day, its person), in cash, whoever closes it
                entry = {
                  type: difference > 0 ? 'add_money' : 'add_charge',
                  amount: Math.abs(difference),
                  method: 'cash',
                  actor: who,
                  day,
                  category: CASH_DIFFERENCE,
                };
                m.entries.push(entry);
                m.balance += difference;
              }
              expect(res.body.close.differenceEntryId === null, 'a difference entry').toBe(!entry);
              drawer.close = {
                expectedCash: expected,
                countedCash: counted,
                handedOver,
                difference: entry,
                differenceId: res.body.close.differenceEntryId,
              };
              if (day !== today) return;
              // a closed day stays closed: nothing more goes into it, nothing of it goes
              const refused = await act(
                r,
                409,
                'POST',
                '/api/fund/transactions',
                {
                  type: 'add_money',
                  category: 'income',
                  amount: 1_000_00,
                  description: 'After the close',
                  payment: input.paid.body,
                },
                clientOf(r, who),
              );
              expect(refused.body.code, 'an entry into a closed drawer').toBe('drawer_closed');
              const own = m.manual.filter((x) => x.fund.actor === who && x.fund.day === day);
              if (own.length > 0) {
                const gone = await act(
                  r,
                  409,
                  'DELETE',
                  `/api/fund/transactions/${pickOf(own, input.pick).id}`,
                );
                expect(gone.body.code, 'an entry of a closed drawer deleted').toBe('drawer_closed');
              }
              // the evening's close: the next action is the next morning's
              r.advanceClock(nextMorning(m.now) - m.now);
              m.now = nextMorning(m.now);
            },
          ),
      ),
    fc.tuple(fc.nat(), fc.boolean()).map(
      ([p, managerFirst]) =>
        new Command(
          `reopenDrawer(${p}, ${managerFirst})`,
          () => true,
          async (m, r) => {
            const closed = closedDrawers(m);
            if (closed.length === 0) {
              // an open drawer cannot be reopened
              const [open] = openDrawers(m);
              if (!open) return;
              const res = await act(
                r,
                409,
                'POST',
                `${drawerPath(r, open.actor, open.day)}/reopen`,
                {
                  reason: 'Nothing to reopen',
                },
              );
              expect(res.body.code).toBe('drawer_open');
              return;
            }
            const drawer = pickOf(closed, p);
            const path = `${drawerPath(r, drawer.actor, drawer.day)}/reopen`;
            const body = { reason: 'The count was wrong' };
            // only an owner reopens a day
            if (managerFirst) await act(r, 403, 'POST', path, body, r.manager);
            const res = await act(r, 200, 'POST', path, body);
            expect(res.body.status).toBe('open');
            const entry = drawer.close?.difference;
            if (entry) {
              m.entries = m.entries.filter((x) => x !== entry);
              m.balance -= entry.type === 'add_money' ? entry.amount : -entry.amount;
            }
            drawer.close = null;
          },
        ),
    ),
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom('add_money' as const, 'add_charge' as const),
        fc.integer({ min: 1, max: 500_000_00 }),
        actor,
        payment,
      )
      .map(
        ([p, type, amount, who, paid]) =>
          // issue 31 §4: a correction is a new entry, today, naming the one it corrects
          new Command(
            `correctEntry(${p}, ${type}, ${amount}, ${who}, ${paid.method})`,
            (m) => m.manual.length > 0,
            async (m, r) => {
              const corrected = pickOf(m.manual, p);
              const res = await addManual(m, r, who, paid, {
                type,
                category: 'other',
                amount,
                description: 'Correction',
                correctsId: corrected.id,
              });
              expect(res.body.correctsId).toBe(corrected.id);
            },
          ),
      ),
  ];
}

/** deletes a manual entry as the owner or a manager: refused when its drawer is closed */
export async function deleteManual(m: Ledger, r: Real, entry: ModelEntry, asManager: boolean) {
  const status = deleteStatus(m, entry);
  await act(
    r,
    status,
    'DELETE',
    `/api/fund/transactions/${entry.id}`,
    undefined,
    asManager ? r.manager : r.api,
  );
  if (status === 200) unpost(m, entry);
}

/**
 * Issue 31's bound, after every action: each drawer's entries by method (in less out, and how
 * many) equal the model's, none without a drawer, so the drawers add up to the fund; each
 * closed drawer stored closed with the model's expected cash, count and difference.
 */
export async function checkDrawers(m: Ledger, db: Db, userIds: Record<Actor, string>) {
  const actorOf = new Map(ACTORS.map((who) => [userIds[who], who]));
  const stored = await rowsOf<{
    user_id: string | null;
    day: string | null;
    method: string;
    net: string;
    n: number;
  }>(
    db,
    sql`select user_id, to_char(drawer_day, 'YYYY-MM-DD') as day, method,
      sum(case when type = 'add_money' then amount else -amount end)::text as net,
      count(*)::int as n
    from fund_transactions group by 1, 2, 3`,
  );
  const line = (who: string, day: string | null, method: string, net: number, n: number) =>
    `${who} ${day} ${method}: ${net} in ${n}`;
  const real = stored
    .map((row) =>
      line(
        row.user_id ? (actorOf.get(row.user_id) ?? row.user_id) : 'no drawer',
        row.day,
        row.method,
        Number(row.net),
        row.n,
      ),
    )
    .sort();
  const sums = new Map<
    string,
    { actor: Actor; day: string; method: Method; net: number; n: number }
  >();
  for (const entry of m.entries) {
    const key = `${entry.actor}/${entry.day}/${entry.method}`;
    const sum = sums.get(key) ?? { ...entry, net: 0, n: 0 };
    sum.net += entry.type === 'add_money' ? entry.amount : -entry.amount;
    sum.n += 1;
    sums.set(key, sum);
  }
  const model = [...sums.values()].map((s) => line(s.actor, s.day, s.method, s.net, s.n)).sort();
  expect(real, 'each drawer by method').toEqual(model);
  const total = stored.reduce((sum, row) => sum + Number(row.net), 0);
  expect(total, 'the drawers add up to the fund').toBe(m.balance);

  const closed = await rowsOf<{
    user_id: string;
    day: string;
    expected: string;
    counted: string;
    difference: string;
    entry: string | null;
  }>(
    db,
    sql`select user_id, to_char(day, 'YYYY-MM-DD') as day, expected_cash::text as expected,
      counted_cash::text as counted, difference::text as difference,
      difference_entry_id as entry
    from drawers where status = 'closed'`,
  );
  const closes = (
    rows: {
      who: string;
      day: string;
      expected: number;
      counted: number;
      difference: number;
      entry: string | null;
    }[],
  ) => rows.map((x) => JSON.stringify(x)).sort();
  expect(
    closes(
      closed.map((row) => ({
        who: actorOf.get(row.user_id) ?? row.user_id,
        day: row.day,
        expected: Number(row.expected),
        counted: Number(row.counted),
        difference: Number(row.difference),
        entry: row.entry,
      })),
    ),
    'the closed drawers',
  ).toEqual(
    closes(
      closedDrawers(m).map((drawer) => ({
        who: drawer.actor,
        day: drawer.day,
        expected: drawer.close!.expectedCash,
        counted: drawer.close!.countedCash,
        difference: drawer.close!.countedCash - drawer.close!.expectedCash,
        entry: drawer.close!.differenceId,
      })),
    ),
  );
}

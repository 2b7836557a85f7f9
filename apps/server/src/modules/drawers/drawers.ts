import { maySeeAllDrawers, permissionMessages } from '@car-rental/domain/auth/permissions';
import type {
  CloseDrawerInput,
  DrawerDay,
  DrawerMonth,
  DrawerParams,
  ReopenDrawerInput,
} from '@car-rental/domain/contract/drawers';
import { DomainError } from '@car-rental/domain/errors';
import {
  closeDrawer as closeRule,
  expectedCash,
  methodTotals,
} from '@car-rental/domain/fund/drawer';
import { CASH, storedPayment } from '@car-rental/domain/fund/payment';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { DbOrTx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import {
  deleteDifferenceEntry,
  depositsHeld,
  drawerEntries,
  findDrawer,
  isCorrected,
  lockDrawer,
  openingFloat,
  readMonth,
  saveClose,
  saveReopen,
  staffName,
} from './drawers.repository.ts';

/**
 * Issue 31: the Cash Close. Everyone sees and closes their own drawer; a manager or the owner
 * anyone's (the right seeAllDrawers); only an owner reopens (the permission table).
 */

type Acting = Pick<AppDeps, 'actor'>;

function assertMayReach(ctx: Acting, userId: string): void {
  const actor = ctx.actor;
  if (actor?.userId === userId || maySeeAllDrawers(actor?.role)) return;
  throw new DomainError('forbidden', permissionMessages.forbidden);
}

/** the staff member whose drawer it is, by name; 404 for an unknown account */
async function requireStaff(db: DbOrTx, userId: string): Promise<string> {
  const name = await staffName(db, userId);
  if (name === undefined) throw new DomainError('user_not_found', 'details.staffNotFound');
  return name;
}

/** one drawer's day as the Cash Close screen shows it, read inside `db` (a write's tx too) */
export async function readDrawerDay(db: DbOrTx, { userId, day }: DrawerParams): Promise<DrawerDay> {
  const userName = await requireStaff(db, userId);
  const drawer = await findDrawer(db, userId, day);
  const entries = await drawerEntries(db, userId, day);
  const opening = drawer?.close?.openingFloat ?? (await openingFloat(db, userId, day));
  return {
    userId,
    userName,
    day,
    status: drawer?.status ?? 'open',
    openingFloat: opening,
    methods: methodTotals(entries),
    expectedCash: drawer?.close?.expectedCash ?? expectedCash(opening, entries),
    cheques: entries
      .filter((entry) => entry.method === 'cheque' && entry.type === 'add_money')
      .map((entry) => ({
        entryId: entry.id,
        chequeNumber: entry.chequeNumber ?? '',
        chequeBank: entry.chequeBank ?? '',
        amount: entry.amount,
      })),
    depositsHeld: await depositsHeld(db),
    entries,
    close: drawer?.close ?? null,
    lastReopen: drawer?.lastReopen ?? null,
  };
}

export function getDrawer(ctx: AppDeps, params: DrawerParams): Promise<DrawerDay> {
  assertMayReach(ctx, params.userId);
  return readDrawerDay(ctx.db, params);
}

/**
 * Closes a drawer with its count: the drawer locked (an entry booked meanwhile lands before
 * and is counted, or after and is refused), the difference posted as a "Cash difference"
 * entry into that drawer, the close kept with who and when.
 */
export function closeDrawer(
  ctx: AppDeps,
  params: DrawerParams,
  count: CloseDrawerInput,
): Promise<DrawerDay> {
  assertMayReach(ctx, params.userId);
  const { userId, day } = params;
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    if (day > businessDayOf(now, ctx.config.businessTimezone)) {
      throw new DomainError('drawer_in_future', 'details.drawerInFuture');
    }
    await requireStaff(tx, userId);
    const drawer = await lockDrawer(tx, userId, day);
    if (drawer.status === 'closed') throw new DomainError('drawer_closed', 'details.drawerClosed');
    const entries = await drawerEntries(tx, userId, day);
    const opening = await openingFloat(tx, userId, day);
    const expected = expectedCash(opening, entries);
    const chequesExpected = entries.filter(
      (entry) => entry.method === 'cheque' && entry.type === 'add_money',
    ).length;
    const outcome = closeRule(expected, chequesExpected, count);
    // into the drawer being closed, whoever closes it; postFundEntries answers its id
    const [differenceEntryId = null] = outcome.differenceEntry
      ? await postFundEntries(tx, [outcome.differenceEntry], now, {
          userId,
          day,
          payment: storedPayment(CASH),
        })
      : [];
    const close = {
      openingFloat: opening,
      expectedCash: expected,
      countedCash: count.countedCash,
      difference: outcome.difference,
      handedOver: count.handedOver ?? 0,
      chequesExpected,
      chequesCounted: count.chequesCounted ?? null,
      denominations: (count.denominations ?? []).filter((note) => note.count > 0),
      reason: count.reason?.trim() || null,
      differenceEntryId,
      closedById: ctx.actor?.userId ?? userId,
      closedAt: now,
    };
    await saveClose(tx, userId, day, close);
    audit.record({
      entity: 'drawer',
      entityId: `${userId}/${day}`,
      before: { status: 'open' },
      after: { status: 'closed', ...close },
    });
    return readDrawerDay(tx, params);
  });
}

/**
 * An owner reopens a closed day with a reason: its close is taken back with its "Cash
 * difference" entry, its entries can change again, and a new count closes it again.
 */
export function reopenDrawer(
  ctx: AppDeps,
  params: DrawerParams,
  { reason }: ReopenDrawerInput,
): Promise<DrawerDay> {
  const { userId, day } = params;
  return write(ctx, async (tx, audit) => {
    await requireStaff(tx, userId);
    const drawer = await lockDrawer(tx, userId, day);
    if (drawer.status !== 'closed') throw new DomainError('drawer_open', 'details.drawerOpen');
    // its difference entry goes with the close: not while a correction names it
    if (drawer.differenceEntryId && (await isCorrected(tx, drawer.differenceEntryId))) {
      throw new DomainError('conflict', 'details.differenceCorrected');
    }
    const before = await findDrawer(tx, userId, day);
    await saveReopen(tx, userId, day, {
      by: ctx.actor?.userId ?? userId,
      at: ctx.clock.now(),
      reason,
    });
    if (drawer.differenceEntryId) await deleteDifferenceEntry(tx, drawer.differenceEntryId);
    audit.record({
      entity: 'drawer',
      entityId: `${userId}/${day}`,
      before: { status: 'closed', close: before?.close },
      after: { status: 'open', reason },
    });
    return readDrawerDay(tx, params);
  });
}

export function listDrawerMonth(ctx: AppDeps, { month }: { month: string }): Promise<DrawerMonth> {
  return readMonth(ctx.db, month);
}

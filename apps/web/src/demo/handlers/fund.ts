import { idParams, pageQuery } from '@car-rental/domain/contract/common';
import {
  type AddFundTransactionInput,
  addFundTransactionBody,
  type FundTransaction,
  unlockBenefitBody,
} from '@car-rental/domain/contract/fund';
import { bookedBy } from '@car-rental/domain/fund/booked-by';
import { assertDeletable } from '@car-rental/domain/fund/delete-fund-transaction';
import { balanceOf } from '@car-rental/domain/fund/fund-entry';
import { manualEntry } from '@car-rental/domain/fund/manual-entry';
import {
  BENEFIT_LOCKED,
  INCORRECT_PIN,
  PIN_LOCKED,
  recordPinFailure,
} from '@car-rental/domain/fund/pin-lockout';
import { totalBenefit } from '@car-rental/domain/fund/total-benefit';
import { CommittedRefusal, type DemoContext, type DemoRoute, nowText } from '../demo-context.ts';
import {
  type Cursor,
  compareTimeKeys,
  decodeTimeCursor,
  descending,
  pageOf,
} from '../demo-paging.ts';
import { parseInput, refusal } from '../demo-problem.ts';
import type { DemoState, FundRow } from '../demo-state.ts';
import { salesWithCars } from './sales.ts';

export function transactionView(state: DemoState, row: FundRow): FundTransaction {
  const supplier = row.supplierId ? state.suppliers.find((s) => s.id === row.supplierId) : null;
  return {
    id: row.id,
    timestamp: row.createdAt,
    type: row.type,
    amount: row.amount,
    description: row.description,
    category: row.category,
    supplierId: row.supplierId,
    supplierName: supplier?.name ?? null,
    source: row.source,
    bookedBy: bookedBy(row),
  };
}

/** addFundTransaction: an Add Money or Add Charge entry a person records */
export function addFundTransactionAction(
  ctx: DemoContext,
  input: AddFundTransactionInput,
): FundTransaction {
  const entry = manualEntry(input);
  if (entry.supplierId && !ctx.state.suppliers.some((s) => s.id === entry.supplierId)) {
    throw refusal('supplier_not_found', 'Supplier not found');
  }
  const row: FundRow = {
    id: ctx.newId(),
    createdAt: nowText(ctx),
    type: entry.type,
    amount: entry.amount,
    description: entry.description,
    category: entry.category,
    supplierId: entry.supplierId ?? null,
    carId: null,
    rentalId: null,
    saleId: null,
    source: 'manual',
  };
  ctx.state.fund.push(row);
  return transactionView(ctx.state, row);
}

function currentBenefit(state: DemoState) {
  const sales = salesWithCars(state).map(({ sale, purchasePrice }) => ({
    finalPrice: sale.finalPrice,
    purchasePrice,
  }));
  return { totalBenefit: totalBenefit(sales, state.fund) };
}

export const fundRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/fund',
    handle: ({ state }) => {
      const times = state.fund.map((row) => Date.parse(row.createdAt));
      return {
        currentBalance: balanceOf(state.fund),
        lastUpdated: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
        totalCharges: state.fund
          .filter((row) => row.type === 'add_charge')
          .reduce((total, row) => total + row.amount, 0),
        transactionCount: state.fund.length,
      };
    },
  },
  {
    method: 'GET',
    path: '/fund/transactions',
    handle: ({ state }, { query }) => {
      const q = parseInput(pageQuery, query, 'querystring');
      // newest first
      return pageOf(state.fund, {
        cursor: decodeTimeCursor(q.cursor),
        limit: q.limit,
        keyOf: (row): Cursor<string> => ({ key: row.createdAt, id: row.id }),
        compare: descending(compareTimeKeys),
        view: (row) => transactionView(state, row),
      });
    },
  },
  {
    method: 'POST',
    path: '/fund/transactions',
    handle: (ctx, { body }) =>
      addFundTransactionAction(ctx, parseInput(addFundTransactionBody, body, 'body')),
  },
  {
    method: 'DELETE',
    path: '/fund/transactions/:id',
    handle: ({ state }, { params }) => {
      const { id } = parseInput(idParams, params, 'params');
      assertDeletable(state.fund.find((row) => row.id === id));
      state.fund = state.fund.filter((row) => row.id !== id);
      return { ok: true as const };
    },
  },
  {
    method: 'POST',
    path: '/fund/benefit/unlock',
    handle: ({ state, now }, { body }) => {
      const { pin } = parseInput(unlockBenefitBody, body, 'body');
      const session = state.session;
      if (session.pinLocked) throw refusal('pin_locked', PIN_LOCKED);
      if (pin === state.settings.pin) {
        state.session = { unlocked: true, pinFailures: [], pinLocked: false };
        return currentBenefit(state);
      }
      const failure = recordPinFailure(session.pinFailures, now);
      state.session = {
        unlocked: failure.locked ? false : session.unlocked,
        pinFailures: failure.failures,
        pinLocked: failure.locked,
      };
      // the failure is kept before the refusal is answered
      throw new CommittedRefusal(
        failure.locked
          ? refusal('pin_locked', PIN_LOCKED)
          : refusal('incorrect_pin', INCORRECT_PIN),
      );
    },
  },
  {
    method: 'GET',
    path: '/fund/benefit',
    handle: ({ state }) => {
      if (!state.session.unlocked || state.session.pinLocked) {
        throw refusal('benefit_locked', BENEFIT_LOCKED);
      }
      return currentBenefit(state);
    },
  },
  {
    method: 'POST',
    path: '/fund/benefit/lock',
    handle: ({ state }) => {
      state.session = { ...state.session, unlocked: false };
      return { ok: true as const };
    },
  },
];

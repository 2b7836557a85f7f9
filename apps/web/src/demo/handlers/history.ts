import { idParams } from '@car-rental/domain/contract/common';
import {
  type HistoryFilters,
  type HistoryRow,
  type HistorySummary,
  historyFilters,
  historyQuery,
} from '@car-rental/domain/contract/history';
import { rentalFinalTotal, shownListedPrice } from '@car-rental/domain/history/record-figures';
import { periodStart } from '@car-rental/domain/time/period-start';
import type { DemoContext, DemoRoute } from '../demo-context.ts';
import {
  type Cursor,
  compareTimeKeys,
  decodeTimeCursor,
  descending,
  pageOf,
} from '../demo-paging.ts';
import { parseInput } from '../demo-problem.ts';
import type { DemoState } from '../demo-state.ts';
import { rentalDetails, saleDetails, sortedCharges, vehicleOf } from './record-details.ts';

/** the vehicle columns of a history row */
function rowVehicleOf(state: DemoState, carId: string) {
  const vehicle = vehicleOf(state, carId);
  return vehicle && { carId, ...vehicle };
}

/** every finished rental and sale matching the filters, as history rows */
export function historyRows(ctx: DemoContext, filters: HistoryFilters): HistoryRow[] {
  const { state } = ctx;
  const since =
    filters.period === 'all' ? null : periodStart(filters.period, ctx.now, ctx.timeZone).getTime();
  const search = filters.q ? filters.q.toLowerCase() : undefined;
  const matches = (date: string, vehicle: NonNullable<ReturnType<typeof rowVehicleOf>>) =>
    (since === null || Date.parse(date) >= since) &&
    (search === undefined ||
      [vehicle.brandName, vehicle.modelName, vehicle.plate, vehicle.color].some((value) =>
        value?.toLowerCase().includes(search),
      ));
  const rows: HistoryRow[] = [];
  if (filters.type !== 'sales') {
    for (const rental of state.rentals) {
      const vehicle = rowVehicleOf(state, rental.carId);
      if (rental.returnedAt === null || !vehicle || !matches(rental.returnedAt, vehicle)) continue;
      const amount = rental.totalAmount ?? 0;
      const charges = sortedCharges(rental.charges).map(({ type, description, amount }) => ({
        type,
        description,
        amount,
      }));
      rows.push({
        kind: 'rental',
        id: rental.id,
        ...vehicle,
        date: rental.returnedAt,
        amount,
        customerName: rental.customerName,
        cancelledAt: rental.cancelledAt ?? null,
        totalDays: rental.totalDays,
        distanceKm: rental.endMileage === null ? null : rental.endMileage - rental.startMileage,
        chargesTotal: charges.reduce((total, charge) => total + charge.amount, 0),
        charges,
        finalTotal: rentalFinalTotal(amount, charges),
      });
    }
  }
  if (filters.type !== 'rentals') {
    for (const sale of state.sales) {
      const vehicle = rowVehicleOf(state, sale.carId);
      if (!vehicle || !matches(sale.soldAt, vehicle)) continue;
      rows.push({
        kind: 'sale',
        id: sale.id,
        ...vehicle,
        date: sale.soldAt,
        amount: sale.finalPrice,
        customerName: sale.customerName,
        listedPrice: shownListedPrice(sale.finalPrice, sale.listedPrice),
      });
    }
  }
  return rows;
}

function summaryOf(rows: readonly HistoryRow[]): HistorySummary {
  const rentals = rows.filter((row) => row.kind === 'rental');
  const sales = rows.filter((row) => row.kind === 'sale');
  const revenue = (list: readonly HistoryRow[]) => list.reduce((t, row) => t + row.amount, 0);
  const rentalRevenue = revenue(rentals);
  const salesRevenue = revenue(sales);
  return {
    totalRentals: rentals.length,
    totalSales: sales.length,
    rentalRevenue,
    salesRevenue,
    totalRevenue: rentalRevenue + salesRevenue,
  };
}

export const historyRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/history',
    handle: (ctx, { query }) => {
      const q = parseInput(historyQuery, query, 'querystring');
      const cursor = decodeTimeCursor(q.cursor);
      const rows = historyRows(ctx, q);
      // newest first: rentals by return time, sales by sale time
      const page = pageOf(rows, {
        cursor,
        limit: q.limit,
        keyOf: (row): Cursor<string> => ({ key: row.date, id: row.id }),
        compare: descending(compareTimeKeys),
        view: (row) => row,
      });
      return { ...page, total: rows.length };
    },
  },
  {
    method: 'GET',
    path: '/history/summary',
    handle: (ctx, { query }) =>
      summaryOf(historyRows(ctx, parseInput(historyFilters, query, 'querystring'))),
  },
  {
    method: 'GET',
    path: '/history/rentals/:id',
    handle: ({ state }, { params }) =>
      rentalDetails(state, parseInput(idParams, params, 'params').id),
  },
  {
    method: 'GET',
    path: '/history/sales/:id',
    handle: ({ state }, { params }) =>
      saleDetails(state, parseInput(idParams, params, 'params').id),
  },
];

import { type FundFigures, fundFigures } from '@car-rental/domain/fund/money-figures';
import { type BookingState, bookingRevenue } from '@car-rental/domain/history/record-figures';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/create-db.ts';
import { rows } from '../db/rows.ts';
import { everyPage } from '../test/every-page.ts';
import { type Client, TEST_PIN } from '../test/test-server.ts';
import { CUSTOMERS, historyFigures, isRentable, type Ledger } from './ledger-model.ts';
import {
  BUYER,
  bookingRevenues,
  buyerTotals,
  customerTotals,
  expectedFigures,
} from './ledger-money.ts';

export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rows<T>(await db.execute(query));
}

/**
 * Issue 28 §10, after every action: the cards of the Rental dashboard, the Fund and Car Sales
 * show the figures docs/money-figures.md defines, computed from the model. At the end of a
 * sequence (`final`), also the Dashboard's cards, Total Benefit, the fund's own entries
 * counted by the domain's definitions (they must give the same cards), each booking's rental
 * entries, the customer pages, the revenue chart and the history's period summaries.
 */
export async function checkFigures(
  m: Ledger,
  api: Client,
  db: Db,
  fund: { currentBalance: number; totalCharges: number },
  final: boolean,
): Promise<void> {
  const expected = expectedFigures(m);
  const live = m.cars.filter((car) => !car.deleted);
  expect(fund.totalCharges, 'Fund: Total Charges').toBe(expected.charges);
  const rentals = (await api.get('/api/rentals/summary')).body;
  expect(rentals, 'Rental dashboard cards').toEqual({
    availableForRent: live.filter(isRentable).length,
    currentlyRented: live.filter((car) => car.rental).length,
    totalRevenue: expected.rentalRevenue,
  });
  const sales = (await api.get('/api/sales/summary')).body;
  expect(
    { carsSold: sales.carsSold, totalRevenue: sales.totalRevenue, netProfit: sales.netProfit },
    'Car Sales cards',
  ).toEqual({
    carsSold: expected.sales,
    totalRevenue: expected.salesRevenue,
    netProfit: expected.netProfit,
  });
  if (!final) return;

  const dashboard = (await api.get('/api/dashboard')).body;
  expect(
    { carsSold: dashboard.carsSold, currentlyRented: dashboard.currentlyRented },
    'Dashboard cards',
  ).toEqual({ carsSold: expected.carsSold, currentlyRented: rentals.currentlyRented });

  // still unlocked, or unlocked again (the answer carries the figure)
  let benefit = await api.get('/api/fund/benefit');
  if (benefit.status !== 200) {
    benefit = await api.request('POST', '/api/fund/benefit/unlock', { pin: TEST_PIN });
  }
  expect(benefit.body.totalBenefit, 'Total Benefit').toBe(expected.totalBenefit);

  // the fund's entries, every page of them, counted by the one definition of each figure
  const entries: { type: 'add_money' | 'add_charge'; category: string; amount: number }[] = [];
  for (const page of await everyPage(api, '/api/fund/transactions?limit=100')) {
    expect(page.status).toBe(200);
    entries.push(...page.body.items);
  }
  const counted: FundFigures = fundFigures(entries);
  expect(counted, 'the figures of the fund entries').toEqual({
    balance: fund.currentBalance,
    rentalRevenue: rentals.totalRevenue,
    saleMoney: sales.totalRevenue,
    depositMoney: expected.depositMoney,
    charges: fund.totalCharges,
    otherIncome: counted.otherIncome,
  });

  await checkBookings(m, db);
  await checkCustomers(m, api);
  await checkHistoryPeriods(m, api);
}

/**
 * each booking: its charges total is its charges, and its rental fund entries add up to what
 * it brought in (the domain's bookingRevenue of its row, and the model's)
 */
async function checkBookings(m: Ledger, db: Db): Promise<void> {
  const rows = await rowsOf<{
    id: string;
    state: BookingState;
    advance_paid: string;
    total_amount: string | null;
    charges_total: string;
    charges: string;
    fund_net: string;
  }>(
    db,
    sql`select r.id, r.state, r.advance_paid::text, r.total_amount::text, r.charges_total::text,
      (select coalesce(sum(c.amount), 0) from rental_charges c where c.rental_id = r.id)::text
        as charges,
      (select coalesce(sum(case when f.type = 'add_money' then f.amount else -f.amount end), 0)
        from fund_transactions f where f.rental_id = r.id and f.category = 'rental')::text
        as fund_net
    from rentals r`,
  );
  const expected = bookingRevenues(m);
  expect(rows.length, 'bookings').toBe(expected.size);
  for (const row of rows) {
    expect(row.charges_total, `charges total of rental ${row.id}`).toBe(row.charges);
    const revenue = bookingRevenue({
      state: row.state,
      advancePaid: Number(row.advance_paid),
      totalAmount: row.total_amount === null ? null : Number(row.total_amount),
      chargesTotal: Number(row.charges_total),
    });
    expect(
      { revenue, fund: Number(row.fund_net) },
      `what rental ${row.id} brought in, by its row and by its fund entries`,
    ).toEqual({ revenue: expected.get(row.id), fund: expected.get(row.id) });
  }
}

/** the customer files found by licence (they outlive a sequence's business rows) */
const customerIds = new Map<string, string>();

async function customerPage(api: Client, licence: string) {
  let id = customerIds.get(licence);
  if (!id) {
    const found = await api.get(`/api/customers?q=${encodeURIComponent(licence)}`);
    expect(found.status).toBe(200);
    id = found.body.items[0]?.id as string | undefined;
    if (!id) return null;
    customerIds.set(licence, id);
  }
  const res = await api.get(`/api/customers/${id}`);
  expect(res.status).toBe(200);
  return res.body.totals as {
    rentals: number;
    rentalAmount: number;
    purchases: number;
    purchaseAmount: number;
  };
}

/** each customer's page: their rentals and what they paid for them, the buyer's purchases */
async function checkCustomers(m: Ledger, api: Client): Promise<void> {
  const nothing = { rentals: 0, rentalAmount: 0, purchases: 0, purchaseAmount: 0 };
  for (const [i, customer] of CUSTOMERS.entries()) {
    const totals = (await customerPage(api, customer.license)) ?? nothing;
    expect(totals, `${customer.name}'s page`).toEqual({
      ...customerTotals(m, i),
      purchases: 0,
      purchaseAmount: 0,
    });
  }
  const buyer = (await customerPage(api, BUYER.customerLicense)) ?? nothing;
  expect(buyer, `${BUYER.customerName}'s page`).toEqual({
    rentals: 0,
    rentalAmount: 0,
    ...buyerTotals(m),
  });
}

/**
 * the revenue chart adds up to the history's cards (every record is within its 12 months),
 * and a period's summary (read from the per-day sums) to the rows the period lists
 */
async function checkHistoryPeriods(m: Ledger, api: Client): Promise<void> {
  const all = historyFigures(m);
  const chart = (await api.get('/api/charts/revenue-by-month')).body.months as {
    rentalRevenue: number;
    salesRevenue: number;
    rentals: number;
    sales: number;
  }[];
  const sum = (pick: (month: (typeof chart)[number]) => number) =>
    chart.reduce((total, month) => total + pick(month), 0);
  expect(
    {
      rentals: sum((x) => x.rentals),
      rentalRevenue: sum((x) => x.rentalRevenue),
      sales: sum((x) => x.sales),
      salesRevenue: sum((x) => x.salesRevenue),
    },
    'Dashboard: revenue chart',
  ).toEqual(all);
  // the last 7 days: whole days from the per-day sums, the first partial day from the rows
  const week = (await api.get('/api/history/summary?period=week')).body;
  let rentals = 0;
  let rentalRevenue = 0;
  let sales = 0;
  let salesRevenue = 0;
  for (const page of await everyPage(api, '/api/history?period=week&limit=100')) {
    for (const row of page.body.items) {
      if (row.kind === 'sale') {
        sales++;
        salesRevenue += row.amount;
      } else {
        rentals++;
        rentalRevenue += row.finalTotal;
      }
    }
  }
  expect(week, 'history summary of the last 7 days: the rows it lists').toEqual({
    totalRentals: rentals,
    totalSales: sales,
    rentalRevenue,
    salesRevenue,
    totalRevenue: rentalRevenue + salesRevenue,
  });
}

import { auditPage } from '@car-rental/domain/contract/audit';
import type { CarView } from '@car-rental/domain/contract/car';
import {
  fleetUtilisation,
  fundBalanceChart,
  revenueByMonth,
} from '@car-rental/domain/contract/charts';
import { ok } from '@car-rental/domain/contract/common';
import { historyPage } from '@car-rental/domain/contract/history';
import { invoice } from '@car-rental/domain/contract/invoices';
import {
  businessSettings,
  settingsMessages,
  staffList,
} from '@car-rental/domain/contract/settings';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DemoFile } from './demo-context.ts';
import { DEMO_READ_ONLY } from './demo-problem.ts';
import { DEMO_USER } from './demo-session.ts';
import { DEMO_STATE_VERSION, parseState } from './demo-state.ts';
import { MemoryStorage, refusalOf, testDemo } from './demo-test-kit.ts';

/** the answer satisfies the route's answer schema exactly: nothing missing, nothing extra */
async function expectAnswer<S extends z.ZodType>(schema: S, request: Promise<unknown>) {
  const answer = await request;
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
  expect(parsed.data).toEqual(answer);
  expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  return parsed.data as z.output<S>;
}

const HOUR = 3_600_000;
const put = (demo: ReturnType<typeof testDemo>, path: string, body: unknown) =>
  demo.server.handle('PUT', path, {}, body);

const BUSINESS = {
  businessName: 'Auto Location Sétif',
  businessAddress: '12 rue des Frères, Sétif',
  businessPhone: '036 00 00 00',
  businessEmail: 'contact@location.dz',
  businessLogo: 'https://example.dz/logo.png',
  rc: '19/00-1234567B21',
  nif: '001219012345678',
  nis: '001219010012345',
  ai: '19012345678',
};

describe('settings in demo mode', () => {
  it('answers, saves the business details and VAT, and refuses a wrong logo', async () => {
    const demo = testDemo(31);
    const empty = await expectAnswer(businessSettings, demo.get('/settings'));
    expect(empty).toMatchObject({ businessName: null, vatRateBp: null, pinSet: true });
    const saved = await expectAnswer(
      businessSettings,
      put(demo, '/settings', { ...BUSINESS, vatRateBp: 1900 }),
    );
    expect(saved).toEqual({ ...BUSINESS, vatRateBp: 1900, pinSet: true });
    expect(await demo.get('/settings')).toEqual(saved);
    await expectAnswer(
      businessSettings,
      put(demo, '/settings', { businessLogo: '/uploads/x.png' }),
    );

    const wrong = await refusalOf(put(demo, '/settings', { businessLogo: 'ftp://logo' }));
    expect(wrong).toMatchObject({ status: 400, detail: settingsMessages.invalidLogo });
    expect((await demo.get<{ businessLogo: string }>('/settings')).businessLogo).toBe(
      '/uploads/x.png',
    );
  });

  it('changes the PIN with the current one; a wrong one counts and locks the benefit', async () => {
    const demo = testDemo(32);
    const missing = await refusalOf(put(demo, '/settings/pin', { newPin: '5678' }));
    expect(missing).toMatchObject({ status: 400, detail: settingsMessages.currentPinRequired });
    const wrong = await refusalOf(
      put(demo, '/settings/pin', { currentPin: '0000', newPin: '5678' }),
    );
    expect(wrong).toMatchObject({ status: 422, code: 'incorrect_pin' });
    await demo.post('/fund/benefit/unlock', { pin: '1234' });
    await expectAnswer(ok, put(demo, '/settings/pin', { currentPin: '1234', newPin: '5678' }));
    // a new PIN locks Total Benefit again; the old PIN no longer opens it
    expect((await refusalOf(demo.get('/fund/benefit'))).code).toBe('benefit_locked');
    expect((await refusalOf(demo.post('/fund/benefit/unlock', { pin: '1234' }))).code).toBe(
      'incorrect_pin',
    );
    await demo.post('/fund/benefit/unlock', { pin: '5678' });
  });

  it('lists the demo user as the only staff account; staff changes are refused', async () => {
    const demo = testDemo(33);
    const staff = await expectAnswer(staffList, demo.get('/users'));
    expect(staff.items).toEqual([expect.objectContaining({ id: DEMO_USER.id, isYou: true })]);
    const disable = await refusalOf(demo.post(`/users/${DEMO_USER.id}/disable`));
    expect(disable).toMatchObject({ status: 409, detail: settingsMessages.cannotDisableSelf });
    const reset = await refusalOf(demo.post(`/users/${DEMO_USER.id}/reset-password`));
    expect(reset).toMatchObject({ status: 409, detail: settingsMessages.cannotResetSelf });
    await expectAnswer(ok, demo.post(`/users/${DEMO_USER.id}/enable`));
    const other = '00000000-0000-4000-8000-000000000001';
    expect((await refusalOf(demo.post(`/users/${other}/disable`))).code).toBe('user_not_found');
    const add = await refusalOf(
      demo.post('/auth/users', { displayName: 'N', email: 'n@e.dz', password: 'secret1' }),
    );
    expect(add).toMatchObject({ status: 403, code: 'demo_read_only', detail: DEMO_READ_ONLY });
    const upload = await refusalOf(demo.post('/uploads', {}));
    expect(upload).toMatchObject({ status: 403, detail: DEMO_READ_ONLY });
  });

  it('loads a state stored before settings, invoices and audit existed', async () => {
    const demo = testDemo(34);
    const { total } = await demo.get<{ total: number }>('/history');
    const stored = JSON.parse(demo.storage.getItem('car_rental_admin_db_v1') ?? '{}');
    delete stored.settings;
    delete stored.invoices;
    delete stored.audit;
    const storage = new MemoryStorage();
    storage.setItem('car_rental_admin_db_v1', JSON.stringify(stored));
    const state = parseState(storage.getItem('car_rental_admin_db_v1'));
    expect(state?.version).toBe(DEMO_STATE_VERSION);
    expect(state?.settings.pin).toBe('1234');
    const again = testDemo(34, storage);
    await expectAnswer(businessSettings, again.get('/settings'));
    // the old data is kept, not seeded again
    expect((await again.get<{ total: number }>('/history')).total).toBe(total);
    await put(again, '/settings', { businessName: 'Kept' });
    expect(parseState(storage.getItem('car_rental_admin_db_v1'))?.settings.businessName).toBe(
      'Kept',
    );
  });
});

describe('invoices in demo mode', () => {
  it('prints the invoice of a rental and of a sale once, with the business header and VAT', async () => {
    const demo = testDemo(35);
    await put(demo, '/settings', { ...BUSINESS, vatRateBp: 1900 });
    const history = await expectAnswer(historyPage, demo.get('/history'));
    const rental = history.items.find((row) => row.kind === 'rental')!;
    const sale = history.items.find((row) => row.kind === 'sale')!;

    const first = await expectAnswer(
      invoice,
      demo.post('/invoices', { kind: 'rental', rentalId: rental.id }),
    );
    expect(first.number).toMatch(/^RNT\d{6}[A-Z]{3}$/);
    expect(first.data.business).toEqual(BUSINESS);
    expect(first.data.totals.vatRateBp).toBe(1900);
    expect(first.data.totals.totalTtc).toBe(first.data.totalAmount);
    expect(first.data.totals.totalHt + first.data.totals.vat).toBe(first.data.totals.totalTtc);
    if (rental.kind === 'rental') expect(first.data.totalAmount).toBe(rental.finalTotal);
    // reprinting answers the same invoice, frozen even after the settings change
    await put(demo, '/settings', { businessName: 'Renamed' });
    const again = await expectAnswer(
      invoice,
      demo.post('/invoices', { kind: 'rental', rentalId: rental.id }),
    );
    expect(again).toEqual(first);
    expect(await expectAnswer(invoice, demo.get(`/invoices/${first.id}`))).toEqual(first);

    const saleInvoice = await expectAnswer(
      invoice,
      demo.post('/invoices', { kind: 'sale', saleId: sale.id }),
    );
    expect(saleInvoice.number).toMatch(/^SAL\d{6}[A-Z]{3}$/);
    expect(saleInvoice.data).toMatchObject({ kind: 'sale', totalAmount: sale.amount });
    expect(saleInvoice.data.business.businessName).toBe('Renamed');
    expect(saleInvoice.data.totals.vatRateBp).toBeNull();
  });

  it('refuses unknown records and invoices, and the PDF with the demo text', async () => {
    const demo = testDemo(36);
    const unknown = '00000000-0000-4000-8000-000000000009';
    expect(
      (await refusalOf(demo.post('/invoices', { kind: 'rental', rentalId: unknown }))).code,
    ).toBe('rental_not_found');
    expect((await refusalOf(demo.post('/invoices', { kind: 'sale', saleId: unknown }))).code).toBe(
      'sale_not_found',
    );
    expect((await refusalOf(demo.get(`/invoices/${unknown}`))).code).toBe('invoice_not_found');
    const rented = await demo.get<{ items: CarView[] }>('/rentals/active');
    const active = rented.items[0]!.rental!.id;
    // an active rental has no invoice yet: only finished rentals are history
    expect(
      (await refusalOf(demo.post('/invoices', { kind: 'rental', rentalId: active }))).code,
    ).toBe('rental_not_found');
    const history = await demo.get<{ items: { id: string; kind: string }[] }>('/history');
    const made = await demo.post<{ id: string }>('/invoices', {
      kind: 'sale',
      saleId: history.items.find((row) => row.kind === 'sale')!.id,
    });
    const pdf = await refusalOf(demo.get(`/invoices/${made.id}/pdf`));
    expect(pdf).toMatchObject({ status: 403, code: 'demo_read_only', detail: DEMO_READ_ONLY });
  });
});

describe('charts in demo mode', () => {
  it('answer 12 months, 90 days and 12 weeks of the seed', async () => {
    const demo = testDemo(37);
    const revenue = await expectAnswer(revenueByMonth, demo.get('/charts/revenue-by-month'));
    expect(revenue.months).toHaveLength(12);
    expect(revenue.months.at(-1)!.month).toBe('2026-06');
    expect(revenue.months[0]!.month).toBe('2025-07');
    const fund = await expectAnswer(fundBalanceChart, demo.get('/charts/fund-balance'));
    expect(fund.days).toHaveLength(90);
    expect(fund.days.at(-1)).toEqual({
      date: '2026-06-15',
      balance: (await demo.get<{ currentBalance: number }>('/fund')).currentBalance,
    });
    const fleet = await expectAnswer(fleetUtilisation, demo.get('/charts/fleet-utilisation'));
    expect(fleet.weeks).toHaveLength(12);
    // 2026-06-15 is a Monday
    expect(fleet.weeks.at(-1)!.weekStart).toBe('2026-06-15');
    expect(fleet.weeks.at(-2)!.weekStart).toBe('2026-06-08');
    for (const week of fleet.weeks) {
      expect(week.utilisation).toBeGreaterThanOrEqual(0);
      expect(week.utilisation).toBeLessThanOrEqual(1);
      expect(week.rentedHours).toBeLessThanOrEqual(week.rentableHours);
    }
    // the seed's two cars out: the current week is partly rented
    expect(fleet.weeks.at(-1)!.rentedHours).toBeGreaterThan(0);
  });

  it('show a rental returned and a fund entry made in the demo', async () => {
    const demo = testDemo(38);
    const before = await demo.get<z.infer<typeof revenueByMonth>>('/charts/revenue-by-month');
    const fundBefore = await demo.get<z.infer<typeof fundBalanceChart>>('/charts/fund-balance');
    const rentable = await demo.get<{ items: CarView[] }>('/rentals/rentable');
    const car = rentable.items[0]!;
    const now = demo.clock().getTime();
    const customer = { name: 'Chart Customer', contact: '0550', email: 'c@e.dz', license: 'L' };
    await demo.post(`/cars/${car.id}/rent`, {
      start: new Date(now).toISOString(),
      end: new Date(now + 48 * HOUR).toISOString(),
      customer,
    });
    demo.clock.advance(48 * HOUR);
    const back = await demo.post<{ rental: { totalAmount: number } }>(`/cars/${car.id}/return`, {
      newMileage: car.mileageKm + 300,
      charges: [],
    });
    await demo.post('/fund/transactions', {
      type: 'add_charge',
      amount: 70_000,
      description: 'Oil',
    });

    const after = await demo.get<z.infer<typeof revenueByMonth>>('/charts/revenue-by-month');
    const june = (chart: typeof after) => chart.months.find((m) => m.month === '2026-06')!;
    expect(june(after).rentals).toBe(june(before).rentals + 1);
    expect(june(after).rentalRevenue).toBe(june(before).rentalRevenue + back.rental.totalAmount);
    expect(back.rental.totalAmount).toBe(2 * car.dailyRate!);

    const fundAfter = await demo.get<z.infer<typeof fundBalanceChart>>('/charts/fund-balance');
    const last = fundAfter.days.at(-1)!;
    expect(last.date).toBe('2026-06-17');
    const { currentBalance } = await demo.get<{ currentBalance: number }>('/fund');
    expect(last.balance).toBe(currentBalance);
    expect(fundAfter.days.find((d) => d.date === '2026-06-15')!.balance).toBe(
      fundBefore.days.at(-1)!.balance,
    );

    const fleet = await demo.get<z.infer<typeof fleetUtilisation>>('/charts/fleet-utilisation');
    expect(fleet.weeks.at(-1)!.rentedHours).toBeGreaterThanOrEqual(48);
  });
});

describe('audit trail in demo mode', () => {
  it('keeps one entry per write, newest first, never the PIN', async () => {
    const demo = testDemo(39);
    const empty = await expectAnswer(auditPage, demo.get('/audit'));
    expect(empty.items).toEqual([]);
    await put(demo, '/settings', { businessName: 'First' });
    demo.clock.advance(1000);
    await demo.post('/fund/transactions', { type: 'add_money', amount: 1000, description: 'Tip' });
    demo.clock.advance(1000);
    await put(demo, '/settings/pin', { currentPin: '1234', newPin: '4321' });
    demo.clock.advance(1000);
    // refusals leave no entry
    await refusalOf(put(demo, '/settings/pin', { currentPin: '0000', newPin: '1111' }));
    await refusalOf(demo.post('/auth/users', {}));

    const page = await expectAnswer(auditPage, demo.get('/audit'));
    expect(page.items.map((entry) => entry.action)).toEqual([
      'changePin',
      'addFundTransaction',
      'updateSettings',
    ]);
    const [pin, fund, settings] = page.items;
    expect(pin).toMatchObject({
      entity: 'settings',
      after: { pinSet: true, benefitRelocked: true },
    });
    expect(JSON.stringify(pin)).not.toContain('4321');
    expect(fund).toMatchObject({ entity: 'fund_transaction', userId: DEMO_USER.id });
    expect(fund!.entityId).toBe((fund!.after as { id: string }).id);
    expect(settings).toMatchObject({
      entityId: '1',
      before: { businessName: null },
      after: { businessName: 'First' },
    });

    const first = await expectAnswer(auditPage, demo.get('/audit', { limit: '2' }));
    expect(first.items).toHaveLength(2);
    const rest = await expectAnswer(
      auditPage,
      demo.get('/audit', { limit: '2', cursor: first.nextCursor! }),
    );
    expect(rest.items.map((entry) => entry.action)).toEqual(['updateSettings']);
  });
});

describe('CSV exports in demo mode', () => {
  const lines = (file: DemoFile) => file.text.slice(1).split('\r\n');

  it('builds the history CSV in the server format, under the filters', async () => {
    const demo = testDemo(40);
    const file = await demo.get<DemoFile>('/history/export.csv');
    expect(file.fileName).toBe('history-2026-06-15.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.text.charCodeAt(0)).toBe(0xfeff);
    const rows = lines(file);
    expect(rows[0]).toBe(
      'Date;Type;Brand;Model;Plate;Year;Color;Customer;Days;Distance (km);Amount (DA);Charges (DA);Final total (DA);Listed price (DA)',
    );
    expect(rows.at(-1)).toBe('');
    const history = await demo.get<{ items: { kind: string; date: string }[] }>('/history');
    expect(rows.slice(1, -1)).toHaveLength(history.items.length);
    // the same order as the list, times on the business clock, plain amounts
    expect(rows[1]!.split(';')[1]).toBe(history.items[0]!.kind === 'rental' ? 'Rental' : 'Sale');
    for (const row of rows.slice(1, -1)) {
      expect(row).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+01:00;(Rental|Sale);/);
      expect(row).toMatch(/;\d+\.\d\d;/);
    }
    const sales = await demo.get<DemoFile>('/history/export.csv', { type: 'sales' });
    expect(
      lines(sales)
        .slice(1, -1)
        .every((row) => row.split(';')[1] === 'Sale'),
    ).toBe(true);
    expect(lines(sales).length).toBe(3);
    expect((await refusalOf(demo.get('/history/export.csv', { type: 'cars' }))).status).toBe(400);
  });

  it('builds the fund CSV with signed amounts, newest first', async () => {
    const demo = testDemo(41);
    await demo.post('/fund/transactions', {
      type: 'add_charge',
      amount: 50_000,
      description: 'Parts; "oil"',
    });
    const file = await demo.get<DemoFile>('/fund/export.csv');
    expect(file.fileName).toBe('fund-2026-06-15.csv');
    const rows = lines(file);
    expect(rows[0]).toBe(
      'Date;Type;Category;Description;Supplier;Amount (DA);Signed amount (DA);Source',
    );
    expect(rows[1]).toBe(
      '2026-06-15T11:30:00+01:00;add_charge;other;"Parts; ""oil""";;500.00;-500.00;manual',
    );
    const fund = await demo.get<{ transactionCount: number }>('/fund');
    expect(rows.slice(1, -1)).toHaveLength(fund.transactionCount);
  });
});

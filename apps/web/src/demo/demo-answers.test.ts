import { setupStatus, userAnswer } from '@car-rental/domain/contract/auth';
import { brandList, brandView, modelView } from '@car-rental/domain/contract/brands';
import { type CarView, carView } from '@car-rental/domain/contract/car';
import { carPage, carWithMessage, garageSummary } from '@car-rental/domain/contract/cars';
import { ok } from '@car-rental/domain/contract/common';
import { dashboardView } from '@car-rental/domain/contract/dashboard';
import {
  fundSummary,
  fundTransaction,
  fundTransactionPage,
  totalBenefitAnswer,
} from '@car-rental/domain/contract/fund';
import {
  historyPage,
  historySummary,
  rentalDetails,
  saleDetails,
} from '@car-rental/domain/contract/history';
import {
  rentableCarsPage,
  rentalAlerts,
  rentalSummary,
  rentCarAnswer,
  rentedCarsPage,
  returnCarAnswer,
} from '@car-rental/domain/contract/rentals';
import {
  recentlySold,
  carPage as saleCarPage,
  salesSummary,
  sellCarAnswer,
} from '@car-rental/domain/contract/sales';
import { supplierList, supplierView } from '@car-rental/domain/contract/suppliers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDemo } from './demo-test-kit.ts';

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

describe('every demo answer parses with the real answer schema', () => {
  it('reads', async () => {
    const demo = testDemo(21);
    await expectAnswer(userAnswer, demo.get('/auth/me'));
    await expectAnswer(setupStatus, demo.get('/auth/setup'));
    await expectAnswer(z.object({ businessTimezone: z.string() }), demo.get('/config'));
    const dashboard = await expectAnswer(dashboardView, demo.get('/dashboard'));
    expect(dashboard.recentCars).toHaveLength(4);
    expect(dashboard.soldCars).toHaveLength(1);
    for (const status of ['all', 'available', 'rented', 'for-sale', 'paid', 'unpaid']) {
      await expectAnswer(carPage, demo.get('/garage', { status }));
    }
    await expectAnswer(carPage, demo.get('/garage', { paid: 'true', limit: '3' }));
    await expectAnswer(carPage, demo.get('/garage/sold'));
    await expectAnswer(garageSummary, demo.get('/garage/summary'));
    const rented = await expectAnswer(rentedCarsPage, demo.get('/rentals/active'));
    expect(rented.items).toHaveLength(2);
    const alerts = await expectAnswer(rentalAlerts, demo.get('/rentals/alerts'));
    expect(alerts.count).toBeGreaterThanOrEqual(1);
    await expectAnswer(rentableCarsPage, demo.get('/rentals/rentable'));
    await expectAnswer(rentalSummary, demo.get('/rentals/summary'));
    for (const priceRange of ['all', 'under-2m', '2m-4m', 'over-4m']) {
      await expectAnswer(saleCarPage, demo.get('/sales/for-sale', { priceRange }));
    }
    await expectAnswer(recentlySold, demo.get('/sales/recent'));
    await expectAnswer(salesSummary, demo.get('/sales/summary'));
    for (const type of ['all', 'rentals', 'sales']) {
      for (const period of ['all', 'today', 'week', 'month', 'year']) {
        await expectAnswer(historyPage, demo.get('/history', { type, period }));
        await expectAnswer(historySummary, demo.get('/history/summary', { type, period }));
      }
    }
    const history = await expectAnswer(historyPage, demo.get('/history'));
    const rentalRow = history.items.find((row) => row.kind === 'rental')!;
    const saleRow = history.items.find((row) => row.kind === 'sale')!;
    await expectAnswer(rentalDetails, demo.get(`/history/rentals/${rentalRow.id}`));
    await expectAnswer(saleDetails, demo.get(`/history/sales/${saleRow.id}`));
    await expectAnswer(fundSummary, demo.get('/fund'));
    await expectAnswer(fundTransactionPage, demo.get('/fund/transactions', { limit: '5' }));
    await expectAnswer(supplierList, demo.get('/suppliers'));
    const brands = await expectAnswer(brandList, demo.get('/brands'));
    expect(brands.items).toHaveLength(9);
    expect(brands.groups).toHaveLength(4);
    const car = dashboard.recentCars[0]!;
    await expectAnswer(carView, demo.get(`/cars/${car.id}`));
  });

  it('writes', async () => {
    const demo = testDemo(22);
    const rentable = await demo.get<{ items: CarView[] }>('/rentals/rentable');
    const [a, b, c] = rentable.items as [CarView, CarView, CarView];
    const now = demo.clock().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();

    await expectAnswer(carView, demo.post(`/cars/${a.id}/paid`, { isPaid: false }));
    await expectAnswer(carView, demo.post(`/cars/${a.id}/paid`, { isPaid: true }));
    await expectAnswer(carWithMessage, demo.post(`/cars/${a.id}/for-sale`));
    await expectAnswer(carWithMessage, demo.del(`/cars/${a.id}/for-sale`));

    const customer = {
      name: 'Test Customer',
      contact: '+213 550 00 00 00',
      email: 'test@example.dz',
      license: 'L-1',
    };
    const rent = await expectAnswer(
      rentCarAnswer,
      demo.post(`/cars/${b.id}/rent`, { start: iso(now), end: iso(now + 48 * HOUR), customer }),
    );
    await expectAnswer(
      carView,
      demo.post(`/cars/${b.id}/extend`, { newEndDate: iso(now + 72 * HOUR) }),
    );
    demo.clock.advance(50 * HOUR);
    const back = await expectAnswer(
      returnCarAnswer,
      demo.post(`/cars/${b.id}/return`, {
        newMileage: b.mileageKm + 120,
        charges: [{ type: 'fuel', description: 'Refuel', amount: 150_000 }],
      }),
    );
    expect(back.rental.id).toBe(rent.rental.id);
    await expectAnswer(ok, demo.del(`/cars/${b.id}/rentals/${rent.rental.id}`));

    const buyer = { customerName: 'Buyer', customerPhone: '0550', customerLicense: 'B-1' };
    const sold = await expectAnswer(
      sellCarAnswer,
      demo.post(`/cars/${c.id}/sell`, { ...buyer, price: c.salePrice }),
    );
    expect(sold.sale.listedPrice).toBe(c.salePrice);
    await expectAnswer(carView, demo.del(`/cars/${c.id}/sale`));
    await expectAnswer(sellCarAnswer, demo.post(`/cars/${c.id}/sell`, { ...buyer, price: 100 }));
    await expectAnswer(carView, demo.post(`/cars/${c.id}/available`));
    await expectAnswer(ok, demo.del(`/cars/${a.id}`));

    const entry = await expectAnswer(
      fundTransaction,
      demo.post('/fund/transactions', { type: 'add_money', amount: 500_000, description: 'Tip' }),
    );
    await expectAnswer(ok, demo.del(`/fund/transactions/${entry.id}`));
    await expectAnswer(totalBenefitAnswer, demo.post('/fund/benefit/unlock', { pin: '1234' }));
    await expectAnswer(totalBenefitAnswer, demo.get('/fund/benefit'));
    await expectAnswer(ok, demo.post('/fund/benefit/lock'));

    const supplier = await expectAnswer(
      supplierView,
      demo.post('/suppliers', { name: 'New Supplier', email: 'new@supplier.dz', balance: -100 }),
    );
    await expectAnswer(supplierView, demo.patch(`/suppliers/${supplier.id}`, { phone: '021' }));
    await expectAnswer(ok, demo.del(`/suppliers/${supplier.id}`));

    const brand = await expectAnswer(
      brandView,
      demo.post('/brands', { name: 'Dacia', group: 'renault group' }),
    );
    expect(brand.group).toBe('Renault Group');
    await expectAnswer(modelView, demo.post(`/brands/${brand.id}/models`, { name: 'Logan' }));
    await expectAnswer(ok, demo.post('/auth/sign-out'));
  });
});

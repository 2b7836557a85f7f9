import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueModel } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';
import { DAY, HOUR } from '../rentals/rentals.fixtures.ts';

// Issue 28 §10: the money figures of every screen, after one day at the desk, agree with the
// fund's entries and with each other (docs/money-figures.md defines each one).
const T0 = new Date('2026-11-26T08:00:00.000Z'); // 26/11/2026 09:00 in Algiers
const DA = 100;

let server: TestServer;
let api: Client;
let catalogue: { brandId: string; modelId: string };
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  catalogue = await catalogueModel(server.database.db);
  await theDay();
});
afterAll(() => server.close());

const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;

async function ok<T = any>(res: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

async function addCar(body: Record<string, unknown>): Promise<string> {
  const car = await ok(
    api.post('/api/cars', { ...catalogue, mileageKm: 20_000, salePrice: 2_500_000 * DA, ...body }),
    201,
  );
  return car.id;
}

const person = (name: string, license: string, paymentType: 'advance' | 'after' = 'advance') => ({
  name,
  contact: '0699 01 02 03',
  email: 'client@example.dz',
  license,
  paymentType,
});

async function rent(carId: string, start: Date, days: number, customer = person('x', 'DZ-0')) {
  const body = {
    start: start.toISOString(),
    end: new Date(start.getTime() + days * DAY).toISOString(),
    customer,
  };
  return (await ok(api.post(`/api/cars/${carId}/rent`, body), 201)).rental as { id: string };
}

/**
 * The day, in small: a supplier's car re-priced after it was paid, a fuel bill, a
 * rental paid in advance with a cash deposit and 25,425 DA of charges at its return, a
 * rental still out with its advance, a booking cancelled and refunded, a sale undone and a
 * sale kept.
 */
async function theDay() {
  const supplier = await ok(api.post('/api/suppliers', { name: 'Auto Import' }), 201);
  const bought = await addCar({
    supplierId: supplier.id,
    purchasePrice: 1_500_000 * DA,
    isPaid: true,
    dailyRate: 6_500 * DA,
  });
  // the price corrected: a reversal and a new purchase, 1,800,000 DA really spent
  await ok(api.patch(`/api/cars/${bought}`, { purchasePrice: 1_800_000 * DA }), 200);
  await ok(
    api.post('/api/fund/transactions', {
      type: 'add_charge',
      category: 'fuel',
      amount: 20_000 * DA,
      description: 'Fuel for the fleet',
    }),
    201,
  );

  // Karim: 1 day paid in advance (6,500 DA), a 30,000 DA cash deposit, charges at return
  const karimCar = await addCar({ isPaid: true, dailyRate: 6_500 * DA });
  const karim = await rent(karimCar, T0, 1, person('Karim Benali', 'DZ-123456'));
  await ok(
    api.post(`/api/rentals/${karim.id}/check-out`, {
      odometerKm: 20_000,
      inspection: { fuelEighths: 8, marks: [], accessories: [], photos: [], signature },
      deposit: { amount: 30_000 * DA, method: 'cash' },
    }),
    200,
  );

  // Amina: 2 days paid in advance (10,000 DA), still out at the end of the day
  const aminaCar = await addCar({ isPaid: true, dailyRate: 5_000 * DA });
  await rent(aminaCar, T0, 2, person('Amina Saidi', 'DZ-777777'));

  // Yacine: booked for tomorrow with its advance, then cancelled (refunded)
  const cancelledCar = await addCar({ isPaid: true, dailyRate: 5_000 * DA });
  const booking = await rent(
    cancelledCar,
    new Date(T0.getTime() + 26 * HOUR),
    1,
    person('Yacine Haddad', 'DZ-555555'),
  );
  await ok(api.post(`/api/rentals/${booking.id}/cancel`, { reason: 'Plans changed' }), 200);

  // a sale undone, and a sale kept (bought outside the fund for 1,000,000 DA)
  const sale = { customerName: 'Nadia', customerPhone: '0555 98 76 54', customerLicense: 'S-1' };
  const undone = await addCar({ isPaid: true, purchasePrice: 900_000 * DA });
  await ok(api.post(`/api/cars/${undone}/sell`, { ...sale, price: 2_000_000 * DA }), 201);
  await ok(api.delete(`/api/cars/${undone}/sale`), 200);
  const sold = await addCar({ isPaid: true, purchasePrice: 1_000_000 * DA });
  await ok(api.post(`/api/cars/${sold}/sell`, { ...sale, price: 1_200_000 * DA }), 201);

  // Karim back after 24 hours: fuel, km, damage and cleaning, the deposit handed back
  server.clock.set(new Date(T0.getTime() + DAY));
  await ok(
    api.post(`/api/cars/${karimCar}/return`, {
      newMileage: 20_650,
      charges: [
        { type: 'fuel', description: 'Fuel: 3/8', amount: 3_000 * DA },
        { type: 'other', description: 'Km over the allowance', amount: 4_425 * DA },
        { type: 'damage', description: 'Scratch on the door', amount: 15_000 * DA },
        { type: 'cleaning', description: 'Interior cleaning', amount: 3_000 * DA },
      ],
    }),
    200,
  );
}

/** Karim paid 6,500 + 25,425; Amina's 10,000 is an advance; Yacine's advance went back */
const KARIM_PAID = 31_925 * DA;
const RENTAL_MONEY = KARIM_PAID + 10_000 * DA;

async function customerTotals(name: string) {
  const found = await ok(api.get(`/api/customers?q=${encodeURIComponent(name)}`), 200);
  expect(found.items).toHaveLength(1);
  return (await ok(api.get(`/api/customers/${found.items[0].id}`), 200)).totals;
}

describe('the money figures of one day agree (issue 28 §10)', () => {
  it("the Rental dashboard's Total Revenue is the rental money of the fund: charges at return in, refunds out", async () => {
    const summary = await ok(api.get('/api/rentals/summary'), 200);
    expect(summary.totalRevenue).toBe(RENTAL_MONEY);
  });

  it("the History's Rental Revenue counts the charges at return of the rentals it lists", async () => {
    const summary = await ok(api.get('/api/history/summary'), 200);
    expect(summary).toEqual({
      totalRentals: 2,
      totalSales: 1,
      rentalRevenue: KARIM_PAID,
      salesRevenue: 1_200_000 * DA,
      totalRevenue: KARIM_PAID + 1_200_000 * DA,
    });
    // the same under a period filter (read from the per-day summaries) and a search
    const today = await ok(api.get('/api/history/summary?period=today&type=rentals'), 200);
    expect(today.rentalRevenue).toBe(KARIM_PAID);
    const searched = await ok(api.get('/api/history/summary?q=clio'), 200);
    expect(searched.rentalRevenue).toBe(KARIM_PAID);
  });

  it('Total Benefit is the sales profit plus the same rental money', async () => {
    await ok(api.post('/api/fund/benefit/unlock', { pin: TEST_PIN }), 200);
    const benefit = await ok(api.get('/api/fund/benefit'), 200);
    expect(benefit.totalBenefit).toBe(200_000 * DA + RENTAL_MONEY);
  });

  it("a customer's page counts what they paid for their rentals, charges included", async () => {
    expect(await customerTotals('Karim')).toEqual({
      rentals: 1,
      rentalAmount: KARIM_PAID,
      purchases: 0,
      purchaseAmount: 0,
    });
    // an advance paid on a rental still out is money the customer paid
    expect((await customerTotals('Amina')).rentalAmount).toBe(10_000 * DA);
    expect((await customerTotals('Yacine')).rentalAmount).toBe(0);
  });

  it('Total Charges are the real expenses: no reversal, refund, undone sale or deposit movement', async () => {
    const fund = await ok(api.get('/api/fund'), 200);
    expect(fund.totalCharges).toBe(1_800_000 * DA + 20_000 * DA);
  });

  it("the Dashboard's revenue chart counts the rentals' charges as the history does", async () => {
    const chart = await ok(api.get('/api/charts/revenue-by-month'), 200);
    const november = chart.months.find((m: { month: string }) => m.month === '2026-11');
    expect(november).toMatchObject({
      rentalRevenue: KARIM_PAID,
      salesRevenue: 1_200_000 * DA,
      rentals: 2,
      sales: 1,
    });
  });
});

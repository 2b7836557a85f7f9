import type { CarView } from '@car-rental/domain/contract/car';
import type { FundSummary, FundTransaction } from '@car-rental/domain/contract/fund';
import type { HistoryPage } from '@car-rental/domain/contract/history';
import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { signedAmount } from '@car-rental/domain/fund/fund-entry';
import { saleMessage } from '@car-rental/domain/sales/sale-message';
import { describe, expect, it } from 'vitest';
import { testDemo } from './demo-test-kit.ts';

const HOUR = 3_600_000;
type Page<T> = { items: T[]; nextCursor: string | null };

async function allTransactions(demo: ReturnType<typeof testDemo>) {
  const page = await demo.get<Page<FundTransaction>>('/fund/transactions', { limit: '100' });
  expect(page.nextCursor).toBeNull();
  return page.items;
}

describe('a business cycle posts the fund entries the server would', () => {
  it('rent with advance, extend, return with a charge, list, sell, undo, manual entry', async () => {
    const demo = testDemo(31);
    const iso = (ms: number) => new Date(ms).toISOString();
    const car = (await demo.get<Page<CarView>>('/rentals/rentable')).items[0]!;
    const name = `${car.brandName} ${car.modelName}`;
    const rate = car.dailyRate!;
    const before = await allTransactions(demo);
    const rentalsBefore = (await demo.get<HistoryPage>('/history', { type: 'rentals' })).total;
    const start = demo.clock().getTime();

    const customer = {
      name: 'Karima Ait',
      contact: '0550 11 22 33',
      email: 'karima@example.dz',
      license: 'DL-77',
      paymentType: 'advance',
    };
    await demo.post(`/cars/${car.id}/rent`, {
      start: iso(start),
      end: iso(start + 48 * HOUR),
      customer,
    });
    await demo.post(`/cars/${car.id}/extend`, { newEndDate: iso(start + 72 * HOUR) });
    demo.clock.advance(72 * HOUR);
    const charge = { type: 'damage', description: 'Scratch on the door', amount: 800_000 };
    const returned = await demo.post<{ rental: { totalDays: number; finalTotal: number } }>(
      `/cars/${car.id}/return`,
      { newMileage: car.mileageKm + 250, charges: [charge] },
    );
    expect(returned.rental).toMatchObject({ totalDays: 3, finalTotal: 3 * rate + 800_000 });

    const listed = await demo.post<{ message: string }>(`/cars/${car.id}/for-sale`);
    expect(listed.message).toBe('Car marked for sale!');
    const price = car.salePrice! + 100_000;
    const sold = await demo.post<{ message: string }>(`/cars/${car.id}/sell`, {
      customerName: 'Walid Ferhat',
      customerPhone: '0661 44 55 66',
      customerLicense: 'DL-88',
      price,
    });
    expect(sold.message).toBe(saleMessage(price, car.purchasePrice));
    expect(sold.message).toMatch(/^Car sold successfully! Net profit: /);
    const undone = await demo.del<CarView>(`/cars/${car.id}/sale`);
    expect(undone).toMatchObject({ isSold: false, inGarage: true, isForSale: false });

    const manual = await demo.post<FundTransaction>('/fund/transactions', {
      type: 'add_charge',
      amount: 250_000,
      description: '  Car wash  ',
      category: 'expense',
    });
    expect(manual).toMatchObject({ description: 'Car wash', source: 'manual', supplierId: null });
    expect((await allTransactions(demo))[0]!.id).toBe(manual.id);
    await demo.del(`/fund/transactions/${manual.id}`);

    const after = await allTransactions(demo);
    const added = after.filter((entry) => !before.some((old) => old.id === entry.id));
    const shape = ({ type, amount, description, category, source }: FundTransaction) => ({
      type,
      amount,
      description,
      category,
      source,
    });
    // newest first
    expect(added.map(shape)).toEqual([
      {
        type: 'add_charge',
        amount: price,
        description: `Car Sale Reversal - ${name}`,
        category: 'sale',
        source: 'action',
      },
      {
        type: 'add_money',
        amount: price,
        description: `Car Sale Revenue - ${name}`,
        category: 'sale',
        source: 'action',
      },
      {
        type: 'add_money',
        amount: rate + 800_000,
        description: `Rental Balance - ${name}`,
        category: 'rental',
        source: 'action',
      },
      {
        type: 'add_money',
        amount: 2 * rate,
        description: `Rental Payment (Advance) - ${name}`,
        category: 'rental',
        source: 'action',
      },
    ]);

    const fund = await demo.get<FundSummary>('/fund');
    const sum = after.reduce((total, entry) => total + signedAmount(entry), 0);
    expect(fund.currentBalance).toBe(sum);
    expect(fund.transactionCount).toBe(after.length);
    expect(fund.totalCharges).toBe(
      after.filter((e) => e.type === 'add_charge').reduce((t, e) => t + e.amount, 0),
    );
    expect(fund.lastUpdated).toBe(after[0]!.timestamp);

    const history = await demo.get<HistoryPage>('/history', { type: 'rentals' });
    expect(history.total).toBe(rentalsBefore + 1);
    expect(history.items[0]).toMatchObject({
      kind: 'rental',
      carId: car.id,
      amount: 3 * rate,
      chargesTotal: 800_000,
      finalTotal: 3 * rate + 800_000,
      distanceKm: 250,
    });
    expect((await demo.get<CarView>(`/cars/${car.id}`)).mileageKm).toBe(car.mileageKm + 250);
  });

  it('cancels a booking from tomorrow: the advance refunded, the car free, a cancelled record', async () => {
    const demo = testDemo(32);
    const iso = (ms: number) => new Date(ms).toISOString();
    const car = (await demo.get<Page<CarView>>('/rentals/rentable')).items[0]!;
    const balance = (await demo.get<FundSummary>('/fund')).currentBalance;
    const start = demo.clock().getTime() + 24 * HOUR;
    await demo.post(`/cars/${car.id}/rent`, {
      start: iso(start),
      end: iso(start + 72 * HOUR),
      customer: {
        name: 'Karima Ait',
        contact: '0550 11 22 33',
        email: 'karima@example.dz',
        license: 'DL-77',
        paymentType: 'advance',
      },
    });
    await expect(
      demo.post(`/cars/${car.id}/return`, { newMileage: car.mileageKm, charges: [] }),
    ).rejects.toMatchObject({ code: 'rental_not_started' });
    const cancelled = await demo.post<{ car: CarView; rental: { cancelledAt: string } }>(
      `/cars/${car.id}/cancel-rental`,
    );
    expect(cancelled.car.rental).toBeNull();
    expect(cancelled.rental.cancelledAt).toBe(demo.clock().toISOString());
    const [refund] = await allTransactions(demo);
    expect(refund).toMatchObject({
      type: 'add_charge',
      amount: 3 * car.dailyRate!,
      description: `Rental Cancelled - Refund - ${car.brandName} ${car.modelName}`,
    });
    expect((await demo.get<FundSummary>('/fund')).currentBalance).toBe(balance);
    const history = await demo.get<HistoryPage>('/history', { type: 'rentals' });
    expect(history.items[0]).toMatchObject({
      carId: car.id,
      amount: 0,
      cancelledAt: expect.any(String),
    });
  });

  it('keeps the seeded ledger consistent: balance = sum of entries, supplier balances', async () => {
    const demo = testDemo(8);
    const entries = await allTransactions(demo);
    const fund = await demo.get<FundSummary>('/fund');
    expect(fund.currentBalance).toBe(entries.reduce((t, e) => t + signedAmount(e), 0));
    expect(fund.currentBalance).toBeGreaterThan(0);
    const suppliers = (await demo.get<{ items: SupplierView[] }>('/suppliers')).items;
    // every seeded car was paid: a supplier stands at its opening balance plus payments
    const oran = suppliers.find((s) => s.name === 'Eurl Oran Motors')!;
    expect(oran.openingBalance).toBe(-4_500_000);
    expect(oran.balance).toBe(-3_000_000);
    for (const s of suppliers.filter((s) => s !== oran)) expect(s.balance).toBe(s.openingBalance);
  });

  it('books an after-payment rental on return, and deleting its record takes it back', async () => {
    const demo = testDemo(9);
    const car = (await demo.get<Page<CarView>>('/rentals/rentable')).items[1]!;
    const now = demo.clock().getTime();
    const customer = { name: 'N', contact: '021', email: 'n@n.dz', license: 'L' };
    const rented = await demo.post<{ rental: { id: string; paymentType: string } }>(
      `/cars/${car.id}/rent`,
      {
        start: new Date(now).toISOString(),
        end: new Date(now + 30 * HOUR).toISOString(),
        customer,
      },
    );
    expect(rented.rental.paymentType).toBe('after');
    demo.clock.advance(25 * HOUR);
    await demo.post(`/cars/${car.id}/return`, { newMileage: car.mileageKm });
    await demo.del(`/cars/${car.id}/rentals/${rented.rental.id}`);
    const [deleted, paid] = await allTransactions(demo);
    const name = `${car.brandName} ${car.modelName}`;
    expect(paid).toMatchObject({
      type: 'add_money',
      amount: 2 * car.dailyRate!,
      description: `Rental Payment - ${name}`,
    });
    expect(deleted).toMatchObject({
      type: 'add_charge',
      amount: 2 * car.dailyRate!,
      description: `Rental Record Deleted - ${name}`,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { renderMessage } from '../messages.ts';
import { SUPPLIER_PAYMENT_CHOICE_DETAIL, setCarPaid } from './set-car-paid.ts';
import { aCar, clio } from './test-car.ts';

describe('setCarPaid', () => {
  it('marks an unpaid car paid and charges its purchase', () => {
    const { car, entries } = setCarPaid(aCar({ isPaid: false }), true, clio);
    expect(car.isPaid).toBe(true);
    expect(entries.map((e) => [e.type, e.amount, e.description])).toEqual([
      ['add_charge', 150_000_000, 'Car Purchase - Renault Clio'],
    ]);
  });

  it('marks a paid car unpaid and reverses its purchase', () => {
    const { car, entries } = setCarPaid(aCar({ isPaid: true }), false, clio);
    expect(car.isPaid).toBe(false);
    expect(entries.map((e) => [e.type, e.description])).toEqual([
      ['add_money', 'Car Purchase Reversal - Renault Clio'],
    ]);
  });

  it('posts nothing when the status does not change', () => {
    expect(setCarPaid(aCar({ isPaid: true }), true, clio).entries).toEqual([]);
  });

  it('is refused while the car is rented', () => {
    expect(() => setCarPaid(aCar({ isRented: true }), false, clio)).toThrow(
      expect.objectContaining({
        code: 'car_rented',
        message: 'Cannot change payment status while the car is rented.',
      }),
    );
  });

  it('is allowed for a sold car', () => {
    const sold = aCar({ isSold: true, inGarage: false, isPaid: false });
    expect(setCarPaid(sold, true, clio).car.isPaid).toBe(true);
  });

  describe('when the supplier has already been paid (issue 11)', () => {
    const unpaid = aCar({ isPaid: false });

    it('asks how the car was paid when the supplier balance covers it', () => {
      // the issue: a 1,000,000 DA car, then a 1,000,000 DA Supplier Payment: balance 0
      expect(() => setCarPaid(unpaid, true, clio, { supplierBalance: 0, booked: null })).toThrow(
        expect.objectContaining({
          code: 'supplier_payment_choice_required',
          message: renderMessage(SUPPLIER_PAYMENT_CHOICE_DETAIL),
        }),
      );
      expect(() => setCarPaid(unpaid, true, clio, { supplierBalance: 5_000 })).toThrow(
        expect.objectContaining({ code: 'supplier_payment_choice_required' }),
      );
    });

    it('does not ask while the supplier is still owed for this car', () => {
      const { entries } = setCarPaid(unpaid, true, clio, { supplierBalance: -150_000_000 });
      expect(entries.map((e) => [e.type, e.amount])).toEqual([['add_charge', 150_000_000]]);
      // partly paid: the balance still shows a debt, the toggle books as before
      expect(setCarPaid(unpaid, true, clio, { supplierBalance: -1 }).entries).toHaveLength(1);
    });

    it('paid by the existing payments: Paid, and nothing booked', () => {
      const change = setCarPaid(unpaid, true, clio, {
        supplierBalance: 0,
        booked: null,
        settledBy: 'existing_payments',
      });
      expect(change.car.isPaid).toBe(true);
      expect(change.entries).toEqual([]);
    });

    it('paid by a new payment: the purchase is booked as usual', () => {
      const { entries } = setCarPaid(unpaid, true, clio, {
        supplierBalance: 0,
        booked: null,
        settledBy: 'new_payment',
      });
      expect(entries.map((e) => [e.type, e.amount, e.description])).toEqual([
        ['add_charge', 150_000_000, 'Car Purchase - Renault Clio'],
      ]);
    });

    it('marking Unpaid reverses only what the fund booked', () => {
      const paid = aCar({ isPaid: true });
      expect(setCarPaid(paid, false, clio, { booked: null }).entries).toEqual([]);
      const booked = { supplierId: 'supplier-1', amount: 150_000_000 };
      expect(setCarPaid(paid, false, clio, { booked }).entries.map((e) => e.type)).toEqual([
        'add_money',
      ]);
    });

    it('a car without a supplier or price never asks', () => {
      const noSupplier = aCar({ isPaid: false, supplierId: null });
      expect(setCarPaid(noSupplier, true, clio, { supplierBalance: 0 }).entries).toEqual([]);
    });
  });
});

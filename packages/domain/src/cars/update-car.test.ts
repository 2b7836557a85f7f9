import { describe, expect, it } from 'vitest';
import { mayPerform } from '../auth/permissions.ts';
import { aCar, same } from './test-car.ts';
import {
  assertMayEditPurchase,
  changesPaidPurchase,
  paidPurchaseOperation,
  updateCar,
} from './update-car.ts';

describe('updateCar', () => {
  it('changes only the given fields', () => {
    const before = aCar();
    const { car, entries } = updateCar(before, { year: 2020, color: 'Red' }, same);
    expect(car).toEqual({ ...before, year: 2020, color: 'Red' });
    expect(entries).toEqual([]);
  });

  it('clears optional fields given as null', () => {
    const { car } = updateCar(
      aCar(),
      { year: null, plate: null, fuel: null, transmission: null, dailyRate: null },
      same,
    );
    expect(car).toMatchObject({
      year: null,
      plate: null,
      fuel: null,
      transmission: null,
      dailyRate: null,
    });
  });

  it('ignores fields that are not on the form (payment, rental, sale state)', () => {
    const before = aCar({ isPaid: false });
    const patch = { isPaid: true, isSold: true, inGarage: false } as never;
    expect(updateCar(before, patch, same).car).toEqual(before);
  });

  it('refuses to change the mileage of a rented car', () => {
    expect(() => updateCar(aCar({ isRented: true }), { mileageKm: 12_000 }, same)).toThrow(
      expect.objectContaining({
        code: 'car_rented',
        message: 'Cannot change the mileage of a rented car.',
      }),
    );
  });

  it('lets a rented car keep its mileage and change other fields', () => {
    const before = aCar({ isRented: true });
    const { car } = updateCar(before, { mileageKm: before.mileageKm, color: 'Blue' }, same);
    expect(car.color).toBe('Blue');
  });

  it('changes the mileage of a car that is not rented', () => {
    expect(updateCar(aCar(), { mileageKm: 0 }, same).car.mileageKm).toBe(0);
  });

  it('refuses more than 5 images', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => `https://img.example/${n}.jpg`);
    expect(() => updateCar(aCar(), { images: six }, same)).toThrow(
      expect.objectContaining({ code: 'too_many_images' }),
    );
  });

  it('takes a listed car off sale when its sale price is cleared or set to 0', () => {
    const listed = aCar({ isForSale: true });
    expect(updateCar(listed, { salePrice: null }, same).car.isForSale).toBe(false);
    expect(updateCar(listed, { salePrice: 0 }, same).car.isForSale).toBe(false);
    expect(updateCar(listed, { salePrice: 5 }, same).car.isForSale).toBe(true);
  });

  it('re-posts the purchase of a paid car whose price changes', () => {
    const { entries } = updateCar(aCar(), { purchasePrice: 100 }, same);
    expect(entries.map((e) => [e.type, e.amount])).toEqual([
      ['add_money', 150_000_000],
      ['add_charge', 100],
    ]);
  });

  it('posts nothing when the price of an unpaid car changes', () => {
    expect(updateCar(aCar({ isPaid: false }), { purchasePrice: 100 }, same).entries).toEqual([]);
  });

  it('reverses the purchase of a paid car whose supplier is cleared', () => {
    const { car, entries } = updateCar(aCar(), { supplierId: null }, same);
    expect(car.supplierId).toBeNull();
    expect(entries.map((e) => [e.type, e.supplierId])).toEqual([['add_money', 'supplier-1']]);
  });
});

describe("a paid car's money (issue 28 §7)", () => {
  it('is its purchase price and supplier, and only once the car is paid', () => {
    expect(changesPaidPurchase(aCar(), { purchasePrice: 100 })).toBe(true);
    expect(changesPaidPurchase(aCar(), { supplierId: 'supplier-2' })).toBe(true);
    expect(changesPaidPurchase(aCar(), { supplierId: null })).toBe(true);
    expect(changesPaidPurchase(aCar(), { purchasePrice: null })).toBe(true);
    expect(changesPaidPurchase(aCar(), { purchasePrice: 150_000_000 })).toBe(false);
    expect(changesPaidPurchase(aCar(), { supplierId: 'supplier-1' })).toBe(false);
    expect(changesPaidPurchase(aCar(), {})).toBe(false);
    expect(changesPaidPurchase(aCar({ isPaid: false }), { purchasePrice: 100 })).toBe(false);
  });

  it("is changed under the Paid switch's permission: refused to an agent", () => {
    expect(paidPurchaseOperation).toBe('setCarPaid');
    for (const role of ['owner', 'manager', 'agent'] as const) {
      const edit = () => assertMayEditPurchase(role, aCar(), { purchasePrice: 100 });
      if (mayPerform(role, 'setCarPaid')) expect(edit).not.toThrow();
      else expect(edit).toThrow(expect.objectContaining({ code: 'forbidden' }));
    }
    expect(() => assertMayEditPurchase('agent', aCar(), { color: 'Red' } as never)).not.toThrow();
    expect(() => assertMayEditPurchase(undefined, aCar(), { supplierId: null })).toThrow();
  });
});

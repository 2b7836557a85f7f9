import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../test/expect-refusal.ts';
import { deleteRentalHistory } from './delete-rental-history.ts';

const car = { brandName: 'Renault', modelName: 'Clio' };
const finished = {
  carId: 'car-1',
  returnedAt: new Date('2026-06-14T09:00:00.000Z'),
  totalAmount: 3_000_000,
  chargeAmounts: [150_000, 50_000],
};

describe('deleteRentalHistory', () => {
  it('refuses an unknown record with 404', () => {
    const error = expectRefusal(() => deleteRentalHistory('car-1', undefined, car));
    expect(error.code).toBe('rental_not_found');
    expect(error.status).toBe(404);
    expect(error.message).toBe('Rental record not found');
  });

  it("refuses another car's record with 404", () => {
    const error = expectRefusal(() => deleteRentalHistory('car-2', finished, car));
    expect(error.code).toBe('rental_not_found');
  });

  it('refuses an active rental with 409', () => {
    const error = expectRefusal(() =>
      deleteRentalHistory('car-1', { ...finished, returnedAt: null, totalAmount: null }, car),
    );
    expect(error.code).toBe('rental_active');
    expect(error.status).toBe(409);
    expect(error.message).toBe('An active rental cannot be deleted; return the car first.');
  });

  it('reverses what the record brought in: total plus charges', () => {
    expect(deleteRentalHistory('car-1', finished, car).fundEntries).toEqual([
      {
        type: 'add_charge',
        amount: 3_200_000,
        description: 'Rental Record Deleted - Renault Clio',
        category: 'rental',
      },
    ]);
  });
});

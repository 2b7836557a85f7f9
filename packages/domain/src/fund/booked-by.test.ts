import { describe, expect, it } from 'vitest';
import { bookedBy } from './booked-by.ts';

describe('bookedBy', () => {
  it('names the action an entry came from, none for a manual entry', () => {
    const entry = { source: 'action' as const, rentalId: null, saleId: null, category: 'other' };
    expect(bookedBy({ ...entry, source: 'manual', rentalId: 'r' })).toBeNull();
    expect(bookedBy({ ...entry, rentalId: 'r' })).toBe('rental');
    expect(bookedBy({ ...entry, saleId: 's' })).toBe('sale');
    expect(bookedBy(entry)).toBe('car_purchase');
    // issue 31: a drawer's close books its cash difference
    expect(bookedBy({ ...entry, category: 'cash_difference' })).toBe('cash_close');
    // issue 32: a car's service record or paper books its cost and its reversal
    for (const category of ['maintenance', 'insurance', 'car_papers']) {
      expect(bookedBy({ ...entry, category })).toBe('car_care');
    }
    expect(bookedBy({ ...entry, category: 'supplier' })).toBe('car_purchase');
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { expectRefusal } from '../test/expect-refusal.ts';
import { NOT_SOLD, undoSale } from './undo-sale.ts';

describe('undoSale', () => {
  it('puts the car back in the garage, unlisted, and reverses the revenue', () => {
    const outcome = undoSale({
      brandName: 'Fiat',
      modelName: 'Tipo',
      sale: { finalPrice: 123_400 },
    });
    expect(outcome.carChanges).toEqual({ inGarage: true, isForSale: false });
    expect(outcome.fundEntries).toEqual([
      {
        type: 'add_charge',
        amount: 123_400,
        description: 'Car Sale Reversal - Fiat Tipo',
        category: 'sale',
      },
    ]);
  });

  it('refuses a car that is not sold', () => {
    expect(() => undoSale({ brandName: 'Fiat', modelName: 'Tipo', sale: null })).toThrow(
      new DomainError('car_not_sold', NOT_SOLD),
    );
    const error = expectRefusal(() =>
      undoSale({ brandName: 'Fiat', modelName: 'Tipo', sale: null }),
    );
    expect(error.code).toBe('car_not_sold');
    expect(error.message).toBe('Car not found or not sold');
  });
});

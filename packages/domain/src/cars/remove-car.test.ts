import { describe, expect, it } from 'vitest';
import { removeCar } from './remove-car.ts';
import { aCar } from './test-car.ts';

const now = new Date('2026-06-15T10:00:00.000Z');

describe('removeCar', () => {
  it('soft-deletes at now and moves no money', () => {
    expect(removeCar(aCar(), now)).toEqual({ deletedAt: now, entries: [] });
  });

  it('removes a sold car too', () => {
    expect(removeCar(aCar({ isSold: true, inGarage: false }), now).deletedAt).toEqual(now);
  });

  it("is refused while rented: Can't Remove", () => {
    expect(() => removeCar(aCar({ isRented: true }), now)).toThrow(
      expect.objectContaining({ code: 'car_rented', message: "Can't Remove: the car is rented." }),
    );
  });
});

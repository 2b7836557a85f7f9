import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { fundFigures } from '../fund/money-figures.ts';
import { checkServiceAllowed, paperCharge, reversalOf, serviceCharge } from './care.ts';
import { serviceTypes } from './service-types.ts';

const car = { brandName: 'Renault', modelName: 'Clio', plate: '12345-116-16' };

describe('a car’s care in the fund', () => {
  it('posts one charge per cost, none at no cost, in maintenance, insurance or car_papers', () => {
    expect(serviceCharge(car, { type: 'brakes', cost: 0 })).toEqual([]);
    expect(serviceCharge(car, { type: 'brakes', cost: 900_000 })).toEqual([
      {
        type: 'add_charge',
        amount: 900_000,
        description: 'Maintenance - Brakes - Renault Clio (12345-116-16)',
        category: 'maintenance',
      },
    ]);
    expect(paperCharge(car, { kind: 'insurance', cost: 1 })[0]!.category).toBe('insurance');
    expect(paperCharge(car, { kind: 'vignette', cost: 1 })[0]!.category).toBe('car_papers');
    expect(paperCharge(car, { kind: 'other', title: 'Leasing', cost: 1 })[0]!.description).toBe(
      'Leasing - Renault Clio (12345-116-16)',
    );
  });

  it('a reversal takes the charge back: balance, charges and other income as before', () => {
    for (const [charge] of [
      serviceCharge(car, { type: 'tyres', cost: 2_000_000 }),
      paperCharge(car, { kind: 'insurance', cost: 4_500_000 }),
      paperCharge(car, { kind: 'technical_inspection', cost: 250_000 }),
    ]) {
      const figures = fundFigures([charge!, reversalOf(charge!)]);
      expect(figures).toMatchObject({ balance: 0, charges: 0, otherIncome: 0 });
    }
  });

  it('a car out takes a repair only', () => {
    for (const type of serviceTypes) {
      expect(() => checkServiceAllowed(false, type)).not.toThrow();
      if (type === 'repair') expect(() => checkServiceAllowed(true, type)).not.toThrow();
      else expect(() => checkServiceAllowed(true, type)).toThrow(DomainError);
    }
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { describeWrite, setLabelCache } from './write-label.ts';

describe('describeWrite', () => {
  it('names a fund entry by its type, description and amount', () => {
    const label = describeWrite(
      'addFundTransaction',
      {},
      { type: 'add_charge', amount: 150_000, description: 'Fuel', category: 'fuel' },
    );
    expect(label.key).toBe('addCharge');
    expect(label.values.description).toBe('Fuel');
    expect(label.values.amount).toMatch(/^1[\s\u202f\u00a0]500 DA$/);
  });

  it('names a drawer’s close and reopening by their day', () => {
    const params = { userId: 'u1', day: '2026-11-26' };
    expect(describeWrite('closeDrawer', params, { countedCash: 100 })).toEqual({
      key: 'closeDrawer',
      values: { date: '26 Nov 2026' },
    });
    expect(describeWrite('reopenDrawer', params, { reason: 'Recount' }).key).toBe('reopenDrawer');
  });

  it('names a supplier by its name, and tells adding, editing and deleting apart', () => {
    expect(describeWrite('addSupplier', {}, { name: 'Atlas' })).toEqual({
      key: 'addSupplier',
      values: { name: 'Atlas' },
    });
    expect(describeWrite('updateSupplier', { id: 's1' }, { name: 'Atlas' }).key).toBe(
      'updateSupplier',
    );
    expect(describeWrite('deleteSupplier', { id: 's1' }, undefined).key).toBe('deleteSupplier');
  });

  it('finds the car of a car action in the cached screens, with its customer', () => {
    const client = new QueryClient();
    client.setQueryData(['rentals', 'active', {}], {
      pages: [{ items: [{ id: 'c1', brandName: 'Skoda', modelName: 'Octavia', plate: 'P-1' }] }],
      pageParams: [null],
    });
    setLabelCache(client);
    expect(
      describeWrite('rentCar', { id: 'c1' }, { customer: { name: 'Yacine' }, start: '', end: '' }),
    ).toEqual({ key: 'rent', values: { car: 'Skoda Octavia (P-1)', customer: 'Yacine' } });
    expect(describeWrite('returnCar', { id: 'c1' }, { newMileage: 1 }).key).toBe('return');
    expect(describeWrite('sellCar', { id: 'c2' }, { customerName: 'Amel' })).toEqual({
      key: 'sellUnnamed',
      values: { car: '', customer: 'Amel' },
    });
    expect(describeWrite('removeFromSale', { id: 'c1' }, undefined).key).toBe('removeFromSale');
    expect(describeWrite('setCarPaid', { id: 'c1' }, { isPaid: false }).key).toBe('setUnpaid');
    expect(describeWrite('deleteRentalHistory', { id: 'c1', rentalId: 'r1' }, undefined).key).toBe(
      'deleteRental',
    );
    expect(describeWrite('cancelRental', { id: 'c1' }, undefined).key).toBe('cancelRental');
  });

  it('falls back to a general label for an action it does not know', () => {
    expect(describeWrite('updateSettings', {}, {}).key).toBe('other');
    expect(describeWrite(undefined, {}, {}).key).toBe('other');
  });
});

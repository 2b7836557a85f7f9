import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { describeWrite, setLabelCache } from './write-label.ts';

describe('describeWrite', () => {
  it('names a fund entry by its type, description and amount', () => {
    const label = describeWrite('POST', '/fund/transactions', {
      type: 'add_charge',
      amount: 150_000,
      description: 'Fuel',
      category: 'fuel',
    });
    expect(label.key).toBe('addCharge');
    expect(label.values.description).toBe('Fuel');
    expect(label.values.amount).toMatch(/^1[\s\u202f\u00a0]500 DA$/);
  });

  it('names a supplier by its name, and tells adding, editing and deleting apart', () => {
    expect(describeWrite('POST', '/suppliers', { name: 'Atlas' })).toEqual({
      key: 'addSupplier',
      values: { name: 'Atlas' },
    });
    expect(describeWrite('PATCH', '/suppliers/s1', { name: 'Atlas' }).key).toBe('updateSupplier');
    expect(describeWrite('DELETE', '/suppliers/s1', undefined).key).toBe('deleteSupplier');
  });

  it('finds the car of a car action in the cached screens, with its customer', () => {
    const client = new QueryClient();
    client.setQueryData(['rentals', 'active', {}], {
      pages: [{ items: [{ id: 'c1', brandName: 'Skoda', modelName: 'Octavia', plate: 'P-1' }] }],
      pageParams: [null],
    });
    setLabelCache(client);
    expect(
      describeWrite('POST', '/cars/c1/rent', { customer: { name: 'Yacine' }, start: '', end: '' }),
    ).toEqual({ key: 'rent', values: { car: 'Skoda Octavia (P-1)', customer: 'Yacine' } });
    expect(describeWrite('POST', '/cars/c1/return', { newMileage: 1 }).key).toBe('return');
    expect(describeWrite('POST', '/cars/c2/sell', { customerName: 'Amel' })).toEqual({
      key: 'sellUnnamed',
      values: { car: '', customer: 'Amel' },
    });
    expect(describeWrite('DELETE', '/cars/c1/for-sale', undefined).key).toBe('removeFromSale');
    expect(describeWrite('POST', '/cars/c1/paid', { isPaid: false }).key).toBe('setUnpaid');
    expect(describeWrite('DELETE', '/cars/c1/rentals/r1', undefined).key).toBe('deleteRental');
  });

  it('falls back to a general label for an action it does not know', () => {
    expect(describeWrite('POST', '/settings/x', {}).key).toBe('other');
  });
});

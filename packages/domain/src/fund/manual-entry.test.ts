import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { renderMessage } from '../messages.ts';
import { expectRefusal } from '../test/expect-refusal.ts';
import { manualEntry, manualEntryErrors, messages } from './manual-entry.ts';

const valid = {
  type: 'add_money' as const,
  amount: 1_000,
  description: ' Cash ',
  category: 'income',
};
const supplierId = '6f1c3a1e-8b1d-4c39-9a4f-1e0d2a3b4c5d';

describe('manual fund entry', () => {
  it('trims the description and drops no supplier for a plain entry', () => {
    expect(manualEntry(valid)).toEqual({
      type: 'add_money',
      amount: 1_000,
      description: 'Cash',
      category: 'income',
      supplierId: null,
    });
  });

  it('refuses an amount of 0 or below', () => {
    expect(manualEntryErrors({ ...valid, amount: 0 })).toEqual([
      { path: 'amount', message: renderMessage(messages.amount), key: messages.amount },
    ]);
    expect(manualEntryErrors({ ...valid, amount: -5 })[0]?.message).toBe(
      'Amount must be greater than 0',
    );
  });

  it('refuses a blank description', () => {
    expect(manualEntryErrors({ ...valid, description: '   ' })).toEqual([
      { path: 'description', message: 'Description is required', key: messages.description },
    ]);
  });

  it("refuses a category of the other type's list", () => {
    expect(manualEntryErrors({ ...valid, category: 'fuel' })).toEqual([
      { path: 'category', message: renderMessage(messages.category), key: messages.category },
    ]);
    expect(manualEntryErrors({ ...valid, type: 'add_charge', category: 'fuel' })).toEqual([]);
  });

  it('requires a supplier for a supplier payment and allows it nowhere else', () => {
    expect(manualEntryErrors({ ...valid, category: 'supplier' })).toEqual([
      { path: 'supplierId', message: 'Please select a supplier', key: messages.supplierRequired },
    ]);
    expect(manualEntryErrors({ ...valid, supplierId })).toEqual([
      {
        path: 'supplierId',
        message: renderMessage(messages.supplierNotAllowed),
        key: messages.supplierNotAllowed,
      },
    ]);
    expect(
      manualEntry({ ...valid, type: 'add_charge', category: 'supplier', supplierId }).supplierId,
    ).toBe(supplierId);
  });

  it('throws a validation refusal carrying every field error', () => {
    const error = expectRefusal(() => manualEntry({ ...valid, amount: 0, description: '' }));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toHaveLength(2);
  });
});

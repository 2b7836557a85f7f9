import { DomainError, type FieldError, type FieldRefusal, fieldError } from '../errors.ts';
import type { Centimes } from '../money.ts';
import { isCategoryOf, SUPPLIER_CATEGORY } from './fund-categories.ts';
import type { FundEntry, FundTransactionType } from './fund-entry.ts';

export interface ManualEntryInput {
  type: FundTransactionType;
  amount: Centimes;
  description: string;
  category: string;
  supplierId?: string | null | undefined;
}

export const messages = {
  amount: 'fields.amountPositive',
  description: 'fields.descriptionRequired',
  category: 'fields.categoryChoice',
  supplierRequired: 'fields.supplierRequired',
  supplierNotAllowed: 'fields.supplierNotAllowed',
} as const;

/** §5 Fund forms: what an Add Money / Add Charge entry must satisfy, as field errors */
export function manualEntryErrors(input: ManualEntryInput): FieldError[] {
  const errors: FieldRefusal[] = [];
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    errors.push({ path: 'amount', key: messages.amount });
  }
  if (input.description.trim() === '') {
    errors.push({ path: 'description', key: messages.description });
  }
  if (!isCategoryOf(input.type, input.category)) {
    errors.push({ path: 'category', key: messages.category });
  }
  const hasSupplier = input.supplierId !== undefined && input.supplierId !== null;
  if (input.category === SUPPLIER_CATEGORY && !hasSupplier) {
    errors.push({ path: 'supplierId', key: messages.supplierRequired });
  }
  if (input.category !== SUPPLIER_CATEGORY && hasSupplier) {
    errors.push({ path: 'supplierId', key: messages.supplierNotAllowed });
  }
  return errors.map(fieldError);
}

/** the fund entry a person adds by hand, or a validation refusal */
export function manualEntry(input: ManualEntryInput): FundEntry {
  const errors = manualEntryErrors(input);
  if (errors.length > 0) {
    throw new DomainError('validation_failed', errors[0]!.key, {}, errors);
  }
  return {
    type: input.type,
    amount: input.amount,
    description: input.description.trim(),
    category: input.category,
    supplierId: input.category === SUPPLIER_CATEGORY ? (input.supplierId ?? null) : null,
  };
}

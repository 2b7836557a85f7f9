import type { FundTransactionType } from './fund-entry.ts';

export interface CategoryOption {
  value: string;
  label: string;
}

/** §9 Add Money categories, in the order the form lists them */
export const moneyCategories = [
  { value: 'income', label: 'Income' },
  { value: 'rental', label: 'Rental Payment' },
  { value: 'sale', label: 'Car Sale' },
  { value: 'supplier', label: 'Supplier Payment' },
  { value: 'deposit', label: 'Deposit' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly CategoryOption[];

/** §9 Add Charge categories, in the order the form lists them */
export const chargeCategories = [
  { value: 'fuel', label: 'Fuel' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'supplier', label: 'Supplier Payment' },
  { value: 'expense', label: 'Expense' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly CategoryOption[];

export const DEFAULT_CATEGORY = 'other';
export const SUPPLIER_CATEGORY = 'supplier';

export function categoriesFor(type: FundTransactionType): readonly CategoryOption[] {
  return type === 'add_money' ? moneyCategories : chargeCategories;
}

export function isCategoryOf(type: FundTransactionType, category: string): boolean {
  return categoriesFor(type).some((option) => option.value === category);
}

/**
 * The label of any category an entry can carry, including those only actions post
 * (a sale reversal is an add_charge in 'sale'); unknown values show as they are.
 */
export function categoryLabel(category: string): string {
  const option = [...moneyCategories, ...chargeCategories].find((o) => o.value === category);
  return option?.label ?? category;
}

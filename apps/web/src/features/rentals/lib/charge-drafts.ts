import type { chargeType } from '@car-rental/domain/contract/rentals';
import type { z } from 'zod';
import { parseDinars } from '../../../lib/format.ts';

export const CHARGE_TYPES = [
  'cleaning',
  'repair',
  'fuel',
  'damage',
  'other',
] as const satisfies readonly z.infer<typeof chargeType>[];

/** a charge as typed in the Return dialog: the amount is the text of the dinars input */
export interface ChargeDraft {
  key: number;
  type: (typeof CHARGE_TYPES)[number];
  description: string;
  amount: string;
  /** a charge the check-in proposed: its key (fuel, km, late, damage:<markId>) */
  source?: string | undefined;
  /** true once the desk has changed a proposed charge: new proposals no longer update it */
  edited?: boolean | undefined;
}

export interface ChargeProblems {
  description?: 'descriptionRequired';
  amount?: 'amountRequired' | 'amountInvalid';
}

let nextKey = 1;
export const newCharge = (): ChargeDraft => ({
  key: nextKey++,
  type: 'other',
  description: '',
  amount: '',
});

/** what is wrong with a charge (spec §5: a non-empty description and an amount of 0 or more) */
export function chargeProblems(charge: ChargeDraft): ChargeProblems | undefined {
  const problems: ChargeProblems = {};
  if (charge.description.trim() === '') problems.description = 'descriptionRequired';
  const amount = parseDinars(charge.amount);
  if (amount === undefined) problems.amount = 'amountRequired';
  else if (amount < 0) problems.amount = 'amountInvalid';
  return problems.description || problems.amount ? problems : undefined;
}

/** the charges as the API takes them (amounts in centimes) */
export function toChargeInputs(charges: readonly ChargeDraft[]) {
  return charges.map((charge) => ({
    type: charge.type,
    description: charge.description.trim(),
    amount: parseDinars(charge.amount) ?? 0,
  }));
}

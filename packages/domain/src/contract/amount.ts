import { z } from 'zod';
import '../zod-messages.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT } from '../money.ts';

/**
 * Issue 28 §3: an amount the desk types (a rate, a price, a charge): whole centimes from 0
 * to the business maximum (MAX_AMOUNT, 10^12 DA). Answers keep `centimes` (any exact
 * whole number): a sum of many amounts may pass the maximum.
 */
export const amountInput = z
  .number({ error: 'fields.amountNumber' })
  .int('fields.amountWhole')
  .min(0, 'fields.amountNegative')
  .max(MAX_AMOUNT, AMOUNT_TOO_LARGE);

/**
 * A signed amount the desk types (a supplier's opening balance, negative when the agency
 * owes): whole centimes within the business maximum either way.
 */
export const signedAmountInput = z
  .number({ error: 'fields.amountNumber' })
  .int('fields.amountWhole')
  .min(-MAX_AMOUNT, AMOUNT_TOO_LARGE)
  .max(MAX_AMOUNT, AMOUNT_TOO_LARGE);

import { z } from 'zod';
import { id, isoDateTime, optionalText, requiredText } from './common.ts';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** the basic address shape the forms ask for: something@something.something */
export const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** a signed amount in centimes: a supplier balance may be negative */
export const signedCentimes = z
  .number({ error: 'Amount must be a number' })
  .int('Amount must be a whole number of centimes')
  .min(-Number.MAX_SAFE_INTEGER, 'Amount is too large')
  .max(Number.MAX_SAFE_INTEGER, 'Amount is too large');

export const supplierName = requiredText('Supplier name is required', 200);

const optionalEmail = optionalText(254).refine(
  (value) => value === undefined || emailShape.test(value),
  EMAIL_MESSAGE,
);

export const addSupplierBody = z.object({
  name: supplierName,
  contact: optionalText(200),
  phone: optionalText(50),
  email: optionalEmail,
  address: optionalText(500),
  /** the opening balance in centimes */
  balance: signedCentimes.optional(),
});
export type AddSupplierInput = z.output<typeof addSupplierBody>;

/** for a change: absent leaves the field alone, empty or null clears it */
const clearableText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .trim()
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

export const updateSupplierBody = z.object({
  name: supplierName.optional(),
  contact: clearableText(200),
  phone: clearableText(50),
  email: clearableText(254).refine(
    (value) => value === undefined || value === null || emailShape.test(value),
    EMAIL_MESSAGE,
  ),
  address: clearableText(500),
  balance: signedCentimes.optional(),
});
export type UpdateSupplierInput = z.output<typeof updateSupplierBody>;

export const supplierView = z.object({
  id,
  name: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  openingBalance: signedCentimes,
  /** negative: we owe them; positive: they owe us */
  balance: signedCentimes,
  /** when it was archived (hidden from pickers, kept in the history and balances), or null */
  archivedAt: isoDateTime.nullable(),
  /** false when a car or a fund entry refers to it: it can be archived, not deleted */
  deletable: z.boolean(),
});
export type SupplierView = z.infer<typeof supplierView>;

export const supplierList = z.object({ items: z.array(supplierView) });
export type SupplierList = z.infer<typeof supplierList>;

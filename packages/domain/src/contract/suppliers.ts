import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { signedAmountInput } from './amount.ts';
import {
  id,
  idParams,
  isoDateTime,
  ok,
  optionalText,
  page,
  pageQuery,
  requiredText,
} from './common.ts';
import { defineRoute } from './route.ts';

export const EMAIL_MESSAGE = 'fields.emailInvalid';

/** the basic address shape the forms ask for: something@something.something */
export const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** a signed amount in centimes: a supplier balance may be negative */
export const signedCentimes = z
  .number({ error: 'fields.amountNumber' })
  .int('fields.amountWhole')
  .min(-Number.MAX_SAFE_INTEGER, 'fields.amountTooLarge')
  .max(Number.MAX_SAFE_INTEGER, 'fields.amountTooLarge');

export const supplierName = requiredText('fields.supplierNameRequired', 200);

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
  /** the opening balance in centimes, within the business maximum either way */
  balance: signedAmountInput.optional(),
});
export type AddSupplierInput = z.output<typeof addSupplierBody>;

/** for a change: absent leaves the field alone, empty or null clears it */
const clearableText = (max: number) =>
  z
    .string()
    .max(max, fieldMessage('fields.atMostCharacters', { max: max }))
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
  balance: signedAmountInput.optional(),
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

/** the Suppliers screen's lists: the active suppliers, or the archived ones, by name */
export const supplierListQuery = pageQuery.extend({
  archived: z.enum(['true', 'false']).default('false'),
});

/** a page of suppliers, with how many are archived (the Archived section's title) */
export const supplierPage = page(supplierView).extend({ archivedCount: z.number().int() });
export type SupplierPage = z.infer<typeof supplierPage>;

/** what a select offers: every supplier by name, archived ones marked */
export const supplierChoice = z.object({ id, name: z.string(), archived: z.boolean() });
export type SupplierChoice = z.infer<typeof supplierChoice>;
export const supplierChoices = z.object({ items: z.array(supplierChoice) });

const tags = ['suppliers'];

/** the suppliers' routes (see route.ts) */
export const supplierRoutes = {
  listSuppliers: defineRoute({
    method: 'GET',
    path: '/suppliers',
    operationId: 'listSuppliers',
    topics: ['suppliers', 'cars', 'fund'],
    tags,
    summary:
      'Suppliers by name with their balances (negative: we owe them), one page at a time; `archived=true` lists the archived ones',
    query: supplierListQuery,
    status: 200,
    answer: supplierPage,
  }),
  listSupplierChoices: defineRoute({
    method: 'GET',
    path: '/suppliers/choices',
    operationId: 'listSupplierChoices',
    topics: ['suppliers'],
    tags,
    summary: "Every supplier's id and name by name, archived ones marked: the forms' selects",
    status: 200,
    answer: supplierChoices,
  }),
  addSupplier: defineRoute({
    method: 'POST',
    path: '/suppliers',
    operationId: 'addSupplier',
    topics: ['suppliers'],
    tags,
    summary: 'Add a supplier; `balance` is the opening balance in centimes',
    body: addSupplierBody,
    status: 201,
    answer: supplierView,
  }),
  updateSupplier: defineRoute({
    method: 'PATCH',
    path: '/suppliers/:id',
    operationId: 'updateSupplier',
    topics: ['suppliers', 'cars'],
    tags,
    summary: 'Change a supplier: absent fields stay, empty or null ones are cleared',
    params: idParams,
    body: updateSupplierBody,
    status: 200,
    answer: supplierView,
  }),
  deleteSupplier: defineRoute({
    method: 'DELETE',
    path: '/suppliers/:id',
    operationId: 'deleteSupplier',
    topics: ['suppliers'],
    tags,
    summary: 'Delete a supplier that has no cars and no payments on record',
    params: idParams,
    status: 200,
    answer: ok,
  }),
  archiveSupplier: defineRoute({
    method: 'POST',
    path: '/suppliers/:id/archive',
    operationId: 'archiveSupplier',
    topics: ['suppliers'],
    tags,
    summary: 'Archive a supplier: hidden from the pickers, kept in the history and balances',
    params: idParams,
    status: 200,
    answer: supplierView,
  }),
  unarchiveSupplier: defineRoute({
    method: 'POST',
    path: '/suppliers/:id/unarchive',
    operationId: 'unarchiveSupplier',
    topics: ['suppliers'],
    tags,
    summary: 'Bring an archived supplier back into the pickers',
    params: idParams,
    status: 200,
    answer: supplierView,
  }),
};

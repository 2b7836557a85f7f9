import { z } from 'zod';
import '../zod-messages.ts';
import { fieldMessage } from '../messages.ts';

/** integer centimes of Algerian dinar: 1 DA = 100 */
export const centimes = z
  .number({ error: 'fields.amountNumber' })
  .int('fields.amountWhole')
  .min(0, 'fields.amountNegative')
  .max(Number.MAX_SAFE_INTEGER, 'fields.amountTooLarge');

export const id = z.uuid({ error: 'fields.invalidId' });
export const idParams = z.object({ id });

/** a calendar date, e.g. 1990-04-21 */
export const isoDate = z.iso.date({ error: 'fields.invalidDate' });

/** an ISO 8601 date-time with offset, e.g. 2026-06-15T10:00:00.000Z */
export const isoDateTime = z.iso.datetime({ offset: true, error: 'fields.invalidDateTime' });

/**
 * PostgreSQL keeps no NUL character (\u0000) in text nor in jsonb (a text column answers a
 * 400 of its own; a jsonb one failed with a 500): texts stored as JSON refuse it here
 */
export const NUL_MESSAGE = 'fields.textNul';
export const withoutNul = (text: string) => !text.includes('\u0000');

/** optional free text: trimmed, empty becomes undefined ("unset fields are stripped") */
export const optionalText = (max = 200) =>
  z
    .string()
    .max(max, fieldMessage('fields.atMostCharacters', { max: max }))
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));

export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, fieldMessage('fields.atMostCharacters', { max: max }));

/** keyset pagination: pass the previous page's nextCursor to get the next page */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const ok = z.object({ ok: z.literal(true) });

export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  code: z.string(),
  detail: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

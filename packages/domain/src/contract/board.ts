import { z } from 'zod';
import { centimes, id, idParams, isoDateTime, ok, optionalText, page } from './common.ts';
import { blockKind, brandFilter } from './rentals.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 14 §2: the planning board. Cars down the side (paged by keyset, as the garage), days
 * across; each booking and blocked period a bar.
 */

export const BOARD_DAYS = { default: 14, max: 31 } as const;
export const BOARD_PAGE = { default: 50, max: 100 } as const;

export const boardMessages = {
  from: 'fields.boardFrom',
  blockKind: 'fields.blockKind',
} as const;

/** what a car is doing now, for the board's status filter */
export const boardStatus = z.enum(['all', 'available', 'rented']);

export const boardQuery = brandFilter.extend({
  /** the first day shown, a business-calendar date; today when absent */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, boardMessages.from)
    .optional(),
  days: z.coerce.number().int().min(1).max(BOARD_DAYS.max).default(BOARD_DAYS.default),
  status: boardStatus.default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BOARD_PAGE.max).default(BOARD_PAGE.default),
});

export { blockKind };
export type BlockKind = z.infer<typeof blockKind>;

/**
 * one bar: a booking (reserved, out or returned), a blocked period, or a live request of the
 * booking page (issue 34: it holds the car until the desk answers or its hold time passes)
 */
export const boardBar = z.object({
  id,
  kind: z.enum(['booking', 'block', 'request']),
  /** a booking's state, the block's reason, or `requested` */
  state: z.enum(['reserved', 'out', 'returned', 'maintenance', 'repair', 'owner', 'requested']),
  start: isoDateTime,
  end: isoDateTime,
  /** the customer of a booking or a request; the note of a block */
  label: z.string(),
});
export type BoardBar = z.infer<typeof boardBar>;

export const boardRow = z.object({
  carId: id,
  brandName: z.string(),
  modelName: z.string(),
  plate: z.string().nullable(),
  dailyRate: centimes.nullable(),
  /** rentable now (the spec's rule): a free slot can be booked */
  rentable: z.boolean(),
  /** the car is out now */
  rented: z.boolean(),
  bars: z.array(boardBar),
});
export type BoardRow = z.infer<typeof boardRow>;

export const board = page(boardRow).extend({
  /** the window shown: from the first day's midnight to the last day's end (business time) */
  from: isoDateTime,
  to: isoDateTime,
  days: z.number().int(),
});
export type Board = z.infer<typeof board>;

export const addBlockBody = z.object({
  start: isoDateTime,
  end: isoDateTime,
  kind: blockKind,
  note: optionalText(200),
});

export const blockParams = z.object({ id, blockId: id });

export const carBlock = z.object({
  id,
  carId: id,
  start: isoDateTime,
  end: isoDateTime,
  kind: blockKind,
  note: z.string().nullable(),
});

const tags = ['rentals'];

export const boardRoutes = {
  getPlanningBoard: defineRoute({
    method: 'GET',
    path: '/rentals/board',
    operationId: 'getPlanningBoard',
    topics: ['brands', 'cars', 'rentals'],
    tags,
    summary:
      'The planning board: a page of cars with their bookings and blocked periods over a window of days',
    query: boardQuery,
    status: 200,
    answer: board,
  }),
  addCarBlock: defineRoute({
    method: 'POST',
    path: '/cars/:id/blocks',
    operationId: 'addCarBlock',
    topics: ['cars', 'rentals'],
    tags,
    summary:
      'Block a car for a period (maintenance, repair, reserved for the owner): no booking may overlap it',
    params: idParams,
    body: addBlockBody,
    status: 201,
    answer: carBlock,
  }),
  removeCarBlock: defineRoute({
    method: 'DELETE',
    path: '/cars/:id/blocks/:blockId',
    operationId: 'removeCarBlock',
    topics: ['cars', 'rentals'],
    tags,
    summary: 'Remove a blocked period',
    params: blockParams,
    status: 200,
    answer: ok,
  }),
};

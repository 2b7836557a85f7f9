import { z } from 'zod';
import { DENOMINATIONS } from '../fund/drawer.ts';
import { fieldMessage } from '../messages.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT } from '../money.ts';
import { centimes, id, isoDateTime, NUL_MESSAGE, requiredText, withoutNul } from './common.ts';
import { documentQuery } from './documents.ts';
import { exportLanguage } from './exports.ts';
import { fundTransaction, paymentMethod } from './fund.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 31: the till. A drawer is one staff member's money of one business day (the
 * business clock's calendar day); the evening count closes it, an owner may reopen it.
 */

/** a business day, YYYY-MM-DD on the business clock */
export const businessDay = z.iso.date({ error: 'fields.invalidDate' });
/** a month, YYYY-MM */
export const businessMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'fields.invalidMonth' });

export const drawerParams = z.object({ userId: id, day: businessDay });
export type DrawerParams = z.infer<typeof drawerParams>;

export const methodTotal = z.object({
  method: paymentMethod,
  moneyIn: z.number().int(),
  moneyOut: z.number().int(),
  count: z.number().int(),
});

export const denominationCount = z.object({
  value: z
    .number()
    .int()
    .min(5)
    .max(2000)
    .refine((value) => (DENOMINATIONS as readonly number[]).includes(value), 'fields.denomination'),
  count: z.number().int().min(0).max(100_000),
});

export const drawerClose = z.object({
  openingFloat: z.number().int(),
  expectedCash: z.number().int(),
  countedCash: z.number().int(),
  difference: z.number().int(),
  handedOver: z.number().int(),
  nextFloat: z.number().int(),
  chequesExpected: z.number().int(),
  chequesCounted: z.number().int().nullable(),
  denominations: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  reason: z.string().nullable(),
  /** the "Cash difference" fund entry, null when the count matched */
  differenceEntryId: id.nullable(),
  closedById: id,
  closedByName: z.string(),
  closedAt: isoDateTime,
});
export type DrawerClose = z.infer<typeof drawerClose>;

export const drawerReopen = z.object({
  reopenedByName: z.string(),
  reopenedAt: isoDateTime,
  reason: z.string(),
});

/** the Cash Close screen: one drawer's day */
export const drawerDay = z.object({
  userId: id,
  userName: z.string(),
  day: businessDay,
  status: z.enum(['open', 'closed']),
  /** the count carried from this person's last close before this day (0 before any) */
  openingFloat: z.number().int(),
  methods: z.array(methodTotal),
  expectedCash: z.number().int(),
  /** the cheques taken into this drawer this day, which the count should find */
  cheques: z.array(
    z.object({ entryId: id, chequeNumber: z.string(), chequeBank: z.string(), amount: centimes }),
  ),
  /** deposits the agency holds now (taken, not yet given back), by method */
  depositsHeld: z.object({ cash: z.number().int(), cheque: z.number().int() }),
  /** the day's entries of this drawer, oldest first */
  entries: z.array(fundTransaction),
  close: drawerClose.nullable(),
  lastReopen: drawerReopen.nullable(),
});
export type DrawerDay = z.infer<typeof drawerDay>;

const money = (message: string) =>
  z
    .number({ error: message })
    .int('fields.amountWhole')
    .min(0, 'fields.amountNegative')
    .max(MAX_AMOUNT, AMOUNT_TOO_LARGE);

export const closeDrawerBody = z.object({
  countedCash: money('fields.countedCashRequired'),
  denominations: z.array(denominationCount).max(DENOMINATIONS.length).optional(),
  chequesCounted: z.number().int().min(0).max(10_000).optional(),
  handedOver: money('fields.amountNumber').optional(),
  reason: z
    .string()
    .max(500, fieldMessage('fields.atMostCharacters', { max: 500 }))
    .refine(withoutNul, NUL_MESSAGE)
    .optional(),
});
export type CloseDrawerInput = z.output<typeof closeDrawerBody>;

export const reopenDrawerBody = z.object({
  reason: requiredText('fields.reopenReasonRequired', 500).refine(withoutNul, NUL_MESSAGE),
});
export type ReopenDrawerInput = z.output<typeof reopenDrawerBody>;

export const drawerMonthQuery = z.object({ month: businessMonth });
export type DrawerMonthQuery = z.output<typeof drawerMonthQuery>;

/** the owner's calendar: every drawer of the month that took money or was closed */
export const drawerMonth = z.object({
  month: businessMonth,
  staff: z.array(z.object({ userId: id, name: z.string() })),
  drawers: z.array(
    z.object({
      userId: id,
      day: businessDay,
      status: z.enum(['open', 'closed']),
      entryCount: z.number().int(),
      expectedCash: z.number().int().nullable(),
      countedCash: z.number().int().nullable(),
      difference: z.number().int().nullable(),
      reason: z.string().nullable(),
      closedByName: z.string().nullable(),
      closedAt: isoDateTime.nullable(),
      reopened: z.boolean(),
    }),
  ),
  /** the month's entries by method, the accountant's reconciliation */
  methods: z.array(methodTotal),
});
export type DrawerMonth = z.infer<typeof drawerMonth>;

export const drawerExportQuery = drawerMonthQuery.extend(exportLanguage.shape);
export type DrawerExportQuery = z.output<typeof drawerExportQuery>;

const tags = ['fund'];
const topics = ['fund', 'users'] as const;

export const drawerRoutes = {
  getDrawer: defineRoute({
    method: 'GET',
    path: '/drawers/:userId/:day',
    operationId: 'getDrawer',
    topics: [...topics],
    tags,
    summary: "One staff member's drawer of one day: entries by method, expected cash, the close",
    params: drawerParams,
    status: 200,
    answer: drawerDay,
  }),
  closeDrawer: defineRoute({
    method: 'POST',
    path: '/drawers/:userId/:day/close',
    operationId: 'closeDrawer',
    topics: [...topics],
    tags,
    summary:
      'Close a drawer with its count; a difference is a "Cash difference" fund entry and needs a reason',
    params: drawerParams,
    body: closeDrawerBody,
    status: 200,
    answer: drawerDay,
  }),
  reopenDrawer: defineRoute({
    method: 'POST',
    path: '/drawers/:userId/:day/reopen',
    operationId: 'reopenDrawer',
    topics: [...topics],
    tags,
    summary: 'Reopen a closed drawer with a reason (owners); its difference entry is taken back',
    params: drawerParams,
    body: reopenDrawerBody,
    status: 200,
    answer: drawerDay,
  }),
  listDrawerMonth: defineRoute({
    method: 'GET',
    path: '/drawers',
    operationId: 'listDrawerMonth',
    topics: [...topics],
    tags,
    summary: "A month's drawers per staff member with their closes and differences",
    query: drawerMonthQuery,
    status: 200,
    answer: drawerMonth,
  }),
  getDrawerReportPdf: defineRoute({
    method: 'GET',
    path: '/drawers/:userId/:day/report.pdf',
    operationId: 'getDrawerReportPdf',
    tags,
    summary: "A drawer's close report as an A4 PDF in `lang`",
    params: drawerParams,
    query: documentQuery,
    status: 200,
  }),
  exportDrawersCsv: defineRoute({
    method: 'GET',
    path: '/drawers/export.csv',
    operationId: 'exportDrawersCsv',
    tags: ['exports', 'fund'],
    summary:
      "A month's money by day, staff member and method (CSV for a French-locale spreadsheet)",
    query: drawerExportQuery,
    status: 200,
  }),
  exportDrawersXlsx: defineRoute({
    method: 'GET',
    path: '/drawers/export.xlsx',
    operationId: 'exportDrawersXlsx',
    tags: ['exports', 'fund'],
    summary: "A month's money by day, staff member and method (Excel workbook)",
    query: drawerExportQuery,
    status: 200,
  }),
};

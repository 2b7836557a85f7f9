import { z } from 'zod';
import { DEFAULT_CATEGORY } from '../fund/fund-categories.ts';
import { manualEntryErrors, messages } from '../fund/manual-entry.ts';
import { paymentErrors, paymentMethods } from '../fund/payment.ts';
import { fieldMessage } from '../messages.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT } from '../money.ts';
import { centimes, id, idParams, isoDateTime, ok, optionalText, pageQuery } from './common.ts';
import { defineRoute } from './route.ts';

export const fundTransactionType = z.enum(['add_money', 'add_charge']);

/** issue 31 §1: how a money move was paid (cash unless the form says otherwise) */
export const paymentMethod = z.enum(paymentMethods);

/** the payment of an action that moves money; a cheque names its number and bank */
export const paymentBody = z
  .object({
    method: paymentMethod.default('cash'),
    chequeNumber: optionalText(40),
    chequeBank: optionalText(80),
  })
  .superRefine((payment, ctx) => {
    for (const error of paymentErrors(payment)) {
      ctx.addIssue({ code: 'custom', path: [error.path], message: error.key });
    }
  });
export type PaymentInput = z.output<typeof paymentBody>;

/** the Fund screen cards (Total Benefit is never here: it has its own locked route) */
export const fundSummary = z.object({
  currentBalance: z.number().int(),
  /** the newest entry's time, or null ('No transactions yet') */
  lastUpdated: isoDateTime.nullable(),
  /**
   * the expenses, net of their reversals (fundFigures, docs/money-figures.md): no deposit,
   * refund or undone sale; below 0 only when suppliers paid back more than they were paid
   */
  totalCharges: z.number().int(),
  transactionCount: z.number().int(),
});
export type FundSummary = z.infer<typeof fundSummary>;

export const fundTransaction = z.object({
  id,
  timestamp: isoDateTime,
  type: fundTransactionType,
  amount: centimes,
  description: z.string(),
  category: z.string(),
  supplierId: id.nullable(),
  supplierName: z.string().nullable(),
  /** manual: added by a person (deletable); action: posted by a rental, sale or purchase */
  source: z.enum(['manual', 'action']),
  /** what booked an action entry (undo it there), null for a manual one */
  bookedBy: z.enum(['rental', 'sale', 'car_purchase', 'cash_close', 'car_care']).nullable(),
  method: paymentMethod,
  chequeNumber: z.string().nullable(),
  chequeBank: z.string().nullable(),
  /** whose drawer took it (null for an entry from before drawers, or by no one signed in) */
  userId: id.nullable(),
  userName: z.string().nullable(),
  /** the business day of that drawer */
  drawerDay: z.iso.date().nullable(),
  /** its drawer is closed: the entry cannot change (a correction is a new entry) */
  drawerClosed: z.boolean(),
  /** the entry this one corrects */
  correctsId: id.nullable(),
});
export type FundTransaction = z.infer<typeof fundTransaction>;

export const fundTransactionPage = z.object({
  items: z.array(fundTransaction),
  nextCursor: z.string().nullable(),
});
export type FundTransactionPage = z.infer<typeof fundTransactionPage>;

/**
 * Add Money / Add Charge forms (spec §5): amount in centimes above 0, description
 * trimmed non-blank, a category of the type's list (default other), a supplier exactly
 * when the category is supplier.
 */
export const addFundTransactionBody = z
  .object({
    type: fundTransactionType,
    amount: z
      .number({ error: messages.amount })
      .int('fields.amountWhole')
      .max(MAX_AMOUNT, AMOUNT_TOO_LARGE),
    description: z
      .string({ error: messages.description })
      .max(500, fieldMessage('fields.atMostCharacters', { max: 500 })),
    category: z.string().max(40).default(DEFAULT_CATEGORY),
    supplierId: id.nullish(),
    payment: paymentBody.optional(),
    /** a correction names the entry it corrects (a closed day's entry never changes) */
    correctsId: id.optional(),
  })
  .superRefine((input, ctx) => {
    for (const error of manualEntryErrors(input)) {
      const message = fieldMessage(error.key, error.values);
      ctx.addIssue({ code: 'custom', path: [error.path], message });
    }
  });
export type AddFundTransactionInput = z.output<typeof addFundTransactionBody>;

export const unlockBenefitBody = z.object({
  pin: z.string({ error: 'fields.pinRequired' }).length(4, 'fields.pinLength'),
});

export const totalBenefitAnswer = z.object({ totalBenefit: z.number().int() });
export type TotalBenefitAnswer = z.infer<typeof totalBenefitAnswer>;

const tags = ['fund'];

export const fundRoutes = {
  getFund: defineRoute({
    method: 'GET',
    path: '/fund',
    operationId: 'getFund',
    topics: ['fund'],
    tags,
    summary: 'Fund cards: current balance, last update, total charges, transaction count',
    status: 200,
    answer: fundSummary,
  }),
  listFundTransactions: defineRoute({
    method: 'GET',
    path: '/fund/transactions',
    operationId: 'listFundTransactions',
    topics: ['fund', 'suppliers'],
    tags,
    summary: 'Fund transactions, newest first',
    query: pageQuery,
    status: 200,
    answer: fundTransactionPage,
  }),
  addFundTransaction: defineRoute({
    method: 'POST',
    path: '/fund/transactions',
    operationId: 'addFundTransaction',
    topics: ['fund', 'suppliers'],
    tags,
    summary: 'Add Money (add_money) or Add Charge (add_charge)',
    body: addFundTransactionBody,
    status: 201,
    answer: fundTransaction,
  }),
  deleteFundTransaction: defineRoute({
    method: 'DELETE',
    path: '/fund/transactions/:id',
    operationId: 'deleteFundTransaction',
    topics: ['fund', 'suppliers'],
    tags,
    summary: 'Delete a manual fund transaction (entries posted by actions are refused)',
    params: idParams,
    status: 200,
    answer: ok,
  }),
  unlockBenefit: defineRoute({
    method: 'POST',
    path: '/fund/benefit/unlock',
    operationId: 'unlockBenefit',
    topics: [],
    tags,
    summary: 'Unlock Total Benefit for this session with the PIN',
    body: unlockBenefitBody,
    status: 200,
    answer: totalBenefitAnswer,
  }),
  getTotalBenefit: defineRoute({
    method: 'GET',
    path: '/fund/benefit',
    operationId: 'getTotalBenefit',
    topics: ['cars', 'rentals', 'sales', 'fund', 'settings'],
    tags,
    summary: 'Total Benefit, only once this session has unlocked it',
    status: 200,
    answer: totalBenefitAnswer,
  }),
  lockBenefit: defineRoute({
    method: 'POST',
    path: '/fund/benefit/lock',
    operationId: 'lockBenefit',
    topics: [],
    tags,
    summary: 'Lock Total Benefit again for this session',
    status: 200,
    answer: ok,
  }),
};

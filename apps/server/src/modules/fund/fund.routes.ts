import { fundRoutes as routes } from '@car-rental/domain/contract/fund';
import { ok, operation, signedIn } from '../../lib/operation.ts';
import { addFundTransaction } from './add-fund-transaction.ts';
import { getTotalBenefit, lockBenefit, unlockBenefit } from './benefit.service.ts';
import { deleteFundTransaction } from './delete-fund-transaction.ts';
import { getFund, listFundTransactions } from './fund-read.ts';

export const fundOperations = [
  operation(routes.getFund, async (_, { deps }) => getFund(deps)),
  operation(routes.listFundTransactions, async ({ query }, { deps }) =>
    listFundTransactions(deps, query),
  ),
  operation(routes.addFundTransaction, async ({ body }, { acting }) =>
    addFundTransaction(acting, body),
  ),
  operation(routes.deleteFundTransaction, async ({ params }, { acting }) => {
    await deleteFundTransaction(acting, { id: params.id });
    return ok;
  }),
  operation(routes.unlockBenefit, async ({ body }, ctx) =>
    unlockBenefit(ctx.acting, signedIn(ctx), body.pin),
  ),
  operation(routes.getTotalBenefit, async (_, ctx) => getTotalBenefit(ctx.deps, signedIn(ctx))),
  operation(routes.lockBenefit, async (_, ctx) => {
    await lockBenefit(ctx.acting, signedIn(ctx));
    return ok;
  }),
];

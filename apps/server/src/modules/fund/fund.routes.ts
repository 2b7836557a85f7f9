import { fundRoutes as routes } from '@car-rental/domain/contract/fund';
import { ok, operation, signedIn } from '../../lib/operation.ts';
import { addFundTransaction } from './add-fund-transaction.ts';
import { getTotalBenefit } from './benefit-read.ts';
import { deleteFundTransaction } from './delete-fund-transaction.ts';
import { getFund, listFundTransactions } from './fund-read.ts';
import { lockBenefit } from './lock-benefit.ts';
import { unlockBenefit } from './unlock-benefit.ts';

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
    unlockBenefit(ctx.acting, { session: signedIn(ctx), pin: body.pin }),
  ),
  operation(routes.getTotalBenefit, async (_, ctx) =>
    getTotalBenefit(ctx.deps, { session: signedIn(ctx) }),
  ),
  operation(routes.lockBenefit, async (_, ctx) => {
    await lockBenefit(ctx.acting, { session: signedIn(ctx) });
    return ok;
  }),
];

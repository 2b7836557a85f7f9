import { fundRoutes as routes } from '@car-rental/domain/contract/fund';
import { ok, operation, signedIn } from '../../lib/operation.ts';
import { getTotalBenefit, lockBenefit, unlockBenefit } from './benefit.service.ts';
import { addFundTransaction, deleteFundTransaction } from './fund.service.ts';
import { fundReadService } from './fund-read.service.ts';

export const fundOperations = [
  operation(routes.getFund, async (_, { deps }) => fundReadService(deps).getFund()),
  operation(routes.listFundTransactions, async ({ query }, { deps }) =>
    fundReadService(deps).listFundTransactions(query),
  ),
  operation(routes.addFundTransaction, async ({ body }, { acting }) =>
    addFundTransaction(acting, body),
  ),
  operation(routes.deleteFundTransaction, async ({ params }, { acting }) => {
    await deleteFundTransaction(acting, params.id);
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

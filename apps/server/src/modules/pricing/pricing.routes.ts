import { pricingRoutes as routes } from '@car-rental/domain/contract/pricing';
import { FileAnswer, operation } from '../../lib/operation.ts';
import {
  deleteRatePlan,
  getPriceList,
  quoteBooking,
  setCarRatePlan,
  setCategoryRatePlan,
  setExtras,
  setModelCategory,
} from './pricing.ts';
import { printRateCard } from './print-rate-card.ts';

export const pricingOperations = [
  operation(routes.getPriceList, async (_, { deps }) => getPriceList(deps)),
  operation(routes.getRateCardPdf, async ({ query }, { deps }) => {
    const { name, bytes } = await printRateCard(deps, query.lang);
    return new FileAnswer({
      contentType: 'application/pdf',
      body: bytes,
      download: name,
      cacheControl: 'private, no-store',
    });
  }),
  operation(routes.setCategoryRatePlan, async ({ params, body }, { acting }) =>
    setCategoryRatePlan(acting, { category: params.category, plan: body }),
  ),
  operation(routes.setCarRatePlan, async ({ params, body }, { acting }) =>
    setCarRatePlan(acting, { carId: params.id, plan: body }),
  ),
  operation(routes.setModelCategory, async ({ params, body }, { acting }) =>
    setModelCategory(acting, { modelId: params.id, category: body.category }),
  ),
  operation(routes.deleteRatePlan, async ({ params }, { acting }) =>
    deleteRatePlan(acting, params.id),
  ),
  operation(routes.setExtras, async ({ body }, { acting }) => setExtras(acting, body)),
  operation(routes.quoteBooking, async ({ params, body }, { deps }) =>
    quoteBooking(deps, {
      carId: params.id,
      start: new Date(body.start),
      end: new Date(body.end),
      extras: body.extras,
      discount: body.discount ?? 0,
    }),
  ),
];

import type { CarView } from '@car-rental/domain/contract/car';
import { idParams } from '@car-rental/domain/contract/common';
import { forSaleQuery, type SellCarInput, sellCarBody } from '@car-rental/domain/contract/sales';
import { inPriceRange } from '@car-rental/domain/sales/price-range';
import { isListedForSale } from '@car-rental/domain/sales/sale-listing';
import { netProfit, salesRevenue } from '@car-rental/domain/sales/sale-profit';
import { sellCar } from '@car-rental/domain/sales/sell-car';
import { NOT_SOLD, undoSale } from '@car-rental/domain/sales/undo-sale';
import { type DemoContext, type DemoRoute, nowText } from '../demo-context.ts';
import {
  type Cursor,
  compareIds,
  compareNumberKeys,
  compareTimeKeys,
  decodeNumberCursor,
  pageOf,
} from '../demo-paging.ts';
import { parseInput } from '../demo-problem.ts';
import type { DemoState } from '../demo-state.ts';
import { carView, liveCar, liveCars, postFundEntries } from '../demo-views.ts';

export const RECENTLY_SOLD = 8;

/** sellCar: the sale row, the car leaving the garage and the revenue */
export function sellCarAction(ctx: DemoContext, carId: string, input: SellCarInput) {
  const { row, view } = liveCar(ctx.state, carId);
  const outcome = sellCar(view, input, ctx.now);
  const saleId = ctx.newId();
  ctx.state.sales.push({
    id: saleId,
    carId,
    soldAt: outcome.sale.soldAt.toISOString(),
    customerName: outcome.sale.customerName,
    customerPhone: outcome.sale.customerPhone,
    customerLicense: outcome.sale.customerLicense,
    finalPrice: outcome.sale.finalPrice,
    listedPrice: outcome.sale.listedPrice,
    createdAt: nowText(ctx),
  });
  Object.assign(row, outcome.carChanges, { updatedAt: nowText(ctx) });
  postFundEntries(ctx, outcome.fundEntries, { carId, saleId });
  const sold = carView(ctx.state, row);
  return { car: sold, sale: sold.sale!, message: outcome.message };
}

/** deleteSaleHistory and markCarAsAvailable: the sale is undone and its revenue reversed */
function undoSaleAction(ctx: DemoContext, carId: string): CarView {
  const { row, view } = liveCar(ctx.state, carId, NOT_SOLD);
  const outcome = undoSale({
    brandName: view.brandName,
    modelName: view.modelName,
    sale: view.sale && { finalPrice: view.sale.finalSalePrice },
  });
  const saleId = view.sale!.id;
  ctx.state.sales = ctx.state.sales.filter((sale) => sale.id !== saleId);
  Object.assign(row, outcome.carChanges, { updatedAt: nowText(ctx) });
  postFundEntries(ctx, outcome.fundEntries, { carId, saleId });
  return carView(ctx.state, row);
}

/** every sale with its car's purchase price (soft-deleted cars too, as the server joins) */
export function salesWithCars(state: DemoState) {
  return state.sales.map((sale) => ({
    sale,
    purchasePrice: state.cars.find((car) => car.id === sale.carId)?.purchasePrice ?? null,
  }));
}

function listedCars(state: DemoState): CarView[] {
  return liveCars(state)
    .map((car) => carView(state, car))
    .filter(isListedForSale);
}

const undoRoute = (ctx: DemoContext, params: unknown) =>
  undoSaleAction(ctx, parseInput(idParams, params, 'params').id);

export const salesRoutes: DemoRoute[] = [
  {
    method: 'POST',
    path: '/cars/:id/sell',
    handle: (ctx, { params, body }) => {
      const { id } = parseInput(idParams, params, 'params');
      return sellCarAction(ctx, id, parseInput(sellCarBody, body, 'body'));
    },
  },
  { method: 'DELETE', path: '/cars/:id/sale', handle: (ctx, { params }) => undoRoute(ctx, params) },
  {
    method: 'POST',
    path: '/cars/:id/available',
    handle: (ctx, { params }) => undoRoute(ctx, params),
  },
  {
    method: 'GET',
    path: '/sales/for-sale',
    handle: ({ state }, { query }) => {
      const q = parseInput(forSaleQuery, query, 'querystring');
      const cars = listedCars(state).filter(
        (car) =>
          (q.brandId === undefined || car.brandId === q.brandId) &&
          inPriceRange(car.salePrice ?? 0, q.priceRange),
      );
      // by sale price ascending, then id
      return pageOf(cars, {
        cursor: decodeNumberCursor(q.cursor),
        limit: q.limit,
        keyOf: (car): Cursor<number> => ({ key: car.salePrice ?? 0, id: car.id }),
        compare: compareNumberKeys,
        view: (car) => car,
      });
    },
  },
  {
    method: 'GET',
    path: '/sales/recent',
    handle: ({ state }) => {
      const sold = liveCars(state)
        .map((car) => carView(state, car))
        .filter((car) => car.sale !== null)
        .sort(
          (a, b) =>
            compareTimeKeys(
              { key: b.sale!.soldDate, id: b.sale!.id },
              { key: a.sale!.soldDate, id: a.sale!.id },
            ) || compareIds(b.id, a.id),
        );
      return { items: sold.slice(0, RECENTLY_SOLD) };
    },
  },
  {
    method: 'GET',
    path: '/sales/summary',
    handle: ({ state }) => {
      const figures = salesWithCars(state).map(({ sale, purchasePrice }) => ({
        finalPrice: sale.finalPrice,
        purchasePrice,
      }));
      return {
        availableForSale: listedCars(state).length,
        carsSold: figures.length,
        totalRevenue: salesRevenue(figures),
        netProfit: netProfit(figures),
      };
    },
  },
];

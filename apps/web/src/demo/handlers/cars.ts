import { type AddCarInput, addCar } from '@car-rental/domain/cars/add-car';
import type { CarNames } from '@car-rental/domain/cars/car';
import type { CarChange } from '@car-rental/domain/cars/car-change';
import { bookedPurchase } from '@car-rental/domain/cars/purchase-entries';
import { removeCar } from '@car-rental/domain/cars/remove-car';
import { markForSale, removeFromSale } from '@car-rental/domain/cars/sale-listing';
import { setCarPaid } from '@car-rental/domain/cars/set-car-paid';
import type { CarView } from '@car-rental/domain/contract/car';
import { setCarPaidBody } from '@car-rental/domain/contract/cars';
import { idParams } from '@car-rental/domain/contract/common';
import { supplierBalance } from '@car-rental/domain/suppliers/supplier-balance';
import { type DemoContext, type DemoRoute, nowText } from '../demo-context.ts';
import { demoReadOnly, parseInput, refusal } from '../demo-problem.ts';
import type { CarRow, DemoState } from '../demo-state.ts';
import { carColumns, carNames, carView, liveCar, postFundEntries, saveCar } from '../demo-views.ts';

/** the brand and model of a new car: both exist and the model belongs to the brand */
function catalogueNames(ctx: DemoContext, brandId: string, modelId: string): CarNames {
  const brand = ctx.state.brands.find((b) => b.id === brandId);
  if (!brand) throw refusal('brand_not_found', 'Brand not found');
  const model = ctx.state.models.find((m) => m.id === modelId);
  if (!model) throw refusal('model_not_found', 'Model not found');
  if (model.brandId !== brand.id) {
    const detail = 'Model does not belong to this brand';
    throw refusal('validation_failed', detail, [{ path: 'body.modelId', message: detail }]);
  }
  return { brandName: brand.name, modelName: model.name };
}

/**
 * Adds a car with the addCar rule and posts its purchase. The route POST /cars is blocked in
 * demo mode (car saving is read only); the seed adds its cars through here.
 */
export function addCarAction(ctx: DemoContext, input: AddCarInput): CarView {
  const names = catalogueNames(ctx, input.brandId, input.modelId);
  if (input.supplierId && !ctx.state.suppliers.some((s) => s.id === input.supplierId)) {
    throw refusal('supplier_not_found', 'Supplier not found');
  }
  const { car, entries } = addCar(input, names);
  const row: CarRow = {
    id: ctx.newId(),
    ...carColumns(car),
    deletedAt: null,
    createdAt: nowText(ctx),
    updatedAt: nowText(ctx),
  };
  ctx.state.cars.push(row);
  postFundEntries(ctx, entries, { carId: row.id });
  return carView(ctx.state, row);
}

/** persists a rule's result and answers the car as it now is */
function apply(ctx: DemoContext, row: CarRow, change: CarChange): CarView {
  saveCar(ctx, row, change.car);
  postFundEntries(ctx, change.entries, { carId: row.id });
  return carView(ctx.state, row);
}

export function markForSaleAction(ctx: DemoContext, carId: string) {
  const { row, view } = liveCar(ctx.state, carId);
  const change = markForSale(view);
  return { car: apply(ctx, row, change), message: change.message };
}

const carId = (params: unknown) => parseInput(idParams, params, 'params').id;

/** what the fund booked for a car's purchase, and its supplier's balance (as the server reads) */
function purchaseContext(state: DemoState, id: string, supplierId: string | null) {
  const booked = bookedPurchase(
    state.fund.filter((e) => e.carId === id && e.source === 'action' && e.category === 'supplier'),
  );
  const supplier = state.suppliers.find((s) => s.id === supplierId);
  if (!supplier) return { booked };
  const entries = state.fund.filter((e) => e.supplierId === supplier.id);
  const supplierBalanceNow = supplierBalance({
    openingBalance: supplier.openingBalance,
    purchasePrices: state.cars
      .filter((car) => car.supplierId === supplier.id)
      .map((car) => car.purchasePrice ?? 0),
    charges: entries.filter((e) => e.type === 'add_charge').map((e) => e.amount),
    moneyIn: entries.filter((e) => e.type === 'add_money').map((e) => e.amount),
  });
  return { booked, supplierBalance: supplierBalanceNow };
}

export const carRoutes: DemoRoute[] = [
  {
    method: 'POST',
    path: '/cars',
    handle: () => {
      throw demoReadOnly();
    },
  },
  {
    method: 'PATCH',
    path: '/cars/:id',
    handle: () => {
      throw demoReadOnly();
    },
  },
  {
    method: 'POST',
    path: '/uploads',
    handle: () => {
      throw demoReadOnly();
    },
  },
  {
    method: 'GET',
    path: '/cars/:id',
    handle: (ctx, { params }) => liveCar(ctx.state, carId(params)).view,
  },
  {
    method: 'POST',
    path: '/cars/:id/paid',
    handle: (ctx, { params, body }) => {
      const id = carId(params);
      const { isPaid, settledBy } = parseInput(setCarPaidBody, body, 'body');
      const { row, view } = liveCar(ctx.state, id);
      const payment = { settledBy, ...purchaseContext(ctx.state, id, view.supplierId) };
      return apply(ctx, row, setCarPaid(view, isPaid, carNames(view), payment));
    },
  },
  {
    method: 'POST',
    path: '/cars/:id/for-sale',
    handle: (ctx, { params }) => markForSaleAction(ctx, carId(params)),
  },
  {
    method: 'DELETE',
    path: '/cars/:id/for-sale',
    handle: (ctx, { params }) => {
      const { row, view } = liveCar(ctx.state, carId(params));
      const change = removeFromSale(view);
      return { car: apply(ctx, row, change), message: change.message };
    },
  },
  {
    method: 'DELETE',
    path: '/cars/:id',
    handle: (ctx, { params }) => {
      const { row, view } = liveCar(ctx.state, carId(params));
      const { deletedAt } = removeCar(view, ctx.now);
      row.deletedAt = deletedAt.toISOString();
      row.updatedAt = deletedAt.toISOString();
      return { ok: true as const };
    },
  },
];

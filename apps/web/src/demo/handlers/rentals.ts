import { idParams } from '@car-rental/domain/contract/common';
import {
  extendRentalBody,
  rentalParams,
  rentCarBody,
  returnCarBody,
} from '@car-rental/domain/contract/rentals';
import { cancelRental } from '@car-rental/domain/rentals/cancel-rental';
import { deleteRentalHistory } from '@car-rental/domain/rentals/delete-rental-history';
import { extendRental } from '@car-rental/domain/rentals/extend-rental';
import { rentCar } from '@car-rental/domain/rentals/rent-car';
import { returnCar } from '@car-rental/domain/rentals/return-car';
import type { z } from 'zod';
import { type DemoContext, type DemoRoute, nowText } from '../demo-context.ts';
import { parseInput } from '../demo-problem.ts';
import type { RentalRow } from '../demo-state.ts';
import { activeRentalOf, carView, liveCar, postFundEntries, rentalRecord } from '../demo-views.ts';

type RentBody = z.output<typeof rentCarBody>;
type ReturnBody = z.output<typeof returnCarBody>;

/** the rental rules on a live car, as rentalsService does them */

export function rentCarAction(ctx: DemoContext, carId: string, body: RentBody) {
  const { row, view } = liveCar(ctx.state, carId);
  const input = { start: new Date(body.start), end: new Date(body.end), customer: body.customer };
  const { rental, fundEntries } = rentCar(view, input, ctx.now);
  const saved: RentalRow = {
    id: ctx.newId(),
    carId,
    customerName: rental.customerName,
    customerContact: rental.customerContact,
    customerEmail: rental.customerEmail,
    customerLicense: rental.customerLicense,
    paymentType: rental.paymentType,
    startAt: rental.startAt.toISOString(),
    endAt: rental.endAt.toISOString(),
    dailyRate: rental.dailyRate,
    startMileage: rental.startMileage,
    advancePaid: rental.advancePaid,
    returnedAt: null,
    endMileage: null,
    totalDays: null,
    totalAmount: null,
    charges: [],
    createdAt: nowText(ctx),
  };
  ctx.state.rentals.push(saved);
  postFundEntries(ctx, fundEntries, { carId, rentalId: saved.id });
  return { car: carView(ctx.state, row), rental: rentalRecord(saved) };
}

export function returnCarAction(ctx: DemoContext, carId: string, body: ReturnBody) {
  const { row, view } = liveCar(ctx.state, carId);
  const active = activeRentalOf(ctx.state, carId);
  const activeRule = active && { ...active, startAt: new Date(active.startAt) };
  const { returned, fundEntries } = returnCar(view, activeRule ?? null, body, ctx.now);
  const rental = active!;
  Object.assign(rental, {
    returnedAt: returned.returnedAt.toISOString(),
    endAt: returned.endAt.toISOString(),
    endMileage: returned.endMileage,
    totalDays: returned.totalDays,
    totalAmount: returned.totalAmount,
    charges: returned.charges.map((charge) => ({ id: ctx.newId(), ...charge })),
  });
  row.mileageKm = returned.endMileage;
  row.updatedAt = nowText(ctx);
  postFundEntries(ctx, fundEntries, { carId, rentalId: rental.id });
  return { car: carView(ctx.state, row), rental: rentalRecord(rental) };
}

export function extendRentalAction(ctx: DemoContext, carId: string, newEndDate: string) {
  const { row } = liveCar(ctx.state, carId);
  const active = activeRentalOf(ctx.state, carId);
  const period = active && { startAt: new Date(active.startAt), endAt: new Date(active.endAt) };
  const { endAt } = extendRental(period ?? null, new Date(newEndDate), ctx.now);
  active!.endAt = endAt.toISOString();
  return carView(ctx.state, row);
}

export function cancelRentalAction(ctx: DemoContext, carId: string) {
  const { row, view } = liveCar(ctx.state, carId);
  const active = activeRentalOf(ctx.state, carId);
  const booking = active && {
    startAt: new Date(active.startAt),
    endAt: new Date(active.endAt),
    advancePaid: active.advancePaid,
  };
  const { cancelled, fundEntries } = cancelRental(view, booking ?? null, ctx.now);
  const rental = active!;
  Object.assign(rental, {
    cancelledAt: cancelled.cancelledAt.toISOString(),
    returnedAt: cancelled.returnedAt.toISOString(),
    endAt: cancelled.endAt.toISOString(),
    totalDays: cancelled.totalDays,
    totalAmount: cancelled.totalAmount,
  });
  postFundEntries(ctx, fundEntries, { carId, rentalId: rental.id });
  return { car: carView(ctx.state, row), rental: rentalRecord(rental) };
}

function deleteRentalAction(ctx: DemoContext, carId: string, rentalId: string) {
  const { view } = liveCar(ctx.state, carId);
  const found = ctx.state.rentals.find((rental) => rental.id === rentalId);
  const record = found && {
    carId: found.carId,
    returnedAt: found.returnedAt === null ? null : new Date(found.returnedAt),
    totalAmount: found.totalAmount,
    chargeAmounts: found.charges.map((charge) => charge.amount),
  };
  const { fundEntries } = deleteRentalHistory(carId, record, view);
  ctx.state.rentals = ctx.state.rentals.filter((rental) => rental.id !== rentalId);
  postFundEntries(ctx, fundEntries, { carId, rentalId });
  return { ok: true as const };
}

export const rentalRoutes: DemoRoute[] = [
  {
    method: 'POST',
    path: '/cars/:id/rent',
    handle: (ctx, { params, body }) => {
      const { id } = parseInput(idParams, params, 'params');
      return rentCarAction(ctx, id, parseInput(rentCarBody, body, 'body'));
    },
  },
  {
    method: 'POST',
    path: '/cars/:id/return',
    handle: (ctx, { params, body }) => {
      const { id } = parseInput(idParams, params, 'params');
      return returnCarAction(ctx, id, parseInput(returnCarBody, body, 'body'));
    },
  },
  {
    method: 'POST',
    path: '/cars/:id/extend',
    handle: (ctx, { params, body }) => {
      const { id } = parseInput(idParams, params, 'params');
      const { newEndDate } = parseInput(extendRentalBody, body, 'body');
      return extendRentalAction(ctx, id, newEndDate);
    },
  },
  {
    method: 'POST',
    path: '/cars/:id/cancel-rental',
    handle: (ctx, { params }) => {
      const { id } = parseInput(idParams, params, 'params');
      return cancelRentalAction(ctx, id);
    },
  },
  {
    method: 'DELETE',
    path: '/cars/:id/rentals/:rentalId',
    handle: (ctx, { params }) => {
      const { id, rentalId } = parseInput(rentalParams, params, 'params');
      return deleteRentalAction(ctx, id, rentalId);
    },
  },
];

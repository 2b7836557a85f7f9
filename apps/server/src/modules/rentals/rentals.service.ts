import type { rentCarBody, returnCarBody } from '@car-rental/domain/contract/rentals';
import { DomainError } from '@car-rental/domain/errors';
import { cancelRental } from '@car-rental/domain/rentals/cancel-rental';
import { deleteRentalHistory } from '@car-rental/domain/rentals/delete-rental-history';
import { extendRental } from '@car-rental/domain/rentals/extend-rental';
import { rentCar } from '@car-rental/domain/rentals/rent-car';
import { NOT_RENTABLE } from '@car-rental/domain/rentals/rentable';
import { returnCar } from '@car-rental/domain/rentals/return-car';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import { checkMayRent, customerFor } from '../customers/customers.service.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { toRentalRecord } from './rental-record.ts';
import {
  cancelRentalRow,
  deleteRental,
  findActiveRental,
  findRental,
  finishRental,
  insertRental,
  setCarMileage,
  setRentalEnd,
} from './rentals.repository.ts';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: unknown }).code === '23505';
}

/** The rental use cases: lock the car, apply the rule, write and post the fund, in one transaction. */
export function rentalsService(deps: AppDeps) {
  return {
    rentCar(carId: string, body: z.output<typeof rentCarBody>) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const input = {
          start: new Date(body.start),
          end: new Date(body.end),
          customer: body.customer,
        };
        const { rental, fundEntries } = rentCar(car, input, now);
        const customer = await customerFor(tx, {
          fullName: body.customer.name,
          phone: body.customer.contact,
          email: body.customer.email,
          licenceNumber: body.customer.license,
        });
        const { overridden } = checkMayRent(deps, customer, body.overrideDoNotRent ?? false);
        const values = { carId, ...rental, customerId: customer.id };
        const row = await insertRental(tx, values).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new DomainError('car_not_rentable', NOT_RENTABLE);
          throw error;
        });
        await postFundEntries(tx, fundEntries, now, { carId, rentalId: row.id });
        const answer = { car: (await findCarView(tx, carId))!, rental: toRentalRecord(row, []) };
        audit.record({
          entity: 'rental',
          entityId: row.id,
          before: { car },
          after: { ...answer, fundEntries, ...(overridden ? { doNotRentOverridden: true } : {}) },
        });
        return answer;
      });
    },

    returnCar(carId: string, body: z.output<typeof returnCarBody>) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const active = car.rental ? await findActiveRental(tx, carId) : undefined;
        const { returned, fundEntries } = returnCar(car, active ?? null, body, now);
        const { rental, charges } = await finishRental(
          tx,
          active!.id,
          {
            returnedAt: returned.returnedAt,
            endAt: returned.endAt,
            endMileage: returned.endMileage,
            totalDays: returned.totalDays,
            totalAmount: returned.totalAmount,
          },
          returned.charges,
        );
        await setCarMileage(tx, carId, returned.endMileage, now);
        await postFundEntries(tx, fundEntries, now, { carId, rentalId: rental.id });
        const answer = {
          car: (await findCarView(tx, carId))!,
          rental: toRentalRecord(rental, charges),
        };
        audit.record({
          entity: 'rental',
          entityId: rental.id,
          before: { car, rental: active },
          after: { ...answer, fundEntries },
        });
        return answer;
      });
    },

    /** a booking whose pickup has not come: kept as a cancelled record, the advance refunded */
    cancelRental(carId: string) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const active = car.rental ? await findActiveRental(tx, carId) : undefined;
        const { cancelled, fundEntries } = cancelRental(car, active ?? null, now);
        const rental = await cancelRentalRow(tx, active!.id, cancelled);
        await postFundEntries(tx, fundEntries, now, { carId, rentalId: rental.id });
        const answer = { car: (await findCarView(tx, carId))!, rental: toRentalRecord(rental, []) };
        audit.record({
          entity: 'rental',
          entityId: rental.id,
          before: { car, rental: active },
          after: { ...answer, fundEntries },
        });
        return answer;
      });
    },

    extendRental(carId: string, newEndDate: string) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const active = car.rental ? await findActiveRental(tx, carId) : undefined;
        const { endAt } = extendRental(active ?? null, new Date(newEndDate), now);
        await setRentalEnd(tx, active!.id, endAt);
        audit.record({
          entity: 'rental',
          entityId: active!.id,
          before: { endAt: active!.endAt },
          after: { endAt },
        });
        return (await findCarView(tx, carId))!;
      });
    },

    deleteRentalHistory(carId: string, rentalId: string) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const car = await loadCarForWrite(tx, carId);
        const found = await findRental(tx, rentalId);
        const record = found && {
          carId: found.rental.carId,
          returnedAt: found.rental.returnedAt,
          totalAmount: found.rental.totalAmount,
          chargeAmounts: found.charges.map((charge) => charge.amount),
        };
        const { fundEntries } = deleteRentalHistory(carId, record, car);
        await deleteRental(tx, rentalId);
        await postFundEntries(tx, fundEntries, now, { carId, rentalId });
        audit.record({
          entity: 'rental',
          entityId: rentalId,
          before: found,
          after: { fundEntries },
        });
        return { ok: true as const };
      });
    },
  };
}

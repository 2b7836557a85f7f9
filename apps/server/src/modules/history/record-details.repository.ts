import type { RentalDetails, SaleDetails } from '@car-rental/domain/contract/history';
import {
  advanceRefunded,
  distanceKm,
  presentOrNull,
  rentalFinalTotal,
  saleDifference,
  shownListedPrice,
} from '@car-rental/domain/history/record-figures';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { brands, cars, models, rentalCharges, rentals, sales } from '../../db/schema.ts';

const vehicleColumns = {
  brandName: brands.name,
  brandLogo: brands.logo,
  modelName: models.name,
  plate: cars.plate,
  year: cars.year,
  color: cars.color,
};

/** the Rental Details pop-up of a finished rental (soft-deleted cars included) */
export async function findRentalDetails(
  db: DbOrTx,
  id: string,
): Promise<RentalDetails | undefined> {
  const [row] = await db
    .select({ rental: rentals, vehicle: vehicleColumns })
    .from(rentals)
    .innerJoin(cars, eq(cars.id, rentals.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(and(eq(rentals.id, id), isNotNull(rentals.returnedAt)))
    .limit(1);
  if (!row) return undefined;
  const { rental } = row;
  const charges = await db
    .select({
      id: rentalCharges.id,
      type: rentalCharges.type,
      description: rentalCharges.description,
      amount: rentalCharges.amount,
    })
    .from(rentalCharges)
    .where(eq(rentalCharges.rentalId, id))
    .orderBy(asc(rentalCharges.type), asc(rentalCharges.description), asc(rentalCharges.id));
  const totalAmount = rental.totalAmount ?? 0;
  const finalTotal = rentalFinalTotal(totalAmount, charges);
  return {
    id: rental.id,
    carId: rental.carId,
    cancelledAt: rental.cancelledAt?.toISOString() ?? null,
    state: rental.state as 'returned' | 'cancelled' | 'no_show',
    cancelReason: rental.cancelReason,
    vehicle: row.vehicle,
    customer: {
      id: rental.customerId,
      name: presentOrNull(rental.customerName),
      contact: presentOrNull(rental.customerContact),
      email: presentOrNull(rental.customerEmail),
      license: presentOrNull(rental.customerLicense),
    },
    period: {
      start: rental.startAt.toISOString(),
      // a cancelled booking keeps the period booked (its return time is the cancellation)
      end: (rental.cancelledAt ? rental.endAt : (rental.returnedAt ?? rental.endAt)).toISOString(),
      totalDays: rental.totalDays ?? 0,
    },
    mileage: {
      start: rental.startMileage,
      end: rental.endMileage,
      distance: distanceKm(rental.startMileage, rental.endMileage),
    },
    charges,
    chargesTotal: finalTotal - totalAmount,
    totalAmount,
    finalTotal,
    advancePaid: rental.advancePaid,
    advanceRefunded: advanceRefunded({
      state: rental.state as RentalDetails['state'],
      advancePaid: rental.advancePaid,
      totalAmount: rental.totalAmount,
      chargesTotal: finalTotal - totalAmount,
    }),
  };
}

/** the Sale Details pop-up (soft-deleted cars included) */
export async function findSaleDetails(db: DbOrTx, id: string): Promise<SaleDetails | undefined> {
  const [row] = await db
    .select({ sale: sales, vehicle: vehicleColumns })
    .from(sales)
    .innerJoin(cars, eq(cars.id, sales.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(sales.id, id))
    .limit(1);
  if (!row) return undefined;
  const { sale } = row;
  return {
    id: sale.id,
    carId: sale.carId,
    vehicle: row.vehicle,
    customer: {
      id: sale.customerId,
      name: presentOrNull(sale.customerName),
      phone: presentOrNull(sale.customerPhone),
      license: presentOrNull(sale.customerLicense),
    },
    saleDate: sale.soldAt.toISOString(),
    finalPrice: sale.finalPrice,
    listedPrice: shownListedPrice(sale.finalPrice, sale.listedPrice),
    difference: saleDifference(sale.finalPrice, sale.listedPrice),
    totalSaleAmount: sale.finalPrice,
  };
}

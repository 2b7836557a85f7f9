import type { RentalDetails, SaleDetails } from '@car-rental/domain/contract/history';
import {
  distanceKm,
  presentOrNull,
  rentalFinalTotal,
  saleDifference,
  shownListedPrice,
} from '@car-rental/domain/history/record-figures';
import { refusal } from '../demo-problem.ts';
import type { ChargeRow, DemoState } from '../demo-state.ts';
import { namesOf } from '../demo-views.ts';

/** charges in the server's order: by type, then description, then id */
export function sortedCharges(charges: readonly ChargeRow[]): ChargeRow[] {
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...charges].sort(
    (a, b) => text(a.type, b.type) || text(a.description, b.description) || text(a.id, b.id),
  );
}

/** the vehicle of a record's car (soft-deleted cars' records included) */
export function vehicleOf(state: DemoState, carId: string) {
  const car = state.cars.find((c) => c.id === carId);
  if (!car) return undefined;
  const { brandName, brandLogo, modelName } = namesOf(state, car);
  return { brandName, brandLogo, modelName, plate: car.plate, year: car.year, color: car.color };
}

/** the Rental Details pop-up of a finished rental */
export function rentalDetails(state: DemoState, id: string): RentalDetails {
  const rental = state.rentals.find((r) => r.id === id && r.returnedAt !== null);
  const vehicle = rental && vehicleOf(state, rental.carId);
  if (!rental || !vehicle) throw refusal('rental_not_found', 'Rental not found');
  const charges = sortedCharges(rental.charges).map((charge) => ({ ...charge }));
  const totalAmount = rental.totalAmount ?? 0;
  const finalTotal = rentalFinalTotal(totalAmount, charges);
  return {
    id: rental.id,
    carId: rental.carId,
    cancelledAt: rental.cancelledAt ?? null,
    vehicle,
    customer: {
      name: presentOrNull(rental.customerName),
      contact: presentOrNull(rental.customerContact),
      email: presentOrNull(rental.customerEmail),
      license: presentOrNull(rental.customerLicense),
    },
    period: {
      start: rental.startAt,
      // a cancelled booking keeps the period booked (its return time is the cancellation)
      end: rental.cancelledAt ? rental.endAt : (rental.returnedAt ?? rental.endAt),
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
  };
}

/** the Sale Details pop-up */
export function saleDetails(state: DemoState, id: string): SaleDetails {
  const sale = state.sales.find((s) => s.id === id);
  const vehicle = sale && vehicleOf(state, sale.carId);
  if (!sale || !vehicle) throw refusal('sale_not_found', 'Sale not found');
  return {
    id: sale.id,
    carId: sale.carId,
    vehicle,
    customer: {
      name: presentOrNull(sale.customerName),
      phone: presentOrNull(sale.customerPhone),
      license: presentOrNull(sale.customerLicense),
    },
    saleDate: sale.soldAt,
    finalPrice: sale.finalPrice,
    listedPrice: shownListedPrice(sale.finalPrice, sale.listedPrice),
    difference: saleDifference(sale.finalPrice, sale.listedPrice),
    totalSaleAmount: sale.finalPrice,
  };
}

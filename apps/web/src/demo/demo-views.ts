import type { Car, CarNames } from '@car-rental/domain/cars/car';
import type { CarView } from '@car-rental/domain/contract/car';
import type { RentalRecordView } from '@car-rental/domain/contract/rentals';
import type { FundEntry } from '@car-rental/domain/fund/fund-entry';
import { sum } from '@car-rental/domain/money';
import { type DemoContext, nowText } from './demo-context.ts';
import { refusal } from './demo-problem.ts';
import type { CarRow, DemoState, RentalRow, SaleRow } from './demo-state.ts';

/** The joins of the server's carViewQuery, over the demo state. */

export function isLive(car: CarRow): boolean {
  return car.deletedAt === null;
}

export function liveCars(state: DemoState): CarRow[] {
  return state.cars.filter(isLive);
}

export function activeRentalOf(state: DemoState, carId: string): RentalRow | undefined {
  return state.rentals.find((rental) => rental.carId === carId && rental.returnedAt === null);
}

export function saleOf(state: DemoState, carId: string): SaleRow | undefined {
  return state.sales.find((sale) => sale.carId === carId);
}

/** the brand and model names of a car (its row always refers to existing ones) */
export function namesOf(state: DemoState, car: Pick<CarRow, 'brandId' | 'modelId'>) {
  const brand = state.brands.find((b) => b.id === car.brandId);
  const model = state.models.find((m) => m.id === car.modelId);
  return {
    brandName: brand?.name ?? '',
    brandLogo: brand?.logo ?? null,
    modelName: model?.name ?? '',
  };
}

export function carNames(view: CarView): CarNames {
  return { brandName: view.brandName, modelName: view.modelName };
}

export function carView(state: DemoState, car: CarRow): CarView {
  const rental = activeRentalOf(state, car.id);
  const sale = saleOf(state, car.id);
  const supplier = car.supplierId ? state.suppliers.find((s) => s.id === car.supplierId) : null;
  return {
    id: car.id,
    brandId: car.brandId,
    ...namesOf(state, car),
    modelId: car.modelId,
    year: car.year,
    dailyRate: car.dailyRate,
    salePrice: car.salePrice,
    purchasePrice: car.purchasePrice,
    supplierId: car.supplierId,
    supplierName: supplier?.name ?? null,
    rating: car.rating,
    transmission: car.transmission,
    fuel: car.fuel,
    plate: car.plate,
    color: car.color,
    mileageKm: car.mileageKm,
    images: [...car.images],
    inGarage: car.inGarage,
    isPaid: car.isPaid,
    isRented: rental !== undefined,
    isForSale: car.isForSale,
    isSold: sale !== undefined,
    rental: rental
      ? {
          id: rental.id,
          rentedFrom: rental.startAt,
          rentedUntil: rental.endAt,
          rentalStartMileage: rental.startMileage,
          currentCustomerName: rental.customerName,
          currentCustomerContact: rental.customerContact,
          currentCustomerEmail: rental.customerEmail,
          currentCustomerLicense: rental.customerLicense,
          rentalPaymentType: rental.paymentType,
          advancePaid: rental.advancePaid,
        }
      : null,
    sale: sale
      ? {
          id: sale.id,
          soldDate: sale.soldAt,
          soldToCustomer: sale.customerName,
          soldToCustomerPhone: sale.customerPhone,
          soldToCustomerLicense: sale.customerLicense,
          finalSalePrice: sale.finalPrice,
          listedPrice: sale.listedPrice,
        }
      : null,
    createdAt: car.createdAt,
  };
}

/** a live car and its view, or 404 car_not_found with the route's text */
export function liveCar(
  state: DemoState,
  carId: string,
  missing = 'Car not found',
): { row: CarRow; view: CarView } {
  const row = state.cars.find((car) => car.id === carId && isLive(car));
  if (!row) throw refusal('car_not_found', missing);
  return { row, view: carView(state, row) };
}

/** the columns a car rule decides; rented and sold live in the rental and sale rows */
export function carColumns(car: Car) {
  return {
    brandId: car.brandId,
    modelId: car.modelId,
    year: car.year,
    dailyRate: car.dailyRate,
    salePrice: car.salePrice,
    purchasePrice: car.purchasePrice,
    supplierId: car.supplierId,
    rating: car.rating,
    transmission: car.transmission,
    fuel: car.fuel,
    plate: car.plate,
    color: car.color,
    mileageKm: car.mileageKm,
    images: [...car.images],
    inGarage: car.inGarage,
    isPaid: car.isPaid,
    isForSale: car.isForSale,
  };
}

/** writes a rule's car back to the row (the server's saveCar) */
export function saveCar(ctx: DemoContext, row: CarRow, car: Car): void {
  Object.assign(row, carColumns(car), { updatedAt: nowText(ctx) });
}

export interface EntryLinks {
  carId?: string | null;
  rentalId?: string | null;
  saleId?: string | null;
}

/** posts the fund entries an action caused, at the action's time (postFundEntries) */
export function postFundEntries(
  ctx: DemoContext,
  entries: readonly FundEntry[],
  links: EntryLinks = {},
): void {
  for (const entry of entries) {
    ctx.state.fund.push({
      id: ctx.newId(),
      createdAt: nowText(ctx),
      type: entry.type,
      amount: entry.amount,
      description: entry.description,
      category: entry.category,
      supplierId: entry.supplierId ?? null,
      carId: links.carId ?? null,
      rentalId: links.rentalId ?? null,
      saleId: links.saleId ?? null,
      source: 'action',
    });
  }
}

/** a rental row in the API's rental record shape (toRentalRecord) */
export function rentalRecord(rental: RentalRow): RentalRecordView {
  const chargesTotal = sum(rental.charges.map((charge) => charge.amount));
  return {
    id: rental.id,
    carId: rental.carId,
    customerName: rental.customerName,
    customerContact: rental.customerContact,
    customerEmail: rental.customerEmail,
    customerLicense: rental.customerLicense,
    paymentType: rental.paymentType,
    startDate: rental.startAt,
    endDate: rental.endAt,
    returnedAt: rental.returnedAt,
    cancelledAt: rental.cancelledAt ?? null,
    dailyRate: rental.dailyRate,
    startMileage: rental.startMileage,
    endMileage: rental.endMileage,
    advancePaid: rental.advancePaid,
    totalDays: rental.totalDays,
    totalAmount: rental.totalAmount,
    charges: rental.charges.map((charge) => ({ ...charge })),
    chargesTotal,
    finalTotal: rental.totalAmount === null ? null : rental.totalAmount + chargesTotal,
  };
}

/** a car's creation key, for lists in garage order */
export function createdKey(car: CarRow) {
  return { key: car.createdAt, id: car.id };
}

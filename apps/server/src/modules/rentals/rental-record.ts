import type { RentalRecordView } from '@car-rental/domain/contract/rentals';
import { sum } from '@car-rental/domain/money';
import type { ChargeRow, RentalRow } from './rentals.repository.ts';

/** a rentals row and its charges, in the API's rental record shape */
export function toRentalRecord(rental: RentalRow, charges: ChargeRow[]): RentalRecordView {
  const chargesTotal = sum(charges.map((charge) => charge.amount));
  return {
    id: rental.id,
    carId: rental.carId,
    customerName: rental.customerName,
    customerContact: rental.customerContact,
    customerEmail: rental.customerEmail,
    customerLicense: rental.customerLicense,
    paymentType: rental.paymentType,
    startDate: rental.startAt.toISOString(),
    endDate: rental.endAt.toISOString(),
    returnedAt: rental.returnedAt?.toISOString() ?? null,
    cancelledAt: rental.cancelledAt?.toISOString() ?? null,
    state: rental.state,
    cancelReason: rental.cancelReason,
    contractNumber: rental.contractNumber,
    dailyRate: rental.dailyRate,
    startMileage: rental.startMileage,
    endMileage: rental.endMileage,
    advancePaid: rental.advancePaid,
    totalDays: rental.totalDays,
    totalAmount: rental.totalAmount,
    charges: charges.map((charge) => ({
      id: charge.id,
      type: charge.type,
      description: charge.description,
      amount: charge.amount,
    })),
    chargesTotal,
    finalTotal: rental.totalAmount === null ? null : rental.totalAmount + chargesTotal,
  };
}

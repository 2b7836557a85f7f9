import { REVERSIBLE_CHARGE_CATEGORIES } from '../fleet/care.ts';

/** what booked a fund entry, where a person undoes it; null for an entry a person added */
export type BookedBy = 'rental' | 'sale' | 'car_purchase' | 'cash_close' | 'car_care';

/**
 * An action entry carries the record it came from: a rental (booking, return, cancel,
 * deleted record), a sale (sale, reversal), else a car's Paid status (purchase, reversal).
 */
export function bookedBy(entry: {
  source: 'manual' | 'action';
  rentalId: string | null;
  saleId: string | null;
  category: string;
}): BookedBy | null {
  if (entry.source === 'manual') return null;
  // issue 31: a drawer's close posts its cash difference (reopening the day takes it back)
  if (entry.category === 'cash_difference') return 'cash_close';
  if (entry.rentalId) return 'rental';
  if (entry.saleId) return 'sale';
  // issue 32: a car's service record or paper (deleting it on the car's page takes it back)
  if ((REVERSIBLE_CHARGE_CATEGORIES as readonly string[]).includes(entry.category)) {
    return 'car_care';
  }
  return 'car_purchase';
}

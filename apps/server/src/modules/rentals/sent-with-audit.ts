import type { Tx } from '../../db/create-db.ts';
import { writeWithAudit } from '../../lib/write.ts';

// Writes of a booking action whose answer nothing needs and that nothing after them in the
// action reads: sent in the same statement as the audit row (writeWithAudit), as constant
// texts. Issue 30 §3: one trip less each.

/** an extension's new end */
export async function setRentalEndWithAudit(tx: Tx, rentalId: string, endAt: Date) {
  await writeWithAudit(tx, 'update rentals set end_at = $1 where id = $2', [
    endAt.toISOString(),
    rentalId,
  ]);
}

/** the odometer at a return */
export async function setCarMileageWithAudit(tx: Tx, carId: string, km: number, now: Date) {
  await writeWithAudit(tx, 'update cars set mileage_km = $1, updated_at = $2 where id = $3', [
    km,
    now.toISOString(),
    carId,
  ]);
}

import type { Db } from '../../db/create-db.ts';
import { rentalCharges } from '../../db/schema.ts';
import { insertRental, type RentalRow } from '../../test/fixtures.ts';

type ChargeRow = typeof rentalCharges.$inferInsert;

/** a returned rental (a history entry) with its additional charges, for tests */
export async function insertFinishedRental(
  db: Db,
  carId: string,
  overrides: Partial<RentalRow> & { returnedAt: Date },
  charges: Omit<ChargeRow, 'rentalId'>[] = [],
) {
  const startAt = overrides.startAt ?? new Date(overrides.returnedAt.getTime() - 3 * 86_400_000);
  const rental = await insertRental(db, carId, {
    startAt,
    endAt: overrides.returnedAt,
    totalDays: 3,
    totalAmount: 3_000_000,
    startMileage: 10_000,
    endMileage: 10_450,
    ...overrides,
  });
  if (charges.length > 0) {
    await db.insert(rentalCharges).values(charges.map((c) => ({ ...c, rentalId: rental.id })));
  }
  return rental;
}

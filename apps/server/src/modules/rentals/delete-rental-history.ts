import { deleteRentalHistory as deleteRentalHistoryRule } from '@car-rental/domain/rentals/delete-rental-history';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillGivingBack } from '../fund/till.ts';
import { creditInvoiceOf } from '../invoices/credit-invoice.ts';
import { deleteRental, findRental } from './rentals.repository.ts';

/** Delete a rental record of the car's history: its money reversed, its invoice credited */
export function deleteRentalHistory(ctx: AppDeps, input: { carId: string; rentalId: string }) {
  const { carId, rentalId } = input;
  return write(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const car = await loadCarForWrite(tx, carId);
    const found = await findRental(tx, rentalId);
    const record = found && {
      carId: found.rental.carId,
      returnedAt: found.rental.returnedAt,
      totalAmount: found.rental.totalAmount,
      chargeAmounts: found.charges.map((charge) => charge.amount),
    };
    const { fundEntries } = deleteRentalHistoryRule(carId, record, car);
    const till = await tillGivingBack(tx, ctx, { rentalId });
    await deleteRental(tx, rentalId);
    // an invoiced rental is cancelled by a credit note (issue 28 §13)
    const creditNote = await creditInvoiceOf(ctx, tx, { kind: 'rental', rentalId });
    await postFundEntries(tx, fundEntries, now, till, { carId, rentalId });
    audit.record({
      entity: 'rental',
      entityId: rentalId,
      before: found,
      after: { fundEntries, ...(creditNote && { creditNote }) },
    });
    return { ok: true as const };
  });
}

import type { CarView } from '@car-rental/domain/contract/car';
import { NOT_SOLD, undoSale as undoSaleRule } from '@car-rental/domain/sales/undo-sale';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillGivingBack } from '../fund/till.ts';
import { creditInvoiceOf } from '../invoices/credit-invoice.ts';
import { deleteSale, setCarSaleState } from './sales.repository.ts';

/** deleteSaleHistory and markCarAsAvailable: the sale is undone and its revenue reversed */
export function undoSale(ctx: AppDeps, { carId }: { carId: string }): Promise<CarView> {
  return write(ctx, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId, NOT_SOLD);
    const now = ctx.clock.now();
    const outcome = undoSaleRule({
      brandName: car.brandName,
      modelName: car.modelName,
      sale: car.sale && { finalPrice: car.sale.finalSalePrice },
    });
    const saleId = car.sale!.id;
    const till = await tillGivingBack(tx, ctx, { saleId });
    await deleteSale(tx, saleId);
    // an invoiced sale is cancelled by a credit note (issue 28 §13)
    const creditNote = await creditInvoiceOf(ctx, tx, { kind: 'sale', saleId });
    await setCarSaleState(tx, carId, outcome.carChanges, now);
    await postFundEntries(tx, outcome.fundEntries, now, till, { carId, saleId });
    const after = (await findCarView(tx, carId))!;
    audit.record({
      entity: 'sale',
      entityId: saleId,
      before: { car },
      after: { car: after, fundEntries: outcome.fundEntries, ...(creditNote && { creditNote }) },
    });
    return after;
  });
}

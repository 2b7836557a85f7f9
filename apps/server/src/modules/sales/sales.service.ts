import type { CarView } from '@car-rental/domain/contract/car';
import type { SellCarAnswer, SellCarInput } from '@car-rental/domain/contract/sales';
import { sellCar as sellCarRule } from '@car-rental/domain/sales/sell-car';
import { NOT_SOLD, undoSale as undoSaleRule } from '@car-rental/domain/sales/undo-sale';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import { customerFor } from '../customers/customers.service.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { creditInvoiceOf } from '../invoices/invoices.service.ts';
import { refuseIfReserved } from '../rentals/rentals.repository.ts';
import { deleteSale, insertSale, setCarSaleState } from './sales.repository.ts';

/** sellCar: the sale row, the car leaving the garage and the revenue, in one transaction */
export function sellCar(deps: AppDeps, carId: string, input: SellCarInput): Promise<SellCarAnswer> {
  return write(deps, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId);
    const now = deps.clock.now();
    const outcome = sellCarRule(car, input, now);
    await refuseIfReserved(tx, carId);
    const buyer = await customerFor(tx, {
      fullName: outcome.sale.customerName,
      phone: outcome.sale.customerPhone,
      email: null,
      licenceNumber: outcome.sale.customerLicense,
    });
    const saleId = await insertSale(tx, { carId, ...outcome.sale, customerId: buyer.id });
    await setCarSaleState(tx, carId, outcome.carChanges, now);
    await postFundEntries(tx, outcome.fundEntries, now, { carId, saleId });
    const sold = (await findCarView(tx, carId))!;
    audit.record({
      entity: 'sale',
      entityId: saleId,
      before: { car },
      after: { car: sold, fundEntries: outcome.fundEntries },
    });
    return { car: sold, sale: sold.sale!, message: outcome.message };
  });
}

/** deleteSaleHistory and markCarAsAvailable: the sale is undone and its revenue reversed */
export function undoSale(deps: AppDeps, carId: string): Promise<CarView> {
  return write(deps, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId, NOT_SOLD);
    const now = deps.clock.now();
    const outcome = undoSaleRule({
      brandName: car.brandName,
      modelName: car.modelName,
      sale: car.sale && { finalPrice: car.sale.finalSalePrice },
    });
    const saleId = car.sale!.id;
    await deleteSale(tx, saleId);
    // an invoiced sale is cancelled by a credit note (issue 28 §13)
    const creditNote = await creditInvoiceOf(deps, tx, { kind: 'sale', saleId });
    await setCarSaleState(tx, carId, outcome.carChanges, now);
    await postFundEntries(tx, outcome.fundEntries, now, { carId, saleId });
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

import type { SellCarAnswer, SellCarInput } from '@car-rental/domain/contract/sales';
import { sellCar as sellCarRule } from '@car-rental/domain/sales/sell-car';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import { customerFor } from '../customers/customer-for.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { refuseIfReserved } from '../rentals/rentals.repository.ts';
import { insertSale, setCarSaleState } from './sales.repository.ts';

/** sellCar: the sale row, the car leaving the garage and the revenue, in one transaction */
export function sellCar(
  ctx: AppDeps,
  { carId, body: input }: { carId: string; body: SellCarInput },
): Promise<SellCarAnswer> {
  return write(ctx, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId);
    const now = ctx.clock.now();
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
    await postFundEntries(tx, outcome.fundEntries, now, tillOf(ctx, input.payment), {
      carId,
      saleId,
    });
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

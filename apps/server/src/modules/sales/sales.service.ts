import type { CarView } from '@car-rental/domain/contract/car';
import type { SellCarAnswer, SellCarInput } from '@car-rental/domain/contract/sales';
import { DomainError } from '@car-rental/domain/errors';
import { sellCar as sellCarRule } from '@car-rental/domain/sales/sell-car';
import { NOT_SOLD, undoSale as undoSaleRule } from '@car-rental/domain/sales/undo-sale';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/create-db.ts';
import { cars, sales } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { findCarView, lockCar } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/post-fund-entries.ts';

const topics = ['cars', 'sales', 'fund'] as const;

async function lockedCar(tx: Tx, carId: string, missing: string): Promise<CarView> {
  const car = (await lockCar(tx, carId)) ? await findCarView(tx, carId) : undefined;
  if (!car) throw new DomainError('car_not_found', missing);
  return car;
}

/** sellCar: the sale row, the car leaving the garage and the revenue, in one transaction */
export function sellCar(deps: AppDeps, carId: string, input: SellCarInput): Promise<SellCarAnswer> {
  return write(deps, [...topics], async (tx, audit) => {
    const car = await lockedCar(tx, carId, 'Car not found');
    const now = deps.clock.now();
    const outcome = sellCarRule(car, input, now);
    const [sale] = await tx
      .insert(sales)
      .values({ carId, ...outcome.sale })
      .returning({ id: sales.id });
    await tx
      .update(cars)
      .set({ ...outcome.carChanges, updatedAt: now })
      .where(eq(cars.id, carId));
    await postFundEntries(tx, outcome.fundEntries, now, { carId, saleId: sale!.id });
    const sold = (await findCarView(tx, carId))!;
    audit.record({
      entity: 'sale',
      entityId: sale!.id,
      before: { car },
      after: { car: sold, fundEntries: outcome.fundEntries },
    });
    return { car: sold, sale: sold.sale!, message: outcome.message };
  });
}

/** deleteSaleHistory and markCarAsAvailable: the sale is undone and its revenue reversed */
export function undoSale(deps: AppDeps, carId: string): Promise<CarView> {
  return write(deps, [...topics], async (tx, audit) => {
    const car = await lockedCar(tx, carId, NOT_SOLD);
    const now = deps.clock.now();
    const outcome = undoSaleRule({
      brandName: car.brandName,
      modelName: car.modelName,
      sale: car.sale && { finalPrice: car.sale.finalSalePrice },
    });
    const saleId = car.sale!.id;
    await tx.delete(sales).where(eq(sales.id, saleId));
    await tx
      .update(cars)
      .set({ ...outcome.carChanges, updatedAt: now })
      .where(eq(cars.id, carId));
    await postFundEntries(tx, outcome.fundEntries, now, { carId, saleId });
    const after = (await findCarView(tx, carId))!;
    audit.record({
      entity: 'sale',
      entityId: saleId,
      before: { car },
      after: { car: after, fundEntries: outcome.fundEntries },
    });
    return after;
  });
}

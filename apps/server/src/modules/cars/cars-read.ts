import type { CarView } from '@car-rental/domain/contract/car';
import type { AppDeps } from '../../lib/deps.ts';
import { findCarView } from './car-view.repository.ts';
import { notFound } from './car-writes.ts';

export async function getCar(ctx: AppDeps, { carId }: { carId: string }): Promise<CarView> {
  const car = await findCarView(ctx.db, carId);
  if (!car) throw notFound();
  return car;
}

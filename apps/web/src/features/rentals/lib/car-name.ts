import type { CarView } from '@car-rental/domain/contract/car';

/** 'Brand Model · PLATE' (data, not catalogue words) */
export function carName(car: Pick<CarView, 'brandName' | 'modelName' | 'plate'>): string {
  return `${car.brandName} ${car.modelName}${car.plate ? ` · ${car.plate}` : ''}`;
}

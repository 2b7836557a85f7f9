import type { Car, CarNames } from './car.ts';

/** test data only: a paid, available Renault Clio with a supplier and prices */
export function aCar(overrides: Partial<Car> = {}): Car {
  return {
    brandId: 'brand-renault',
    modelId: 'model-clio',
    year: 2022,
    dailyRate: 1_000_000,
    salePrice: 200_000_000,
    purchasePrice: 150_000_000,
    supplierId: 'supplier-1',
    rating: 4,
    transmission: 'manual',
    fuel: 'gasoline',
    plate: '12345-122-16',
    color: 'White',
    mileageKm: 10_000,
    images: [],
    inGarage: true,
    isPaid: true,
    isRented: false,
    isForSale: false,
    isSold: false,
    ...overrides,
  };
}

export const clio: CarNames = { brandName: 'Renault', modelName: 'Clio' };
export const same = { before: clio, after: clio };

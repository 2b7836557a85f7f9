import { type APIRequestContext, expect } from '@playwright/test';

/** a short random tag: every test's names and plates are its own */
export const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

export interface SeededCar {
  id: string;
  brandId: string;
  brandName: string;
  modelName: string;
  plate: string;
  mileageKm: number;
  /** centimes */
  dailyRate: number;
}

/** a brand of its own with one model */
export async function seedBrand(request: APIRequestContext, name = `Rentbrand ${tag()}`) {
  const brand = await ok<{ id: string; name: string }>(
    await request.post('/api/brands', { data: { name } }),
  );
  const model = await ok<{ id: string; name: string }>(
    await request.post(`/api/brands/${brand.id}/models`, { data: { name: `Model ${tag()}` } }),
  );
  return { brandId: brand.id, brandName: brand.name, modelId: model.id, modelName: model.name };
}

/** a paid car in the garage with a daily rate: rentable (5 000 DA a day, 12 000 km) */
export async function seedRentableCar(
  request: APIRequestContext,
  brand?: Awaited<ReturnType<typeof seedBrand>>,
): Promise<SeededCar> {
  const { brandId, brandName, modelId, modelName } = brand ?? (await seedBrand(request));
  const plate = `R-${tag()}`;
  const car = await ok<{ id: string; mileageKm: number; dailyRate: number }>(
    await request.post('/api/cars', {
      data: {
        brandId,
        modelId,
        year: 2022,
        dailyRate: 500_000,
        salePrice: 100_000_000,
        mileageKm: 12_000,
        plate,
        color: 'Blue',
        isPaid: true,
      },
    }),
  );
  return {
    id: car.id,
    brandId,
    brandName,
    modelName,
    plate,
    mileageKm: 12_000,
    dailyRate: 500_000,
  };
}

/** rents a car through the API from now (or `start`) until `end` */
export async function rentThroughApi(
  request: APIRequestContext,
  carId: string,
  end: Date,
  customerName = `Customer ${tag()}`,
  start = new Date(),
) {
  await ok(
    await request.post(`/api/cars/${carId}/rent`, {
      data: {
        start: start.toISOString(),
        end: end.toISOString(),
        customer: {
          name: customerName,
          contact: '+213 555 00 11 22',
          email: 'customer@e2e.test',
          license: `DL-${tag()}`,
          paymentType: 'after',
        },
      },
    }),
  );
  return customerName;
}

/** the bell's figure as the server computes it */
export async function alertCount(request: APIRequestContext): Promise<number> {
  return (await ok<{ count: number }>(await request.get('/api/rentals/alerts'))).count;
}

import { expect, type Page } from '@playwright/test';
import { formatDA } from '../../packages/domain/src/money.ts';

/** '1 250 000 DA' exactly as the screens write it (amounts in centimes) */
export const da = (centimes: number) => formatDA(centimes);
/** dinars to centimes */
export const DA = (dinars: number) => dinars * 100;

/** a short random tag that keeps names and plates unique within a run */
export const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

export interface SeededBrand {
  brandId: string;
  brandName: string;
  modelId: string;
  modelName: string;
}

/** a brand of its own with one model, so filters and searches only meet this test's cars */
export async function seedBrand(page: Page, prefix = 'Marque'): Promise<SeededBrand> {
  const id = tag();
  const brand = await page.request.post('/api/brands', { data: { name: `${prefix} ${id}` } });
  expect(brand.status(), await brand.text()).toBe(201);
  const { id: brandId, name: brandName } = await brand.json();
  const model = await page.request.post(`/api/brands/${brandId}/models`, {
    data: { name: `Modele ${id}` },
  });
  expect(model.status(), await model.text()).toBe(201);
  const { id: modelId, name: modelName } = await model.json();
  return { brandId, brandName, modelId, modelName };
}

/** a tiny PNG: seeded cars carry a photo, as real stock does */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function uploadCarImage(page: Page): Promise<string> {
  const response = await page.request.post('/api/uploads', {
    multipart: {
      folder: 'cars',
      file: { name: 'car.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).url;
}

export interface SeedCarInput {
  salePrice?: number;
  purchasePrice?: number;
  dailyRate?: number;
  isPaid?: boolean;
  year?: number;
  color?: string;
  mileageKm?: number;
  /** image URLs; one uploaded photo when not given */
  images?: string[];
}

/** a car of that brand with a unique plate; prices in centimes */
export async function seedCar(page: Page, brand: SeededBrand, input: SeedCarInput = {}) {
  const plate = `E2E-${tag()}`;
  const images = input.images ?? [await uploadCarImage(page)];
  const response = await page.request.post('/api/cars', {
    data: {
      brandId: brand.brandId,
      modelId: brand.modelId,
      plate,
      year: input.year ?? 2021,
      color: input.color ?? 'Blue',
      mileageKm: input.mileageKm ?? 12_000,
      salePrice: input.salePrice ?? null,
      purchasePrice: input.purchasePrice ?? null,
      dailyRate: input.dailyRate ?? null,
      isPaid: input.isPaid ?? true,
      images,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const car = await response.json();
  return { id: car.id as string, plate, name: `${brand.brandName} ${brand.modelName} ${plate}` };
}

export async function listForSale(page: Page, carId: string) {
  const response = await page.request.post(`/api/cars/${carId}/for-sale`);
  expect(response.status(), await response.text()).toBe(200);
}

export interface SaleCustomer {
  customerName: string;
  customerPhone: string;
  customerLicense: string;
}

/** sells a car through the API; price in centimes */
export async function sellThroughApi(
  page: Page,
  carId: string,
  price: number,
  customer: SaleCustomer,
) {
  const response = await page.request.post(`/api/cars/${carId}/sell`, {
    data: { ...customer, price },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export interface RentalCustomer {
  name: string;
  contact: string;
  email: string;
  license: string;
}

/** rents a car from now to now + 1 day, then returns it at once with the given charges */
export async function rentAndReturn(
  page: Page,
  carId: string,
  customer: RentalCustomer,
  returnInput: {
    newMileage: number;
    charges: { type: string; description: string; amount: number }[];
  },
) {
  const start = new Date();
  const end = new Date(start.getTime() + 24 * 3_600_000);
  const rent = await page.request.post(`/api/cars/${carId}/rent`, {
    data: {
      start: start.toISOString(),
      end: end.toISOString(),
      customer: { ...customer, paymentType: 'after' },
    },
  });
  expect(rent.status(), await rent.text()).toBe(201);
  const back = await page.request.post(`/api/cars/${carId}/return`, { data: returnInput });
  expect(back.status(), await back.text()).toBe(200);
  return (await back.json()).rental as { id: string };
}

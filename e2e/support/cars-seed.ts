import { expect, type Page } from '@playwright/test';

/** Seeds for the cars journeys, through the API with the signed-in page's cookies. */

export interface SeedCar {
  id: string;
  brandName: string;
  modelName: string;
  plate: string | null;
  images: string[];
  isPaid: boolean;
  isRented: boolean;
  isSold: boolean;
  inGarage: boolean;
}

export interface DashboardFigures {
  carsInGarage: number;
  available: number;
  currentlyRented: number;
  carsSold: number;
  paidCars: number;
  unpaidCars: number;
}

/** a short random tag that keeps names and plates unique in the shared database */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8).toUpperCase();
}

/** '1 500 DA' exactly as the app writes it (fr-DZ) */
export function da(dinars: number): string {
  return `${new Intl.NumberFormat('fr-DZ', { maximumFractionDigits: 0 }).format(dinars)} DA`;
}

/** '12 000' as the app writes a number */
export function num(value: number): string {
  return new Intl.NumberFormat('fr-DZ').format(value);
}

async function ok<T>(response: {
  ok(): boolean;
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}) {
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function createBrand(page: Page, name: string, models: string[]) {
  const brand = await ok<{ id: string; name: string }>(
    await page.request.post('/api/brands', { data: { name } }),
  );
  const created: { id: string; name: string }[] = [];
  for (const model of models) {
    created.push(
      await ok<{ id: string; name: string }>(
        await page.request.post(`/api/brands/${brand.id}/models`, { data: { name: model } }),
      ),
    );
  }
  return { id: brand.id, name: brand.name, models: created };
}

export async function createSupplier(page: Page, name: string) {
  return ok<{ id: string; name: string }>(
    await page.request.post('/api/suppliers', { data: { name } }),
  );
}

export async function createCar(page: Page, body: Record<string, unknown>) {
  return ok<SeedCar>(await page.request.post('/api/cars', { data: body }));
}

/** rents a paid car with a daily rate from now until `hours` from now */
export async function rentCar(page: Page, carId: string, hours: number) {
  const start = new Date(Date.now() + 60_000);
  const end = new Date(start.getTime() + hours * 3_600_000);
  return ok<{ car: SeedCar }>(
    await page.request.post(`/api/cars/${carId}/rent`, {
      data: {
        start: start.toISOString(),
        end: end.toISOString(),
        customer: {
          name: 'Karim Test',
          contact: '+213 555 00 00',
          email: 'karim@e2e.test',
          license: 'LIC-123',
          paymentType: 'after',
        },
      },
    }),
  );
}

export async function sellCar(page: Page, carId: string, priceDinars: number) {
  return ok<{ car: SeedCar }>(
    await page.request.post(`/api/cars/${carId}/sell`, {
      data: {
        customerName: 'Nadia Buyer',
        customerPhone: '0555 11 22 33',
        customerLicense: 'LIC-999',
        price: priceDinars * 100,
      },
    }),
  );
}

export async function getCar(page: Page, carId: string) {
  return ok<SeedCar>(await page.request.get(`/api/cars/${carId}`));
}

export async function dashboardFigures(page: Page): Promise<DashboardFigures> {
  return ok<DashboardFigures>(await page.request.get('/api/dashboard'));
}

/** a real 1x1 PNG */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** uploads the tiny PNG and answers its URL, for cars that should show a picture */
export async function uploadPng(page: Page): Promise<string> {
  const uploaded = await ok<{ url: string }>(
    await page.request.post('/api/uploads', {
      multipart: {
        folder: 'cars',
        file: { name: 'car.png', mimeType: 'image/png', buffer: tinyPng },
      },
    }),
  );
  return uploaded.url;
}

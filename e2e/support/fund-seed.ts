import type { BrandView, ModelView } from '@car-rental/domain/contract/brands';
import type { FundSummary, FundTransaction } from '@car-rental/domain/contract/fund';
import type { SupplierView } from '@car-rental/domain/contract/suppliers';
import { formatDA } from '@car-rental/domain/money';
import { expect, type Page } from '@playwright/test';

/**
 * Seeds for the fund, supplier and brand journeys, through the API with the signed-in
 * cookies of `page`. Every name carries a random tag: all tests of a run share one database.
 */

/** a short random tag that keeps names unique across the run */
export function tag(): string {
  return Math.random().toString(36).slice(2, 8).toUpperCase();
}

/** what the screens show for an amount in centimes ('15 000 DA') */
export function da(centimes: number): string {
  return formatDA(centimes);
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function get<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function getFund(page: Page) {
  return get<FundSummary>(page, '/api/fund');
}

export function getTotalBenefit(page: Page) {
  return get<{ totalBenefit: number }>(page, '/api/fund/benefit');
}

export function createSupplier(
  page: Page,
  input: { name: string; balance?: number; contact?: string; phone?: string },
) {
  return post<SupplierView>(page, '/api/suppliers', input);
}

export function createBrand(page: Page, input: { name: string; group?: string }) {
  return post<BrandView>(page, '/api/brands', input);
}

export function createModel(page: Page, brandId: string, name: string) {
  return post<ModelView>(page, `/api/brands/${brandId}/models`, { name });
}

export function addFundEntry(
  page: Page,
  input: {
    type: 'add_money' | 'add_charge';
    amount: number;
    description: string;
    category: string;
    supplierId?: string;
  },
) {
  return post<FundTransaction>(page, '/api/fund/transactions', input);
}

/** a car bought from a supplier: paid, it posts the 'Car Purchase - {brand} {model}' charge */
export async function createSupplierCar(
  page: Page,
  input: { supplierId: string; purchasePrice: number; isPaid: boolean },
) {
  const t = tag();
  const brand = await createBrand(page, { name: `Seed Brand ${t}` });
  const model = await createModel(page, brand.id, `Seed Model ${t}`);
  const answer = await post<{ id: string }>(page, '/api/cars', {
    brandId: brand.id,
    modelId: model.id,
    supplierId: input.supplierId,
    purchasePrice: input.purchasePrice,
    isPaid: input.isPaid,
    plate: `E2E-${t}`,
    year: 2020,
  });
  return { carId: answer.id, brand, model };
}

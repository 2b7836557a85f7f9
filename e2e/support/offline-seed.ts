import type { FundTransactionPage } from '@car-rental/domain/contract/fund';
import type { HistoryPage } from '@car-rental/domain/contract/history';
import type { SupplierList } from '@car-rental/domain/contract/suppliers';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** waits until the service worker keeps the app shell and controls the page */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** how many fund entries on the server carry this description (newest 100) */
export async function fundEntriesNamed(request: APIRequestContext, description: string) {
  const page = await get<FundTransactionPage>(request, '/api/fund/transactions?limit=100');
  return page.items.filter((item) => item.description === description);
}

/** how many suppliers on the server have this name */
export async function suppliersNamed(request: APIRequestContext, name: string) {
  const list = await get<SupplierList>(request, '/api/suppliers');
  return list.items.filter((item) => item.name === name);
}

/** the finished rentals of the car with this plate */
export async function rentalRecordsOf(request: APIRequestContext, plate: string) {
  const page = await get<HistoryPage>(
    request,
    `/api/history?type=rentals&q=${encodeURIComponent(plate)}&limit=50`,
  );
  return page.items.filter((item) => item.plate === plate);
}

export interface CarState {
  isRented: boolean;
  mileageKm: number;
  rental: { currentCustomerName: string } | null;
}

export function carState(request: APIRequestContext, carId: string) {
  return get<CarState>(request, `/api/cars/${carId}`);
}

import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type Response,
} from '@playwright/test';
import { OWNER } from '../../playwright.config.ts';
import { tag } from './demo-steps.ts';

/**
 * Desks and seeds of the live-update journeys: each desk is a browser context of its own
 * (its own session), signed in as the owner; seeds go through the API.
 */

/** how the project's config sets up every page (a hand-made context does not inherit it) */
const deskOptions = { timezoneId: 'Africa/Algiers', locale: 'en-GB' };

/** true for the answer that opens a desk's live event stream */
const isEventStream = (response: Response) =>
  new URL(response.url()).pathname === '/api/events' && response.status() === 200;

/**
 * Signs a page in as the owner through the sign-in screen, and waits until its live event
 * stream is open: from then on every change reaches it.
 */
export async function signInFollowing(page: Page, baseURL: string) {
  const streaming = page.waitForResponse(isEventStream);
  await page.goto(baseURL);
  await page.getByLabel('Username or email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await streaming;
}

/** a second staff member: a new browser context with a session of its own */
export async function openDesk(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ ...deskOptions, baseURL });
  const page = await context.newPage();
  await signInFollowing(page, baseURL);
  return { context, page };
}

/** resolves when the page's live event stream has been opened again */
export function nextEventStream(page: Page) {
  return page.waitForResponse(isEventStream, { timeout: 30_000 });
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

export interface LiveCar {
  id: string;
  brandId: string;
  /** the card's accessible name: brand, model and plate */
  name: string;
}

/** a paid car of a brand of its own, rentable (daily rate) and listed for sale */
export async function seedLiveCar(request: APIRequestContext, base = ''): Promise<LiveCar> {
  const id = tag();
  const brand = await ok<{ id: string; name: string }>(
    await request.post(`${base}/api/brands`, { data: { name: `Livebrand ${id}` } }),
  );
  const model = await ok<{ id: string; name: string }>(
    await request.post(`${base}/api/brands/${brand.id}/models`, { data: { name: `Live ${id}` } }),
  );
  const plate = `LIVE-${id}`;
  const car = await ok<{ id: string }>(
    await request.post(`${base}/api/cars`, {
      data: {
        brandId: brand.id,
        modelId: model.id,
        year: 2023,
        plate,
        color: 'White',
        mileageKm: 8_000,
        dailyRate: 600_000,
        salePrice: 150_000_000,
        isPaid: true,
      },
    }),
  );
  await ok(await request.post(`${base}/api/cars/${car.id}/for-sale`));
  return { id: car.id, brandId: brand.id, name: `${brand.name} ${model.name} ${plate}` };
}

/** rents the car from now to tomorrow for `customer` */
export async function rentCar(request: APIRequestContext, carId: string, customer: string) {
  const start = new Date();
  await ok(
    await request.post(`/api/cars/${carId}/rent`, {
      data: {
        start: start.toISOString(),
        end: new Date(start.getTime() + 24 * 3_600_000).toISOString(),
        customer: {
          name: customer,
          contact: '+213 555 00 11 22',
          email: 'live@e2e.test',
          license: `DL-${tag()}`,
          paymentType: 'after',
        },
      },
    }),
  );
}

/** sells the car for 1 400 000 DA */
export async function sellCar(request: APIRequestContext, carId: string, customer: string) {
  await ok(
    await request.post(`/api/cars/${carId}/sell`, {
      data: {
        customerName: customer,
        customerPhone: '+213 555 33 44 55',
        customerLicense: `DL-${tag()}`,
        price: 140_000_000,
      },
    }),
  );
}

/** adds money to the fund through the API of `base` (a server's address) */
export async function addFundEntry(request: APIRequestContext, base: string, description: string) {
  await ok(
    await request.post(`${base}/api/fund/transactions`, {
      data: { type: 'add_money', amount: 250_000, description, category: 'other' },
    }),
  );
}

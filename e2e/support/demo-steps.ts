import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en/index.ts';
import type { Translation } from '../../apps/web/src/locales/types.ts';

/**
 * Steps of the demo and live journeys, taken through the screens as a person would.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** a short random tag that keeps names unique within a run */
export const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** fr-DZ separates thousands with a (narrow) no-break space */
export const da = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\\u202f\\u00a0]'));

/** the digits of a figure written with fr-DZ separators ('12 345 km' -> 12345) */
export const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** 'YYYY-MM-DD' of the Algiers calendar day `days` after now (Algiers is UTC+1 all year) */
export function algiersDay(days = 0): string {
  return new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);
}

/**
 * Opens the demo from the sign-in screen in `language` (`tryDemo`: the button's name in it)
 * and waits for its banner: PGlite and the server's code boot in a Web Worker, which can take
 * over 10 s on a loaded 2-core machine
 */
export async function openDemoIn(page: Page, language: 'en' | 'fr' | 'ar', tryDemo: string) {
  await page.goto('/');
  await page.getByLabel('Language').selectOption(language);
  const button = page.getByRole('button', { name: tryDemo });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  await button.click();
  await expect(page.getByTestId('demo-banner')).toBeVisible({ timeout: 60_000 });
}

/** the figure of a stat card, found by its title */
export const stat = (page: Page, label: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .getByTestId('stat-value');

export const rentedSection = (page: Page) => page.getByRole('region', { name: 'Rented Cars' });
export const rentableSection = (page: Page) =>
  page.getByRole('region', { name: 'Cars Available for Rent' });
export const fundRow = (page: Page, description: string) =>
  page.getByTestId('fund-transaction').filter({ hasText: description });

/** goes to a screen through the main navigation, without reloading the page */
export async function navigate(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** the picker's arrows by their names in the screen's language (rentals.picker) */
export interface MonthArrows {
  nextMonth: string;
  previousMonth: string;
}
const ENGLISH_ARROWS: MonthArrows = { nextMonth: 'Next month', previousMonth: 'Previous month' };

/** moves the period picker's calendar to the month of a day ('YYYY-MM-DD'); the day's cell */
export async function showDay(
  dialog: Locator,
  key: string,
  arrows: MonthArrows = ENGLISH_ARROWS,
): Promise<Locator> {
  const month = key.slice(0, 7);
  for (let step = 0; step < 24; step++) {
    const shown = await dialog.locator('[data-month]').getAttribute('data-month');
    if (shown === month) break;
    await dialog
      .getByRole('button', {
        name: (shown ?? '') < month ? arrows.nextMonth : arrows.previousMonth,
      })
      .click();
  }
  return dialog.locator(`[data-day="${key}"]`);
}

/** clicks a day of the period picker, moving the calendar to its month first */
export async function pickDay(dialog: Locator, key: string, arrows?: MonthArrows) {
  await (await showDay(dialog, key, arrows)).click();
}

/**
 * Sends the booking of `card` (a rentable car's card) from tomorrow to the day after, at the
 * default 9:00, paid after, for `customer`, through the period picker and the customer dialog
 * in the screens' language (`words`: its rentals catalogue); answers the customer dialog, to
 * see it close or refuse.
 */
export async function sendBooking(
  page: Page,
  card: Locator,
  customer: string,
  words: Translation<typeof en.rentals>,
): Promise<Locator> {
  await card
    .getByRole('button', { name: words.rentable.bookRentalFor.split('{{')[0]!.trim() })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: words.picker.title });
  await pickDay(picker, algiersDay(1), words.picker);
  await pickDay(picker, algiersDay(2), words.picker);
  await picker.getByRole('button', { name: words.picker.apply }).click();
  const dialog = page.getByRole('dialog', { name: words.customer.title });
  await dialog.getByLabel(words.customer.name).fill(customer);
  await dialog.getByLabel(words.customer.contact).fill('+213 555 12 34 56');
  await dialog.getByLabel(words.customer.email).fill('demo.customer@example.com');
  await dialog.getByLabel(words.customer.license).fill(`DL-${tag()}`);
  await dialog.getByRole('button', { name: words.customer.confirm }).click();
  return dialog;
}

/**
 * Books a rental of `card` (a rentable car's card) from tomorrow to the day after, at the
 * default 9:00, for `customer`, through the period picker and the customer dialog: a
 * reservation (issue 14), the car stays free today.
 */
export async function bookRental(page: Page, card: Locator, customer: string) {
  const dialog = await sendBooking(page, card, customer, en.rentals);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('notice').filter({ hasText: `Car reserved for ${customer}!` }),
  ).toBeVisible();
}

/** returns the rented car of `card` with 250 km more on the clock; the new mileage */
export async function returnRental(page: Page, card: Locator): Promise<number> {
  await card.getByRole('button', { name: /Return Car/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Return Car' });
  const current = digits((await dialog.getByTestId('current-mileage').textContent()) ?? '');
  await dialog.getByLabel('New mileage (km)').fill(String(current + 250));
  await dialog.getByRole('button', { name: 'Complete Return' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('notice').filter({ hasText: 'Car returned!' })).toBeVisible();
  return current + 250;
}

/** adds money to the fund through the Add Money dialog of the Fund screen */
export async function addMoney(page: Page, dinars: string, description: string) {
  await page.getByRole('button', { name: 'Add Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Money' });
  await dialog.getByLabel('Amount (DA)').fill(dinars);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Add Money' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Every request the pages of `context` send to the API from now on (workers and the live
 * event stream included); `stop()` ends the watch.
 */
export function watchApiRequests(context: BrowserContext) {
  const seen: string[] = [];
  const onRequest = (request: { url(): string; method(): string }) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      seen.push(`${request.method()} ${request.url()}`);
    }
  };
  context.on('request', onRequest);
  return {
    seen,
    stop: () => context.off('request', onRequest),
  };
}

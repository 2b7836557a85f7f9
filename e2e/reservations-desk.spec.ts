import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  signIn,
  test,
} from './fixtures.ts';
import { confirmCheckOut } from './support/check-out-steps.ts';
import { type SeededCar, seedBrand, seedRentableCar, tag } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** fr-DZ separates thousands with a (narrow) no-break space */
const da = (dinars: string) => new RegExp(dinars.replace(/ /g, '[\\s\\u202f\\u00a0]'));

/** reserves a car through the API for one day from `start`, paid in advance (5 000 DA) */
async function reserve(request: APIRequestContext, carId: string, start: Date) {
  const customerName = `Reserved ${tag()}`;
  const res = await request.post(`/api/cars/${carId}/rent`, {
    data: {
      start: start.toISOString(),
      end: new Date(start.getTime() + DAY).toISOString(),
      customer: {
        name: customerName,
        contact: '+213 555 00 11 22',
        email: 'customer@e2e.test',
        license: `DL-${tag()}`,
        paymentType: 'advance',
      },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  expect((await res.json()).rental.state).toBe('reserved');
  return customerName;
}

const reservationsSection = (page: Page) =>
  page.getByRole('region', { name: 'Upcoming Reservations' });
const rowOf = (scope: Locator, customer: string) =>
  scope.getByTestId('reservation-row').filter({ hasText: customer });
const cardOf = (scope: Locator, car: SeededCar) =>
  scope.getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });

test('the desk picks up one reservation and cancels another with its reason; the advance refunded', async ({
  page,
}) => {
  await signIn(page);
  const brand = await seedBrand(page.request);
  const first = await seedRentableCar(page.request, brand);
  const second = await seedRentableCar(page.request, brand);
  const tomorrow = await reserve(page.request, first.id, new Date(Date.now() + DAY));
  const later = await reserve(page.request, second.id, new Date(Date.now() + 2 * DAY));

  await page.goto('/rental');
  await expect(page.getByRole('heading', { name: 'Rental Dashboard', level: 1 })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption(brand.brandId);

  // both reservations, soonest pickup first, with what the desk needs to know
  const section = reservationsSection(page);
  const rows = section.getByTestId('reservation-row');
  await expect(rows).toHaveCount(2);
  await expect(section.getByTestId('reservation-count')).toHaveText('2 reservations');
  await expect(rows.nth(0)).toContainText(tomorrow);
  await expect(rows.nth(1)).toContainText(later);
  const firstRow = rowOf(section, tomorrow);
  await expect(firstRow).toContainText(first.plate);
  await expect(firstRow).toContainText('+213 555 00 11 22');
  await expect(firstRow.getByTestId('reservation-advance')).toHaveText(da('5 000 DA'));
  // its pickup is on the next Algiers day (in exactly 24 hours): tomorrow's, not today's
  await expect(firstRow).toContainText('Pickup tomorrow');
  await expect(firstRow).not.toContainText('Pickup today');
  await expect(rowOf(section, later)).not.toContainText(/Pickup (today|tomorrow)/);
  // a no-show waits for the pickup time and the Settings delay
  const noShow = firstRow.getByRole('button', { name: /^No-show/ });
  await expect(noShow).toBeDisabled();
  await expect(noShow).toHaveAttribute('title', /^Available from \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  await checkScreen(page, 'rental-reservations');

  // tomorrow's reservation is picked up today by its check-out, with the odometer read
  await firstRow.getByRole('button', { name: /^Pick Up/ }).click();
  const pickUp = page.getByRole('dialog', { name: 'Check-out' });
  await expect(pickUp.getByLabel('Odometer (km)')).toHaveValue('12000');
  await confirmCheckOut(page, '12050');
  await expect(rowOf(section, tomorrow)).toHaveCount(0);
  const rented = cardOf(page.getByRole('region', { name: 'Rented Cars' }), first);
  await expect(rented).toContainText(tomorrow);

  // the other is cancelled: the reason is required, the advance refunded from the fund
  await rowOf(section, later)
    .getByRole('button', { name: /^Cancel/ })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(cancel).toContainText(da('The advance of 5 000 DA will be refunded from the fund.'));
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(cancel.getByText('A reason for the cancellation is required')).toBeVisible();
  await cancel.getByLabel('Reason').fill('The customer moved his trip');
  await checkScreen(page, 'rental-cancel-reservation');
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(
    page.getByTestId('notice').filter({ hasText: da('Booking cancelled! 5 000 DA refunded.') }),
  ).toBeVisible();
  await expect(section.getByText('No upcoming reservations.')).toBeVisible();

  const name = `${brand.brandName} ${brand.modelName}`;
  await page.goto('/fund');
  const refund = page
    .getByTestId('fund-transaction')
    .filter({ hasText: `Rental Cancelled - Refund - ${name}` });
  await expect(refund).toHaveCount(1);
  await expect(refund.getByTestId('fund-transaction-amount')).toHaveText(da('5 000 DA'));
});

test('the no-show delay is set in Settings and kept after a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const business = page.getByRole('region', { name: 'Business details' });
  const delay = business.getByLabel('No-show delay (minutes)');
  const before = Number(await delay.inputValue());
  await expect(delay).toHaveAccessibleDescription(
    'How long after its pickup time a reservation can be marked a no-show.',
  );
  const chosen = before === 45 ? '50' : '45';
  await delay.fill(chosen);
  await business.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByTestId('notice').filter({ hasText: 'Business details saved' }),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Business details' }).getByLabel('No-show delay (minutes)'),
  ).toHaveValue(chosen);

  // the delay it had back for the other journeys
  const reloaded = page.getByRole('region', { name: 'Business details' });
  await reloaded.getByLabel('No-show delay (minutes)').fill(String(before));
  await reloaded.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByTestId('notice').filter({ hasText: 'Business details saved' }),
  ).toHaveCount(1);
  const saved = await page.request.get('/api/settings');
  expect((await saved.json()).noShowDelayMinutes).toBe(before);
});

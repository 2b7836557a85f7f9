import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  signIn,
  test,
} from './fixtures.ts';
import { type SeededCar, seedRentableCar, tag } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** fr-DZ separates thousands with a (narrow) no-break space */
const da = (dinars: string) => new RegExp(dinars.replace(/ /g, '[\\s\\u202f\\u00a0]'));

/** books a car through the API for `days` days from `start`, paid in advance or after */
async function book(
  request: APIRequestContext,
  carId: string,
  start: Date,
  days: number,
  paymentType: 'advance' | 'after',
) {
  const customerName = `Booked ${tag()}`;
  const res = await request.post(`/api/cars/${carId}/rent`, {
    data: {
      start: start.toISOString(),
      end: new Date(start.getTime() + days * DAY).toISOString(),
      customer: {
        name: customerName,
        contact: '+213 555 00 11 22',
        email: 'customer@e2e.test',
        license: `DL-${tag()}`,
        paymentType,
      },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return customerName;
}

async function openRentalFor(page: Page, car: SeededCar) {
  await page.goto('/rental');
  await expect(page.getByRole('heading', { name: 'Rental Dashboard', level: 1 })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption(car.brandId);
}

const rentedSection = (page: Page) => page.getByRole('region', { name: 'Rented Cars' });
const rentableSection = (page: Page) =>
  page.getByRole('region', { name: 'Cars Available for Rent' });
const cardOf = (scope: Locator, car: SeededCar) =>
  scope.getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });

test('a booking whose pickup is within the hour is cancelled before it: the advance refunded, the car free, the history row marked cancelled', async ({
  page,
}) => {
  await signIn(page);
  const car = await seedRentableCar(page.request);
  // within the hour the car goes out at once (a later pickup is a reservation, issue 14)
  const customer = await book(
    page.request,
    car.id,
    new Date(Date.now() + 40 * 60_000),
    3,
    'advance',
  );
  await openRentalFor(page, car);

  // before the pickup: Cancel Booking instead of Return Car
  const card = cardOf(rentedSection(page), car);
  await expect(card).toContainText(customer);
  await expect(card).toContainText('Pickup not yet');
  await expect(card.getByRole('button', { name: /Return Car/ })).toHaveCount(0);
  await card.getByRole('button', { name: /Cancel Booking/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    da(
      'The advance of 15 000 DA will be refunded from the fund, and the car will be available again.',
    ),
  );
  await checkScreen(page, 'rental-cancel-booking');
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('notice').filter({ hasText: da('Booking cancelled! 15 000 DA refunded.') }),
  ).toBeVisible();

  // the car is free again
  await expect(cardOf(rentedSection(page), car)).toHaveCount(0);
  await expect(
    cardOf(rentableSection(page), car).getByRole('button', { name: /Book Rental/ }),
  ).toBeVisible();

  // the fund: the advance in, its refund out (one entry)
  const name = `${car.brandName} ${car.modelName}`;
  await page.goto('/fund');
  const refund = page
    .getByTestId('fund-transaction')
    .filter({ hasText: `Rental Cancelled - Refund - ${name}` });
  await expect(refund).toHaveCount(1);
  await expect(refund.getByTestId('fund-transaction-amount')).toHaveText(da('15 000 DA'));
  await expect(
    page.getByTestId('fund-transaction').filter({ hasText: `Rental Payment (Advance) - ${name}` }),
  ).toHaveCount(1);

  // the history keeps the booking, marked cancelled, with no revenue
  await page.goto(`/history?q=${encodeURIComponent(car.plate)}`);
  const row = page.getByTestId('history-row').filter({ hasText: car.plate });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row).toContainText('Booking cancelled before pickup: no revenue');
  await expect(row.getByTestId('history-amount')).toHaveText(da('0 DA'));
  await row.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Rental Details' });
  await expect(details).toContainText(/Cancelled on .+ \(before pickup, no revenue\)/);
  // the advance it took, and that it went back (issue 28 §17)
  await expect(details).toContainText(/Advance paid\s*15[\s\u202f\u00a0]000 DA/);
  await expect(details).toContainText(/Advance refunded\s*15[\s\u202f\u00a0]000 DA/);
  await expect(details.getByRole('button', { name: 'Print Invoice' })).toHaveCount(0);
  await checkScreen(page, 'history-cancelled-booking');
});

test('the Return dialog shows the length of the booked period', async ({ page }) => {
  await signIn(page);
  const car = await seedRentableCar(page.request);
  await book(page.request, car.id, new Date(), 3, 'after');
  await openRentalFor(page, car);
  await cardOf(rentedSection(page), car)
    .getByRole('button', { name: /Return Car/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Return Car' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('(3 days)');
  await expect(dialog).not.toContainText('(1 day)');
});

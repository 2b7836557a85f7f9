import { expect, type Page, signIn, test } from './fixtures.ts';
import { confirmCheckOut } from './support/check-out-steps.ts';
import { algiersDay, da, pickDay, showDay } from './support/demo-steps.ts';
import { type SeededCar, seedRentableCar, tag } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

// Issue 14, done when: reservations through the screens, an overlap refused by name, a
// pickup, a cancellation, a flagged customer refused, and the customer page showing it all.
const rentableCard = (page: Page, car: SeededCar) =>
  page
    .getByRole('region', { name: 'Cars Available for Rent' })
    .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });

interface Person {
  name: string;
  licence: string;
}

/** Book Rental on the car's card from day `from` to day `to` (at the default 9:00) */
async function openBooking(page: Page, car: SeededCar, from: number, to: number) {
  await rentableCard(page, car)
    .getByRole('button', { name: /Book Rental/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Select Rental Period' });
  await expect(picker).toBeVisible();
  await pickDay(picker, algiersDay(from));
  await pickDay(picker, algiersDay(to));
  return picker;
}

async function fillCustomer(page: Page, person: Person, advance: boolean) {
  const dialog = page.getByRole('dialog', { name: 'Customer Information' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Customer Name').fill(person.name);
  await dialog.getByLabel('Contact Number').fill('+213 555 44 33 22');
  await dialog.getByLabel('Email').fill('booking@e2e.test');
  await dialog.getByLabel('Driver License Number').fill(person.licence);
  if (advance) await dialog.getByRole('radio', { name: /Pay in advance/ }).check();
  await dialog.getByRole('button', { name: 'Confirm Rental' }).click();
  return dialog;
}

async function openCustomer(page: Page, person: Person) {
  await page.goto('/customers');
  await page.getByLabel('Search by name, phone or licence').fill(person.licence);
  await page.getByRole('link', { name: `Open ${person.name}` }).click();
  await expect(page.getByRole('heading', { name: person.name, level: 1 })).toBeVisible();
}

test('books next week and tomorrow while the car stays free, refuses an overlap by name, picks up, cancels, and refuses a flagged customer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const car = await seedRentableCar(page.request);
  const amel: Person = { name: `Amel ${tag()}`, licence: `DL-A-${tag()}` };
  const yacine: Person = { name: `Yacine ${tag()}`, licence: `DL-Y-${tag()}` };
  await page.goto('/rental');
  await expect(page.getByRole('heading', { name: 'Rental Dashboard', level: 1 })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption(car.brandId);
  const reservations = page.getByRole('region', { name: 'Upcoming Reservations' });
  const rowOf = (person: Person) =>
    reservations.getByTestId('reservation-row').filter({ hasText: person.name });

  // next week, paid in advance: a reservation, and the car stays available today
  await (await openBooking(page, car, 7, 9)).getByRole('button', { name: 'Apply' }).click();
  // the booking dialog shows the period's price line by line and its total (issues 28 §17, 33)
  const quote = page
    .getByRole('dialog', { name: 'Customer Information' })
    .getByRole('region', { name: 'Price' });
  await expect(quote).toHaveAttribute('data-quote-ready', 'true');
  await expect(quote.getByTestId('quote-line').first()).toContainText(
    da('2 days × 5 000 DA = 10 000 DA'),
  );
  await expect(quote.getByTestId('quote-due')).toHaveText(da('10 000 DA'));
  await expect(await fillCustomer(page, amel, true)).toBeHidden();
  await expect(
    page.getByTestId('notice').filter({ hasText: `Car reserved for ${amel.name}!` }),
  ).toBeVisible();
  await expect(rowOf(amel)).toContainText(da('10 000 DA'));
  await expect(rentableCard(page, car)).toBeVisible();

  // tomorrow for a day: the picker greys next week's days and names the booking
  const picker = await openBooking(page, car, 1, 2);
  const booked = await showDay(picker, algiersDay(8));
  await expect(booked).toHaveAttribute('data-booked', 'full');
  await expect(booked).toBeDisabled();
  await expect(await showDay(picker, algiersDay(7))).toHaveAttribute('data-booked', 'part');
  await expect(picker.getByTestId('picker-bookings')).toContainText(amel.name);
  await expect(picker.getByTestId('picker-duration')).toHaveText('1 day');
  await checkScreen(page, 'rental-period-picker-booked');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(await fillCustomer(page, yacine, false)).toBeHidden();
  await expect(rowOf(yacine)).toBeVisible();
  await expect(reservations.getByTestId('reservation-row').first()).toContainText(yacine.name);

  // a third booking over tomorrow's is refused in the picker, before the customer form, with
  // its dates and customer (issue 28 §17); nothing is written
  const over = await openBooking(page, car, 1, 3);
  await over.getByRole('button', { name: 'Apply' }).click();
  await expect(over.getByRole('alert')).toContainText('The car is not free from');
  await expect(over.getByRole('alert')).toContainText(`(${yacine.name})`);
  await expect(page.getByRole('dialog', { name: 'Customer Information' })).toHaveCount(0);
  await checkScreen(page, 'rental-booking-conflict');
  await over.getByRole('button', { name: 'Cancel' }).click();
  await expect(reservations.getByTestId('reservation-row')).toHaveCount(2);

  // tomorrow's customer comes early: picked up, the car goes out
  await rowOf(yacine)
    .getByRole('button', { name: /^Pick Up/ })
    .click();
  await confirmCheckOut(page);
  await expect(
    page
      .getByRole('region', { name: 'Rented Cars' })
      .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` }),
  ).toContainText(yacine.name);
  await expect(rowOf(yacine)).toHaveCount(0);

  // next week's is cancelled with its reason: the advance goes back
  await rowOf(amel)
    .getByRole('button', { name: /Cancel the booking/ })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
  await cancel.getByLabel('Reason').fill('Trip postponed');
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(cancel).toBeHidden();
  await expect(
    page.getByTestId('notice').filter({ hasText: da('Booking cancelled! 10 000 DA refunded.') }),
  ).toBeVisible();
  await expect(rowOf(amel)).toHaveCount(0);

  // Amel is flagged; booking for her again is refused with the reason
  await openCustomer(page, amel);
  await page.getByRole('button', { name: 'Mark Do not rent' }).click();
  const flag = page.getByRole('dialog', { name: `Do not rent ${amel.name}` });
  await flag.getByLabel('Reason').fill('Damaged the last car');
  await flag.getByRole('button', { name: 'Mark Do not rent' }).click();
  await expect(flag).toBeHidden();
  await page.goto('/rental');
  await page.getByLabel('Brand', { exact: true }).selectOption(car.brandId);
  // the car is out now; a second car of the fleet takes the booking
  const other = await seedRentableCar(page.request);
  await page.getByLabel('Brand', { exact: true }).selectOption(other.brandId);
  await (await openBooking(page, other, 10, 11)).getByRole('button', { name: 'Apply' }).click();
  const flagged = await fillCustomer(page, amel, false);
  await expect(flagged.getByRole('alert')).toContainText('Damaged the last car');
  await flagged.getByRole('button', { name: 'Cancel' }).click();

  // her page shows it all: the flag, the cancelled booking with no revenue
  await openCustomer(page, amel);
  await expect(page.getByTestId('do-not-rent-reason')).toContainText('Damaged the last car');
  await expect(page.getByTestId('customer-rentals')).toContainText(car.plate);
  await expect(page.getByTestId('customer-rentals')).toContainText('Cancelled');
  await expect(page.getByTestId('customer-totals')).toContainText('0 rentals');
  // and Yacine's, his rental out
  await openCustomer(page, yacine);
  await expect(page.getByTestId('customer-rentals')).toContainText('Out');
  await expect(page.getByTestId('customer-totals')).toContainText('1 rental');
});

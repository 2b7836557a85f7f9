import { expect, type Page, signIn, test } from './fixtures.ts';
import { pickDay, showDay } from './support/demo-steps.ts';
import {
  rentThroughApi,
  type SeededCar,
  seedBrand,
  seedRentableCar,
  tag,
} from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

// Issue 14 §2: the planning board shows bookings and blocked periods as bars; a block is
// refused over a booking; a free slot opens the booking flow on its day.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'YYYY-MM-DD' of the Algiers calendar day `days` after now (Algiers is UTC+1) */
const algiersDay = (days: number) =>
  new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);

/** the instant the Algiers clock shows `time` ('HH:MM') on the day `days` after today */
const algiersAt = (days: number, time: string) => new Date(`${algiersDay(days)}T${time}:00+01:00`);

const rowOf = (page: Page, car: SeededCar) =>
  page.getByTestId('board-row').filter({ hasText: car.plate });

test('shows a reservation, blocks a car and refuses a block over a booking, removes it, and books a free day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const brand = await seedBrand(page.request);
  const reserved = await seedRentableCar(page.request, brand);
  const other = await seedRentableCar(page.request, brand);
  const customer = `Board ${tag()}`;
  await rentThroughApi(
    page.request,
    reserved.id,
    algiersAt(3, '09:00'),
    customer,
    algiersAt(2, '09:00'),
  );

  await page.goto('/rental');
  await page.getByRole('link', { name: 'Planning Board' }).click();
  await expect(page).toHaveURL(/\/rental\/board$/);
  await expect(page.getByRole('heading', { name: 'Planning Board', level: 1 })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption(brand.brandId);
  await expect(page.getByTestId('board-row')).toHaveCount(2);

  // the reservation: an amber bar named by its customer, state and period
  const booking = rowOf(page, reserved).getByTestId('board-bar');
  await expect(booking).toHaveAttribute('data-state', 'reserved');
  await expect(booking).toContainText(customer);
  await expect(booking).toHaveAccessibleName(new RegExp(`^${customer}: reserved, .+ 09:00 – `));
  await booking.click();
  const details = page.getByRole('dialog', { name: 'Booking' });
  await expect(details.getByTestId('board-bar-customer')).toHaveText(customer);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // the other car blocked tomorrow for maintenance: a hatched bar with its reason
  await rowOf(page, other)
    .getByRole('button', { name: /^Add blocked period for/ })
    .click();
  let dialog = page.getByRole('dialog', { name: 'Add blocked period' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Maintenance' });
  await dialog.getByLabel('From').fill(`${algiersDay(1)}T08:00`);
  await dialog.getByLabel('To').fill(`${algiersDay(1)}T18:00`);
  await dialog.getByLabel('Note').fill('Oil change');
  await dialog.getByRole('button', { name: 'Block the car' }).click();
  await expect(dialog).toBeHidden();
  const block = rowOf(page, other).getByTestId('board-bar');
  await expect(block).toHaveAttribute('data-state', 'maintenance');
  await expect(block).toHaveAttribute('data-kind', 'block');
  await expect(block).toContainText('Maintenance: Oil change');
  await checkScreen(page, 'planning-board');

  // a block over the reservation is refused with the booking's dates
  await rowOf(page, reserved)
    .getByRole('button', { name: /^Add blocked period for/ })
    .click();
  dialog = page.getByRole('dialog', { name: 'Add blocked period' });
  await dialog.getByLabel('From').fill(`${algiersDay(2)}T12:00`);
  await dialog.getByLabel('To').fill(`${algiersDay(2)}T20:00`);
  await dialog.getByRole('button', { name: 'Block the car' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This car is already booked from');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, reserved).getByTestId('board-bar')).toHaveCount(1);

  // the block removed: the other car's row is free again
  await block.click();
  const blocked = page.getByRole('dialog', { name: 'Blocked period' });
  await expect(blocked.getByTestId('board-block-reason')).toHaveText('Maintenance');
  await blocked.getByRole('button', { name: 'Remove block' }).click();
  await expect(blocked).toBeHidden();
  await expect(rowOf(page, other).getByTestId('board-bar')).toHaveCount(0);

  // two weeks, moved by their length; a month on a wide screen
  const slots = rowOf(page, other).getByTestId('board-slot');
  await expect(slots).toHaveCount(14);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(slots.first()).toHaveAttribute('data-day', algiersDay(14));
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(slots.first()).toHaveAttribute('data-day', algiersDay(0));
  // on a phone (390 px) the car column stays narrow: at least a week of days shows (issue 28 §17)
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rowOf(page, other)).toBeVisible();
  const daysShown = await page.getByTestId('board-header').evaluate((header) => {
    const scroller = header.closest('[data-testid="board-scroll"]') ?? header;
    const view = scroller.getBoundingClientRect();
    const carColumn = header.children[0]!.getBoundingClientRect();
    const days = [...header.children[1]!.children].map((day) => day.getBoundingClientRect());
    return days.filter((day) => day.left >= carColumn.right - 1 && day.right <= view.right + 1)
      .length;
  });
  console.log(`planning board at 390 px: ${daysShown} days shown`);
  expect(daysShown).toBeGreaterThanOrEqual(7);
  await checkScreen(page, 'planning-board-phone');
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(slots).toHaveCount(28);

  // the other car blocked for repair over days 6 and 7, whole (issue 28 §17: the picker greys it)
  const repair = await page.request.post(`/api/cars/${other.id}/blocks`, {
    data: {
      start: algiersAt(6, '00:00').toISOString(),
      end: algiersAt(8, '00:00').toISOString(),
      kind: 'repair',
    },
  });
  expect(repair.status(), await repair.text()).toBe(201);

  // a free day of the other car opens the booking flow with that day as the pickup
  const day = algiersDay(4);
  await rowOf(page, other).locator(`[data-testid="board-slot"][data-day="${day}"]`).click();
  const picker = page.getByRole('dialog', { name: 'Select Rental Period' });
  await expect(picker).toBeVisible();
  await expect(picker.locator('[data-month]')).toHaveAttribute('data-month', day.slice(0, 7));
  await expect(picker.locator(`[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    picker.getByText('Click the same or a later day to choose the return date.'),
  ).toBeVisible();
  // the blocked days are greyed, named and cannot be chosen; a period over them is refused here
  for (const blockedDay of [algiersDay(6), algiersDay(7)]) {
    const cell = await showDay(picker, blockedDay);
    await expect(cell).toHaveAttribute('data-booked', 'full');
    await expect(cell).toHaveAttribute('data-blocked', 'true');
    await expect(cell).toBeDisabled();
  }
  await expect(picker.getByTestId('picker-block')).toContainText('Repair');
  await pickDay(picker, algiersDay(9));
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker.getByRole('alert')).toContainText(/^The car is not free from .+ \(Repair\)/);
  await expect(page.getByRole('dialog', { name: 'Customer Information' })).toHaveCount(0);
});

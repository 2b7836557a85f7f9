import type { APIRequestContext } from '@playwright/test';
import { expect, type Page, signIn, test } from './fixtures.ts';
import { seedBrand, seedRentableCar, tag } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

// Issue 34 §2 and §5, the desk's side of the booking page: the owner opens it in Settings;
// customers' requests reach the Rental dashboard live (the panel, the header's count, a beep),
// hold their car on the planning board as "requested"; the desk declines one with its reason
// and confirms the other, which becomes a reservation.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'YYYY-MM-DD' of the Algiers calendar day `days` after now (Algiers is UTC+1) */
const algiersDay = (days: number) =>
  new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);
const algiersAt = (days: number, time: string) => new Date(`${algiersDay(days)}T${time}:00+01:00`);

const PERIOD = {
  start: algiersAt(3, '10:00').toISOString(),
  end: algiersAt(5, '10:00').toISOString(),
};

/** a customer's request from the booking page, through its public route */
async function ask(
  request: APIRequestContext,
  modelId: string,
  name: string,
  phone: string,
): Promise<void> {
  const answer = await request.post('/api/public/booking-requests', {
    data: {
      ...PERIOD,
      modelId,
      dailyRate: 500_000,
      extras: [],
      name,
      phone,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.dz`,
      licenceNumber: `DZ-${tag()}`,
      licenceIssuedOn: '2016-04-01',
      language: 'fr',
      acceptTerms: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

const card = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^${name}:`) });

test('the owner opens the booking page; the desk sees requests live, on the board too, declines one and confirms the other', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // two economy cars, each of a model of its own
  const cars = [];
  for (const _ of [1, 2]) {
    const brand = await seedBrand(page.request);
    const car = await seedRentableCar(page.request, brand);
    const category = await page.request.put(`/api/price-list/models/${brand.modelId}`, {
      data: { category: 'economy' },
    });
    expect(category.ok(), await category.text()).toBeTruthy();
    cars.push({ ...car, modelId: brand.modelId });
  }
  const [first, second] = cars as [(typeof cars)[0], (typeof cars)[0]];

  // Settings → Booking page: opened for the economy category, with its words
  await page.goto('/settings');
  const settings = page.getByRole('region', { name: 'Booking page' });
  await expect(settings.getByTestId('booking-page-link')).toHaveText(
    new URL('/book', page.url()).toString(),
  );
  await settings.getByLabel('Take requests on the booking page').check();
  await settings.getByLabel('Economy').check();
  await settings.getByLabel('Hold time (hours)').fill('0');
  await settings.getByRole('button', { name: 'Save booking page' }).click();
  await expect(settings.getByLabel('Hold time (hours)')).toHaveAccessibleDescription(
    'Enter a whole number from 1 to 72',
  );
  await settings.getByLabel('Hold time (hours)').fill('3');
  await settings.getByLabel('Agency address').fill('12 rue Didouche Mourad, Alger');
  await settings.getByRole('button', { name: 'Save booking page' }).click();
  await expect(page.getByText('Booking page saved')).toBeVisible();
  await checkScreen(page, 'settings-booking-page');

  // a first customer asks; the desk's Rental dashboard lists the request, the header counts it
  const nadia = `Nadia ${tag()}`;
  const yacine = `Yacine ${tag()}`;
  await ask(page.request, first.modelId, nadia, '0550 11 22 33');
  await page.goto('/rental');
  const panel = page.getByRole('region', { name: 'Booking requests' });
  await expect(card(page, nadia)).toBeVisible();
  await expect(card(page, nadia)).toContainText(first.plate);
  await expect(card(page, nadia).getByTestId('request-hold')).toContainText('left');
  const bell = page.getByTestId('booking-requests-bell');
  await expect(bell).toHaveAccessibleName('Booking requests (1)');
  // a touch of the page lets it beep; a second customer's request comes in live
  await panel.getByRole('heading', { name: 'Booking requests' }).click();
  await ask(page.request, second.modelId, yacine, '0661 44 55 66');
  await expect(card(page, yacine)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Booking requests (2)');
  await expect(bell).toHaveAttribute('data-chimes', '1');
  await checkScreen(page, 'rental-booking-requests');

  // the board: each request holds its car's period as "requested"
  await page.getByRole('link', { name: 'Planning Board' }).click();
  await page.getByLabel('Brand', { exact: true }).selectOption(first.brandId);
  const held = page
    .getByTestId('board-row')
    .filter({ hasText: first.plate })
    .getByTestId('board-bar');
  await expect(held).toHaveAttribute('data-kind', 'request');
  await expect(held).toHaveAttribute('data-state', 'requested');
  await expect(held).toHaveAccessibleName(
    new RegExp(`^${nadia}: requested \\(booking page\\), .+ 10:00 – .+ 10:00$`),
  );
  await checkScreen(page, 'planning-board-requested');
  await held.click();
  const details = page.getByRole('dialog', { name: 'Booking request' });
  await details.getByRole('link', { name: 'Answer it on the Rental Dashboard' }).click();

  // Nadia's declined, with the reason the form requires
  await card(page, nadia)
    .getByRole('button', { name: new RegExp(`^Decline ${nadia}`) })
    .click();
  const decline = page.getByRole('dialog', { name: 'Decline the request' });
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(decline.getByLabel('Reason')).toHaveAccessibleDescription(
    'Give the reason of the decline',
  );
  await decline.getByLabel('Reason').fill('The car is in for service that weekend.');
  await checkScreen(page, 'decline-booking-request');
  await decline.getByRole('button', { name: 'Decline request' }).click();
  await expect(decline).toBeHidden();
  await expect(card(page, nadia)).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Booking requests (1)');

  // Yacine's confirmed: a reservation on the board, no request left
  await card(page, yacine)
    .getByRole('button', { name: new RegExp(`^Confirm ${yacine}`) })
    .click();
  await expect(page.getByText(`Request confirmed: ${yacine} has a reservation.`)).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(bell).toHaveCount(0);
  const reservation = page.getByTestId('reservation-row').filter({ hasText: yacine });
  await expect(reservation).toContainText(second.plate);

  // the reservation is not left behind for other journeys; the page is closed again
  const requests = await page.request.get('/api/booking-requests?show=all');
  const confirmed = (
    (await requests.json()) as { items: { name: string; rentalId: string }[] }
  ).items.find((item) => item.name === yacine);
  const cancel = await page.request.post(`/api/rentals/${confirmed!.rentalId}/cancel`, {
    data: { reason: 'End of the journey' },
  });
  expect(cancel.ok(), await cancel.text()).toBeTruthy();
  const close = await page.request.put('/api/booking-page/settings', {
    data: {
      enabled: false,
      categories: [],
      minNoticeHours: 2,
      maxDays: 30,
      holdHours: 2,
      address: '',
      hours: '',
      terms: '',
    },
  });
  expect(close.ok(), await close.text()).toBeTruthy();
});

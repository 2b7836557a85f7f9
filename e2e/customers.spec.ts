import {
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  signIn,
  test,
} from './fixtures.ts';
import { type SeededCar, seedRentableCar, tag } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

/** a 1 x 1 PNG */
const documentPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'YYYY-MM-DD' of the Algiers calendar day `days` after now (Algiers is UTC+1) */
const algiersDay = (days: number) =>
  new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);

/** clicks a day of the period picker, moving the calendar to its month first */
async function pickDay(dialog: Locator, key: string) {
  const month = key.slice(0, 7);
  for (let step = 0; step < 3; step++) {
    const shown = await dialog.locator('[data-month]').getAttribute('data-month');
    if (shown === month) break;
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await dialog.locator(`[data-day="${key}"]`).click();
}

/** Book Rental on the car's card, tomorrow to the day after, up to the customer dialog */
async function openCustomerDialog(page: Page, car: SeededCar) {
  await page.goto('/rental');
  await page.getByLabel('Brand', { exact: true }).selectOption(car.brandId);
  await page
    .getByRole('region', { name: 'Cars Available for Rent' })
    .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` })
    .getByRole('button', { name: /Book Rental/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Select Rental Period' });
  await pickDay(picker, algiersDay(1));
  await pickDay(picker, algiersDay(2));
  await picker.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Information' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the customer file: a booking files its customer, found again as it is typed; a flag refuses the next booking, the owner books anyway', async ({
  page,
}) => {
  await signIn(page);
  const first = await seedRentableCar(page.request);
  const second = await seedRentableCar(page.request);
  const name = `Rachid ${tag()}`;
  const licence = `DL-${tag()}`;
  const res = await page.request.post(`/api/cars/${first.id}/rent`, {
    data: {
      start: new Date(Date.now() + 60_000).toISOString(),
      end: new Date(Date.now() + 2 * DAY).toISOString(),
      customer: { name, contact: '0770 12 34 56', email: 'rachid@e2e.test', license: licence },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();

  // the Customers screen finds the booking's customer by the licence, spaces and case aside
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page
    .getByLabel('Search by name, phone or licence')
    .fill(licence.toLowerCase().replace('-', ' '));
  await page.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('customer-rentals')).toContainText(first.plate);
  await expect(page.getByTestId('customer-totals')).toContainText('1 rental,');
  await checkScreen(page, 'customer-page');

  // the details the booking did not ask for are added on the customer page
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit Customer' });
  await form.getByLabel('ID card or passport').fill('ID 1990 4455');
  await form.getByLabel('Date of birth').fill('1990-04-21');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Save Customer' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill('rachid@e2e.test');
  await form.getByRole('button', { name: 'Save Customer' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('ID 1990 4455')).toBeVisible();

  // the licence and ID card, kept privately: shown on the page, refused to nobody signed in
  await page.getByLabel('Add document').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: documentPng,
  });
  const documents = page.getByTestId('customer-documents').getByRole('img');
  await expect(documents).toHaveCount(1);
  await expect(documents.first()).toHaveJSProperty('naturalWidth', 1);
  const src = (await documents.first().getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/api\/customer-documents\/customers-/);
  const anonymous = await playwrightRequest.newContext({ baseURL: page.url() });
  expect((await anonymous.get(src)).status()).toBe(401);
  await anonymous.dispose();

  // Do not rent needs its reason
  await page.getByRole('button', { name: 'Mark Do not rent' }).click();
  const flag = page.getByRole('dialog', { name: `Do not rent ${name}` });
  await flag.getByRole('button', { name: 'Mark Do not rent' }).click();
  await expect(flag.getByText('Please give the reason')).toBeVisible();
  await flag.getByLabel('Reason').fill('Left without paying the damage');
  await flag.getByRole('button', { name: 'Mark Do not rent' }).click();
  await expect(flag).toBeHidden();
  await expect(page.getByTestId('do-not-rent-reason')).toContainText(
    'Left without paying the damage',
  );
  await expect(page.getByTestId('do-not-rent-reason')).toContainText('Set by');

  // typed again in the booking dialog: the customer on file is offered, flagged
  const dialog = await openCustomerDialog(page, second);
  await dialog.getByLabel('Driver License Number').fill(licence);
  const suggestions = dialog.getByTestId('customer-suggestions');
  await expect(suggestions).toContainText('Do not rent: Left without paying the damage');
  await suggestions.getByRole('button', { name: `Use ${name}` }).click();
  await expect(dialog.getByLabel('Customer Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Contact Number')).toHaveValue('0770 12 34 56');
  await expect(dialog.getByLabel('Email')).toHaveValue('rachid@e2e.test');
  await checkScreen(page, 'rental-customer-suggestions');

  // refused with the reason; the owner may book anyway
  await dialog.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Left without paying the damage');
  await dialog.getByRole('button', { name: 'Book anyway' }).click();
  await expect(dialog).toBeHidden();

  // the customer page shows both rentals
  await page.goto('/customers');
  await page.getByLabel('Do not rent only').check();
  await page.getByRole('link', { name: `Open ${name}` }).click();
  await expect(page.getByTestId('customer-rentals')).toContainText(second.plate);
  await expect(page.getByTestId('customer-totals')).toContainText('2 rentals');
});

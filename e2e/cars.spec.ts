import { expect, type Page, signIn, test } from './fixtures.ts';
import {
  createBrand,
  createCar,
  createSupplier,
  da,
  dashboardFigures,
  getCar,
  num,
  rentCar,
  sellCar,
  tinyPng,
  uniqueTag,
  uploadPng,
} from './support/cars-seed.ts';
import { checkScreen } from './support/screens.ts';

/** the image URL typed in a journey names a host that does not resolve on this machine */
test.use({ allowedPageErrors: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/ });

const stat = (page: Page, label: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .getByTestId('stat-value');

const card = (page: Page, plate: string) => page.getByRole('article', { name: new RegExp(plate) });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('dashboard: six stat cards with exact numbers, recent cars, sold cars, card details and actions', async ({
  page,
}) => {
  const tag = uniqueTag();
  const before = await dashboardFigures(page);
  const brand = await createBrand(page, `Dash ${tag}`, ['Alpha']);
  const supplier = await createSupplier(page, `Supplier ${tag}`);
  const model = brand.models[0]!;
  const base = { brandId: brand.id, modelId: model.id, images: [await uploadPng(page)] };
  await createCar(page, { ...base, plate: `UNP-${tag}`, dailyRate: 90_000 });
  await createCar(page, {
    ...base,
    plate: `PAID-${tag}`,
    year: 2021,
    rating: 4.5,
    transmission: 'manual',
    fuel: 'Diesel',
    purchasePrice: 180_000_000,
    salePrice: 250_000_000,
    dailyRate: 150_000,
    supplierId: supplier.id,
    isPaid: true,
  });
  const rented = await createCar(page, {
    ...base,
    plate: `RENT-${tag}`,
    dailyRate: 120_000,
    isPaid: true,
  });
  await rentCar(page, rented.id, 3);
  const sold = await createCar(page, { ...base, plate: `SOLD-${tag}`, isPaid: true });
  await sellCar(page, sold.id, 2_000_000);

  const after = await dashboardFigures(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const expected: [string, number][] = [
    ['Cars in Garage', before.carsInGarage + 2],
    ['Available', before.available + 2],
    ['Currently Rented', before.currentlyRented + 1],
    ['Cars Sold', before.carsSold + 1],
    ['Paid Cars', before.paidCars + 2],
    ['Unpaid Cars', before.unpaidCars + 1],
  ];
  for (const [label, value] of expected) {
    await expect(stat(page, label)).toHaveText(num(value));
  }

  const recent = page.getByRole('region', { name: 'Recent Cars' });
  // the last 4 unsold cars: every unsold car is in the garage, rented or not
  await expect(recent.getByRole('article')).toHaveCount(
    Math.min(4, after.carsInGarage + after.currentlyRented),
  );
  await expect(card(page, `SOLD-${tag}`)).toHaveCount(0);
  const paid = recent.getByRole('article', { name: new RegExp(`PAID-${tag}`) });
  await expect(paid).toContainText(`Dash ${tag} Alpha`);
  await expect(paid).toContainText('In Garage');
  for (const text of [
    '2021',
    '4,5 / 5',
    'Manual',
    'Diesel',
    da(1_800_000),
    `Supplier ${tag}`,
    `PAID-${tag}`,
    `${da(1_500)}/day`,
    da(2_500_000),
  ]) {
    await expect(paid).toContainText(text);
  }
  await expect(paid.getByRole('button', { name: 'Extend' })).toHaveCount(0);
  await expect(paid.getByRole('button', { name: 'Edit' })).toBeVisible();

  // a car rented until in 3 hours: its countdown, Extend, and no Delete
  const rentedCard = recent.getByRole('article', { name: new RegExp(`RENT-${tag}`) });
  await expect(rentedCard.getByTestId('countdown')).toHaveText(/^(2h \d{1,2}m|3h 0m) left$/);
  await expect(rentedCard.getByRole('button', { name: "Can't Remove" })).toBeDisabled();
  await rentedCard.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByRole('dialog', { name: 'Extend Rental' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Delete asks the garage's removal question; Cancel keeps the car
  await recent
    .getByRole('article', { name: new RegExp(`UNP-${tag}`) })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Remove Car' });
  await expect(confirm).toContainText('Are you sure you want to remove this car from the garage?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, `UNP-${tag}`)).toBeVisible();

  // the collapsible, greyed Sold Cars section
  const soldToggle = page.getByRole('button', { name: /Sold Cars/ });
  await expect(soldToggle).toHaveAttribute('aria-expanded', 'false');
  await soldToggle.click();
  await expect(card(page, `SOLD-${tag}`)).toBeVisible();
  await expect(page.locator('.grayscale').filter({ has: card(page, `SOLD-${tag}`) })).toHaveCount(
    1,
  );

  // quick actions
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('link', { name: 'Add Brand' })).toHaveAttribute('href', '/brands');
  await expect(actions.getByRole('link', { name: 'Manage Rentals' })).toHaveAttribute(
    'href',
    '/rental',
  );
  await expect(actions.getByRole('link', { name: 'Manage Sales' })).toHaveAttribute(
    'href',
    '/sales',
  );
  await checkScreen(page, 'dashboard');
  await actions.getByRole('button', { name: 'Add to Garage' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Car' })).toBeVisible();
});

test('empty dashboard and garage: No cars yet, Add Your First Car opens the form in the Garage', async ({
  page,
}) => {
  // the shared database holds other journeys' cars: the answers are emptied on their way in
  await page.route('**/api/dashboard', async (route) => {
    const response = await route.fetch();
    const view = await response.json();
    await route.fulfill({
      response,
      json: {
        ...view,
        carsInGarage: 0,
        available: 0,
        currentlyRented: 0,
        carsSold: 0,
        paidCars: 0,
        unpaidCars: 0,
        recentCars: [],
        soldCars: [],
      },
    });
  });
  await page.route(/\/api\/garage(\/sold)?\?/, (route) =>
    route.fulfill({ json: { items: [], nextCursor: null } }),
  );
  await page.route('**/api/garage/summary', (route) =>
    route.fulfill({
      json: { totalCars: 0, available: 0, currentlyRented: 0, forSale: 0, paid: 0, unpaid: 0 },
    }),
  );
  await page.goto('/');
  await expect(page.getByText('No cars yet')).toBeVisible();
  await expect(stat(page, 'Cars in Garage')).toHaveText('0');
  await page.getByRole('link', { name: 'Add Your First Car' }).click();
  await expect(page).toHaveURL(/\/garage$/);
  await expect(page.getByRole('dialog', { name: 'Add New Car' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No cars in garage yet')).toBeVisible();
  await expect(stat(page, 'Total Cars')).toHaveText('0');
});

test('add a car with two uploaded images and a URL; bad files listed; Unpaid then Paid', async ({
  page,
}) => {
  const tag = uniqueTag();
  const brand = await createBrand(page, `Form ${tag}`, ['Clio', 'Megane']);
  const other = await createBrand(page, `Other ${tag}`, ['Zeta']);
  const supplier = await createSupplier(page, `Garage Supplier ${tag}`);
  const plate = `NEW-${tag}`;

  await page.goto('/garage');
  await page.getByRole('button', { name: 'Add Car' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Car' });
  const save = dialog.getByRole('button', { name: 'Add Car' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Brand').selectOption({ label: brand.name });
  await dialog.getByLabel('Model').selectOption({ label: 'Megane' });
  await expect(save).toBeEnabled();
  // changing the brand clears the model; the model list follows the brand
  await dialog.getByLabel('Brand').selectOption({ label: other.name });
  await expect(dialog.getByLabel('Model')).toHaveValue('');
  await expect(save).toBeDisabled();
  await expect(dialog.getByLabel('Model').getByRole('option')).toHaveText([
    'Select a model...',
    'Zeta',
  ]);
  await dialog.getByLabel('Brand').selectOption({ label: brand.name });
  await dialog.getByLabel('Model').selectOption({ label: 'Clio' });

  await dialog.getByLabel('Year').fill('1800');
  await dialog.getByLabel('Plate').fill(plate);
  await dialog.getByLabel('Color').fill('Black');
  await dialog.getByLabel('Mileage (km)').fill('12000');
  await dialog.getByLabel('Daily Rate (DA)').fill('1500.50');
  await dialog.getByLabel('Sale Price (DA)').fill('2500000');
  await dialog.getByLabel('Purchase Price (DA)').fill('2000000');
  await dialog.getByLabel('Supplier').selectOption({ label: supplier.name });
  await save.click();
  await expect(dialog.getByText('Year must be between 1900 and 2030')).toBeVisible();
  await dialog.getByLabel('Year').fill('2021');

  await dialog.getByLabel('Upload images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: tinyPng },
    { name: 'back.png', mimeType: 'image/png', buffer: tinyPng },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    { name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a jpeg</html>') },
  ]);
  const skipped = dialog.getByRole('alert').filter({ hasText: 'Some files were skipped:' });
  await expect(skipped).toContainText('notes.txt: File must be an image');
  const failures = dialog.getByRole('alert').filter({ hasText: 'Upload failures:' });
  await expect(failures).toContainText(
    'fake.jpg: File must be an image (JPEG, PNG, WebP supported)',
  );
  await expect(dialog.getByTestId('image-preview')).toHaveCount(2);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await dialog.getByLabel('Image URL').fill('  https://images.example.test/clio.jpg  ');
  await dialog.getByRole('button', { name: 'Add URL' }).click();
  await expect(dialog.getByTestId('image-preview')).toHaveCount(3);
  await expect(dialog.getByText('3/5 images')).toBeVisible();
  await expect(dialog.getByTestId('image-preview').first()).toContainText('Primary');
  await expect(dialog.getByTestId('image-preview').nth(1)).not.toContainText('Primary');
  await checkScreen(page, 'car-form');

  await save.click();
  await expect(dialog).toHaveCount(0);
  const unpaid = page.getByRole('region', { name: 'Unpaid Cars' });
  const created = unpaid.getByRole('article', { name: new RegExp(plate) });
  await expect(created).toContainText(`Form ${tag} Clio`);
  await expect(created).toContainText('2021 · Black');
  await expect(created).toContainText(`${num(12_000)} km`);
  await expect(created).toContainText(`${da(1_501)}/day`);
  await expect(created).toContainText(da(2_500_000));
  await expect(created).toContainText('Available');
  await expect(created).toContainText('Unpaid');
  await expect(created).toContainText('1/3');
  const carId = await page.request
    .get('/api/garage', { params: { brandId: brand.id } })
    .then(async (response) => (await response.json()).items[0].id as string);
  const saved = await getCar(page, carId);
  expect(saved.images).toHaveLength(3);
  expect(saved.images[0]).toMatch(/^\/uploads\/cars-.+\.webp$/);
  expect(saved.images[2]).toBe('https://images.example.test/clio.jpg');

  // the payment toggle moves it to Paid Cars; under its brand only: the shared e2e
  // database holds more paid cars than a page, which move while the lists refetch
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: brand.name });
  await expect(unpaid.getByRole('article')).toHaveCount(1);
  const toggle = created.getByRole('switch', { name: 'Paid' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  const paidCard = page
    .getByRole('region', { name: 'Paid Cars', exact: true })
    .getByRole('article', { name: new RegExp(plate) });
  await expect(paidCard).toBeVisible();
  await expect(paidCard.getByRole('switch', { name: 'Paid' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(unpaid.getByRole('article', { name: new RegExp(plate) })).toHaveCount(0);

  // Edit opens the form with the car's values
  await paidCard.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Car' });
  await expect(edit.getByLabel('Plate')).toHaveValue(plate);
  await expect(edit.getByLabel('Daily Rate (DA)')).toHaveValue('1500.5');
  await edit.getByLabel('Color').fill('Red');
  await edit.getByRole('button', { name: 'Update Car' }).click();
  await expect(edit).toHaveCount(0);
  await expect(paidCard).toContainText('2021 · Red');
});

test('garage filters, removal, a rented car that cannot be removed, sold cars with Mark Available', async ({
  page,
}) => {
  const tag = uniqueTag();
  const brand = await createBrand(page, `Filter ${tag}`, ['Ibiza']);
  const base = { brandId: brand.id, modelId: brand.models[0]!.id, images: [await uploadPng(page)] };
  await createCar(page, { ...base, plate: `AVL-${tag}`, year: 2019, color: 'White' });
  const rented = await createCar(page, {
    ...base,
    plate: `RNT-${tag}`,
    dailyRate: 100_000,
    isPaid: true,
  });
  await rentCar(page, rented.id, 3);
  const sold = await createCar(page, { ...base, plate: `SLD-${tag}`, isPaid: true });
  await sellCar(page, sold.id, 1_500_000);
  const summary = await (await page.request.get('/api/garage/summary')).json();

  await page.goto('/garage');
  await expect(page.getByRole('heading', { name: 'Garage', level: 1 })).toBeVisible();
  for (const [label, value] of [
    ['Total Cars', summary.totalCars],
    ['Available', summary.available],
    ['Currently Rented', summary.currentlyRented],
    ['For Sale', summary.forSale],
    ['Paid Cars', summary.paid],
    ['Unpaid Cars', summary.unpaid],
  ] as const) {
    await expect(stat(page, label)).toHaveText(num(value));
  }

  // the collapsible filter panel
  const filtersButton = page.getByRole('button', { name: 'Filters' });
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
  await filtersButton.click();
  await page.getByLabel('Brand', { exact: true }).selectOption({ label: brand.name });
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Status').selectOption({ label: 'Rented' });
  await expect(page.getByRole('article')).toHaveCount(1);
  const rentedCard = card(page, `RNT-${tag}`);
  await expect(rentedCard).toContainText('Out of Garage');
  await expect(rentedCard).toContainText('Paid');
  await expect(rentedCard.getByTestId('countdown')).toHaveText(/^(2h \d{1,2}m|3h 0m) left$/);
  await expect(rentedCard.getByRole('button', { name: "Can't Remove" })).toBeDisabled();
  await expect(rentedCard.getByRole('switch', { name: 'Paid' })).toBeDisabled();
  await page.getByLabel('Status').selectOption({ label: 'For Sale' });
  await expect(page.getByText('No cars match your filters')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Available' });
  const available = card(page, `AVL-${tag}`);
  await expect(available).toBeVisible();
  await expect(available).toContainText('2019 · White');
  await expect(page.getByRole('article')).toHaveCount(1);
  await checkScreen(page, 'garage');

  // Remove asks first, then the car leaves the garage
  await available.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Car' });
  await expect(confirm).toContainText('Are you sure you want to remove this car from the garage?');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('No cars match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(card(page, `AVL-${tag}`)).toHaveCount(0);

  // the Sold Cars section: no longer in garage, Mark Available brings the car back
  const soldToggle = page.getByRole('button', { name: /Sold Cars/ });
  await expect(soldToggle).toContainText('No longer in garage');
  await soldToggle.click();
  const soldCard = card(page, `SLD-${tag}`);
  await expect(soldCard).toContainText(da(1_500_000));
  await expect(soldCard.getByRole('button', { name: 'Edit' })).toBeVisible();
  await soldCard.getByRole('button', { name: 'Mark Available' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Paid Cars', exact: true })
      .getByRole('article', { name: new RegExp(`SLD-${tag}`) }),
  ).toBeVisible();
  const back = await getCar(page, sold.id);
  expect(back.isSold).toBe(false);
  expect(back.inGarage).toBe(true);
});

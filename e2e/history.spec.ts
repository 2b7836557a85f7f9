import { expect, type Locator, type Page, signIn, test } from './fixtures.ts';
import {
  DA,
  da,
  listForSale,
  rentAndReturn,
  type SeededBrand,
  seedBrand,
  seedCar,
  sellThroughApi,
  tag,
} from './support/sales-seed.ts';
import { checkScreen } from './support/screens.ts';

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });
const records = (page: Page, count: number) =>
  page.getByRole('region', {
    name: `Transaction History (${count} ${count === 1 ? 'record' : 'records'})`,
  });
const rowOf = (page: Page, plate: string) =>
  page.getByTestId('history-row').filter({ hasText: plate });
/** the value beside a label in a details pop-up */
const shownValue = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
const card = (page: Page, label: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .getByTestId('stat-value');
const chips = (page: Page) =>
  page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');

/** '12 000 km' as the screens write it (fr-DZ digits) */
const km = (value: number) => `${new Intl.NumberFormat('fr-DZ').format(value)} km`;

const customer = {
  name: 'Leila Mansouri',
  contact: '0550 44 55 66',
  email: 'leila@e2e.test',
  license: 'LIC-4455',
};

/** one returned rental with a cleaning charge and three sales (above, below and at the listed price) */
async function seedHistory(page: Page) {
  const brand = await seedBrand(page, 'Histo');
  const rental = await seedCar(page, brand, {
    dailyRate: DA(5_000),
    year: 2020,
    color: 'Red',
    mileageKm: 12_000,
  });
  await rentAndReturn(page, rental.id, customer, {
    newMileage: 12_250,
    charges: [{ type: 'cleaning', description: 'Interior cleaning', amount: DA(1_500) }],
  });
  const sell = async (listed: number, price: number, name: string) => {
    const car = await seedCar(page, brand, {
      salePrice: DA(listed),
      purchasePrice: DA(listed - 200_000),
      year: 2022,
      color: 'White',
    });
    await listForSale(page, car.id);
    await sellThroughApi(page, car.id, DA(price), {
      customerName: name,
      customerPhone: '0661 22 33 44',
      customerLicense: `SL-${tag()}`,
    });
    return car;
  };
  const above = await sell(2_000_000, 2_100_000, 'Samir Khelifi');
  const below = await sell(1_000_000, 950_000, 'Rania Saidi');
  const atPrice = await sell(1_500_000, 1_500_000, 'Omar Ait');
  return { brand, rental, above, below, atPrice };
}

async function searchFor(page: Page, text: string) {
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByLabel('Search').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

const expectBrand = async (dialog: Locator, brand: SeededBrand) => {
  const vehicle = dialog.getByRole('region', { name: 'Vehicle Information' });
  await expect(shownValue(vehicle, 'Brand')).toHaveText(brand.brandName);
  await expect(shownValue(vehicle, 'Model')).toHaveText(brand.modelName);
  return vehicle;
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('history: cards, type and period filters with chips, Clear all filters, search by plate, N records', async ({
  page,
}) => {
  const { brand, rental, above } = await seedHistory(page);
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Transaction History', level: 1 })).toBeVisible();
  const all = await (await page.request.get('/api/history?limit=1')).json();
  await expect(records(page, all.total)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
  await checkScreen(page, 'history');

  await searchFor(page, brand.brandName);
  await expect(records(page, 4)).toBeVisible();
  await expect(page.getByTestId('history-row')).toHaveCount(4);
  const summary = await (
    await page.request.get(`/api/history/summary?q=${encodeURIComponent(brand.brandName)}`)
  ).json();
  await expect(card(page, 'Total Rentals')).toHaveText('1');
  await expect(card(page, 'Total Sales')).toHaveText('3');
  await expect(card(page, 'Rental Revenue')).toHaveText(da(summary.rentalRevenue));
  await expect(card(page, 'Sales Revenue')).toHaveText(da(DA(2_100_000 + 950_000 + 1_500_000)));
  await expect(card(page, 'Total Revenue')).toHaveText(da(summary.totalRevenue));

  await page.reload();
  await expect(records(page, 4)).toBeVisible();
  await expect(chips(page)).toHaveText([`Search: "${brand.brandName}"`]);
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toBeVisible();

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByLabel('Search')).toHaveValue(brand.brandName);
  await expect(page.getByLabel('Search')).toHaveAttribute(
    'placeholder',
    'Search by brand, model, plate...',
  );
  await expect(page.getByLabel('Transaction Type').locator('option')).toHaveText([
    'All Transactions',
    'Rentals',
    'Sales',
  ]);
  await expect(page.getByLabel('Time Period').locator('option')).toHaveText([
    'All Time',
    'Today',
    'Last 7 Days',
    'Last 30 Days',
    'Last Year',
  ]);
  await page.getByLabel('Transaction Type').selectOption('sales');
  await expect(records(page, 3)).toBeVisible();
  await expect(page.getByTestId('history-row').getByText('Rental', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('history-row').getByText('Sale', { exact: true })).toHaveCount(3);
  await expect(card(page, 'Total Rentals')).toHaveText('0');
  await page.getByLabel('Time Period').selectOption('today');
  await expect(records(page, 3)).toBeVisible();
  await page.getByLabel('Transaction Type').selectOption('rentals');
  await expect(records(page, 1)).toBeVisible();
  await expect(rowOf(page, rental.plate)).toContainText('Rental');

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(chips(page)).toHaveText([
    'Type: Rentals',
    'Period: Today',
    `Search: "${brand.brandName}"`,
  ]);
  await page.getByRole('button', { name: 'Remove filter Type: Rentals' }).click();
  await expect(chips(page)).toHaveText(['Period: Today', `Search: "${brand.brandName}"`]);
  await expect(records(page, 4)).toBeVisible();

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&](q|type|period)=/);
  await expect(records(page, all.total)).toBeVisible();

  await searchFor(page, above.plate);
  await expect(records(page, 1)).toBeVisible();
  await expect(rowOf(page, above.plate)).toContainText('Sold to Samir Khelifi');

  await searchFor(page, `nothing-${tag()}`);
  await expect(page.getByText('No transactions found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or check back later.')).toBeVisible();
  await expect(records(page, 0)).toBeVisible();
});

test('the rows and both details pop-ups show the exact figures', async ({ page }) => {
  const { brand, rental, above, below, atPrice } = await seedHistory(page);
  await page.goto(`/history?q=${encodeURIComponent(brand.brandName)}`);
  await expect(records(page, 4)).toBeVisible();

  const rentalRow = rowOf(page, rental.plate);
  await expect(rentalRow).toContainText(`${brand.brandName} ${brand.modelName}`);
  await expect(rentalRow).toContainText('Rental');
  await expect(rentalRow).toContainText(`${rental.plate} · 2020 · Red`);
  await expect(rentalRow).toContainText('1 day · 250 km driven');
  await expect(rentalRow).toContainText(`Additional charges: ${da(DA(1_500))}`);
  await expect(rentalRow).toContainText(`Cleaning: Interior cleaning — ${da(DA(1_500))}`);
  await expect(rentalRow.getByTestId('history-amount')).toHaveText(da(DA(5_000)));

  await rentalRow.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Rental Details' });
  const vehicle = await expectBrand(details, brand);
  await expect(shownValue(vehicle, 'Plate')).toHaveText(rental.plate);
  await expect(shownValue(vehicle, 'Year')).toHaveText('2020');
  await expect(shownValue(vehicle, 'Color')).toHaveText('Red');
  const person = details.getByRole('region', { name: 'Customer Information' });
  await expect(shownValue(person, 'Name')).toHaveText(customer.name);
  await expect(shownValue(person, 'Contact')).toHaveText(customer.contact);
  await expect(shownValue(person, 'Email')).toHaveText(customer.email);
  await expect(shownValue(person, 'License')).toHaveText(customer.license);
  const period = details.getByRole('region', { name: 'Rental Period' });
  await expect(shownValue(period, 'Duration')).toHaveText('1 day');
  await expect(shownValue(period, 'Total Amount')).toHaveText(da(DA(5_000)));
  const mileage = details.getByRole('region', { name: 'Mileage' });
  await expect(shownValue(mileage, 'Start')).toHaveText(km(12_000));
  await expect(shownValue(mileage, 'End')).toHaveText(km(12_250));
  await expect(shownValue(mileage, 'Distance')).toHaveText(km(250));
  const charges = details.getByRole('region', { name: 'Additional Charges' });
  await expect(charges.getByRole('row')).toHaveText([
    'TypeDescriptionAmount',
    `CleaningInterior cleaning${da(DA(1_500))}`,
    `Total${da(DA(1_500))}`,
  ]);
  await expect(details.getByTestId('details-total')).toHaveText(da(DA(6_500)));
  await expect(details).toContainText('Final Total');
  // Print Invoice opens the invoice's print page: e2e/invoices.spec.ts
  await expect(details.getByRole('button', { name: 'Print Invoice' })).toBeEnabled();
  await checkScreen(page, 'rental-details');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  const aboveRow = rowOf(page, above.plate);
  await expect(aboveRow).toContainText('Sale');
  await expect(aboveRow).toContainText('Sold to Samir Khelifi');
  await expect(aboveRow).toContainText(`Listed price: ${da(DA(2_000_000))}`);
  await expect(aboveRow.getByTestId('history-amount')).toHaveText(da(DA(2_100_000)));
  await expect(rowOf(page, atPrice.plate)).not.toContainText('Listed price');

  await aboveRow.getByRole('button', { name: 'View Details' }).click();
  const sale = page.getByRole('dialog', { name: 'Sale Details' });
  const saleVehicle = await expectBrand(sale, brand);
  await expect(shownValue(saleVehicle, 'Plate')).toHaveText(above.plate);
  await expect(shownValue(saleVehicle, 'Year')).toHaveText('2022');
  const buyer = sale.getByRole('region', { name: 'Customer Information' });
  await expect(shownValue(buyer, 'Name')).toHaveText('Samir Khelifi');
  await expect(shownValue(buyer, 'Phone')).toHaveText('0661 22 33 44');
  await expect(shownValue(buyer, 'License')).toHaveText(/^SL-/);
  const figures = sale.getByRole('region', { name: 'Sale Information' });
  await expect(shownValue(figures, 'Sale Date')).not.toBeEmpty();
  await expect(shownValue(figures, 'Final Price')).toHaveText(da(DA(2_100_000)));
  await expect(shownValue(figures, 'Listed Price')).toHaveText(da(DA(2_000_000)));
  await expect(sale.getByTestId('sale-difference')).toHaveText(`+${da(DA(100_000))}`);
  await expect(sale.getByTestId('sale-difference')).toHaveClass(/emerald/);
  await expect(sale.getByTestId('details-total')).toHaveText(da(DA(2_100_000)));
  await expect(sale).toContainText('Total Sale Amount');
  await expect(sale.getByRole('button', { name: 'Print Invoice' })).toBeEnabled();
  await checkScreen(page, 'sale-details');
  await sale.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(sale).toBeHidden();

  await rowOf(page, below.plate).getByRole('button', { name: 'View Details' }).click();
  await expect(sale.getByTestId('sale-difference')).toHaveText(`-${da(DA(50_000))}`);
  await expect(sale.getByTestId('sale-difference')).toHaveClass(/red/);
  await page.keyboard.press('Escape');

  await rowOf(page, atPrice.plate).getByRole('button', { name: 'View Details' }).click();
  await expect(shownValue(sale, 'Final Price')).toHaveText(da(DA(1_500_000)));
  await expect(sale.getByText('Listed Price', { exact: true })).toHaveCount(0);
  await expect(sale.getByText('Difference', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('delete a rental record after confirming', async ({ page }) => {
  const brand = await seedBrand(page, 'Efface');
  const car = await seedCar(page, brand, { dailyRate: DA(4_000) });
  await rentAndReturn(page, car.id, customer, {
    newMileage: 12_100,
    charges: [{ type: 'fuel', description: 'Refuel', amount: DA(2_000) }],
  });
  await page.goto(`/history?q=${car.plate}`);
  await expect(records(page, 1)).toBeVisible();
  await rowOf(page, car.plate)
    .getByRole('button', {
      name: `Delete the record of ${brand.brandName} ${brand.modelName} (${car.plate})`,
    })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Rental Record' });
  await expect(confirm).toContainText(
    `The ${da(DA(6_000))} it brought in will be charged back to the fund.`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(records(page, 1)).toBeVisible();

  await rowOf(page, car.plate)
    .getByRole('button', { name: /^Delete the record of/ })
    .click();
  await confirm.getByRole('button', { name: 'Delete Record' }).click();
  await expect(notice(page, 'Rental record deleted.')).toBeVisible();
  await expect(page.getByText('No transactions found')).toBeVisible();
  await expect(records(page, 0)).toBeVisible();
});

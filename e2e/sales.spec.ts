import { expect, type Page, signIn, test } from './fixtures.ts';
import {
  DA,
  da,
  listForSale,
  seedBrand,
  seedCar,
  sellThroughApi,
  tag,
} from './support/sales-seed.ts';
import { checkScreen } from './support/screens.ts';

const forSale = (page: Page) => page.getByRole('region', { name: 'Available for Sale' });
const readyToList = (page: Page) => page.getByRole('region', { name: 'Ready to List' });
const recentlySold = (page: Page) => page.getByRole('region', { name: 'Recently Sold' });
const notice = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** the figure a summary card shows */
const card = (page: Page, label: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .getByTestId('stat-value');

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Car Sales: the cards, Mark for Sale, the price ranges sorted by price, Remove from Sale', async ({
  page,
}) => {
  const brand = await seedBrand(page, 'Vente');
  const cheap = await seedCar(page, brand, { salePrice: DA(1_500_000) });
  const middle = await seedCar(page, brand, { salePrice: DA(3_000_000), isPaid: false });
  const dear = await seedCar(page, brand, { salePrice: DA(5_000_000) });
  const noPrice = await seedCar(page, brand, {});
  await listForSale(page, dear.id);

  await page.goto('/sales');
  await expect(page.getByRole('heading', { name: 'Car Sales', level: 1 })).toBeVisible();
  for (const label of ['Available for Sale', 'Cars Sold', 'Total Revenue', 'Net Profit']) {
    await expect(card(page, label)).toBeVisible();
  }
  const summary = await (await page.request.get('/api/sales/summary')).json();
  await expect(card(page, 'Available for Sale')).toHaveText(String(summary.availableForSale));
  await expect(card(page, 'Total Revenue')).toHaveText(da(summary.totalRevenue));

  await page.getByLabel('Brand', { exact: true }).selectOption({ label: brand.brandName });
  await expect(page).toHaveURL(new RegExp(`brand=${brand.brandId}`));
  await expect(readyToList(page).getByRole('article')).toHaveCount(2);
  await expect(readyToList(page).getByRole('article', { name: noPrice.name })).toHaveCount(0);
  await expect(forSale(page).getByRole('article', { name: dear.name })).toBeVisible();
  await checkScreen(page, 'car-sales');

  await readyToList(page)
    .getByRole('article', { name: cheap.name })
    .getByRole('button', { name: 'Mark for Sale' })
    .click();
  await expect(notice(page, 'Car marked for sale!')).toBeVisible();
  await readyToList(page)
    .getByRole('article', { name: middle.name })
    .getByRole('button', { name: 'Mark for Sale' })
    .click();
  await expect(readyToList(page).getByRole('article')).toHaveCount(0);
  await expect(readyToList(page).getByText('No cars ready to list')).toBeVisible();

  // sorted by sale price ascending
  const cards = forSale(page).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAccessibleName(cheap.name);
  await expect(cards.nth(1)).toHaveAccessibleName(middle.name);
  await expect(cards.nth(2)).toHaveAccessibleName(dear.name);
  await expect(cards.nth(0)).toContainText(da(DA(1_500_000)));
  await expect(cards.nth(0)).toContainText('For Sale');

  const low = da(DA(2_000_000));
  const high = da(DA(4_000_000));
  const range = page.getByLabel('Price Range');
  await expect(range.locator('option')).toHaveText([
    'All Prices',
    `under ${low}`,
    `${low} to ${high}`,
    `over ${high}`,
  ]);
  await range.selectOption({ label: `under ${low}` });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(cheap.name);
  await range.selectOption({ label: `${low} to ${high}` });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(middle.name);
  await range.selectOption({ label: `over ${high}` });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(dear.name);
  await page.reload();
  await expect(page.getByLabel('Price Range')).toHaveValue('over-4m');
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('button', { name: 'Remove from Sale' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from Sale' });
  await expect(confirm).toContainText('Remove this car from sale listings?');
  await confirm.getByRole('button', { name: 'Remove from Sale' }).click();
  await expect(notice(page, 'Car removed from sale listings!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(forSale(page).getByText('No cars available for sale')).toBeVisible();
  await expect(readyToList(page).getByRole('article', { name: dear.name })).toBeVisible();
});

test('Sell dialog: every message, the Print Invoice rule, then the sale with its profit', async ({
  page,
}) => {
  const brand = await seedBrand(page, 'Cession');
  const car = await seedCar(page, brand, {
    purchasePrice: DA(1_000_000),
    salePrice: DA(1_200_000),
  });
  await listForSale(page, car.id);
  await page.goto(`/sales?brand=${brand.brandId}`);

  await forSale(page)
    .getByRole('article', { name: car.name })
    .getByRole('button', { name: 'Mark as Sold' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sell Car' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Selling Price (DA)')).toHaveValue('1200000');
  await expect(dialog.getByLabel('Selling Price (DA)')).toHaveAttribute('step', '1000');
  await expect(dialog).toContainText(da(DA(1_200_000)));
  await checkScreen(page, 'sell-dialog');

  await dialog.getByRole('button', { name: 'Print Invoice' }).click();
  await expect(dialog.getByTestId('dialog-notice')).toHaveText(
    'Please fill in all required fields before printing invoice.',
  );

  await dialog.getByLabel('Selling Price (DA)').fill('');
  await dialog.getByRole('button', { name: 'Confirm Sale' }).click();
  await expect(dialog.getByText('Customer name is required')).toBeVisible();
  await expect(dialog.getByText('Customer phone number is required')).toBeVisible();
  await expect(dialog.getByText("Driver's license number is required")).toBeVisible();
  await expect(dialog.getByText('Valid selling price is required')).toBeVisible();
  await expect(dialog.getByLabel('Customer Name')).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page, 'sell-dialog-errors');

  await dialog.getByLabel('Customer Name').fill('Yacine Benali');
  await expect(dialog.getByText('Customer name is required')).toBeHidden();
  await dialog.getByLabel('Customer Phone').fill('0555 12 34 56');
  await dialog.getByLabel("Driver's License Number").fill(`DZ-${tag()}`);
  await dialog.getByLabel('Selling Price (DA)').fill('0');
  await dialog.getByRole('button', { name: 'Confirm Sale' }).click();
  await expect(dialog.getByText('Valid selling price is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Print Invoice' }).click();
  await expect(dialog.getByTestId('dialog-notice')).toHaveText(
    'Please fill in all required fields before printing invoice.',
  );

  await dialog.getByLabel('Selling Price (DA)').fill('1250000');
  await expect(dialog.getByText('Valid selling price is required')).toBeHidden();
  // with every field filled, Print Invoice prints a pro forma and sells nothing: e2e/invoices.spec.ts

  await dialog.getByRole('button', { name: 'Confirm Sale' }).click();
  await expect(notice(page, `Car sold successfully! Net profit: ${da(DA(250_000))}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(forSale(page).getByRole('article', { name: car.name })).toHaveCount(0);
  const sold = recentlySold(page).getByRole('article', { name: car.name });
  await expect(sold).toContainText('Sold to Yacine Benali');
  await expect(sold).toContainText(da(DA(1_250_000)));
});

test('the sale result alert reports a net loss and a break-even sale', async ({ page }) => {
  const brand = await seedBrand(page, 'Bilan');
  const loss = await seedCar(page, brand, { purchasePrice: DA(900_000), salePrice: DA(950_000) });
  const even = await seedCar(page, brand, { purchasePrice: DA(700_000), salePrice: DA(700_000) });
  await listForSale(page, loss.id);
  await listForSale(page, even.id);
  await page.goto(`/sales?brand=${brand.brandId}`);

  const sell = async (name: string, price: string) => {
    await forSale(page)
      .getByRole('article', { name })
      .getByRole('button', { name: 'Mark as Sold' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sell Car' });
    await dialog.getByLabel('Customer Name').fill('Nadia Haddad');
    await dialog.getByLabel('Customer Phone').fill('0661 00 00 00');
    await dialog.getByLabel("Driver's License Number").fill(`DZ-${tag()}`);
    await dialog.getByLabel('Selling Price (DA)').fill(price);
    await dialog.getByRole('button', { name: 'Confirm Sale' }).click();
    await expect(dialog).toBeHidden();
  };
  await sell(loss.name, '850000');
  await expect(notice(page, `Car sold successfully! Net loss: ${da(DA(50_000))}`)).toBeVisible();
  await sell(even.name, '700000');
  await expect(notice(page, 'Car sold successfully! Break-even sale.')).toBeVisible();
});

test('undo a sale from the history (delete the sale record): the car is back in the garage', async ({
  page,
}) => {
  const brand = await seedBrand(page, 'Retour');
  const car = await seedCar(page, brand, {
    purchasePrice: DA(800_000),
    salePrice: DA(1_000_000),
  });
  await listForSale(page, car.id);
  await sellThroughApi(page, car.id, DA(1_100_000), {
    customerName: 'Karim Meziane',
    customerPhone: '0770 11 22 33',
    customerLicense: `DZ-${tag()}`,
  });

  await page.goto(`/history?q=${car.plate}`);
  const records = page.getByRole('region', { name: 'Transaction History (1 record)' });
  const row = records.getByTestId('history-row');
  await expect(row).toContainText('Sale');
  await expect(row).toContainText('Sold to Karim Meziane');
  await expect(row).toContainText(da(DA(1_100_000)));
  await row
    .getByRole('button', {
      name: `Delete the record of ${brand.brandName} ${brand.modelName} (${car.plate})`,
    })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Sale Record' });
  await expect(confirm).toContainText(
    `The sale is undone: the car goes back to the garage and ${da(DA(1_100_000))} is taken out of the fund.`,
  );
  await confirm.getByRole('button', { name: 'Delete Record' }).click();
  await expect(notice(page, 'Sale record deleted. The car is back in the garage.')).toBeVisible();
  await expect(page.getByText('No transactions found')).toBeVisible();

  await page.goto(`/sales?brand=${brand.brandId}`);
  const back = readyToList(page).getByRole('article', { name: car.name });
  await expect(back).toContainText('Available');
  await expect(back.getByRole('button', { name: 'Mark for Sale' })).toBeVisible();
  await expect(recentlySold(page).getByRole('article', { name: car.name })).toHaveCount(0);
  const stored = await (await page.request.get(`/api/cars/${car.id}`)).json();
  expect(stored).toMatchObject({ inGarage: true, isSold: false, isForSale: false });
});

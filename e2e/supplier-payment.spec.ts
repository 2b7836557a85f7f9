import { PIN } from '../playwright.config.ts';
import { expect, type Page, signIn, test } from './fixtures.ts';
import {
  createSupplier,
  createSupplierCar,
  da,
  getFund,
  getTotalBenefit,
  tag,
} from './support/fund-seed.ts';
import { checkScreen } from './support/screens.ts';

/**
 * Issue 11 §3, a supplier paid twice: an unpaid 1,000,000 DA car, its supplier paid with Add
 * Charge (Supplier Payment), then the car switched to Paid. The switch asks how it was paid;
 * "by those payments" books nothing more.
 */
const PRICE = 100_000_000; // 1,000,000 DA

const fundCard = (page: Page, title: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: title, exact: true }) })
    .getByTestId('stat-value');
const supplierBalance = (page: Page, name: string) =>
  page
    .getByTestId('supplier-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByTestId('supplier-balance');

async function payTheSupplier(page: Page, supplierName: string) {
  await page.goto('/fund');
  await page.getByRole('button', { name: 'Add Charge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Charge' });
  await dialog.getByLabel('Amount (DA)').fill('1000000');
  await dialog.getByLabel('Description').fill(`Payment to ${supplierName}`);
  await dialog.getByLabel('Category').selectOption({ label: 'Supplier Payment' });
  await dialog.getByLabel('Supplier', { exact: true }).selectOption({ label: supplierName });
  await dialog.getByRole('button', { name: 'Add Charge' }).click();
  await expect(dialog).toBeHidden();
}

async function unlockBenefit(page: Page) {
  const response = await page.request.post('/api/fund/benefit/unlock', { data: { pin: PIN } });
  expect(response.ok()).toBe(true);
}

test('marking Paid a car whose supplier was already paid asks, and "paid by those payments" costs the fund nothing more', async ({
  page,
}) => {
  await signIn(page);
  await unlockBenefit(page);
  const supplier = await createSupplier(page, { name: `Atlas Motors ${tag()}` });
  const { brand } = await createSupplierCar(page, {
    supplierId: supplier.id,
    purchasePrice: PRICE,
    isPaid: false,
  });
  const start = await getFund(page);
  const { totalBenefit } = await getTotalBenefit(page);

  await page.goto('/suppliers');
  await expect(supplierBalance(page, supplier.name)).toHaveText(`${da(-PRICE)} (We owe them)`);

  // the supplier is paid from the Fund screen
  await payTheSupplier(page, supplier.name);
  await expect(fundCard(page, 'Current Balance')).toHaveText(da(start.currentBalance - PRICE));
  await page.goto('/suppliers');
  await expect(supplierBalance(page, supplier.name)).toHaveText(da(0));

  // then the car is switched to Paid in the garage: the app asks how
  await page.goto('/garage');
  const card = page
    .getByRole('region', { name: 'Unpaid Cars' })
    .getByRole('article', { name: new RegExp(brand.name) });
  await card.getByRole('switch', { name: 'Paid' }).click();
  const ask = page.getByRole('dialog', { name: 'Supplier already paid' });
  await expect(ask).toContainText(
    "This supplier's recorded payments already cover this car. Was it paid by those payments, or are you paying now?",
  );
  await checkScreen(page, 'garage-supplier-paid-question');
  // closing the question leaves the car Unpaid and the fund alone
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(card.getByRole('switch', { name: 'Paid' })).toHaveAttribute('aria-checked', 'false');
  await card.getByRole('switch', { name: 'Paid' }).click();
  await ask.getByRole('button', { name: 'Paid by those payments' }).click();
  await expect(ask).toBeHidden();
  const paidCard = page
    .getByRole('region', { name: 'Paid Cars', exact: true })
    .getByRole('article', { name: new RegExp(brand.name) });
  await expect(paidCard.getByRole('switch', { name: 'Paid' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // the fund lost 1,000,000 DA for one car, the supplier is settled, Total Benefit unchanged
  await page.goto('/fund');
  await expect(fundCard(page, 'Current Balance')).toHaveText(da(start.currentBalance - PRICE));
  await expect(
    page.getByTestId('fund-transaction').filter({ hasText: `Car Purchase - ${brand.name}` }),
  ).toHaveCount(0);
  await page.goto('/suppliers');
  await expect(supplierBalance(page, supplier.name)).toHaveText(da(0));
  expect((await getTotalBenefit(page)).totalBenefit).toBe(totalBenefit);
});

test('"paying now" books a new Car Purchase, as the person chose', async ({ page }) => {
  await signIn(page);
  const supplier = await createSupplier(page, { name: `Sahara Autos ${tag()}` });
  const { brand } = await createSupplierCar(page, {
    supplierId: supplier.id,
    purchasePrice: PRICE,
    isPaid: false,
  });
  const start = await getFund(page);
  await payTheSupplier(page, supplier.name);

  await page.goto('/garage');
  await page
    .getByRole('region', { name: 'Unpaid Cars' })
    .getByRole('article', { name: new RegExp(brand.name) })
    .getByRole('switch', { name: 'Paid' })
    .click();
  const ask = page.getByRole('dialog', { name: 'Supplier already paid' });
  await ask.getByRole('button', { name: 'Paying now' }).click();
  await expect(ask).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Paid Cars', exact: true })
      .getByRole('article', { name: new RegExp(brand.name) }),
  ).toBeVisible();

  await page.goto('/fund');
  await expect(fundCard(page, 'Current Balance')).toHaveText(da(start.currentBalance - 2 * PRICE));
  await page.goto('/suppliers');
  await expect(supplierBalance(page, supplier.name)).toHaveText(`${da(PRICE)} (They owe us)`);
});

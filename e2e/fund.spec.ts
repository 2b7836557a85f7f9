import { PIN } from '../playwright.config.ts';
import { expect, type Page, signIn, test } from './fixtures.ts';
import {
  addFundEntry,
  createSupplier,
  createSupplierCar,
  da,
  getFund,
  getTotalBenefit,
  tag,
} from './support/fund-seed.ts';
import { checkScreen } from './support/screens.ts';

/** the figure of a Fund card, found by its title */
const card = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
const cardValue = (page: Page, title: string) => card(page, title).getByTestId('stat-value');
const row = (page: Page, description: string) =>
  page.getByTestId('fund-transaction').filter({ hasText: description });

test('add money, a supplier charge, delete a manual entry: cards and list follow to the dinar', async ({
  page,
}) => {
  await signIn(page);
  const supplier = await createSupplier(page, { name: `Fund Supplier ${tag()}` });
  const before = await getFund(page);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Fund' })
    .click();
  await expect(page.getByRole('heading', { name: 'Fund Management', level: 1 })).toBeVisible();
  await expect(cardValue(page, 'Current Balance')).toHaveText(da(before.currentBalance));
  await expect(cardValue(page, 'Total Charges')).toHaveText(da(before.totalCharges));
  await expect(
    page.getByRole('heading', { name: `Transactions (${before.transactionCount})` }),
  ).toBeVisible();
  await checkScreen(page, 'fund');

  // Add Money: submit waits for an amount and a description
  const moneyText = `Owner deposit ${tag()}`;
  await page.getByRole('button', { name: 'Add Money' }).click();
  const moneyDialog = page.getByRole('dialog', { name: 'Add Money' });
  await expect(moneyDialog).toBeVisible();
  const addMoney = moneyDialog.getByRole('button', { name: 'Add Money' });
  await expect(addMoney).toBeDisabled();
  await expect(moneyDialog.getByLabel('Category')).toHaveValue('other');
  await expect(moneyDialog.getByLabel('Category').locator('option')).toHaveText([
    'Income',
    'Rental Payment',
    'Car Sale',
    'Supplier Payment',
    'Deposit',
    'Other',
  ]);
  await moneyDialog.getByLabel('Amount (DA)').fill('15000.50');
  await moneyDialog.getByLabel('Description').fill('   ');
  await expect(addMoney).toBeDisabled();
  await moneyDialog.getByLabel('Description').fill(`  ${moneyText}  `);
  await moneyDialog.getByLabel('Category').selectOption({ label: 'Deposit' });
  await expect(addMoney).toBeEnabled();
  await checkScreen(page, 'fund-add-money');
  await addMoney.click();
  await expect(moneyDialog).toBeHidden();

  const afterMoney = before.currentBalance + 1_500_050;
  await expect(cardValue(page, 'Current Balance')).toHaveText(da(afterMoney));
  await expect(row(page, moneyText).getByTestId('fund-transaction-amount')).toHaveText(
    `+${da(1_500_050)}`,
  );
  await expect(row(page, moneyText)).toContainText('Deposit');
  await expect(page.getByTestId('fund-last-updated')).toContainText('Last updated: ');

  // Add Charge to a supplier: the supplier select appears and is required
  const chargeText = `Paid supplier ${tag()}`;
  await page.getByRole('button', { name: 'Add Charge' }).click();
  const chargeDialog = page.getByRole('dialog', { name: 'Add Charge' });
  await expect(chargeDialog.getByLabel('Category').locator('option')).toHaveText([
    'Fuel',
    'Maintenance',
    'Insurance',
    'Supplier Payment',
    'Expense',
    'Other',
  ]);
  await chargeDialog.getByLabel('Amount (DA)').fill('2500');
  await chargeDialog.getByLabel('Description').fill(chargeText);
  await expect(chargeDialog.getByLabel('Supplier')).toHaveCount(0);
  await chargeDialog.getByLabel('Category').selectOption({ label: 'Supplier Payment' });
  const supplierSelect = chargeDialog.getByLabel('Supplier', { exact: true });
  await expect(supplierSelect.locator('option:checked')).toHaveText('Select a supplier...');
  const addCharge = chargeDialog.getByRole('button', { name: 'Add Charge' });
  await expect(addCharge).toBeDisabled();
  await supplierSelect.selectOption({ label: supplier.name });
  await expect(addCharge).toBeEnabled();
  await checkScreen(page, 'fund-add-charge');
  await addCharge.click();
  await expect(chargeDialog).toBeHidden();

  const afterCharge = afterMoney - 250_000;
  await expect(cardValue(page, 'Current Balance')).toHaveText(da(afterCharge));
  await expect(cardValue(page, 'Total Charges')).toHaveText(da(before.totalCharges + 250_000));
  await expect(row(page, chargeText).getByTestId('fund-transaction-amount')).toHaveText(
    `−${da(250_000)}`,
  );
  await expect(row(page, chargeText)).toContainText('Supplier Payment');
  await expect(row(page, chargeText)).toContainText(`Supplier: ${supplier.name}`);
  await expect(
    page.getByRole('heading', { name: `Transactions (${before.transactionCount + 2})` }),
  ).toBeVisible();
  // newest first
  await expect(page.getByTestId('fund-transaction').first()).toContainText(chargeText);

  // the form is reset after a success
  await page.getByRole('button', { name: 'Add Money' }).click();
  await expect(moneyDialog.getByLabel('Amount (DA)')).toHaveValue('');
  await expect(moneyDialog.getByLabel('Description')).toHaveValue('');
  await expect(moneyDialog.getByLabel('Category')).toHaveValue('other');
  await page.keyboard.press('Escape');
  await expect(moneyDialog).toBeHidden();

  // Delete Transaction: deleting money in lowers the balance by its amount
  await row(page, moneyText)
    .getByRole('button', { name: `Delete transaction: ${moneyText}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Transaction' });
  await expect(confirm).toContainText('Are you sure you want to delete this transaction?');
  await checkScreen(page, 'fund-delete-transaction');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, moneyText)).toHaveCount(0);
  await expect(cardValue(page, 'Current Balance')).toHaveText(da(afterCharge - 1_500_050));
  await expect(cardValue(page, 'Total Charges')).toHaveText(da(before.totalCharges + 250_000));
});

test('an entry booked by a car purchase shows a lock saying where to undo it, a manual one keeps its delete', async ({
  page,
}) => {
  await signIn(page);
  const supplier = await createSupplier(page, { name: `Purchase Supplier ${tag()}` });
  const { brand, model } = await createSupplierCar(page, {
    supplierId: supplier.id,
    purchasePrice: 90_000_000,
    isPaid: true,
  });
  const manual = `Manual entry ${tag()}`;
  await addFundEntry(page, {
    type: 'add_money',
    amount: 10_000,
    description: manual,
    category: 'income',
  });
  await page.goto('/fund');
  const description = `Car Purchase - ${brand.name} ${model.name}`;
  const entry = row(page, description);
  await expect(entry.getByTestId('fund-transaction-amount')).toHaveText(`−${da(90_000_000)}`);
  await expect(entry).toContainText(`Supplier: ${supplier.name}`);
  const lock = entry.getByRole('img', {
    name: "Booked by a car purchase: change the car's Paid status in Garage",
  });
  await expect(lock).toBeVisible();
  await expect(lock).toHaveAttribute(
    'title',
    "Booked by a car purchase: change the car's Paid status in Garage",
  );
  await expect(entry.getByRole('button', { name: /Delete transaction/ })).toHaveCount(0);

  const manualRow = row(page, manual);
  await expect(manualRow.getByTestId('fund-transaction-locked')).toHaveCount(0);
  await expect(
    manualRow.getByRole('button', { name: `Delete transaction: ${manual}` }),
  ).toBeVisible();
});

test('Total Benefit: a wrong PIN shows Incorrect PIN for 2 seconds, the right one shows the figure, the lock hides it', async ({
  page,
}) => {
  await signIn(page);
  await addFundEntry(page, {
    type: 'add_money',
    amount: 4_321_00,
    description: `Rental Payment ${tag()}`,
    category: 'rental',
  });
  await page.goto('/fund');
  const benefit = card(page, 'Total Benefit');
  const figure = benefit.getByTestId('total-benefit');
  const pin = benefit.getByLabel('PIN');
  await expect(figure).toHaveText('••••••');
  await expect(pin).toHaveAttribute('maxlength', '4');

  const normalBackground = await pin.evaluate((input) => getComputedStyle(input).backgroundColor);
  await pin.fill('1111');
  await pin.press('Enter');
  await expect(benefit.getByRole('alert')).toHaveText('Incorrect PIN');
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).not.toHaveCSS('background-color', normalBackground);
  await checkScreen(page, 'fund-wrong-pin');
  await expect(benefit.getByRole('alert')).toHaveText('', { timeout: 3_000 });
  await expect(pin).toHaveCSS('background-color', normalBackground);
  await expect(figure).toHaveText('••••••');

  await pin.fill(PIN);
  await pin.press('Enter');
  await expect(pin).toBeHidden();
  const { totalBenefit } = await getTotalBenefit(page);
  await expect(figure).toHaveText(da(totalBenefit));
  await checkScreen(page, 'fund-benefit-unlocked');

  // unlocked for the session: still shown after a reload
  await page.reload();
  await expect(figure).toHaveText(da(totalBenefit));

  await benefit.getByRole('button', { name: 'Lock Total Benefit' }).click();
  await expect(figure).toHaveText('••••••');
  await expect(benefit.getByLabel('PIN')).toHaveValue('');
  await page.reload();
  await expect(figure).toHaveText('••••••');
  expect((await page.request.get('/api/fund/benefit')).status()).toBe(403);
});

test('after five wrong PINs the server locks the session out and the card says so', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/fund');
  const benefit = card(page, 'Total Benefit');
  const pin = benefit.getByLabel('PIN');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await pin.fill('0000');
    await pin.press('Enter');
    await expect(benefit.getByRole('alert')).toHaveText('Incorrect PIN');
    await expect(benefit.getByRole('button', { name: 'Unlock' })).toBeEnabled();
  }
  await pin.fill('0000');
  await pin.press('Enter');
  await expect(benefit.getByRole('alert')).toHaveText(
    'Too many wrong PIN attempts. Sign in again to retry.',
  );
  await expect(pin).toBeDisabled();
  await expect(benefit.getByTestId('total-benefit')).toHaveText('••••••');
});

test('with no transactions the fund reads No transactions yet and invites a first entry', async ({
  page,
}) => {
  await signIn(page);
  await page.route(
    (url) => url.pathname === '/api/fund',
    (route) =>
      route.fulfill({
        json: { currentBalance: 0, lastUpdated: null, totalCharges: 0, transactionCount: 0 },
      }),
  );
  await page.route(
    (url) => url.pathname === '/api/fund/transactions',
    (route) => route.fulfill({ json: { items: [], nextCursor: null } }),
  );
  await page.goto('/fund');
  await expect(page.getByTestId('fund-last-updated')).toHaveText('No transactions yet');
  await expect(page.getByRole('heading', { name: 'Transactions (0)' })).toBeVisible();
  await expect(page.getByText('Start by adding money or recording a charge')).toBeVisible();
  await expect(cardValue(page, 'Current Balance')).toHaveText(da(0));
  await checkScreen(page, 'fund-empty');
});

test('the list shows one server page of 20 and Load more brings the next', async ({ page }) => {
  await signIn(page);
  const run = tag();
  let { transactionCount } = await getFund(page);
  for (let n = 1; transactionCount < 25; n += 1, transactionCount += 1) {
    await addFundEntry(page, {
      type: 'add_money',
      amount: 100,
      description: `Paging ${run} #${n}`,
      category: 'income',
    });
  }
  await page.goto('/fund');
  await expect(
    page.getByRole('heading', { name: `Transactions (${transactionCount})` }),
  ).toBeVisible();
  await expect(page.getByTestId('fund-transaction')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByTestId('fund-transaction')).toHaveCount(Math.min(transactionCount, 40));
});

import { expect, type Page, signIn, test } from './fixtures.ts';
import { addFundEntry, createSupplier, createSupplierCar, tag } from './support/fund-seed.ts';

/**
 * Issue 11 §1: an owner adds an agent from Settings; the agent's screens show no button its
 * role cannot use (no deletions, no Paid switch, no accounts or business settings); the
 * owner makes it a manager and the buttons appear at its next load.
 */

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test('an agent sees the desk without the buttons its role cannot use, a manager sees them', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const t = tag();
  const entry = await addFundEntry(page, {
    type: 'add_money',
    amount: 1_200_000,
    description: `Roles deposit ${t}`,
    category: 'deposit',
  });
  const supplier = await createSupplier(page, { name: `Roles Supplier ${t}` });
  const { model } = await createSupplierCar(page, {
    supplierId: supplier.id,
    purchasePrice: 100_000_000,
    isPaid: false,
  });

  // the owner adds an agent (the role the dialog proposes) from Settings
  await openSettings(page);
  const staff = page.getByRole('region', { name: 'Staff accounts' });
  const email = `karim.${t.toLowerCase()}@e2e.test`;
  await staff.getByRole('button', { name: 'Add Staff' }).click();
  const add = page.getByRole('dialog', { name: 'Add Staff' });
  await add.getByLabel('Display name').fill(`Karim ${t}`);
  await add.getByLabel('E-mail').fill(email);
  await add.getByLabel('Password').fill('karim-password');
  await expect(add.getByLabel('Role')).toHaveValue('agent');
  await add.getByRole('button', { name: 'Add Staff' }).click();
  await expect(add).toBeHidden();
  const row = staff.getByTestId('staff-row').filter({ hasText: email });
  await expect(row).toContainText('Agent');

  const desk = await (await browser.newContext()).newPage();
  await signInAs(desk, email, 'karim-password');
  await desk.getByRole('button', { name: 'User menu' }).click();
  await expect(desk.getByText('Agent', { exact: true })).toBeVisible();
  await desk.getByRole('link', { name: 'Settings' }).click();
  await expect(desk.getByTestId('your-role')).toHaveText('Your role: Agent');
  // what it cannot change is said true to its role (issue 28 §17)
  await expect(
    desk.getByText(
      'Business details and the Total Benefit PIN are kept by owners; the staff accounts by owners and managers.',
    ),
  ).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Staff accounts' })).toHaveCount(0);
  await expect(desk.getByRole('heading', { name: 'Business details' })).toHaveCount(0);

  await desk.goto('/fund');
  await expect(desk.getByText(entry.description)).toBeVisible();
  await expect(
    desk.getByRole('button', { name: `Delete transaction: ${entry.description}` }),
  ).toHaveCount(0);
  await desk.goto('/garage');
  await expect(desk.getByText(model.name).first()).toBeVisible();
  await expect(desk.getByRole('switch', { name: 'Paid' })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);

  // the owner makes the agent a manager: the buttons appear at its next load
  await row.getByLabel(`Role of Karim ${t}`).selectOption('manager');
  await expect(page.getByText(`Karim ${t} is now Manager.`)).toBeVisible();
  await expect(row).toContainText('Manager');
  await desk.goto('/fund');
  await expect(
    desk.getByRole('button', { name: `Delete transaction: ${entry.description}` }),
  ).toBeVisible();
  await desk.goto('/garage');
  await expect(desk.getByRole('switch', { name: 'Paid' }).first()).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Remove', exact: true }).first()).toBeVisible();
  await desk.goto('/settings');
  await expect(desk.getByTestId('your-role')).toHaveText('Your role: Manager');
  await expect(
    desk.getByText(
      'Business details and the Total Benefit PIN are kept by owners. You add agents and look after their accounts; owners give the roles.',
    ),
  ).toBeVisible();
  await expect(desk.getByText(/kept by owners and managers/)).toHaveCount(0);
  // a manager sees its agents and itself, and cannot give roles
  const managed = desk.getByRole('region', { name: 'Staff accounts' });
  await expect(managed.getByTestId('staff-row').filter({ hasText: email })).toContainText('You');
  await expect(managed.getByRole('combobox')).toHaveCount(0);
  await desk.context().close();
});

import { expect, type Page, signIn, test } from './fixtures.ts';
import { createSupplier, createSupplierCar, da, tag } from './support/fund-seed.ts';
import { checkScreen } from './support/screens.ts';

const supplierCard = (page: Page, name: string) =>
  page
    .getByTestId('supplier-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('add, edit and delete a supplier through the inline form', async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Suppliers' })
    .click();
  await expect(page.getByRole('heading', { name: 'Supplier Management', level: 1 })).toBeVisible();

  const name = `Auto Import ${tag()}`;
  await page.getByRole('button', { name: '+ Add New Supplier' }).click();
  const form = page.getByRole('form', { name: 'Add New Supplier' });
  await expect(form.getByLabel('Supplier Name')).toBeFocused();
  const add = form.getByRole('button', { name: 'Add Supplier' });
  await expect(add).toBeDisabled();
  await form.getByLabel('Supplier Name').fill('   ');
  await expect(add).toBeDisabled();
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await form.getByLabel('Supplier Name').fill(`  ${name}  `);
  await form.getByLabel('Contact Person').fill('Karim Benali');
  await form.getByLabel('Phone').fill('0555 12 34 56');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Address').fill('Zone industrielle, Oran');
  await form.getByLabel('Opening Balance (DA)').fill('-5000');
  await checkScreen(page, 'suppliers-form');
  await add.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill('karim@auto-import.dz');
  await add.click();
  await expect(form).toBeHidden();

  const card = supplierCard(page, name);
  await expect(card).toContainText('Karim Benali');
  await expect(card).toContainText('0555 12 34 56');
  await expect(card).toContainText('karim@auto-import.dz');
  await expect(card).toContainText('Zone industrielle, Oran');
  const balance = card.getByTestId('supplier-balance');
  await expect(balance).toHaveText(`${da(-500_000)} (We owe them)`);
  await expect(balance).toHaveClass(/text-red-700/);
  await checkScreen(page, 'suppliers');

  // edit: the form comes back filled; clearing a field removes it
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit Supplier' });
  await expect(edit.getByLabel('Supplier Name')).toHaveValue(name);
  await expect(edit.getByLabel('Opening Balance (DA)')).toHaveValue('-5000');
  await edit.getByLabel('Opening Balance (DA)').fill('2500');
  await edit.getByLabel('Address').fill('');
  await edit.getByRole('button', { name: 'Update Supplier' }).click();
  await expect(edit).toBeHidden();
  await expect(balance).toHaveText(`${da(250_000)} (They owe us)`);
  await expect(balance).toHaveClass(/text-emerald-700/);
  await expect(card).not.toContainText('Zone industrielle, Oran');

  // delete asks first; Cancel keeps it
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Supplier' });
  await expect(confirm).toContainText('Are you sure you want to delete this supplier?');
  await checkScreen(page, 'suppliers-delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(supplierCard(page, name)).toHaveCount(0);
});

test('balances: a car bought on credit is owed (red), a settled supplier is green, one with cars is not deleted', async ({
  page,
}) => {
  await signIn(page);
  const owed = await createSupplier(page, { name: `Owed Supplier ${tag()}` });
  await createSupplierCar(page, { supplierId: owed.id, purchasePrice: 120_000_000, isPaid: false });
  const settled = await createSupplier(page, { name: `Settled Supplier ${tag()}` });

  await page.goto('/suppliers');
  const owedBalance = supplierCard(page, owed.name).getByTestId('supplier-balance');
  await expect(owedBalance).toHaveText(`${da(-120_000_000)} (We owe them)`);
  await expect(owedBalance).toHaveClass(/text-red-700/);
  const settledBalance = supplierCard(page, settled.name).getByTestId('supplier-balance');
  await expect(settledBalance).toHaveText(da(0));
  await expect(settledBalance).toHaveClass(/text-emerald-700/);

  // one with a car on record offers Archive, not a delete the server would refuse
  const owedCard = supplierCard(page, owed.name);
  await expect(owedCard.getByRole('button', { name: `Delete ${owed.name}` })).toHaveCount(0);
  await expect(owedCard.getByRole('button', { name: `Archive ${owed.name}` })).toBeVisible();
  await expect(
    supplierCard(page, settled.name).getByRole('button', { name: `Delete ${settled.name}` }),
  ).toBeVisible();
});

test('archive a supplier with a car: out of the car form picker, kept under Archived with its balance; unarchive brings it back', async ({
  page,
}) => {
  await signIn(page);
  const supplier = await createSupplier(page, { name: `Archived Supplier ${tag()}` });
  await createSupplierCar(page, {
    supplierId: supplier.id,
    purchasePrice: 80_000_000,
    isPaid: false,
  });
  const supplierOptions = async () => {
    await page.goto('/garage');
    await page.getByRole('button', { name: 'Add Car' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Car' });
    const select = dialog.getByLabel('Supplier');
    await expect(select).toBeEnabled();
    const options = await select.locator('option').allTextContents();
    await page.keyboard.press('Escape');
    return options;
  };
  expect(await supplierOptions()).toContain(supplier.name);

  await page.goto('/suppliers');
  await supplierCard(page, supplier.name)
    .getByRole('button', { name: `Archive ${supplier.name}` })
    .click();
  const archived = page.getByRole('region', { name: /^Archived \(\d+\)$/ });
  const card = archived
    .getByTestId('supplier-card')
    .filter({ has: page.getByRole('heading', { name: supplier.name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Archived');
  await expect(card.getByTestId('supplier-balance')).toHaveText(`${da(-80_000_000)} (We owe them)`);
  await checkScreen(page, 'suppliers-archived');

  expect(await supplierOptions()).not.toContain(supplier.name);

  await page.goto('/suppliers');
  await card.getByRole('button', { name: `Unarchive ${supplier.name}` }).click();
  await expect(card).toHaveCount(0);
  await expect(
    supplierCard(page, supplier.name).getByRole('button', { name: `Archive ${supplier.name}` }),
  ).toBeVisible();
  expect(await supplierOptions()).toContain(supplier.name);
});

test('with no suppliers the screen invites the first one', async ({ page }) => {
  await signIn(page);
  await page.route(
    (url) => url.pathname === '/api/suppliers',
    (route) => route.fulfill({ json: { items: [], nextCursor: null, archivedCount: 0 } }),
  );
  await page.goto('/suppliers');
  await expect(page.getByText('No suppliers yet')).toBeVisible();
  await expect(page.getByText('Add your first supplier to get started')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add New Supplier' })).toBeVisible();
});

test('the suppliers list comes a page at a time by name, and Load more brings the rest', async ({
  page,
}) => {
  await signIn(page);
  const t = tag();
  const names = Array.from(
    { length: 25 },
    (_, i) => `Paging ${t} ${String(i + 1).padStart(2, '0')}`,
  );
  // made in another order than the list's
  for (const name of [...names].reverse()) await createSupplier(page, { name });
  await page.goto('/suppliers');
  const paging = page.getByTestId('supplier-card').filter({ hasText: `Paging ${t}` });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  // more than one page of active suppliers: the first page is 24
  await expect(loadMore).toBeVisible();
  await expect(page.getByTestId('supplier-list').getByTestId('supplier-card')).toHaveCount(24);
  while (await loadMore.isVisible()) {
    await loadMore.click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toHaveCount(0);
  }
  await expect(paging).toHaveCount(25);
  await expect(paging.getByRole('heading')).toHaveText(names);
});

import { expect, type Page, signIn, test } from './fixtures.ts';
import { createBrand, createModel, tag } from './support/fund-seed.ts';
import { checkScreen } from './support/screens.ts';

const brandCard = (page: Page, name: string) =>
  page.getByTestId('brand-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('add a brand into an existing group, then models inline', async ({ page }) => {
  await signIn(page);
  const group = `Group ${tag()}`;
  const existing = await createBrand(page, { name: `Existing ${tag()}`, group });
  await createModel(page, existing.id, 'Alpha');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Brands & Models' })
    .click();
  await expect(page.getByRole('heading', { name: 'Brands & Models', level: 1 })).toBeVisible();
  await expect(brandCard(page, existing.name)).toContainText('1 model');
  await expect(brandCard(page, existing.name).getByRole('listitem')).toHaveText(['Alpha']);

  const form = page.getByRole('form', { name: 'Add Brand' });
  const submit = form.getByRole('button', { name: 'Add Brand' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Brand Name').fill('   ');
  await expect(submit).toBeDisabled();

  // the group field suggests the existing groups
  const groupInput = form.getByLabel('Brand Group (optional)');
  const listId = await groupInput.getAttribute('list');
  expect(listId).toBeTruthy();
  await expect(page.locator(`datalist[id="${listId}"] option[value="${group}"]`)).toHaveCount(1);

  const name = `Brand ${tag()}`;
  await form.getByLabel('Brand Name').fill(`  ${name}  `);
  await groupInput.fill(group);
  await checkScreen(page, 'brands');
  await submit.click();
  await expect(form.getByLabel('Brand Name')).toHaveValue('');

  const section = page.getByRole('region', { name: group });
  await expect(section.getByTestId('brand-card')).toHaveCount(2);
  const card = brandCard(page, name);
  await expect(section.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(card.getByTestId('model-count')).toHaveText('0 models');
  await expect(card).toContainText('No models yet');
  // no logo: the initials of 'Brand XYZ' stand in for it
  await expect(card.getByText(`B${name.split(' ')[1]!.charAt(0)}`, { exact: true })).toBeVisible();

  // Add Model: trimmed, required
  const modelInput = card.getByLabel(`New model for ${name}`);
  const addModel = card.getByRole('button', { name: 'Add Model' });
  await expect(addModel).toBeDisabled();
  await modelInput.fill('  ');
  await expect(addModel).toBeDisabled();
  await modelInput.fill('  Sportline  ');
  await addModel.click();
  await expect(card.getByTestId('model-count')).toHaveText('1 model');
  await expect(card.getByRole('list', { name: `Models of ${name}` })).toHaveText('Sportline');
  await expect(modelInput).toHaveValue('');
  await modelInput.fill('Comfort');
  await modelInput.press('Enter');
  await expect(card.getByTestId('model-count')).toHaveText('2 models');
  await expect(
    card.getByRole('list', { name: `Models of ${name}` }).getByRole('listitem'),
  ).toHaveText(['Comfort', 'Sportline']);

  // the same model twice is refused with the server's words
  await modelInput.fill('sportline');
  await addModel.click();
  await expect(card.getByRole('alert')).toHaveText('This model already exists for this brand.');
  await checkScreen(page, 'brands-with-models');
});

test('a brand without a group is listed under Other Brands', async ({ page }) => {
  await signIn(page);
  await page.goto('/brands');
  const name = `Lone ${tag()}`;
  const form = page.getByRole('form', { name: 'Add Brand' });
  await form.getByLabel('Brand Name').fill(name);
  await form.getByRole('button', { name: 'Add Brand' }).click();
  const other = page.getByRole('region', { name: 'Other Brands' });
  await expect(other.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).last()).toHaveText('Other Brands');

  // a brand name is unique: the server's words show in the form
  await form.getByLabel('Brand Name').fill(name.toLowerCase());
  await form.getByRole('button', { name: 'Add Brand' }).click();
  await expect(form.getByRole('alert')).toHaveText('A brand with this name already exists.');
});

import { FIRST_RUN_PORT, OWNER, PGLITE_TAG } from '../playwright.config.ts';
import { expect, signIn, test } from './fixtures.ts';
import { checkScreen } from './support/screens.ts';

test('first run: the sign-in screen offers to create the owner account, which signs in', {
  tag: PGLITE_TAG,
}, async ({ page }) => {
  await page.goto(`http://127.0.0.1:${FIRST_RUN_PORT}/`);
  await expect(page.getByText('Admin Access Only')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create the owner account' })).toBeVisible();
  await checkScreen(page, 'first-run');
  await page.getByLabel('Your name').fill('Farid First');
  await page.getByLabel('Email').fill('farid@e2e.test');
  await page.getByLabel('Password').fill('farid-password');
  await page.getByLabel('Total Benefit PIN (4 digits)').fill('1357');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('farid@e2e.test')).toBeVisible();
});

test('sign in refuses a short password and a wrong one in a red box, then signs in and out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('Authorized personnel only')).toBeVisible();
  await checkScreen(page, 'sign-in');
  await page.getByLabel('Username or email').fill(OWNER.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password should be at least 6 characters.');

  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username/email or password.');
  await expect(page.getByRole('alert')).toHaveClass(/red/);

  await signIn(page);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(OWNER.name).last()).toBeVisible();
  await expect(page.getByText(OWNER.email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Admin Access Only')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Admin Access Only')).toBeVisible();
});

test('the theme is stored and survives a reload, falling back to the system preference', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await context.close();
});

test('below 768 px the navigation moves into the mobile menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Garage' }).click();
  await expect(page).toHaveURL(/\/garage$/);
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByText(OWNER.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await context.close();
});

import { expect, type Page } from '@playwright/test';
import { OWNER } from '../playwright.config.ts';

/** signs in as the owner through the sign-in screen and waits for the shell */
export async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('Username or email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page
      .getByRole('button', { name: 'User menu' })
      .or(page.getByRole('button', { name: 'Open menu' })),
  ).toBeVisible();
}

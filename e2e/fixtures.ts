import { type BrowserContext, test as base, expect, type Page, request } from '@playwright/test';
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

/**
 * What a page may log as an error without failing its test:
 * - Chromium's own line for a request the server refused on purpose (a 4xx: a wrong password,
 *   a rule broken, a missing record), which the screen then shows as its message;
 * - Chromium's report of an uploaded image's blob: preview against the API's
 *   `connect-src 'self'` (the preview shows: img-src allows blob:); seen in the garage's
 *   uploads, left to whoever owns the security headers.
 * A spec that provokes another kind names it with `test.use({ allowedPageErrors: /.../ })` (one
 * pattern: an array would read as a fixture's [value, options]).
 */
const KNOWN = [
  /^Failed to load resource: the server responded with a status of 4\d\d /,
  /^Connecting to 'blob:[^']+' violates the following Content Security Policy directive: "connect-src 'self'"/,
];

/**
 * For journeys that stop the server or the network on purpose: Chromium's line for each
 * request that then finds no connection (refused, disconnected, socket not connected...) or
 * a server starting again and not ready yet (503).
 */
export const SERVER_GONE =
  /^Failed to load resource: (net::ERR_[A-Z_]+|the server responded with a status of 503 \(Service Unavailable\))$/;

/**
 * Every journey's `test`: it fails on a page error (an exception the page did not catch) or a
 * console message of type error in any page of the test, the default context's and those of
 * contexts the test opens itself.
 */
export const test = base.extend<{
  allowedPageErrors: RegExp | undefined;
  pageErrors: undefined;
}>({
  allowedPageErrors: [undefined, { option: true }],
  pageErrors: [
    async ({ context, browser, allowedPageErrors }, use) => {
      const allowed = [...KNOWN, ...(allowedPageErrors ? [allowedPageErrors] : [])];
      const errors: string[] = [];
      const watchPage = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (!allowed.some((pattern) => pattern.test(text))) {
            errors.push(`console.error at ${page.url()}: ${text}`);
          }
        });
      };
      const watch = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const opened = await newContext(...options);
        watch(opened);
        return opened;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(errors, 'errors the pages logged').toEqual([]);
    },
    { auto: true },
  ],
});

export type { APIRequestContext, Browser, Locator, Page, Response } from '@playwright/test';
export { expect, request };

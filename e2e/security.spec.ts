import { appendFileSync } from 'node:fs';
import { expect, type Page, signIn, test } from './fixtures.ts';
import { createBrand, createModel, tag } from './support/fund-seed.ts';

/**
 * Issue 6 §5 and §9 in a real browser: text a user typed is shown as text, never run as
 * markup, and the built app runs under the server's Content-Security-Policy without a
 * single violation.
 */

declare global {
  interface Window {
    __xss?: number;
    __cspViolations?: string[];
  }
}

/** records every CSP violation of the page (init scripts run outside the page's CSP) */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('a <script> brand name is shown as text and never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await watchCsp(page);
  await signIn(page);
  const name = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2;alert(2)"> ${tag()}`;
  const brand = await createBrand(page, { name });
  const model = await createModel(page, brand.id, '<b onmouseover=alert(3)>Model</b>');
  const car = await page.request.post('/api/cars', {
    data: {
      brandId: brand.id,
      modelId: model.id,
      dailyRate: 1_000_000,
      isPaid: true,
      color: '"><svg onload=alert(4)>',
      plate: "'; DROP TABLE cars; --",
    },
  });
  expect(car.ok(), await car.text()).toBe(true);

  await page.goto('/brands');
  const card = page
    .getByTestId('brand-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name, exact: true })).toHaveText(name);
  await expect(card).toContainText('<b onmouseover=alert(3)>Model</b>');

  await page.goto('/garage');
  await expect(page.getByText("'; DROP TABLE cars; --").first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(await violations(page)).toEqual([]);
});

test('the built app runs under the CSP on every screen, without a violation', async ({ page }) => {
  await watchCsp(page);
  const answer = await page.goto('/');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
  await signIn(page);
  const screens = [
    '/',
    '/garage',
    '/rental',
    '/sales',
    '/history',
    '/fund',
    '/suppliers',
    '/brands',
    '/settings',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  if (process.env.RELIABILITY_FIGURES) {
    appendFileSync(
      process.env.RELIABILITY_FIGURES,
      `${JSON.stringify({ property: 'browser', text: `a <script> brand name rendered as text, ${screens.length} screens under the CSP, 0 scripts run, 0 CSP violations`, database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite' })}\n`,
    );
  }
});

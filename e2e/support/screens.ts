import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Puts the page in a theme the way the app does (class on <html>), so that it also works
 * while a modal dialog hides the header's theme toggle.
 */
async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((next) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    document.documentElement.style.colorScheme = next;
  }, theme);
}

/**
 * Checks a screen as a person would meet it in both themes: axe finds no serious or critical
 * violation, and a screenshot of each theme is saved under e2e/screenshots/ (ignored by git).
 * Leaves the page in the theme it had.
 */
export async function checkScreen(page: Page, name: string) {
  const before = await page.evaluate(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: `e2e/screenshots/${name}-${theme}.png`, fullPage: true });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
      `${name} in the ${theme} theme`,
    ).toEqual([]);
  }
  await setTheme(page, before);
}

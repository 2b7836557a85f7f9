import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** the theme the page shows now */
async function currentTheme(page: Page): Promise<'dark' | 'light'> {
  return (await page.locator('html').getAttribute('class'))?.includes('dark') ? 'dark' : 'light';
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  if ((await currentTheme(page)) === theme) return;
  const toggle = page.getByRole('button', {
    name: theme === 'dark' ? 'Switch to dark theme' : 'Switch to light theme',
  });
  await toggle.first().click();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
}

/**
 * Checks a screen as a person would meet it in both themes: axe finds no serious or critical
 * violation, and a screenshot of each theme is saved under e2e/screenshots/ (ignored by git).
 * Leaves the page in the light theme.
 */
export async function checkScreen(page: Page, name: string) {
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
  await setTheme(page, 'light');
}

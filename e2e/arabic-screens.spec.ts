import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ar } from '../apps/web/src/locales/ar/index.ts';
import { en } from '../apps/web/src/locales/en/index.ts';
import { signIn } from './fixtures.ts';
import { tag } from './support/fund-seed.ts';

/**
 * Issue 16 §1 and §3: every screen in Arabic, at desktop and phone widths: right to left,
 * axe clean, no raw key and no English sentence of the catalogues on it. The screenshots go
 * to e2e/screenshots/ (ignored by git).
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** every key path, and the English sentences a screen in Arabic must never show */
function cataloguesOf() {
  const keys: string[] = [];
  const english = new Set<string>();
  for (const [namespace, tree] of Object.entries(en)) {
    const arabic = flatten((ar as unknown as Record<string, Tree>)[namespace] ?? {});
    for (const [key, text] of flatten(tree as unknown as Tree)) {
      keys.push(key);
      // a sentence of words, not a name or a code that is the same in every language
      if (
        /^[A-Z][a-z]+( [a-z]+){2,}/.test(text) &&
        !text.includes('{{') &&
        arabic.get(key) !== text
      ) {
        english.add(text);
      }
    }
  }
  return { keys: keys.filter((key) => key.includes('.')), english: [...english] };
}

const screens = [
  ['dashboard', '/'],
  ['brands', '/brands'],
  ['garage', '/garage'],
  ['rental', '/rental'],
  ['planning-board', '/rental/board'],
  ['sales', '/sales'],
  ['history', '/history'],
  ['fund', '/fund'],
  ['suppliers', '/suppliers'],
  ['customers', '/customers'],
  ['settings', '/settings'],
] as const;

const widths = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function checkArabicScreen(
  page: Page,
  name: string,
  catalogues: ReturnType<typeof cataloguesOf>,
) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('main')).not.toContainText(ar.common.loading);
  // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden nodes
  const text = await page.locator('body').innerText();
  const rawKeys = catalogues.keys.filter((key) =>
    new RegExp(`(^|\\s)${key.replace(/\./g, '\\.')}(\\s|$)`).test(text),
  );
  expect(rawKeys, `${name}: raw keys on the screen`).toEqual([]);
  const english = catalogues.english.filter((sentence) => text.includes(sentence));
  expect(english, `${name}: English left on an Arabic screen`).toEqual([]);
  await page.screenshot({ path: `e2e/screenshots/arabic-${name}.png`, fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    name,
  ).toEqual([]);
}

test('every screen in Arabic, at desktop and phone widths: right to left, axe clean, no key and no English', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const email = `leila.${tag().toLowerCase()}@e2e.test`;
  const made = await page.request.post('/api/auth/users', {
    data: { email, password: 'leila-pass', displayName: 'ليلى بن يوسف', role: 'owner' },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.request.post('/api/auth/sign-out');
  await page.goto('/');
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password').fill('leila-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');

  const catalogues = cataloguesOf();
  for (const [width, size] of widths) {
    await page.setViewportSize(size);
    for (const [name, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await checkArabicScreen(page, `${name}-${width}`, catalogues);
    }
  }
  // the phone's menu opens from the left edge's mirror: its button sits at the left
  const menuButton = await page.getByRole('button', { name: ar.common.nav.openMenu }).boundingBox();
  expect(menuButton && menuButton.x < 390 / 2).toBe(true);
});

import { ar } from '../apps/web/src/locales/ar/index.ts';
import { fr } from '../apps/web/src/locales/fr/index.ts';
import { expect, type Page, signIn, test } from './fixtures.ts';
import { tag } from './support/fund-seed.ts';

/**
 * Issue 16 §2, §3, §5: the language follows the browser, then the switcher; the account
 * keeps its choice on the server; Arabic turns the page right to left; the screen switches
 * where it is, an open dialog keeping what is typed; the server's refusals read in the
 * screen's language.
 */

/** an owner account of its own: the shared e2e owner must stay in English for the other specs */
async function addOwner(page: Page, name: string) {
  await signIn(page);
  const email = `${name.toLowerCase()}.${tag().toLowerCase()}@e2e.test`;
  const res = await page.request.post('/api/auth/users', {
    data: { email, password: 'language-pass', displayName: name, role: 'owner' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.request.post('/api/auth/sign-out');
  return { email, password: 'language-pass' };
}

async function signInWith(page: Page, account: { email: string; password: string }, labels = fr) {
  await page.getByLabel(labels.auth.identifier).fill(account.email);
  await page.getByLabel(labels.auth.password).fill(account.password);
  await page.getByRole('button', { name: labels.auth.signIn, exact: true }).click();
  // the shell's header: signed in, whatever language the account brings
  await expect(page.getByRole('banner')).toBeVisible();
}

test('the sign-in screen follows the browser language among the three, else English', async ({
  browser,
}) => {
  for (const [locale, title, lang, dir] of [
    ['fr-FR', fr.auth.title, 'fr', 'ltr'],
    ['ar-DZ', ar.auth.title, 'ar', 'rtl'],
    ['de-DE', 'Admin Access Only', 'en', 'ltr'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await context.close();
  }
});

test('the switcher changes the language before sign-in, the account keeps it, and a refusal reads in it', async ({
  page,
  browser,
}) => {
  const account = await addOwner(page, 'Yasmine');
  await page.goto('/');
  // before sign-in: the browser remembers the choice over a reload
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar.auth.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: ar.auth.title })).toBeVisible();
  await page.getByLabel(ar.common.language.label).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await signInWith(page, account);
  await expect(page.getByRole('button', { name: fr.common.user.menu })).toBeVisible();
  await expect(
    // exact: "Caisse" is also the start of "Clôture de caisse" (the till, issue 31)
    page.getByRole('navigation', { name: fr.common.nav.main }).getByRole('link', {
      name: fr.common.nav.fund,
      exact: true,
    }),
  ).toBeVisible();

  // signed in, the user menu switches, and the account keeps it on the server
  await page.getByRole('button', { name: fr.common.user.menu }).click();
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/auth/me/language') && res.status() === 200,
  );
  await page.getByLabel(fr.common.language.label).selectOption('ar');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // another browser, English by its locale, signs in and opens in the account's Arabic
  const other = await browser.newContext({ locale: 'en-GB' });
  const desk = await other.newPage();
  await desk.goto('/');
  await signInWith(desk, account, {
    ...fr,
    auth: { ...fr.auth, identifier: 'Username or email', password: 'Password', signIn: 'Sign In' },
  } as typeof fr);
  await expect(desk.getByRole('button', { name: ar.common.user.menu })).toBeVisible();
  await expect(desk.locator('html')).toHaveAttribute('dir', 'rtl');

  // the right-to-left shell: the product's name on the right, the user menu on the left
  const brand = await desk.getByRole('link', { name: ar.common.appName }).boundingBox();
  const menu = await desk.getByRole('button', { name: ar.common.user.menu }).boundingBox();
  expect(brand && menu && brand.x > menu.x).toBe(true);

  // a refusal of the server reads in Arabic, never its English detail
  await desk.goto('/brands');
  const form = desk.getByRole('form', { name: ar.brands.addBrand.title });
  const name = `Marque ${tag()}`;
  const made = await desk.request.post('/api/brands', { data: { name } });
  expect(made.status(), await made.text()).toBe(201);
  await form.getByLabel(ar.brands.addBrand.name).fill(name);
  await form.getByRole('button', { name: ar.brands.addBrand.submit }).click();
  await expect(desk.getByText(ar.errors.details.brandExists)).toBeVisible();
  await expect(desk.getByText('A brand with this name already exists.')).toHaveCount(0);
  await other.close();
});

/**
 * The time from the storage event (another tab's switch) to the open dialog's title in the
 * new language, in the page's own clock: the event's timeStamp, and the first mutation that
 * shows the title (the app's own listener may re-render before a listener added here runs).
 */
function switchTime(page: Page, title: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        let start: number | undefined;
        let done: number | undefined;
        const settle = () => {
          if (start !== undefined && done !== undefined) resolve(done - start);
        };
        window.addEventListener('storage', (event) => {
          start = event.timeStamp;
          settle();
        });
        const observer = new MutationObserver(() => {
          const heading = document.querySelector('[role="dialog"] h2');
          if (done === undefined && heading?.textContent === wanted) {
            done = performance.now();
            observer.disconnect();
            settle();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    title,
  );
}

test('another tab switching the language re-renders this one where it is: the open dialog keeps what is typed', async ({
  page,
  context,
}) => {
  const account = await addOwner(page, 'Samir');
  await page.goto('/');
  await page.getByLabel('Language').selectOption('fr');
  await signInWith(page, account);
  await page.goto('/fund');
  await page.getByRole('button', { name: fr.fund.addMoney, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fr.fund.addMoney });
  await dialog.getByLabel(fr.fund.form.amount).fill('1500');
  await dialog.getByLabel(fr.fund.form.description).fill('Avance de Amel 2026');

  // the time from the other tab's switch to this dialog reading Arabic, measured in the page
  const switched = switchTime(page, ar.fund.addMoney);
  const tab = await context.newPage();
  await tab.goto('/');
  await tab.getByRole('button', { name: fr.common.user.menu }).click();
  await tab.getByLabel(fr.common.language.label).selectOption('ar');
  const firstMs = await switched;

  const arabicDialog = page.getByRole('dialog', { name: ar.fund.addMoney });
  await expect(arabicDialog).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicDialog.getByLabel(ar.fund.form.amount)).toHaveValue('1500');
  await expect(arabicDialog.getByLabel(ar.fund.form.description)).toHaveValue(
    'Avance de Amel 2026',
  );
  // the catalogue is loaded once: a second switch is a re-render only
  const back = switchTime(page, fr.fund.addMoney);
  // the tab's user menu is still open, in Arabic now
  await tab.getByLabel(ar.common.language.label).selectOption('fr');
  const againMs = await back;
  await expect(page.getByRole('dialog', { name: fr.fund.addMoney })).toBeVisible();
  await expect(dialog.getByLabel(fr.fund.form.description)).toHaveValue('Avance de Amel 2026');
  console.log(
    `[figure] language switch: ${firstMs.toFixed(0)} ms with the catalogue fetched, ${againMs.toFixed(0)} ms loaded`,
  );
  // the bound is 200 ms; a loaded CI machine gets headroom, the figure is in the log
  expect(againMs).toBeLessThan(1000);
});

test('an English session loads neither the French nor the Arabic catalogue; French loads its own only', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page);
  await page.goto('/fund');
  await expect(page.getByRole('heading', { name: 'Fund Management', level: 1 })).toBeVisible();
  const catalogue = (name: string) => scripts.filter((path) => path.startsWith(`/assets/${name}-`));
  expect(catalogue('fr')).toEqual([]);
  expect(catalogue('ar')).toEqual([]);
  expect(catalogue('server-messages')).toEqual([]);
  // the shared owner stays English: this switch is the browser's only, not saved (no account call)
  await page.evaluate(() => localStorage.setItem('car-rental.language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { name: fr.fund.title, level: 1 })).toBeVisible();
  expect(catalogue('fr')).toHaveLength(1);
  expect(catalogue('ar')).toEqual([]);
});

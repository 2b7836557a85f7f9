import AxeBuilder from '@axe-core/playwright';
import { carName } from '../apps/web/src/features/rentals/lib/car-name.ts';
import { ar } from '../apps/web/src/locales/ar/index.ts';
import { en } from '../apps/web/src/locales/en/index.ts';
import { type Browser, expect, type Locator, type Page, signIn, test } from './fixtures.ts';
import { tag } from './support/fund-seed.ts';
import { BUSINESS, setBusiness } from './support/invoice-seed.ts';
import { rentThroughApi, seedBrand, seedRentableCar } from './support/rentals-seed.ts';
import { rentAndReturn } from './support/sales-seed.ts';

/**
 * Issue 16 §1 and §3: every screen in Arabic, at desktop and phone widths: right to left,
 * axe clean, no raw key and no English sentence of the catalogues on it. The screenshots go
 * to e2e/screenshots/ (ignored by git). Issue 28 §14: phones, plates, amounts and the Latin
 * runs of an Arabic line are drawn left to right; §15: at 390 px on a phone every screen
 * and the main dialogs stay inside the screen.
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
  ['fleet', '/fleet'],
  ['rental', '/rental'],
  ['planning-board', '/rental/board'],
  ['sales', '/sales'],
  ['history', '/history'],
  ['fund', '/fund'],
  ['till', '/till'],
  ['till-month', '/till/month'],
  ['suppliers', '/suppliers'],
  ['customers', '/customers'],
  ['settings', '/settings'],
] as const;

const PHONE_WIDTH = 390;
/** what the rental desk types: an Arabic fuel charge with its figures, a mobile number */
const FUEL = 'نقص في الوقود: 3/8 × 600 DA';
const MOBILE = '0699 01 02 03';
/** the contact rentThroughApi books with */
const BOOKED_CONTACT = '+213 555 00 11 22';

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

/**
 * What the screens show with figures in them: a reservation and a car out (booked with
 * BOOKED_CONTACT), a returned rental with an Arabic fuel charge (its customer on MOBILE) and
 * its invoice under the agency's header (BUSINESS: phone 021 00 11 22).
 */
async function seedDesk(page: Page) {
  await setBusiness(page);
  const brand = await seedBrand(page.request);
  const booked = await seedRentableCar(page.request, brand);
  const out = await seedRentableCar(page.request, brand);
  const back = await seedRentableCar(page.request, brand);
  const day = 24 * 3_600_000;
  const name = 'سارة بلقاسم';
  await rentThroughApi(
    page.request,
    booked.id,
    new Date(Date.now() + 3 * day),
    name,
    new Date(Date.now() + 2 * day),
  );
  await rentThroughApi(page.request, out.id, new Date(Date.now() + 2 * day), name);
  const customer = {
    name: 'رشيد منصوري',
    contact: MOBILE,
    email: 'rachid@e2e.test',
    license: `DL-${tag()}`,
  };
  const rental = await rentAndReturn(page, back.id, customer, {
    newMileage: 12_500,
    charges: [{ type: 'fuel', description: FUEL, amount: 180_000 }],
  });
  const invoice = await page.request.post('/api/invoices', {
    data: { kind: 'rental', rentalId: rental.id },
  });
  expect(invoice.ok(), await invoice.text()).toBe(true);
  const invoiceId = ((await invoice.json()) as { id: string }).id;
  return { booked, out, back, customer, invoiceId };
}

/**
 * Whether `first` is drawn left of `last` inside `value` (one text on the screen, under
 * `scope`): the order a person reads a phone number or a figure in, whatever the page's
 * direction. Measured on the rendered text with a Range; a sentence when `value` is missing.
 */
async function drawnInOrder(scope: Locator, value: string, first: string, last: string) {
  return scope.first().evaluate(
    (root, [whole, a, b]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node;
        const at = text.textContent?.indexOf(whole) ?? -1;
        if (at < 0) continue;
        const left = (from: number, length: number) => {
          const range = document.createRange();
          range.setStart(text, from);
          range.setEnd(text, from + length);
          return range.getBoundingClientRect().left;
        };
        return left(at + whole.indexOf(a), a.length) < left(at + whole.lastIndexOf(b), b.length);
      }
      return `"${whole}" is not in "${root.textContent}"`;
    },
    [value, first, last] as const,
  );
}

/** §14, at the desktop width: each value reads left to right in the Arabic screens */
async function checkValuesInOrder(page: Page, seeded: Awaited<ReturnType<typeof seedDesk>>) {
  await page.goto('/');
  const axis = page.getByTestId('revenue-chart').locator('svg');
  await expect(axis).toBeVisible();
  expect(await drawnInOrder(axis, '0 DA', '0', 'DA'), 'revenue chart axis').toBe(true);
  await page.goto('/rental');
  const reservation = page.getByTestId('reservation-row').filter({ hasText: seeded.booked.plate });
  const rented = page.getByRole('article', {
    name: `${seeded.out.brandName} ${seeded.out.modelName} ${seeded.out.plate}`,
  });
  await expect(reservation).toBeVisible();
  expect(await drawnInOrder(reservation, BOOKED_CONTACT, '+213', '22'), 'reservation phone').toBe(
    true,
  );
  expect(await drawnInOrder(rented, BOOKED_CONTACT, '+213', '22'), 'rented card phone').toBe(true);
  await page.goto('/customers');
  const customer = page.getByRole('link', { name: new RegExp(seeded.customer.name) });
  await expect(customer.first()).toBeVisible();
  expect(await drawnInOrder(customer, MOBILE, '0699', '03'), 'customer list phone').toBe(true);
  await page.goto('/history');
  const row = page.getByTestId('history-row').filter({ hasText: seeded.back.plate });
  await expect(row).toBeVisible();
  expect(await drawnInOrder(row, '3/8 × 600 DA', '3/8', 'DA'), 'History charge line').toBe(true);
  await page.goto(`/invoices/${seeded.invoiceId}`);
  const sheet = page.locator('#invoice-sheet');
  await expect(sheet).toBeVisible();
  expect(await drawnInOrder(sheet, BUSINESS.businessPhone, '021', '22'), 'agency phone').toBe(true);
  expect(await drawnInOrder(sheet, '3/8 × 600 DA', '3/8', 'DA'), 'invoice charge line').toBe(true);
}

/**
 * The signed-in page's session in a phone: 390 px, a touch screen, and the browser's mobile
 * viewport (a page wider than the screen widens the layout and moves fixed dialogs off it).
 */
async function phonePage(browser: Browser, page: Page) {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport: { width: PHONE_WIDTH, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

/** §15: the page is no wider than the phone, and every open dialog and its controls are on it */
async function expectOnScreen(page: Page, name: string) {
  const outside = await page.evaluate((width) => {
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) found.push(`the page is ${pageWidth} px wide`);
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      for (const element of [
        dialog,
        ...dialog.querySelectorAll('button, input, select, textarea'),
      ]) {
        const box = element.getBoundingClientRect();
        if (box.width > 1 && (box.left < -0.5 || box.right > width + 0.5)) {
          const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          found.push(`${element.tagName} "${label.slice(0, 40)}" at ${box.left}..${box.right}`);
        }
      }
    }
    return found;
  }, PHONE_WIDTH);
  expect(outside, `${name} at ${PHONE_WIDTH} px`).toEqual([]);
}

/** §15: the main dialogs open inside a phone's screen in Arabic */
async function checkPhoneDialogs(page: Page, seeded: Awaited<ReturnType<typeof seedDesk>>) {
  const open = async (name: string, button: Locator) => {
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectOnScreen(page, name);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  const rented = ar.rentals.rented;
  const button = (label: string, car: Parameters<typeof carName>[0]) =>
    page.getByRole('button', { name: label.replace('{{car}}', carName(car)) });
  await page.goto('/rental');
  await open('Return', button(rented.returnFor, seeded.out));
  await open('Check-out', button(rented.checkOutFor, seeded.out));
  await open('Book Rental', button(ar.rentals.rentable.bookRentalFor, seeded.back));
  await page.goto('/garage');
  await open('Add Car', page.getByRole('button', { name: ar.cars.garage.addCar }));
  await page.goto('/fund');
  await open('Add Money', page.getByRole('button', { name: ar.fund.addMoney }));
}

test('every screen in Arabic, at desktop and phone widths: right to left, axe clean, no key and no English', async ({
  page,
  browser,
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
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await checkArabicScreen(page, `${name}-desktop`, catalogues);
  }
  // the phone walk (axe, words, widths) goes over screens with bookings, charges and an invoice
  const seeded = await seedDesk(page);
  await checkValuesInOrder(page, seeded);

  const phone = await phonePage(browser, page);
  for (const [name, path] of screens) {
    await phone.goto(path);
    await expect(phone.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await checkArabicScreen(phone, `${name}-phone`, catalogues);
    await expectOnScreen(phone, name);
  }
  // the phone's menu opens from the left edge's mirror: its button sits at the left
  const menuButton = await phone
    .getByRole('button', { name: ar.common.nav.openMenu })
    .boundingBox();
  expect(menuButton && menuButton.x < PHONE_WIDTH / 2).toBe(true);
  await checkPhoneDialogs(phone, seeded);
  await phone.context().close();
});

import { MAIN_PORT, PGLITE_TAG } from '../playwright.config.ts';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  SERVER_GONE,
  signIn,
  test,
} from './fixtures.ts';
import {
  carState,
  fundEntriesNamed,
  rentalRecordsOf,
  suppliersNamed,
  waitForServiceWorker,
} from './support/offline-seed.ts';
import { type OwnServer, ownDatabase, ownServer } from './support/own-server.ts';
import { rentThroughApi, type SeededCar, seedRentableCar, tag } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

/** these journeys take the network or the server away on purpose (the offline banner, queued writes) */
test.use({ allowedPageErrors: SERVER_GONE });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const banner = (page: Page) => page.getByTestId('connection-banner');
const pendingPanel = (page: Page) => page.getByTestId('pending-changes');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const rentedSection = (page: Page) => page.getByRole('region', { name: 'Rented Cars' });
const carCard = (scope: Locator, car: SeededCar) =>
  scope.getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });

/** 'YYYY-MM-DD' of the Algiers calendar day `days` after now (Algiers is UTC+1) */
function algiersDay(days: number): string {
  return new Date(Date.now() + HOUR + days * DAY).toISOString().slice(0, 10);
}

async function openRental(page: Page, car: SeededCar) {
  await nav(page).getByRole('link', { name: 'Rentals' }).click();
  await expect(page.getByRole('heading', { name: 'Rental Dashboard', level: 1 })).toBeVisible();
  await page.getByLabel('Brand', { exact: true }).selectOption(car.brandId);
}

async function openFund(page: Page) {
  await nav(page).getByRole('link', { name: 'Fund' }).click();
  await expect(page.getByRole('heading', { name: 'Fund Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Transactions \(\d+\)$/ })).toBeVisible();
}

async function openSuppliers(page: Page) {
  await nav(page).getByRole('link', { name: 'Suppliers' }).click();
  await expect(page.getByRole('heading', { name: 'Supplier Management' })).toBeVisible();
}

/** the three writes of the journeys: a return, a fund entry and a supplier */
async function makeThreeWrites(page: Page, car: SeededCar, run: string) {
  await openRental(page, car);
  await carCard(rentedSection(page), car)
    .getByRole('button', { name: /Return Car/ })
    .click();
  const returnDialog = page.getByRole('dialog', { name: 'Return Car' });
  await returnDialog.getByLabel('New mileage (km)').fill('12500');
  await returnDialog.getByRole('button', { name: 'Complete Return' }).click();
  await expect(returnDialog).toBeHidden();
  await expect(
    page.getByTestId('notice').filter({
      hasText: 'Saved on this device: it will sync when the connection is restored.',
    }),
  ).toBeVisible();
  const returned = carCard(rentedSection(page), car);
  await expect(returned.getByText('Pending return')).toBeVisible();
  await expect(returned.getByRole('button', { name: /Return Car/ })).toHaveCount(0);

  await openFund(page);
  await page.getByRole('button', { name: 'Add Money' }).click();
  const fundDialog = page.getByRole('dialog', { name: 'Add Money' });
  await fundDialog.getByLabel('Amount (DA)').fill('1234');
  await fundDialog.getByLabel('Description').fill(`Offline deposit ${run}`);
  await fundDialog.getByRole('button', { name: 'Add Money' }).click();
  await expect(fundDialog).toBeHidden();
  await expectPendingFundEntry(page, run);

  await openSuppliers(page);
  await page.getByRole('button', { name: '+ Add New Supplier' }).click();
  await page.getByLabel('Supplier Name').fill(`Offline Supplier ${run}`);
  await page.getByRole('button', { name: 'Add Supplier' }).click();
  await expectPendingSupplier(page, run);
}

async function expectPendingFundEntry(page: Page, run: string) {
  const row = page.getByTestId('fund-transaction').filter({ hasText: `Offline deposit ${run}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending sync')).toBeVisible();
  await expect(row.getByTestId('fund-transaction-amount')).toHaveText(
    /^\+1[\s\u202f\u00a0]234 DA$/,
  );
}

async function expectPendingSupplier(page: Page, run: string) {
  const card = page.getByTestId('supplier-card').filter({ hasText: `Offline Supplier ${run}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Pending sync')).toBeVisible();
}

async function expectThreePending(page: Page, car: SeededCar, run: string) {
  const panel = pendingPanel(page);
  await expect(panel.getByRole('heading', { name: 'Pending changes (3)' })).toBeVisible();
  const items = panel.getByTestId('pending-change');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(
    `Return Car: ${car.brandName} ${car.modelName} (${car.plate})`,
  );
  await expect(items.nth(1)).toContainText(`Add Money: Offline deposit ${run}`);
  await expect(items.nth(2)).toContainText(`Add supplier: Offline Supplier ${run}`);
}

/** what the person finds after a reload without the server: the last data and the pending writes */
async function expectPendingAfterReload(page: Page, car: SeededCar, run: string) {
  await expect(banner(page)).toBeVisible();
  await expectThreePending(page, car, run);
  await openFund(page);
  await expectPendingFundEntry(page, run);
  await openSuppliers(page);
  await expectPendingSupplier(page, run);
  await openRental(page, car);
  await expect(carCard(rentedSection(page), car).getByText('Pending return')).toBeVisible();
}

/** on the server: each of the three writes happened exactly once */
async function expectAppliedOnce(request: APIRequestContext, car: SeededCar, run: string) {
  const entries = await fundEntriesNamed(request, `Offline deposit ${run}`);
  expect(entries.map((entry) => entry.amount)).toEqual([123_400]);
  expect(await suppliersNamed(request, `Offline Supplier ${run}`)).toHaveLength(1);
  const state = await carState(request, car.id);
  expect(state.isRented).toBe(false);
  expect(state.mileageKm).toBe(12_500);
  expect(await rentalRecordsOf(request, car.plate)).toHaveLength(1);
}

/** after the replay: no pending marks, the data as the server has it */
async function expectSynced(page: Page, car: SeededCar, run: string) {
  await expect(pendingPanel(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await openSuppliers(page);
  const supplier = page.getByTestId('supplier-card').filter({ hasText: `Offline Supplier ${run}` });
  await expect(supplier).toHaveCount(1);
  await expect(supplier.getByText('Pending sync')).toHaveCount(0);
  await expect(
    supplier.getByRole('button', { name: `Edit Offline Supplier ${run}` }),
  ).toBeVisible();
  await openFund(page);
  const entry = page.getByTestId('fund-transaction').filter({ hasText: `Offline deposit ${run}` });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('Pending sync')).toHaveCount(0);
  await openRental(page, car);
  await expect(carCard(rentedSection(page), car)).toHaveCount(0);
}

/** the signed-in screens the journeys use, visited online so that their data is stored */
async function visitScreens(page: Page, car: SeededCar) {
  await openFund(page);
  await openSuppliers(page);
  await openRental(page, car);
  await expect(carCard(rentedSection(page), car)).toBeVisible();
}

test('offline in the browser: three writes are queued, survive a reload and are applied once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const run = tag();
  await signIn(page);
  await waitForServiceWorker(page);
  const car = await seedRentableCar(page.request);
  await rentThroughApi(page.request, car.id, new Date(Date.now() + DAY), `Offline ${run}`);
  await visitScreens(page, car);

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Database Status');
  await expect(banner(page)).toContainText('Using offline mode - data will be stored locally');
  await expect(banner(page)).toContainText(
    'Your data is being stored locally and will sync when connection is restored.',
  );
  await expect(banner(page)).toContainText('Attempting to reconnect...');
  await expect(banner(page).getByRole('button', { name: 'Retry Now' })).toBeEnabled();
  // the last data stays on screen
  await expect(carCard(rentedSection(page), car)).toContainText(`Offline ${run}`);
  await checkScreen(page, 'offline-banner');

  await makeThreeWrites(page, car, run);
  await expectThreePending(page, car, run);
  await checkScreen(page, 'offline-pending');

  await page.reload();
  await expectPendingAfterReload(page, car, run);

  await context.setOffline(false);
  await expectSynced(page, car, run);
  await expectAppliedOnce(page.request, car, run);
});

test('a rent queued offline that another desk made first is refused on reconnect, with its reason', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page);
  const car = await seedRentableCar(page.request);
  await nav(page).getByRole('link', { name: 'Rentals' }).click();
  await page.getByLabel('Brand', { exact: true }).selectOption(car.brandId);
  const rentable = page.getByRole('region', { name: 'Cars Available for Rent' });
  await expect(carCard(rentable, car)).toBeVisible();

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await carCard(rentable, car)
    .getByRole('button', { name: /Book Rental/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Select Rental Period' });
  for (const day of [algiersDay(1), algiersDay(2)]) {
    if ((await picker.locator(`[data-day="${day}"]`).count()) === 0) {
      await picker.getByRole('button', { name: 'Next month' }).click();
    }
    await picker.locator(`[data-day="${day}"]`).click();
  }
  await picker.getByRole('button', { name: 'Apply' }).click();
  const customer = page.getByRole('dialog', { name: 'Customer Information' });
  const queuedCustomer = `Desk A ${tag()}`;
  await customer.getByLabel('Customer Name').fill(queuedCustomer);
  await customer.getByLabel('Contact Number').fill('+213 555 10 20 30');
  await customer.getByLabel('Email').fill('desk-a@e2e.test');
  await customer.getByLabel('Driver License Number').fill('DL-A-1');
  await customer.getByRole('button', { name: 'Confirm Rental' }).click();
  await expect(customer).toBeHidden();
  await expect(
    page.getByTestId('notice').filter({
      hasText: 'Saved on this device: it will sync when the connection is restored.',
    }),
  ).toBeVisible();
  await expect(page.getByTestId('notice').filter({ hasText: 'Car rented to' })).toHaveCount(0);
  const label = `Rent ${car.brandName} ${car.modelName} (${car.plate}) to ${queuedCustomer}`;
  const pendingRent = pendingPanel(page).getByTestId('pending-change');
  await expect(pendingRent).toHaveCount(1);
  await expect(pendingRent).toContainText(label);

  // meanwhile, another desk rents the same car online
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage);
  const winner = await rentThroughApi(
    otherPage.request,
    car.id,
    new Date(Date.now() + 2 * DAY),
    `Desk B ${tag()}`,
  );
  await other.close();

  await context.setOffline(false);
  const refused = page.getByTestId('refused-changes');
  await expect(
    refused.getByRole('heading', { name: 'Changes the server refused (1)' }),
  ).toBeVisible();
  await expect(refused.getByTestId('refused-change')).toContainText(label);
  // issue 14: the queued booking (tomorrow) meets the other desk's rental over its period
  await expect(refused.getByTestId('refused-reason')).toContainText(
    `This car is already booked from`,
  );
  await expect(refused.getByTestId('refused-reason')).toContainText(`for ${winner}.`);
  await expect(pendingPanel(page)).toHaveCount(0);
  await checkScreen(page, 'offline-refused');

  const state = await carState(page.request, car.id);
  expect(state.rental?.currentCustomerName).toBe(winner);
  await expect(carCard(rentedSection(page), car)).toContainText(winner);

  // read, dismissed, and not back after a reload
  await refused.getByRole('button', { name: `Dismiss: ${label}` }).click();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rental Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('refused-changes')).toHaveCount(0);
});

test('the very first load without the server shows the full-page Database Connection Error', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Database Connection Error' })).toBeVisible();
  await expect(page.getByText('Using offline mode - data will be stored locally')).toBeVisible();
  await checkScreen(page, 'offline-first-load');
  // Retry reloads the page: with the server back, the sign-in screen
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText('Admin Access Only')).toBeVisible();
  await context.close();
});

test('a write whose answer was lost is replayed with its key and applied once; a silent server times out', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const description = `Lost answer ${tag()}`;
  await signIn(page);
  await waitForServiceWorker(page);
  await openFund(page);
  let reachedServer = 0;
  // the server gets the request and applies it, then the connection drops before the answer
  await page.route(
    (url) => url.pathname === '/api/fund/transactions',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      reachedServer += 1;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
  );
  await page.getByRole('button', { name: 'Add Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Money' });
  await dialog.getByLabel('Amount (DA)').fill('500');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Add Money' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toContainText('Using offline mode - data will be stored locally');
  const row = page.getByTestId('fund-transaction').filter({ hasText: description });
  await expect(row.getByText('Pending sync')).toBeVisible();
  await page.unrouteAll();
  expect(reachedServer).toBe(1);

  // One handler decides how the connection test is answered, so that no gap between two
  // routes lets a periodic retry reach the real server too early.
  let health: 'silent' | 404 | 403 | 'server' = 'silent';
  await page.route('**/api/health', (route) => {
    if (health === 'silent') return undefined; // never answers
    if (health === 'server') return route.fallback();
    return route.fulfill({
      status: health,
      contentType: 'application/problem+json',
      json: { status: health, code: 'error', detail: `HTTP ${health}` },
    });
  });

  // back online, but the server does not answer the connection test within 10 seconds
  await context.setOffline(false);
  await expect(banner(page).getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect(banner(page)).toContainText('Firestore connection timeout - using offline mode', {
    timeout: 15_000,
  });
  await expect(banner(page)).toContainText('Connection timeout after 10 seconds');
  await expect(banner(page).getByRole('button', { name: 'Retry Now' })).toBeEnabled();
  await checkScreen(page, 'offline-timeout');

  // the connection test answered by something that is not this server's database
  for (const [status, text] of [
    [404, 'Firestore database not found - using offline mode'],
    [403, 'Firestore permission denied - using offline mode'],
  ] as const) {
    health = status;
    await banner(page).getByRole('button', { name: 'Retry Now' }).click();
    await expect(banner(page).getByTestId('connection-error')).toHaveText(text);
  }

  // the server answers again: the replay carries the same Idempotency-Key, nothing is doubled
  health = 'server';
  await banner(page).getByRole('button', { name: 'Retry Now' }).click();
  await expect(pendingPanel(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending sync')).toHaveCount(0);
  expect(await fundEntriesNamed(page.request, description)).toHaveLength(1);
});

test.describe('with the server process stopped and started again', { tag: PGLITE_TAG }, () => {
  let own: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    own = ownServer(MAIN_PORT + 20, ownDatabase(MAIN_PORT + 20));
    await own.start();
  });

  test.afterAll(async () => {
    await own?.stop();
  });

  test('writes made while the server is down are kept across a reload and applied once when it is back', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    const run = tag();
    await signIn(page);
    await waitForServiceWorker(page);
    const car = await seedRentableCar(page.request);
    await rentThroughApi(page.request, car.id, new Date(Date.now() + DAY), `Stopped ${run}`);
    await visitScreens(page, car);

    await own.stop();
    await makeThreeWrites(page, car, run);
    await expect(banner(page)).toContainText('Using offline mode - data will be stored locally');
    await expectThreePending(page, car, run);

    // the page itself comes from the service worker's copy
    await page.reload();
    await expectPendingAfterReload(page, car, run);

    // Retry Now reads 'Connecting...' and is disabled while it tries (the server still down)
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { retryStates: string[] }).retryStates = seen;
      const observer = new MutationObserver(() => {
        for (const button of document.querySelectorAll(
          '[data-testid="connection-banner"] button',
        )) {
          seen.push(`${button.textContent}|${(button as HTMLButtonElement).disabled}`);
        }
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await banner(page).getByRole('button', { name: 'Retry Now' }).click();
    await expect(banner(page).getByRole('button', { name: 'Retry Now' })).toBeEnabled();
    const states = await page.evaluate(
      () => (window as unknown as { retryStates: string[] }).retryStates,
    );
    expect(states).toContain('Connecting...|true');

    // the server is back: the app notices by itself (live stream, health probe), no click
    await own.start();
    await expectSynced(page, car, run);
    await expectAppliedOnce(page.request, car, run);
    await context.close();
  });

  test('a screen where nobody writes shows the banner within 10 s of losing the server, and drops it when the server is back', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: own.url });
    const page = await context.newPage();
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    await signIn(page);
    await nav(page).getByRole('link', { name: 'History' }).click();
    await expect(
      page.getByRole('heading', { name: 'Transaction History', level: 1 }),
    ).toBeVisible();
    await stream;
    await expect(banner(page)).toHaveCount(0);
    // nothing is written nor clicked from here on
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });

    await own.stop();
    const stoppedAt = Date.now();
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    const shownAfter = Date.now() - stoppedAt;
    expect(shownAfter).toBeLessThan(10_000);
    await expect(banner(page).getByTestId('connection-error')).toHaveText(
      'Using offline mode - data will be stored locally',
    );

    await own.start();
    const startedAt = Date.now();
    await expect(banner(page)).toHaveCount(0, { timeout: 20_000 });
    console.log(
      `banner shown ${shownAfter} ms after the server stopped, gone ${Date.now() - startedAt} ms after it answered again`,
    );
    expect(writes).toEqual([]);
    await context.close();
  });
});

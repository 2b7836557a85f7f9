import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ar } from '../apps/web/src/locales/ar/index.ts';
import type { fr } from '../apps/web/src/locales/fr/index.ts';
import { MAIN_PORT, OWNER } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { sign } from './support/check-out-steps.ts';
import { algiersDay, openDemoIn, pickDay } from './support/demo-steps.ts';
import { builtWebApp, type OwnServer, ownDatabase, ownServer } from './support/own-server.ts';
import { readPdf } from './support/pdf.ts';
import { seedRentableCar } from './support/rentals-seed.ts';

/**
 * Issue 33, done when: in Arabic, the owner sets a summer season and a 7-day tier, books a
 * car across the season's start with an additional driver and delivery, sees the quote line
 * by line, and finds the same total in the fund, the contract PDF and the invoice; an
 * extension is priced by the same rules.
 *
 * The car comes back 8 days later: the journey's own server is started again on the same
 * database with its clock 191 hours ahead (CLOCK_AHEAD_HOURS), and the browser's with it.
 */
const L = ar as unknown as typeof fr;
const PORT = MAIN_PORT + 24;
const AHEAD_HOURS = 191;
const HOUR = 3_600_000;

/**
 * The journey runs at the same hour of the day whenever it is run: its server's clock, and its
 * browser's, are moved a whole number of hours ahead to between 10:00 and 16:00 in Algiers, so
 * that today's pickup slots (09:00 to 17:30) are open and an early one rents the car at once
 */
const START_HOURS = (() => {
  const hour = (new Date().getUTCHours() + 1) % 24;
  return hour >= 10 && hour < 16 ? 0 : (24 + 10 - hour) % 24;
})();
/** the journey's day in Algiers, `days` after its today ('YYYY-MM-DD') */
const journeyDay = (days: number) => algiersDay(days + START_HOURS / 24);
/** the journey's clock now */
const journeyNow = () => new Date(Date.now() + START_HOURS * HOUR);

/** digits of an amount as the screens and the PDFs write it in any language (45 000,00) */
const amount = (dinars: number) =>
  new RegExp(
    String(dinars)
      .replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u202f\\u00a0.,]?')
      .concat('([.,]00)?'),
  );
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prefix = (text: string) => new RegExp(`^${literal(text.split('{{')[0]!.trim())}`);

let server: OwnServer;
let database: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  builtWebApp();
  database = ownDatabase(PORT);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-prices-'));
  server = ownServer(PORT, database, {
    DATA_DIR: dataDir,
    // between 10:00 and 16:00 in Algiers the clock is the machine's (the setting takes no 0)
    ...(START_HOURS > 0 ? { CLOCK_AHEAD_HOURS: String(START_HOURS) } : {}),
  });
  await server.start();
});
test.afterAll(async () => {
  await server?.stop();
});

/** a page of its own on the journey's server, the owner signed in in Arabic */
async function ownerInArabic(browser: Browser, clockAt: Date): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.clock.install({ time: clockAt });
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await page.getByLabel(L.auth.identifier).fill(OWNER.email);
  await page.getByLabel(L.auth.password).fill(OWNER.password);
  await page.getByRole('button', { name: L.auth.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: L.common.user.menu })).toBeVisible();
  return page;
}

test('in Arabic: a summer season and a 7-day tier, a week across its start with a driver and delivery, the same total in the fund, the contract and the invoice', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const page = await ownerInArabic(browser, journeyNow());
  const car = await seedRentableCar(page.request);
  const P = L.pricing;

  // the car's own plan: summer from the third day after today (+20 %), 7 days and more -10 %
  await page.goto(`/garage/${car.id}`);
  await page.getByRole('button', { name: P.car.edit }).click();
  const plan = page.getByRole('dialog', { name: P.car.editTitle });
  await plan.getByRole('button', { name: P.form.addSeason }).click();
  const season = plan.getByTestId('season-row');
  await season.getByLabel(P.form.name).fill('الصيف');
  await season.getByLabel(P.form.yearly).uncheck();
  await season.getByLabel(P.form.from).fill(journeyDay(3));
  await season.getByLabel(P.form.until).fill(journeyDay(60));
  await season.getByLabel(P.form.kind).selectOption('percent');
  await season.getByLabel(P.form.value).fill('20');
  await plan.getByRole('button', { name: P.form.addTier }).click();
  const tier = plan.getByTestId('tier-row');
  await tier.getByLabel(P.form.fromDays).fill('7');
  await tier.getByLabel(P.form.kind).selectOption('percent');
  await tier.getByLabel(P.form.value).fill('-10');
  await plan.getByRole('button', { name: P.form.save }).click();
  await expect(plan).toBeHidden();
  await expect(page.getByText(P.car.own)).toBeVisible();

  // the extras: an additional driver at 500 DA a day (3,000 at most), delivery to the airport
  await page.goto('/settings/prices');
  const extras = page.getByRole('region', { name: P.extras.title });
  const driver = extras.getByRole('group', { name: P.extras.name.additional_driver });
  await driver.getByLabel(P.extras.offered).check();
  await driver.getByLabel(P.form.kind, { exact: true }).selectOption('per_day');
  await driver.getByLabel(P.extras.price).fill('500');
  await driver.getByLabel(P.extras.max).fill('3000');
  const delivery = extras.getByRole('group', { name: P.extras.name.delivery });
  await delivery.getByLabel(P.extras.offered).check();
  await delivery.getByRole('button', { name: P.extras.addPlace }).click();
  await delivery.getByLabel(P.extras.place).last().fill('المطار');
  await delivery.getByLabel(P.extras.price).last().fill('1500');
  await extras.getByRole('button', { name: P.extras.save }).click();
  await expect(page.getByTestId('notice').filter({ hasText: P.extras.saved })).toBeVisible();

  // booked from today for 8 days: 3 days at 5,000, 5 summer days at 6,000; -10 % = 40,500;
  // the driver 8 x 500 capped at 3,000, the delivery 1,500: 45,000 DA
  await page.goto('/rental');
  await page.getByLabel(L.rentals.brandFilter.label, { exact: true }).selectOption(car.brandId);
  await page
    .getByRole('region', { name: L.rentals.rentable.title })
    .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` })
    .getByRole('button', { name: prefix(L.rentals.rentable.bookRentalFor) })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: L.rentals.picker.title });
  await pickDay(picker, journeyDay(0), L.rentals.picker);
  await pickDay(picker, journeyDay(7), L.rentals.picker);
  await picker.getByRole('button', { name: L.rentals.picker.apply }).click();
  const dialog = page.getByRole('dialog', { name: L.rentals.customer.title });
  const quote = dialog.getByTestId('booking-quote');
  await expect(quote).toBeVisible();

  // the 100 ms figure: back to the dates, the return a day later, the new quote shown
  await dialog.getByRole('button', { name: L.rentals.customer.back }).click();
  await pickDay(picker, journeyDay(0), L.rentals.picker);
  await pickDay(picker, journeyDay(8), L.rentals.picker);
  // timed inside the page, from the click on Apply to the quote of 8 days shown
  await page.evaluate(() => {
    const timed = window as unknown as { quoteShownMs?: number };
    let clickedAt = 0;
    document.addEventListener('click', () => (clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
    const shown = '[data-testid="booking-quote"][data-quote-days="8"][data-quote-ready="true"]';
    const observer = new MutationObserver(() => {
      if (clickedAt > 0 && document.querySelector(shown)) {
        timed.quoteShownMs = Math.round(performance.now() - clickedAt);
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await picker.getByRole('button', { name: L.rentals.picker.apply }).click();
  await expect(quote).toHaveAttribute('data-quote-days', '8');
  const shownAfter = await page.evaluate(
    () => (window as unknown as { quoteShownMs?: number }).quoteShownMs,
  );
  expect(shownAfter).toBeDefined();
  testInfo.annotations.push({
    type: 'figure',
    description: `the booking dialog's quote shown ${shownAfter} ms after the click on Apply, timed in the page (issue 33's bound: 100 ms, logged)`,
  });
  console.info(testInfo.annotations.at(-1)?.description);

  // the extras, then the quote line by line
  await dialog.getByLabel(P.extras.name.additional_driver).check();
  await dialog.getByLabel(P.extras.name.delivery).check();
  await dialog.getByLabel(L.rentals.quote.place).selectOption('المطار');
  await expect(quote.getByTestId('quote-line')).toHaveCount(5);
  await expect(quote.getByTestId('quote-line').nth(0)).toContainText(amount(15_000));
  await expect(quote.getByTestId('quote-line').nth(1)).toContainText('الصيف');
  await expect(quote.getByTestId('quote-line').nth(1)).toContainText(amount(30_000));
  await expect(quote.getByTestId('quote-line').nth(2)).toContainText(amount(4_500));
  await expect(quote.getByTestId('quote-line').nth(3)).toContainText(amount(3_000));
  await expect(quote.getByTestId('quote-line').nth(4)).toContainText(amount(1_500));
  await expect(quote.getByTestId('quote-due')).toContainText(amount(45_000));
  // decision 0049: the additional driver's name, licence and its date
  const drivers = dialog.getByTestId('booking-drivers');
  await drivers.getByLabel(L.rentals.customer.drivers.name, { exact: true }).fill('كريم بن علي');
  await drivers
    .getByLabel(L.rentals.customer.drivers.licenceNumber, { exact: true })
    .fill('DZ-445566');
  await drivers
    .getByLabel(L.rentals.customer.drivers.licenceIssuedOn, { exact: true })
    .fill('2016-03-14');

  await dialog.getByLabel(L.rentals.customer.name).fill('أمال بن علي');
  await dialog.getByLabel(L.rentals.customer.contact).fill('+213 555 12 34 56');
  await dialog.getByLabel(L.rentals.customer.email).fill('amel@example.dz');
  await dialog.getByLabel(L.rentals.customer.license).fill('DZ-778899');
  await dialog.getByLabel(L.rentals.paymentType.advance).check();
  await dialog.getByRole('button', { name: L.rentals.customer.confirm }).click();
  await expect(dialog).toBeHidden();

  // the fund took the quote's total as the advance
  const fund = await (await page.request.get('/api/fund/transactions?limit=5')).json();
  expect(fund.items[0]).toMatchObject({ type: 'add_money', amount: 4_500_000 });

  // checked out now: a pickup slot within the hour rents the car at once (its card's
  // check-out), a later one is a reservation picked up early (an early pickup keeps the length
  // and the calendar days). The contract prints the quote and its total
  const carName = `${car.brandName} ${car.modelName} ${car.plate}`;
  const pickUp = page
    .getByRole('region', { name: L.reservations.title })
    .getByTestId('reservation-row')
    .filter({ hasText: 'أمال بن علي' })
    .getByRole('button', { name: prefix(L.reservations.actions.pickUpFor) });
  const checkOut = page
    .getByRole('region', { name: L.rentals.rented.title })
    .getByRole('article', { name: carName })
    .getByRole('button', { name: prefix(L.rentals.rented.checkOutFor) });
  await expect(pickUp.or(checkOut)).toBeVisible();
  await ((await pickUp.isVisible()) ? pickUp : checkOut).click();
  const out = page.getByRole('dialog', { name: L.rentals.checkOut.title });
  await sign(page, out, L.rentals.inspection.signature.label);
  await out.getByRole('button', { name: L.rentals.checkOut.submit }).click();
  const contractHref = await out
    .getByRole('link')
    .filter({ hasText: /./ })
    .first()
    .getAttribute('href');
  await out.getByRole('button', { name: L.common.actions.close }).last().click();
  const contract = await readPdf(page.request, contractHref!, testInfo.outputPath('contract.pdf'));
  expect(contract).toContain('الصيف');
  expect(contract).toContain('DZ-445566');
  expect(contract).toContain('14/03/2016');
  expect(contract).toMatch(amount(45_000));

  // an extension by a day is priced by the same rules: 9 days, 6 in summer = 50,400
  const rented = page
    .getByRole('region', { name: L.rentals.rented.title })
    .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });
  await rented.getByRole('button', { name: prefix(L.rentals.rented.extendFor) }).click();
  const extend = page.getByRole('dialog', { name: L.rentals.extend.title });
  await extend.getByRole('button', { name: L.rentals.extend.quickOptions['1d'] }).click();
  await expect(extend.getByTestId('extension-price')).toContainText(amount(50_400));
  await extend.getByRole('button', { name: L.rentals.extend.submit }).click();
  await expect(extend).toBeHidden();
  await page.context().close();

  // 191 hours later (the same database): back after 8 days, nothing more to pay
  await server.stop();
  server = ownServer(PORT, database, {
    DATA_DIR: dataDir,
    CLOCK_AHEAD_HOURS: String(START_HOURS + AHEAD_HOURS),
  });
  await server.start();
  const later = await ownerInArabic(browser, new Date(journeyNow().getTime() + AHEAD_HOURS * HOUR));
  await later.goto('/rental');
  await later
    .getByRole('region', { name: L.rentals.rented.title })
    .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` })
    .getByRole('button', { name: prefix(L.rentals.rented.returnFor) })
    .click();
  const back = later.getByRole('dialog', { name: L.rentals.returnDialog.title });
  await back.getByLabel(L.rentals.returnDialog.newMileage).fill('13100');
  await sign(later, back, L.rentals.inspection.signature.label);
  await back.getByRole('button', { name: L.rentals.returnDialog.submit }).click();
  await expect(back.getByRole('button', { name: L.rentals.returnDialog.submit })).toBeHidden();
  await back.getByRole('button', { name: L.common.actions.close }).last().click();
  const after = await (await later.request.get('/api/fund/transactions?limit=5')).json();
  expect(after.items[0]).toMatchObject({ type: 'add_money', amount: 4_500_000 });

  // the invoice: the same 45,000
  await later.goto(`/history?q=${car.plate}`);
  await later
    .getByTestId('history-row')
    .getByRole('button', { name: prefix(L.history.row.viewDetails) })
    .click();
  await later
    .getByRole('dialog', { name: L.history.details.rentalTitle })
    .getByRole('button', { name: L.history.details.printInvoice })
    .click();
  const pdfLink = later.getByRole('link', { name: new RegExp(literal(L.invoices.downloadPdf)) });
  const invoice = await readPdf(
    later.request,
    (await pdfLink.getAttribute('href')) ?? '',
    testInfo.outputPath('invoice.pdf'),
  );
  expect(invoice).toMatch(amount(45_000));
  await later.context().close();
});

/** the next 28 June at least two days ahead ('YYYY-MM-DD'): three days before the summer */
function beforeNextSummer(): string {
  const today = algiersDay(2);
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-06-28`;
  return thisYear >= today ? thisYear : `${year + 1}-06-28`;
}

test('the same in the demo, in Arabic: a week across the seeded summer’s start with a driver and delivery, its quote line by line and its advance in the fund', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openDemoIn(page, 'ar', L.auth.tryDemo);

  // the first rentable car, from 28 June for 8 days: 3 days at its base, 5 in the Été season
  await page
    .getByRole('navigation', { name: L.common.nav.main })
    .getByRole('link', { name: L.common.nav.rental, exact: true })
    .click();
  await page
    .getByRole('region', { name: L.rentals.rentable.title })
    .getByRole('button', { name: prefix(L.rentals.rentable.bookRentalFor) })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: L.rentals.picker.title });
  const start = beforeNextSummer();
  const end = new Date(Date.parse(`${start}T12:00:00Z`) + 8 * 24 * HOUR).toISOString();
  await pickDay(picker, start, L.rentals.picker);
  await pickDay(picker, end.slice(0, 10), L.rentals.picker);
  await picker.getByRole('button', { name: L.rentals.picker.apply }).click();
  const dialog = page.getByRole('dialog', { name: L.rentals.customer.title });
  await dialog.getByLabel(L.pricing.extras.name.additional_driver).check();
  await dialog.getByLabel(L.pricing.extras.name.delivery).check();
  await dialog.getByLabel(L.rentals.quote.place).selectOption({ index: 1 });
  const quote = dialog.getByTestId('booking-quote');
  await expect(quote).toHaveAttribute('data-quote-days', '8');
  await expect(quote).toHaveAttribute('data-quote-ready', 'true');
  const lines = quote.getByTestId('quote-line');
  await expect(lines.filter({ hasText: 'Été' })).toContainText(/(^|\D)5\D/);
  // the days, the summer days, the 7-day tier, the driver and the delivery
  await expect(lines).toHaveCount(5);
  const due = ((await quote.getByTestId('quote-due').textContent()) ?? '').replace(/\D/g, '');
  expect(Number(due)).toBeGreaterThan(0);
  const drivers = dialog.getByTestId('booking-drivers');
  await drivers.getByLabel(L.rentals.customer.drivers.name, { exact: true }).fill('كريم بن علي');
  await drivers
    .getByLabel(L.rentals.customer.drivers.licenceNumber, { exact: true })
    .fill('DZ-445566');
  await drivers
    .getByLabel(L.rentals.customer.drivers.licenceIssuedOn, { exact: true })
    .fill('2016-03-14');

  await dialog.getByLabel(L.rentals.customer.name).fill('أمال بن علي');
  await dialog.getByLabel(L.rentals.customer.contact).fill('+213 555 12 34 56');
  await dialog.getByLabel(L.rentals.customer.email).fill('amel@example.dz');
  await dialog.getByLabel(L.rentals.customer.license).fill('DZ-778899');
  await dialog.getByLabel(L.rentals.paymentType.advance).check();
  await dialog.getByRole('button', { name: L.rentals.customer.confirm }).click();
  // the demo's papers end within the year: the owner lets the car go past them, saying why
  const override = dialog.getByTestId('lapsed-papers-override');
  await expect(override.or(page.getByTestId('notice')).first()).toBeVisible();
  if (await override.isVisible()) {
    await override.getByLabel(L.rentals.lapsedPapers.reason).fill('التأمين يُجدَّد في ديسمبر');
    await override.getByRole('button', { name: L.rentals.lapsedPapers.confirm }).click();
  }
  await expect(dialog).toBeHidden();

  // the fund's newest entry is the advance: the quote's total due
  await page
    .getByRole('navigation', { name: L.common.nav.main })
    .getByRole('link', { name: L.common.nav.fund, exact: true })
    .click();
  const newest = page.getByTestId('fund-transaction').first();
  await expect(newest.getByTestId('fund-transaction-amount')).toBeVisible();
  const taken = (await newest.getByTestId('fund-transaction-amount').textContent()) ?? '';
  expect(taken.replace(/\D/g, '')).toBe(due);
});

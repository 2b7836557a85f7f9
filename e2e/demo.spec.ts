import { readFileSync } from 'node:fs';
import { en as B } from '../apps/web/src/book/words-en.ts';
import { seedBookingRequest } from '../apps/web/src/demo/demo-seed-data.ts';
import { en } from '../apps/web/src/locales/en/index.ts';
import { OWNER } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import {
  addMoney,
  algiersDay,
  bookRental,
  da,
  fundRow,
  navigate,
  openDemoIn,
  rentableSection,
  rentedSection,
  returnRental,
  stat,
  tag,
  watchApiRequests,
} from './support/demo-steps.ts';
import { checkScreen } from './support/screens.ts';

/**
 * The demo's start (PGlite and the server's code booting in a Web Worker) is given the
 * minute demo-start.spec gives it: on a loaded 2-core machine it can take over 10 s.
 */
const DEMO_START = { timeout: 60_000 };

const BANNER = 'DEMO MODE - Some features may not work or have bugs in demo mode';
const BLOCKED =
  'Demo Mode: This action is not allowed in demo mode. Please contact the administrator for full access.';

test('demo mode works locally on the seeded data, survives a reload and never calls the server', async ({
  page,
  context,
}) => {
  // a long journey: the whole day's work of the demo, twice over with a reload
  test.setTimeout(120_000);
  await page.goto('/');
  const tryDemo = page.getByRole('button', { name: 'Try the demo' });
  await expect(tryDemo).toBeVisible();
  await page.waitForLoadState('networkidle');
  const api = watchApiRequests(context);

  // one click: the shell, the banner and the simulated user
  await tryDemo.click();
  await expect(page.getByTestId('demo-banner')).toHaveText(BANNER, DEMO_START);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('demo@demo.local')).toBeVisible();
  await page.keyboard.press('Escape');

  // the seed (spec §3): 10 cars, one sold, two rented
  await expect(stat(page, 'Cars in Garage')).toHaveText('7');
  await expect(stat(page, 'Currently Rented')).toHaveText('2');
  await expect(stat(page, 'Cars Sold')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Add Car (Demo Mode)' })).toBeDisabled();
  await checkScreen(page, 'demo-dashboard');

  await navigate(page, 'Brands & Models', 'Brands & Models');
  for (const group of ['Volkswagen Group', 'Renault Group', 'Stellantis Group', 'Chinese Brands']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Jetour' })).toBeVisible();
  await navigate(page, 'Suppliers', 'Supplier Management');
  await expect(page.getByText('Sarl Auto Djazair')).toBeVisible();
  await expect(page.getByText('Atlas Auto Sétif')).toBeVisible();

  // book a car from tomorrow and cancel it, then return a seeded rental already picked up:
  // the same rules as the server, in this browser
  await navigate(page, 'Rentals', 'Rental Dashboard');
  await expect(rentedSection(page)).toContainText('Mehdi Saidi');
  await expect(rentedSection(page)).toContainText('Amel Khelifi');
  const first = rentableSection(page).getByRole('article').first();
  const bookedName = (await first.getAttribute('aria-label')) ?? '';
  expect(bookedName).not.toBe('');
  const customer = `Demo Client ${tag()}`;
  await bookRental(page, first, customer);
  // a booking from tomorrow is a reservation: the car stays free today
  const reservations = page.getByRole('region', { name: 'Upcoming Reservations' });
  const booked = reservations.getByTestId('reservation-row').filter({ hasText: customer });
  await expect(booked).toBeVisible();
  await expect(stat(page, 'Currently Rented')).toHaveText('2');
  await expect(rentableSection(page).getByRole('article', { name: bookedName })).toBeVisible();
  await booked.getByRole('button', { name: /Cancel the booking/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
  await cancel.getByLabel('Reason').fill('The customer changed plans');
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(booked).toHaveCount(0);
  await expect(stat(page, 'Currently Rented')).toHaveText('2');
  const rented = rentedSection(page).getByRole('article').filter({ hasText: 'Mehdi Saidi' });
  const carName = (await rented.getAttribute('aria-label')) ?? '';
  expect(carName).not.toBe('');
  const newMileage = await returnRental(page, rented);
  await expect(rentedSection(page).getByRole('article', { name: carName })).toHaveCount(0);
  const mileage = da(
    `${Math.floor(newMileage / 1000)} ${String(newMileage % 1000).padStart(3, '0')} km`,
  );
  await expect(rentableSection(page).getByRole('article', { name: carName })).toContainText(
    mileage,
  );

  // a fund entry
  await navigate(page, 'Fund', 'Fund Management');
  const deposit = `Demo deposit ${tag()}`;
  await addMoney(page, '12500', deposit);
  await expect(fundRow(page, deposit)).toContainText(da('+12 500 DA'));
  // the seed's history (eight rentals, one sale) plus the cancelled booking and the return
  await navigate(page, 'History', 'Transaction History');
  await expect(
    page.getByRole('heading', { name: 'Transaction History (11 records)' }),
  ).toBeVisible();

  // a reload finds all of it, still in demo mode
  await page.reload();
  await expect(page.getByTestId('demo-banner')).toHaveText(BANNER, DEMO_START);
  await expect(
    page.getByRole('heading', { name: 'Transaction History (11 records)' }),
  ).toBeVisible();
  await navigate(page, 'Fund', 'Fund Management');
  await expect(fundRow(page, deposit)).toBeVisible();
  await navigate(page, 'Rentals', 'Rental Dashboard');
  await expect(rentableSection(page).getByRole('article', { name: carName })).toContainText(
    mileage,
  );

  // car saving is blocked with the spec's texts
  await navigate(page, 'Garage', 'Garage');
  await expect(page.getByRole('button', { name: 'Add Car (Demo Mode)' })).toBeDisabled();
  await page.getByRole('article').first().getByRole('button', { name: /Edit/ }).click();
  const form = page.getByRole('dialog', { name: 'Edit Car' });
  const save = form.getByRole('button', { name: 'Demo Mode (Read Only)' });
  await expect(save).toBeDisabled();
  await checkScreen(page, 'demo-car-form');
  // an attempt anyway (a click, Enter in a field) alerts, and nothing is saved
  await expect(form.getByRole('alert')).toHaveCount(0);
  await save.click({ force: true });
  await expect(form.getByRole('alert')).toHaveText(BLOCKED);
  await checkScreen(page, 'demo-car-form-blocked');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await page.getByRole('article').first().getByRole('button', { name: /Edit/ }).click();
  await form.getByLabel('Plate').fill('BLOCKED-1');
  await form.getByLabel('Plate').press('Enter');
  await expect(form.getByRole('alert')).toHaveText(BLOCKED);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(page.getByText('BLOCKED-1')).toHaveCount(0);

  expect(await page.evaluate(() => localStorage.getItem('car_rental_admin_db_v1') !== null)).toBe(
    true,
  );
  // nothing in demo mode reached the server: no data, no session, no config, no live events
  expect(api.seen).toEqual([]);
  api.stop();

  // sign-out leaves demo mode without a request; the typed credentials bring the same data back
  const signOutWatch = watchApiRequests(context);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Admin Access Only')).toBeVisible();
  expect(signOutWatch.seen.filter((request) => request.includes('/auth/sign-out'))).toEqual([]);
  signOutWatch.stop();
  await page.waitForLoadState('networkidle');
  const again = watchApiRequests(context);
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('demo-banner')).toHaveText(BANNER, DEMO_START);
  await navigate(page, 'Fund', 'Fund Management');
  await expect(fundRow(page, deposit)).toBeVisible();
  expect(again.seen).toEqual([]);
  again.stop();
});

test('a staff sign-in after the demo works on the server, without the banner', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
  await checkScreen(page, 'sign-in-with-demo');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByTestId('demo-banner')).toBeVisible(DEMO_START);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  const stream = page.waitForRequest((request) => request.url().endsWith('/api/events'));
  await page.getByLabel('Username or email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(OWNER.email)).toBeVisible();
  // a signed-in desk follows the server's live events
  await stream;
});

test('demo mode: settings, an invoice and the CSV exports are made in the browser', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const tryDemo = page.getByRole('button', { name: 'Try the demo' });
  await expect(tryDemo).toBeVisible();
  await page.waitForLoadState('networkidle');
  const api = watchApiRequests(context);
  await tryDemo.click();
  await expect(page.getByTestId('demo-banner')).toHaveText(BANNER, DEMO_START);

  // the business header, kept in the demo store
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const business = page.getByRole('region', { name: 'Business details' });
  const name = `Demo Location ${tag()}`;
  await business.getByLabel('Business name').fill(name);
  await business.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Business details saved' }),
  ).toBeVisible();
  // the demo owner and the two staff members whose drawers the seed closed (issue 31)
  await expect(
    page.getByRole('region', { name: 'Staff accounts' }).getByTestId('staff-row'),
  ).toContainText(['Demo User', 'Samir Ouali', 'Yasmine Larbi']);

  // Print Invoice on a record of the seed: the print page and its PDF
  await navigate(page, 'History', 'Transaction History');
  await expect(page.getByRole('region', { name: 'Transaction History (9 records)' })).toBeVisible();
  await page
    .getByTestId('history-row')
    .first()
    .getByRole('button', { name: 'View Details' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Print Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('invoice-business')).toHaveText(name);
  await expect(page.getByTestId('invoice-number')).toHaveText(/^FA-\d{4}-\d{6}$/);
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  // the PDF is drawn in the browser by the server's own code (PDFKit in the demo's worker)
  const number = (await page.getByTestId('invoice-number').textContent()) ?? '';
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  expect(
    readFileSync((await pdf.path()) ?? '')
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // the CSV files, built from the demo store in the server's format
  const csvOf = async (label: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    const file = await download;
    const bytes = readFileSync((await file.path()) ?? '');
    return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8').slice(1) };
  };
  await navigate(page, 'History', 'Transaction History');
  const history = await csvOf('Download CSV of the transaction history under the current filters');
  expect(history.name).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...history.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = history.text.split('\r\n');
  expect(lines[0]).toBe(
    'Date;Type;Brand;Model;Plate;Year;Color;Customer;Days;Distance (km);Amount (DA);Charges (DA);Final total (DA);Listed price (DA)',
  );
  expect(lines).toHaveLength(11);
  expect(
    lines.slice(1, 4).every((line) => /^\d\d\/\d\d\/\d{4} \d\d:\d\d;(Rental|Sale);/.test(line)),
  ).toBe(true);

  await navigate(page, 'Fund', 'Fund Management');
  const fund = await csvOf('Download CSV of every fund transaction');
  expect(fund.name).toMatch(/^fund-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(fund.text.split('\r\n')[0]).toBe(
    'Date;Type;Category;Description;Supplier;Amount (DA);Signed amount (DA);Source;Method;Staff',
  );
  expect(fund.text).toMatch(
    /;Money added;[^\r\n]*;\d+,\d\d;\d+,\d\d;(Manual|Rental|Sale|Car purchase);[^;\r\n]+;[^;\r\n]*\r\n/,
  );
  // issue 31: the seed's sale by cheque, and a staff member's entry
  expect(fund.text).toMatch(/;Cheque 0045871, CPA;Demo User\r\n/);
  expect(fund.text).toMatch(/;Card;Samir Ouali\r\n/);

  // the Excel workbooks, written by exceljs's browser build in the demo's worker
  const xlsxOf = async (label: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    const file = await download;
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path()) ?? '');
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    return { name: file.suggestedFilename(), rows };
  };
  const fundBook = await xlsxOf('Download an Excel workbook of every fund transaction');
  expect(fundBook.name).toMatch(/^fund-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(fundBook.rows[0]?.[0]).toBe('Date');
  expect(fundBook.rows.length).toBe(fund.text.trim().split('\r\n').length);
  expect(fundBook.rows[1]?.[0]).toBeInstanceOf(Date);
  expect(typeof fundBook.rows[1]?.[6]).toBe('number');
  await navigate(page, 'History', 'Transaction History');
  const historyBook = await xlsxOf(
    'Download an Excel workbook of the transaction history under the current filters',
  );
  expect(historyBook.name).toMatch(/^history-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(historyBook.rows).toHaveLength(10);
  expect(historyBook.rows.slice(1).every((row) => row[0] instanceof Date)).toBe(true);
  expect(historyBook.rows.slice(1).every((row) => typeof row[10] === 'number')).toBe(true);

  // nothing of it reached the server
  expect(api.seen).toEqual([]);
  api.stop();
});

test("issue 34 in the demo: its booking page asks for a car, the demo's desk sees it and confirms it", async ({
  page,
  context,
}) => {
  const began = Date.now();
  await openDemoIn(page, 'en', 'Try the demo');
  const opened = Date.now();
  const api = watchApiRequests(context);
  const D = en.bookingDesk;

  // the seed's request waits on the desk: no e-mail sent (the demo sends none)
  await navigate(page, 'Rentals', 'Rental Dashboard');
  const panel = page.getByTestId('booking-requests');
  const seeded = panel.getByRole('article', {
    name: new RegExp(`^${seedBookingRequest.customer.name}:`),
  });
  await expect(seeded).toContainText(D.requests.noMail);

  // the demo's booking page, in this tab: the page's own app, its requests to the worker
  await panel.getByRole('link', { name: D.settings.demoLink }).click();
  await expect(page).toHaveURL(/\/demo\/book$/);
  await expect(page.getByTestId('demo-book-note')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: B.title })).toBeVisible();
  await page.getByLabel(B.period.pickupDate).fill(algiersDay(3));
  await page.getByLabel(B.period.pickupTime).fill('10:00');
  await page.getByLabel(B.period.returnDate).fill(algiersDay(5));
  await page.getByLabel(B.period.returnTime).fill('10:00');
  await page.getByRole('button', { name: B.period.search }).click();
  await page
    .getByRole('button', { name: new RegExp(`^${B.offers.choose}: `) })
    .first()
    .click();
  const customer = `Demo Web Client ${tag()}`;
  await page.getByLabel(B.details.name).fill(customer);
  await page.getByLabel(B.details.phone).fill('0550 98 12 34');
  await page.getByLabel(B.details.email).fill('web.client@example.dz');
  await page.getByLabel(B.details.licenceNumber).fill(`DZ-${tag()}`);
  await page.getByLabel(B.details.licenceIssuedOn).fill('2016-03-14');
  // no licence photo in the demo (it stores no upload): the page says so in its words
  await expect(page.getByTestId('no-licence-photo')).toBeVisible();
  await expect(page.getByLabel(B.photo.label)).toHaveCount(0);
  await page.getByLabel(B.details.acceptTerms).check();
  // the page's own look in the staff app, whatever the desk's theme (axe in both)
  await checkScreen(page, 'demo-booking-page');
  await page.getByRole('button', { name: B.details.send }).click();
  await expect(page).toHaveURL(/\/demo\/book\/status\/[A-Za-z0-9_-]{20,64}\?lang=en$/);
  await expect(page.getByText(B.status.state.requested)).toBeVisible();

  // back at the desk: the request, confirmed, is a reservation
  await page.getByRole('link', { name: 'Back to the desk' }).click();
  await expect(page.getByRole('heading', { name: 'Rental Dashboard', level: 1 })).toBeVisible();
  const card = panel.getByRole('article', { name: new RegExp(`^${customer}:`) });
  await expect(card).toContainText(D.requests.noMail);
  await card.getByRole('button', { name: new RegExp(`^${D.requests.confirm} `) }).click();
  await expect(card).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Upcoming Reservations' })
      .getByTestId('reservation-row')
      .filter({ hasText: customer }),
  ).toBeVisible();
  // all of it in the browser: nothing reached the server
  expect(api.seen).toEqual([]);
  api.stop();
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `demo booking page journey: ${seconds(Date.now() - began)} s, the demo open after ${seconds(opened - began)} s`,
  );
});

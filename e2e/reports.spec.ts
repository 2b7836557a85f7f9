import { readFile } from 'node:fs/promises';
import { OWNER } from '../playwright.config.ts';
import { expect, type Page, signIn, test } from './fixtures.ts';
import { DA, da, rentAndReturn, seedBrand, seedCar, tag } from './support/sales-seed.ts';
import { checkScreen } from './support/screens.ts';

/** a CSV link's file as the browser downloads it */
async function downloadCsv(page: Page, linkName: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  const bytes = await readFile((await download.path()) ?? '');
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

/** an Excel link's workbook, read back with exceljs: the first sheet's rows */
async function downloadXlsx(page: Page, linkName: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) ?? '');
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { name: download.suggestedFilename(), sheet, rows };
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Transaction history downloads as CSV under the filters on screen', async ({ page }) => {
  const brand = await seedBrand(page, 'Export');
  const car = await seedCar(page, brand, { dailyRate: DA(4_000), year: 2019, color: 'Grey' });
  await rentAndReturn(
    page,
    car.id,
    { name: 'Karim Export', contact: '0550 00 00 01', email: 'k@e2e.test', license: 'L-1' },
    { newMileage: 12_300, charges: [{ type: 'fuel', description: 'Refuel', amount: DA(750) }] },
  );
  await page.goto(`/history?type=rentals&q=${car.plate}`);
  const csv = await downloadCsv(page, /Download CSV of the transaction history/);
  expect(csv.name).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Date;Type;Brand;Model;Plate;Year;Color;Customer;Days;Distance (km);Amount (DA);Charges (DA);Final total (DA);Listed price (DA)',
  );
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Rental;${brand.brandName};${brand.modelName};${car.plate};2019;Grey;Karim Export;1;300;4000,00;750,00;4750,00;$`,
    ),
  );
  expect(lines.slice(2)).toEqual(['']);

  // the same records as an Excel workbook: numbers and a date-time
  const xlsx = await downloadXlsx(page, /Download an Excel workbook of the transaction history/);
  expect(xlsx.name).toMatch(/^history-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(xlsx.rows[0]?.slice(0, 3)).toEqual(['Date', 'Type', 'Brand']);
  expect(xlsx.rows).toHaveLength(2);
  expect(xlsx.rows[1]?.[0]).toBeInstanceOf(Date);
  expect(xlsx.rows[1]?.slice(1, 13)).toEqual([
    'Rental',
    brand.brandName,
    brand.modelName,
    car.plate,
    2019,
    'Grey',
    'Karim Export',
    1,
    300,
    4000,
    750,
    4750,
  ]);
});

test('fund transactions download as CSV, newest first', async ({ page }) => {
  const description = `Export check ${tag()}`;
  const added = await page.request.post('/api/fund/transactions', {
    data: { type: 'add_charge', amount: DA(1_234.5), description, category: 'fuel' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/fund');
  const csv = await downloadCsv(page, /Download CSV of every fund transaction/);
  expect(csv.name).toMatch(/^fund-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Date;Type;Category;Description;Supplier;Amount (DA);Signed amount (DA);Source;Method;Staff',
  );
  expect(lines[1]).toMatch(
    new RegExp(
      `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};Charge;Fuel;${description};;1234,50;-1234,50;Manual;Cash;${OWNER.name}$`,
    ),
  );

  const xlsx = await downloadXlsx(page, /Download an Excel workbook of every fund transaction/);
  expect(xlsx.name).toMatch(/^fund-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(xlsx.rows[0]?.[6]).toBe('Signed amount (DA)');
  expect(xlsx.rows[1]?.[0]).toBeInstanceOf(Date);
  expect(xlsx.rows[1]?.slice(1)).toEqual([
    'Charge',
    'Fuel',
    description,
    undefined,
    1234.5,
    -1234.5,
    'Manual',
    'Cash',
    OWNER.name,
  ]);
});

test('the three charts render with data, with a table for screen readers', async ({ page }) => {
  const brand = await seedBrand(page, 'Courbe');
  const car = await seedCar(page, brand, { dailyRate: DA(6_000) });
  await rentAndReturn(
    page,
    car.id,
    { name: 'Chart Client', contact: '0550 00 00 02', email: 'c@e2e.test', license: 'L-2' },
    { newMileage: 12_100, charges: [] },
  );
  // a car out right now: this week's fleet has rented hours
  const out = await seedCar(page, brand, { dailyRate: DA(3_000) });
  const start = new Date(Date.now() - 4 * 60_000);
  const rent = await page.request.post(`/api/cars/${out.id}/rent`, {
    data: {
      start: start.toISOString(),
      end: new Date(start.getTime() + 86_400_000).toISOString(),
      customer: {
        name: 'Out Now',
        contact: '0550 00 00 03',
        email: 'o@e2e.test',
        license: 'L-3',
        paymentType: 'after',
      },
    },
  });
  expect(rent.status(), await rent.text()).toBe(201);

  await page.goto('/');
  const revenue = page.getByTestId('revenue-chart');
  await expect(revenue.getByRole('heading', { name: 'Revenue per month' })).toBeVisible();
  const months = (await (await page.request.get('/api/charts/revenue-by-month')).json()).months;
  const thisMonth = months.at(-1);
  expect(thisMonth.rentalRevenue).toBeGreaterThanOrEqual(DA(6_000));
  const revenueRows = revenue.locator('table tbody tr');
  await expect(revenueRows).toHaveCount(12);
  await expect(revenueRows.last().locator('td').nth(1)).toHaveText(da(thisMonth.rentalRevenue));
  await expect(revenue.locator('svg rect').first()).toBeVisible();
  await checkScreen(page, 'dashboard-revenue-chart');

  await page.goto('/fund');
  const balance = page.getByTestId('fund-balance-chart');
  await expect(balance.getByRole('heading', { name: 'Balance over time' })).toBeVisible();
  await expect(balance.locator('table tbody tr')).toHaveCount(90);
  const fund = await (await page.request.get('/api/fund')).json();
  await expect(balance.locator('table tbody tr').last().locator('td').nth(1)).toHaveText(
    da(fund.currentBalance),
  );
  // the day is dd/mm, as every date of the product (issue 28 §17: English showed mm/dd)
  const algiersToday = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  await expect(balance.locator('table tbody tr').last().locator('td').first()).toHaveText(
    `${algiersToday.slice(8, 10)}/${algiersToday.slice(5, 7)}`,
  );
  await expect(balance.getByTestId('chart-line')).toBeVisible();
  await checkScreen(page, 'fund-balance-chart');

  await page.goto('/rental');
  const fleet = page.getByTestId('fleet-utilisation-chart');
  await expect(fleet.getByRole('heading', { name: 'Fleet utilisation' })).toBeVisible();
  await expect(fleet.locator('table tbody tr')).toHaveCount(12);
  const weeks = (await (await page.request.get('/api/charts/fleet-utilisation')).json()).weeks;
  expect(weeks.at(-1).rentedHours).toBeGreaterThan(0);
  expect(weeks.at(-1).utilisation).toBeGreaterThan(0);
  await expect(fleet.locator('svg rect').first()).toBeVisible();
  await checkScreen(page, 'rental-utilisation-chart');

  await page.request.post(`/api/cars/${out.id}/return`, {
    data: { newMileage: 12_050, charges: [] },
  });
});

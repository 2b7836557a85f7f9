import { invoiceTotals } from '../packages/domain/src/invoices/invoice-totals.ts';
import { expect, type Page, signIn, test } from './fixtures.ts';
import { BUSINESS, invoiceDA, setBusiness } from './support/invoice-seed.ts';
import {
  DA,
  listForSale,
  rentAndReturn,
  seedBrand,
  seedCar,
  sellThroughApi,
  tag,
} from './support/sales-seed.ts';
import { checkScreen } from './support/screens.ts';

const number = (page: Page) => page.getByTestId('invoice-number');
const sheet = (page: Page) => page.locator('#invoice-sheet');

/** the print page is open: its address, heading and Download PDF link */
async function expectPrintPage(page: Page, kind: 'rental' | 'sale') {
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { name: kind === 'rental' ? 'Rental Invoice' : 'Sale Invoice' }),
  ).toBeVisible();
  // one sequence per year for rentals and sales (issue 28 §13)
  await expect(number(page)).toHaveText(/^FA-\d{4}-\d{6}$/);
  await expect(page.getByTestId('invoice-business')).toHaveText(BUSINESS.businessName);
  await expect(sheet(page)).toContainText(`RC: ${BUSINESS.rc}`);
  await expect(sheet(page)).toContainText(`NIF: ${BUSINESS.nif}`);
  return (await number(page).textContent()) ?? '';
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test.afterAll(async ({ browser }) => {
  // VAT off again for the other journeys
  const page = await browser.newPage();
  await signIn(page);
  await setBusiness(page, null);
  await page.close();
});

test('Print Invoice on Rental Details opens the print-ready invoice; printing again shows the same one', async ({
  page,
}) => {
  await setBusiness(page, null);
  const brand = await seedBrand(page, 'Facture');
  const car = await seedCar(page, brand, { dailyRate: DA(5_000), year: 2020, color: 'Red' });
  const customer = {
    name: `Leila ${tag()}`,
    contact: '0550 44 55 66',
    email: 'leila@e2e.test',
    license: 'LIC-4455',
  };
  await rentAndReturn(page, car.id, customer, {
    newMileage: 12_250,
    charges: [{ type: 'cleaning', description: 'Interior cleaning', amount: DA(1_500) }],
  });

  await page.goto(`/history?q=${car.plate}`);
  await page.getByTestId('history-row').getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Rental Details' });
  await details.getByRole('button', { name: 'Print Invoice' }).click();
  const printed = await expectPrintPage(page, 'rental');

  await expect(sheet(page)).toContainText(customer.name);
  await expect(sheet(page)).toContainText(`${brand.brandName} ${brand.modelName}`);
  await expect(sheet(page)).toContainText(car.plate);
  await expect(sheet(page)).toContainText('250 km');
  await expect(sheet(page).getByRole('row')).toHaveText([
    'DescriptionAmount',
    `Rental (1 day)${invoiceDA(DA(5_000))}`,
    `Cleaning: Interior cleaning${invoiceDA(DA(1_500))}`,
    `Total${invoiceDA(DA(6_500))}`,
  ]);
  await expect(sheet(page)).not.toContainText('Total HT');
  await checkScreen(page, 'invoice-rental');

  // Print calls the browser's print; the PDF downloads from the server
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${printed}.pdf`);
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // the same rental printed again: the same invoice
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('history-row').getByRole('button', { name: 'View Details' }).click();
  await page
    .getByRole('dialog', { name: 'Rental Details' })
    .getByRole('button', { name: 'Print Invoice' })
    .click();
  await expect(number(page)).toHaveText(printed);
});

test('Print Invoice on Sale Details shows the sale, the listed price and HT / VAT / TTC when VAT is on', async ({
  page,
}) => {
  await setBusiness(page, 1900);
  const brand = await seedBrand(page, 'Vente');
  const car = await seedCar(page, brand, {
    salePrice: DA(2_000_000),
    purchasePrice: DA(1_500_000),
  });
  await listForSale(page, car.id);
  const buyer = `Samir ${tag()}`;
  await sellThroughApi(page, car.id, DA(2_100_000), {
    customerName: buyer,
    customerPhone: '0661 22 33 44',
    customerLicense: `SL-${tag()}`,
  });

  await page.goto(`/history?q=${car.plate}`);
  await page.getByTestId('history-row').getByRole('button', { name: 'View Details' }).click();
  await page
    .getByRole('dialog', { name: 'Sale Details' })
    .getByRole('button', { name: 'Print Invoice' })
    .click();
  await expectPrintPage(page, 'sale');
  await expect(sheet(page)).toContainText(buyer);
  const totals = invoiceTotals(DA(2_100_000), 1900);
  await expect(sheet(page).getByRole('row')).toHaveText([
    'DescriptionAmount',
    `Listed price${invoiceDA(DA(2_000_000))}`,
    `Sale price${invoiceDA(DA(2_100_000))}`,
    `Total HT${invoiceDA(totals.totalHt)}`,
    `VAT (19 %)${invoiceDA(totals.vat)}`,
    `Total TTC${invoiceDA(DA(2_100_000))}`,
  ]);
  await expect(page.getByTestId('invoice-total')).toHaveText(invoiceDA(DA(2_100_000)));
  await checkScreen(page, 'invoice-sale-vat');
  await setBusiness(page, null);
});

test('the Sell dialog keeps the rule, then Print Invoice prints a pro forma of what is typed and sells nothing', async ({
  page,
}) => {
  await setBusiness(page, 1900);
  const brand = await seedBrand(page, 'Comptoir');
  const car = await seedCar(page, brand, {
    salePrice: DA(1_200_000),
    purchasePrice: DA(1_000_000),
  });
  await listForSale(page, car.id);
  const fundBefore = await (await page.request.get('/api/fund')).json();
  await page.goto(`/sales?brand=${brand.brandId}`);
  await page
    .getByRole('article', { name: car.name })
    .getByRole('button', { name: 'Mark as Sold' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Sell Car' });
  await dialog.getByRole('button', { name: 'Print Invoice' }).click();
  await expect(dialog.getByTestId('dialog-notice')).toHaveText(
    'Please fill in all required fields before printing invoice.',
  );
  await expect(dialog).toContainText('Print Invoice prints a pro forma of what is typed here');

  const buyer = `Yacine ${tag()}`;
  await dialog.getByLabel('Customer Name').fill(buyer);
  await dialog.getByLabel('Customer Phone').fill('0555 12 34 56');
  await dialog.getByLabel("Driver's License Number").fill(`DZ-${tag()}`);
  await dialog.getByLabel('Selling Price (DA)').fill('1250000');
  await dialog.getByRole('button', { name: 'Print Invoice' }).click();

  await expect(page).toHaveURL(/\/pro-forma$/);
  await expect(page.getByRole('heading', { name: 'PRO FORMA', level: 1 })).toBeVisible();
  await expect(page.getByTestId('pro-forma-notice')).toHaveText(
    'Pro forma: not an invoice. No sale has been made.',
  );
  await expect(number(page)).toHaveCount(0);
  await expect(sheet(page)).not.toContainText('Invoice No.');
  await expect(page.getByTestId('invoice-business')).toHaveText(BUSINESS.businessName);
  await expect(sheet(page)).toContainText(buyer);
  await expect(sheet(page)).toContainText(car.plate);
  const totals = invoiceTotals(DA(1_250_000), 1900);
  await expect(sheet(page).getByRole('row')).toHaveText([
    'DescriptionAmount',
    `Listed price${invoiceDA(DA(1_200_000))}`,
    `Sale price${invoiceDA(DA(1_250_000))}`,
    `Total HT${invoiceDA(totals.totalHt)}`,
    `VAT (19 %)${invoiceDA(totals.vat)}`,
    `Total TTC${invoiceDA(DA(1_250_000))}`,
  ]);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await checkScreen(page, 'pro-forma');

  // nothing was sold, invoiced or booked: the car is still for sale, the fund unchanged
  const history = await (await page.request.get(`/api/history?q=${car.plate}`)).json();
  expect(history.total).toBe(0);
  const fundAfter = await (await page.request.get('/api/fund')).json();
  expect(fundAfter).toEqual(fundBefore);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/sales/);
  await expect(
    page
      .getByRole('region', { name: 'Available for Sale' })
      .getByRole('article', { name: car.name }),
  ).toBeVisible();
  await setBusiness(page, null);
});

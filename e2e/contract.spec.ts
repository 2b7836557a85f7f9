import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  signIn,
  test,
} from './fixtures.ts';
import { sign } from './support/check-out-steps.ts';
import { da, digits } from './support/demo-steps.ts';
import { readPdf as readText } from './support/pdf.ts';
import { rentThroughApi, type SeededCar, seedRentableCar, tag } from './support/rentals-seed.ts';

// Issue 15, done when: a car checked out with marks, photos, accessories, a cash deposit and
// a signature; its contract printed; returned with less fuel, 300 km over the allowance and
// a new dent; the proposed charges accepted, part of the deposit kept; and the fund, the
// customer page, the history and the receipt agree. The PDFs are read (pdftotext) and
// pictured (pdftoppm) into the test's artefacts.

const terms = {
  fuelPricePerEighth: 20_000, // 200 DA an eighth
  kmAllowancePerDay: 200,
  pricePerKm: 1_000, // 10 DA a km
  lateGraceMinutes: 60,
  latePricePerHour: 50_000,
  accessories: ['Phone charger'],
  terms:
    'The car is returned clean, with the fuel level it left with. Deposit returned at the return.',
};

const rentedCard = (page: Page, car: SeededCar) =>
  page
    .getByRole('region', { name: 'Rented Cars' })
    .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });

/** a photo as a phone gives it, written into the test's artefacts for the file picker */
async function phonePhoto(path: string, colour: string) {
  await writeFile(
    path,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  return path;
}

/** a PDF's text with the no-break spaces of fr-DZ figures as spaces */
async function readPdf(request: APIRequestContext, href: string, path: string) {
  return (await readText(request, href, path)).replace(/[\u202f\u00a0]/g, ' ');
}

async function addMark(dialog: Locator, view: string, type: string, note: string) {
  await dialog.getByRole('button', { name: `Add a mark on the ${view}` }).click();
  const form = dialog.getByRole('group', { name: `New mark on the ${view}` });
  await form.getByLabel('Damage type').selectOption({ label: type });
  await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Add mark' }).click();
}

/** the Fund screen's Deposits held figure, in DA */
function depositsHeldCard(page: Page) {
  return page
    .locator('section', { has: page.getByRole('heading', { name: 'Deposits held', exact: true }) })
    .getByTestId('stat-value');
}

async function depositsHeld(page: Page) {
  await page.goto('/fund');
  await expect(depositsHeldCard(page)).toHaveText(/DA/);
  return digits((await depositsHeldCard(page).textContent()) ?? '');
}

/** the figure reaches `dinars` (a cached screen may show the last figure first) */
async function expectDepositsHeld(page: Page, dinars: number) {
  await page.goto('/fund');
  await expect
    .poll(async () => digits((await depositsHeldCard(page).textContent()) ?? ''))
    .toBe(dinars);
}

test('checks out with marks, photos, accessories, a cash deposit and a signature, returns with the charges proposed and keeps part of the deposit', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  expect((await page.request.put('/api/settings/contract', { data: terms })).status()).toBe(200);
  const car = await seedRentableCar(page.request);
  const customer = `Amel ${tag()}`;
  await rentThroughApi(page.request, car.id, new Date(Date.now() + 2 * 86_400_000), customer);
  // another rental leaves with an ID card held: a deposit, but not cash (issue 28 §17)
  const other = await seedRentableCar(page.request);
  await rentThroughApi(page.request, other.id, new Date(Date.now() + 2 * 86_400_000));
  const [booking] = (await (await page.request.get(`/api/cars/${other.id}/bookings`)).json()).items;
  const blank = await sharp({
    create: { width: 300, height: 100, channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer();
  const idHeld = await page.request.post(`/api/rentals/${booking.id}/check-out`, {
    data: {
      odometerKm: 12_000,
      inspection: {
        fuelEighths: 8,
        signature: `data:image/png;base64,${blank.toString('base64')}`,
      },
      deposit: { amount: 5_000_000, method: 'id_document', reference: 'ID 109876543' },
    },
  });
  expect(idHeld.status(), await idHeld.text()).toBe(200);
  const heldBefore = await depositsHeld(page);

  // check-out from the rented card: a scratch, two photos, the GPS missing, 20 000 DA cash
  await page.goto('/rental');
  await rentedCard(page, car)
    .getByRole('button', { name: /^Check-out/ })
    .click();
  const out = page.getByRole('dialog', { name: 'Check-out' });
  await expect(out.getByLabel('Odometer (km)')).toHaveValue('12000');
  await expect(out.getByRole('radio', { name: '8/8' })).toBeChecked();
  await addMark(out, 'Left side', 'Scratch', 'rear door');
  await expect(out.getByTestId('damage-mark')).toHaveText([/1\. Scratch, Left side: rear door/]);
  await out
    .getByLabel('Add photos')
    .setInputFiles([
      await phonePhoto(testInfo.outputPath('front.jpg'), '#3366aa'),
      await phonePhoto(testInfo.outputPath('side.jpg'), '#aa6633'),
    ]);
  await expect(out.getByRole('img', { name: 'Inspection photo 2' })).toBeVisible();
  await out.getByRole('checkbox', { name: 'GPS' }).uncheck();
  await expect(out.getByRole('checkbox', { name: 'Phone charger' })).toBeChecked();
  await out.getByLabel('No deposit').uncheck();
  await out.getByLabel('Deposit amount (DA)').fill('20000');
  await out.getByLabel('Deposit method').selectOption('cash');
  await expect(out.getByRole('button', { name: 'Confirm check-out' })).toBeDisabled();
  await sign(page, out);
  await out.getByRole('button', { name: 'Confirm check-out' }).click();
  const numberText = await out.getByTestId('contract-number').textContent();
  const number = numberText?.match(/CTR-\d{4}-\d{6}/)?.[0] ?? '';
  expect(number).not.toBe('');

  // the contract: numbered, with the customer, the car, the mark, the deposit and the terms
  const contractHref = await out
    .getByRole('link', { name: `Print contract ${number}` })
    .getAttribute('href');
  const contract = await readPdf(page.request, contractHref!, testInfo.outputPath('contract.pdf'));
  for (const text of [number, customer, car.plate, 'rear door', '20 000 DA', 'Phone charger']) {
    expect(contract).toContain(text);
  }
  expect(contract.replace(/\s+/g, ' ')).toContain('with the fuel level it left with');
  await out.getByRole('button', { name: 'Close' }).last().click();
  await expectDepositsHeld(page, heldBefore + 20_000);
  // the cash deposits and the others (the ID card) are counted apart, each said as it is
  const counts = page.getByTestId('deposits-held-count');
  await expect(counts).toContainText(/\d+ cash deposits? \(in the balance\)/);
  await expect(counts).toContainText(/\d+ non-cash deposits? held \(ID, cheque or card\)/);

  // the customer page lists the deposit held
  await page.goto('/customers');
  await page.getByLabel('Search by name, phone or licence').fill(customer);
  await page.getByRole('link', { name: `Open ${customer}` }).click();
  const held = page.getByRole('table', { name: 'Deposits held' });
  await expect(held).toContainText(number);
  await expect(held).toContainText(da('20 000 DA'));

  // back with 3/8 less fuel, 500 km driven over 1 day (300 over the 200 allowed), a new dent
  await page.goto('/rental');
  await rentedCard(page, car)
    .getByRole('button', { name: /Return Car/ })
    .click();
  const back = page.getByRole('dialog', { name: 'Return Car' });
  await back.getByLabel('New mileage (km)').fill('12500');
  await back.getByRole('radio', { name: '5/8' }).click();
  await addMark(back, 'Front', 'Dent', 'bonnet');
  await expect(back.getByTestId('km-driven')).toContainText('500 km');
  await expect(back.getByTestId('fuel-change')).toContainText('8/8 → 5/8');
  const rows = back.getByTestId('charge-row');
  await expect(rows).toHaveCount(3);
  /** the proposed charge whose description starts with `text` */
  const charge = (text: string) =>
    rows.filter({ has: page.locator(`input[value^="${text}"]`) }).getByLabel('Amount (DA)');
  await expect(charge('Fuel shortfall: 3/8')).toHaveValue('600');
  await expect(charge('Km over the allowance: 300 km')).toHaveValue('3000');
  await charge('New dent (front): bonnet').fill('15000');
  await back.getByLabel('Kept from the deposit (DA)').fill('15000');
  await back.getByLabel('Reason for keeping').fill('Dent on the bonnet');
  // 5 000 DA for the day + 18 600 DA of charges, 15 000 DA of it from the deposit
  await expect(back.getByTestId('deposit-give-back')).toContainText(da('5 000 DA'));
  await expect(back.getByTestId('customer-pays')).toContainText(da('8 600 DA'));
  await expect(back.getByRole('button', { name: 'Complete Return' })).toBeDisabled();
  await sign(page, back);
  await back.getByRole('button', { name: 'Complete Return' }).click();
  const receiptLink = back.getByRole('link', { name: /Print receipt/ });
  await expect(receiptLink).toBeVisible();
  const receipt = await readPdf(
    page.request,
    (await receiptLink.getAttribute('href'))!,
    testInfo.outputPath('receipt.pdf'),
  );
  for (const text of [number, '500 km', 'bonnet', '15 000 DA', '5 000 DA', 'Dent on the bonnet']) {
    expect(receipt).toContain(text);
  }
  // what the customer paid at the counter, in cash, and nothing left due (issue 28 §17)
  expect(receipt).toMatch(/Kept from the deposit\s+15 000 DA/);
  expect(receipt).toMatch(/Paid at the return, in cash\s+8 600 DA/);
  expect(receipt).toMatch(/Balance due\s+0 DA/);
  await back.getByRole('button', { name: 'Close' }).last().click();

  // the fund: the deposit no longer held; the refund is one entry of the deposit category
  await expectDepositsHeld(page, heldBefore);
  await expect(
    page
      .getByTestId('fund-transaction')
      .filter({ hasText: `Deposit Refund - ${car.brandName} ${car.modelName}` })
      .first()
      .getByTestId('fund-transaction-amount'),
  ).toContainText(da('5 000 DA'));

  // the history finds the rental by its contract number: 5 000 DA + 18 600 DA of charges
  await page.goto(`/history?q=${number}`);
  const row = page.getByTestId('history-row').filter({ hasText: car.plate });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(da('Additional charges: 18 600 DA'));
  await expect(row).toContainText(da('5 000 DA'));
  // its details show the contract: both inspections, the deposit, both documents
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Rental Details' });
  await expect(details).toContainText(number);
  await expect(details).toContainText('Dent on the bonnet');
  await expect(details.getByRole('link', { name: 'Contract (PDF)' })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Receipt (PDF)' })).toBeVisible();
  await expect(details.getByRole('img', { name: 'Check-out photo 2' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();

  // the customer page: no deposit held any more
  await page.goto('/customers');
  await page.getByLabel('Search by name, phone or licence').fill(customer);
  await page.getByRole('link', { name: `Open ${customer}` }).click();
  await expect(page.getByTestId('no-deposits-held')).toBeVisible();
});

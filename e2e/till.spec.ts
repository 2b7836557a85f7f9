import { en } from '../apps/web/src/locales/en/index.ts';
import { fr } from '../apps/web/src/locales/fr/index.ts';
import { frLabels } from '../packages/domain/src/documents/labels-fr.ts';
import { expect, type Locator, type Page, signIn, test } from './fixtures.ts';
import { algiersDay, digits, pickDay, watchApiRequests } from './support/demo-steps.ts';
import { createSupplier, da, getFund } from './support/fund-seed.ts';
import { readPdf, readPdfFile } from './support/pdf.ts';
import { seedRentableCar } from './support/rentals-seed.ts';
import { DA, listForSale, seedBrand, seedCar, tag } from './support/sales-seed.ts';

/**
 * Issue 31, done when: in French, an agent takes an advance in cash, sells a car by cheque
 * and pays a supplier in cash through the screens, then closes the drawer 500 DA short with
 * its reason and prints the report; the closed entry cannot be deleted; the owner sees the
 * close in the month's calendar and reopens the day. Then the same in the demo, where the
 * one account is an owner and the report comes from the demo's worker.
 */
type Catalogues = typeof fr;
const L: Catalogues = fr;
const E = en as unknown as Catalogues;

/** a catalogue's text with its {{values}} put in */
const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a PDF's text with its layout's runs of spaces made one plain space */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

const SHORT = DA(500);
const SUPPLIER_PAYMENT = DA(1_000);
const CHEQUE = { number: `CH${tag()}`, bank: 'BNA Agence Hydra' };
const REASON = 'Monnaie rendue deux fois à un client';

const main = (page: Page) => page.getByRole('navigation', { name: L.common.nav.main });
async function go(page: Page, link: string, heading: string) {
  await main(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** books `card`'s car from tomorrow for `days` with the advance taken now in cash; the advance */
async function bookWithAdvance(
  page: Page,
  card: Locator,
  customer: string,
  days = 1,
): Promise<number> {
  await card
    .getByRole('button', { name: new RegExp(literal(L.rentals.rentable.bookRental)) })
    .click();
  const picker = page.getByRole('dialog', { name: L.rentals.picker.title });
  await pickDay(picker, algiersDay(1), L.rentals.picker);
  await pickDay(picker, algiersDay(1 + days), L.rentals.picker);
  await picker.getByRole('button', { name: L.rentals.picker.apply }).click();
  const details = page.getByRole('dialog', { name: L.rentals.customer.title });
  await details.getByLabel(L.rentals.customer.name).fill(customer);
  await details.getByLabel(L.rentals.customer.contact).fill('+213 555 12 34 56');
  await details.getByLabel(L.rentals.customer.email).fill('avance@e2e.test');
  await details.getByLabel(L.rentals.customer.license).fill(`DL-${tag()}`);
  await details.getByLabel(L.rentals.customer.payAdvance).check();
  // cash is preselected (decision 0034)
  await expect(
    details.getByRole('combobox', { name: L.fund.payment.method, exact: true }),
  ).toHaveValue('cash');
  const summary = (await details.getByTestId('advance-amount').textContent()) ?? '';
  const advance = DA(digits(summary.split('=').at(-1) ?? ''));
  // enough cash in for the supplier's payment and a count 500 DA short
  expect(advance, summary).toBeGreaterThanOrEqual(SUPPLIER_PAYMENT + SHORT);
  await details.getByRole('button', { name: L.rentals.customer.confirm }).click();
  await expect(details).toBeHidden();
  return advance;
}

/** sells `card`'s car at its listed price, paid by cheque */
async function sellByCheque(page: Page, card: Locator) {
  await card.getByRole('button', { name: L.sales.forSale.markAsSold }).click();
  const dialog = page.getByRole('dialog', { name: L.sales.sell.title });
  await dialog.getByLabel(L.sales.sell.customerName).fill(`Acheteur ${tag()}`);
  await dialog.getByLabel(L.sales.sell.customerPhone).fill('0555 12 34 56');
  await dialog.getByLabel(L.sales.sell.customerLicense).fill(`DZ-${tag()}`);
  await dialog
    .getByRole('combobox', { name: L.fund.payment.method, exact: true })
    .selectOption('cheque');
  await dialog.getByLabel(L.fund.payment.chequeNumber).fill(CHEQUE.number);
  await dialog.getByLabel(L.fund.payment.chequeBank).fill(CHEQUE.bank);
  await dialog.getByRole('button', { name: L.sales.sell.confirm }).click();
  await expect(dialog).toBeHidden();
}

/** pays a supplier in cash from the Fund screen: Add Charge, Supplier Payment */
async function paySupplier(page: Page, supplier: string, description: string) {
  await page.getByRole('button', { name: L.fund.addCharge }).click();
  const dialog = page.getByRole('dialog', { name: L.fund.addCharge });
  await dialog.getByLabel(L.fund.form.amount).fill(String(SUPPLIER_PAYMENT / 100));
  await dialog.getByLabel(L.fund.form.description).fill(description);
  await dialog.getByLabel(L.fund.form.category).selectOption({ label: L.fund.categories.supplier });
  await dialog.getByLabel(L.fund.form.supplier, { exact: true }).selectOption({ label: supplier });
  await expect(
    dialog.getByRole('combobox', { name: L.fund.payment.method, exact: true }),
  ).toHaveValue('cash');
  await dialog.getByRole('button', { name: L.fund.addCharge }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('fund-transaction').filter({ hasText: description })).toContainText(
    L.fund.payment.methods.cash,
  );
}

/** the Cash Close's expected cash, in centimes */
async function expectedCash(page: Page) {
  const shown = page.getByTestId('drawer-expected-cash');
  await expect(shown).toHaveText(/\d/);
  return DA(digits((await shown.textContent()) ?? ''));
}

/**
 * On the Cash Close of an open drawer holding `expected`: ticks the cheque, counts 500 DA
 * short, is stopped for the reason, gives it and closes.
 */
async function closeShort(page: Page, expected: number) {
  await expect(page.getByTestId('drawer-expected-cash')).toHaveText(da(expected));
  const cheque = page.getByRole('checkbox', { name: new RegExp(literal(CHEQUE.number)) });
  await expect(cheque.locator('xpath=..')).toContainText(CHEQUE.bank);
  await cheque.check();
  await page.getByLabel(L.till.count.countedCash).fill(String((expected - SHORT) / 100));
  await expect(page.getByTestId('count-difference')).toHaveText(
    say(L.till.difference.short, { amount: da(SHORT) }),
  );
  const submit = page.getByRole('button', { name: L.till.count.submit });
  await submit.click();
  // refused on the screen: the reason's message, nothing closed
  await expect(page.getByText(L.errors.fields.closeReasonRequired)).toBeVisible();
  await expect(page.getByLabel(L.till.count.reason)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('close-figures')).toHaveCount(0);
  await page.getByLabel(L.till.count.reason).fill(REASON);
  await submit.click();
  await expect(page.getByTestId('close-difference')).toHaveText(
    say(L.till.difference.short, { amount: da(SHORT) }),
  );
  await expect(page.getByTestId('close-figures')).toContainText(REASON);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(L.till.status.closed);
}

/** what the French close report must say: the shortfall and its reason */
function expectReport(text: string, expected: number) {
  const report = frLabels.closeReport;
  const read = plain(text);
  expect(read).toContain(report.title);
  expect(read).toContain(`${report.status} : ${report.closed}`);
  expect(read).toContain(`${report.expectedCash} ${plain(da(expected))}`);
  expect(read).toContain(`${report.difference} -${plain(da(SHORT))}`);
  expect(read).toContain(`${report.reason} : ${REASON}`);
  // the cheque with its number (its bank may wrap onto the line below)
  expect(read).toContain(`${report.methods.cheque} ${report.chequeOf(CHEQUE.number, '')}`);
  expect(read).toContain(`${report.chequesExpected} : 1`);
  expect(read).toContain(`${report.chequesCounted} : 1`);
}

/** on the Fund screen: the entry `description` marked of a closed day, Correct and no Delete */
async function expectCorrectNotDelete(page: Page, C: Catalogues, description: string) {
  const row = page.getByTestId('fund-transaction').filter({ hasText: description });
  await expect(row.getByTestId('fund-transaction-closed')).toBeVisible();
  await expect(
    row.getByRole('button', { name: say(C.fund.list.correct, { description }) }),
  ).toBeVisible();
  await expect(
    row.getByRole('button', { name: say(C.fund.list.delete, { description }) }),
  ).toHaveCount(0);
}

/** on a closed drawer of the Cash Close: Reopen, the reason, and the drawer open again */
async function reopen(page: Page, C: Catalogues) {
  await page.getByRole('button', { name: C.till.closed.reopen }).click();
  const dialog = page.getByRole('dialog', { name: C.till.reopen.title });
  await dialog.getByLabel(C.till.reopen.reason).fill('Recomptage avec le gérant');
  await dialog.getByRole('button', { name: C.till.reopen.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(C.till.status.reopened);
  await expect(page.getByTestId('drawer-reopened')).toContainText('Recomptage avec le gérant');
  await expect(page.getByRole('button', { name: C.till.count.submit })).toBeVisible();
}

test('in French: an agent closes the drawer 500 DA short, the entry stays, the owner reopens', async ({
  page,
  browser,
}, testInfo) => {
  // the owner (in English) makes the agent and the stock
  await signIn(page);
  const t = tag();
  const email = `caisse.${t.toLowerCase()}@e2e.test`;
  const made = await page.request.post('/api/auth/users', {
    data: { email, password: 'caisse-pass', displayName: `Samir ${t}`, role: 'agent' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const agentId = ((await made.json()) as { user: { id: string } }).user.id;
  const rentable = await seedRentableCar(page.request);
  const brand = await seedBrand(page, 'Caisse');
  const sold = await seedCar(page, brand, { salePrice: DA(1_200_000), images: [] });
  await listForSale(page, sold.id);
  const supplier = await createSupplier(page, { name: `Fournisseur ${t}` });

  // the agent signs in in French
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/');
  await desk.getByLabel('Language').selectOption('fr');
  await desk.getByLabel(L.auth.identifier).fill(email);
  await desk.getByLabel(L.auth.password).fill('caisse-pass');
  await desk.getByRole('button', { name: L.auth.signIn, exact: true }).click();
  await expect(desk.getByRole('button', { name: L.common.user.menu })).toBeVisible();

  await go(desk, L.common.nav.rental, L.rentals.title);
  await desk
    .getByLabel(L.rentals.brandFilter.label, { exact: true })
    .selectOption(rentable.brandId);
  const advance = await bookWithAdvance(
    desk,
    desk.getByRole('region', { name: L.rentals.rentable.title }).getByRole('article', {
      name: `${rentable.brandName} ${rentable.modelName} ${rentable.plate}`,
    }),
    `Client ${t}`,
  );
  expect(advance).toBe(rentable.dailyRate);

  await go(desk, L.common.nav.sales, L.sales.title);
  await desk
    .getByLabel(L.sales.filters.brand, { exact: true })
    .selectOption({ label: brand.brandName });
  await sellByCheque(
    desk,
    desk.getByRole('region', { name: L.sales.forSale.title }).getByRole('article', {
      name: sold.name,
    }),
  );

  await go(desk, L.common.nav.fund, L.fund.title);
  const payment = `Règlement ${supplier.name}`;
  await paySupplier(desk, supplier.name, payment);

  // the Cash Close: a new agent's first day opens with no float; the cheque is not cash
  await go(desk, L.common.nav.till, L.till.title);
  await expect(desk.getByTestId('drawer-opening-float')).toHaveText(da(0));
  const expected = advance - SUPPLIER_PAYMENT;
  await closeShort(desk, expected);

  const href = await desk.getByRole('link', { name: L.till.closed.print }).getAttribute('href');
  expect(href).toBe(`/api/drawers/${agentId}/${algiersDay()}/report.pdf?lang=fr`);
  expectReport(
    await readPdf(desk.request, href!, testInfo.outputPath('cash-close-fr.pdf')),
    expected,
  );

  // a closed entry: the Fund offers Correct in place of Delete, and the API refuses a delete
  await page.goto('/fund');
  await expectCorrectNotDelete(page, E, payment);
  const entries = await desk.request.get(`/api/drawers/${agentId}/${algiersDay()}`);
  const entry = (
    (await entries.json()) as { entries: { id: string; description: string }[] }
  ).entries.find((one) => one.description === payment);
  expect(entry).toBeTruthy();
  const refused = await page.request.delete(`/api/fund/transactions/${entry!.id}`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('drawer_closed');

  // the owner's month: the agent's day closed 500 DA short; opened, reopened
  await page.goto('/till/month');
  const cell = page.getByTestId(`cell-${agentId}-${algiersDay()}`);
  await expect(cell).toHaveText(say(E.till.cell.short, { amount: da(SHORT) }));
  await expect(cell).toHaveAccessibleName(
    new RegExp(literal(say(E.till.cell.closedShortBy, { amount: da(SHORT) }))),
  );
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`/till/${agentId}/${algiersDay()}$`));
  const before = (await getFund(page)).currentBalance;
  await reopen(page, E);
  await expect(page.getByTestId('drawer-expected-cash')).toHaveText(da(expected));
  // the difference entry is taken back: the fund is 500 DA up again
  expect((await getFund(page)).currentBalance).toBe(before + SHORT);
  await page.goto('/till/month');
  await expect(cell).toHaveText(E.till.cell.reopenedMark);
  await desk.context().close();
});

test('in French in the demo: the same day closed 500 DA short, its report, reopened', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('fr');
  const tryDemo = page.getByRole('button', { name: L.auth.tryDemo });
  await expect(tryDemo).toBeVisible();
  await page.waitForLoadState('networkidle');
  const api = watchApiRequests(context);
  await tryDemo.click();
  await expect(page.getByTestId('demo-banner')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: L.common.user.menu })).toBeVisible();

  // the drawer as the seed left it: the journey's money comes on top
  await go(page, L.common.nav.till, L.till.title);
  const start = await expectedCash(page);

  await go(page, L.common.nav.rental, L.rentals.title);
  const advance = await bookWithAdvance(
    page,
    page.getByRole('region', { name: L.rentals.rentable.title }).getByRole('article').first(),
    `Client démo ${tag()}`,
    // the demo's rates are 85 to 145 DA a day
    20,
  );
  await go(page, L.common.nav.sales, L.sales.title);
  await sellByCheque(
    page,
    page.getByRole('region', { name: L.sales.forSale.title }).getByRole('article').first(),
  );
  await go(page, L.common.nav.fund, L.fund.title);
  const payment = `Règlement démo ${tag()}`;
  await paySupplier(page, 'Sarl Auto Djazair', payment);

  await go(page, L.common.nav.till, L.till.title);
  const expected = start + advance - SUPPLIER_PAYMENT;
  await closeShort(page, expected);

  // the report, made by the demo's worker, saved by a button
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: L.till.closed.print }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(`cash-close-${algiersDay()}.pdf`);
  expectReport(
    await readPdfFile((await file.path()) ?? '', testInfo.outputPath('demo-cash-close-fr.pdf')),
    expected,
  );

  // the supplier's payment is now a closed day's: Correct, no Delete
  await go(page, L.common.nav.fund, L.fund.title);
  await expectCorrectNotDelete(page, L, payment);

  // the demo's account is an owner: its month shows the close, and it reopens the day
  await go(page, L.common.nav.till, L.till.title);
  const heading = (await page.getByTestId('drawer-heading').textContent()) ?? '';
  const me = heading.split(' · ')[0]!.trim();
  await page.getByRole('link', { name: L.till.month.link }).click();
  // among the seed's drawers, this account's of today
  const cell = page
    .getByTestId('month-grid')
    .locator(`[data-testid^="cell-"][data-testid$="-${algiersDay()}"]`)
    .and(
      page.getByRole('link', {
        name: new RegExp(
          `^${literal(me)}, .*${literal(say(L.till.cell.closedShortBy, { amount: da(SHORT) }))}`,
        ),
      }),
    );
  await expect(cell).toHaveText(say(L.till.cell.short, { amount: da(SHORT) }));
  await cell.click();
  await reopen(page, L);
  await expect(page.getByTestId('drawer-expected-cash')).toHaveText(da(expected));

  expect(api.seen).toEqual([]);
  api.stop();
});

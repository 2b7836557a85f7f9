import { ar } from '../apps/web/src/locales/ar/index.ts';
import { fr } from '../apps/web/src/locales/fr/index.ts';
import { expect, type Page, signIn, test } from './fixtures.ts';
import { sign } from './support/check-out-steps.ts';
import { sendBooking } from './support/demo-steps.ts';
import { readPdf } from './support/pdf.ts';
import { seedRentableCar, tag } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

/**
 * Issue 16, done when: in Arabic, then in French, a rental booked through the screens for
 * a customer with an Arabic name, picked up with its check-out, returned with an Arabic
 * charge description; the invoice and the contract printed in the screen's language, their
 * text read back with pdftotext and compared with what was typed, and pictured (pdftoppm)
 * into the test's artefacts.
 */
type Catalogues = typeof fr;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** pdftotext may cut an Arabic word where Amiri joins letters: compare without spaces */
const squeeze = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/** an owner of its own in `language`: the shared e2e owner stays in English */
async function signInAs(page: Page, language: 'fr' | 'ar') {
  await signIn(page);
  const email = `journey.${language}.${tag().toLowerCase()}@e2e.test`;
  const made = await page.request.post('/api/auth/users', {
    data: { email, password: 'journey-pass', displayName: `Desk ${language}`, role: 'owner' },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.request.post('/api/auth/sign-out');
  await page.goto('/');
  await page.getByLabel('Language').selectOption(language);
  const L: Catalogues = language === 'ar' ? (ar as unknown as Catalogues) : fr;
  await page.getByLabel(L.auth.identifier).fill(email);
  await page.getByLabel(L.auth.password).fill('journey-pass');
  await page.getByRole('button', { name: L.auth.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: L.common.user.menu })).toBeVisible();
  return L;
}

for (const [language, customerName, chargeText] of [
  ['ar', 'أمال بن علي', 'خدش على الباب الأمامي'],
  ['fr', 'Amel Benali أمال', 'Rayure sur la portière avant: 2 cm'],
] as const) {
  test(`in ${language}: books, checks out, returns with a charge, prints the invoice and the contract`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const L = await signInAs(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const car = await seedRentableCar(page.request);
    // the tag starts with a letter: a digit after Arabic letters belongs, by the bidi
    // algorithm, to the Arabic run ("أمال 8X" shows as "8 أمال X" on screen and on paper)
    const customer = `${customerName} K${tag()}`;

    // book through the picker and the customer dialog: tomorrow, a reservation
    await page.goto('/rental');
    await page.getByLabel(L.rentals.brandFilter.label, { exact: true }).selectOption(car.brandId);
    const card = page
      .getByRole('region', { name: L.rentals.rentable.title })
      .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });
    const details = await sendBooking(page, card, customer, L.rentals);
    await expect(details).toBeHidden();

    // the pickup is the check-out: signed, numbered
    const reservation = page
      .getByRole('region', { name: L.reservations.title })
      .getByTestId('reservation-row')
      .filter({ hasText: customer });
    // its name is 'Pick Up {{car}} for {{customer}}' in the language
    await reservation
      .getByRole('button', {
        name: new RegExp(`^${literal(L.reservations.actions.pickUpFor.split('{{')[0]!)}`),
      })
      .click();
    const out = page.getByRole('dialog', { name: L.rentals.checkOut.title });
    await expect(out).toBeVisible();
    await checkScreen(page, `${language}-check-out-dialog`);
    await sign(page, out, L.rentals.inspection.signature.label);
    await out.getByRole('button', { name: L.rentals.checkOut.submit }).click();
    const number = ((await out.getByTestId('contract-number').textContent()) ?? '').match(
      /CTR-\d{4}-\d{6}/,
    )?.[0];
    expect(number).toBeTruthy();
    const contractHref = await out
      .getByRole('link')
      .filter({ hasText: /./ })
      .first()
      .getAttribute('href');
    expect(contractHref).toContain(`lang=${language}`);
    await out.getByRole('button', { name: L.common.actions.close }).last().click();

    // back 250 km later with a charge described in the customer's words
    await page.goto('/rental');
    await page.getByLabel(L.rentals.brandFilter.label, { exact: true }).selectOption(car.brandId);
    await page
      .getByRole('region', { name: L.rentals.rented.title })
      .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` })
      .getByRole('button', { name: new RegExp(literal(L.rentals.rented.returnCar)) })
      .click();
    const back = page.getByRole('dialog', { name: L.rentals.returnDialog.title });
    await back.getByLabel(L.rentals.returnDialog.newMileage).fill('12250');
    await back.getByRole('button', { name: L.rentals.returnDialog.addCharge }).click();
    const row = back.getByTestId('charge-row').last();
    await row.getByLabel(L.rentals.returnDialog.chargeDescription).fill(chargeText);
    await row.getByLabel(L.rentals.returnDialog.chargeAmount).fill('1500');
    await checkScreen(page, `${language}-return-dialog`);
    await sign(page, back, L.rentals.inspection.signature.label);
    await back.getByRole('button', { name: L.rentals.returnDialog.submit }).click();
    await expect(back.getByRole('button', { name: L.rentals.returnDialog.submit })).toBeHidden();
    await back.getByRole('button', { name: L.common.actions.close }).last().click();

    // the invoice, printed from the rental's details
    await page.goto(`/history?q=${car.plate}`);
    await page
      .getByTestId('history-row')
      .getByRole('button', { name: new RegExp(literal(L.history.row.viewDetails)) })
      .click();
    const rental = page.getByRole('dialog', { name: L.history.details.rentalTitle });
    await expect(rental).toContainText(chargeText);
    await rental.getByRole('button', { name: L.history.details.printInvoice }).click();
    const pdfLink = page.getByRole('link', { name: new RegExp(literal(L.invoices.downloadPdf)) });
    const invoiceHref = (await pdfLink.getAttribute('href')) ?? '';
    expect(invoiceHref).toContain(`lang=${language}`);

    const invoice = await readPdf(page.request, invoiceHref, testInfo.outputPath('invoice.pdf'));
    const contract = await readPdf(
      page.request,
      contractHref!,
      testInfo.outputPath('contract.pdf'),
    );
    for (const [name, text] of [
      ['invoice', invoice],
      ['contract', contract],
    ] as const) {
      expect(squeeze(text), `${name}: the customer`).toContain(squeeze(customer));
      expect(text, `${name}: the plate`).toContain(car.plate);
    }
    expect(squeeze(invoice), 'the charge as typed').toContain(squeeze(chargeText));
    expect(contract).toContain(number!);
    // the customer's Latin tag keeps its order inside the Arabic line
    expect(invoice).not.toContain([...customer.slice(-6)].reverse().join(''));
    // the documents speak the screen's language
    const words =
      language === 'ar' ? ['فاتورة', 'عقد الإيجار'] : ['Facture', 'Contrat de location'];
    expect(invoice.toLowerCase()).toContain(words[0]!.toLowerCase());
    expect(squeeze(contract).toLowerCase()).toContain(squeeze(words[1]!).toLowerCase());
  });
}

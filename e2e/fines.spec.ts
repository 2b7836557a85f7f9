import { fr } from '../apps/web/src/locales/fr/index.ts';
import { OWNER } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { getFund } from './support/fund-seed.ts';
import { rentThroughApi, seedRentableCar, tag } from './support/rentals-seed.ts';
import { DA } from './support/sales-seed.ts';

/**
 * Issue 32 §4, done when: in French, a traffic fine recorded on the car's page is matched to
 * the customer who had the car at that minute and charged on his rental; the agency's
 * payment of it moves the fund.
 */
const L = fr;
const MINUTE = 60_000;
const say = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
/** an instant as a datetime-local value in Algiers time (UTC+1 all year) */
const wallClock = (at: Date) => new Date(at.getTime() + 60 * MINUTE).toISOString().slice(0, 16);

test('in French: a fine matched to the customer who had the car, charged on his rental', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByLabel(L.auth.identifier).fill(OWNER.email);
  await page.getByLabel(L.auth.password).fill(OWNER.password);
  await page.getByRole('button', { name: L.auth.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: L.common.user.menu })).toBeVisible();

  // the car went out four minutes ago (within the pickup's grace) with a customer
  const car = await seedRentableCar(page.request);
  const start = new Date(Date.now() - 4 * MINUTE);
  const customer = await rentThroughApi(
    page.request,
    car.id,
    new Date(Date.now() + 2 * 24 * 60 * MINUTE),
    `Client ${tag()}`,
    start,
  );
  const before = await getFund(page);

  await page.goto(`/garage/${car.id}`);
  await page.getByRole('button', { name: L.fines.add }).click();
  const dialog = page.getByRole('dialog', { name: L.fines.form.title });
  // the notice's minute, two minutes into the rental
  const at = new Date(Math.ceil((start.getTime() + MINUTE) / MINUTE) * MINUTE);
  await dialog.getByLabel(L.fines.form.issuedAt).fill(wallClock(at));
  const proposal = dialog.getByTestId('fine-proposal');
  await expect(proposal).toContainText(say(L.fines.proposal.match, { name: customer }));
  await expect(proposal).toContainText(L.fines.proposal.onRental);
  await dialog.getByLabel(L.fines.form.place).fill('Alger, RN5 Bab Ezzouar');
  await dialog.getByLabel(L.fines.form.amount).fill('2000');
  await dialog.getByLabel(L.fines.form.reference).fill(`AV-${tag()}`);
  await dialog.getByRole('button', { name: L.fines.proposal.chargeCustomer }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: L.fines.title })).toContainText(
    say(L.fines.outcome.rental_charge, { name: customer }),
  );
  // the agency paid it: one charge of 2,000 DA
  const after = await getFund(page);
  expect(after.currentBalance).toBe(before.currentBalance - DA(2_000));
  expect(after.totalCharges).toBe(before.totalCharges + DA(2_000));
});

import sharp from 'sharp';
import { seedRentalCustomers } from '../apps/web/src/demo/demo-seed-data.ts';
import { fr } from '../apps/web/src/locales/fr/index.ts';
import { expect, type Locator, type Page, signIn, test } from './fixtures.ts';
import { algiersDay, openDemoIn, sendBooking } from './support/demo-steps.ts';
import { da, getFund } from './support/fund-seed.ts';
import { rentThroughApi, type SeededCar, seedRentableCar, tag } from './support/rentals-seed.ts';
import { DA } from './support/sales-seed.ts';

/**
 * Issue 32, done when: in French, an agent records a service with a photo and its cost and
 * sees the fund and the car's page move; a lapsed insurance refuses the agent's booking, and a
 * manager lets the car go with a reason; a fine is matched to the customer who had the car
 * and charged to the rental; the Fleet report shows the serviced car's costs.
 */
const L = fr;

/** a catalogue's text with its {{values}} put in */
const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
/** 'YYYY-MM-DD' as the screens write a day (dd/mm/yyyy) */
const shownDay = (day: string) => day.split('-').reverse().join('/');

const SERVICE_COST = DA(8_500);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** a staff account made by the owner, signed in in French in a context of its own */
async function staffInFrench(
  owner: Page,
  browser: import('@playwright/test').Browser,
  role: 'agent' | 'manager',
): Promise<Page> {
  const t = tag().toLowerCase();
  const email = `${role}.${t}@e2e.test`;
  const made = await owner.request.post('/api/auth/users', {
    data: { email, password: `${role}-password`, displayName: `${role} ${t}`, role },
  });
  expect(made.status(), await made.text()).toBe(201);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByLabel(L.auth.identifier).fill(email);
  await page.getByLabel(L.auth.password).fill(`${role}-password`);
  await page.getByRole('button', { name: L.auth.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: L.common.user.menu })).toBeVisible();
  return page;
}

/** sends the booking of `car` from tomorrow for a day, paid after; the customer dialog */
async function bookTomorrow(page: Page, car: SeededCar, customer: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: L.common.nav.main })
    .getByRole('link', { name: L.common.nav.rental, exact: true })
    .click();
  await page.getByLabel(L.rentals.brandFilter.label, { exact: true }).selectOption(car.brandId);
  const card = page
    .getByRole('region', { name: L.rentals.rentable.title })
    .getByRole('article', { name: `${car.brandName} ${car.modelName} ${car.plate}` });
  return sendBooking(page, card, customer, L.rentals);
}

test('in French: a service with its photo and cost, a lapsed insurance let go by a manager, a fine charged, the Fleet report', async ({
  page,
  browser,
}) => {
  // the owner makes the car, its insurance that ended yesterday, an agent and a manager
  await signIn(page);
  const car = await seedRentableCar(page.request);
  const lastDay = algiersDay(-1);
  const insurance = await page.request.post(`/api/cars/${car.id}/papers`, {
    data: { kind: 'insurance', company: 'SAA', from: algiersDay(-366), until: lastDay, cost: 0 },
  });
  expect(insurance.status(), await insurance.text()).toBe(201);
  const agent = await staffInFrench(page, browser, 'agent');
  const manager = await staffInFrench(page, browser, 'manager');

  // the agent records an oil change with its invoice's photo, paid in cash
  const before = await getFund(page);
  await agent.goto(`/garage/${car.id}`);
  await expect(agent.getByText(L.fleet.paperState.lapsed)).toBeVisible();
  await agent.getByRole('button', { name: L.fleet.services.add }).click();
  const add = agent.getByRole('dialog', { name: L.fleet.serviceForm.title });
  await add.getByLabel(L.fleet.serviceForm.type).selectOption('oil_filters');
  await add.getByLabel(L.fleet.serviceForm.odometer).fill('12500');
  await add.getByLabel(L.fleet.serviceForm.cost).fill('8500');
  await add.getByLabel(L.fleet.serviceForm.note).fill('Huile 5W30, filtre à huile et à air');
  await add.getByLabel(L.rentals.inspection.photos.add).setInputFiles({
    name: 'facture.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({
      create: { width: 1200, height: 1600, channels: 3, background: '#f4f1ea' },
    })
      .jpeg({ quality: 80 })
      .toBuffer(),
  });
  await expect(
    add.getByRole('img', { name: say(L.rentals.inspection.photos.image, { number: 1 }) }),
  ).toBeVisible();
  await add.getByRole('button', { name: L.fleet.serviceForm.submit }).click();
  await expect(add).toBeHidden();
  const log = agent.getByRole('region', { name: L.fleet.services.title });
  await expect(log).toContainText(L.fleet.serviceType.oil_filters);
  await expect(log).toContainText(da(SERVICE_COST));
  await expect(
    log.getByRole('img', { name: say(L.fleet.services.photo, { number: 1 }) }),
  ).toBeVisible();
  // the car's reminders count its oil from this service; the bell counts it among the cars
  // to look after (its insurance lapsed)
  const oil = agent
    .getByRole('region', { name: L.upkeep.reminders.title })
    .locator('[data-type="oil_filters"]');
  await expect(oil).toHaveAttribute('data-state', 'ok');
  await expect(oil).toContainText(L.upkeep.reminderState.ok);
  await expect(agent.getByTestId('fleet-alert-count')).toBeVisible();
  // the fund moved by the cost: one charge in the agent's drawer; so did the car's page
  const after = await getFund(page);
  expect(after.currentBalance).toBe(before.currentBalance - SERVICE_COST);
  expect(after.totalCharges).toBe(before.totalCharges + SERVICE_COST);
  await expect(agent.getByTestId('car-services-cost')).toContainText(da(SERVICE_COST));

  // the agent's booking past the insurance is refused, naming it; no way past it for an agent
  const refused = await bookTomorrow(agent, car, `Client ${tag()}`);
  await expect(refused.getByRole('alert')).toContainText(
    say(L.errors.details.insuranceLapsed, { until: shownDay(lastDay) }),
  );
  await expect(refused.getByTestId('lapsed-papers-override')).toHaveCount(0);
  await refused.getByRole('button', { name: L.common.actions.cancel }).click();

  // the manager lets it go with the reason, which the audit trail keeps
  const customer = `Client ${tag()}`;
  const details = await bookTomorrow(manager, car, customer);
  const override = details.getByTestId('lapsed-papers-override');
  await expect(override).toBeVisible();
  const reason = `Assurance renouvelée ce matin, attestation en route (${tag()})`;
  await override.getByLabel(L.rentals.lapsedPapers.reason).fill(reason);
  await override.getByRole('button', { name: L.rentals.lapsedPapers.confirm }).click();
  await expect(details).toBeHidden();
  await expect(
    manager.getByText(say(L.rentals.customer.reserved, { name: customer })),
  ).toBeVisible();
  const audit = await page.request.get('/api/audit?limit=50');
  expect(await audit.text()).toContain(reason);

  // a fine on another car, two minutes ago, while a customer had it: matched and charged
  const fined = await seedRentableCar(page.request);
  const driver = await rentThroughApi(
    page.request,
    fined.id,
    new Date(Date.now() + 2 * DAY),
    `Client ${tag()}`,
    new Date(Date.now() - 4 * 60_000),
  );
  const beforeFine = await getFund(page);
  await agent.goto(`/garage/${fined.id}`);
  await agent.getByRole('button', { name: L.fines.add }).click();
  const fine = agent.getByRole('dialog', { name: L.fines.form.title });
  // the minute two minutes ago on the business clock (Algiers, UTC+1)
  const at = new Date(Date.now() - 2 * 60_000 + HOUR).toISOString().slice(0, 16);
  await fine.getByLabel(L.fines.form.issuedAt).fill(at);
  await fine.getByLabel(L.fines.form.amount).fill('2000');
  await fine.getByLabel(L.fines.form.place).fill('Alger, RN11 Bab El Oued');
  await fine.getByLabel(L.fines.form.reference).fill(`PV-${tag()}`);
  await expect(fine.getByTestId('fine-proposal')).toContainText(
    say(L.fines.proposal.match, { name: driver }),
  );
  await expect(fine.getByTestId('fine-proposal')).toContainText(L.fines.proposal.onRental);
  await fine.getByRole('button', { name: L.fines.proposal.chargeCustomer }).click();
  await expect(fine).toBeHidden();
  await expect(agent.getByTestId('car-fine')).toContainText(
    say(L.fines.outcome.rental_charge, { name: driver }),
  );
  // the agency paid the authority: one charge of 2,000 DA
  const afterFine = await getFund(page);
  expect(afterFine.currentBalance).toBe(beforeFine.currentBalance - DA(2_000));
  expect(afterFine.totalCharges).toBe(beforeFine.totalCharges + DA(2_000));

  // the Fleet report, costliest first: the serviced car with its 8,500 DA
  await agent.goto('/fleet/report');
  await expect(
    agent.getByRole('heading', { name: L.carResults.report.title, level: 1 }),
  ).toBeVisible();
  await agent.getByLabel(L.carResults.report.sort).selectOption('costs');
  const serviced = agent.getByTestId('fleet-report').getByRole('row', { name: car.plate });
  await expect(serviced).toContainText(da(SERVICE_COST));
});

test('in French in the demo: the lapsed insurance found on the Fleet screen, a service, the override, a fine, the report', async ({
  page,
}) => {
  await openDemoIn(page, 'fr', L.auth.tryDemo);

  // the Fleet screen's papers filter: the car whose insurance lapsed nine days ago
  await page
    .getByRole('navigation', { name: L.common.nav.main })
    .getByRole('link', { name: L.upkeep.nav, exact: true })
    .click();
  await page.getByRole('button', { name: /^Papiers expirés ou bientôt/ }).click();
  const lapsed = page
    .getByTestId('fleet-rows')
    .getByRole('listitem')
    .filter({ hasText: L.upkeep.paperState.lapsed });
  await expect(lapsed).toHaveCount(1);
  const open = lapsed.getByRole('link');
  const label = (await open.getAttribute('aria-label')) ?? '';
  const name = label.replace(say(L.upkeep.screen.open, { car: '' }), '');
  await open.click();

  // its oil change, 3,000 DA in cash, in the service log
  await page.getByRole('button', { name: L.fleet.services.add }).click();
  const add = page.getByRole('dialog', { name: L.fleet.serviceForm.title });
  await add.getByLabel(L.fleet.serviceForm.type).selectOption('oil_filters');
  await add.getByLabel(L.fleet.serviceForm.cost).fill('3000');
  const note = `Vidange démo ${tag()}`;
  await add.getByLabel(L.fleet.serviceForm.note).fill(note);
  await add.getByRole('button', { name: L.fleet.serviceForm.submit }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('region', { name: L.fleet.services.title })).toContainText(note);

  // booked from tomorrow: refused for the insurance, let go by the demo's owner with a reason
  await page
    .getByRole('navigation', { name: L.common.nav.main })
    .getByRole('link', { name: L.common.nav.rental, exact: true })
    .click();
  const customer = `Client démo ${tag()}`;
  const details = await sendBooking(
    page,
    page.getByRole('region', { name: L.rentals.rentable.title }).getByRole('article', { name }),
    customer,
    L.rentals,
  );
  const override = details.getByTestId('lapsed-papers-override');
  await expect(override).toBeVisible();
  await override.getByLabel(L.rentals.lapsedPapers.reason).fill('Attestation reçue par e-mail');
  await override.getByRole('button', { name: L.rentals.lapsedPapers.confirm }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText(say(L.rentals.customer.reserved, { name: customer }))).toBeVisible();

  // a fine two minutes ago on the car the demo's seed has out with its third customer
  const outCard = page
    .getByRole('region', { name: L.rentals.rented.title })
    .getByRole('article')
    .filter({ hasText: seedRentalCustomers[2].name });
  const outName = (await outCard.getAttribute('aria-label')) ?? '';
  await page
    .getByRole('navigation', { name: L.common.nav.main })
    .getByRole('link', { name: L.upkeep.nav, exact: true })
    .click();
  await page.getByRole('link', { name: say(L.upkeep.screen.open, { car: outName }) }).click();
  await page.getByRole('button', { name: L.fines.add }).click();
  const fine = page.getByRole('dialog', { name: L.fines.form.title });
  await fine
    .getByLabel(L.fines.form.issuedAt)
    .fill(new Date(Date.now() - 2 * 60_000 + HOUR).toISOString().slice(0, 16));
  await fine.getByLabel(L.fines.form.amount).fill('1500');
  await fine.getByLabel(L.fines.form.place).fill('Alger, Didouche Mourad');
  await fine.getByLabel(L.fines.form.reference).fill(`PV-${tag()}`);
  await expect(fine.getByTestId('fine-proposal')).toContainText(
    say(L.fines.proposal.match, { name: seedRentalCustomers[2].name }),
  );
  await fine.getByRole('button', { name: L.fines.proposal.chargeCustomer }).click();
  await expect(fine).toBeHidden();
  await expect(page.getByTestId('car-fine').first()).toContainText(
    say(L.fines.outcome.rental_charge, { name: seedRentalCustomers[2].name }),
  );

  // the Fleet report, from this car's page, ranks the demo's ten cars
  await page.getByRole('link', { name: L.carResults.reportLink }).click();
  await expect(page.getByTestId('fleet-report').getByRole('row')).toHaveCount(11);
});

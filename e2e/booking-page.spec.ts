import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import {
  type SmtpCapture,
  startSmtpCapture,
} from '../apps/server/src/modules/booking-page/smtp-capture.ts';
import { ar } from '../apps/web/src/book/words-ar.ts';
import { fr } from '../apps/web/src/locales/fr/index.ts';
import { MAIN_PORT, OWNER } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { builtWebApp, type OwnServer, ownDatabase, ownServer } from './support/own-server.ts';
import { seedBrand, seedRentableCar } from './support/rentals-seed.ts';
import { checkScreen } from './support/screens.ts';

/**
 * Issue 34's "Done when", as one journey on a server of its own whose mails go to a real SMTP
 * server the spec starts (smtp-capture.ts): a customer on a phone, in Arabic (390 px), asks
 * for next weekend with a child seat and receives the "received" mail; the desk, in French,
 * has the Rental dashboard open and sees the request arrive (panel, header count, a beep),
 * held on the planning board; a second customer cannot take the car meanwhile; another
 * customer's request for the days after is declined with a reason, which frees the car;
 * the first is confirmed: the customer receives the mail with its .ics, the reservation is on
 * the board; a request left unanswered expires (the server started again with its clock past
 * the hold) and frees the car. The desk's screens are checked by axe in both themes.
 *
 * And the page's first load as the issue bounds it: the JavaScript it loads, gzipped, from
 * the built files (asserted under 120 kB), and its LCP on "Fast 3G" with a 4x slower CPU
 * (logged as a figure, not a timing that passes or fails).
 */
const PORT = MAIN_PORT + 26;
const JS_BOUND_BYTES = 120 * 1024;
/** the hold the desk sets (Settings), and how far the server's clock is moved to pass it */
const HOLD_HOURS = 1;
const AHEAD_HOURS = 2;

/** a phone: 390 px wide, touch, in Arabic, Chromium */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'ar-DZ',
  timezoneId: 'Africa/Algiers',
};

/** Chrome DevTools' "Fast 3G": 562.5 ms latency, 1.6 Mb/s down and 750 kb/s up at 90 % */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};

let server: OwnServer;
let smtp: SmtpCapture;
let database: string;
let dataDir: string;
let owner: APIRequestContext;
let brandName: string;
let modelName: string;
let modelId: string;
let plate: string;

/** the journey's server: its mails to the capture, enough requests an hour for the journey */
const serverOn = (extraEnv: Record<string, string> = {}) =>
  ownServer(PORT, database, {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    BOOKING_REQUESTS_PER_HOUR: '20',
    ...extraEnv,
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  builtWebApp();
  smtp = await startSmtpCapture();
  database = ownDatabase(PORT);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-booking-page-'));
  server = serverOn();
  await server.start();
  owner = await playwrightRequest.newContext({ baseURL: server.url });
  const signedIn = await owner.post('/api/auth/sign-in', {
    data: { identifier: OWNER.email, password: OWNER.password },
  });
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy();

  // a car of an economy model (5 000 DA a day), a child seat at 500 DA a day, a deposit
  const brand = await seedBrand(owner);
  const car = await seedRentableCar(owner, brand);
  brandName = car.brandName;
  modelName = car.modelName;
  modelId = brand.modelId;
  plate = car.plate;
  const put = async (path: string, data: unknown) => {
    const answer = await owner.put(path, { data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBeTruthy();
  };
  await put(`/api/price-list/models/${brand.modelId}`, { category: 'economy' });
  const off = { enabled: false, pricing: 'per_day', price: 0, max: null };
  await put('/api/price-list/extras', {
    standardDeposit: 3_000_000,
    additional_driver: { ...off, price: 100_000 },
    child_seat: { enabled: true, pricing: 'per_day', price: 50_000, max: null },
    gps: { enabled: true, pricing: 'per_day', price: 30_000, max: null },
    unlimited_km: off,
    full_insurance: { ...off, deposit: null },
    delivery: { enabled: false, places: [] },
  });
  // the owner opens the page (setBookingPageSettings); the desk sets its hold in the journey
  await put('/api/booking-page/settings', {
    enabled: true,
    categories: ['economy'],
    minNoticeHours: 2,
    maxDays: 30,
    holdHours: 2,
    address: '12 شارع ديدوش مراد، الجزائر',
    hours: 'من السبت إلى الخميس 8:00–18:00',
    terms: 'يجب أن يكون عمر السائق 21 سنة على الأقل.\nالضمان يُدفع عند الاستلام.',
  });
});
test.afterAll(async () => {
  await owner?.dispose();
  await server?.stop();
  await smtp?.close();
});

/** the files book.html loads (its script, its modulepreloads and what they import) */
function bookScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'book.html'), 'utf8');
  const waiting = [
    ...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const seen = new Set<string>();
  while (waiting.length > 0) {
    const name = waiting.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(dist, 'assets', name), 'utf8');
    // static imports only: a dynamic import() is not the first load
    for (const match of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      waiting.push(match[1]!);
    }
  }
  return [...seen];
}

/** the date (YYYY-MM-DD) of the next Saturday at least 3 days ahead, in Algiers */
function nextWeekend(): { saturday: string; sunday: string } {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(date);
  const date = new Date(Date.now() + 3 * 86_400_000);
  while (
    new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Algiers', weekday: 'short' }).format(
      date,
    ) !== 'Sat'
  ) {
    date.setTime(date.getTime() + 86_400_000);
  }
  return { saturday: day(date), sunday: day(new Date(date.getTime() + 86_400_000)) };
}

async function phone(browser: Browser) {
  const context = await browser.newContext({ ...PHONE, baseURL: server.url });
  return { context, page: await context.newPage() };
}

/** an Algiers wall-clock time of `day` (YYYY-MM-DD) as an instant (Algiers is UTC+1) */
const algiers = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`).toISOString();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a French message of the desk with its values put in */
const say = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** a customer's request through the page's public route (what the page's form sends) */
function ask(
  customers: APIRequestContext,
  period: { start: string; end: string },
  who: { name: string; phone: string; email: string },
) {
  return customers.post('/api/public/booking-requests', {
    data: {
      ...period,
      modelId,
      dailyRate: 500_000,
      extras: [],
      ...who,
      licenceNumber: `DZ-${who.phone.replace(/\D/g, '')}`,
      licenceIssuedOn: '2015-09-01',
      language: 'fr',
      acceptTerms: true,
    },
  });
}

/** the desk: the owner signed in through the sign-in screen in French, on a wide screen */
async function deskInFrench(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    timezoneId: 'Africa/Algiers',
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByLabel(fr.auth.identifier).fill(OWNER.email);
  await page.getByLabel(fr.auth.password).fill(OWNER.password);
  await page.getByRole('button', { name: fr.auth.signIn, exact: true }).click();
  await expect(page.getByRole('button', { name: fr.common.user.menu })).toBeVisible();
  return page;
}

test('the first load on a phone: its JavaScript gzipped (under 120 kB) and its LCP on Fast 3G with a 4x slower CPU', async ({
  browser,
}, testInfo) => {
  const dist = builtWebApp();
  const scripts = bookScripts(dist);
  expect(scripts.length).toBeGreaterThan(0);
  // none of the staff app: not its entry, not its router, i18n or schema chunks
  expect(scripts.filter((name) => /^(index|main|i18next|zod|button)-/.test(name))).toEqual([]);
  // nor react-dom: the page runs on Preact's compatible runtime (apps/web/book-preact-plugin.ts)
  expect(
    scripts.filter((name) =>
      readFileSync(join(dist, 'assets', name), 'utf8').includes('__CLIENT_INTERNALS_DO_NOT_USE'),
    ),
  ).toEqual([]);
  const gzipped = scripts.reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(dist, 'assets', name)), { level: 9 }).length,
    0,
  );
  // the server sends the build's compressed twins: each is its file, byte for byte
  for (const name of scripts) {
    const file = readFileSync(join(dist, 'assets', name));
    if (file.length < 1024) continue;
    expect(gunzipSync(readFileSync(join(dist, 'assets', `${name}.gz`))).equals(file), name).toBe(
      true,
    );
  }
  const raw = scripts.reduce(
    (sum, name) => sum + readFileSync(join(dist, 'assets', name)).length,
    0,
  );

  const { context, page } = await phone(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scriptRequests = new Set<string>();
  let transferred = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scriptRequests.has(event.requestId)) transferred += event.encodedDataLength;
  });

  await page.goto('/book', { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: ar.period.search })).toBeVisible({
    timeout: 30_000,
  });
  const lcp = await page.evaluate(
    () =>
      new Promise<{ at: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
          const last = entries[entries.length - 1]!;
          resolve({
            at: Math.round(last.startTime),
            element: `${last.element?.tagName.toLowerCase() ?? '?'} "${(last.element?.textContent ?? '').slice(0, 40)}"`,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const timeline = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
      ...performance.getEntriesByType('paint'),
    ]
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        const name = entry.name.replace(/^https?:\/\/[^/]+/, '');
        return `${name} ${Math.round(entry.startTime)}–${Math.round(timing.responseEnd ?? entry.startTime)}`;
      })
      .join('; '),
  );
  console.log(`booking page first load, timeline (ms): ${timeline}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();

  const kB = (bytes: number) => (bytes / 1024).toFixed(1);
  const figure = `booking page first load (390 px, ar, Fast 3G, CPU 4x): JavaScript ${kB(gzipped)} kB gzip (${kB(raw)} kB raw, ${scripts.length} files, ${kB(transferred)} kB transferred); LCP ${lcp.at} ms (${lcp.element})`;
  console.log(figure);
  testInfo.annotations.push({ type: 'figure', description: figure });
  expect(gzipped, `the page's JavaScript, gzipped: ${kB(gzipped)} kB`).toBeLessThan(JS_BOUND_BYTES);
});

test('issue 34 done: a phone in Arabic asks, the desk in French sees it live and confirms, the mails arrive, the car is held, a decline and an expiry free it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const began = Date.now();
  /** the time each part took, logged at the end */
  const laps: string[] = [];
  let lapStart = began;
  const lap = (name: string) => {
    laps.push(`${name} ${((Date.now() - lapStart) / 1000).toFixed(1)} s`);
    lapStart = Date.now();
  };
  const D = fr.bookingDesk;
  const car = `${brandName} ${modelName}`;
  const customers = await playwrightRequest.newContext({ baseURL: server.url });

  // the desk, in French: Settings → Booking page (open, economy), the hold set to an hour
  const desk = await deskInFrench(browser);
  lap('desk signed in');
  await desk.goto('/settings');
  const settings = desk.getByRole('region', { name: D.settings.title });
  await expect(settings.getByTestId('booking-page-link')).toHaveText(`${server.url}/book`);
  await expect(settings.getByLabel(D.settings.enabled)).toBeChecked();
  await expect(settings.getByLabel(fr.pricing.category.economy)).toBeChecked();
  await settings.getByLabel(D.settings.holdHours).fill('0');
  await settings.getByRole('button', { name: D.settings.save }).click();
  await expect(settings.getByLabel(D.settings.holdHours)).toHaveAccessibleDescription(
    say(D.settings.wholeNumber, { min: 1, max: 72 }),
  );
  await settings.getByLabel(D.settings.holdHours).fill(String(HOLD_HOURS));
  await settings.getByRole('button', { name: D.settings.save }).click();
  await expect(desk.getByText(D.settings.saved)).toBeVisible();
  await checkScreen(desk, 'settings-booking-page');

  // the desk waits on the Rental dashboard: no request yet; a touch lets the page beep
  await desk.goto('/rental');
  await desk.getByRole('heading', { level: 1 }).first().click();
  const bell = desk.getByTestId('booking-requests-bell');
  await expect(bell).toHaveCount(0);

  lap('settings');
  // the customer, on a phone in Arabic: next weekend, the free offer, a child seat, the form
  const { context: phoneContext, page } = await phone(browser);
  await page.goto('/book');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.title })).toBeVisible();
  const { saturday, sunday } = nextWeekend();
  await page.getByLabel(ar.period.pickupDate).fill(saturday);
  await page.getByLabel(ar.period.pickupTime).fill('10:00');
  await page.getByLabel(ar.period.returnDate).fill(sunday);
  await page.getByLabel(ar.period.returnTime).fill('18:00');
  await page.getByRole('button', { name: ar.period.search }).click();

  // one car free: 2 days at 5 000 DA, the deposit 30 000 DA
  const offer = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: car }) });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('متاحة: 1');
  await expect(offer).toContainText(/10[\s\u202f\u00a0]?000 DA/);
  await expect(offer).toContainText(/30[\s\u202f\u00a0]?000 DA/);
  await offer.getByRole('button', { name: `${ar.offers.choose}: ${car}` }).click();
  await expect(offer.getByRole('button', { name: `${ar.offers.chosen}: ${car}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // a child seat: 2 days at 500 DA; the total 11 000 DA
  await page.getByLabel(ar.extras.name.child_seat).check();
  const total = page.locator('dl div').filter({ hasText: ar.summary.total }).first();
  await expect(total).toContainText(/11[\s\u202f\u00a0]?000 DA/);

  const yacine = { name: 'ياسين بن علي', email: 'yacine@example.dz' };
  await page.getByLabel(ar.details.name).fill(yacine.name);
  await page.getByLabel(ar.details.phone).fill('0550 12 34 56');
  await page.getByLabel(ar.details.email).fill(yacine.email);
  await page.getByLabel(ar.details.licenceNumber).fill('DZ-778899');
  await page.getByLabel(ar.details.licenceIssuedOn).fill('2016-03-14');
  // the agency's terms are shown; the honeypot is nobody's to fill
  await expect(page.getByRole('region', { name: ar.details.terms })).toContainText('21 سنة');
  await expect(page.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  await page.getByLabel(ar.details.acceptTerms).check();
  await checkScreen(page, 'booking-page-form-ar');
  await page.getByRole('button', { name: ar.details.send }).click();

  await expect(page).toHaveURL(/\/book\/status\/[A-Za-z0-9_-]{20,64}\?lang=ar$/);
  const token = /\/book\/status\/([A-Za-z0-9_-]+)/.exec(page.url())![1]!;
  await expect(page.getByText(ar.status.state.requested)).toBeVisible();
  await expect(page.getByText(car)).toBeVisible();
  await expect(page.getByText(`${ar.extras.name.child_seat} × 1`)).toBeVisible();
  await expect(page.getByText(/12 شارع ديدوش مراد/)).toBeVisible();
  await expect(page.getByRole('button', { name: ar.status.cancel })).toBeVisible();
  await checkScreen(page, 'booking-page-status-ar');

  // the "received" mail, in Arabic, with the link to the status page
  await expect.poll(() => smtp.to(yacine.email).length).toBe(1);
  const received = smtp.to(yacine.email)[0]!;
  expect(received.subject).toBe(`استلمنا طلبك: ${car}`);
  expect(received.text).toContain(`مرحبًا ${yacine.name}`);
  expect(received.text).toContain(`/book/status/${token}`);

  lap('customer on the phone');
  // the desk sees it arrive: the panel's card, the header's count, a beep
  const card = (name: string) =>
    desk.getByRole('article', { name: new RegExp(`^${literal(name)}:`) });
  await expect(card(yacine.name)).toContainText(plate);
  await expect(card(yacine.name).getByTestId('request-hold')).toContainText('encore');
  await expect(bell).toHaveAccessibleName(say(D.requests.bell, { count: 1 }));
  await expect(bell).toHaveAttribute('data-chimes', '1');

  // a second customer cannot take the car meanwhile: no offer, and asking answers unavailable
  const weekend = { start: algiers(saturday, '10:00'), end: algiers(sunday, '18:00') };
  const free = await customers.get(
    `/api/public/availability?start=${encodeURIComponent(weekend.start)}&end=${encodeURIComponent(weekend.end)}`,
  );
  expect(free.ok(), await free.text()).toBeTruthy();
  expect(((await free.json()) as { offers: unknown[] }).offers).toEqual([]);
  const second = await ask(customers, weekend, {
    name: 'Karim Haddad',
    phone: '0661 00 11 22',
    email: 'karim@example.dz',
  });
  expect(second.status(), await second.text()).toBe(409);
  expect(await second.text()).toContain('car_unavailable');

  // another customer asks for the same car on the Monday and Tuesday after
  const monday = new Date(`${sunday}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() + 1);
  const tuesday = new Date(monday.getTime() + 86_400_000);
  const afterWeekend = {
    start: algiers(monday.toISOString().slice(0, 10), '10:00'),
    end: algiers(tuesday.toISOString().slice(0, 10), '10:00'),
  };
  const nadia = { name: 'Nadia Benali', phone: '0770 33 44 55', email: 'nadia@example.dz' };
  const asked = await ask(customers, afterWeekend, nadia);
  expect(asked.status(), await asked.text()).toBe(201);
  await expect(card(nadia.name)).toBeVisible();
  await expect(bell).toHaveAccessibleName(say(D.requests.bell, { count: 2 }));
  await checkScreen(desk, 'rental-booking-requests');

  lap('desk live, second customer, another request');
  // the board: the weekend held as "requested (booking page)" for the first customer
  await desk.getByRole('link', { name: fr.board.link, exact: true }).click();
  /** the customer's bar on the car's row: its name starts as the French board words it */
  const barName = (name: string, state = '') =>
    say(fr.board.bar.split('{{period}}')[0]!, { customer: name, state });
  const barOf = (name: string) =>
    desk
      .getByTestId('board-row')
      .filter({ hasText: plate })
      .locator(`[data-testid="board-bar"][aria-label^="${barName(name).split(',')[0]}"]`);
  const held = barOf(yacine.name);
  await expect(held).toHaveAttribute('data-kind', 'request');
  await expect(held).toHaveAttribute('data-state', 'requested');
  await expect(held).toHaveAccessibleName(
    new RegExp(`^${literal(barName(yacine.name, fr.board.states.requested))}`),
  );
  await checkScreen(desk, 'planning-board-requested');
  await held.click();
  await desk
    .getByRole('dialog', { name: fr.board.request.title })
    .getByRole('link', { name: fr.board.request.open })
    .click();

  lap('board');
  // Nadia's declined, with the reason the form requires; she receives it
  await card(nadia.name)
    .getByRole('button', {
      name: new RegExp(`^${literal(say(D.requests.declineFor, { name: nadia.name, car: '' }))}`),
    })
    .click();
  const decline = desk.getByRole('dialog', { name: D.requests.declineTitle });
  await decline.getByRole('button', { name: D.requests.declineSubmit, exact: true }).click();
  await expect(decline.getByLabel(D.requests.reason)).toHaveAccessibleDescription(
    D.requests.reasonRequired,
  );
  const reason = 'La voiture est en révision ces jours-là.';
  await decline.getByLabel(D.requests.reason).fill(reason);
  await checkScreen(desk, 'decline-booking-request');
  await decline.getByRole('button', { name: D.requests.declineSubmit, exact: true }).click();
  await expect(decline).toBeHidden();
  await expect(card(nadia.name)).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(say(D.requests.bell, { count: 1 }));
  await expect.poll(() => smtp.to(nadia.email).length).toBe(2);
  const declined = smtp.to(nadia.email)[1]!;
  expect(declined.subject).toBe(`Votre demande n’a pas pu être acceptée : ${car}`);
  expect(declined.text).toContain(reason);

  // the decline freed the car: a third customer's request for those days holds it
  const omar = { name: 'Omar Saidi', phone: '0555 66 77 88', email: 'omar@example.dz' };
  const omarAsked = await ask(customers, afterWeekend, omar);
  expect(omarAsked.status(), await omarAsked.text()).toBe(201);
  const omarToken = ((await omarAsked.json()) as { token: string }).token;
  await expect(card(omar.name)).toBeVisible();

  lap('decline');
  // the desk confirms the first: a reservation; the customer's mail with its calendar file
  await card(yacine.name)
    .getByRole('button', {
      name: new RegExp(`^${literal(say(D.requests.confirmFor, { name: yacine.name, car: '' }))}`),
    })
    .click();
  await expect(desk.getByText(say(D.requests.confirmed, { name: yacine.name }))).toBeVisible();
  await expect(card(yacine.name)).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(say(D.requests.bell, { count: 1 }));
  await expect(desk.getByTestId('reservation-row').filter({ hasText: yacine.name })).toContainText(
    plate,
  );
  await expect.poll(() => smtp.to(yacine.email).length).toBe(2);
  const confirmed = smtp.to(yacine.email)[1]!;
  expect(confirmed.subject).toBe(`تم تأكيد حجزك: ${car}`);
  expect(confirmed.text).toContain('12 شارع ديدوش مراد');
  expect(confirmed.attachments.map((file) => file.filename)).toEqual(['booking.ics']);
  const ics = (instant: string) => `${instant.replace(/[-:]/g, '').slice(0, 15)}Z`;
  expect(confirmed.attachments[0]!.content).toContain(`DTSTART:${ics(weekend.start)}`);
  expect(confirmed.attachments[0]!.content).toContain(`DTEND:${ics(weekend.end)}`);
  await page.reload();
  await expect(page.getByText(ar.status.state.confirmed, { exact: true })).toBeVisible();

  // on the board: the weekend is the customer's reservation
  await desk.getByRole('link', { name: fr.board.link, exact: true }).click();
  const reserved = barOf(yacine.name);
  await expect(reserved).toHaveAttribute('data-kind', 'booking');
  await expect(reserved).toHaveAttribute('data-state', 'reserved');
  await phoneContext.close();
  await desk.context().close();

  lap('confirm');
  // nobody answers Omar: the server's clock passes his hold; his request has expired and the
  // car is free again for a fourth customer
  await server.stop();
  server = serverOn({ CLOCK_AHEAD_HOURS: String(AHEAD_HOURS) });
  await server.start();
  const status = await customers.get(`/api/public/booking-requests/${omarToken}`);
  expect(status.ok(), await status.text()).toBeTruthy();
  expect(((await status.json()) as { state: string }).state).toBe('expired');
  const lina = { name: 'Lina Meziane', phone: '0660 99 88 77', email: 'lina@example.dz' };
  const linaAsked = await ask(customers, afterWeekend, lina);
  expect(linaAsked.status(), await linaAsked.text()).toBe(201);
  await customers.dispose();
  lap('expiry (server restarted)');
  console.log(
    `booking page journey (issue 34 done): ${((Date.now() - began) / 1000).toFixed(1)} s (${laps.join(', ')})`,
  );
});

import { formatDA } from '@car-rental/domain/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, bookingRequests, customers, rentals } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEFORE_SUMMER, DA, economyCar, setPriceList } from '../pricing/pricing.fixtures.ts';
import { A_WEEK, OPEN_PAGE, START } from './booking-page.fixtures.ts';
import { REQUEST_LIMITS } from './create-booking-request.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';

// Issue 34 (decision 0048), through real HTTP and a real SMTP server: a customer, signed out,
// asks for an offer of the booking page; the request holds one of its cars (a desk booking and
// a second customer are refused) until the desk confirms it (a reservation at its kept quote),
// declines it, the customer cancels it or its hold time passes. The customer is mailed at each
// step, in their language; the limits keep a spam run out.

let server: TestServer;
let smtp: SmtpCapture;
let owner: Client;
let manager: Client;
let agent: Client;
let anonymous: Client;

const HOUR = 3_600_000;
const page = OPEN_PAGE;
const week = A_WEEK;

let counter = 0;
/** a client address of its own per customer: the limits count by address */
const from = (address: string) => ({ 'x-forwarded-for': address });
const nextAddress = () => `10.0.${Math.floor(++counter / 200)}.${counter % 200}`;

function form(
  offer: { modelId: string; dailyRate: number },
  overrides: Record<string, unknown> = {},
) {
  counter += 1;
  return {
    ...week,
    modelId: offer.modelId,
    dailyRate: offer.dailyRate,
    extras: [{ code: 'child_seat', quantity: 1 }],
    name: 'Yasmine Haddad',
    phone: `+213 661 00 ${String(counter).padStart(4, '0')}`,
    email: `yasmine${counter}@example.dz`,
    licenceNumber: `LIC-${counter}`,
    licenceIssuedOn: '2015-04-02',
    language: 'fr',
    acceptTerms: true,
    ...overrides,
  };
}

const ask = (body: unknown, address = nextAddress()) =>
  anonymous.post('/api/public/booking-requests', body, from(address));

async function requestRows() {
  return server.database.db.select().from(bookingRequests);
}

const captureSettings = () => ({
  enabled: true,
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  user: '',
  from: 'Agence <reservations@agence.dz>',
});
/** the owner sets the SMTP server of the customers' mails in Settings */
async function setMail(settings: object) {
  const res = await owner.put('/api/settings/mail', settings);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ now: START, env: { TRUST_PROXY: '127.0.0.1' } });
  owner = await server.signedIn();
  manager = await server.signedInAs('manager', 'Meriem');
  agent = await server.signedInAs('agent', 'Amina');
  anonymous = server.anonymous();
  await setPriceList(owner);
  expect((await owner.put('/api/booking-page/settings', page)).status).toBe(200);
  // the owner's SMTP server: every mail of the requests goes to the capture
  await setMail(captureSettings());
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
beforeEach(() => {
  server.clock.set(START);
});

/** a model with `count` economy cars at 5,000 DA a day: one offer */
async function offerOf(count: number) {
  const first = await economyCar(owner, server.database.db);
  const cars = [first];
  for (let i = 1; i < count; i++) {
    cars.push(
      await insertCar(server.database.db, {
        dailyRate: DA(5_000),
        brandId: first.brandId,
        modelId: first.modelId,
      }),
    );
  }
  cars.sort((a, b) => a.id.localeCompare(b.id));
  return { modelId: first.modelId, dailyRate: DA(5_000), cars };
}

const deskBooking = (carId: string) =>
  agent.post(`/api/cars/${carId}/rent`, {
    ...week,
    customer: {
      name: 'Walk In',
      contact: '0555 00 00 01',
      email: 'walkin@example.dz',
      license: `WALK-${Math.random()}`,
      paymentType: 'after',
    },
  });

const offered = async (offer: { modelId: string }) => {
  const res = await anonymous.get(`/api/public/availability?start=${week.start}&end=${week.end}`);
  return res.body.offers.find((one: { modelId: string }) => one.modelId === offer.modelId);
};

describe('a request holds its car', () => {
  it('is made signed out, holds the first free car, and mails the customer in their language', async () => {
    const offer = await offerOf(1);
    const body = form(offer);
    const announced: string[][] = [];
    const stop = server.events.subscribe((event) => announced.push(event.topics));
    const made = await ask(body);
    stop();
    // the desk's screens hear of it (the bell, the Rental dashboard, the board), then of its mail
    expect(announced).toEqual([['rentals', 'cars'], ['rentals']]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    // 4 days at 5,000 and 3 summer days at 6,000, -10 % for 7 days; a child seat 7 x 300
    expect(made.body.request).toMatchObject({
      state: 'requested',
      modelName: 'Clio',
      category: 'economy',
      canCancel: true,
      language: 'fr',
      address: page.address,
      holdUntil: new Date(START.getTime() + 2 * HOUR).toISOString(),
      quote: { total: DA(34_200 + 2_100), due: DA(36_300), deposit: DA(30_000) },
    });
    const answer = JSON.stringify(made.body);
    for (const hidden of [offer.cars[0]!.id, offer.cars[0]!.plate ?? 'none']) {
      expect(answer).not.toContain(hidden);
    }
    const [row] = (await requestRows()).filter((one) => one.email === body.email);
    expect(row).toMatchObject({ carId: offer.cars[0]!.id, state: 'requested', mail: 'sent' });
    expect(row!.tokenHash).not.toContain(made.body.token);
    // the "received" mail, in French, with the link of the status page
    const [mail] = smtp.to(body.email);
    expect(mail!.subject).toBe(
      `Nous avons reçu votre demande : ${made.body.request.brandName} Clio`,
    );
    expect(mail!.text).toContain('Bonjour Yasmine Haddad');
    expect(mail!.text).toContain(`/book/status/${made.body.token}`);
    expect(mail!.text).toContain(`Prix : ${formatDA(DA(36_300))}`);
    expect(mail!.text).toContain('du dimanche 27 juin 2027 à 10:00');
    // the status page shows it to the token's holder
    const status = await anonymous.get(`/api/public/booking-requests/${made.body.token}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual(made.body.request);
  });

  it('refuses a desk booking and a second request over the held period, and hides the car from the page', async () => {
    const offer = await offerOf(1);
    expect((await ask(form(offer))).status).toBe(201);
    const desk = await deskBooking(offer.cars[0]!.id);
    expect(desk.status).toBe(409);
    expect(desk.body).toMatchObject({ code: 'booking_conflict' });
    expect(desk.body.fields[0]).toMatchObject({
      path: 'body.start',
      key: 'details.bookingRequestHeld',
    });
    // a blocked period over it too
    const block = await agent.post(`/api/cars/${offer.cars[0]!.id}/blocks`, {
      ...week,
      kind: 'repair',
    });
    expect(block.status).toBe(409);
    const second = await ask(form(offer));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'car_unavailable', key: 'details.carUnavailable' });
    expect(await offered(offer)).toBeUndefined();
  });

  it('lets one of 10 customers and 10 desk bookings racing for the one car of an offer have it', async () => {
    const offer = await offerOf(1);
    const carId = offer.cars[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? ask(form(offer)) : deskBooking(carId))),
    );
    const won = answers.filter((answer) => answer.status === 201);
    expect(won, JSON.stringify(answers.map((answer) => answer.status))).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const held = (await requestRows()).filter((row) => row.carId === carId);
    const booked = await server.database.db.select().from(rentals).where(eq(rentals.carId, carId));
    expect(held.length + booked.length).toBe(1);
  });

  it('takes the next free car of the offer by id when the first is held', async () => {
    const offer = await offerOf(2);
    const first = await ask(form(offer));
    const second = await ask(form(offer));
    expect([first.status, second.status]).toEqual([201, 201]);
    const rows = (await requestRows()).filter((row) =>
      offer.cars.some((car) => car.id === row.carId),
    );
    expect(rows.map((row) => row.carId).sort()).toEqual(offer.cars.map((car) => car.id));
  });

  it('shows a live request on the planning board as requested', async () => {
    const offer = await offerOf(1);
    const made = await ask(form(offer, { name: 'Nadia Board' }));
    expect(made.status).toBe(201);
    const board = await agent.get(`/api/rentals/board?from=2027-06-26&days=10&limit=100`);
    expect(board.status).toBe(200);
    const row = board.body.items.find(
      (item: { carId: string }) => item.carId === offer.cars[0]!.id,
    );
    expect(row.bars).toEqual([
      expect.objectContaining({
        kind: 'request',
        state: 'requested',
        label: 'Nadia Board',
        ...week,
      }),
    ]);
  });
});

describe('the desk answers', () => {
  it('lists the live requests to an agent, oldest first, and to nobody signed out', async () => {
    const offer = await offerOf(2);
    const a = form(offer);
    const b = form(offer);
    await ask(a);
    server.clock.advance(60_000);
    await ask(b);
    const list = await agent.get('/api/booking-requests');
    expect(list.status).toBe(200);
    const mine = list.body.items.filter((item: { modelName: string; carId: string }) =>
      offer.cars.some((car) => car.id === item.carId),
    );
    expect(mine.map((item: { email: string }) => item.email)).toEqual([a.email, b.email]);
    expect(mine[0]).toMatchObject({
      state: 'requested',
      name: a.name,
      phone: a.phone,
      licenceNumber: a.licenceNumber,
      extras: [{ code: 'child_seat', quantity: 1 }],
      due: DA(36_300),
      deposit: DA(30_000),
      knownCustomerId: null,
      doNotRent: false,
      mail: 'sent',
      rentalId: null,
    });
    expect((await anonymous.get('/api/booking-requests')).status).toBe(401);
    const id = mine[0].id;
    expect((await anonymous.post(`/api/booking-requests/${id}/confirm`, {})).status).toBe(401);
    expect(
      (await anonymous.post(`/api/booking-requests/${id}/decline`, { reason: 'Non' })).status,
    ).toBe(401);
  });

  it('confirms: a reservation at the kept quote, paid after, the customer filed, a mail with a calendar file', async () => {
    const offer = await offerOf(1);
    const body = form(offer, { language: 'en', name: 'Omar Kaci' });
    const made = await ask(body);
    const [row] = (await requestRows()).filter((one) => one.email === body.email);
    // the price list changes meanwhile: the reservation keeps what the customer was shown
    await owner.put('/api/price-list/categories/economy', {
      seasons: [],
      tiers: [],
      weekend: null,
    });
    const confirmed = await agent.post(`/api/booking-requests/${row!.id}/confirm`, {});
    await setPriceList(owner);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ state: 'confirmed', mail: 'sent' });
    const [rental] = await server.database.db
      .select()
      .from(rentals)
      .where(eq(rentals.id, confirmed.body.rentalId));
    expect(rental).toMatchObject({
      carId: offer.cars[0]!.id,
      state: 'reserved',
      paymentType: 'after',
      advancePaid: 0,
      customerName: 'Omar Kaci',
      customerId: confirmed.body.customerId,
      startAt: new Date(week.start),
      endAt: new Date(week.end),
    });
    expect(rental!.quote!.due).toBe(DA(36_300));
    expect(rental!.extras).toEqual([expect.objectContaining({ code: 'child_seat', quantity: 1 })]);
    const [customer] = await server.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, confirmed.body.customerId));
    expect(customer).toMatchObject({
      fullName: 'Omar Kaci',
      licenceNumber: body.licenceNumber,
      licenceIssuedOn: '2015-04-02',
      phone: body.phone,
      email: body.email,
    });
    // the customer's mail: the reservation, the address and hours, what to bring, a calendar
    const mails = smtp.to(body.email);
    expect(mails.map((mail) => mail.subject.split(':')[0])).toEqual([
      'We received your request',
      'Your booking is confirmed',
    ]);
    const mail = mails[1]!;
    expect(mail.text).toContain(page.address);
    expect(mail.text).toContain(page.hours);
    expect(mail.text).toContain('driving licence');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('booking.ics');
    expect(mail.attachments[0]!.content).toContain('DTSTART:20270627T090000Z');
    expect(mail.attachments[0]!.content).toContain('DTEND:20270704T090000Z');
    // answered once: a second confirm or a decline is refused
    const again = await agent.post(`/api/booking-requests/${row!.id}/confirm`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('booking_request_closed');
    const decline = await agent.post(`/api/booking-requests/${row!.id}/decline`, { reason: 'x' });
    expect(decline.status).toBe(409);
    // the status page, and the customer's cancel before the pickup cancels the reservation
    const status = await anonymous.get(`/api/public/booking-requests/${made.body.token}`);
    expect(status.body).toMatchObject({ state: 'confirmed', canCancel: true });
    const cancelled = await anonymous.post(
      `/api/public/booking-requests/${made.body.token}/cancel`,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', canCancel: false });
    const [after] = await server.database.db
      .select()
      .from(rentals)
      .where(eq(rentals.id, confirmed.body.rentalId));
    expect(after).toMatchObject({ state: 'cancelled' });
    expect((await deskBooking(offer.cars[0]!.id)).status).toBe(201);
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row!.id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(
      ['cancelPublicBookingRequest', 'confirmBookingRequest', 'createBookingRequest'].sort(),
    );
  });

  it('declines with a reason: the car is free again and the customer is told why', async () => {
    const offer = await offerOf(1);
    const body = form(offer, { language: 'ar' });
    const made = await ask(body);
    const [row] = (await requestRows()).filter((one) => one.email === body.email);
    const blank = await agent.post(`/api/booking-requests/${row!.id}/decline`, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields[0]).toMatchObject({
      path: 'body.reason',
      key: 'fields.declineReasonRequired',
    });
    const declined = await agent.post(`/api/booking-requests/${row!.id}/decline`, {
      reason: 'La voiture est en révision',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      state: 'declined',
      reason: 'La voiture est en révision',
    });
    const mail = smtp.to(body.email).at(-1)!;
    expect(mail.subject).toContain('تعذر قبول طلبك');
    expect(mail.text).toContain('La voiture est en révision');
    const status = await anonymous.get(`/api/public/booking-requests/${made.body.token}`);
    expect(status.body).toMatchObject({ state: 'declined', reason: 'La voiture est en révision' });
    expect(await offered(offer)).toMatchObject({ free: 1 });
    expect((await ask(form(offer))).status).toBe(201);
    // a declined request cannot be cancelled any more
    const cancel = await anonymous.post(`/api/public/booking-requests/${made.body.token}/cancel`);
    expect(cancel.status).toBe(409);
  });

  it('expires unanswered at its hold time: the car is free and the request cannot be confirmed', async () => {
    const offer = await offerOf(1);
    const body = form(offer);
    const made = await ask(body);
    const [row] = (await requestRows()).filter((one) => one.email === body.email);
    server.clock.advance(2 * HOUR);
    expect(await offered(offer)).toMatchObject({ free: 1 });
    const status = await anonymous.get(`/api/public/booking-requests/${made.body.token}`);
    expect(status.body).toMatchObject({ state: 'expired', canCancel: false });
    const confirm = await agent.post(`/api/booking-requests/${row!.id}/confirm`, {});
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('booking_request_closed');
    const list = await agent.get('/api/booking-requests?show=all');
    expect(list.body.items.find((item: { id: string }) => item.id === row!.id).state).toBe(
      'expired',
    );
    const [written] = await server.database.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, row!.id));
    expect(written!.state).toBe('expired');
    expect((await deskBooking(offer.cars[0]!.id)).status).toBe(201);
  });

  it('refuses a customer on "Do not rent" unless a manager overrides it', async () => {
    const offer = await offerOf(1);
    const body = form(offer);
    const flagged = await agent.post('/api/customers', {
      fullName: 'Yasmine Haddad',
      phone: '0770 11 22 33',
      licenceNumber: body.licenceNumber,
    });
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(201);
    await agent.put(`/api/customers/${flagged.body.id}/do-not-rent`, {
      doNotRent: true,
      reason: 'Unpaid',
    });
    await ask(body);
    const [row] = (await requestRows()).filter((one) => one.email === body.email);
    const listed = await agent.get('/api/booking-requests');
    expect(listed.body.items.find((item: { id: string }) => item.id === row!.id)).toMatchObject({
      knownCustomerId: flagged.body.id,
      doNotRent: true,
    });
    const refused = await agent.post(`/api/booking-requests/${row!.id}/confirm`, {
      overrideDoNotRent: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('customer_do_not_rent');
    const [still] = await server.database.db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, row!.id));
    expect(still).toMatchObject({ state: 'requested', rentalId: null });
    const confirmed = await manager.post(`/api/booking-requests/${row!.id}/confirm`, {
      overrideDoNotRent: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.customerId).toBe(flagged.body.id);
  });
});

describe('the mail', () => {
  it('keeps "failed" on the request when the SMTP server cannot be reached, and the request stands', async () => {
    const offer = await offerOf(1);
    // nothing listens on port 9 (discard) here
    await setMail({ ...captureSettings(), port: 9 });
    const body = form(offer);
    const made = await ask(body);
    await setMail(captureSettings());
    expect(made.status).toBe(201);
    const [row] = (await requestRows()).filter((one) => one.email === body.email);
    expect(row).toMatchObject({ state: 'requested', mail: 'failed' });
    const listed = await agent.get('/api/booking-requests');
    expect(listed.body.items.find((item: { id: string }) => item.id === row!.id).mail).toBe(
      'failed',
    );
    expect(smtp.to(body.email)).toEqual([]);
  });
});

describe('the mail settings', () => {
  it('are the owner’s: the password is written, never read back, nor audited', async () => {
    const secret = 'smtp-password-1234';
    const saved = await setMail({ ...captureSettings(), user: 'agence', password: secret });
    expect(saved.body).toEqual({
      enabled: true,
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'agence',
      from: 'Agence <reservations@agence.dz>',
      passwordSet: true,
    });
    // a change without the password keeps it
    const kept = await setMail({ ...captureSettings(), user: 'agence' });
    expect(kept.body.passwordSet).toBe(true);
    const read = await owner.get('/api/settings/mail');
    expect(JSON.stringify(read.body)).not.toContain(secret);
    const audited = await server.database.db.select().from(auditLog);
    expect(JSON.stringify(audited)).not.toContain(secret);
    expect((await manager.get('/api/settings/mail')).status).toBe(403);
    expect((await agent.put('/api/settings/mail', captureSettings())).status).toBe(403);
    expect((await anonymous.get('/api/settings/mail')).status).toBe(401);
    for (const [change, path] of [
      [{ host: '' }, 'body.host'],
      [{ port: 70_000 }, 'body.port'],
      [{ from: 'nobody' }, 'body.from'],
      [{ password: 'x'.repeat(201) }, 'body.password'],
    ] as const) {
      const refused = await owner.put('/api/settings/mail', { ...captureSettings(), ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
    expect((await owner.get('/api/settings/mail')).body).toEqual(kept.body);
    await setMail({ ...captureSettings(), password: '' });
  });

  it('turned off, the mails go through the server’s own mailer (SMTP_URL), not the set server', async () => {
    await setMail({ ...captureSettings(), enabled: false });
    const offer = await offerOf(1);
    const body = form(offer);
    const made = await ask(body);
    await setMail(captureSettings());
    expect(made.status).toBe(201);
    expect(smtp.to(body.email)).toEqual([]);
    // the test server's mailer stands for SMTP_URL: it kept the mail
    expect(server.mailer.sent.filter((mail) => mail.to === body.email)).toHaveLength(1);
  });
});

describe('the customer’s link', () => {
  it('answers only its own request: another token sees and cancels nothing of it', async () => {
    const offer = await offerOf(2);
    const mine = await ask(form(offer, { name: 'Ali Mine' }));
    const theirs = await ask(form(offer, { name: 'Sara Theirs' }));
    const seen = await anonymous.get(`/api/public/booking-requests/${theirs.body.token}`);
    expect(JSON.stringify(seen.body)).not.toContain('Ali Mine');
    expect(JSON.stringify(seen.body)).not.toContain('Sara Theirs');
    const unknown = await anonymous.get(`/api/public/booking-requests/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(
      (await anonymous.post(`/api/public/booking-requests/${'x'.repeat(43)}/cancel`)).status,
    ).toBe(404);
    const cancelled = await anonymous.post(
      `/api/public/booking-requests/${theirs.body.token}/cancel`,
    );
    expect(cancelled.body.state).toBe('cancelled');
    const still = await anonymous.get(`/api/public/booking-requests/${mine.body.token}`);
    expect(still.body.state).toBe('requested');
    // a cancelled request frees its car
    expect(await offered(offer)).toMatchObject({ free: 1 });
  });

  it('cannot cancel after the pickup time', async () => {
    const offer = await offerOf(1);
    const made = await ask(form(offer));
    const [row] = (await requestRows()).filter((one) => one.carId === offer.cars[0]!.id);
    await agent.post(`/api/booking-requests/${row!.id}/confirm`, {});
    server.clock.set(new Date(BEFORE_SUMMER.getTime() + HOUR));
    const late = await anonymous.post(`/api/public/booking-requests/${made.body.token}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.key).toBe('details.bookingRequestStarted');
  });
});

/** issue 34 §4: the spam run from one address the issue names */
const SPAM_RUN = 1_000;

describe('abuse', () => {
  it('keeps a spam run of 1,000 requests from one address to the hour’s limit, with 429 problems', async () => {
    const offer = await offerOf(8);
    const before = (await requestRows()).length;
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof ask>> | undefined;
    for (let i = 0; i < SPAM_RUN; i++) {
      const res = await ask(form(offer), '192.0.2.66');
      statuses.push(res.status);
      if (res.status === 429) refusal ??= res;
    }
    const after = await requestRows();
    expect(after.length - before).toBe(REQUEST_LIMITS.perHour);
    expect(statuses.filter((status) => status === 201)).toHaveLength(REQUEST_LIMITS.perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      SPAM_RUN - REQUEST_LIMITS.perHour,
    );
    expect(refusal!.headers.get('content-type')).toContain('application/problem+json');
    expect(refusal!.headers.get('retry-after')).toBe('3600');
    expect(refusal!.body).toMatchObject({
      code: 'rate_limited',
      key: 'details.tooManyBookingRequests',
    });
    // three cars of the offer are still free: the spam held no more than the limit
    expect(await offered(offer)).toMatchObject({ free: 3 });
    // an hour later, the address may ask again
    server.clock.advance(HOUR + 1);
    expect((await ask(form(offer), '192.0.2.66')).status).toBe(201);
  });

  it('keeps a burst of 30 requests at once from one address to the limit too', async () => {
    const offer = await offerOf(8);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => ask(form(offer), '192.0.2.77')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(REQUEST_LIMITS.perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - REQUEST_LIMITS.perHour);
    const held = (await requestRows()).filter((row) =>
      offer.cars.some((car) => car.id === row.carId),
    );
    expect(held).toHaveLength(REQUEST_LIMITS.perHour);
  });

  it('keeps a phone to 2 open requests and 5 an hour, whatever the address', async () => {
    const offer = await offerOf(4);
    const phone = '+213 550 99 88 77';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask(form(offer, { phone }))).status);
    expect(statuses).toEqual([201, 201, 429]);
    const third = await ask(form(offer, { phone: '+213-550-998-877' }));
    expect(third.body).toMatchObject({ code: 'rate_limited', key: 'details.tooManyOpenRequests' });
  });

  it('answers a filled honeypot as accepted and writes nothing', async () => {
    const offer = await offerOf(1);
    const before = await requestRows();
    const audits = (await server.database.db.select().from(auditLog)).length;
    const mails = smtp.mails.length;
    const bot = await ask(form(offer, { website: 'http://spam.example' }));
    expect(bot.status).toBe(201);
    expect(bot.body.token).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    expect(bot.body.request.state).toBe('requested');
    expect(await requestRows()).toEqual(before);
    expect((await server.database.db.select().from(auditLog)).length).toBe(audits);
    expect(smtp.mails.length).toBe(mails);
    expect(await offered(offer)).toMatchObject({ free: 1 });
    expect((await anonymous.get(`/api/public/booking-requests/${bot.body.token}`)).status).toBe(
      404,
    );
  });

  it('refuses bad input 400 beside its field, writing nothing', async () => {
    const offer = await offerOf(1);
    const before = await requestRows();
    for (const [change, path] of [
      [{ acceptTerms: false }, 'body.acceptTerms'],
      [{ email: 'not-mail' }, 'body.email'],
      [{ licenceNumber: ' ' }, 'body.licenceNumber'],
      [{ licenceIssuedOn: '2015-13-40' }, 'body.licenceIssuedOn'],
      [{ language: 'de' }, 'body.language'],
      [{ modelId: 'nope' }, 'body.modelId'],
      [{ extras: [{ code: 'jetpack', quantity: 1 }] }, 'body.extras.0.code'],
      [{ start: week.end, end: week.start }, 'body.end'],
      [{ start: new Date(START.getTime() + HOUR).toISOString() }, 'body.start'],
    ] as const) {
      const refused = await ask(form(offer, change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
    expect(await requestRows()).toEqual(before);
  });

  it('refuses everything while the page is closed, and an offer of a category it does not offer', async () => {
    const offer = await offerOf(1);
    const suv = await insertCar(server.database.db, { dailyRate: DA(3_000) });
    const other = await ask(form({ modelId: suv.modelId, dailyRate: DA(3_000) }));
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('car_unavailable');
    await owner.put('/api/booking-page/settings', { ...page, enabled: false });
    const closed = await ask(form(offer));
    await owner.put('/api/booking-page/settings', page);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('booking_page_closed');
  });
});

// @vitest-environment happy-dom
import { customers } from '@car-rental/server/db/schema';
import { insertCar } from '@car-rental/server/test/fixtures';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serveFromServer,
  signIn,
  startRealServer,
  type TestServer,
} from '../../../test/real-server.ts';
import { description, renderScreen } from '../../../test/render.tsx';
import { BookingRequestsPanel } from './booking-requests-panel.tsx';

// Issue 34 §2: the desk's booking requests on the Rental dashboard, against the real server:
// customers ask on the public route, the desk sees them, declines one with its reason and
// confirms another (a manager over "Do not rent").

const NOW = new Date('2027-06-20T09:00:00.000Z');
const PERIOD = { start: '2027-06-24T09:00:00.000Z', end: '2027-06-26T09:00:00.000Z' };

// the real server answers in its own time on a loaded machine: wait up to 10 s for a screen
configure({ asyncUtilTimeout: 10_000 });

let server: TestServer;
let ownerCookie: string;

async function api(method: string, url: string, body?: unknown, cookie?: string) {
  const response = await server.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const answer = response.body ? response.json() : undefined;
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return answer;
}

/** an economy model of its own with one car at 5,000 DA a day */
async function economyCar(plate: string) {
  const brand = await api('POST', '/api/brands', { name: `Marque ${plate}` }, ownerCookie);
  const model = await api(
    'POST',
    `/api/brands/${brand.id}/models`,
    { name: `Clio ${plate}` },
    ownerCookie,
  );
  await api('PUT', `/api/price-list/models/${model.id}`, { category: 'economy' }, ownerCookie);
  return insertCar(server.database.db, {
    dailyRate: 500_000,
    brandId: brand.id,
    modelId: model.id,
    plate,
  });
}

/** a customer's request from the booking page, signed out */
function ask(car: { modelId: string }, name: string, phone: string, licenceNumber: string) {
  return api('POST', '/api/public/booking-requests', {
    ...PERIOD,
    modelId: car.modelId,
    dailyRate: 500_000,
    extras: [],
    name,
    phone,
    email: `${licenceNumber.toLowerCase()}@example.dz`,
    licenceNumber,
    licenceIssuedOn: '2015-03-01',
    language: 'fr',
    acceptTerms: true,
  });
}

/** a 1 x 1 PNG: the server decodes and re-encodes it */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** the customer adds a photo of their licence to their request, signed out, by its token */
async function attachLicencePhoto(token: string) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(PNG_1PX, 'base64')], { type: 'image/png' }), 'p.png');
  const body = new Response(form);
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/public/booking-requests/${token}/licence-photo`,
    headers: { 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(`photo: ${response.body}`);
}

async function openRequests(cookie: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/booking-requests?show=all',
    headers: { cookie },
  });
  return response.json().items as { name: string; state: string; reason: string | null }[];
}

beforeAll(async () => {
  server = await startRealServer({ now: NOW });
  ownerCookie = await signIn(server, 'owner');
  await api(
    'PUT',
    '/api/booking-page/settings',
    {
      enabled: true,
      categories: ['economy'],
      minNoticeHours: 2,
      maxDays: 30,
      holdHours: 2,
      address: 'Alger',
      hours: '8–19',
      terms: '',
    },
    ownerCookie,
  );
  const nadiaCar = await economyCar('11111-127-16');
  const karimCar = await economyCar('22222-127-16');
  const nadia = await ask(nadiaCar, 'Nadia Saidi', '0550 11 22 33', 'DZ-NADIA-1');
  await attachLicencePhoto(nadia.token);
  // Karim is on file, on the "Do not rent" list
  await server.database.db.insert(customers).values({
    fullName: 'Karim Benali',
    phone: '0661 44 55 66',
    licenceNumber: 'DZ-KARIM-9',
    doNotRent: true,
    doNotRentReason: 'Unpaid damage',
  });
  // Samir is on file, welcome
  const samirCar = await economyCar('33333-127-16');
  await server.database.db.insert(customers).values({
    fullName: 'Samir Mansouri',
    phone: '0770 12 34 56',
    licenceNumber: 'DZ-SAMIR-4',
  });
  await ask(samirCar, 'Samir Mansouri', '0770 12 34 56', 'DZ-SAMIR-4');
  // then the agency's mail stops (a server without SMTP): Karim's request mails nobody
  server.mailer.configured = false;
  await ask(karimCar, 'Karim Benali', '0661 44 55 66', 'DZ-KARIM-9');
});

afterAll(async () => {
  await server.close();
});

const request = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name}:`) });

describe('the desk’s booking requests (issue 34 §2), against the real server', () => {
  it('an agent sees each open request with its car, period, total and hold, confirms a known customer, cannot confirm a "Do not rent" one, and declines with a reason', async () => {
    await serveFromServer(server, 'agent');
    await renderScreen(<BookingRequestsPanel />);
    const panel = await screen.findByRole('region', { name: 'Booking requests' });
    expect(within(panel).getByTestId('booking-request-count').textContent).toBe('3 open');
    const nadia = await request('Nadia Saidi');
    expect(nadia.textContent).toContain('0550 11 22 33');
    expect(nadia.textContent).toContain('11111-127-16');
    expect(within(nadia).getByTestId('request-total').textContent).toContain('Total 10');
    // held 2 hours from the request, made at the server's clock (the screen's clock is later)
    expect(within(nadia).getByTestId('request-hold').textContent).toMatch(
      /^(Held until 20\/06\/2027 12:00 · .* left|Hold ended)$/,
    );
    expect(within(nadia).queryByText('Do not rent')).toBeNull();
    // Nadia sent a photo of her licence: the desk opens it signed in (a staff-only URL)
    const photo = within(nadia).getByRole('link', { name: 'Licence photo' });
    expect(photo.getAttribute('href')).toMatch(
      /^\/api\/customer-documents\/customers-[0-9a-f-]{36}\.webp$/,
    );
    expect(photo.getAttribute('target')).toBe('_blank');
    // Nadia was mailed; Karim was not, and the desk sees it
    expect(server.mailer.sent.map((mail) => mail.to)).toEqual([
      'dz-nadia-1@example.dz',
      'dz-samir-4@example.dz',
    ]);
    expect(within(nadia).queryByText('No e-mail sent')).toBeNull();

    const karim = await request('Karim Benali');
    expect(within(karim).getByText('Do not rent')).toBeTruthy();
    expect(within(karim).getByText('No e-mail sent')).toBeTruthy();
    const confirmKarim = within(karim).getByRole('button', {
      name: /^Confirm Karim Benali’s request/,
    });
    expect((confirmKarim as HTMLButtonElement).disabled).toBe(true);
    expect(within(karim).queryByLabelText('Override “Do not rent”')).toBeNull();

    // Samir is known and not flagged: the agent confirms him
    const samir = await request('Samir Mansouri');
    expect(within(samir).getByText('Known customer')).toBeTruthy();
    expect(within(samir).queryByRole('link', { name: 'Licence photo' })).toBeNull();
    expect(within(nadia).queryByText('Known customer')).toBeNull();
    const user = userEvent.setup();
    await user.click(
      within(samir).getByRole('button', { name: /^Confirm Samir Mansouri’s request/ }),
    );
    await screen.findByText('Request confirmed: Samir Mansouri has a reservation.');
    expect((await openRequests(ownerCookie)).find((r) => r.name === 'Samir Mansouri')?.state).toBe(
      'confirmed',
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /^Samir Mansouri:/ })).toBeNull(),
    );

    await user.click(within(nadia).getByRole('button', { name: /^Decline Nadia Saidi’s request/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(description(reason)).toBe('Give the reason of the decline'));
    expect((await openRequests(ownerCookie)).find((r) => r.name === 'Nadia Saidi')?.state).toBe(
      'requested',
    );
    await user.type(reason, 'The car is in for service that weekend.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await screen.findByText('Request declined.');
    expect((await openRequests(ownerCookie)).find((r) => r.name === 'Nadia Saidi')).toMatchObject({
      state: 'declined',
      reason: 'The car is in for service that weekend.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /^Nadia Saidi:/ })).toBeNull(),
    );
  });

  it('a manager overrides "Do not rent" and confirms: the request becomes a reservation', async () => {
    await serveFromServer(server, 'manager');
    await renderScreen(<BookingRequestsPanel />);
    const karim = await request('Karim Benali');
    const confirm = within(karim).getByRole('button', { name: /^Confirm Karim Benali’s request/ });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(within(karim).getByLabelText('Override “Do not rent”'));
    await user.click(confirm);
    await screen.findByText('Request confirmed: Karim Benali has a reservation.');
    const karimNow = (await openRequests(ownerCookie)).find((r) => r.name === 'Karim Benali');
    expect(karimNow?.state).toBe('confirmed');
    // no open request left: the panel leaves the dashboard
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Booking requests' })).toBeNull(),
    );
  });
});

// @vitest-environment happy-dom

import type { CarReminders, FleetPage, FleetRow } from '@car-rental/domain/contract/fleet-status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertsBell } from '../../../app/shell/alerts-bell.tsx';
import { renderScreen, serve, signedInAs } from '../../../test/render.tsx';
import { CarRemindersSection } from './car-reminders.tsx';
import { FleetAttentionCard } from './fleet-alerts.tsx';
import { FleetScreen } from './fleet-screen.tsx';

// Issue 32 §3: the Fleet screen, the bell's and the Dashboard's cars to look after, and a
// car's reminders with its own schedules, on served answers (happy-dom).

const CAR_A = '00000000-0000-4000-8000-0000000000a1';
const CAR_B = '00000000-0000-4000-8000-0000000000a2';
const valid = { state: 'valid', until: '2027-01-01' } as const;
const missing = { state: 'missing', until: null } as const;

const overdue: FleetRow = {
  carId: CAR_A,
  brandName: 'Renault',
  modelName: 'Clio',
  plate: '12345-122-16',
  odometerKm: 22_500,
  nextService: {
    serviceType: 'oil_filters',
    state: 'overdue',
    limit: 'km',
    dueDay: '2026-01-10',
    dueKm: 20_000,
    daysLeft: -20,
    kmLeft: -2_500,
  },
  papers: {
    insurance: valid,
    technical_inspection: { state: 'lapsed', until: '2026-06-10' },
    vignette: missing,
    registration: { state: 'valid', until: null },
  },
};
const fine: FleetRow = {
  ...overdue,
  carId: CAR_B,
  brandName: 'Dacia',
  modelName: 'Logan',
  plate: '55555-120-16',
  odometerKm: 5_000,
  nextService: { ...overdue.nextService!, state: 'ok', kmLeft: 8_000, daysLeft: 300 },
  papers: { insurance: valid, technical_inspection: valid, vignette: valid, registration: valid },
};

const fleetPage = (
  items: FleetRow[],
  counts = { all: 2, service: 1, papers: 1, attention: 1 },
): FleetPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  counts,
  today: '2026-06-15',
});

/** serves the answers and keeps the query of each /api/fleet asked */
function serveFleet(answers: Parameters<typeof serve>[0]) {
  const sent = serve(answers);
  const served = globalThis.fetch;
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/fleet') asked.push(parsed.search);
    return served(url, init);
  });
  return { sent, asked };
}

describe('the Fleet screen', () => {
  it('shows each car’s next service and papers, links to its care page, and filters by the server', async () => {
    const { asked } = serveFleet({
      'GET /api/auth/me': signedInAs('agent'),
      'GET /api/fleet': { status: 200, body: fleetPage([overdue, fine]) },
    });
    await renderScreen(<FleetScreen />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByTestId('next-service').textContent).toBe(
      'Oil and filtersOverdue2\u202f500 km past',
    );
    const papers = within(first).getByTestId('fleet-papers');
    expect(papers.querySelector('[data-kind="technical_inspection"]')?.textContent).toBe(
      'Contrôle technique: Lapsed · last day 10 Jun 2026',
    );
    expect(papers.querySelector('[data-kind="vignette"]')?.textContent).toBe('Vignette: Missing');
    expect(papers.querySelector('[data-kind="insurance"]')?.textContent).toBe(
      'Insurance: Valid · until 1 Jan 2027',
    );
    expect(
      within(first).getByRole('link', { name: 'Open the care page of Renault Clio 12345-122-16' }),
    ).toHaveProperty('pathname', `/garage/${CAR_A}`);
    expect(screen.getByRole('button', { name: 'Service due (1)' })).toBeTruthy();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Papers lapsed or expiring (1)' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?filter=papers&page=1'));
    expect(asked[0]).toBe('?filter=all&page=1');
    expect(
      screen
        .getByRole('button', { name: 'Papers lapsed or expiring (1)' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('the bell and the Dashboard', () => {
  const answers = {
    'GET /api/auth/me': signedInAs('agent'),
    'GET /api/rentals/alerts': { status: 200, body: { count: 0, items: [] } },
    'GET /api/fleet': {
      status: 200,
      body: fleetPage([overdue], { all: 2, service: 1, papers: 1, attention: 1 }),
    },
  };

  it('the bell counts the cars to look after apart from the rentals and lists them', async () => {
    const { asked } = serveFleet(answers);
    await renderScreen(<AlertsBell />);
    expect((await screen.findByTestId('fleet-alert-count')).textContent).toBe('1');
    expect(screen.queryByTestId('alert-count')).toBeNull();
    expect(asked[0]).toBe('?filter=attention&page=1&pageSize=5');
    await userEvent
      .setup()
      .click(
        screen.getByRole('button', { name: 'Rental alerts (0), Fleet: 1 cars to look after' }),
      );
    const part = await screen.findByTestId('fleet-attention');
    expect(within(part).getByRole('link', { name: /Renault Clio/ }).textContent).toContain(
      'Oil and filters: Overdue',
    );
    expect(
      within(part).getByRole('link', { name: 'Service due soon or overdue: 1' }),
    ).toHaveProperty('search', '?filter=service');
    expect(within(part).getByRole('link', { name: 'All 1 on the Fleet screen' })).toHaveProperty(
      'search',
      '?filter=attention',
    );
  });

  it('the Dashboard shows the car due with its lapsed paper', async () => {
    serveFleet(answers);
    await renderScreen(<FleetAttentionCard />);
    expect(await screen.findByRole('heading', { name: 'Cars to look after' })).toBeTruthy();
    const car = screen.getByRole('link', { name: /Renault Clio/ });
    expect(car.textContent).toContain('Contrôle technique: Lapsed');
    expect(car).toHaveProperty('pathname', `/garage/${CAR_A}`);
  });
});

describe("a car's reminders", () => {
  const reminders: CarReminders = {
    carId: CAR_A,
    today: '2026-06-15',
    agency: { oil_filters: { everyKm: 10_000, everyMonths: 12 } },
    own: null,
    reminders: [
      {
        serviceType: 'oil_filters',
        state: 'overdue',
        limit: 'km',
        own: false,
        everyKm: 10_000,
        everyMonths: 12,
        from: { source: 'entry', day: '2025-01-10', km: 10_000 },
        odometer: { day: '2026-06-01', km: 22_500 },
        dueDay: '2026-01-10',
        dueKm: 20_000,
        daysLeft: -156,
        kmLeft: -2_500,
      },
    ],
  };

  it('shows each reminder as of the odometer; a manager gives the car its own schedule', async () => {
    const sent = serve({
      'GET /api/auth/me': signedInAs('manager'),
      [`GET /api/cars/${CAR_A}/reminders`]: { status: 200, body: reminders },
      [`PUT /api/cars/${CAR_A}/service-schedules`]: { status: 200, body: reminders },
    });
    await renderScreen(<CarRemindersSection carId={CAR_A} />);
    const row = (await screen.findByTestId('car-reminders')).querySelector(
      '[data-type="oil_filters"]',
    );
    expect(row?.getAttribute('data-state')).toBe('overdue');
    expect(row?.textContent).toContain('Overdue');
    expect(screen.getByTestId('odometer-as-of').textContent).toMatch(
      /^Odometer 22.500 km as of 1 Jun 2026$/,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit this car’s schedules' }));
    await user.click(screen.getByRole('checkbox', { name: 'Own: Oil and filters' }));
    const km = screen.getByRole('textbox', { name: 'Oil and filters: Every (km)' });
    await user.clear(km);
    await user.type(km, '0');
    expect(screen.getByRole('button', { name: 'Save schedules' })).toHaveProperty('disabled', true);
    await user.clear(km);
    await user.type(km, '15000');
    await user.click(screen.getByRole('button', { name: 'Save schedules' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: `/api/cars/${CAR_A}/service-schedules`,
          body: { schedules: { oil_filters: { everyKm: 15_000, everyMonths: 12 } } },
        },
      ]),
    );
  });
});

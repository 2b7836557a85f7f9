// @vitest-environment happy-dom

import type { CarResults, FleetReport } from '@car-rental/domain/contract/car-results';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, serve } from '../../../test/render.tsx';
import { CarResultsSection } from './car-results.tsx';
import { FleetReportPage } from './fleet-report-page.tsx';

const CAR = '00000000-0000-4000-8000-0000000000c1';
const OTHER = '00000000-0000-4000-8000-0000000000c2';
const DA = 100;

const figures = {
  purchasePrice: 1_500_000 * DA,
  rentalRevenue: 27_000 * DA,
  rentalCount: 2,
  serviceCosts: 8_500 * DA,
  serviceCount: 1,
  paperCosts: 30_000 * DA,
  paperCount: 1,
  fineCosts: 500 * DA,
  fineCount: 1,
  salePrice: 1_450_000 * DA,
  soldAt: '2026-06-11T08:00:00.000Z',
  ownedSince: '2026-06-01T08:00:00.000Z',
  costs: 39_000 * DA,
  operatingResult: -12_000 * DA,
  netResult: -62_000 * DA,
  daysOwned: 10,
  daysRented: 5,
  utilisation: 0.5,
  revenuePerDay: 2_700 * DA,
  kmDriven: 900,
  costPerKm: 4_333,
};

const results: CarResults = {
  carId: CAR,
  figures,
  rentals: [
    {
      id: '00000000-0000-4000-8000-000000000a01',
      state: 'returned',
      startAt: '2026-06-06T08:00:00.000Z',
      endAt: '2026-06-08T08:00:00.000Z',
      customerName: 'Nadia',
      days: 2,
      km: 300,
      revenue: 10_000 * DA,
    },
    {
      id: '00000000-0000-4000-8000-000000000a02',
      state: 'out',
      startAt: '2026-06-01T08:00:00.000Z',
      endAt: '2026-06-04T08:00:00.000Z',
      customerName: 'Karim',
      days: null,
      km: null,
      revenue: 17_000 * DA,
    },
  ],
};

const row = (carId: string, rank: number, netResult: number, plate: string) => ({
  ...figures,
  carId,
  rank,
  netResult,
  brandName: 'Renault',
  modelName: 'Clio',
  plate,
  year: 2022,
});

const report = (items: ReturnType<typeof row>[], total = items.length, page = 1): FleetReport => {
  const clean = items.map(({ rentalCount, serviceCount, paperCount, fineCount, ...rest }) => rest);
  return { items: clean, total, page, pageSize: 25 };
};

describe("the car page's results", () => {
  it('shows the net and operating results, each figure and the bookings', async () => {
    serve({ [`GET /api/cars/${CAR}/results`]: { status: 200, body: results } });
    await renderScreen(<CarResultsSection carId={CAR} />);
    const net = await screen.findByTestId('car-net-result');
    expect(net.textContent).toMatch(/^Net result-62\s000 DA/);
    expect(screen.getByTestId('car-operating-result').textContent).toMatch(/-12\s000 DA/);
    const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');
    expect(text('car-purchase')).toBe('Purchase price1 500 000 DAIn the fleet since 01/06/2026');
    expect(text('car-revenue')).toBe('Rental revenue27 000 DA2 bookings');
    expect(text('car-services-cost')).toBe('Services8 500 DA1 record');
    expect(text('car-papers-cost')).toBe('Papers30 000 DA1 record');
    expect(text('car-fines-cost')).toBe('Fines kept500 DA1 record');
    expect(text('car-sale')).toBe('Sale1 450 000 DASold on 11/06/2026');
    expect(text('car-per-day')).toBe('Revenue per day owned2 700 DA');
    expect(text('car-utilisation')).toBe('Utilisation50 % (5 of 10 days)');
    expect(text('car-cost-per-km')).toBe('Cost per km43,33 DA900 km');
    const bookings = within(screen.getByTestId('car-result-rentals')).getAllByRole('listitem');
    expect(bookings.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Nadia · 06/06/2026 · Returned · 2 days · 300 km10 000 DA',
      'Karim · 01/06/2026 · Out17 000 DA',
    ]);
    expect(screen.getByRole('link', { name: 'Fleet report' }).getAttribute('href')).toBe(
      '/fleet/report',
    );
  });

  it('says what it failed to load', async () => {
    serve({});
    await renderScreen(<CarResultsSection carId={CAR} />);
    expect(await screen.findByText(/Not found|Failed to load the car's results/)).toBeTruthy();
  });
});

describe('the Fleet report', () => {
  it('lists the ranking, re-asks it sorted and paged, and links the files under the same order', async () => {
    const first = report(
      [row(OTHER, 1, -1_500 * DA, 'AAA-1'), row(CAR, 2, -62_000 * DA, 'BBB-2')],
      30,
    );
    // the report's query matters here: its own stub keeps each request's whole address
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const address = new URL(url, 'http://localhost');
      asked.push(address.search);
      const body =
        address.searchParams.get('page') === '2'
          ? report([row(CAR, 26, -70_000 * DA, 'CCC-3')], 30, 2)
          : first;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    await renderScreen(<FleetReportPage />);
    const table = await screen.findByTestId('fleet-report');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(
        /^1Renault Clio AAA-1 Sold1 500 000 DA27 000 DA39 000 DA1 450 000 DA-1 500 DA2 700 DA50 %43,33 DA$/,
      ),
      expect.stringMatching(/^2Renault Clio BBB-2 Sold.*-62 000 DA/),
    ]);
    expect(screen.getByText('Page 1 of 2 (30 cars)')).toBeTruthy();
    const csv = screen.getByRole('link', { name: /Fleet report as CSV/ });
    expect(csv.getAttribute('href')).toBe(
      '/api/fleet/report/export.csv?sort=net&order=desc&state=all&lang=en',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Rank by'), 'revenue');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Excel workbook/ }).getAttribute('href')).toBe(
        '/api/fleet/report/export.xlsx?sort=revenue&order=asc&state=all&lang=en',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2 (30 cars)')).toBeTruthy();
    expect(asked).toContain('?sort=revenue&order=asc&state=all&page=1&pageSize=25');
    expect(asked.at(-1)).toBe('?sort=revenue&order=asc&state=all&page=2&pageSize=25');
  });
});

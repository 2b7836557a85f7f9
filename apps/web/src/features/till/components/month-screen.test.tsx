// @vitest-environment happy-dom

import type { DrawerMonth } from '@car-rental/domain/contract/drawers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { money } from '../../../lib/format.ts';
import { renderScreen, serve } from '../../../test/render.tsx';
import { MonthScreen } from './month-screen.tsx';

const SAMIR = 'a1b2c3d4-0000-4000-8000-000000000001';
const NADIA = 'a1b2c3d4-0000-4000-8000-000000000003';

const drawer = (userId: string, day: string, fields: Partial<DrawerMonth['drawers'][number]>) => ({
  userId,
  day,
  status: 'closed' as const,
  entryCount: 2,
  expectedCash: 100_000,
  countedCash: 100_000,
  difference: 0,
  reason: null,
  closedByName: 'Samir',
  closedAt: `${day}T18:00:00.000Z`,
  reopened: false,
  ...fields,
});

const month: DrawerMonth = {
  month: '2026-11',
  staff: [
    { userId: SAMIR, name: 'Samir' },
    { userId: NADIA, name: 'Nadia' },
  ],
  drawers: [
    drawer(SAMIR, '2026-11-02', {}),
    drawer(SAMIR, '2026-11-03', { countedCash: 50_000, difference: -50_000, reason: 'Change' }),
    drawer(NADIA, '2026-11-03', { countedCash: 120_000, difference: 20_000, reason: 'Tip' }),
    drawer(NADIA, '2026-11-04', {
      status: 'open',
      entryCount: 3,
      countedCash: null,
      difference: null,
      closedByName: null,
      closedAt: null,
    }),
    drawer(SAMIR, '2026-11-05', {
      status: 'open',
      entryCount: 1,
      countedCash: null,
      difference: null,
      reopened: true,
    }),
  ],
  methods: [
    { method: 'cash', moneyIn: 1_500_000, moneyOut: 200_000, count: 12 },
    { method: 'cheque', moneyIn: 800_000, moneyOut: 0, count: 2 },
    { method: 'card', moneyIn: 0, moneyOut: 0, count: 0 },
    { method: 'transfer', moneyIn: 300_000, moneyOut: 0, count: 1 },
  ],
};

describe('the owner’s view of the month', () => {
  it('draws each drawer’s state per staff member and day, linked to its Cash Close', async () => {
    const sent = serve({ 'GET /api/drawers': { status: 200, body: month } });
    await renderScreen(<MonthScreen />);
    const grid = await screen.findByTestId('month-grid');
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    // 30 days of November and the staff column
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(31);

    const short = screen.getByTestId(`cell-${SAMIR}-2026-11-03`);
    expect(short.textContent).toBe(`−${money(50_000)}`);
    expect(short.className).toContain('text-red-700');
    expect(short.getAttribute('href')).toBe(`/till/${SAMIR}/2026-11-03`);
    expect(short.getAttribute('aria-label')).toBe(
      'Samir, Tuesday, 3 November 2026: closed, short by 500 DA',
    );
    const over = screen.getByTestId(`cell-${NADIA}-2026-11-03`);
    expect(over.textContent).toBe(`+${money(20_000)}`);
    expect(over.className).not.toContain('text-red-700');
    expect(screen.getByTestId(`cell-${SAMIR}-2026-11-02`).textContent).toBe('✓');
    expect(screen.getByTestId(`cell-${NADIA}-2026-11-04`).getAttribute('aria-label')).toBe(
      'Nadia, Wednesday, 4 November 2026: open, 3 entries',
    );
    expect(screen.getByTestId(`cell-${SAMIR}-2026-11-05`).textContent).toBe('↺');
    expect(screen.queryByTestId(`cell-${NADIA}-2026-11-02`)).toBeNull();

    const transfer = screen.getByTestId('method-transfer');
    expect(transfer.textContent).toContain(money(300_000));
    const [request] = sent;
    expect(request?.path).toBe('/api/drawers');
    const csv = screen.getByRole('link', { name: /as CSV$/ });
    expect(csv.getAttribute('href')).toMatch(
      /^\/api\/drawers\/export\.csv\?month=\d{4}-\d{2}&lang=en$/,
    );
    const xlsx = screen.getByRole('link', { name: /Excel workbook$/ });
    expect(xlsx.getAttribute('href')).toMatch(
      /^\/api\/drawers\/export\.xlsx\?month=\d{4}-\d{2}&lang=en$/,
    );
  });
});

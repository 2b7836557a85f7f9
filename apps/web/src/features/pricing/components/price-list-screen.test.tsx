// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, renderScreen, serve, signedInAs } from '../../../test/render.tsx';
import { PriceListScreen } from './price-list-screen.tsx';

const MODEL = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const list = {
  status: 200,
  body: {
    plans: [
      {
        id: '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8',
        category: 'suv',
        carId: null,
        seasons: [
          {
            name: 'Aïd',
            from: '2027-05-16',
            until: '2027-05-19',
            price: { kind: 'rate', rate: 800_000 },
            minDays: null,
          },
        ],
        tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
        weekend: null,
        updatedAt: '2026-11-27T08:00:00.000Z',
      },
    ],
    models: [{ id: MODEL, brandName: 'Renault', name: 'Clio', category: 'economy' }],
    extras: null,
  },
};

const puts = (sent: { method: string; path: string; body: unknown }[]) =>
  sent.filter((request) => request.method === 'PUT');

describe('the price list (issue 33 §4)', () => {
  it('shows each category’s plan, and an owner sets a summer season and a 7-day tier', async () => {
    const sent = serve({
      'GET /api/auth/me': signedInAs('owner'),
      'GET /api/price-list': list,
      'PUT /api/price-list/categories/economy': { status: 200, body: list.body.plans[0] },
    });
    await renderScreen(<PriceListScreen />);
    const suv = await screen.findByRole('listitem', { name: 'SUV' });
    expect(within(suv).getByTestId('plan-summary').textContent).toContain(
      'Aïd: 16/05/2027 – 19/05/2027',
    );
    expect(within(suv).getByTestId('plan-summary').textContent).toContain(
      '-10 % on the daily rate',
    );
    const user = userEvent.setup();
    const economy = screen.getByRole('listitem', { name: 'Economy' });
    await user.click(within(economy).getByRole('button', { name: 'Edit plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate plan: Economy' });
    await user.click(within(dialog).getByRole('button', { name: 'Add season' }));
    const season = within(dialog).getByTestId('season-row');
    await user.type(within(season).getByLabelText('Name'), 'Été');
    await user.type(within(season).getByLabelText('First day'), '2027-08-31');
    await user.type(within(season).getByLabelText('Last day'), '2027-07-01');
    await user.type(within(season).getByLabelText('Value'), '20');
    await user.type(within(season).getByLabelText('Minimum days'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    const tier = within(dialog).getByTestId('tier-row');
    await user.type(within(tier).getByLabelText('From (days)'), '7');
    await user.type(within(tier).getByLabelText('Value'), '-10');
    // dated (not every year), the last day before the first is refused beside it
    await user.click(within(season).getByLabelText('Every year'));
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(description(within(season).getByLabelText('Last day'))).toBe(
        'The last day comes before the first.',
      ),
    );
    expect(puts(sent)).toEqual([]);
    await user.click(within(season).getByLabelText('Every year'));
    await user.clear(within(season).getByLabelText('First day'));
    await user.type(within(season).getByLabelText('First day'), '2027-07-01');
    await user.clear(within(season).getByLabelText('Last day'));
    await user.type(within(season).getByLabelText('Last day'), '2027-08-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.body).toEqual({
      seasons: [
        {
          name: 'Été',
          from: '07-01',
          until: '08-31',
          price: { kind: 'percent', percent: 20 },
          minDays: 3,
        },
      ],
      tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
      weekend: null,
    });
  });

  it('lets an agent read the prices, with no way to change them', async () => {
    serve({ 'GET /api/auth/me': signedInAs('agent'), 'GET /api/price-list': list });
    await renderScreen(<PriceListScreen />);
    await screen.findByRole('listitem', { name: 'SUV' });
    expect(screen.getByText('Prices are set by owners.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit plan' })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Category of Renault Clio').disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save extras' })).toBeNull();
    // the rate card for the counter prints in the reader's language
    const card = screen.getByRole('link', { name: 'Print the rate card' });
    expect(card.getAttribute('href')).toBe('/api/price-list/rate-card.pdf?lang=en');
    expect(card.getAttribute('target')).toBe('_blank');
  });
});

// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, serve, signedInAs } from '../../../test/render.tsx';
import { CarPricePlan } from './car-price-plan.tsx';

const CAR = '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182';
const MODEL = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const suvPlan = {
  id: '1b2c3d4e-5f60-4a71-8b92-a3b4c5d6e7f8',
  category: 'suv',
  carId: null,
  seasons: [],
  tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
  weekend: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
};
const listWith = (plans: unknown[]) => ({
  status: 200,
  body: {
    plans,
    models: [{ id: MODEL, brandName: 'Dacia', name: 'Duster', category: 'suv' }],
    extras: null,
  },
});

describe('a car’s price plan (issue 33 §1)', () => {
  it('says the category’s plan prices it, and an owner gives it its own', async () => {
    const sent = serve({
      'GET /api/auth/me': signedInAs('owner'),
      'GET /api/price-list': listWith([suvPlan]),
      [`PUT /api/cars/${CAR}/rate-plan`]: { status: 200, body: { ...suvPlan, carId: CAR } },
    });
    await renderScreen(<CarPricePlan carId={CAR} modelId={MODEL} />);
    expect((await screen.findByTestId('car-plan-source')).textContent).toBe(
      'Priced by the SUV plan.',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Its own plan' }));
    await screen.findByRole('dialog', { name: 'This car’s own plan' });
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
        `/api/cars/${CAR}/rate-plan`,
      ]),
    );
  });

  it('says a car with its own plan is priced by it; an agent cannot change it', async () => {
    serve({
      'GET /api/auth/me': signedInAs('agent'),
      'GET /api/price-list': listWith([
        suvPlan,
        { ...suvPlan, id: '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b', category: null, carId: CAR },
      ]),
    });
    await renderScreen(<CarPricePlan carId={CAR} modelId={MODEL} />);
    expect((await screen.findByTestId('car-plan-source')).textContent).toBe(
      'Priced by its own plan.',
    );
    expect(screen.queryByRole('button', { name: 'Its own plan' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import type { CarView } from '@car-rental/domain/contract/car';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { problem, renderScreen, serve } from '../../../test/render.tsx';
import { PaidToggle } from './paid-toggle.tsx';

const car: CarView = {
  id: '3c4d5e6f-7081-4a92-8b3c-4d5e6f708192',
  brandId: '4d5e6f70-8192-4aa3-9c4d-5e6f708192a3',
  brandName: 'Renault',
  brandLogo: null,
  modelId: '5e6f7081-92a3-4bb4-8d5e-6f708192a3b4',
  modelName: 'Clio',
  year: 2021,
  dailyRate: 500_000,
  salePrice: null,
  purchasePrice: 150_000_000,
  supplierId: '6f708192-a3b4-4cc5-9e6f-708192a3b4c5',
  supplierName: 'Auto Import',
  rating: 0,
  transmission: null,
  fuel: null,
  plate: '00123-118-16',
  color: null,
  mileageKm: 0,
  images: [],
  inGarage: true,
  isPaid: false,
  isRented: false,
  isForSale: false,
  isSold: false,
  rental: null,
  sale: null,
  createdAt: '2026-06-01T08:00:00.000Z',
};

it("asks how the car was paid when the supplier's payments cover it (its dialog fetched then), and sends the answer", async () => {
  const sent = serve({
    [`POST /api/cars/${car.id}/paid`]: (body) =>
      (body as { settledBy?: string }).settledBy
        ? { status: 200, body: { ...car, isPaid: true } }
        : problem(409, 'supplier_payment_choice_required', 'Supplier already paid'),
  });
  await renderScreen(<PaidToggle car={car} />);
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(screen.getByRole('switch', { name: 'Paid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Supplier already paid' });
  await userEvent.click(screen.getByRole('button', { name: 'Paid by those payments' }));

  await waitFor(() => expect(dialog.isConnected).toBe(false));
  expect(sent.map(({ body }) => body)).toEqual([
    { isPaid: true },
    { isPaid: true, settledBy: 'existing_payments' },
  ]);
});

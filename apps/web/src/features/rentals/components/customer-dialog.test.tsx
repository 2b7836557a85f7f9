// @vitest-environment happy-dom
import type { CarView } from '@car-rental/domain/contract/car';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, problem, renderScreen, serve } from '../../../test/render.tsx';
import { CustomerDialog } from './customer-dialog.tsx';

const car = {
  id: '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607182',
  brandName: 'Renault',
  modelName: 'Clio',
  plate: '00123-118-16',
  dailyRate: 500_000,
} as CarView;
const start = new Date('2026-06-16T09:00:00.000Z');
const period = { start, end: new Date(start.getTime() + 2 * 86_400_000) };
const rentPath = `POST /api/cars/${car.id}/rent`;

async function fillCustomer() {
  await renderScreen(<CustomerDialog car={car} period={period} open onOpenChange={() => {}} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Customer Name'), 'Karim Benali');
  await user.type(screen.getByLabelText('Contact Number'), '0555 12 34 56');
  await user.type(screen.getByLabelText('Email'), 'karim@example.dz');
  await user.type(screen.getByLabelText('Driver License Number'), 'B-778899');
  return user;
}

const posted = (sent: { method: string; body: unknown }[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.body);

describe('Book Rental: how the advance is paid (issue 31 §1)', () => {
  it('asks for no payment when the customer pays after', async () => {
    const sent = serve({ [rentPath]: problem(409, 'car_not_rentable', 'Not rentable') });
    const user = await fillCustomer();
    expect(screen.queryByLabelText('Payment method')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    const [body] = posted(sent);
    expect(body).toMatchObject({ customer: { name: 'Karim Benali', paymentType: 'after' } });
    expect(body).not.toHaveProperty('payment');
  });

  it('takes the advance by cheque: number and bank required, then sent with the booking', async () => {
    const sent = serve({ [rentPath]: problem(409, 'car_not_rentable', 'Not rentable') });
    const user = await fillCustomer();
    await user.click(screen.getByLabelText('Pay in advance (booked to the fund now)'));
    expect(screen.getByRole('group', { name: 'How the advance is paid' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cheque');
    await user.type(screen.getByLabelText('Cheque number'), '0099887');
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    const bank = screen.getByLabelText('Cheque bank');
    await waitFor(() => expect(description(bank)).toBe("Enter the cheque's bank."));
    expect(posted(sent)).toEqual([]);
    await user.type(bank, 'BADR');
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    const [body] = posted(sent);
    expect(body).toMatchObject({
      start: period.start.toISOString(),
      customer: { paymentType: 'advance' },
      payment: { method: 'cheque', chequeNumber: '0099887', chequeBank: 'BADR' },
    });
    expect(body).not.toHaveProperty('customer.payment');
  });
});

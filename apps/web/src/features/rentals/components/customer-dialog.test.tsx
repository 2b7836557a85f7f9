// @vitest-environment happy-dom
import type { CarView } from '@car-rental/domain/contract/car';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, problem, renderScreen, serve, signedInAs } from '../../../test/render.tsx';
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

const lapsed = problem(
  409,
  'papers_lapsed',
  "This car's insurance covers it until 18/06/2026: it cannot be booked or picked up past that day.",
);

describe('Book Rental: a car past its lapsed papers (issue 32 §3)', () => {
  it('lets a manager book anyway with a reason, sent with the booking', async () => {
    const sent = serve({ 'GET /api/auth/me': signedInAs('manager'), [rentPath]: lapsed });
    const user = await fillCustomer();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    expect((await screen.findByRole('alert')).textContent).toContain('insurance covers it until');
    const override = await screen.findByTestId('lapsed-papers-override');
    await user.click(screen.getByRole('button', { name: 'Let it go anyway' }));
    const reason = screen.getByLabelText('Why the car goes out anyway');
    await waitFor(() =>
      expect(description(reason)).toBe('Say why the car goes out past its papers.'),
    );
    expect(posted(sent)).toHaveLength(1);
    await user.type(reason, '  Renewal paid this morning, certificate on its way  ');
    await user.click(screen.getByRole('button', { name: 'Let it go anyway' }));
    await waitFor(() => expect(posted(sent)).toHaveLength(2));
    expect(posted(sent)[1]).toMatchObject({
      customer: { name: 'Karim Benali' },
      overrideLapsedPapers: { reason: 'Renewal paid this morning, certificate on its way' },
    });
    expect(posted(sent)[0]).not.toHaveProperty('overrideLapsedPapers');
    expect(override).toBeTruthy();
  });

  it('shows an agent the refusal and no way past it', async () => {
    serve({ 'GET /api/auth/me': signedInAs('agent'), [rentPath]: lapsed });
    const user = await fillCustomer();
    await user.click(screen.getByRole('button', { name: 'Confirm Rental' }));
    await screen.findByRole('alert');
    expect(screen.queryByTestId('lapsed-papers-override')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Let it go anyway' })).toBeNull();
  });
});

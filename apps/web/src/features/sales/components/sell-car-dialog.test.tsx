// @vitest-environment happy-dom
import type { CarView } from '@car-rental/domain/contract/car';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, problem, renderScreen, serve } from '../../../test/render.tsx';
import { SellCarDialog } from './sell-car-dialog.tsx';

const car = {
  id: '5c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e',
  brandName: 'Dacia',
  modelName: 'Logan',
  plate: '12345-116-16',
  year: 2021,
  color: 'White',
  salePrice: 180_000_000,
} as CarView;
const sellPath = `POST /api/cars/${car.id}/sell`;

async function open() {
  await renderScreen(<SellCarDialog car={car} onClose={() => {}} />);
  return userEvent.setup();
}

describe('Sell Car', () => {
  it('words each missing field from the catalogue and sends nothing', async () => {
    const sent = serve({});
    const user = await open();
    expect((screen.getByLabelText('Selling Price (DA)') as HTMLInputElement).value).toBe('1800000');
    await user.click(screen.getByRole('button', { name: 'Confirm Sale' }));
    const name = screen.getByLabelText('Customer Name');
    await waitFor(() => expect(description(name)).toBe('Customer name is required'));
    expect(description(screen.getByLabelText('Customer Phone'))).toBe(
      'Customer phone number is required',
    );
    expect(description(screen.getByLabelText("Driver's License Number"))).toBe(
      "Driver's license number is required",
    );
    expect(description(screen.getByLabelText('Selling Price (DA)'))).toBeNull();
    await user.type(name, 'Karim Benali');
    await waitFor(() => expect(description(name)).toBeNull());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sells for the typed price and shows the server’s field error beside its field', async () => {
    const refusal = 'Too big: expected string to have <=40 characters';
    const sent = serve({
      [sellPath]: problem(400, 'validation_failed', refusal, [
        { path: 'body.customerPhone', message: refusal },
      ]),
    });
    const user = await open();
    await user.type(screen.getByLabelText('Customer Name'), 'Karim Benali');
    await user.type(screen.getByLabelText('Customer Phone'), '0555 12 34 56');
    await user.type(screen.getByLabelText("Driver's License Number"), 'B-778899');
    const price = screen.getByLabelText('Selling Price (DA)');
    await user.clear(price);
    await user.type(price, '1750000');
    await user.click(screen.getByRole('button', { name: 'Confirm Sale' }));
    await waitFor(() => expect(description(screen.getByLabelText('Customer Phone'))).toBe(refusal));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      customerName: 'Karim Benali',
      customerPhone: '0555 12 34 56',
      customerLicense: 'B-778899',
      price: 175_000_000,
      payment: { method: 'cash' },
    });
    expect(screen.getByRole('alert').textContent).toContain(refusal);
  });

  it('sells by bank transfer: the method sent, no cheque details (issue 31)', async () => {
    const sent = serve({ [sellPath]: problem(409, 'car_not_for_sale', 'Car is not for sale') });
    const user = await open();
    await user.type(screen.getByLabelText('Customer Name'), 'Karim Benali');
    await user.type(screen.getByLabelText('Customer Phone'), '0555 12 34 56');
    await user.type(screen.getByLabelText("Driver's License Number"), 'B-778899');
    expect(screen.getByRole('group', { name: 'How the buyer pays' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'transfer');
    expect(screen.queryByLabelText('Cheque bank')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm Sale' }));
    await screen.findByRole('alert');
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      price: 180_000_000,
      payment: { method: 'transfer' },
    });
    const body = sent.find((request) => request.method === 'POST')?.body as { payment: object };
    expect(Object.keys(body.payment)).toEqual(['method']);
  });

  it('refuses a cheque without its number beside that field and sells nothing', async () => {
    const sent = serve({});
    const user = await open();
    await user.type(screen.getByLabelText('Customer Name'), 'Karim Benali');
    await user.type(screen.getByLabelText('Customer Phone'), '0555 12 34 56');
    await user.type(screen.getByLabelText("Driver's License Number"), 'B-778899');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cheque');
    await user.type(screen.getByLabelText('Cheque bank'), 'CPA');
    await user.click(screen.getByRole('button', { name: 'Confirm Sale' }));
    const number = screen.getByLabelText('Cheque number');
    await waitFor(() => expect(description(number)).toBe('Enter the cheque number.'));
    expect(description(screen.getByLabelText('Cheque bank'))).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

// @vitest-environment happy-dom

import type { CarView } from '@car-rental/domain/contract/car';
import type { CarFine, FineMatch } from '@car-rental/domain/contract/fines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, serve, signedInAs } from '../../../test/render.tsx';
import { ReturnDialog } from '../../rentals/components/return-dialog.tsx';
import { CarFines } from './car-fines.tsx';
import { RecordFineDialog } from './record-fine-dialog.tsx';

const CAR = '00000000-0000-4000-8000-0000000000c1';
const RENTAL = '00000000-0000-4000-8000-0000000000a1';
const ENTRY = { id: '00000000-0000-4000-8000-0000000000e1', method: 'cash', userName: 'agent' };

const match: FineMatch = {
  rentalId: RENTAL,
  customerId: null,
  customerName: 'Karim Benali',
  contractNumber: 'CTR-2026-000042',
  start: '2026-06-10T08:00:00.000Z',
  returnedAt: null,
  state: 'out',
  depositHeld: true,
};

const fine = (id: string, outcome: CarFine['outcome'], extra: Partial<CarFine> = {}): CarFine => ({
  id,
  carId: CAR,
  issuedAt: '2026-06-12T13:30:00.000Z',
  place: 'Alger, RN5',
  amount: 500_000,
  reference: `AV-${id.slice(-2)}`,
  scan: null,
  fundEntry: ENTRY as CarFine['fundEntry'],
  outcome,
  rental:
    outcome === 'agency'
      ? null
      : { ...match, returnedAt: '2026-06-13T08:00:00.000Z', state: 'returned' },
  recoveredEntry: null,
  createdAt: '2026-06-15T10:00:00.000Z',
  ...extra,
});

describe('the fines on the car page', () => {
  it('lists each fine with what became of it; an agent takes a payment back, only a manager deletes', async () => {
    const fines = [
      fine('00000000-0000-4000-8000-0000000000f1', 'owed'),
      fine('00000000-0000-4000-8000-0000000000f2', 'agency'),
    ];
    serve({
      'GET /api/auth/me': signedInAs('agent'),
      [`GET /api/cars/${CAR}/fines`]: { status: 200, body: { carId: CAR, fines } },
    });
    await renderScreen(<CarFines carId={CAR} />);
    const rows = await screen.findAllByTestId('car-fine');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Owed by Karim Benali'),
      expect.stringContaining('Agency’s cost'),
    ]);
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Customer paid' }),
    ).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement).queryByRole('button', { name: 'Customer paid' }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Record fine' })).toBeTruthy();
  });
});

describe('Record fine', () => {
  it('shows who had the car, then charges that customer with the rental the proposal named', async () => {
    const sent = serve({
      [`GET /api/cars/${CAR}/fines/match`]: { status: 200, body: { match } },
      [`POST /api/cars/${CAR}/fines`]: {
        status: 201,
        body: fine('00000000-0000-4000-8000-0000000000f3', 'rental_charge'),
      },
    });
    await renderScreen(<RecordFineDialog carId={CAR} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    // nothing to charge before the instant is known
    expect(screen.getByText('Enter the date and time to find the rental.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Charge customer' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.type(screen.getByLabelText('Date and time'), '2026-06-12T14:30');
    const proposal = await screen.findByTestId('fine-proposal');
    await waitFor(() => expect(proposal.textContent).toContain('Karim Benali had the car'));
    expect(proposal.textContent).toContain('Contract CTR-2026-000042');
    expect(proposal.textContent).toContain('added to his rental’s balance');
    expect(proposal.textContent).toContain('A deposit is held');
    const asked = sent.find((request) => request.path.endsWith('/fines/match'));
    expect(asked?.method).toBe('GET');

    // the schema refuses a fine without its number beside the field, and sends nothing
    await user.type(screen.getByLabelText('Place'), 'Alger, RN5');
    await user.type(screen.getByLabelText('Amount (DA)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Charge customer' }));
    const number = screen.getByLabelText('Fine number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(number, 'AV-2026-004217');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'transfer');
    await user.click(screen.getByRole('button', { name: 'Charge customer' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
    const posted = sent.find((request) => request.method === 'POST');
    expect(posted?.path).toBe(`/api/cars/${CAR}/fines`);
    expect(posted?.body).toEqual({
      issuedAt: expect.stringMatching(/^2026-06-12T\d\d:30:00\.000Z$/),
      place: 'Alger, RN5',
      amount: 500_000,
      reference: 'AV-2026-004217',
      payment: { method: 'transfer' },
      chargeTo: 'customer',
      rentalId: RENTAL,
    });
  });

  it('keeps a fine nobody had the car for as the agency’s cost', async () => {
    const sent = serve({
      [`GET /api/cars/${CAR}/fines/match`]: { status: 200, body: { match: null } },
      [`POST /api/cars/${CAR}/fines`]: {
        status: 201,
        body: fine('00000000-0000-4000-8000-0000000000f4', 'agency'),
      },
    });
    await renderScreen(<RecordFineDialog carId={CAR} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date and time'), '2026-06-12T14:30');
    expect(await screen.findByText(/No rental had the car at that time/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Charge customer' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.type(screen.getByLabelText('Place'), 'Oran');
    await user.type(screen.getByLabelText('Amount (DA)'), '2000');
    await user.type(screen.getByLabelText('Fine number'), 'AV-7');
    await user.click(screen.getByRole('button', { name: 'Agency’s cost' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      amount: 200_000,
      chargeTo: 'agency',
      payment: { method: 'cash' },
    });
    expect(sent.find((request) => request.method === 'POST')?.body).not.toHaveProperty('rentalId');
  });
});

describe('the return of a rental a fine was charged on', () => {
  it('counts the fine in the balance the desk takes, as the server does', async () => {
    // two days used, paid in advance: without the fine nothing is owed
    const car = {
      id: CAR,
      brandName: 'Renault',
      modelName: 'Clio',
      plate: '00123-118-16',
      dailyRate: 500_000,
      mileageKm: 50_000,
      rental: {
        id: RENTAL,
        rentedFrom: new Date(Date.now() - 2 * 86_400_000 + 3_600_000).toISOString(),
        rentedUntil: new Date(Date.now() + 86_400_000).toISOString(),
        rentalStartMileage: 50_000,
        currentCustomerName: 'Karim Benali',
        currentCustomerContact: '0555 12 34 56',
        currentCustomerEmail: '',
        currentCustomerLicense: 'B-778899',
        rentalPaymentType: 'advance',
        advancePaid: 1_000_000,
        contractNumber: null,
      },
    } as unknown as CarView;
    const charged = fine('00000000-0000-4000-8000-0000000000f5', 'rental_charge', {
      rental: match,
    });
    const other = fine('00000000-0000-4000-8000-0000000000f6', 'owed');
    serve({
      [`GET /api/cars/${CAR}/fines`]: {
        status: 200,
        body: { carId: CAR, fines: [charged, other] },
      },
    });
    await renderScreen(<ReturnDialog car={car} open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New mileage (km)'), '50200');
    expect((await screen.findByTestId('fines-on-rental')).textContent?.replace(/\s/g, ' ')).toMatch(
      /^Traffic fines charged on this rental, in its charges: 5[\s,.]?000/,
    );
    expect(screen.getByRole('group', { name: 'How the balance is paid' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import type { CustomerFile } from '@car-rental/domain/contract/customers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { renderScreen, serve, signedInAs } from '../../../test/render.tsx';
import { CustomerPage } from './customer-page.tsx';

const id = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const rental = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  carId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  carName: 'Renault Clio',
  plate: '12345-126-16',
  startAt: '2027-06-28T09:00:00.000Z',
  endAt: '2027-07-01T09:00:00.000Z',
  state: 'returned' as const,
  total: 1_920_000,
};
const file: CustomerFile = {
  customer: {
    id,
    fullName: 'Amel Benali',
    phone: '+213 555 12 34 56',
    email: null,
    licenceNumber: 'DZ-778899',
    licenceIssuedOn: null,
    idNumber: null,
    birthDate: null,
    address: null,
    notes: null,
    documents: [],
    doNotRent: false,
    doNotRentReason: null,
    doNotRentBy: null,
    doNotRentAt: null,
    createdAt: '2027-06-01T09:00:00.000Z',
  },
  rentals: [
    {
      ...rental,
      drivers: [
        { name: 'Karim Benali', licenceNumber: 'DZ-445566', licenceIssuedOn: '2016-03-14' },
        { name: 'Samia Haddad', licenceNumber: 'DZ-120045', licenceIssuedOn: '2019-11-02' },
      ],
    },
    { ...rental, id: '8b7c6d5e-4f3a-4b2c-8d9e-0f1a2b3c4d5e', drivers: [] },
  ],
  purchases: [],
  totals: { rentals: 2, rentalAmount: 3_840_000, purchases: 0, purchaseAmount: 0 },
};

describe('Customer page: the additional drivers (decision 0049)', () => {
  it('shows under a rental the drivers who drove with the customer, their licence and its date', async () => {
    serve({
      [`GET /api/customers/${id}`]: { status: 200, body: file },
      'GET /api/auth/me': signedInAs('agent'),
    });
    await renderScreen(<CustomerPage id={id} />);
    const rows = await screen.findByTestId('customer-rentals');
    const drivers = within(rows).getAllByTestId('rental-drivers');
    // the rental without drivers shows none
    expect(drivers).toHaveLength(1);
    expect(drivers[0]!.textContent).toBe(
      `Additional drivers: Karim Benali (licence DZ-445566, ${formatDate('2016-03-14')}) · Samia Haddad (licence DZ-120045, ${formatDate('2019-11-02')})`,
    );
  });
});

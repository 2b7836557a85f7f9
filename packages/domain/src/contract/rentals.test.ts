import { describe, expect, it } from 'vitest';
import { englishOf } from '../messages.ts';
import { rentalAlertsQuery } from './rental-alerts.ts';
import { extendRentalBody, rentalCustomer, rentCarBody, returnCarBody } from './rentals.ts';

const valid = {
  name: 'Karim Benali',
  contact: '+213 (555) 12-34-56',
  email: 'karim@example.dz',
  license: 'DZ-123456',
};

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  expect(result.success).toBe(false);
  const message = result.error?.issues[0]?.message;
  return message === undefined ? undefined : englishOf(message);
}

describe('rental customer (Customer dialog)', () => {
  it('accepts a valid customer and defaults the payment type to after', () => {
    expect(rentalCustomer.parse(valid)).toEqual({ ...valid, paymentType: 'after' });
    expect(rentalCustomer.parse({ ...valid, paymentType: 'advance' }).paymentType).toBe('advance');
  });

  it('trims the texts', () => {
    expect(rentalCustomer.parse({ ...valid, name: '  Karim  ' }).name).toBe('Karim');
  });

  it.each([
    ['name', '', 'Customer name is required'],
    ['name', '   ', 'Customer name is required'],
    ['name', undefined, 'Customer name is required'],
    ['contact', '', 'Contact number is required'],
    ['contact', undefined, 'Contact number is required'],
    ['contact', '0555 12 34 ab', 'Please enter a valid contact number'],
    ['contact', '0555/12', 'Please enter a valid contact number'],
    ['email', '', 'Email is required'],
    ['email', undefined, 'Email is required'],
    ['email', 'karim@', 'Please enter a valid email address'],
    ['email', 'karim example.dz', 'Please enter a valid email address'],
    ['email', 'karim@example', 'Please enter a valid email address'],
    ['license', '', 'Driver license number is required'],
    ['license', undefined, 'Driver license number is required'],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    expect(messageOf(rentalCustomer.safeParse({ ...valid, [field]: value }))).toBe(message);
  });

  it('accepts digits, spaces, -, +, ( and ) in the contact', () => {
    expect(rentalCustomer.safeParse({ ...valid, contact: '+213 (0) 555-12-34' }).success).toBe(
      true,
    );
  });

  it('refuses an unknown payment type', () => {
    expect(rentalCustomer.safeParse({ ...valid, paymentType: 'cash' }).success).toBe(false);
  });
});

describe('rent, return and extend bodies', () => {
  it('needs ISO times for the period', () => {
    const body = {
      start: '2026-06-15T10:00:00.000Z',
      end: '2026-06-16T10:00:00.000Z',
      customer: valid,
    };
    expect(rentCarBody.safeParse(body).success).toBe(true);
    expect(rentCarBody.safeParse({ ...body, end: 'tomorrow' }).success).toBe(false);
    expect(extendRentalBody.safeParse({ newEndDate: '2026-06-16T18:00:00+01:00' }).success).toBe(
      true,
    );
    expect(extendRentalBody.safeParse({}).success).toBe(false);
  });

  it('needs a whole new mileage; charges default to none and their type to other', () => {
    expect(returnCarBody.parse({ newMileage: 10_500 })).toEqual({
      newMileage: 10_500,
      charges: [],
    });
    expect(messageOf(returnCarBody.safeParse({}))).toBe('New mileage is required');
    expect(returnCarBody.safeParse({ newMileage: 10.5 }).success).toBe(false);
    expect(
      returnCarBody.parse({ newMileage: 1, charges: [{ description: 'Wash', amount: 100 }] })
        .charges,
    ).toEqual([{ type: 'other', description: 'Wash', amount: 100 }]);
  });

  it('needs a charge description and a non-negative amount', () => {
    expect(
      messageOf(
        returnCarBody.safeParse({ newMileage: 1, charges: [{ description: ' ', amount: 100 }] }),
      ),
    ).toBe('Charge description is required');
    expect(
      returnCarBody.safeParse({ newMileage: 1, charges: [{ description: 'Wash', amount: -1 }] })
        .success,
    ).toBe(false);
    expect(
      returnCarBody.safeParse({ newMileage: 1, charges: [{ description: 'Wash', amount: 0 }] })
        .success,
    ).toBe(true);
  });
});

describe('rentalAlertsQuery', () => {
  it('lists the first page of 20 unless asked, at most 100, and 0 for the count alone', () => {
    expect(rentalAlertsQuery.parse({}).limit).toBe(20);
    expect(rentalAlertsQuery.parse({ limit: '0' }).limit).toBe(0);
    expect(rentalAlertsQuery.parse({ limit: '100' }).limit).toBe(100);
    expect(rentalAlertsQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});

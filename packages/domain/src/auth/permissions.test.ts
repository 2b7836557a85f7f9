import { describe, expect, it } from 'vitest';
import { mayActOnAccount, mayPerform, permissions, roles } from './permissions.ts';

/** the words, operation by operation: who may and who may not */
describe('the permission table', () => {
  it('lets agents do the desk work', () => {
    for (const op of [
      'rentCar',
      'extendRental',
      'returnCar',
      'sellCar',
      'addCar',
      'addFundTransaction',
      'unlockBenefit',
      'getTotalBenefit',
    ]) {
      expect(mayPerform('agent', op), op).toBe(true);
    }
  });

  it('keeps deletions, undoing sales, supplier deletion, accounts and settings from agents', () => {
    for (const op of [
      'deleteRentalHistory',
      'deleteSaleHistory',
      'markCarAsAvailable',
      'deleteFundTransaction',
      'deleteSupplier',
      'deleteCar',
      'register',
      'listStaff',
      'resetStaffPassword',
      'disableStaff',
      'changeStaffRole',
      'updateSettings',
      'changePin',
    ]) {
      expect(mayPerform('agent', op), op).toBe(false);
      expect(mayPerform('owner', op), op).toBe(true);
    }
  });

  it('lets managers delete records and fund entries but not touch roles, settings or the PIN', () => {
    for (const op of [
      'deleteRentalHistory',
      'deleteFundTransaction',
      'deleteSupplier',
      'register',
    ]) {
      expect(mayPerform('manager', op), op).toBe(true);
    }
    for (const op of ['changeStaffRole', 'updateSettings', 'changePin']) {
      expect(mayPerform('manager', op), op).toBe(false);
    }
  });

  it('refuses an operation it does not name, to everyone', () => {
    for (const role of roles) expect(mayPerform(role, 'dropDatabase')).toBe(false);
    expect(mayPerform(undefined, 'toString')).toBe(false);
  });

  it('lets nobody signed in reach only the public operations', () => {
    const open = Object.entries(permissions)
      .filter(([op]) => mayPerform(undefined, op))
      .map(([op]) => op)
      .sort();
    expect(open).toEqual(
      [
        // issue 34: the customer's request from the booking page, by its link's token
        'attachLicencePhoto',
        'cancelPublicBookingRequest',
        'createBookingRequest',
        'createOwner',
        'getClientConfig',
        // issue 34: what the booking page shows, and the availability of a period
        'getPublicAvailability',
        'getPublicBookingPage',
        'getPublicBookingRequest',
        'getSetupStatus',
        'getUploadedImage',
        'health',
        'ready',
        'resetPassword',
        'sendPasswordResetEmail',
        'signIn',
        'signOut',
      ].sort(),
    );
  });
});

describe('acting on accounts', () => {
  it('lets nobody act on an account that outranks them', () => {
    expect(mayActOnAccount('manager', 'owner', 'resetPassword')).toBe(false);
    expect(mayActOnAccount('manager', 'manager', 'disable')).toBe(false);
    expect(mayActOnAccount('agent', 'agent', 'resetPassword')).toBe(false);
    expect(mayActOnAccount('manager', 'agent', 'resetPassword')).toBe(true);
    expect(mayActOnAccount('manager', 'agent', 'add')).toBe(true);
    expect(mayActOnAccount('manager', 'manager', 'add')).toBe(false);
  });

  it('leaves roles to owners', () => {
    expect(mayActOnAccount('manager', 'agent', 'changeRole')).toBe(false);
    expect(mayActOnAccount('owner', 'owner', 'changeRole')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  mayActOnAccount,
  mayDiscountBooking,
  mayDo,
  mayGiveRoles,
  mayLiftDoNotRent,
  mayOverrideDoNotRent,
  mayOverrideLapsedPapers,
  maySeeAllDrawers,
  type Right,
  rights,
  roles,
} from './permissions.ts';

describe('named rights (issue 29 §4: never a role comparison)', () => {
  it('holds each right from its role up, and nobody signed out holds any', () => {
    const table = Object.fromEntries(
      (Object.keys(rights) as Right[]).map((right) => [
        right,
        roles.filter((role) => mayDo(role, right)),
      ]),
    );
    expect(table).toEqual({
      overrideDoNotRent: ['owner', 'manager'],
      liftDoNotRent: ['owner', 'manager'],
      giveRoles: ['owner'],
      seeAllDrawers: ['owner', 'manager'],
      overrideLapsedPapers: ['owner', 'manager'],
      discountBooking: ['owner', 'manager'],
    });
    for (const may of [
      mayOverrideDoNotRent,
      mayLiftDoNotRent,
      mayGiveRoles,
      maySeeAllDrawers,
      mayOverrideLapsedPapers,
      mayDiscountBooking,
    ]) {
      expect(may(undefined)).toBe(false);
    }
  });

  it('changes a role only with the right to give roles', () => {
    for (const actor of roles) {
      expect(mayActOnAccount(actor, 'agent', 'changeRole')).toBe(mayGiveRoles(actor));
    }
  });
});

import { idParams } from '@car-rental/domain/contract/common';
import {
  type BusinessSettings,
  businessSettingsBody,
  changePinBody,
  type StaffList,
  settingsMessages,
} from '@car-rental/domain/contract/settings';
import { INCORRECT_PIN, PIN_LOCKED, recordPinFailure } from '@car-rental/domain/fund/pin-lockout';
import { CommittedRefusal, type DemoRoute } from '../demo-context.ts';
import { demoReadOnly, parseInput, refusal } from '../demo-problem.ts';
import { DEMO_USER } from '../demo-session.ts';
import type { DemoState } from '../demo-state.ts';

/** the settings answer: the header, the VAT rate, and whether a PIN is set (always, 1234) */
export function settingsView(state: DemoState): BusinessSettings {
  const { pin, ...settings } = state.settings;
  return { ...settings, pinSet: pin !== '' };
}

/** the only account of demo mode: the demo user, signed in */
function staffList(): StaffList {
  return {
    items: [
      {
        id: DEMO_USER.id,
        email: DEMO_USER.email,
        username: DEMO_USER.username ?? null,
        displayName: DEMO_USER.displayName,
        role: DEMO_USER.role,
        disabled: false,
        // the demo account exists since the epoch of the demo: a fixed, valid time
        createdAt: '2025-01-01T00:00:00.000Z',
        isYou: true,
      },
    ],
  };
}

/** a staff action on `id`: the demo user is you (refused like your own account), others do not exist */
function ownAccount(id: string, message: string): never {
  if (id === DEMO_USER.id) throw refusal('own_account', message);
  throw refusal('user_not_found', settingsMessages.userNotFound);
}

const staffId = (params: unknown) => parseInput(idParams, params, 'params').id;

export const settingsRoutes: DemoRoute[] = [
  { method: 'GET', path: '/settings', handle: ({ state }) => settingsView(state) },
  {
    method: 'PUT',
    path: '/settings',
    handle: (ctx, { body }) => {
      const input = parseInput(businessSettingsBody, body, 'body');
      const before = settingsView(ctx.state);
      ctx.state.settings = {
        businessName: input.businessName ?? null,
        businessAddress: input.businessAddress ?? null,
        businessPhone: input.businessPhone ?? null,
        businessEmail: input.businessEmail ?? null,
        businessLogo: input.businessLogo ?? null,
        rc: input.rc ?? null,
        nif: input.nif ?? null,
        nis: input.nis ?? null,
        ai: input.ai ?? null,
        vatRateBp: input.vatRateBp,
        pin: ctx.state.settings.pin,
      };
      const after = settingsView(ctx.state);
      ctx.fact = { entityId: '1', before, after };
      return after;
    },
  },
  {
    method: 'PUT',
    path: '/settings/pin',
    handle: (ctx, { body }) => {
      const input = parseInput(changePinBody, body, 'body');
      const { state } = ctx;
      if (state.session.pinLocked) throw refusal('pin_locked', PIN_LOCKED);
      if (state.settings.pin !== '') {
        if (!input.currentPin) {
          const message = settingsMessages.currentPinRequired;
          throw refusal('validation_failed', message, [{ path: 'body.currentPin', message }]);
        }
        if (input.currentPin !== state.settings.pin) {
          // a wrong current PIN counts towards the same lock-out as a wrong unlock, and is kept
          const failure = recordPinFailure(state.session.pinFailures, ctx.now);
          state.session = {
            unlocked: failure.locked ? false : state.session.unlocked,
            pinFailures: failure.failures,
            pinLocked: failure.locked,
          };
          throw new CommittedRefusal(
            failure.locked
              ? refusal('pin_locked', PIN_LOCKED)
              : refusal('incorrect_pin', INCORRECT_PIN, [
                  { path: 'body.currentPin', message: INCORRECT_PIN },
                ]),
          );
        }
      }
      const pinSet = state.settings.pin !== '';
      state.settings = { ...state.settings, pin: input.newPin };
      // a new PIN locks Total Benefit again
      state.session = { ...state.session, unlocked: false };
      // never the PIN itself
      ctx.fact = {
        entityId: '1',
        before: { pinSet },
        after: { pinSet: true, benefitRelocked: true },
      };
      return { ok: true as const };
    },
  },
  { method: 'GET', path: '/users', handle: () => staffList() },
  {
    method: 'POST',
    path: '/users/:id/disable',
    handle: (_ctx, { params }) => ownAccount(staffId(params), settingsMessages.cannotDisableSelf),
  },
  {
    method: 'POST',
    path: '/users/:id/enable',
    handle: (_ctx, { params }) => {
      const id = staffId(params);
      if (id !== DEMO_USER.id) throw refusal('user_not_found', settingsMessages.userNotFound);
      // the demo user is never disabled: nothing changes
      return { ok: true as const };
    },
  },
  {
    method: 'POST',
    path: '/users/:id/reset-password',
    handle: (_ctx, { params }) => ownAccount(staffId(params), settingsMessages.cannotResetSelf),
  },
  {
    // accounts sign in on the server: demo mode has the demo user only
    method: 'POST',
    path: '/auth/users',
    handle: () => {
      throw demoReadOnly();
    },
  },
];

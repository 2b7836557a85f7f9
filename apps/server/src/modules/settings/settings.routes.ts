import { idParams, ok } from '@car-rental/domain/contract/common';
import {
  businessSettings,
  businessSettingsBody,
  changePinBody,
  staffList,
  temporaryPasswordAnswer,
} from '@car-rental/domain/contract/settings';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { sessionOf } from '../auth/auth-hook.ts';
import { changePin } from './pin.service.ts';
import {
  getSettings,
  listStaffMembers,
  resetStaffPassword,
  setStaffDisabled,
  updateSettings,
} from './settings.service.ts';

const tags = ['settings'];

export function registerSettingsRoutes(api: Api, deps: AppDeps): void {
  api.get(
    '/settings',
    {
      schema: {
        operationId: 'getSettings',
        tags,
        summary: 'Business details printed on invoices, the VAT rate, whether a PIN is set',
        response: { 200: businessSettings },
      },
    },
    async () => getSettings(deps),
  );

  api.put(
    '/settings',
    {
      schema: {
        operationId: 'updateSettings',
        tags,
        summary: 'Replace the business details and the VAT rate (null = VAT off)',
        body: businessSettingsBody,
        response: { 200: businessSettings },
      },
    },
    async (request) => updateSettings(actingFor(deps, request), request.body),
  );

  api.put(
    '/settings/pin',
    {
      schema: {
        operationId: 'changePin',
        tags,
        summary:
          'Change the Total Benefit PIN; the current PIN is required when one is set (wrong tries count towards the lock-out)',
        body: changePinBody,
        response: { 200: ok },
      },
    },
    async (request) => {
      await changePin(actingFor(deps, request), sessionOf(request), request.body);
      return { ok: true as const };
    },
  );

  registerStaffRoutes(api, deps);
}

function registerStaffRoutes(api: Api, deps: AppDeps): void {
  const staffTags = ['settings', 'auth'];

  api.get(
    '/users',
    {
      schema: {
        operationId: 'listStaff',
        tags: staffTags,
        summary: 'Staff accounts, oldest first (add one with POST /api/auth/users)',
        response: { 200: staffList },
      },
    },
    async (request) => listStaffMembers(deps, sessionOf(request).user),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    api.post(
      `/users/:id/${action}`,
      {
        schema: {
          operationId: disabled ? 'disableStaff' : 'enableStaff',
          tags: staffTags,
          summary: disabled
            ? 'Disable a staff account and sign it out everywhere (not your own)'
            : 'Enable a disabled staff account again',
          params: idParams,
          response: { 200: ok },
        },
      },
      async (request) => {
        await setStaffDisabled(
          actingFor(deps, request),
          sessionOf(request).user,
          request.params.id,
          disabled,
        );
        return { ok: true as const };
      },
    );
  }

  api.post(
    '/users/:id/reset-password',
    {
      schema: {
        operationId: 'resetStaffPassword',
        tags: staffTags,
        summary:
          'Give a staff account a temporary password (answered once) and sign it out everywhere',
        params: idParams,
        response: { 200: temporaryPasswordAnswer },
      },
    },
    async (request) =>
      resetStaffPassword(actingFor(deps, request), sessionOf(request).user, request.params.id),
  );
}

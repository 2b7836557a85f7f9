import { idParams, ok } from '@car-rental/domain/contract/common';
import {
  businessSettings,
  businessSettingsBody,
  changePinBody,
  changeRoleBody,
  staffList,
  temporaryPasswordAnswer,
} from '@car-rental/domain/contract/settings';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { sessionOf } from '../auth/auth-hook.ts';
import { changePin } from './pin.service.ts';
import { getSettings, updateSettings } from './settings.service.ts';
import {
  changeStaffRole,
  listStaffMembers,
  resetStaffPassword,
  setStaffDisabled,
} from './staff.service.ts';

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
        summary:
          'Staff accounts, oldest first (add one with POST /api/auth/users): every account for an owner, a manager sees the agents and itself',
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
            ? 'Disable an account below yours and sign it out everywhere (not your own, not the last enabled owner)'
            : 'Enable a disabled account below yours again',
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
          'Give an account below yours a temporary password (answered once) and sign it out everywhere',
        params: idParams,
        response: { 200: temporaryPasswordAnswer },
      },
    },
    async (request) =>
      resetStaffPassword(actingFor(deps, request), sessionOf(request).user, request.params.id),
  );

  api.put(
    '/users/:id/role',
    {
      schema: {
        operationId: 'changeStaffRole',
        tags: staffTags,
        summary:
          'Owners only: make an account owner, manager or agent (the last enabled owner stays owner)',
        params: idParams,
        body: changeRoleBody,
        response: { 200: ok },
      },
    },
    async (request) => {
      await changeStaffRole(
        actingFor(deps, request),
        sessionOf(request).user,
        request.params.id,
        request.body.role,
      );
      return { ok: true as const };
    },
  );
}

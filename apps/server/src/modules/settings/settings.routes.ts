import { settingsRoutes as routes } from '@car-rental/domain/contract/settings';
import type { FastifyRequest } from 'fastify';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import { sessionOf } from '../auth/auth-hook.ts';
import { readDocumentSettings, updateDocumentSettings } from './document-settings.ts';
import { changePin } from './pin.service.ts';
import { getSettings, updateSettings } from './settings.service.ts';
import {
  changeStaffRole,
  listStaffMembers,
  resetStaffPassword,
  setStaffDisabled,
} from './staff.service.ts';

export function registerSettingsRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.getSettings),
    handler: async () => getSettings(deps),
  });
  api.route({
    ...fromTable(routes.updateSettings),
    handler: async (request) => updateSettings(actingFor(deps, request), request.body),
  });
  api.route({
    ...fromTable(routes.getDocumentSettings),
    handler: async () => readDocumentSettings(deps.db),
  });
  api.route({
    ...fromTable(routes.updateDocumentSettings),
    handler: async (request) => updateDocumentSettings(actingFor(deps, request), request.body),
  });
  api.route({
    ...fromTable(routes.changePin),
    handler: async (request) => {
      await changePin(actingFor(deps, request), sessionOf(request), request.body);
      return { ok: true as const };
    },
  });

  registerStaffRoutes(api, deps);
}

function registerStaffRoutes(api: Api, deps: AppDeps): void {
  api.route({
    ...fromTable(routes.listStaff),
    handler: async (request) => listStaffMembers(deps, sessionOf(request).user),
  });

  /** Disable and Enable: the same use case, one flag apart */
  const setDisabled =
    (disabled: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
      await setStaffDisabled(
        actingFor(deps, request),
        sessionOf(request).user,
        request.params.id,
        disabled,
      );
      return { ok: true as const };
    };
  api.route({ ...fromTable(routes.disableStaff), handler: setDisabled(true) });
  api.route({ ...fromTable(routes.enableStaff), handler: setDisabled(false) });

  api.route({
    ...fromTable(routes.resetStaffPassword),
    handler: async (request) =>
      resetStaffPassword(actingFor(deps, request), sessionOf(request).user, request.params.id),
  });
  api.route({
    ...fromTable(routes.changeStaffRole),
    handler: async (request) => {
      await changeStaffRole(
        actingFor(deps, request),
        sessionOf(request).user,
        request.params.id,
        request.body.role,
      );
      return { ok: true as const };
    },
  });
}

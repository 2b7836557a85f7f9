import { settingsRoutes as routes } from '@car-rental/domain/contract/settings';
import { ok, operation, signedIn } from '../../lib/operation.ts';
import { readDocumentSettings, updateDocumentSettings } from './document-settings.ts';
import { changePin } from './pin.service.ts';
import { getSettings, updateSettings } from './settings.service.ts';
import {
  changeStaffRole,
  listStaffMembers,
  resetStaffPassword,
  setStaffDisabled,
} from './staff.service.ts';

const staffOperations = [
  operation(routes.listStaff, async (_, ctx) => listStaffMembers(ctx.deps, signedIn(ctx).user)),
  // Disable and Enable: the same use case, one flag apart
  ...([true, false] as const).map((disabled) =>
    operation(disabled ? routes.disableStaff : routes.enableStaff, async ({ params }, ctx) => {
      await setStaffDisabled(ctx.acting, signedIn(ctx).user, params.id, disabled);
      return ok;
    }),
  ),
  operation(routes.resetStaffPassword, async ({ params }, ctx) =>
    resetStaffPassword(ctx.acting, signedIn(ctx).user, params.id),
  ),
  operation(routes.changeStaffRole, async ({ params, body }, ctx) => {
    await changeStaffRole(ctx.acting, signedIn(ctx).user, params.id, body.role);
    return ok;
  }),
];

export const settingsOperations = [
  operation(routes.getSettings, async (_, { deps }) => getSettings(deps)),
  operation(routes.updateSettings, async ({ body }, { acting }) => updateSettings(acting, body)),
  operation(routes.getDocumentSettings, async (_, { deps }) => readDocumentSettings(deps.db)),
  operation(routes.updateDocumentSettings, async ({ body }, { acting }) =>
    updateDocumentSettings(acting, body),
  ),
  operation(routes.changePin, async ({ body }, ctx) => {
    await changePin(ctx.acting, signedIn(ctx), body);
    return ok;
  }),
  ...staffOperations,
];

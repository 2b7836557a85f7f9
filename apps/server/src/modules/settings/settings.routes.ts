import { settingsRoutes as routes } from '@car-rental/domain/contract/settings';
import { ok, operation, signedIn } from '../../lib/operation.ts';
import { changePin } from './change-pin.ts';
import { changeStaffRole } from './change-staff-role.ts';
import { readDocumentSettings, updateDocumentSettings } from './document-settings.ts';
import { resetStaffPassword } from './reset-staff-password.ts';
import { setStaffDisabled } from './set-staff-disabled.ts';
import { getSettings } from './settings-read.ts';
import { listStaffMembers } from './staff-read.ts';
import { updateSettings } from './update-settings.ts';

const staffOperations = [
  operation(routes.listStaff, async (_, ctx) =>
    listStaffMembers(ctx.deps, { you: signedIn(ctx).user }),
  ),
  // Disable and Enable: the same use case, one flag apart
  ...([true, false] as const).map((disabled) =>
    operation(disabled ? routes.disableStaff : routes.enableStaff, async ({ params }, ctx) => {
      await setStaffDisabled(ctx.acting, { you: signedIn(ctx).user, id: params.id, disabled });
      return ok;
    }),
  ),
  operation(routes.resetStaffPassword, async ({ params }, ctx) =>
    resetStaffPassword(ctx.acting, { you: signedIn(ctx).user, id: params.id }),
  ),
  operation(routes.changeStaffRole, async ({ params, body }, ctx) => {
    await changeStaffRole(ctx.acting, { you: signedIn(ctx).user, id: params.id, role: body.role });
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
    await changePin(ctx.acting, { session: signedIn(ctx), body });
    return ok;
  }),
  ...staffOperations,
];

import type { BusinessSettings, BusinessSettingsInput } from '@car-rental/domain/contract/settings';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { readSettings, saveBusinessSettings } from './settings.repository.ts';

/** the business's details, its invoice numbering and its defaults */
export async function updateSettings(
  ctx: AppDeps,
  input: BusinessSettingsInput,
): Promise<BusinessSettings> {
  return write(ctx, async (tx, audit) => {
    const before = await readSettings(tx);
    await saveBusinessSettings(tx, input, ctx.clock.now());
    const after = await readSettings(tx);
    audit.record({ entity: 'settings', entityId: '1', before, after });
    return after;
  });
}

import type { BusinessSettings, BusinessSettingsInput } from '@car-rental/domain/contract/settings';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { readSettings, saveBusinessSettings } from './settings.repository.ts';

export function getSettings(deps: AppDeps): Promise<BusinessSettings> {
  return readSettings(deps.db);
}

export async function updateSettings(
  deps: AppDeps,
  input: BusinessSettingsInput,
): Promise<BusinessSettings> {
  return write(deps, async (tx, audit) => {
    const before = await readSettings(tx);
    await saveBusinessSettings(tx, input, deps.clock.now());
    const after = await readSettings(tx);
    audit.record({ entity: 'settings', entityId: '1', before, after });
    return after;
  });
}

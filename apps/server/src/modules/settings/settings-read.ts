import type { BusinessSettings } from '@car-rental/domain/contract/settings';
import type { AppDeps } from '../../lib/deps.ts';
import { readSettings } from './settings.repository.ts';

export function getSettings(ctx: AppDeps): Promise<BusinessSettings> {
  return readSettings(ctx.db);
}

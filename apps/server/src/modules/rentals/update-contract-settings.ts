import type { ContractSettings } from '@car-rental/domain/contract/inspections';
import type { AppDeps } from '../../lib/deps.ts';
import { write } from '../../lib/write.ts';
import { readContractSettings, writeContractSettings } from './contracts.repository.ts';

/** the agency's contract settings: its terms, accessories and prices */
export function updateContractSettings(ctx: AppDeps, value: ContractSettings) {
  return write(ctx, async (tx, audit) => {
    const before = await readContractSettings(tx);
    await writeContractSettings(tx, value, ctx.clock.now());
    audit.record({ entity: 'settings', entityId: '1', before, after: value });
    return value;
  });
}

import { DomainError } from '../errors.ts';

export type FundEntrySource = 'manual' | 'action';

export const TRANSACTION_NOT_FOUND = 'details.transactionNotFound';
export const TRANSACTION_LOCKED = 'details.transactionLocked';

/**
 * Only entries a person added can be deleted; an entry an action posted goes away by
 * undoing that action, so the fund always equals what really happened.
 */
export function assertDeletable(entry: { source: FundEntrySource } | undefined): void {
  if (!entry) throw new DomainError('transaction_not_found', TRANSACTION_NOT_FOUND);
  if (entry.source === 'action') throw new DomainError('transaction_locked', TRANSACTION_LOCKED);
}

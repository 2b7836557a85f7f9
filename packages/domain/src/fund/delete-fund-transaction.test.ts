import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { renderMessage } from '../messages.ts';
import { assertDeletable, TRANSACTION_LOCKED } from './delete-fund-transaction.ts';

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : 'other';
  }
}

describe('deleting a fund transaction', () => {
  it('deletes a manual entry', () => {
    expect(codeOf(() => assertDeletable({ source: 'manual' }))).toBeUndefined();
  });
  it('refuses an unknown entry with the spec text', () => {
    expect(codeOf(() => assertDeletable(undefined))).toBe(
      'transaction_not_found: Transaction not found',
    );
  });
  it('refuses an entry an action posted', () => {
    expect(codeOf(() => assertDeletable({ source: 'action' }))).toBe(
      `transaction_locked: ${renderMessage(TRANSACTION_LOCKED)}`,
    );
  });
});

import { DomainError } from '../errors.ts';
import { type FundEntry, signedAmount } from './fund-entry.ts';

export interface LedgerEntry extends FundEntry {
  id: string;
  /** ISO 8601 */
  timestamp: string;
}

/** the spec's Fund record: a balance kept alongside its transactions */
export interface FundLedger {
  currentBalance: number;
  lastUpdated: string | null;
  transactions: LedgerEntry[];
}

export const emptyLedger: FundLedger = { currentBalance: 0, lastUpdated: null, transactions: [] };

/** add_money raises the balance, add_charge lowers it; newest first */
export function addToLedger(ledger: FundLedger, entry: LedgerEntry): FundLedger {
  return {
    currentBalance: ledger.currentBalance + signedAmount(entry),
    lastUpdated: entry.timestamp,
    transactions: [entry, ...ledger.transactions],
  };
}

/** deleting an add_money lowers the balance by its amount; deleting an add_charge raises it */
export function deleteFromLedger(ledger: FundLedger, id: string, now: string): FundLedger {
  const entry = ledger.transactions.find((t) => t.id === id);
  if (!entry) throw new DomainError('transaction_not_found', 'Transaction not found');
  return {
    currentBalance: ledger.currentBalance - signedAmount(entry),
    lastUpdated: now,
    transactions: ledger.transactions.filter((t) => t.id !== id),
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf } from './fund-entry.ts';
import { addToLedger, deleteFromLedger, emptyLedger, type LedgerEntry } from './fund-ledger.ts';

const at = '2026-06-15T10:00:00.000Z';

const action = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    type: fc.constantFrom('add_money' as const, 'add_charge' as const),
    amount: fc.integer({ min: 0, max: 1e12 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('fund ledger', () => {
  it('add_money raises and add_charge lowers the balance; deleting undoes the entry', () => {
    let ledger = addToLedger(emptyLedger, {
      id: 'a',
      timestamp: at,
      type: 'add_money',
      amount: 500,
      description: 'x',
      category: 'income',
    });
    ledger = addToLedger(ledger, {
      id: 'b',
      timestamp: at,
      type: 'add_charge',
      amount: 200,
      description: 'y',
      category: 'fuel',
    });
    expect(ledger.currentBalance).toBe(300);
    expect(ledger.transactions.map((t) => t.id)).toEqual(['b', 'a']);
    expect(deleteFromLedger(ledger, 'a', at).currentBalance).toBe(-200);
    expect(deleteFromLedger(ledger, 'b', at).currentBalance).toBe(500);
    expect(() => deleteFromLedger(ledger, 'zzz', at)).toThrow('Transaction not found');
  });

  it('keeps the balance equal to balanceOf(its entries) for any sequence of adds and deletes', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let ledger = emptyLedger;
        let next = 0;
        for (const step of actions) {
          if (step.kind === 'add') {
            const entry: LedgerEntry = {
              id: String(next++),
              timestamp: at,
              type: step.type,
              amount: step.amount,
              description: 'entry',
              category: 'other',
            };
            ledger = addToLedger(ledger, entry);
          } else if (ledger.transactions.length > 0) {
            const victim = ledger.transactions[step.pick % ledger.transactions.length]!;
            ledger = deleteFromLedger(ledger, victim.id, at);
          }
          expect(ledger.currentBalance).toBe(balanceOf(ledger.transactions));
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, type FundEntry } from '../fund/fund-entry.ts';
import type { Car } from './car.ts';
import { bookedPurchase, paidPurchase, purchaseEntries } from './purchase-entries.ts';
import { setCarPaid } from './set-car-paid.ts';
import { aCar, clio, same } from './test-car.ts';
import { updateCar } from './update-car.ts';

const unpaid = aCar({ isPaid: false });
const paid = aCar({ isPaid: true });

describe('purchaseEntries', () => {
  it('charges the supplier purchase when a car becomes paid', () => {
    expect(purchaseEntries(unpaid, paid, same)).toEqual([
      {
        type: 'add_charge',
        amount: 150_000_000,
        description: 'Car Purchase - Renault Clio',
        category: 'supplier',
        supplierId: 'supplier-1',
      },
    ]);
  });

  it('reverses it when the car becomes unpaid', () => {
    expect(purchaseEntries(paid, unpaid, same)).toEqual([
      {
        type: 'add_money',
        amount: 150_000_000,
        description: 'Car Purchase Reversal - Renault Clio',
        category: 'supplier',
        supplierId: 'supplier-1',
      },
    ]);
  });

  it('posts nothing when nothing about the payment changes', () => {
    expect(purchaseEntries(paid, { ...paid }, same)).toEqual([]);
    expect(purchaseEntries(unpaid, { ...unpaid, purchasePrice: 1 }, same)).toEqual([]);
  });

  it('reverses the old purchase and charges the new price of a paid car', () => {
    const entries = purchaseEntries(paid, { ...paid, purchasePrice: 160_000_000 }, same);
    expect(entries.map((e) => [e.type, e.amount, e.supplierId])).toEqual([
      ['add_money', 150_000_000, 'supplier-1'],
      ['add_charge', 160_000_000, 'supplier-1'],
    ]);
  });

  it('moves the purchase to the new supplier of a paid car', () => {
    const entries = purchaseEntries(paid, { ...paid, supplierId: 'supplier-2' }, same);
    expect(entries.map((e) => [e.type, e.amount, e.supplierId])).toEqual([
      ['add_money', 150_000_000, 'supplier-1'],
      ['add_charge', 150_000_000, 'supplier-2'],
    ]);
  });

  it('posts nothing for a car without a supplier (bought outside the fund)', () => {
    const noSupplier = aCar({ supplierId: null, isPaid: false });
    expect(purchaseEntries(noSupplier, { ...noSupplier, isPaid: true }, same)).toEqual([]);
  });

  it('posts nothing for a car without a purchase price or with 0', () => {
    for (const purchasePrice of [null, 0]) {
      const car = aCar({ purchasePrice, isPaid: false });
      expect(purchaseEntries(car, { ...car, isPaid: true }, same)).toEqual([]);
    }
  });

  it('only reverses when the supplier of a paid car is cleared', () => {
    const entries = purchaseEntries(paid, { ...paid, supplierId: null }, same);
    expect(entries.map((e) => e.type)).toEqual(['add_money']);
  });

  it('writes the reversal with the old names and the charge with the new ones', () => {
    const entries = purchaseEntries(
      paid,
      { ...paid, purchasePrice: 1 },
      { before: clio, after: { brandName: 'Peugeot', modelName: '208' } },
    );
    expect(entries.map((e) => e.description)).toEqual([
      'Car Purchase Reversal - Renault Clio',
      'Car Purchase - Peugeot 208',
    ]);
  });
});

type Step =
  | { kind: 'paid'; isPaid: boolean }
  | { kind: 'price'; purchasePrice: number | null }
  | { kind: 'supplier'; supplierId: string | null }
  | { kind: 'rename' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('paid' as const), isPaid: fc.boolean() }),
  fc.record({
    kind: fc.constant('price' as const),
    purchasePrice: fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
  }),
  fc.record({
    kind: fc.constant('supplier' as const),
    supplierId: fc.option(fc.constantFrom('s1', 's2', 's3')),
  }),
  fc.record({ kind: fc.constant('rename' as const) }),
);

/** what the fund has net paid each supplier for this car, from the entries */
function paidPerSupplier(entries: readonly FundEntry[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const entry of entries) {
    const id = entry.supplierId ?? 'none';
    net.set(id, (net.get(id) ?? 0) - balanceOf([entry]));
  }
  for (const [id, amount] of net) if (amount === 0) net.delete(id);
  return net;
}

describe('purchase ledger property', () => {
  it('after any sequence of edits and toggles, the entries net to the paid purchase', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
        fc.option(fc.constantFrom('s1', 's2')),
        fc.array(step, { maxLength: 30 }),
        (startPaid, startPrice, startSupplier, steps) => {
          let car: Car = aCar({
            isPaid: startPaid,
            purchasePrice: startPrice,
            supplierId: startSupplier,
          });
          const posted: FundEntry[] = purchaseEntries(
            { isPaid: false, supplierId: null, purchasePrice: null },
            car,
            same,
          );
          for (const s of steps) {
            const next =
              s.kind === 'paid'
                ? setCarPaid(car, s.isPaid, clio)
                : s.kind === 'rename'
                  ? updateCar(car, { modelId: 'model-captur' }, same)
                  : updateCar(car, s.kind === 'price' ? s : { supplierId: s.supplierId }, same);
            posted.push(...next.entries);
            car = next.car;
            // at every moment the car is charged at most once
            const outstanding = 0 - balanceOf(posted);
            expect(outstanding).toBe(paidPurchase(car)?.amount ?? 0);
          }
          const owed = paidPurchase(car);
          expect(0 - balanceOf(posted)).toBe(owed?.amount ?? 0);
          expect(paidPerSupplier(posted)).toEqual(
            owed ? new Map([[owed.supplierId, owed.amount]]) : new Map(),
          );
          expect(posted.every((e) => e.amount > 0 && e.category === 'supplier')).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('bookedPurchase and edits of a car the fund never paid (issue 11)', () => {
  const charge = (amount: number, supplierId = 'supplier-1') =>
    ({ type: 'add_charge', amount, supplierId }) as const;
  const reversal = (amount: number, supplierId = 'supplier-1') =>
    ({ type: 'add_money', amount, supplierId }) as const;

  it('is the net of the car purchase entries, on the supplier still booked', () => {
    expect(bookedPurchase([])).toBeNull();
    expect(bookedPurchase([charge(100)])).toEqual({ supplierId: 'supplier-1', amount: 100 });
    expect(bookedPurchase([charge(100), reversal(100)])).toBeNull();
    expect(bookedPurchase([charge(100), reversal(100), charge(120, 'supplier-2')])).toEqual({
      supplierId: 'supplier-2',
      amount: 120,
    });
  });

  it('a paid car settled by earlier supplier payments moves no money when edited', () => {
    const edit = updateCar(paid, { purchasePrice: 170_000_000, supplierId: 's-2' }, same, null);
    expect(edit.entries).toEqual([]);
  });

  it('a paid car the fund booked still moves its booked purchase', () => {
    const booked = { supplierId: 'supplier-1', amount: 150_000_000 };
    const edit = updateCar(paid, { purchasePrice: 170_000_000 }, same, booked);
    expect(edit.entries.map((e) => [e.type, e.amount])).toEqual([
      ['add_money', 150_000_000],
      ['add_charge', 170_000_000],
    ]);
  });
});

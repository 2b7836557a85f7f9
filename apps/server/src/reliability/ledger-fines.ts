import fc from 'fast-check';
import { expect } from 'vitest';
import {
  act,
  Command,
  clientOf,
  hasCars,
  type LedgerCommand,
  onCar,
  pickOf,
} from './ledger-actions.ts';
import { postCare } from './ledger-care.ts';
import { type Ledger, type ModelCar, TRAFFIC_FINES } from './ledger-model.ts';
import { actor, payment, tillFor } from './ledger-till.ts';

/**
 * Issue 32 §4 in the ledger model (decision 0041): a traffic fine is one traffic_fines charge
 * in the recorder's drawer, paid as said. Charged to the customer of a rental still out, it is
 * one of its charges: the model's return counts it (ModelRental.fines). Charged to the
 * customer of a rental already returned, he owes it until he pays it: one entry of money in.
 * A manager's or the owner's deletion gives each entry back as it was paid, in the deleter's
 * drawer, and takes the charge off a rental still out; once that rental is returned, the fine
 * was paid with it (409). A returned rental a fine names cannot be deleted (409).
 */

/** per model: the pickup instant of each rental seen out (final once it has passed) */
const pickups = new WeakMap<Ledger, Map<string, number>>();
const pickupsOf = (m: Ledger) => {
  let seen = pickups.get(m);
  if (!seen) {
    seen = new Map();
    pickups.set(m, seen);
  }
  return seen;
};

/** notes the pickup of every rental out whose pickup has come (an early check-out moves only a later one) */
function notePickups(m: Ledger): void {
  const seen = pickupsOf(m);
  for (const car of m.cars) {
    if (car.rental && car.rental.startAt <= m.now) seen.set(car.rental.id, car.rental.startAt);
  }
}

const amount = fc.integer({ min: 1, max: 2_000_000_00 });

type Target = 'agency' | 'out' | 'returned';

export function fineCommands(): LedgerCommand[] {
  return [
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom<Target>('agency', 'out', 'returned'),
        fc.nat(),
        amount,
        actor,
        payment,
      )
      .map(
        ([p, target, q, fine, who, paid]) =>
          new Command(
            `addCarFine(${p}, ${target}, ${fine}, ${who}, ${paid.method})`,
            hasCars,
            async (m, r) => {
              notePickups(m);
              const seen = pickupsOf(m);
              // a returned rental at its pickup, unless another took the car at that instant
              // too (one brought back at its own pickup): the server charges the one still
              // out, or the one returned last, and the model does not keep return instants
              const sharedPickup = (car: ModelCar, id: string) =>
                [...car.records.map((x) => x.id), car.rental?.id].some(
                  (other) =>
                    other !== undefined && other !== id && seen.get(other) === seen.get(id),
                );
              const returnedOf = (car: ModelCar) =>
                car.records.filter(
                  (x) => x.state === 'returned' && seen.has(x.id) && !sharedPickup(car, x.id),
                );
              const started = (car: ModelCar) => car.rental !== null && car.rental.startAt <= m.now;
              // whom the model charges: the rental out that has the car now, or a returned one
              // at its pickup (both ends of a period count), else the agency
              const candidates =
                target === 'out'
                  ? m.cars.filter(started)
                  : target === 'returned'
                    ? m.cars.filter((car) => returnedOf(car).length > 0)
                    : [];
              const car = pickOf(candidates.length > 0 ? candidates : m.cars, p);
              const out = started(car) ? car.rental : null;
              let rentalId: string | null = null;
              let issuedAt = m.now - 60_000;
              if (target === 'out' && out) {
                rentalId = out.id;
                issuedAt = m.now;
              } else if (target === 'returned' && returnedOf(car).length > 0) {
                rentalId = pickOf(returnedOf(car), q).id;
                issuedAt = seen.get(rentalId)!;
              }
              tillFor(m, who, paid);
              const res = await act(
                r,
                onCar(car, 201),
                'POST',
                `/api/cars/${car.id}/fines`,
                {
                  issuedAt: new Date(issuedAt).toISOString(),
                  place: 'Alger, RN5',
                  amount: fine,
                  reference: `AV-${p}`,
                  payment: paid.body,
                  ...(rentalId ? { chargeTo: 'customer', rentalId } : { chargeTo: 'agency' }),
                },
                clientOf(r, who),
              );
              if (res.status !== 201) return;
              const onRental = rentalId !== null && rentalId === out?.id;
              expect(res.body.outcome, 'what became of the fine').toBe(
                rentalId ? (onRental ? 'rental_charge' : 'owed') : 'agency',
              );
              expect(res.body.fundEntry?.method, 'how the agency paid it').toBe(paid.method);
              if (onRental) out!.fines = (out!.fines ?? 0) + fine;
              m.fines.push({
                id: res.body.id,
                carId: car.id,
                amount: fine,
                rentalId,
                onRental,
                fund: postCare(m, 'add_charge', fine, TRAFFIC_FINES),
                recovered: null,
              });
            },
          ),
      ),
    fc.tuple(fc.nat(), actor, payment).map(
      ([p, who, paid]) =>
        new Command(
          `recoverCarFine(${p}, ${who}, ${paid.method})`,
          (m) => m.fines.length > 0,
          async (m, r) => {
            const fine = pickOf(m.fines, p);
            const car = m.cars.find((x) => x.id === fine.carId)!;
            const owed = fine.rentalId !== null && !fine.onRental && !fine.recovered;
            tillFor(m, who, paid);
            await act(
              r,
              onCar(car, owed ? 200 : 409),
              'POST',
              `/api/cars/${car.id}/fines/${fine.id}/recovery`,
              { payment: paid.body },
              clientOf(r, who),
            );
            if (owed && !car.deleted)
              fine.recovered = postCare(m, 'add_money', fine.amount, TRAFFIC_FINES);
          },
        ),
    ),
    fc.tuple(fc.nat(), actor).map(
      ([p, who]) =>
        new Command(
          `deleteCarFine(${p}, ${who})`,
          (m) => m.fines.length > 0,
          async (m, r) => {
            const fine = pickOf(m.fines, p);
            const car = m.cars.find((x) => x.id === fine.carId)!;
            const collected = fine.onRental && car.rental?.id !== fine.rentalId;
            // the role is refused before the car is looked for
            const status = who === 'agent' ? 403 : onCar(car, collected ? 409 : 200);
            tillFor(m, who);
            await act(
              r,
              status,
              'DELETE',
              `/api/cars/${car.id}/fines/${fine.id}`,
              undefined,
              clientOf(r, who),
            );
            if (status !== 200) return;
            m.fines = m.fines.filter((x) => x !== fine);
            postCare(m, 'add_money', fine.amount, TRAFFIC_FINES, fine.fund.method);
            if (fine.recovered)
              postCare(m, 'add_charge', fine.amount, TRAFFIC_FINES, fine.recovered.method);
            if (fine.onRental) car.rental!.fines = (car.rental!.fines ?? 0) - fine.amount;
          },
        ),
    ),
  ];
}

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
import {
  type Actor,
  businessDay,
  type Ledger,
  type ModelFundEntry,
  post,
  YEAR_AHEAD,
} from './ledger-model.ts';
import { actor, payment, tillFor } from './ledger-till.ts';

/**
 * Issue 32 in the ledger model: a car's service and paper costs are one charge each, in the
 * drawer of whoever records them and paid as they say; a manager's or the owner's deletion
 * puts the same money back in (the deleter's drawer, the way it was paid), and the charge
 * figures count the net. A car out takes a repair only; an agent cannot delete.
 */

const SERVICE_TYPES = ['oil_filters', 'tyres', 'brakes', 'repair', 'body_work'] as const;
/** papers valid well past any sequence, so that none refuses a booking of the model */
const PAPER_KINDS = ['insurance', 'technical_inspection', 'vignette', 'registration'] as const;

const cost = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_000_00 }));

/** posts a care record's charge (or its reversal) in the model, in its fund category */
export function postCare(
  m: Ledger,
  type: 'add_money' | 'add_charge',
  amount: number,
  category: string,
  method = m.till.method,
): ModelFundEntry {
  const entry = post(m, type, amount, null, method);
  entry.category = category;
  return entry;
}

export function careCommands(): LedgerCommand[] {
  return [
    fc.tuple(fc.nat(), fc.constantFrom(...SERVICE_TYPES), cost, actor, payment).map(
      ([p, type, amount, who, paid]) =>
        new Command(
          `addCarService(${p}, ${type}, ${amount}, ${who}, ${paid.method})`,
          hasCars,
          async (m, r) => {
            const car = pickOf(m.cars, p);
            const status = onCar(car, car.rental && type !== 'repair' ? 409 : 201);
            tillFor(m, who, paid);
            const res = await act(
              r,
              status,
              'POST',
              `/api/cars/${car.id}/services`,
              {
                type,
                date: businessDay(m.now),
                odometer: car.mileage,
                cost: amount,
                photos: [],
                payment: paid.body,
              },
              clientOf(r, who),
            );
            if (status !== 201) return;
            expect(res.body.fundEntry?.method ?? null, 'the method of its charge').toBe(
              amount > 0 ? paid.method : null,
            );
            const fund = amount > 0 ? postCare(m, 'add_charge', amount, 'maintenance') : null;
            m.care.push({ id: res.body.id, carId: car.id, kind: 'services', amount, fund });
          },
        ),
    ),
    fc.tuple(fc.nat(), fc.constantFrom(...PAPER_KINDS), cost, actor, payment).map(
      ([p, kind, amount, who, paid]) =>
        new Command(
          `addCarPaper(${p}, ${kind}, ${amount}, ${who}, ${paid.method})`,
          hasCars,
          async (m, r) => {
            const car = pickOf(m.cars, p);
            const status = onCar(car, 201);
            tillFor(m, who, paid);
            const from = businessDay(m.now);
            const res = await act(
              r,
              status,
              'POST',
              `/api/cars/${car.id}/papers`,
              {
                kind,
                from,
                ...(kind === 'registration' ? {} : { until: businessDay(m.now + YEAR_AHEAD) }),
                cost: amount,
                payment: paid.body,
              },
              clientOf(r, who),
            );
            if (status !== 201) return;
            const category = kind === 'insurance' ? 'insurance' : 'car_papers';
            const fund = amount > 0 ? postCare(m, 'add_charge', amount, category) : null;
            m.care.push({ id: res.body.id, carId: car.id, kind: 'papers', amount, fund });
          },
        ),
    ),
    fc.tuple(fc.nat(), actor).map(
      ([p, who]) =>
        new Command(
          `deleteCareRecord(${p}, ${who})`,
          (m) => m.care.length > 0,
          async (m, r) => {
            const record = pickOf(m.care, p);
            const car = m.cars.find((x) => x.id === record.carId)!;
            // the role is refused before the car is looked for
            const status = who === 'agent' ? 403 : onCar(car, 200);
            tillFor(m, who);
            await act(
              r,
              status,
              'DELETE',
              `/api/cars/${car.id}/${record.kind}/${record.id}`,
              undefined,
              clientOf(r, who as Actor),
            );
            if (status !== 200) return;
            m.care = m.care.filter((x) => x !== record);
            const { fund } = record;
            if (fund) postCare(m, 'add_money', fund.amount, fund.category, fund.method);
          },
        ),
    ),
  ];
}

import type { Transmission } from '@car-rental/domain/cars/car';
import { demoCatalogue } from '@car-rental/domain/catalogue/demo-catalogue';
import type { CarView } from '@car-rental/domain/contract/car';
import { fromDinars } from '@car-rental/domain/money';
import type { PaymentType } from '@car-rental/domain/rentals/rent-car';
import { DEMO_TIME_ZONE, type DemoContext } from './demo-context.ts';
import {
  seedBuyer,
  seedColors,
  seedRentalCustomers,
  seedSuppliers,
  seedWilayas,
} from './demo-seed-data.ts';
import { type DemoState, emptyState, nextId } from './demo-state.ts';
import { addBrandAction, addModelAction } from './handlers/brands.ts';
import { addCarAction, markForSaleAction } from './handlers/cars.ts';
import { addFundTransactionAction } from './handlers/fund.ts';
import { rentCarAction, returnCarAction } from './handlers/rentals.ts';
import { sellCarAction } from './handlers/sales.ts';
import { addSupplierAction } from './handlers/suppliers.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** the spec's demo cars (§3): counts and bounds the seed draws within */
export const DEMO_SEED = {
  cars: 10,
  dailyRateDinars: { min: 85, max: 145 },
  saleFactor: 200,
  purchaseFactor: 150,
  rating: { min: 4, max: 5 },
  mileageKm: { min: 10_000, max: 60_000 },
} as const;

/**
 * The demo data (spec §3): the catalogue, 5 suppliers and 10 paid cars, then some weeks of
 * business played through the same actions the routes use, each at its own time, so the
 * fund, supplier balances and history agree: an opening deposit, the cars' purchases, two
 * finished rentals (one with a charge), two active ones (one due within hours), a car
 * listed for sale, a car sold and a few manual fund entries. `random` draws the cars.
 */
export function seedState(now: Date, random: () => number): DemoState {
  const state = emptyState();
  const base = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const ctx: DemoContext = {
    state,
    now: new Date(base),
    timeZone: DEMO_TIME_ZONE,
    newId: () => nextId(state, random),
    random,
  };
  /** moves the seed's clock to `days` days (and `hours` hours) before the hour of `now` */
  const at = (days: number, hours = 0) => {
    ctx.now = new Date(base - days * DAY_MS + hours * HOUR_MS);
  };
  const below = (n: number) => Math.min(n - 1, Math.floor(random() * n));

  at(90);
  const models: { brandId: string; modelId: string }[] = [];
  for (const entry of demoCatalogue) {
    const brand = addBrandAction(ctx, { name: entry.name, group: entry.group });
    for (const name of entry.models) {
      models.push({ brandId: brand.id, modelId: addModelAction(ctx, brand.id, name).id });
    }
  }
  const suppliers = seedSuppliers.map((supplier) => addSupplierAction(ctx, supplier));

  at(60);
  manual('add_money', 300_000, 'Opening deposit', 'deposit');

  // ten distinct catalogue models, drawn at random
  const pool = [...models];
  const cars: CarView[] = [];
  for (let i = 0; i < DEMO_SEED.cars; i++) {
    const [picked] = pool.splice(below(pool.length), 1);
    at(58 - 2 * i, 1);
    cars.push(addCarAction(ctx, { ...picked!, ...drawCar(i) }));
  }

  at(45, 2);
  manual('add_charge', 9_500, 'Fleet insurance - annual policy', 'insurance');
  at(35, 3);
  const oranMotors = suppliers[1]!;
  manual('add_charge', 15_000, `Payment to ${oranMotors.name}`, 'supplier', oranMotors.id);

  const car = (index: number) => cars[index]!;
  rentAndReturn(car(0), 0, 30, 3, 'after', []);
  at(20, 4);
  manual('add_charge', 2_400, 'Oil change and filters', 'maintenance');
  rentAndReturn(car(1), 1, 16, 4, 'advance', [
    { type: 'cleaning', description: 'Interior cleaning', amount: fromDinars(2_500) },
  ]);

  at(10, 2);
  const sold = car(2);
  markForSaleAction(ctx, sold.id);
  at(7, 5);
  sellCarAction(ctx, sold.id, { ...seedBuyer, price: (sold.salePrice ?? 0) - fromDinars(500) });
  at(5, 3);
  markForSaleAction(ctx, car(8).id);
  at(3, 6);
  manual('add_charge', 1_200, 'Fuel for car deliveries', 'fuel');

  // still rented: one due back within a few hours (the bell), one paid in advance
  at(2);
  rent(car(9), seedRentalCustomers[2], 'after', new Date(base + 3 * HOUR_MS));
  at(1);
  rent(car(7), seedRentalCustomers[3], 'advance', new Date(base + 4 * DAY_MS));
  return state;

  function drawCar(index: number) {
    const rate = DEMO_SEED.dailyRateDinars;
    const dailyRate = fromDinars(rate.min + below(rate.max - rate.min + 1));
    const year = 2018 + below(7);
    const mileage = DEMO_SEED.mileageKm;
    const transmission: Transmission = below(2) === 0 ? 'automatic' : 'manual';
    const plate = `${String(below(100_000)).padStart(5, '0')}-${1 + below(2)}${String(year % 100).padStart(2, '0')}-${seedWilayas[below(seedWilayas.length)]}`;
    return {
      year,
      dailyRate,
      salePrice: DEMO_SEED.saleFactor * dailyRate,
      purchasePrice: DEMO_SEED.purchaseFactor * dailyRate,
      supplierId: suppliers[index % suppliers.length]!.id,
      rating: Math.round((DEMO_SEED.rating.min + random()) * 10) / 10,
      transmission,
      fuel: 'gasoline',
      plate,
      color: seedColors[below(seedColors.length)]!,
      mileageKm: mileage.min + below(mileage.max - mileage.min + 1),
      images: [],
      isPaid: true,
    };
  }

  function manual(
    type: 'add_money' | 'add_charge',
    dinars: number,
    description: string,
    category: string,
    supplierId?: string,
  ) {
    addFundTransactionAction(ctx, {
      type,
      amount: fromDinars(dinars),
      description,
      category,
      supplierId,
    });
  }

  function rent(
    car: CarView,
    customer: (typeof seedRentalCustomers)[number],
    paymentType: PaymentType,
    end: Date,
  ) {
    const start = ctx.now.toISOString();
    rentCarAction(ctx, car.id, {
      start,
      end: end.toISOString(),
      customer: { ...customer, paymentType },
    });
  }

  function rentAndReturn(
    car: CarView,
    customer: 0 | 1,
    daysAgo: number,
    days: number,
    paymentType: PaymentType,
    charges: { type: 'cleaning'; description: string; amount: number }[],
  ) {
    at(daysAgo, 2);
    rent(
      car,
      seedRentalCustomers[customer],
      paymentType,
      new Date(ctx.now.getTime() + days * DAY_MS),
    );
    at(daysAgo - days, 2);
    const newMileage = car.mileageKm + 300 + below(600);
    returnCarAction(ctx, car.id, { newMileage, charges });
  }
}

import { authRoutes } from '@car-rental/domain/contract/auth';
import { bookingPageRoutes } from '@car-rental/domain/contract/booking-page';
import { bookingRequestRoutes } from '@car-rental/domain/contract/booking-requests';
import { brandRoutes } from '@car-rental/domain/contract/brands';
import type { CarView } from '@car-rental/domain/contract/car';
import { carRoutes } from '@car-rental/domain/contract/cars';
import { drawerRoutes } from '@car-rental/domain/contract/drawers';
import { fineRoutes } from '@car-rental/domain/contract/fines';
import { type addPaperBody, fleetRoutes } from '@car-rental/domain/contract/fleet';
import { fundRoutes, type paymentBody } from '@car-rental/domain/contract/fund';
import { contractRoutes } from '@car-rental/domain/contract/inspections';
import { pricingRoutes } from '@car-rental/domain/contract/pricing';
import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import type { AnswerOf, CallInput, RouteSpec } from '@car-rental/domain/contract/route';
import { salesRoutes } from '@car-rental/domain/contract/sales';
import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { addDays, addMonths } from '@car-rental/domain/fleet/business-days';
import type { ServiceType } from '@car-rental/domain/fleet/service-types';
import { DENOMINATIONS } from '@car-rental/domain/fund/drawer';
import { fromDinars } from '@car-rental/domain/money';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { z } from 'zod';
import {
  DEMO_BOOKING_PAGE,
  DEMO_CONTRACT_TERMS,
  DEMO_EXTRAS,
  DEMO_RATE_PLANS,
  DEMO_SIGNATURE,
  SHORTFALL_REASON,
  seedBookingRequest,
  seedBuyer,
  seedCheques,
  seedColors,
  seedGarage,
  seedInsurers,
  seedRentalCustomers,
  seedStaff,
  seedSuppliers,
  seedWilayas,
} from '../demo-seed-data.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../demo-session.ts';
import { demoConfig } from './demo-deps.ts';

/** a payment as a form sends it (cheque details only on a cheque) */
type Payment = z.input<typeof paymentBody>;

export { DEMO_PASSWORD, DEMO_USERNAME };
export const DEMO_PIN = '1234';

/** a route call that answers the route's answer or throws its problem */
export type Caller = <R extends RouteSpec>(route: R, input: CallInput<R>) => Promise<AnswerOf<R>>;

export interface SeedOptions {
  call: Caller;
  /** moves the time the routes see */
  setNow(date: Date): void;
  now: Date;
  random: () => number;
}

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

type Customer = (typeof seedRentalCustomers)[number];
type Charge = { type: 'cleaning' | 'fuel' | 'damage'; description: string; amount: number };

/**
 * The demo's sample business (spec §3), written through the API's routes, each call at its
 * own time, so that every row, fund entry, summary and audit entry is what the server's own
 * rules make of it: the demo account (PIN 1234), 5 suppliers, 10 paid cars of the brand
 * catalogue, then three months of business: an opening deposit, the cars' purchases,
 * finished rentals (some with charges), manual fund entries, a car sold and one listed for
 * sale, two rentals still out, one due back within hours, and two reservations, one picked up
 * later today. Issue 32: the garage's services (one a repair while the car was out, one the
 * service booklet's last oil change at no cost, so that the car is due for the next) and each
 * car's insurance and contrôle technique, one insurance lapsed (booking the car is refused) and
 * one ending in 25 days; a speeding fine matched to a past rental, owed by its customer; each
 * cost one charge in the owner's drawer, on days no staff drawer is
 * open (the month's view orders one day's drawers by the staff member's id, which each seed
 * draws anew). About 100 calls.
 */
export async function seedDemo(options: SeedOptions): Promise<void> {
  const { setNow, now, random } = options;
  const base = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  /** the seed's clock: `days` days (and `hours` hours) before the hour of `now` */
  let current = new Date(base);
  const at = (days: number, hours = 0) => {
    current = new Date(base - days * DAY_MS + hours * HOUR_MS);
    setNow(current);
    return current;
  };
  const below = (n: number) => Math.min(n - 1, Math.floor(random() * n));
  /** a session ends 30 days after sign-in: the seed's desk signs in again every 20 days */
  let signedInAt = Number.NEGATIVE_INFINITY;
  const call: Caller = async (route, input) => {
    if (signedInAt !== Number.NEGATIVE_INFINITY && current.getTime() - signedInAt > 20 * DAY_MS) {
      await options.call(authRoutes.signIn, {
        body: { identifier: DEMO_USERNAME, password: DEMO_PASSWORD },
      });
      signedInAt = current.getTime();
    }
    return options.call(route, input);
  };

  at(92);
  await call(authRoutes.createOwner, {
    body: {
      email: 'demo@demo.local',
      username: DEMO_USERNAME,
      password: DEMO_PASSWORD,
      displayName: 'Demo User',
      pin: DEMO_PIN,
    },
  });
  signedInAt = current.getTime();
  const { items: brands } = await call(brandRoutes.listBrands, {});
  const models = brands.flatMap((brand) =>
    brand.models.map((model) => ({ brandId: brand.id, modelId: model.id })),
  );
  // issue 31: two staff members, each with a drawer of their own
  const staff = {
    agent: await call(authRoutes.register, {
      body: { ...seedStaff.agent, password: DEMO_PASSWORD },
    }),
    manager: await call(authRoutes.register, {
      body: { ...seedStaff.manager, password: DEMO_PASSWORD },
    }),
  };
  const suppliers: AnswerOf<typeof supplierRoutes.addSupplier>[] = [];
  for (const supplier of seedSuppliers) {
    suppliers.push(await call(supplierRoutes.addSupplier, { body: supplier }));
  }
  const garage = await call(supplierRoutes.addSupplier, { body: seedGarage });

  at(90);
  await manual('add_money', 300_000, 'Opening deposit', 'deposit');

  // ten distinct catalogue models, drawn at random, bought over three weeks
  const pool = [...models];
  const cars: CarView[] = [];
  for (let i = 0; i < DEMO_SEED.cars; i++) {
    const [picked] = pool.splice(below(pool.length), 1);
    if (!picked) throw new Error('the catalogue has fewer models than the demo has cars');
    at(88 - 2 * i, 1);
    const bought = await call(carRoutes.addCar, { body: { ...picked, ...drawCar(i) } });
    cars.push(bought);
    at(88 - 2 * i, 1.5);
    await recordPapers(bought, i);
  }
  const mileage = new Map(cars.map((car) => [car.id, car.mileageKm ?? 0]));
  const car = (index: number) => cars[index] as CarView;
  // issue 32: the last oil change in the service booklet car 6 came with (paid by its previous
  // owner, no cost here): the schedule counts from it, so the car is due for its next now
  at(69, 2);
  await service(car(6), 'oil_filters', 0, {
    date: day(-340),
    odometer: Math.max(0, (car(6).mileageKm ?? 0) - 9_300),
    supplierId: undefined,
    note: "From the service booklet (the previous owner's garage)",
  });

  at(66, 2);
  await manual('add_charge', 9_500, 'Fleet insurance - annual policy', 'insurance');
  const oranMotors = suppliers[1];
  if (oranMotors) {
    at(55, 3);
    await manual('add_charge', 15_000, `Payment to ${oranMotors.name}`, 'supplier', {
      supplierId: oranMotors.id,
      payment: { method: 'transfer' },
    });
  }

  // finished rentals over the three months: [car, customer, days ago, days, payment, charges]
  const finished: [number, number, number, number, 'after' | 'advance', Charge[]][] = [
    [3, 0, 64, 3, 'after', []],
    [4, 1, 58, 5, 'advance', []],
    [
      5,
      0,
      49,
      2,
      'after',
      [{ type: 'fuel', description: 'Fuel refill', amount: fromDinars(1_800) }],
    ],
    [6, 1, 41, 4, 'advance', []],
    [3, 1, 36, 3, 'after', []],
    [0, 0, 30, 3, 'after', []],
    [
      1,
      1,
      16,
      4,
      'advance',
      [{ type: 'cleaning', description: 'Interior cleaning', amount: fromDinars(2_500) }],
    ],
    [5, 0, 12, 2, 'advance', []],
  ];
  for (const [index, customer, daysAgo, days, payment, charges] of finished) {
    await rentAndReturn(
      car(index),
      seedRentalCustomers[customer] as Customer,
      daysAgo,
      days,
      payment,
      charges,
      // issue 32: a repair while the car is out (the only work a car out takes)
      daysAgo === 58
        ? () => service(car(index), 'repair', 800, { note: 'Puncture repaired on the road' })
        : undefined,
    );
    // issue 32: the garage's work after a return
    if (daysAgo === 49) {
      at(46, 3);
      await service(car(5), 'brakes', 3_800, { payment: { method: 'card' } });
    }
    if (daysAgo === 36) {
      at(32, 3);
      await service(car(3), 'oil_filters', 2_400);
    }
    if (daysAgo === 30) {
      at(20, 4);
      await manual('add_charge', 2_400, 'Oil change and filters', 'maintenance');
      at(20, 5);
      await recordFine(car(index), new Date(base - 29 * DAY_MS + 3 * HOUR_MS));
    }
  }

  at(10, 2);
  const sold = car(2);
  await call(carRoutes.markForSale, { params: { id: sold.id } });
  at(9, 3);
  await service(car(1), 'tyres', 6_000, {
    payment: seedCheques.garage,
    note: 'Four tyres, balancing and alignment',
  });
  at(7, 5);
  await call(salesRoutes.sellCar, {
    params: { id: sold.id },
    body: {
      ...seedBuyer,
      price: (sold.salePrice ?? 0) - fromDinars(500),
      payment: seedCheques.sale,
    },
  });
  at(5, 3);
  await call(carRoutes.markForSale, { params: { id: car(8).id } });
  // five hours past the seed's hour: a snapshot moved by up to 8 hours keeps it on its day
  at(3, 5);
  await manual('add_charge', 1_200, 'Fuel for car deliveries', 'fuel');

  // issue 15: the contract terms the agency prints and prices its returns with
  await call(contractRoutes.updateContractSettings, { body: DEMO_CONTRACT_TERMS });
  // issue 33: the price list: the demo's models in categories (every third an SUV), the
  // economy and SUV plans with summer, Eid, the weekend and longer rentals, and the extras
  for (const [index, modelId] of [...new Set(cars.map((bought) => bought.modelId))].entries()) {
    const category = index % 3 === 2 ? 'suv' : 'economy';
    await call(pricingRoutes.setModelCategory, { params: { id: modelId }, body: { category } });
  }
  for (const [category, plan] of Object.entries(DEMO_RATE_PLANS)) {
    await call(pricingRoutes.setCategoryRatePlan, {
      params: { category: category as keyof typeof DEMO_RATE_PLANS },
      body: plan,
    });
  }
  await call(pricingRoutes.setExtras, { body: DEMO_EXTRAS });
  // issue 34: the booking page, open, offering the two categories
  await call(bookingPageRoutes.setBookingPageSettings, { body: DEMO_BOOKING_PAGE });

  // still rented: one due back within a few hours (the bell), one paid in advance and
  // checked out with its contract (a scratch noted, 7/8 of fuel, a cash deposit)
  at(2);
  await rent(car(9), seedRentalCustomers[2], 'after', new Date(base + 3 * HOUR_MS));
  // issue 31: Samir's day two days ago, closed 500 DA short with its reason (minutes after
  // the hour, so that one business day holds them wherever the hour falls)
  await asStaff('agent', async () => {
    at(2, 0.1);
    await manual('add_money', 3_000, 'Airport delivery fee', 'income');
    at(2, 0.15);
    await manual('add_money', 1_500, 'Child seat hire', 'income', { payment: { method: 'card' } });
    at(2, 0.2);
    await manual('add_charge', 1_200, 'Fuel for car deliveries', 'fuel');
    at(2, 0.3);
    await closeDay(staff.agent.user.id, -fromDinars(500), fromDinars(300));
  });
  // Yasmine's day yesterday: a rental paid ahead and its cash deposit, counted right
  await asStaff('manager', async () => {
    at(1);
    const booked = await rent(
      car(7),
      seedRentalCustomers[3],
      'advance',
      new Date(base + 4 * DAY_MS),
    );
    at(1, 0.25); // the walk around the car, a quarter of an hour after the booking
    await checkOut(booked);
    at(1, 0.5);
    // the advance goes to the safe, the deposit stays in the drawer
    await closeDay(staff.manager.user.id, 0, booked.rental.advancePaid);
  });

  // reserved (issue 14): one picked up later today (the bell), one in three days, paid ahead
  at(0);
  await reserve(car(6), seedRentalCustomers[1], 'after', 5 * HOUR_MS, 2 * DAY_MS);
  // issue 31: Samir's drawer today, open: the advance by cheque, a fee by card, cash in and out
  await asStaff('agent', async () => {
    at(0, 1 / 3600);
    await reserve(
      car(4),
      seedRentalCustomers[0],
      'advance',
      3 * DAY_MS,
      3 * DAY_MS,
      seedCheques.advance,
    );
    at(0, 2 / 3600);
    await manual('add_money', 1_500, 'Airport delivery fee', 'income', {
      payment: { method: 'card' },
    });
    at(0, 3 / 3600);
    await manual('add_money', 1_000, 'Child seat hire', 'income');
    at(0, 4 / 3600);
    await manual('add_charge', 800, 'Fuel for car deliveries', 'fuel');
  });
  // issue 34: a request from the booking page, waiting on the desk
  at(0, 5 / 3600);
  await bookingRequest();
  /**
   * issue 34: a customer of the seed asks on the booking page for a car of the offer the
   * page shows for a period ten days on (not the model of the first rentable car, which the
   * demo's journeys book), with a child seat; no mail is sent (the demo has none), and the
   * desk sees it
   */
  async function bookingRequest() {
    const { customer, fromDay, days, licenceIssuedOn, language } = seedBookingRequest;
    const start = `${day(fromDay)}T10:00:00+01:00`;
    const end = `${day(fromDay + days)}T10:00:00+01:00`;
    const { items } = await call(rentalRoutes.listRentableCars, {});
    const { offers } = await call(bookingPageRoutes.getPublicAvailability, {
      query: { start, end },
    });
    const offer = offers.find((one) => one.modelId !== items[0]?.modelId);
    if (!offer) throw new Error('the demo booking page offers no car for the seeded request');
    await call(bookingRequestRoutes.createBookingRequest, {
      body: {
        start,
        end,
        modelId: offer.modelId,
        dailyRate: offer.dailyRate,
        extras: [{ code: seedBookingRequest.extra, quantity: 1 }],
        name: customer.name,
        phone: customer.contact,
        email: customer.email,
        licenceNumber: customer.license,
        licenceIssuedOn,
        language,
        acceptTerms: true,
      },
    });
  }

  /** the business day `days` days from the seed's hour (-1: yesterday) */
  function day(days: number) {
    return addDays(businessDayOf(new Date(base), demoConfig.businessTimezone), days);
  }

  /** issue 32: a service by the garage on the seed's day, at the car's odometer, paid in cash */
  async function service(
    serviced: CarView,
    type: ServiceType,
    dinars: number,
    options: {
      date?: string;
      odometer?: number;
      supplierId?: string;
      note?: string;
      payment?: Payment;
    } = {},
  ) {
    await call(fleetRoutes.addCarService, {
      params: { id: serviced.id },
      body: {
        type,
        date: businessDayOf(current, demoConfig.businessTimezone),
        odometer: mileage.get(serviced.id),
        supplierId: garage.id,
        cost: fromDinars(dinars),
        ...options,
      },
    });
  }

  /**
   * issue 32: a car's papers, recorded the hour it came in: its insurance (a year from that
   * day, by transfer; car 3's a short policy that lapsed 9 days ago and was not renewed, so
   * that the demo refuses to book it; car 0's ends in 25 days, past the 20 days the till's demo journey books) and its contrôle technique
   */
  async function recordPapers(bought: CarView, index: number) {
    const boughtOn = businessDayOf(current, demoConfig.businessTimezone);
    const aYear = addDays(addMonths(boughtOn, 12), -1);
    const until = index === 3 ? day(-9) : index === 0 ? day(25) : aYear;
    const papers: z.input<typeof addPaperBody>[] = [
      {
        kind: 'insurance',
        company: seedInsurers[index % seedInsurers.length],
        reference: `POL-${2026_0400 + index * 17}`,
        from: boughtOn,
        until,
        cost: fromDinars(until === aYear ? 1_200 : 400),
        payment: { method: 'transfer' },
      },
      {
        kind: 'technical_inspection',
        company: 'Contrôle technique Hydra',
        reference: `CT-${16_5120 + index * 31}`,
        from: boughtOn,
        until: aYear,
        cost: fromDinars(250),
        payment: { method: 'cash' },
      },
    ];
    for (const body of papers) {
      await call(fleetRoutes.addCarPaper, { params: { id: bought.id }, body });
    }
  }

  /**
   * issue 32: a speeding fine that reached the agency weeks after the offence, matched (as the
   * Record fine dialog asks) to the rental that had the car then and charged to its customer,
   * who owes it (his rental was settled); the agency paid the authority in cash
   */
  async function recordFine(fined: CarView, issuedAt: Date) {
    const { match } = await call(fineRoutes.matchCarFine, {
      params: { id: fined.id },
      query: { at: issuedAt.toISOString() },
    });
    if (!match) throw new Error('the demo fine matches no rental');
    await call(fineRoutes.addCarFine, {
      params: { id: fined.id },
      body: {
        issuedAt: issuedAt.toISOString(),
        place: 'RN5, Bouira (radar, 118 km/h for 80)',
        amount: fromDinars(2_000),
        reference: 'AMD-16-0458871',
        payment: { method: 'cash' },
        chargeTo: 'customer',
        rentalId: match.rentalId,
      },
    });
  }

  async function checkOut(out: AnswerOf<typeof rentalRoutes.rentCar>) {
    await call(contractRoutes.checkOutRental, {
      params: { rentalId: out.rental.id },
      body: {
        odometerKm: out.car.mileageKm,
        inspection: {
          fuelEighths: 7,
          marks: [
            { id: 'demo1', view: 'left', x: 0.3, y: 0.55, type: 'scratch', note: 'Rear door' },
          ],
          accessories: [
            { key: 'spare_wheel', label: 'Spare wheel', present: true },
            { key: 'jack', label: 'Jack', present: true },
            { key: 'documents', label: 'Car documents', present: true },
          ],
          photos: [],
          signature: DEMO_SIGNATURE,
        },
        deposit: { amount: fromDinars(20_000), method: 'cash' },
      },
    });
  }

  /** `run` signed in as a staff member, then the owner's desk again */
  async function asStaff<T>(who: keyof typeof seedStaff, run: () => Promise<T>): Promise<T> {
    await call(authRoutes.signIn, {
      body: { identifier: seedStaff[who].username, password: DEMO_PASSWORD },
    });
    const answer = await run();
    await call(authRoutes.signIn, { body: { identifier: DEMO_USERNAME, password: DEMO_PASSWORD } });
    signedInAt = current.getTime();
    return answer;
  }

  /**
   * closes the drawer of the day of the seed's clock: counted `difference` off what it
   * expects (the notes counted given), `handedOver` taken to the safe
   */
  async function closeDay(userId: string, difference: number, handedOver: number) {
    const params = { userId, day: businessDayOf(current, demoConfig.businessTimezone) };
    const drawer = await call(drawerRoutes.getDrawer, { params });
    const countedCash = drawer.expectedCash + difference;
    await call(drawerRoutes.closeDrawer, {
      params,
      body: {
        countedCash,
        denominations: notesOf(countedCash),
        chequesCounted: drawer.cheques.length,
        handedOver,
        ...(difference === 0 ? {} : { reason: SHORTFALL_REASON }),
      },
    });
  }

  function drawCar(index: number) {
    const rate = DEMO_SEED.dailyRateDinars;
    const dailyRate = fromDinars(rate.min + below(rate.max - rate.min + 1));
    const year = 2018 + below(7);
    const km = DEMO_SEED.mileageKm;
    const plate = `${String(below(100_000)).padStart(5, '0')}-${1 + below(2)}${String(year % 100).padStart(2, '0')}-${seedWilayas[below(seedWilayas.length)]}`;
    return {
      year,
      dailyRate,
      salePrice: DEMO_SEED.saleFactor * dailyRate,
      purchasePrice: DEMO_SEED.purchaseFactor * dailyRate,
      supplierId: suppliers[index % suppliers.length]?.id ?? null,
      rating: Math.round((DEMO_SEED.rating.min + random()) * 10) / 10,
      transmission: below(2) === 0 ? ('automatic' as const) : ('manual' as const),
      fuel: 'gasoline',
      plate,
      color: seedColors[below(seedColors.length)] ?? null,
      mileageKm: km.min + below(km.max - km.min + 1),
      images: [],
      isPaid: true,
    };
  }

  async function manual(
    type: 'add_money' | 'add_charge',
    dinars: number,
    description: string,
    category: string,
    options: { supplierId?: string; payment?: Payment } = {},
  ) {
    await call(fundRoutes.addFundTransaction, {
      body: { type, amount: fromDinars(dinars), description, category, ...options },
    });
  }

  async function reserve(
    reserved: CarView,
    customer: Customer,
    paymentType: 'after' | 'advance',
    from: number,
    length: number,
    payment?: Payment,
  ) {
    await call(rentalRoutes.rentCar, {
      params: { id: reserved.id },
      body: {
        start: new Date(base + from).toISOString(),
        end: new Date(base + from + length).toISOString(),
        customer: { ...customer, paymentType },
        payment,
      },
    });
  }

  /**
   * rents `rented` from the seed's clock to `end`, priced by its plan (issue 33); paid ahead
   * in cash, the desk rounds the price down to the hundred dinars with a discount, as the
   * counter does, so that the drawer counts it in notes
   */
  async function rent(
    rented: CarView,
    customer: Customer,
    paymentType: 'after' | 'advance',
    end: Date,
  ) {
    const period = { start: current.toISOString(), end: end.toISOString() };
    const { due } = await call(pricingRoutes.quoteBooking, {
      params: { id: rented.id },
      body: { ...period, extras: [] },
    });
    const odd = due % fromDinars(100);
    return call(rentalRoutes.rentCar, {
      params: { id: rented.id },
      body: {
        ...period,
        customer: { ...customer, paymentType },
        ...(paymentType === 'advance' && odd > 0
          ? { discount: { amount: odd, reason: ROUNDED } }
          : {}),
      },
    });
  }

  async function rentAndReturn(
    rented: CarView,
    customer: Customer,
    daysAgo: number,
    days: number,
    paymentType: 'after' | 'advance',
    charges: Charge[],
    whileOut?: () => Promise<void>,
  ) {
    const start = at(daysAgo, 2);
    await rent(rented, customer, paymentType, new Date(start.getTime() + days * DAY_MS));
    if (whileOut) {
      at(daysAgo - 2, 3);
      await whileOut();
    }
    // an hour early: no two writes of the seed share an instant (lists break ties by id)
    at(daysAgo - days, 1);
    const newMileage = (mileage.get(rented.id) ?? 0) + 300 + below(600);
    mileage.set(rented.id, newMileage);
    await call(rentalRoutes.returnCar, {
      params: { id: rented.id },
      body: { newMileage, charges },
    });
  }
}

/** the notes and coins of `centimes` (whole dinars), largest first */
/** the reason of the discount that rounds a price paid ahead down to the hundred dinars */
const ROUNDED = 'Arrondi à la centaine';

function notesOf(centimes: number) {
  let rest = Math.floor(centimes / 100);
  return DENOMINATIONS.map((value) => {
    const count = Math.floor(rest / value);
    rest -= count * value;
    return { value, count };
  }).filter((note) => note.count > 0);
}

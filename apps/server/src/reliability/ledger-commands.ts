import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { png } from '../test/png.ts';
import { TEST_PIN } from '../test/test-server.ts';
import {
  act,
  always,
  Command,
  clientOf,
  hasCars,
  kindOf,
  type LedgerCommand,
  onCar,
  pickOf,
  type Real,
} from './ledger-actions.ts';
import { careCommands } from './ledger-care.ts';
import { creditNote, documentCommands, printInvoice, reprintCredited } from './ledger-documents.ts';
import { rowsOf } from './ledger-figures.ts';
import { fineCommands } from './ledger-fines.ts';
import {
  type Actor,
  CUSTOMERS,
  DAY,
  HOUR,
  isBookable,
  isRentable,
  type Ledger,
  type ModelCar,
  type ModelRecord,
  type ModelRental,
  type ModelSupplier,
  movePurchase,
  NO_SHOW_DELAY,
  overlaps,
  PICKUP_NOW,
  paidPurchase,
  periodFromPickup,
  post,
  supplierBalance,
} from './ledger-model.ts';
import { BUYER } from './ledger-money.ts';
import { pinCommands } from './ledger-pin.ts';
import {
  type Asked,
  asked,
  askedText,
  changePrices,
  checkExtensionPrice,
  checkRentedList,
  priceChangeText,
  priceCommands,
  priceFigures,
  priceMove,
  priceOf,
  quoted,
  returnPrice,
  seatsAtCheckOut,
} from './ledger-prices.ts';
import {
  actor,
  addManual,
  deleteManual,
  type ModelPayment,
  payment,
  tillCommands,
  tillFor,
} from './ledger-till.ts';

export { kindsRun, type Real } from './ledger-actions.ts';

const kindOfArbitrary = (arbitrary: LedgerCommand) => kindOf(String(fc.sample(arbitrary, 1)[0]));

/** every kind of action the model knows (one sample of each command's arbitrary) */
export function ledgerActionKinds(): string[] {
  return [...new Set(ledgerCommands().map(kindOfArbitrary))];
}

/**
 * The actions on a booking made ahead or a rental not yet checked out can only run while
 * one exists, which was seldom in a random sequence (a rent was 1 action in 70, and 10,000
 * actions once ran no pick-up at all): the rent and they are offered three times as often
 * as the others.
 */
const ON_BOOKINGS = new Set([
  'rentCar',
  'pickUp',
  'cancelBooking',
  'markNoShow',
  'checkOut',
  // issue 33: the quoted booking, and the return of a rental that kept prices
  'bookQuoted',
  'returnQuoted',
]);

const hasSuppliers = (m: Ledger) => m.suppliers.length > 0;
const reservedCars = (m: Ledger) => m.cars.filter((c) => c.reservations.length > 0);
const hasReservations = (m: Ledger) => reservedCars(m).length > 0;

/** the reservation q of the car p among the cars that hold any */
function pickReservation(m: Ledger, p: number, q: number) {
  const car = pickOf(reservedCars(m), p);
  return { car, reservation: pickOf(car.reservations, q) };
}

/** a closed reservation: out of the car's bookings, into its history */
function closeReservation(
  car: ModelCar,
  booking: ModelRental,
  total: number,
  state: 'cancelled' | 'no_show',
  paidBy?: ModelRental['paidBy'],
) {
  car.reservations = car.reservations.filter((x) => x.id !== booking.id);
  car.records.push({
    id: booking.id,
    total,
    charges: 0,
    state,
    customer: booking.customer,
    ...(paidBy ? { paidBy } : {}),
  });
}
const outCars = (m: Ledger) => m.cars.filter((c) => c.rental && !c.deleted);
const hasOut = (m: Ledger) => outCars(m).length > 0;

/** Total Benefit as the Fund screen shows it once unlocked */
async function benefitOf(r: Real): Promise<number> {
  await r.api.request('POST', '/api/fund/benefit/unlock', { pin: TEST_PIN });
  const res = await r.api.get('/api/fund/benefit');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.totalBenefit as number;
}

/** issue 15: a signature as the canvas gives it (a real PNG) */
const signature = `data:image/png;base64,${png().toString('base64')}`;

/** Undo a sale (either route); answers the number of its credit note when it was invoiced */
async function undoSale(m: Ledger, r: Real, car: ModelCar, viaAvailable: boolean) {
  const status = onCar(car, car.sale ? 200 : 409);
  if (viaAvailable) await act(r, status, 'POST', `/api/cars/${car.id}/available`);
  else await act(r, status, 'DELETE', `/api/cars/${car.id}/sale`);
  if (status !== 200 || !car.sale) return null;
  // given back the way it was paid (issue 31)
  post(m, 'add_charge', car.sale.price, null, car.sale.method ?? 'cash');
  // issue 28 §13: an invoiced sale undone is cancelled by a credit note
  const credit = car.sale.invoice ? creditNote(m) : null;
  car.sale = null;
  r.historyChanged = true;
  return credit;
}

/**
 * Delete a rental record: what it brought in goes back out; answers the number of its
 * credit note when it was invoiced
 */
async function deleteRecord(m: Ledger, r: Real, car: ModelCar, record: ModelRecord) {
  // issue 32 §4: a rental a traffic fine was charged to stays while the fine does
  const fined = m.fines.some((fine) => fine.rentalId === record.id);
  const status = onCar(car, fined ? 409 : 200);
  await act(r, status, 'DELETE', `/api/cars/${car.id}/rentals/${record.id}`);
  if (status !== 200) return null;
  const broughtIn = record.total + record.charges;
  if (broughtIn > 0) post(m, 'add_charge', broughtIn, null, record.paidBy ?? 'cash');
  const credit = record.invoice ? creditNote(m) : null;
  car.records = car.records.filter((x) => x !== record);
  r.historyChanged = true;
  return credit;
}

/** an unpaid car without a daily rate added, from `supplierId` for `purchase`: its model */
async function addUnpaidCar(m: Ledger, r: Real, supplierId: string | null, purchase: number) {
  const res = await act(r, 201, 'POST', '/api/cars', {
    brandId: r.brandId,
    modelId: r.modelId,
    supplierId,
    purchasePrice: purchase,
    salePrice: 2_000_000_00,
    mileageKm: 1_000,
  });
  const car: ModelCar = {
    id: res.body.id,
    planned: false,
    supplierId,
    purchasePrice: purchase,
    dailyRate: null,
    isPaid: false,
    booked: null,
    deleted: false,
    mileage: 1_000,
    rental: null,
    reservations: [],
    sale: null,
    records: [],
  };
  m.cars.push(car);
  return car;
}

/** a car added and sold at once, bought outside the fund for `purchase`: its model */
async function carSold(m: Ledger, r: Real, purchase: number, price: number) {
  const car = await addUnpaidCar(m, r, null, purchase);
  const sold = await act(r, 201, 'POST', `/api/cars/${car.id}/sell`, { ...BUYER, price });
  post(m, 'add_money', price);
  car.sale = { id: sold.body.sale.id, price };
  r.historyChanged = true;
  return car;
}

/**
 * issue 28 §13 whole: a sale or a rental record invoiced, then undone up to 3 hours later
 * (its credit note; from 31 December at 22:00, in the new year's series), then printed
 * again: the invoice as issued, with its credit note. On one of the sequence's records when
 * it has any, else on a car sold for the purpose.
 */
function invoiceThenUndo(): LedgerCommand {
  // issue 32 §4: a rental a traffic fine names cannot be deleted, so it is not one to undo
  const undoable = (m: Ledger, car: ModelCar) =>
    car.records.filter(
      (x) => x.state === 'returned' && !m.fines.some((fine) => fine.rentalId === x.id),
    );
  const invoiceable = (m: Ledger) =>
    m.cars.filter((car) => !car.deleted && (car.sale || undoable(m, car).length > 0));
  const later = (m: Ledger, r: Real, hours: number) => {
    r.advanceClock(hours * HOUR);
    m.now += hours * HOUR;
  };
  return fc.tuple(pick, pick, fc.boolean(), money, fc.integer({ min: 0, max: 3 })).map(
    ([p, q, sale, price, hours]) =>
      new Command(
        `invoiceThenUndo(${p}, ${q}, ${sale ? 'sale' : 'rental'}, ${price}, undone ${hours}h later)`,
        always,
        async (m, r) => {
          const cars = invoiceable(m);
          const car = cars.length > 0 ? pickOf(cars, p) : await carSold(m, r, price, price);
          const returned = undoable(m, car);
          if (car.sale && (sale || returned.length === 0)) {
            const printed = car.sale;
            await printInvoice(m, r, 'sale', printed.id, printed);
            later(m, r, hours);
            const credit = await undoSale(m, r, car, q % 2 === 0);
            expect(credit, 'a credit note for the invoiced sale undone').not.toBeNull();
            await reprintCredited(r, 'sale', printed.id, printed.invoice!, credit!);
            return;
          }
          const record = pickOf(returned, q);
          await printInvoice(m, r, 'rental', record.id, record);
          later(m, r, hours);
          const credit = await deleteRecord(m, r, car, record);
          expect(credit, 'a credit note for the invoiced rental deleted').not.toBeNull();
          await reprintCredited(r, 'rental', record.id, record.invoice!, credit!);
        },
      ),
  );
}

/** issue 11's story: the supplier paid by hand (Add Charge, Supplier Payment) all we owe it */
async function settleSupplier(m: Ledger, r: Real, supplier: ModelSupplier) {
  const owed = -supplierBalance(m, supplier);
  if (owed <= 0) return;
  const res = await act(r, 201, 'POST', '/api/fund/transactions', {
    type: 'add_charge',
    category: 'supplier',
    supplierId: supplier.id,
    amount: owed,
    description: 'Supplier Payment',
  });
  const fund = post(m, 'add_charge', owed, supplier.id);
  m.manual.push({
    id: res.body.id,
    type: 'add_charge',
    category: 'supplier',
    amount: owed,
    supplierId: supplier.id,
    fund,
  });
}

/** the rent's arguments (rentCar on any car, bookQuoted on a priced one) */
interface RentArgs {
  paymentType: 'advance' | 'after';
  hours: number;
  lead: number;
  customer: number;
  who: Actor;
  paid: ModelPayment;
  ask: Asked;
}

/** the rentals rows of a car, whatever their state */
async function rentalRows(r: Real, car: ModelCar): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    r.db,
    sql`select count(*)::int as n from rentals where car_id = ${car.id}`,
  );
  return row!.n;
}

/** Rent or book `car`: the model's status, its advance at the quote's due, its kept prices */
async function rent(m: Ledger, r: Real, car: ModelCar, args: RentArgs) {
  const { paymentType, hours, lead, customer, who, paid, ask } = args;
  const start = m.now + lead * HOUR;
  const end = start + hours * HOUR;
  // issue 14: a pickup within the hour goes out at once, a later one is reserved;
  // either is refused over a period the car already holds
  const out = start <= m.now + PICKUP_NOW;
  const allowed = (out ? isRentable(car) : isBookable(car)) && !overlaps(car, start, end);
  // issue 33: priced first (a car without a rate is refused by the rule): an
  // agent's discount, an extra not offered, a season's minimum, a discount above
  // the total refused with nothing written
  const price = quoted(m, car, start, end, ask, who);
  const status = onCar(car, price.refusal ?? (allowed ? 201 : 409));
  const refusedByPrice = status === 403 || (status === 400 && price.refusal === 400);
  const rowsBefore = refusedByPrice ? await rentalRows(r, car) : 0;
  tillFor(m, who, paid);
  const res = await act(
    r,
    status,
    'POST',
    `/api/cars/${car.id}/rent`,
    {
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      customer: { ...CUSTOMERS[customer], paymentType },
      payment: paid.body,
      ...price.body,
    },
    clientOf(r, who),
  );
  if (refusedByPrice) {
    // no rental written (the fund and the figures are checked after every action)
    expect(await rentalRows(r, car), 'a booking refused by its price writes nothing').toBe(
      rowsBefore,
    );
  }
  if (status !== 201) return;
  const rate = car.dailyRate as number;
  // issue 33: the advance is what the quote makes due (its total less the discount)
  const advancePaid = paymentType === 'advance' ? price.due : 0;
  expect(res.body.rental.advancePaid, 'the advance: the quote less the discount').toBe(advancePaid);
  if (advancePaid > 0) post(m, 'add_money', advancePaid);
  const { kept } = price;
  if (kept.plan || kept.extras.length > 0 || kept.discount > 0) priceFigures.kept++;
  if (kept.discount > 0) priceFigures.discounted++;
  const booking = {
    id: res.body.rental.id,
    customer,
    startAt: start,
    endAt: end,
    dailyRate: rate,
    kept: price.kept,
    advancePaid,
    ...(advancePaid > 0 ? { paidBy: paid.method } : {}),
  };
  expect(res.body.rental.state).toBe(out ? 'out' : 'reserved');
  if (out) car.rental = booking;
  else car.reservations.push(booking);
}

/** the return's arguments (returnCar on any car, returnQuoted on a rental that kept prices) */
interface ReturnArgs {
  driven: number;
  charges: number[];
  keepPercent: number;
  who: Actor;
  paid: ModelPayment;
}

/** Return `car`: the days used at the prices its rental kept, the balance, the deposit */
async function returnRental(m: Ledger, r: Real, car: ModelCar, args: ReturnArgs) {
  const { driven, charges, keepPercent, who, paid } = args;
  const rental = car.rental;
  const newMileage = car.mileage + driven;
  let status = rental ? 200 : 409;
  if (rental && driven < 0) status = 400;
  // before the pickup a booking is cancelled, not returned
  if (rental && rental.startAt > m.now) status = 409;
  // issue 33: the days used, priced by what the booking kept (decision 0046)
  const total = rental && status === 200 ? returnPrice(m, car, rental) : 0;
  // issue 32 §4: with the traffic fines charged on it while out
  const chargesTotal = charges.reduce((a, b) => a + b, rental?.fines ?? 0);
  const owed = total + chargesTotal - (rental?.advancePaid ?? 0);
  // issue 15: part of a cash deposit kept against what is owed, with a reason
  const deposit = rental?.deposit;
  const keepable = deposit?.cash ? Math.min(deposit.amount, Math.max(owed, 0)) : 0;
  const retained = Math.floor((keepable * keepPercent) / 100);
  const before = deposit ? await benefitOf(r) : 0;
  tillFor(m, who, paid);
  const res = await act(
    r,
    onCar(car, status),
    'POST',
    `/api/cars/${car.id}/return`,
    {
      newMileage,
      charges: charges.map((amount, i) => ({
        type: 'other',
        description: `Charge ${i}`,
        amount,
      })),
      ...(retained > 0 ? { deposit: { retained, reason: 'Damage' } } : {}),
      payment: paid.body,
    },
    clientOf(r, who),
  );
  if (res.status !== 200 || !rental) return;
  expect(res.body.rental.totalAmount, 'the days used at the kept prices').toBe(total);
  if (owed > 0) post(m, 'add_money', owed);
  if (owed < 0) post(m, 'add_charge', -owed);
  if (deposit?.cash) {
    // the rest given back, the kept part out of the deposits (it paid the
    // charges), both in cash as the deposit was taken
    if (deposit.amount > retained) {
      post(m, 'add_charge', deposit.amount - retained, null, 'cash');
    }
    if (retained > 0) post(m, 'add_charge', retained, null, 'cash');
    m.cashHeld -= deposit.amount;
  }
  if (deposit) {
    expect(await benefitOf(r), 'Total Benefit: the rental, not the deposit').toBe(before + owed);
  }
  car.records.push({
    id: rental.id,
    total,
    charges: chargesTotal,
    state: 'returned',
    customer: rental.customer,
    ...(owed > 0 ? { paidBy: paid.method } : rental.paidBy ? { paidBy: rental.paidBy } : {}),
  });
  car.rental = null;
  car.mileage = newMileage;
  r.historyChanged = true;
}

/** Extend `car`'s rental to `hours` from now: no money moves, priced by its kept prices */
async function extend(m: Ledger, r: Real, car: ModelCar, hours: number) {
  const newEnd = m.now + hours * HOUR;
  const rental = car.rental;
  let status = rental ? 200 : 409;
  if (rental && newEnd <= rental.startAt) status = 400;
  // issue 14: not into the car's next reservation
  if (rental && status === 200 && overlaps(car, rental.startAt, newEnd, rental.id)) {
    status = 409;
  }
  const res = await act(r, onCar(car, status), 'POST', `/api/cars/${car.id}/extend`, {
    newEndDate: new Date(newEnd).toISOString(),
  });
  if (res.status !== 200 || !rental) return;
  const oldEnd = rental.endAt;
  rental.endAt = newEnd;
  // issue 33: no money moves; the new end is priced by the kept prices, and so is
  // what the rented list shows each rental out has cost so far
  await checkExtensionPrice(r, rental, oldEnd);
  priceFigures.extensions++;
  await checkRentedList(m, r);
}

/** issue 33: the rentals out since their start that kept prices (a plan, extras, a discount) */
const keptOut = (m: Ledger) =>
  outCars(m).filter((car) => {
    const rental = car.rental!;
    const { plan, extras, discount } = rental.kept;
    return rental.startAt <= m.now && (plan !== null || extras.length > 0 || discount > 0);
  });

/** issue 33: a car of the priced category, paid, at `rate` a day (no supplier: no fund entry) */
async function addPricedCar(m: Ledger, r: Real, rate: number) {
  const res = await act(r, 201, 'POST', '/api/cars', {
    brandId: r.brandId,
    modelId: r.pricedModelId,
    supplierId: null,
    purchasePrice: null,
    dailyRate: rate,
    salePrice: 2_000_000_00,
    isPaid: true,
    mileageKm: 1_000,
  });
  const car: ModelCar = {
    id: res.body.id,
    planned: true,
    supplierId: null,
    purchasePrice: null,
    dailyRate: rate,
    isPaid: true,
    booked: null,
    deleted: false,
    mileage: 1_000,
    rental: null,
    reservations: [],
    sale: null,
    records: [],
  };
  m.cars.push(car);
  return car;
}

/**
 * Issue 33 §5: quoted bookings often enough to meet the price list's changes. A booking on a
 * car the category's plan prices (one added when none can take it), with extras and a
 * discount; the return of a rental that kept prices after a random wait; its extension.
 */
function quotedCommands(): LedgerCommand[] {
  return [
    fc
      .tuple(
        pick,
        fc.integer({ min: 1_000_00, max: 20_000_00 }),
        fc.constantFrom('advance' as const, 'after' as const),
        fc.integer({ min: 1, max: 24 * 14 }),
        fc.constantFrom(0, 0, 0, 30, 96),
        fc.nat({ max: CUSTOMERS.length - 1 }),
        actor,
        payment,
        asked,
      )
      .map(
        ([p, rate, paymentType, hours, lead, customer, who, paid, ask]) =>
          new Command(
            `bookQuoted(${p}, ${rate}, ${paymentType}, ${hours}h, +${lead}h, customer ${customer}, ${who}, ${paid.method}, ${askedText(ask)})`,
            always,
            async (m, r) => {
              const free = lead === 0 ? isRentable : isBookable;
              const cars = m.cars.filter((car) => car.planned && free(car));
              const car = cars.length > 0 ? pickOf(cars, p) : await addPricedCar(m, r, rate);
              await rent(m, r, car, { paymentType, hours, lead, customer, who, paid, ask });
            },
          ),
      ),
    fc
      .tuple(
        pick,
        fc.option(priceMove, { nil: null }),
        // at least an hour later: a rental returned at its own pickup instant would share
        // that instant with the car's next rental, and a traffic fine at it (ledger-fines.ts)
        // would match either
        fc.integer({ min: 1, max: 96 }),
        fc.nat(800),
        actor,
        payment,
      )
      .map(
        ([p, change, hours, driven, who, paid]) =>
          new Command(
            `returnQuoted(${p}, ${change ? `prices changed first: ${priceChangeText(change)}, ` : ''}${hours}h later, +${driven} km, ${who}, ${paid.method})`,
            (m) => keptOut(m).length > 0,
            async (m, r) => {
              const car = pickOf(keptOut(m), p);
              // the owner changes the list while the rental is out: it keeps its prices
              if (change) await changePrices(m, r, change, 'owner');
              // sessions end after 30 days: a sequence stays well inside them
              if (m.now - m.start <= 20 * DAY) {
                r.advanceClock(hours * HOUR);
                m.now += hours * HOUR;
              }
              // (never at its own pickup instant, as the fine above says)
              if (car.rental!.startAt === m.now) return;
              await returnRental(m, r, car, { driven, charges: [], keepPercent: 0, who, paid });
            },
          ),
      ),
    fc.tuple(pick, fc.integer({ min: 1, max: 24 * 10 })).map(
      ([p, hours]) =>
        new Command(
          `extendQuoted(${p}, ${hours}h)`,
          (m) => keptOut(m).length > 0,
          async (m, r) => {
            await extend(m, r, pickOf(keptOut(m), p), hours);
          },
        ),
    ),
  ];
}

const money = fc.integer({ min: 1, max: 5_000_000_00 });
const optionalMoney = fc.option(fc.integer({ min: 0, max: 5_000_000_00 }), { nil: null });
const pick = fc.nat();

export function ledgerCommands(): LedgerCommand[] {
  const all = [
    ...everyCommand(),
    invoiceThenUndo(),
    ...documentCommands(),
    ...pinCommands(),
    ...tillCommands(),
    ...careCommands(),
    ...fineCommands(),
    ...priceCommands(),
    ...quotedCommands(),
  ];
  const onBookings = all.filter((arbitrary) => ON_BOOKINGS.has(kindOfArbitrary(arbitrary)));
  return [...all, ...onBookings, ...onBookings];
}

function everyCommand(): LedgerCommand[] {
  return [
    fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }).map(
      (opening) =>
        new Command(`addSupplier(${opening})`, always, async (m, r) => {
          const res = await act(r, 201, 'POST', '/api/suppliers', {
            name: `Supplier ${m.suppliers.length}`,
            balance: opening,
          });
          m.suppliers.push({ id: res.body.id, opening });
        }),
    ),
    fc.tuple(pick, fc.integer({ min: -1_000_000_00, max: 1_000_000_00 })).map(
      ([p, opening]) =>
        new Command(`updateSupplier(${p}, ${opening})`, hasSuppliers, async (m, r) => {
          const supplier = pickOf(m.suppliers, p);
          await act(r, 200, 'PATCH', `/api/suppliers/${supplier.id}`, { balance: opening });
          supplier.opening = opening;
        }),
    ),
    pick.map(
      (p) =>
        new Command(`deleteSupplier(${p})`, hasSuppliers, async (m, r) => {
          const supplier = pickOf(m.suppliers, p);
          const used =
            m.cars.some((car) => car.supplierId === supplier.id) ||
            (m.entryCount.get(supplier.id) ?? 0) > 0;
          await act(r, used ? 409 : 200, 'DELETE', `/api/suppliers/${supplier.id}`);
          if (!used) m.suppliers = m.suppliers.filter((s) => s !== supplier);
        }),
    ),
    fc
      .record({
        supplier: fc.option(pick, { nil: null }),
        purchasePrice: optionalMoney,
        dailyRate: fc.option(fc.integer({ min: 0, max: 50_000_00 }), { nil: null }),
        isPaid: fc.boolean(),
        // issue 33: of the model in the priced category, or priced at its daily rate alone
        planned: fc.boolean(),
      })
      .map(
        (input) =>
          new Command(`addCar(${JSON.stringify(input)})`, always, async (m, r) => {
            const supplierId =
              input.supplier === null || m.suppliers.length === 0
                ? null
                : pickOf(m.suppliers, input.supplier).id;
            const car = { ...input, supplierId };
            const res = await act(r, 201, 'POST', '/api/cars', {
              brandId: r.brandId,
              modelId: input.planned ? r.pricedModelId : r.modelId,
              supplierId,
              purchasePrice: car.purchasePrice,
              dailyRate: car.dailyRate,
              salePrice: 2_000_000_00,
              isPaid: car.isPaid,
              mileageKm: 1_000,
            });
            const nothing = { isPaid: false, supplierId: null, purchasePrice: null, booked: null };
            const booked = movePurchase(m, nothing, car);
            m.cars.push({
              id: res.body.id,
              planned: input.planned,
              supplierId,
              purchasePrice: car.purchasePrice,
              dailyRate: car.dailyRate,
              isPaid: car.isPaid,
              booked,
              deleted: false,
              mileage: 1_000,
              rental: null,
              reservations: [],
              sale: null,
              records: [],
            });
          }),
      ),
    fc
      .tuple(
        pick,
        fc.boolean(),
        fc.constantFrom(undefined, undefined, 'existing_payments' as const, 'new_payment' as const),
        fc.boolean(),
      )
      .map(
        ([p, isPaid, settledBy, settleFirst]) =>
          new Command(
            `setCarPaid(${p}, ${isPaid}, ${settledBy}, ${settleFirst})`,
            hasCars,
            async (m, r) => {
              const car = pickOf(m.cars, p);
              const carSupplier = m.suppliers.find((s) => s.id === car.supplierId);
              if (settleFirst && carSupplier) await settleSupplier(m, r, carSupplier);
              // issue 11: a supplier whose payments already cover the car is not paid twice unasked
              const owed = !car.isPaid && isPaid ? paidPurchase({ ...car, isPaid }) : undefined;
              const supplier = m.suppliers.find((s) => s.id === owed?.supplierId);
              const covered = supplier !== undefined && supplierBalance(m, supplier) >= 0;
              let status = car.rental ? 409 : 200;
              if (status === 200 && owed && covered && !settledBy) status = 409;
              status = onCar(car, status);
              const body = settledBy ? { isPaid, settledBy } : { isPaid };
              await act(r, status, 'POST', `/api/cars/${car.id}/paid`, body);
              if (status !== 200) return;
              if (!(owed && settledBy === 'existing_payments')) {
                car.booked = movePurchase(m, car, { ...car, isPaid });
              }
              car.isPaid = isPaid;
            },
          ),
      ),
    fc
      .tuple(
        pick,
        optionalMoney,
        fc.option(pick, { nil: null }),
        fc.constantFrom('owner' as const, 'manager' as const, 'agent' as const),
      )
      .map(
        ([p, purchasePrice, s, role]) =>
          new Command(
            `updateCarPurchase(${p}, ${purchasePrice}, ${s}, ${role})`,
            hasCars,
            async (m, r) => {
              const car = pickOf(m.cars, p);
              const supplierId =
                s === null || m.suppliers.length === 0 ? null : pickOf(m.suppliers, s).id;
              // issue 28 §7: the money of a paid car (its price, its supplier) is a manager's,
              // as its Paid switch is; the rest of the car, and an unpaid car, an agent's too
              const changesMoney =
                car.isPaid &&
                (purchasePrice !== car.purchasePrice || supplierId !== car.supplierId);
              const status = onCar(car, role === 'agent' && changesMoney ? 403 : 200);
              const as = clientOf(r, role);
              // a purchase paid or taken back goes through that person's drawer
              tillFor(m, role);
              const body = { purchasePrice, supplierId };
              await act(r, status, 'PATCH', `/api/cars/${car.id}`, body, as);
              if (status === 403) {
                // refused before anything was written: the car as it was (the fund and the
                // supplier balances are checked after every action)
                const shown = (await r.api.get(`/api/cars/${car.id}`)).body;
                expect(
                  { purchasePrice: shown.purchasePrice, supplierId: shown.supplierId },
                  "an agent's refused edit of a paid car's money",
                ).toEqual({ purchasePrice: car.purchasePrice, supplierId: car.supplierId });
              }
              if (status !== 200) return;
              car.booked = movePurchase(m, car, { ...car, purchasePrice, supplierId });
              car.purchasePrice = purchasePrice;
              car.supplierId = supplierId;
            },
          ),
      ),
    fc
      .tuple(
        pick,
        fc.constantFrom('advance', 'after'),
        fc.integer({ min: 1, max: 24 * 10 }),
        // hours until the pickup: mostly now, sometimes a booking from later (cancellable)
        fc.constantFrom(0, 0, 6, 30, 96),
        fc.nat({ max: CUSTOMERS.length - 1 }),
        actor,
        payment,
        asked,
      )
      .map(
        ([p, paymentType, hours, lead, customer, who, paid, ask]) =>
          new Command(
            `rentCar(${p}, ${paymentType}, ${hours}h, +${lead}h, customer ${customer}, ${who}, ${paid.method}, ${askedText(ask)})`,
            hasCars,
            async (m, r) => {
              await rent(m, r, pickOf(m.cars, p), {
                paymentType,
                hours,
                lead,
                customer,
                who,
                paid,
                ask,
              });
            },
          ),
      ),
    fc.tuple(pick, fc.integer({ min: 1, max: 24 * 7 })).map(
      ([p, hours]) =>
        new Command(`extendRental(${p}, ${hours}h)`, hasCars, async (m, r) => {
          await extend(m, r, pickOf(m.cars, p), hours);
        }),
    ),
    fc.tuple(pick, actor).map(
      ([p, who]) =>
        new Command(`cancelRental(${p}, ${who})`, hasCars, async (m, r) => {
          // a car with a booking when there is one, else any car
          const bookedCars = m.cars.filter(
            (c) => (c.rental || c.reservations.length > 0) && !c.deleted,
          );
          const car = pickOf(bookedCars.length > 0 ? bookedCars : m.cars, p);
          // the car's rental out when it has one, else its next reservation
          const next = [...car.reservations].sort((a, b) => a.startAt - b.startAt)[0];
          const booking = car.rental ?? next;
          // a rental out only before its start; a reservation at any time before its pickup
          const allowed = car.rental ? car.rental.startAt > m.now : booking !== undefined;
          const status = onCar(car, allowed ? 200 : 409);
          tillFor(m, who);
          await act(
            r,
            status,
            'POST',
            `/api/cars/${car.id}/cancel-rental`,
            undefined,
            clientOf(r, who),
          );
          if (status !== 200 || !booking) return;
          // the advance goes back the way it came in
          if (booking.advancePaid > 0) {
            post(m, 'add_charge', booking.advancePaid, null, booking.paidBy ?? 'cash');
          }
          if (car.rental) {
            const cancelled = { id: booking.id, total: 0, charges: 0, state: 'cancelled' as const };
            car.records.push({ ...cancelled, customer: booking.customer });
            car.rental = null;
          } else closeReservation(car, booking, 0, 'cancelled');
          r.historyChanged = true;
        }),
    ),
    fc
      .tuple(
        pick,
        fc.integer({ min: 0, max: 40_000_00 }),
        fc.boolean(),
        actor,
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null, freq: 2 }),
      )
      .map(
        ([p, amount, cash, who, seats]) =>
          new Command(
            `checkOut(${p}, ${amount}, ${cash ? 'cash' : 'cheque'}, ${who}${seats === null ? '' : `, +${seats} seats`})`,
            hasOut,
            async (m, r) => {
              const car = pickOf(outCars(m), p);
              const rental = car.rental!;
              // a rental booked to start within the hour starts at its check-out, keeping its
              // booked length: that period must be free
              const early = rental.startAt > m.now;
              const period = periodFromPickup(rental, m.now);
              const allowed =
                !rental.contracted &&
                !(early && overlaps(car, period.startAt, period.endAt, rental.id));
              const before = await benefitOf(r);
              // decision 0049: child seats added, priced into the kept quote, no money now
              const added = seats === null ? null : seatsAtCheckOut(m, rental.kept, seats);
              // the kept quote is priced again over the period as picked up: an early pickup
              // moves it (a weekend or a season can leave it), and a kept discount above the
              // new total is refused (400), nothing done
              const picked = early ? period : rental;
              const belowDiscount =
                added !== null &&
                added.kept.discount > 0 &&
                priceOf({ ...added.kept, discount: 0 }, picked.startAt, picked.endAt) <
                  added.kept.discount;
              const deposit =
                amount === 0
                  ? null
                  : cash
                    ? { amount, method: 'cash' }
                    : { amount, method: 'cheque', reference: '0012345', bank: 'BNA' };
              tillFor(m, who);
              const res = await act(
                r,
                allowed ? (belowDiscount ? 400 : 200) : 409,
                'POST',
                `/api/rentals/${rental.id}/check-out`,
                {
                  odometerKm: car.mileage,
                  inspection: { fuelEighths: 8, marks: [], accessories: [], photos: [], signature },
                  deposit,
                  ...(added ? { extras: added.body } : {}),
                },
                clientOf(r, who),
              );
              if (res.status !== 200) return;
              rental.contracted = true;
              if (early) Object.assign(rental, period);
              if (added) {
                rental.kept = added.kept;
                priceFigures.checkOutExtras++;
              }
              if (amount > 0) {
                rental.deposit = { amount, cash };
                if (cash) {
                  post(m, 'add_money', amount);
                  m.cashHeld += amount;
                }
              }
              expect(await benefitOf(r), 'Total Benefit unchanged by a deposit').toBe(before);
            },
          ),
      ),
    fc
      .tuple(
        pick,
        fc.integer({ min: -5, max: 800 }),
        fc.array(fc.integer({ min: 0, max: 200_000_00 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 100 }),
        actor,
        payment,
      )
      .map(
        ([p, driven, charges, keepPercent, who, paid]) =>
          new Command(
            `returnCar(${p}, +${driven} km, [${charges}], keep ${keepPercent}%, ${who}, ${paid.method})`,
            hasCars,
            async (m, r) => {
              await returnRental(m, r, pickOf(m.cars, p), {
                driven,
                charges,
                keepPercent,
                who,
                paid,
              });
            },
          ),
      ),
    fc.tuple(pick, money, actor, payment).map(
      ([p, price, who, paid]) =>
        new Command(`sellCar(${p}, ${price}, ${who}, ${paid.method})`, hasCars, async (m, r) => {
          const car = pickOf(m.cars, p);
          const reserved = car.reservations.length > 0;
          const status = onCar(car, car.rental || car.sale || reserved ? 409 : 201);
          tillFor(m, who, paid);
          const res = await act(
            r,
            status,
            'POST',
            `/api/cars/${car.id}/sell`,
            { ...BUYER, price, payment: paid.body },
            clientOf(r, who),
          );
          if (status !== 201) return;
          post(m, 'add_money', price);
          car.sale = { id: res.body.sale.id, price, method: paid.method };
          r.historyChanged = true;
        }),
    ),
    fc.tuple(pick, fc.boolean()).map(
      ([p, viaAvailable]) =>
        new Command(
          `undoSale(${p}, ${viaAvailable ? 'available' : 'delete'})`,
          hasCars,
          async (m, r) => {
            await undoSale(m, r, pickOf(m.cars, p), viaAvailable);
          },
        ),
    ),
    fc.tuple(pick, pick).map(
      ([p, q]) =>
        new Command(`deleteRentalHistory(${p}, ${q})`, hasCars, async (m, r) => {
          const car = pickOf(m.cars, p);
          if (car.records.length === 0) {
            // the active rental (or none at all) cannot be deleted
            const id = car.rental?.id ?? '00000000-0000-4000-8000-000000000000';
            await act(
              r,
              onCar(car, car.rental ? 409 : 404),
              'DELETE',
              `/api/cars/${car.id}/rentals/${id}`,
            );
            return;
          }
          await deleteRecord(m, r, car, pickOf(car.records, q));
        }),
    ),
    pick.map(
      (p) =>
        new Command(`deleteCar(${p})`, hasCars, async (m, r) => {
          const car = pickOf(m.cars, p);
          const status = onCar(car, car.rental || car.reservations.length > 0 ? 409 : 200);
          await act(r, status, 'DELETE', `/api/cars/${car.id}`);
          if (status === 200) car.deleted = true;
        }),
    ),
    fc
      .tuple(
        fc.constantFrom(
          ['add_money', 'income'],
          ['add_money', 'rental'],
          ['add_money', 'deposit'],
          ['add_charge', 'fuel'],
          ['add_charge', 'maintenance'],
          ['add_charge', 'expense'],
        ),
        money,
        actor,
        payment,
      )
      .map(
        ([[type, category], amount, who, paid]) =>
          new Command(
            `addFundTransaction(${type}, ${category}, ${amount}, ${who}, ${paid.method})`,
            always,
            async (m, r) => {
              await addManual(m, r, who, paid, {
                type: type as 'add_money',
                category,
                amount,
                description: `${category} entry`,
              });
            },
          ),
      ),
    fc.tuple(pick, fc.constantFrom('add_money', 'add_charge'), money, actor, payment).map(
      ([p, type, amount, who, paid]) =>
        new Command(
          `supplierPayment(${p}, ${type}, ${amount}, ${who}, ${paid.method})`,
          hasSuppliers,
          async (m, r) => {
            await addManual(m, r, who, paid, {
              type: type as 'add_money',
              category: 'supplier',
              supplierId: pickOf(m.suppliers, p).id,
              amount,
              description: 'Supplier Payment',
            });
          },
        ),
    ),
    pick.map(
      (p) =>
        // issue 11: the supplier paid by hand for what we owe them, as in the issue's story
        new Command(`settleSupplier(${p})`, hasSuppliers, async (m, r) => {
          await settleSupplier(m, r, pickOf(m.suppliers, p));
        }),
    ),
    fc.tuple(money, fc.constantFrom('existing_payments' as const, 'new_payment' as const)).map(
      ([price, settledBy]) =>
        // issue 11 whole: an unpaid car, its supplier paid by hand, then the car switched to
        // Paid: asked first (409), then paid by those payments (nothing) or paying now
        new Command(`supplierPaidThenCarPaid(${price}, ${settledBy})`, always, async (m, r) => {
          const added = await act(r, 201, 'POST', '/api/suppliers', {
            name: `Supplier ${m.suppliers.length}`,
          });
          const supplier = { id: added.body.id as string, opening: 0 };
          m.suppliers.push(supplier);
          const car = await addUnpaidCar(m, r, supplier.id, price);
          await settleSupplier(m, r, supplier);
          await act(r, 409, 'POST', `/api/cars/${car.id}/paid`, { isPaid: true });
          await act(r, 200, 'POST', `/api/cars/${car.id}/paid`, { isPaid: true, settledBy });
          if (settledBy === 'new_payment')
            car.booked = movePurchase(m, car, { ...car, isPaid: true });
          car.isPaid = true;
        }),
    ),
    fc.tuple(pick, fc.boolean()).map(
      ([p, asManager]) =>
        new Command(
          `deleteFundTransaction(${p}, ${asManager ? 'manager' : 'owner'})`,
          (m) => m.manual.length > 0,
          async (m, r) => {
            // issue 31: refused (nothing changes) when its drawer is closed or a correction
            // names it
            await deleteManual(m, r, pickOf(m.manual, p), asManager);
          },
        ),
    ),
    fc.tuple(pick, pick).map(
      ([p, q]) =>
        new Command(`pickUp(${p}, ${q})`, hasReservations, async (m, r) => {
          const { car, reservation } = pickReservation(m, p, q);
          // the booked end not passed, the car free to go out now, and (picked up early,
          // keeping its booked length) the period from now still free
          const period = periodFromPickup(reservation, m.now);
          const allowed =
            reservation.endAt > m.now &&
            isRentable(car) &&
            !overlaps(car, period.startAt, period.endAt, reservation.id);
          const res = await act(
            r,
            allowed ? 200 : 409,
            'POST',
            `/api/rentals/${reservation.id}/pick-up`,
            {},
          );
          if (res.status !== 200) return;
          car.reservations = car.reservations.filter((x) => x !== reservation);
          car.rental = { ...reservation, ...period };
        }),
    ),
    fc.tuple(pick, pick, actor).map(
      ([p, q, who]) =>
        new Command(`cancelBooking(${p}, ${q}, ${who})`, hasReservations, async (m, r) => {
          const { car, reservation } = pickReservation(m, p, q);
          tillFor(m, who);
          const body = { reason: 'Plans changed' };
          const path = `/api/rentals/${reservation.id}/cancel`;
          await act(r, 200, 'POST', path, body, clientOf(r, who));
          // the advance goes back the way it came in
          if (reservation.advancePaid > 0) {
            post(m, 'add_charge', reservation.advancePaid, null, reservation.paidBy ?? 'cash');
          }
          closeReservation(car, reservation, 0, 'cancelled');
          r.historyChanged = true;
        }),
    ),
    fc.tuple(pick, pick, fc.boolean(), actor).map(
      ([p, q, refund, who]) =>
        new Command(`markNoShow(${p}, ${q}, ${refund}, ${who})`, hasReservations, async (m, r) => {
          const { car, reservation } = pickReservation(m, p, q);
          const allowed = m.now >= reservation.startAt + NO_SHOW_DELAY;
          tillFor(m, who);
          const res = await act(
            r,
            allowed ? 200 : 409,
            'POST',
            `/api/rentals/${reservation.id}/no-show`,
            { refund },
            clientOf(r, who),
          );
          if (res.status !== 200) return;
          // kept, the advance stays revenue (the record's total); refunded, one fund entry,
          // the way it came in
          const paidBy = reservation.paidBy ?? 'cash';
          if (refund && reservation.advancePaid > 0) {
            post(m, 'add_charge', reservation.advancePaid, null, paidBy);
          }
          closeReservation(
            car,
            reservation,
            refund ? 0 : reservation.advancePaid,
            'no_show',
            paidBy,
          );
          r.historyChanged = true;
        }),
    ),
    fc.integer({ min: 1, max: 36 }).map(
      (hours) =>
        new Command(`advanceClock(${hours}h)`, always, async (m, r) => {
          // sessions end after 30 days: a sequence stays well inside them
          if (m.now - m.start > 20 * DAY) return;
          r.advanceClock(hours * HOUR);
          m.now += hours * HOUR;
        }),
    ),
  ];
}

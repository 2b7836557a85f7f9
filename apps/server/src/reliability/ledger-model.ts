/**
 * A plain in-memory model of the business's money, written from the spec (§4, §9) and not
 * from the server's code: the ledger test drives the real API and this model side by side
 * and compares them after every action.
 */
import type { ExtraChoice, RatePlan } from '@car-rental/domain/pricing/quote';
import { listPrices, type ModelPrices } from './ledger-price-list.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** issue 32: a paper the model records covers this far ahead (past any sequence) */
export const YEAR_AHEAD = 366 * DAY;

export type PaymentType = 'advance' | 'after';

export interface ModelRental {
  id: string;
  /** which of CUSTOMERS booked it */
  customer: number;
  startAt: number;
  /** the booked end (moved by an extension) */
  endAt: number;
  dailyRate: number;
  /**
   * issue 33: the prices the booking was made with (its car's plan then, the extras as the
   * list priced them, a manager's discount): its return is priced by them (ledger-prices.ts)
   */
  kept: ModelKept;
  advancePaid: number;
  /** issue 31: how its last payment came in (the advance, the return's balance) */
  paidBy?: Method;
  /** issue 15: checked out (its contract numbered), and the deposit taken then */
  contracted?: boolean;
  deposit?: { amount: number; cash: boolean };
  /** issue 32 §4: the traffic fines charged on it while out (paid with it at the return) */
  fines?: number;
}

/** issue 14: a booking not picked up yet; it holds its period as a rental does */
export type ModelReservation = ModelRental;

/** a pickup this close is the spec's renting (the car goes out at once) */
export const PICKUP_NOW = HOUR;
/** the Settings default: a no-show can be marked this long after the pickup time */
export const NO_SHOW_DELAY = 2 * HOUR;

/** a finished rental: a history record */
export interface ModelRecord {
  id: string;
  total: number;
  charges: number;
  state: 'returned' | 'cancelled' | 'no_show';
  customer: number;
  /** issue 28 §13: the number of the invoice Print Invoice gave it */
  invoice?: string;
  /** issue 31: how its last payment came in (a deletion gives it back that way) */
  paidBy?: Method;
}

/** the customers who book (a customer file each, by licence) */
export const CUSTOMERS = [
  {
    name: 'Karim Benali',
    contact: '+213 555 12 34 56',
    email: 'karim@example.dz',
    license: 'DZ-123456',
  },
  {
    name: 'Amina Saidi',
    contact: '0699 01 02 03',
    email: 'amina@example.dz',
    license: 'DZ-777777',
  },
] as const;

/** issue 33: what a booking keeps to be priced again at its return (decision 0046) */
export interface ModelKept {
  baseRate: number;
  plan: RatePlan | null;
  extras: ExtraChoice[];
  discount: number;
}

export interface ModelCar {
  id: string;
  /** issue 33: of the model in the priced category (its plan prices it), else at its rate */
  planned: boolean;
  supplierId: string | null;
  purchasePrice: number | null;
  dailyRate: number | null;
  isPaid: boolean;
  /** what the fund paid for its purchase: null when nothing (unpaid, or settled by earlier payments) */
  booked: Purchase | null;
  deleted: boolean;
  mileage: number;
  rental: ModelRental | null;
  /** issue 14: reservations waiting for their pickup */
  reservations: ModelReservation[];
  sale: { id: string; price: number; invoice?: string; method?: Method } | null;
  records: ModelRecord[];
}

export interface ModelSupplier {
  id: string;
  opening: number;
}

/** an entry a person added (the only kind that can be deleted) */
export interface ModelEntry {
  id: string;
  type: 'add_money' | 'add_charge';
  category: string;
  amount: number;
  supplierId: string | null;
  /** issue 31: its line in the fund, with its drawer; the entry it corrects */
  fund: ModelFundEntry;
  corrects?: string;
}

/** issue 28 §13: the invoices (FA) and credit notes (AV) numbered, per business year */
export interface ModelDocuments {
  FA: Map<number, number>;
  AV: Map<number, number>;
}

/** issue 28 §12: the agent's wrong PIN tries, on its session and on its account */
export interface ModelPin {
  /** the session's wrong tries (times), and whether the session is locked out */
  sessionFailures: number[];
  sessionLocked: boolean;
  /** the account's wrong tries in a row, over its sessions, and the end of its wait */
  accountFailures: number;
  waitUntil: number | null;
  /** the tries that locked a session out or set a wait: each is an audit entry */
  lockouts: number;
}

/** issue 31: the staff accounts that act (each has a drawer a day) */
export type Actor = 'owner' | 'manager' | 'agent';
export const ACTORS: readonly Actor[] = ['owner', 'manager', 'agent'];
export type Method = 'cash' | 'cheque' | 'card' | 'transfer';

/** every fund entry: its money, how it was paid, and the drawer (actor and day) that took it */
export interface ModelFundEntry {
  type: 'add_money' | 'add_charge';
  amount: number;
  method: Method;
  actor: Actor;
  day: string;
  category: string;
}

/** issue 31 §3: a drawer's close as the model counts it */
export interface ModelClose {
  expectedCash: number;
  countedCash: number;
  handedOver: number;
  /** the "Cash difference" entry, when the count differed */
  difference: ModelFundEntry | null;
  differenceId: string | null;
}

export interface ModelDrawer {
  actor: Actor;
  day: string;
  close: ModelClose | null;
}

/** the category of a close's difference entry */
export const CASH_DIFFERENCE = 'cash_difference';

export const drawerKey = (actor: Actor, day: string) => `${actor}/${day}`;

/** the business day (Algiers, UTC+1 all year) of an instant, as YYYY-MM-DD */
export const businessDay = (ms: number) => new Date(ms + HOUR).toISOString().slice(0, 10);

export interface Ledger {
  /** the server clock at the start of the sequence, and now */
  start: number;
  now: number;
  balance: number;
  suppliers: ModelSupplier[];
  cars: ModelCar[];
  manual: ModelEntry[];
  /** per supplier: what we paid them minus what they paid us, over every fund entry */
  flows: Map<string, number>;
  /** per supplier: how many fund entries name it (a supplier with entries cannot go) */
  entryCount: Map<string, number>;
  /** issue 15: the cash deposits held (in the balance, never revenue) */
  cashHeld: number;
  documents: ModelDocuments;
  pin: ModelPin;
  /** issue 31: every fund entry with its drawer, and the drawers closed or counted */
  entries: ModelFundEntry[];
  drawers: Map<string, ModelDrawer>;
  /** who acts in the command running, and how their money comes or goes */
  till: { actor: Actor; method: Method };
  /** issue 32: the cars' service and paper records, each with the charge its cost posted */
  care: ModelCareRecord[];
  /** issue 32 §4: the cars' traffic fines */
  fines: ModelFine[];
  /** issue 33: the price list as the owner set it last (the category's plan, the extras) */
  prices: ModelPrices;
}

/** issue 32: a service or paper record (`kind` is its path under the car) */
export interface ModelCareRecord {
  id: string;
  carId: string;
  kind: 'services' | 'papers';
  amount: number;
  fund: ModelFundEntry | null;
}

/** issue 32 §4: a traffic fine (ledger-fines.ts) */
export interface ModelFine {
  id: string;
  carId: string;
  amount: number;
  /** the rental charged, when not the agency's cost */
  rentalId: string | null;
  /** charged on that rental while it was out */
  onRental: boolean;
  fund: ModelFundEntry;
  /** what the customer paid back for it */
  recovered: ModelFundEntry | null;
}

export const TRAFFIC_FINES = 'traffic_fines';

/**
 * the fund categories of a car's care costs and traffic fines: a charge, and money in (a
 * reversal, a fine paid back) takes it back
 */
export const CARE_CATEGORIES = new Set(['maintenance', 'insurance', 'car_papers', TRAFFIC_FINES]);

export function emptyLedger(now: number): Ledger {
  return {
    start: now,
    now,
    balance: 0,
    suppliers: [],
    cars: [],
    manual: [],
    flows: new Map(),
    entryCount: new Map(),
    cashHeld: 0,
    documents: { FA: new Map(), AV: new Map() },
    pin: {
      sessionFailures: [],
      sessionLocked: false,
      accountFailures: 0,
      waitUntil: null,
      lockouts: 0,
    },
    entries: [],
    drawers: new Map(),
    till: { actor: 'owner', method: 'cash' },
    care: [],
    fines: [],
    prices: listPrices(),
  };
}

/** spec §9: the ceiling of hours over 24, at least 1 */
export function days(start: number, end: number): number {
  return Math.max(1, Math.ceil((end - start) / DAY));
}

/**
 * posts one fund entry in the model: the balance, the supplier's flows when it names one, and
 * the entry into the drawer of whoever acts (today, paid as the command's till says unless
 * `method` says otherwise)
 */
export function post(
  m: Ledger,
  type: 'add_money' | 'add_charge',
  amount: number,
  supplierId: string | null = null,
  method: Method = m.till.method,
): ModelFundEntry {
  const category = supplierId ? 'supplier' : 'other';
  const entry = { type, amount, method, actor: m.till.actor, day: businessDay(m.now), category };
  m.entries.push(entry);
  m.balance += type === 'add_money' ? amount : -amount;
  if (supplierId) {
    m.flows.set(
      supplierId,
      (m.flows.get(supplierId) ?? 0) + (type === 'add_charge' ? amount : -amount),
    );
    m.entryCount.set(supplierId, (m.entryCount.get(supplierId) ?? 0) + 1);
  }
  return entry;
}

/** deletes a manual entry in the model: the opposite move, one entry fewer for its supplier */
export function unpost(m: Ledger, entry: ModelEntry): void {
  m.balance -= entry.type === 'add_money' ? entry.amount : -entry.amount;
  if (entry.supplierId) {
    const flow = entry.type === 'add_charge' ? entry.amount : -entry.amount;
    m.flows.set(entry.supplierId, (m.flows.get(entry.supplierId) ?? 0) - flow);
    m.entryCount.set(entry.supplierId, (m.entryCount.get(entry.supplierId) ?? 0) - 1);
  }
  m.manual = m.manual.filter((x) => x !== entry);
  m.entries = m.entries.filter((x) => x !== entry.fund);
}

export interface Purchase {
  supplierId: string;
  amount: number;
}

/** the purchase a paid car owes its supplier: paid, with a supplier and a price above 0 */
export function paidPurchase(
  car: Pick<ModelCar, 'isPaid' | 'supplierId' | 'purchasePrice'>,
): Purchase | undefined {
  return car.isPaid && car.supplierId && (car.purchasePrice ?? 0) > 0
    ? { supplierId: car.supplierId, amount: car.purchasePrice as number }
    : undefined;
}

/**
 * A change of a car's payment, price or supplier: what the fund booked is reversed, the new
 * purchase paid; answers what is booked now. A paid car the fund never paid (the supplier's
 * earlier payments settled it, issue 11) moves no money when edited.
 */
export function movePurchase(
  m: Ledger,
  before: Pick<ModelCar, 'isPaid' | 'supplierId' | 'purchasePrice' | 'booked'>,
  after: Pick<ModelCar, 'isPaid' | 'supplierId' | 'purchasePrice'>,
): Purchase | null {
  const was = before.booked;
  const now = !was && paidPurchase(before) ? undefined : paidPurchase(after);
  if (was && now && was.supplierId === now.supplierId && was.amount === now.amount) return was;
  if (was) post(m, 'add_money', was.amount, was.supplierId);
  if (now) post(m, 'add_charge', now.amount, now.supplierId);
  return now ?? null;
}

/** what stands between us and a supplier: opening, minus every car bought, plus the flows */
export function supplierBalance(m: Ledger, supplier: ModelSupplier): number {
  let bought = 0;
  for (const car of m.cars) {
    if (car.supplierId === supplier.id) bought += car.purchasePrice ?? 0;
  }
  return supplier.opening - bought + (m.flows.get(supplier.id) ?? 0);
}

export function isRentable(car: ModelCar): boolean {
  return !car.deleted && !car.rental && !car.sale && car.isPaid && (car.dailyRate ?? 0) > 0;
}

/** a future booking needs a car paid, priced and not sold (it may be out today) */
export function isBookable(car: ModelCar): boolean {
  return !car.deleted && !car.sale && car.isPaid && (car.dailyRate ?? 0) > 0;
}

/** whether [start, end) meets a period the car's rental or reservations hold (half-open) */
export function overlaps(car: ModelCar, start: number, end: number, exceptId?: string): boolean {
  const held = [...(car.rental ? [car.rental] : []), ...car.reservations];
  return held.some((b) => b.id !== exceptId && b.startAt < end && start < b.endAt);
}

/**
 * issue 28 §8: the period a booking holds once the car leaves now. Leaving before its booked
 * start keeps the booked length (the end comes forward as much); leaving late keeps the end.
 */
export function periodFromPickup(booking: ModelRental, now: number) {
  const early = Math.max(0, booking.startAt - now);
  return { startAt: now, endAt: booking.endAt - early };
}

/**
 * The history's cards: finished rentals (returned, cancelled, no-show) at their final total,
 * the charges at return included (issue 28 §10), and the sales
 */
export function historyFigures(m: Ledger) {
  let rentalRevenue = 0;
  let rentals = 0;
  let salesRevenue = 0;
  let sales = 0;
  for (const car of m.cars) {
    for (const record of car.records) {
      rentalRevenue += record.total + record.charges;
      rentals++;
    }
    if (car.sale) {
      salesRevenue += car.sale.price;
      sales++;
    }
  }
  return { rentals, rentalRevenue, sales, salesRevenue };
}

import {
  CARE_CATEGORIES,
  CASH_DIFFERENCE,
  CUSTOMERS,
  type Ledger,
  type ModelRental,
} from './ledger-model.ts';

/**
 * Issue 28 §10: the money figures the screens must show, computed from the model's records
 * as docs/money-figures.md defines them (not from the fund entries the server posts, so
 * that a card that drifts from its definition, or entries that drift from the records,
 * show as a difference).
 */
export interface ExpectedFigures {
  /** Rental dashboard's Total Revenue; Total Benefit's rental part */
  rentalRevenue: number;
  /** Fund: Total Charges */
  charges: number;
  salesRevenue: number;
  /** Car Sales: every sale; the Dashboard: the sold cars not removed since */
  sales: number;
  carsSold: number;
  /** Σ (final − purchase) and how many sales have a purchase price */
  saleProfit: number;
  profitCount: number;
  netProfit: number | null;
  totalBenefit: number;
  /** the deposit category's net: cash deposits held plus those added by hand */
  depositMoney: number;
}

/** what a booking has brought in: its advance while open */
const openBookings = (car: Ledger['cars'][number]): ModelRental[] => [
  ...(car.rental ? [car.rental] : []),
  ...car.reservations,
];

/** rounded to the centime, half away from zero */
function roundedAverage(total: number, count: number): number | null {
  if (count === 0) return null;
  const magnitude = Math.abs(total);
  let quotient = Math.floor(magnitude / count);
  if ((magnitude - quotient * count) * 2 >= count) quotient += 1;
  return total < 0 ? -quotient : quotient;
}

export function expectedFigures(m: Ledger): ExpectedFigures {
  let rentalRevenue = 0;
  let salesRevenue = 0;
  let sales = 0;
  let carsSold = 0;
  let saleProfit = 0;
  let profitCount = 0;
  for (const car of m.cars) {
    for (const record of car.records) rentalRevenue += record.total + record.charges;
    for (const booking of openBookings(car)) rentalRevenue += booking.advancePaid;
    if (!car.sale) continue;
    salesRevenue += car.sale.price;
    sales++;
    if (!car.deleted) carsSold++;
    if (car.purchasePrice !== null) {
      saleProfit += car.sale.price - car.purchasePrice;
      profitCount++;
    }
  }
  // what people added by hand: a Rental Payment is rental revenue, a supplier payment moves
  // the supplier's flow (counted below), any other Add Charge is a charge
  let manualCharges = 0;
  let manualDeposits = 0;
  for (const entry of m.manual) {
    const signed = entry.type === 'add_money' ? entry.amount : -entry.amount;
    if (entry.category === 'rental') rentalRevenue += signed;
    else if (entry.category === 'deposit') manualDeposits += signed;
    else if (entry.type === 'add_charge' && entry.category !== 'supplier') {
      manualCharges += entry.amount;
    }
  }
  // issue 31: a count short of the expected cash is a charge ("Cash difference"); issue 32: a
  // car's care costs are charges, and a deleted record's money back takes its charge back
  for (const entry of m.entries) {
    if (entry.category === CASH_DIFFERENCE && entry.type === 'add_charge') {
      manualCharges += entry.amount;
    } else if (CARE_CATEGORIES.has(entry.category)) {
      manualCharges += entry.type === 'add_charge' ? entry.amount : -entry.amount;
    }
  }
  // every supplier entry (purchases, their reversals, payments either way) is in its flow
  let supplierCharges = 0;
  for (const flow of m.flows.values()) supplierCharges += flow;
  return {
    rentalRevenue,
    charges: supplierCharges + manualCharges,
    salesRevenue,
    sales,
    carsSold,
    saleProfit,
    profitCount,
    netProfit: roundedAverage(saleProfit, profitCount),
    totalBenefit: saleProfit + rentalRevenue,
    depositMoney: m.cashHeld + manualDeposits,
  };
}

/** a customer's page: bookings reserved, out or returned, and what they paid for all of them */
export function customerTotals(m: Ledger, customer: number) {
  let rentals = 0;
  let rentalAmount = 0;
  for (const car of m.cars) {
    for (const booking of openBookings(car)) {
      if (booking.customer !== customer) continue;
      rentals++;
      rentalAmount += booking.advancePaid;
    }
    for (const record of car.records) {
      if (record.customer !== customer) continue;
      if (record.state === 'returned') rentals++;
      rentalAmount += record.total + record.charges;
    }
  }
  return { rentals, rentalAmount };
}

/** what each booking has brought in, by id: the advance while open, the final total once closed */
export function bookingRevenues(m: Ledger): Map<string, number> {
  const revenues = new Map<string, number>();
  for (const car of m.cars) {
    for (const booking of openBookings(car)) revenues.set(booking.id, booking.advancePaid);
    for (const record of car.records) revenues.set(record.id, record.total + record.charges);
  }
  return revenues;
}

/** the one buyer of the model's sales */
export const BUYER = {
  customerName: 'Yacine Haddad',
  customerPhone: '0555 98 76 54',
  customerLicense: 'DZ-654321',
};

export function buyerTotals(m: Ledger) {
  let purchases = 0;
  let purchaseAmount = 0;
  for (const car of m.cars) {
    if (!car.sale) continue;
    purchases++;
    purchaseAmount += car.sale.price;
  }
  return { purchases, purchaseAmount };
}

/** the licences whose customer page the checks read */
export const FILED_LICENCES = [...CUSTOMERS.map((c) => c.license), BUYER.customerLicense];

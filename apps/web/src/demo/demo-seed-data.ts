import type { BookingPageSettings } from '@car-rental/domain/contract/booking-page';
import type { AddSupplierInput } from '@car-rental/domain/contract/suppliers';
import { fromDinars } from '@car-rental/domain/money';

/** The fixed texts of the demo seed: suppliers, colours and the people in its history. */

export const seedSuppliers: AddSupplierInput[] = [
  {
    name: 'Sarl Auto Djazair',
    contact: 'Karim Benali',
    phone: '+213 550 12 34 56',
    email: 'contact@autodjazair.dz',
    address: '12 Rue Didouche Mourad, Alger Centre, Alger',
    balance: 0,
  },
  {
    name: 'Eurl Oran Motors',
    contact: 'Amine Belkacem',
    phone: '+213 661 23 45 67',
    email: 'ventes@oranmotors.dz',
    address: "Boulevard de l'ALN, Oran",
    balance: fromDinars(-45_000),
  },
  {
    name: 'Sahel Import Automobiles',
    contact: 'Yacine Haddad',
    phone: '+213 770 34 56 78',
    email: 'info@sahel-import.dz',
    address: 'Zone industrielle Ben Boulaid, Blida',
    balance: fromDinars(20_000),
  },
  {
    name: 'Cirta Véhicules',
    contact: 'Nadia Bouzid',
    phone: '+213 555 45 67 89',
    email: 'commercial@cirta-vehicules.dz',
    address: 'Cité Daksi, Constantine',
    balance: 0,
  },
  {
    name: 'Atlas Auto Sétif',
    contact: 'Rachid Meziane',
    phone: '+213 699 56 78 90',
    email: 'atlas.auto@setif-auto.dz',
    address: 'Route de Béjaïa, Sétif',
    balance: fromDinars(-30_000),
  },
];

export const seedColors = ['White', 'Black', 'Silver', 'Grey', 'Dark Blue', 'Red', 'Beige'];

/** wilaya codes of Algerian plates: Alger, Oran, Constantine, Blida, Sétif, Béjaïa */
export const seedWilayas = ['16', '31', '25', '09', '19', '06'];

export const seedRentalCustomers = [
  {
    name: 'Sofiane Cherif',
    contact: '+213 550 98 76 54',
    email: 'sofiane.cherif@gmail.com',
    license: '160245871',
  },
  {
    name: 'Lina Mansouri',
    contact: '+213 661 87 65 43',
    email: 'lina.mansouri@yahoo.fr',
    license: '310578214',
  },
  {
    name: 'Mehdi Saidi',
    contact: '+213 770 76 54 32',
    email: 'mehdi.saidi@outlook.com',
    license: '250913647',
  },
  {
    name: 'Amel Khelifi',
    contact: '+213 555 65 43 21',
    email: 'amel.khelifi@gmail.com',
    license: '090412578',
  },
] as const;

/**
 * issue 31: the counter's two staff members besides the demo owner (they sign in with the
 * demo's password), each with a drawer of their own
 */
export const seedStaff = {
  agent: {
    email: 'samir@demo.local',
    username: 'samir',
    displayName: 'Samir Ouali',
    role: 'agent',
  },
  manager: {
    email: 'yasmine@demo.local',
    username: 'yasmine',
    displayName: 'Yasmine Larbi',
    role: 'manager',
  },
} as const;

/** the cheques the demo's customers pay with (issue 31): a number and a bank each */
export const seedCheques = {
  sale: { method: 'cheque', chequeNumber: '0045871', chequeBank: 'CPA' },
  advance: { method: 'cheque', chequeNumber: '3021457', chequeBank: 'BNA' },
  /** issue 32: the agency's own cheque to the garage for a set of tyres */
  garage: { method: 'cheque', chequeNumber: '1187342', chequeBank: 'BEA' },
} as const;

/**
 * issue 32: the garage that services the demo's cars (a supplier, not a car dealer: it is
 * added after the five dealers, so that the dealers keep their order)
 */
export const seedGarage: AddSupplierInput = {
  name: 'Garage El Amel',
  contact: 'Mourad Tebboune',
  phone: '+213 550 33 44 55',
  email: 'garage.elamel@gmail.com',
  address: 'Rue des Frères Bouadou, Bir Mourad Raïs, Alger',
  balance: 0,
};

/** issue 32: the insurers of the demo's cars */
export const seedInsurers = ['SAA', 'CAAT', 'CAAR', 'Alliance Assurances', 'AXA Algérie'];

/** the reason Samir gave for his short count two days ago */
export const SHORTFALL_REASON = 'Short by 500 DA: change given twice to a customer';

export const seedBuyer = {
  customerName: 'Hichem Boudiaf',
  customerPhone: '+213 699 54 32 10',
  customerLicense: '190786352',
};

/** issue 15: the demo agency's contract terms (prices in centimes) */
export const DEMO_CONTRACT_TERMS = {
  fuelPricePerEighth: 25_000,
  kmAllowancePerDay: 250,
  pricePerKm: 1_500,
  lateGraceMinutes: 60,
  latePricePerHour: 60_000,
  accessories: ['Phone charger'],
  terms:
    'The car is returned at the agreed time, clean and with the fuel level it left with. The deposit is given back at the return, less any charge agreed on the return receipt.',
};

/**
 * issue 33: the demo agency's rate plans: summer (July-August, +25 %, 3 days at least), the
 * end of the year, Eid al-Adha 2027 as dated days, Friday-Saturday, and longer rentals
 */
const SUMMER = {
  name: 'Été',
  from: '07-01',
  until: '08-31',
  price: { kind: 'percent' as const, percent: 25 },
  minDays: 3,
};
export const DEMO_RATE_PLANS = {
  economy: {
    seasons: [
      SUMMER,
      {
        name: 'Fin d’année',
        from: '12-20',
        until: '01-05',
        price: { kind: 'percent' as const, percent: 15 },
        minDays: null,
      },
      {
        name: 'Aïd el-Adha',
        from: '2027-05-16',
        until: '2027-05-19',
        price: { kind: 'percent' as const, percent: 40 },
        minDays: 2,
      },
    ],
    tiers: [
      { fromDays: 3, price: { kind: 'percent' as const, percent: -5 } },
      { fromDays: 7, price: { kind: 'percent' as const, percent: -10 } },
      { fromDays: 30, price: { kind: 'percent' as const, percent: -25 } },
    ],
    // no weekend price: the demo's snapshot is built before it is opened and moved to then,
    // and its bookings must cost the same whichever weekday they fall on (demo-snapshot.test)
    weekend: null,
  },
  suv: {
    seasons: [SUMMER],
    tiers: [{ fromDays: 7, price: { kind: 'percent' as const, percent: -10 } }],
    weekend: null,
  },
};

/** issue 33: the extras the demo agency sells (prices in centimes) and its deposits */
export const DEMO_EXTRAS = {
  standardDeposit: 3_000_000,
  additional_driver: { enabled: true, pricing: 'per_day' as const, price: 50_000, max: 300_000 },
  child_seat: { enabled: true, pricing: 'per_day' as const, price: 30_000, max: 200_000 },
  gps: { enabled: true, pricing: 'per_day' as const, price: 40_000, max: null },
  unlimited_km: { enabled: true, pricing: 'per_day' as const, price: 100_000, max: null },
  full_insurance: {
    enabled: true,
    pricing: 'per_day' as const,
    price: 120_000,
    max: null,
    deposit: 1_000_000,
  },
  delivery: {
    enabled: true,
    places: [
      { name: 'Aéroport Houari Boumediene', price: 150_000 },
      { name: 'Gare d’Alger', price: 100_000 },
    ],
  },
};

/** a customer's signature as the check-out's canvas gives it (a small PNG) */
export const DEMO_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoAgMAAABIhNa2AAAADFBMVEX///8YGBitra1dXV34ZDFvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA4UlEQVQ4jWNgoDPQwiurGxqHR5Y5tD60Are0agUDd3gDTunrICURYCYHpiwjSIYJot0cU5rVAWxDAYicgiktDnFfGMgMiBUoIAZCmSYwMHAmYMgyB0Bo7nAGBlNM9/OCrWZgYNhatxpkARoQhTG4Q0PBzkMBTCFwpvY/TM2cmDqQwdQDKFwoWP3/FZjmDsMehaGh4S8YGJiuYvqUgYE7tG7V/tDQ+P+hWDVvBUUv197Q0PAFWGSZoXq4VmHTy8BLwDMN+GSZoHGEA3DiN1sVa0ChJQ+cYA5+aQX80qOAARMAAH8LJ0tZMQE2AAAAAElFTkSuQmCC';

/**
 * issue 34: the demo agency's booking page, open, offering its economy cars and SUVs (the
 * seed's two categories); a request holds its car a day, so that the seeded one is still
 * open on the demo's desk the day it is first opened
 */
export const DEMO_BOOKING_PAGE = {
  enabled: true,
  categories: ['economy', 'suv'],
  minNoticeHours: 2,
  maxDays: 30,
  holdHours: 24,
  address: 'Auto Location Hydra\n14 Rue des Frères Oukid, Hydra, Alger',
  hours: 'Saturday to Thursday: 8:00 – 18:00\nFriday: 14:00 – 18:00',
  terms:
    'The driver holds a driving licence of two years at least. The deposit is taken at the pickup and given back at the return, less any charge agreed on the return receipt. The car is returned at the agreed time, clean and with the fuel level it left with.',
} satisfies BookingPageSettings;

/** issue 34: the request a customer of the seed sent from the booking page (a child seat) */
export const seedBookingRequest = {
  customer: seedRentalCustomers[3],
  licenceIssuedOn: '2015-09-21',
  language: 'fr',
  /** the extra asked for, one of it */
  extra: 'child_seat',
  /** days from the seed's day, at 10:00 in Algiers */
  fromDay: 10,
  days: 3,
} as const;

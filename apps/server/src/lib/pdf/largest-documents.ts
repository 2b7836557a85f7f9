import type { DepositView, InspectionView } from '@car-rental/domain/contract/inspections';
import type { Invoice } from '@car-rental/domain/contract/invoices';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import { keepQuote } from '@car-rental/domain/pricing/kept';
import { extraCodes, MAX_SEASONS, MAX_TIERS } from '@car-rental/domain/pricing/price-list';
import { contractPrice } from '@car-rental/domain/pricing/printed-price';
import type { RatePlan } from '@car-rental/domain/pricing/quote';
import { MAX_INSPECTION_PHOTOS, MAX_MARKS } from '@car-rental/domain/rentals/inspection';
import type { ContractDocument } from '../../modules/contracts/contract-document.ts';

/**
 * The largest documents the API lets the desk make (issue 28 §1: no render past 200 MB):
 * every text at its schema's longest, mixing Arabic and Latin words with unbroken runs that
 * must be cut; the most marks (60 at check-out, 60 more at check-in), accessories (40),
 * photos (8), charges (50) and the signature at the pad's bound. The images are passed in:
 * render-heap.test.ts makes them as the server would store them. Shared by that test, which
 * checks the inputs against the request schemas, and the process it measures.
 */
export interface DocumentImages {
  /** a PNG data URL at the signature pad's bound */
  signature: string;
  /** the printable copy (JPEG) of each inspection photo */
  thumbnail: Uint8Array;
  logo: Uint8Array;
}

export const MAX_ACCESSORIES = 40;
export const MAX_CHARGES = 50;
/** the longest texts the request schemas take */
export const longest = {
  terms: 20_000,
  markId: 40,
  markNote: 200,
  accessoryKey: 120,
  accessoryLabel: 100,
  chargeDescription: 200,
  customerName: 200,
  customerContact: 40,
  customerEmail: 254,
  customerLicence: 100,
  customerAddress: 500,
  customerIdNumber: 100,
  depositReference: 100,
  depositBank: 100,
  retainReason: 300,
  brandName: 100,
  modelName: 100,
  plate: 30,
  color: 50,
  businessName: 200,
  businessAddress: 500,
  businessPhone: 50,
  businessEmail: 254,
  registration: 50,
  seasonName: 60,
  deliveryPlace: 80,
} as const;

const runs = ['سيارة', 'Location', 'الوكالة', 'W'.repeat(70), 'كراء', 'Clio-2021', 'العربية'];
/** `length` characters of mixed Arabic and Latin words and unbroken runs */
export function text(length: number, seed = 0): string {
  let out = '';
  for (let i = seed; out.length < length; i++) out += `${runs[i % runs.length]} `;
  return out.slice(0, length).trimEnd().padEnd(length, 'x');
}

export const photoPath = (i: number) =>
  `/api/inspection-photos/inspections-00000000-0000-4000-8000-${String(i).padStart(12, '0')}.jpg`;

const email = (length: number) => `${'k'.repeat(length - '@example.dz'.length)}@example.dz`;

export const business: BusinessHeader = {
  businessName: text(longest.businessName),
  businessAddress: text(longest.businessAddress, 1),
  businessPhone: '0'.repeat(longest.businessPhone),
  businessEmail: email(longest.businessEmail),
  businessLogo: '/uploads/logo.png',
  rc: text(longest.registration, 2),
  nif: '1'.repeat(longest.registration),
  nis: '2'.repeat(longest.registration),
  ai: '3'.repeat(longest.registration),
};

export const customer = {
  name: text(longest.customerName, 3),
  phone: '0'.repeat(longest.customerContact),
  email: email(longest.customerEmail),
  licence: 'L'.repeat(longest.customerLicence),
  address: text(longest.customerAddress, 4),
  idNumber: '9'.repeat(longest.customerIdNumber),
};

const car = {
  brandName: text(longest.brandName, 5),
  modelName: text(longest.modelName, 6),
  plate: '1'.repeat(longest.plate),
  year: 2026,
  color: text(longest.color, 2),
};

const views = ['front', 'back', 'left', 'right', 'top'] as const;
const types = ['scratch', 'dent', 'crack', 'missing', 'other'] as const;

/** a walk around at its largest; marks numbered from `from` */
export function walkAround(images: DocumentImages, from: number) {
  return {
    fuelEighths: from === 0 ? 8 : 0,
    marks: Array.from({ length: MAX_MARKS }, (_, i) => ({
      id: `${from + i}`.padStart(longest.markId, 'm'),
      view: views[i % views.length]!,
      x: (i % 10) / 10,
      y: (i % 7) / 7,
      type: types[i % types.length]!,
      note: text(longest.markNote, i),
    })),
    accessories: Array.from({ length: MAX_ACCESSORIES }, (_, i) => ({
      key: `custom:${text(longest.accessoryKey - 'custom:'.length, i)}`,
      label: text(longest.accessoryLabel, i + 1),
      present: from === 0 ? i % 2 === 0 : false,
    })),
    photos: Array.from({ length: MAX_INSPECTION_PHOTOS }, (_, i) => photoPath(from + i)),
    signature: images.signature,
  };
}

export const charges = Array.from({ length: MAX_CHARGES }, (_, i) => ({
  type: 'damage' as const,
  description: text(longest.chargeDescription, i),
  amount: 1_000_000,
}));

const at = (day: number) => new Date(Date.UTC(2026, 5, 15 + day, 9, 0));

/**
 * Issue 33: the longest price a contract prints: a 30-day booking through the most seasons
 * (two days each, their names at their longest), the weekend and the base, the longest tier,
 * every extra three times (a delivery to the longest place) and a discount
 */
const seasonDay = (day: number) => at(day).toISOString().slice(0, 10);
export const largestPlan: RatePlan = {
  seasons: Array.from({ length: MAX_SEASONS }, (_, i) => ({
    name: text(longest.seasonName, i),
    from: seasonDay(2 * i),
    until: seasonDay(2 * i + 1),
    price: { kind: 'percent', percent: 10 * i - 50 },
    minDays: null,
  })),
  tiers: Array.from({ length: MAX_TIERS }, (_, i) => ({
    fromDays: 2 + 5 * i,
    price: { kind: 'percent', percent: -5 - i },
  })),
  weekend: { kind: 'rate', rate: 120_000_000_000 },
};
export const largestExtras = extraCodes.map((code) => ({
  code,
  quantity: 3,
  ...(code === 'delivery' ? { place: text(longest.deliveryPlace, 4) } : {}),
}));

function largestQuote() {
  const kept = keepQuote({
    start: at(0),
    end: at(30),
    timeZone: 'Africa/Algiers',
    baseRate: 100_000_000_000,
    plan: largestPlan,
    extras: largestExtras.map((extra) => ({
      ...extra,
      pricing: extra.code === 'delivery' ? ('once' as const) : ('per_day' as const),
      price: 100_000_000_000,
      max: null,
    })),
    discount: 1_000_000_000,
    deposit: null,
  });
  return contractPrice(kept, [], { start: at(0), end: at(30) }, 100_000_000_000);
}

export function largestContract(images: DocumentImages): ContractDocument {
  const checkOut: InspectionView = {
    kind: 'out',
    at: at(0).toISOString(),
    odometerKm: 9_999_999,
    ...walkAround(images, 0),
  };
  const deposit: DepositView = {
    amount: 100_000_000_000_000,
    method: 'cheque',
    reference: 'R'.repeat(longest.depositReference),
    bank: text(longest.depositBank, 3),
    takenAt: checkOut.at,
    settledAt: null,
    retained: 0,
    retainReason: null,
  };
  return {
    contractNumber: 'CTR-2026-999999',
    business,
    termsText: text(longest.terms),
    customer,
    car,
    period: { startAt: at(0), dueAt: at(30), returnedAt: null },
    price: {
      dailyRate: 100_000_000_000_000,
      paymentType: 'advance',
      advancePaid: 100_000_000_000_000,
      terms: {
        fuelPricePerEighth: 100_000_000_000_000,
        kmAllowancePerDay: 100_000,
        pricePerKm: 100_000_000_000_000,
        lateGraceMinutes: 1_440,
        latePricePerHour: 100_000_000_000_000,
      },
      quoted: largestQuote(),
    },
    checkOut,
    checkIn: null,
    deposit,
    settlement: null,
  };
}

export function largestReceipt(images: DocumentImages): ContractDocument {
  const doc = largestContract(images);
  const checkIn: InspectionView = {
    kind: 'in',
    at: at(31).toISOString(),
    odometerKm: 10_000_000,
    // every mark new: the receipt numbers the check-out's 60, then these 60
    ...walkAround(images, MAX_MARKS),
  };
  return {
    ...doc,
    period: { ...doc.period, returnedAt: at(31) },
    checkIn,
    deposit: {
      ...doc.deposit!,
      method: 'cash',
      settledAt: checkIn.at,
      retained: 1_000_000,
      retainReason: text(longest.retainReason, 2),
    },
    settlement: {
      totalDays: 31,
      totalAmount: 31_000_000,
      charges,
      chargesTotal: 50_000_000,
      finalTotal: 81_000_000,
    },
  };
}

export function largestInvoice(): Invoice {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'FA-2026-999999',
    kind: 'rental',
    rentalId: '00000000-0000-4000-8000-000000000002',
    saleId: null,
    createdAt: at(31).toISOString(),
    data: {
      kind: 'rental',
      business,
      car,
      totals: { vatRateBp: 1_900, totalHt: 81_000_000, vat: 15_390_000, totalTtc: 96_390_000 },
      customer: {
        name: customer.name,
        phone: customer.phone,
        email: customer.email,
        license: customer.licence,
      },
      period: { start: at(0).toISOString(), end: at(31).toISOString(), totalDays: 31 },
      mileage: { start: 10_000, end: 9_999_999, driven: 9_989_999 },
      rentalAmount: 31_000_000,
      // issue 33: every extra, told under the rental line (the longest text)
      rentalPrice: {
        addsUp: false,
        days: 31_000_000,
        extras: largestExtras.map((extra) => ({
          ...extra,
          place: extra.place ?? null,
          amount: 100_000_000_000,
        })),
        discount: 1_000_000_000,
      },
      charges,
      chargesTotal: 50_000_000,
      totalAmount: 81_000_000,
    },
    creditNote: { number: 'AV-2026-999999', createdAt: at(32).toISOString() },
  };
}

import type { ExtrasSettings } from '@car-rental/domain/pricing/price-list';
import type { RatePlan } from '@car-rental/domain/pricing/quote';

/**
 * Issue 33: the price list the ledger model starts each sequence with, and the changes the
 * owner makes to it (ledger-prices.ts drives them).
 */

/** the business's time zone: the calendar days a booking's days are priced by */
export const TIME_ZONE = 'Africa/Algiers';
/** the category whose plan the model's priced cars follow */
export const PRICED_CATEGORY = 'economy';

export interface ModelPrices {
  plan: RatePlan;
  extras: ExtrasSettings;
}

/** what the owner's change of the price list sets (the rest of the list stays as below) */
export interface PriceMove {
  summer: number;
  weekend: number;
  /** the tiers from 3 and 7 days (percentages) and from 10 days (a rate) */
  shortTier: number;
  weekTier: number;
  monthRate: number;
  driver: number;
  delivery: number;
  gps: boolean;
  /** the other extras' prices, in % of the list's first prices */
  extras: number;
}

const LIST: PriceMove = {
  summer: 25,
  weekend: 10,
  shortTier: -5,
  weekTier: -10,
  monthRate: 4_000_00,
  driver: 500_00,
  delivery: 1_500_00,
  gps: false,
  extras: 100,
};

/** an extra's price at `percent` of its first price */
const at = (price: number, percent: number) => Math.round((price * percent) / 100);

/**
 * The price list: a summer (yearly, 20 June to 5 July, at least 2 days) that the June
 * sequences cross, Eid inside it (dated, shorter: it wins), and a year's turn at a fixed rate
 * that the 31 December sequences cross; a Friday and Saturday price; a percentage from 3 days, the
 * week's tier from 7 days, a rate tier from 10 days. The extras: a driver capped, a child seat
 * per day, GPS (offered or not), unlimited kilometres once, full insurance, delivery by place.
 */
export function listPrices(move: PriceMove = LIST): ModelPrices {
  return {
    plan: {
      seasons: [
        {
          name: 'Summer',
          from: '06-20',
          until: '07-05',
          price: { kind: 'percent', percent: move.summer },
          minDays: 2,
        },
        {
          name: 'Eid',
          from: '2026-06-25',
          until: '2026-06-27',
          price: { kind: 'percent', percent: 50 },
          minDays: null,
        },
        {
          name: 'Year end',
          from: '12-31',
          until: '01-02',
          price: { kind: 'rate', rate: 9_000_00 },
          minDays: null,
        },
      ],
      tiers: [
        { fromDays: 3, price: { kind: 'percent', percent: move.shortTier } },
        { fromDays: 7, price: { kind: 'percent', percent: move.weekTier } },
        { fromDays: 10, price: { kind: 'rate', rate: move.monthRate } },
      ],
      weekend: { kind: 'percent', percent: move.weekend },
    },
    extras: {
      standardDeposit: null,
      additional_driver: { enabled: true, pricing: 'per_day', price: move.driver, max: 3_000_00 },
      child_seat: { enabled: true, pricing: 'per_day', price: at(300_00, move.extras), max: null },
      gps: { enabled: move.gps, pricing: 'per_day', price: 400_00, max: null },
      unlimited_km: {
        enabled: true,
        pricing: 'once',
        price: at(2_000_00, move.extras),
        max: null,
      },
      full_insurance: {
        enabled: true,
        pricing: 'per_day',
        price: at(1_200_00, move.extras),
        max: 6_000_00,
        deposit: null,
      },
      delivery: {
        enabled: true,
        places: [
          { name: 'Aéroport', price: move.delivery },
          { name: 'Gare', price: at(800_00, move.extras) },
        ],
      },
    },
  };
}

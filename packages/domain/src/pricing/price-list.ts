import type { Centimes } from '../money.ts';
import type { ExtraChoice } from './quote.ts';

/**
 * Issue 33 §1-§2: what a price list is made of. Each model belongs to a car category, whose
 * rate plan its cars follow unless a car has its own; the extras are the agency's, priced
 * in Settings.
 */
export const carCategories = ['economy', 'compact', 'suv', 'van', 'premium'] as const;
export type CarCategory = (typeof carCategories)[number];

export const extraCodes = [
  'additional_driver',
  'child_seat',
  'gps',
  'delivery',
  'unlimited_km',
  'full_insurance',
] as const;
export type ExtraCode = (typeof extraCodes)[number];

/** an extra as the agency sells it */
export interface ExtraPrice {
  enabled: boolean;
  pricing: 'per_day' | 'once';
  price: Centimes;
  /** what one booking pays for it at most (null: no cap) */
  max: Centimes | null;
}

/** the most of one extra a booking takes (two additional drivers, three child seats) */
export const EXTRA_MAX_QUANTITY = 3;
/** the most seasons and tiers a plan holds, and places a delivery goes to */
export const MAX_SEASONS = 12;
export const MAX_TIERS = 6;
export const MAX_DELIVERY_PLACES = 20;

/** the agency's extras and deposits as Settings keep them (contract/pricing.ts: extrasBody) */
export interface ExtrasSettings {
  standardDeposit: Centimes | null;
  additional_driver: ExtraPrice;
  child_seat: ExtraPrice;
  gps: ExtraPrice;
  unlimited_km: ExtraPrice;
  full_insurance: ExtraPrice & { deposit: Centimes | null };
  delivery: { enabled: boolean; places: { name: string; price: Centimes }[] };
}

/** what a booking asks for: an extra, how many, and for a delivery its place */
export interface ExtraRequest {
  code: ExtraCode;
  quantity: number;
  place?: string | undefined;
}

export const EXTRA_NOT_OFFERED = 'fields.extraNotOffered';
export const DELIVERY_PLACE = 'fields.deliveryPlace';

/**
 * The extras a booking asks for, priced from the agency's list (a delivery at its place's
 * price, once), and the deposit it is due: full insurance's when chosen, else the standard
 * one. An extra the agency does not offer, asked twice, or a delivery to a place not on the
 * list, is refused beside it (its index in `extras`).
 */
export function pricedExtras(
  requests: readonly ExtraRequest[],
  settings: ExtrasSettings | null,
): { extras: ExtraChoice[]; deposit: Centimes | null; refused: RefusedExtra | null } {
  const extras: ExtraChoice[] = [];
  const seen = new Set<ExtraCode>();
  for (const [index, request] of requests.entries()) {
    if (!settings || seen.has(request.code)) {
      return { extras, deposit: null, refused: { index, field: 'code', key: EXTRA_NOT_OFFERED } };
    }
    seen.add(request.code);
    if (request.code === 'delivery') {
      const place = settings.delivery.places.find(
        (candidate) => candidate.name.toLowerCase() === request.place?.trim().toLowerCase(),
      );
      if (!settings.delivery.enabled) {
        return { extras, deposit: null, refused: { index, field: 'code', key: EXTRA_NOT_OFFERED } };
      }
      if (!place) {
        return { extras, deposit: null, refused: { index, field: 'place', key: DELIVERY_PLACE } };
      }
      extras.push({
        code: request.code,
        pricing: 'once',
        price: place.price,
        max: null,
        quantity: request.quantity,
      });
      continue;
    }
    const price = settings[request.code];
    if (!price.enabled) {
      return { extras, deposit: null, refused: { index, field: 'code', key: EXTRA_NOT_OFFERED } };
    }
    extras.push({
      code: request.code,
      pricing: price.pricing,
      price: price.price,
      max: price.max,
      quantity: request.quantity,
    });
  }
  const insured = seen.has('full_insurance');
  const deposit = settings
    ? insured
      ? settings.full_insurance.deposit
      : settings.standardDeposit
    : null;
  return { extras, deposit, refused: null };
}

export interface RefusedExtra {
  index: number;
  field: 'code' | 'place';
  key: typeof EXTRA_NOT_OFFERED | typeof DELIVERY_PLACE;
}

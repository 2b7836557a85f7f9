import type { Centimes } from '../money.ts';

export type Transmission = 'automatic' | 'manual';

/** A car as the rules see it: its own fields plus whether it is rented or sold right now. */
export interface Car {
  brandId: string;
  modelId: string;
  year: number | null;
  dailyRate: Centimes | null;
  salePrice: Centimes | null;
  purchasePrice: Centimes | null;
  supplierId: string | null;
  rating: number;
  transmission: Transmission | null;
  fuel: string | null;
  plate: string | null;
  color: string | null;
  mileageKm: number;
  images: string[];
  inGarage: boolean;
  isPaid: boolean;
  isRented: boolean;
  isForSale: boolean;
  isSold: boolean;
}

/** the brand and model names a fund entry's description is written with */
export interface CarNames {
  brandName: string;
  modelName: string;
}

/** the spec's limit of images per car (§5, §9) */
export const MAX_CAR_IMAGES = 5;

type State = Pick<Car, 'inGarage' | 'isRented' | 'isSold'>;

/** Available: in the garage, not rented, not sold (spec §4). */
export function isAvailable(car: State): boolean {
  return car.inGarage && !car.isRented && !car.isSold;
}

/** the facts about a car that decide whether it can be rented */
export type RentableFacts = State & Pick<Car, 'dailyRate' | 'isPaid'>;

/** Rentable (spec §4): in the garage, daily rate above 0, not rented, not sold, paid. */
export function isRentable(car: RentableFacts): boolean {
  return isAvailable(car) && (car.dailyRate ?? 0) > 0 && car.isPaid;
}

/**
 * Listable for sale: in the garage, not rented, not sold, with a sale price above 0 (what
 * 'Mark for Sale' requires). A listed car is a listable one marked for sale: see
 * isListedForSale in sales/sale-listing.ts.
 */
export function isListable(car: State & Pick<Car, 'salePrice'>): boolean {
  return isAvailable(car) && (car.salePrice ?? 0) > 0;
}

export type CarStatus = 'outOfGarage' | 'forSale' | 'available';

/** the status badge of a car card: rented or sold, out of the garage; else listed, for sale */
export function carStatus(car: Pick<Car, 'isRented' | 'isSold' | 'isForSale'>): CarStatus {
  if (car.isRented || car.isSold) return 'outOfGarage';
  if (car.isForSale) return 'forSale';
  return 'available';
}

export const statusLabels = {
  outOfGarage: 'Out of Garage',
  forSale: 'For Sale',
  available: 'Available',
} as const satisfies Record<CarStatus, string>;

export type StatusBadge = (typeof statusLabels)[CarStatus];

/** the badge's English words (the spec's): carStatus, labelled */
export function statusBadge(car: Pick<Car, 'isRented' | 'isSold' | 'isForSale'>): StatusBadge {
  return statusLabels[carStatus(car)];
}

export function paidBadge(car: Pick<Car, 'isPaid'>): 'Paid' | 'Unpaid' {
  return car.isPaid ? 'Paid' : 'Unpaid';
}

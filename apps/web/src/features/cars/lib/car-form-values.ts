import type { CarView } from '@car-rental/domain/contract/car';
import {
  type AddCarBody,
  carYear,
  mileageKm,
  type UpdateCarBody,
} from '@car-rental/domain/contract/cars';
import { centimes } from '@car-rental/domain/contract/common';
import type { Centimes } from '@car-rental/domain/money';
import { dinarsText, parseDinars } from '../../../lib/format.ts';

/** what the car form's inputs hold: text, as typed */
export interface CarFormValues {
  brandId: string;
  modelId: string;
  year: string;
  plate: string;
  color: string;
  mileageKm: string;
  transmission: '' | 'automatic' | 'manual';
  fuel: string;
  dailyRate: string;
  salePrice: string;
  purchasePrice: string;
  supplierId: string;
}

export type CarFormField = keyof CarFormValues;

/** keys of the catalogue's form.errors */
export type CarFormError =
  | 'yearNumber'
  | 'yearRange'
  | 'mileageNumber'
  | 'mileageMin'
  | 'mileageMax'
  | 'priceNumber'
  | 'priceMin'
  | 'priceMax';

export type CarFormErrors = Partial<Record<CarFormField, CarFormError>>;

export function valuesOf(car?: CarView | null): CarFormValues {
  return {
    brandId: car?.brandId ?? '',
    modelId: car?.modelId ?? '',
    year: car?.year?.toString() ?? '',
    plate: car?.plate ?? '',
    color: car?.color ?? '',
    mileageKm: car ? String(car.mileageKm) : '',
    transmission: car?.transmission ?? '',
    fuel: car?.fuel ?? '',
    dailyRate: dinarsText(car?.dailyRate),
    salePrice: dinarsText(car?.salePrice),
    purchasePrice: dinarsText(car?.purchasePrice),
    supplierId: car?.supplierId ?? '',
  };
}

/** the form's values parsed: undefined where the input was left empty */
export interface ParsedCar {
  brandId: string;
  modelId: string;
  year: number | undefined;
  plate: string | undefined;
  color: string | undefined;
  mileageKm: number | undefined;
  transmission: 'automatic' | 'manual' | undefined;
  fuel: string | undefined;
  dailyRate: Centimes | undefined;
  salePrice: Centimes | undefined;
  purchasePrice: Centimes | undefined;
  supplierId: string | undefined;
}

const text = (value: string) => value.trim() || undefined;

/** a whole number typed in an input, or an error key; undefined when empty */
function parseWhole(value: string): number | 'nan' | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isInteger(parsed) ? parsed : 'nan';
}

function parseYear(value: string): number | undefined | CarFormError {
  const year = parseWhole(value);
  if (year === 'nan') return 'yearNumber';
  if (year !== undefined && !carYear.safeParse(year).success) return 'yearRange';
  return year;
}

function parseMileage(value: string): number | undefined | CarFormError {
  const km = parseWhole(value);
  if (km === 'nan') return 'mileageNumber';
  if (km === undefined || mileageKm.safeParse(km).success) return km;
  return km < 0 ? 'mileageMin' : 'mileageMax';
}

function parsePrice(value: string): Centimes | undefined | CarFormError {
  if (value.trim() === '') return undefined;
  const amount = parseDinars(value);
  if (amount === undefined) return 'priceNumber';
  if (centimes.safeParse(amount).success) return amount;
  return amount < 0 ? 'priceMin' : 'priceMax';
}

const isError = (value: unknown): value is CarFormError => typeof value === 'string';

/**
 * Spec §5: year 1900-2030 and mileage as whole numbers, mileage at least 0, prices as
 * decimal dinars at least 0 (turned into centimes); every one optional. The limits are
 * the API contract's schemas.
 */
export function parseCarForm(values: CarFormValues): { car?: ParsedCar; errors: CarFormErrors } {
  const errors: CarFormErrors = {};
  const year = parseYear(values.year);
  const mileage = parseMileage(values.mileageKm);
  const prices = {
    dailyRate: parsePrice(values.dailyRate),
    salePrice: parsePrice(values.salePrice),
    purchasePrice: parsePrice(values.purchasePrice),
  };
  if (isError(year)) errors.year = year;
  if (isError(mileage)) errors.mileageKm = mileage;
  for (const [field, value] of Object.entries(prices)) {
    if (isError(value)) errors[field as keyof typeof prices] = value;
  }
  if (
    isError(year) ||
    isError(mileage) ||
    isError(prices.dailyRate) ||
    isError(prices.salePrice) ||
    isError(prices.purchasePrice)
  ) {
    return { errors };
  }
  return {
    errors,
    car: {
      brandId: values.brandId,
      modelId: values.modelId,
      year,
      plate: text(values.plate),
      color: text(values.color),
      mileageKm: mileage,
      transmission: values.transmission || undefined,
      fuel: text(values.fuel),
      dailyRate: prices.dailyRate,
      salePrice: prices.salePrice,
      purchasePrice: prices.purchasePrice,
      supplierId: values.supplierId || undefined,
    },
  };
}

/** a new car: empty optional values are omitted */
export function addBodyOf(car: ParsedCar, images: string[]): AddCarBody {
  const body: Record<string, unknown> = { ...car, images };
  for (const key of Object.keys(body)) {
    if (body[key] === undefined) delete body[key];
  }
  return body as AddCarBody;
}

/** an edit: a value emptied in the form is cleared (null); mileage cannot be cleared */
export function updateBodyOf(car: ParsedCar, images: string[]): UpdateCarBody {
  const { mileageKm: km, ...rest } = car;
  const body: Record<string, unknown> = { images };
  for (const [key, value] of Object.entries(rest)) body[key] = value ?? null;
  if (km !== undefined) body.mileageKm = km;
  return body as UpdateCarBody;
}

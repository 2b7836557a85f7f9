import type { ContractSettings, RentalContract } from '@car-rental/domain/contract/inspections';
import { DomainError } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import type { ExtraCode } from '@car-rental/domain/pricing/price-list';
import { contractPrice } from '@car-rental/domain/pricing/printed-price';
import { standardAccessories, termsFor } from '@car-rental/domain/rentals/inspection';
import type { DbOrTx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { readPrintableImage } from '../../lib/printable-image.ts';
import { findCarView } from '../cars/car-view.repository.ts';
import type { ContractDocument } from '../contracts/contract-document.ts';
import { findCustomer } from '../customers/customers.repository.ts';
import { documentLanguage } from '../settings/document-settings.ts';
import { readInvoiceSettings } from '../settings/settings.repository.ts';
import {
  findInspections,
  readCarTerms,
  readContractSettings,
  toDepositView,
  toInspectionView,
} from './contracts.repository.ts';
import { readThumbnail } from './photos.ts';
import { toRentalRecord } from './rental-record.ts';
import { findRental, type RentalRow } from './rentals.repository.ts';
import { signedContractOf } from './signed-contract.ts';

// A rental's contract as the reads and the printed documents see it.

/** the accessories a walk-around checks: the standard ones, then the agency's own */
export function accessoriesOf(settings: ContractSettings) {
  return [
    ...standardAccessories.map((item) => ({ key: item.key, label: item.label })),
    ...settings.accessories.map((label) => ({ key: `custom:${label}`, label })),
  ];
}

/** a rental's contract, and the agency's contract settings it was made with */
export async function contractOf(db: DbOrTx, rental: RentalRow) {
  const [inspections, settings, carTerms] = await Promise.all([
    findInspections(db, rental.id),
    readContractSettings(db),
    readCarTerms(db, rental.carId),
  ]);
  const contract: RentalContract = {
    rentalId: rental.id,
    contractNumber: rental.contractNumber,
    checkOut: inspections.checkOut ? toInspectionView(inspections.checkOut) : null,
    checkIn: inspections.checkIn ? toInspectionView(inspections.checkIn) : null,
    deposit: toDepositView(rental),
    terms: termsFor(settings, carTerms),
    accessories: accessoriesOf(settings),
    extras: rental.extras.map(({ code, quantity, place, pricing, price, max }) => ({
      code: code as ExtraCode,
      quantity,
      place: place ?? null,
      pricing,
      price,
      max,
    })),
    drivers: rental.drivers,
  };
  return { contract, settings };
}

/**
 * the document to print. The contract prints as signed at the check-out (its booked period,
 * prices and terms: issue 28 §9), never the return; the receipt states the booked end the
 * car was due at and the actual return.
 */
export async function documentOf(
  deps: AppDeps,
  rentalId: string,
  kind: 'contract' | 'receipt',
): Promise<ContractDocument> {
  const db = deps.db;
  const found = await findRental(db, rentalId);
  if (!found) throw new DomainError('rental_not_found', 'details.rentalNotFound');
  const { rental, charges } = found;
  const { contract, settings } = await contractOf(db, rental);
  if (!contract.contractNumber || !contract.checkOut) {
    throw new DomainError('not_found', 'details.noContractYet');
  }
  const [car, customer, invoiceSettings] = await Promise.all([
    findCarView(db, rental.carId),
    rental.customerId ? findCustomer(db, rental.customerId) : undefined,
    readInvoiceSettings(db),
  ]);
  const record = toRentalRecord(rental, charges);
  const signed = signedContractOf(rental.contractSigned);
  const onContract = kind === 'contract';
  const startAt = onContract ? (signed?.startAt ?? rental.startAt) : rental.startAt;
  // a return moves end_at to the return time (the spec's end date): the booked end is kept
  // apart (booked_end_at), and the contract's as signed
  const dueAt = onContract
    ? (signed?.dueAt ?? rental.bookedEndAt ?? rental.endAt)
    : (rental.bookedEndAt ?? (rental.returnedAt ? signed?.dueAt : undefined) ?? rental.endAt);
  return {
    contractNumber: contract.contractNumber,
    business: invoiceSettings.business,
    termsText: signed?.termsText ?? settings.terms,
    customer: {
      name: rental.customerName,
      phone: rental.customerContact,
      email: rental.customerEmail,
      licence: rental.customerLicense,
      address: customer?.address ?? null,
      idNumber: customer?.idNumber ?? null,
    },
    drivers: rental.drivers,
    car: {
      brandName: car?.brandName ?? '',
      modelName: car?.modelName ?? '',
      plate: car?.plate ?? null,
      year: car?.year ?? null,
      color: car?.color ?? null,
    },
    period: { startAt, dueAt, returnedAt: onContract ? null : rental.returnedAt },
    price: {
      dailyRate: rental.dailyRate,
      paymentType: rental.paymentType,
      advancePaid: rental.advancePaid,
      terms: signed?.terms ?? contract.terms,
      // issue 33: the price as quoted (decision 0047); a booking made before prints its rate
      quoted: rental.quote
        ? contractPrice(
            rental.quote,
            rental.extras,
            { start: startAt, end: dueAt },
            rental.dailyRate,
          )
        : null,
    },
    checkOut: contract.checkOut,
    checkIn: onContract ? null : contract.checkIn,
    deposit: contract.deposit,
    settlement:
      record.totalDays !== null && record.totalAmount !== null && record.finalTotal !== null
        ? {
            totalDays: record.totalDays,
            totalAmount: record.totalAmount,
            charges: record.charges,
            chargesTotal: record.chargesTotal,
            finalTotal: record.finalTotal,
          }
        : null,
  };
}

export const pdfOptions = async (deps: AppDeps, doc: ContractDocument, language: Language) => ({
  timeZone: deps.config.businessTimezone,
  fonts: deps.fonts,
  language: await documentLanguage(deps.db, language),
  readThumbnail: (photo: string) => readThumbnail(deps, photo),
  readLogo: async () => {
    const name = doc.business.businessLogo?.match(/^\/uploads\/(.+)$/)?.[1];
    return name ? readPrintableImage(deps, name) : undefined;
  },
});

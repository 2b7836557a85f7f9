import type {
  ContractSettings,
  carContractTerms,
  checkOutBody,
  RentalContract,
} from '@car-rental/domain/contract/inspections';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import type { Language } from '@car-rental/domain/i18n/languages';
import {
  contractNumber,
  type Deposit,
  depositTaken,
  inspectionMessages,
  standardAccessories,
  termsFor,
} from '@car-rental/domain/rentals/inspection';
import { pickUp, pickUpPeriod } from '@car-rental/domain/rentals/reservations';
import { wallClockOf } from '@car-rental/domain/time/zoned-time';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { readPrintableImage } from '../../lib/printable-image.ts';
import { write } from '../../lib/write.ts';
import { findCarView, loadCarForWrite } from '../cars/car-view.repository.ts';
import type { ContractDocument } from '../contracts/contract-document.ts';
import { renderContractPdf, renderReceiptPdf } from '../contracts/contract-pdf.ts';
import { findCustomer } from '../customers/customers.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { documentLanguage } from '../settings/document-settings.ts';
import { readInvoiceSettings } from '../settings/settings.repository.ts';
import {
  findInspections,
  insertInspection,
  listDepositsHeld,
  nextContractSequence,
  readCarTerms,
  readContractSettings,
  toDepositView,
  toInspectionView,
  writeCarTerms,
  writeContractSettings,
} from './contracts.repository.ts';
import { readThumbnail, refuseUnknownPhotos } from './photos.ts';
import { toRentalRecord } from './rental-record.ts';
import {
  findBooking,
  findRental,
  type RentalRow,
  setCarMileage,
  updateBooking,
} from './rentals.repository.ts';
import { refuseOverlap } from './rentals.service.ts';
import { type SignedContract, signedContractOf, toSignedJson } from './signed-contract.ts';

/** the accessories a walk-around checks: the standard ones, then the agency's own */
export function accessoriesOf(settings: ContractSettings) {
  return [
    ...standardAccessories.map((item) => ({ key: item.key, label: item.label })),
    ...settings.accessories.map((label) => ({ key: `custom:${label}`, label })),
  ];
}

export function contractsService(deps: AppDeps) {
  /** a rental's contract, and the agency's contract settings it was made with */
  async function contractOf(db: DbOrTx, rental: RentalRow) {
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
    };
    return { contract, settings };
  }

  /**
   * the document to print. The contract prints as signed at the check-out (its booked period,
   * prices and terms: issue 28 §9), never the return; the receipt states the booked end the
   * car was due at and the actual return.
   */
  async function documentOf(
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
      car: {
        brandName: car?.brandName ?? '',
        modelName: car?.modelName ?? '',
        plate: car?.plate ?? null,
        year: car?.year ?? null,
        color: car?.color ?? null,
      },
      period: {
        startAt: onContract ? (signed?.startAt ?? rental.startAt) : rental.startAt,
        // a return moves end_at to the return time (the spec's end date): the booked end is
        // kept apart (booked_end_at), and the contract's as signed
        dueAt: onContract
          ? (signed?.dueAt ?? rental.bookedEndAt ?? rental.endAt)
          : (rental.bookedEndAt ?? (rental.returnedAt ? signed?.dueAt : undefined) ?? rental.endAt),
        returnedAt: onContract ? null : rental.returnedAt,
      },
      price: {
        dailyRate: rental.dailyRate,
        paymentType: rental.paymentType,
        advancePaid: rental.advancePaid,
        terms: signed?.terms ?? contract.terms,
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

  const pdfOptions = async (doc: ContractDocument, language: Language) => ({
    timeZone: deps.config.businessTimezone,
    fonts: deps.fonts,
    language: await documentLanguage(deps.db, language),
    readThumbnail: (photo: string) => readThumbnail(deps, photo),
    readLogo: async () => {
      const name = doc.business.businessLogo?.match(/^\/uploads\/(.+)$/)?.[1];
      return name ? readPrintableImage(deps, name) : undefined;
    },
  });

  return {
    async getContract(rentalId: string): Promise<RentalContract> {
      const rental = await findBooking(deps.db, rentalId);
      if (!rental) throw new DomainError('rental_not_found', 'details.rentalNotFound');
      return (await contractOf(deps.db, rental)).contract;
    },

    /**
     * Check-out: a reservation is picked up by it (the rental starts now); a rental that
     * went out at once gets its inspection. The contract is numbered, the deposit taken
     * (cash into the fund, category deposit), the signature kept.
     */
    checkOut(rentalId: string, body: z.output<typeof checkOutBody>) {
      return write(deps, async (tx, audit) => {
        const now = deps.clock.now();
        const found = await findBooking(tx, rentalId);
        if (!found) throw new DomainError('rental_not_found', 'details.bookingNotFound');
        const car = await loadCarForWrite(tx, found.carId);
        const booking = (await findBooking(tx, rentalId))!;
        if (booking.contractNumber) {
          throw new DomainError('already_checked_out', inspectionMessages.alreadyCheckedOut);
        }
        await refuseUnknownPhotos(deps, body.inspection.photos, 'body.inspection.photos');
        let row = booking;
        if (booking.state === 'reserved') {
          const started = pickUp(car, booking, body.odometerKm, now);
          // an early pickup moves the booked period forward: it must still be free
          await refuseOverlap(deps, tx, car.id, started.startAt, started.endAt, booking.id);
          row = await updateBooking(tx, booking.id, started);
          if (started.startMileage !== car.mileageKm) {
            await setCarMileage(tx, car.id, started.startMileage, now);
          }
        } else if (booking.state === 'out') {
          if (body.odometerKm < car.mileageKm) {
            const message = inspectionMessages.odometerBelow;
            throw fieldRefusal('validation_failed', 'body.odometerKm', message);
          }
          // the car leaves now: a rental booked to start within the hour starts at its
          // check-out, keeping its booked length (issue 28 §8)
          const early = booking.startAt.getTime() > now.getTime();
          const period = pickUpPeriod(booking, now);
          if (early) {
            await refuseOverlap(deps, tx, car.id, period.startAt, period.endAt, booking.id);
          }
          row = await updateBooking(tx, booking.id, {
            startMileage: body.odometerKm,
            ...(early ? period : {}),
          });
          if (body.odometerKm !== car.mileageKm) {
            await setCarMileage(tx, car.id, body.odometerKm, now);
          }
        } else {
          throw new DomainError('rental_not_out', inspectionMessages.notOut);
        }
        const year = wallClockOf(now, deps.config.businessTimezone).year;
        const number = contractNumber(year, await nextContractSequence(tx));
        const deposit: Deposit | null = body.deposit && {
          amount: body.deposit.amount,
          method: body.deposit.method,
          reference: body.deposit.reference ?? null,
          bank: body.deposit.bank ?? null,
        };
        // the contract as signed: the period it starts with, the prices and terms in force
        const settings = await readContractSettings(tx);
        const carTerms = await readCarTerms(tx, car.id);
        const signed: SignedContract = {
          startAt: row.startAt,
          dueAt: row.endAt,
          terms: termsFor(settings, carTerms),
          termsText: settings.terms,
        };
        row = await updateBooking(tx, booking.id, {
          contractNumber: number,
          contractSigned: toSignedJson(signed),
          ...(deposit
            ? {
                depositAmount: deposit.amount,
                depositMethod: deposit.method,
                depositReference: deposit.reference,
                depositBank: deposit.bank,
                depositTakenAt: now,
              }
            : {}),
        });
        await insertInspection(tx, {
          rentalId: booking.id,
          kind: 'out',
          at: now,
          odometerKm: body.odometerKm,
          ...body.inspection,
        });
        const fundEntries = depositTaken(car, deposit);
        await postFundEntries(tx, fundEntries, now, { carId: car.id, rentalId: booking.id });
        const answer = { car: (await findCarView(tx, car.id))!, rental: toRentalRecord(row, []) };
        audit.record({
          entity: 'rental',
          entityId: booking.id,
          before: { car, rental: booking },
          after: {
            ...answer,
            checkOut: {
              ...body.inspection,
              signature: body.inspection.signature ? 'signed' : null,
            },
            fundEntries,
          },
        });
        return answer;
      });
    },

    /** the contract in the asked language, or French and Arabic when the agency says so */
    async contractPdf(rentalId: string, language: Language = 'en') {
      const doc = await documentOf(rentalId, 'contract');
      const options = await pdfOptions(doc, language);
      return { number: doc.contractNumber, bytes: await renderContractPdf(doc, options) };
    },

    async receiptPdf(rentalId: string, language: Language = 'en') {
      const doc = await documentOf(rentalId, 'receipt');
      if (!doc.checkIn || !doc.settlement) {
        throw new DomainError('not_found', 'details.noReturnReceiptYet');
      }
      const options = await pdfOptions(doc, language);
      return { number: doc.contractNumber, bytes: await renderReceiptPdf(doc, options) };
    },

    depositsHeld: (customerId?: string) => listDepositsHeld(deps.db, customerId),

    getSettings: () => readContractSettings(deps.db),

    updateSettings(value: ContractSettings) {
      return write(deps, async (tx, audit) => {
        const before = await readContractSettings(tx);
        await writeContractSettings(tx, value, deps.clock.now());
        audit.record({ entity: 'settings', entityId: '1', before, after: value });
        return value;
      });
    },

    setCarTerms(carId: string, terms: z.output<typeof carContractTerms>) {
      return write(deps, async (tx, audit) => {
        const car = await loadCarForWrite(tx, carId);
        const before = await readCarTerms(tx, carId);
        await writeCarTerms(tx, car.id, terms, deps.clock.now());
        audit.record({
          entity: 'car',
          entityId: carId,
          before: { contractTerms: before },
          after: { contractTerms: terms },
        });
        return terms;
      });
    },
  };
}

import type { DepositView, InspectionView } from '@car-rental/domain/contract/inspections';
import type { AdditionalDriver } from '@car-rental/domain/contract/rentals';
import type { BusinessHeader } from '@car-rental/domain/contract/settings';
import type { DocumentLanguage } from '@car-rental/domain/documents/labels';
import type { Centimes } from '@car-rental/domain/money';
import type { PrintedPrice } from '@car-rental/domain/pricing/printed-price';
import type { ContractTerms } from '@car-rental/domain/rentals/inspection';
import type { ChargeInput } from '@car-rental/domain/rentals/return-car';
import type { FontSource } from '../../lib/pdf/fonts.ts';

/** what the contract (at check-out) and the return receipt (at check-in) print */
export interface ContractDocument {
  contractNumber: string;
  business: BusinessHeader;
  /** the conditions the agency writes in Settings (may be empty) */
  termsText: string;
  customer: {
    name: string;
    phone: string;
    email: string;
    licence: string;
    address: string | null;
    idNumber: string | null;
  };
  /** issue 33: the additional drivers (decision 0049); none when absent */
  drivers?: AdditionalDriver[];
  car: {
    brandName: string;
    modelName: string;
    plate: string | null;
    year: number | null;
    color: string | null;
  };
  period: {
    startAt: Date;
    /** the booked end (due time) */
    dueAt: Date;
    /** null on the contract; the actual return on the receipt */
    returnedAt: Date | null;
  };
  price: {
    dailyRate: Centimes;
    paymentType: 'advance' | 'after';
    advancePaid: Centimes;
    /** the charge prices in force for this car (allowance, fuel, km, lateness) */
    terms: ContractTerms;
    /**
     * issue 33: the price as the booking was quoted, line by line (decision 0047); null or
     * absent for a booking made before (its daily rate times its days)
     */
    quoted?: PrintedPrice | null;
  };
  checkOut: InspectionView;
  /** null on the contract */
  checkIn: InspectionView | null;
  deposit: DepositView | null;
  /** the return's figures; null on the contract */
  settlement: {
    totalDays: number;
    totalAmount: Centimes;
    charges: ChargeInput[];
    chargesTotal: Centimes;
    finalTotal: Centimes;
  } | null;
}

export interface ContractPdfOptions {
  timeZone: string;
  /**
   * an inspection photo's printable copy (the resized JPEG stored beside it) by the
   * photo's path (/api/inspection-photos/<name>); undefined when it is missing
   */
  readThumbnail: (photoPath: string) => Promise<Uint8Array | undefined>;
  /** the business logo's bytes (an uploaded PNG or JPEG), if any */
  readLogo: () => Promise<Uint8Array | undefined>;
  fonts: FontSource;
  /** English by default; 'fr+ar' prints French and Arabic side by side */
  language?: DocumentLanguage;
}

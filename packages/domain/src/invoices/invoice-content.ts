import type { RentalDetails, SaleDetails } from '../contract/history.ts';
import type { InvoiceData, ProFormaDraft, SaleInvoiceData } from '../contract/invoices.ts';
import { DomainError } from '../errors.ts';
import { invoiceTotals } from './invoice-totals.ts';

type Business = InvoiceData['business'];

export const CANCELLED_NO_INVOICE = 'details.cancelledNoInvoice';

function carOf(vehicle: InvoiceData['car']): InvoiceData['car'] {
  const { brandName, modelName, plate, year, color } = vehicle;
  return { brandName, modelName, plate, year, color };
}

/**
 * What a rental invoice states (spec §3 invoice drafts), frozen into the invoice when it
 * is made: the business header and VAT rate of the day, the customer, the car, the
 * period, the mileage, the charges and the totals.
 */
export function rentalInvoiceContent(
  business: Business,
  vatRateBp: number | null,
  details: RentalDetails,
): InvoiceData {
  if (details.cancelledAt) throw new DomainError('rental_cancelled', CANCELLED_NO_INVOICE);
  return {
    kind: 'rental',
    business,
    car: carOf(details.vehicle),
    customer: {
      name: details.customer.name,
      phone: details.customer.contact,
      email: details.customer.email,
      license: details.customer.license,
    },
    period: details.period,
    mileage: {
      start: details.mileage.start,
      end: details.mileage.end,
      driven: details.mileage.distance,
    },
    rentalAmount: details.totalAmount,
    charges: details.charges.map(({ type, description, amount }) => ({
      type,
      description,
      amount,
    })),
    chargesTotal: details.chargesTotal,
    totalAmount: details.finalTotal,
    totals: invoiceTotals(details.finalTotal, vatRateBp),
  };
}

/** What a sale invoice states: the customer, the car, the sale and listed prices, the totals. */
export function saleInvoiceContent(
  business: Business,
  vatRateBp: number | null,
  details: SaleDetails,
  listedPrice: number | null,
): InvoiceData {
  return {
    kind: 'sale',
    business,
    car: carOf(details.vehicle),
    customer: details.customer,
    saleDate: details.saleDate,
    salePrice: details.finalPrice,
    listedPrice,
    totalAmount: details.totalSaleAmount,
    totals: invoiceTotals(details.totalSaleAmount, vatRateBp),
  };
}

/**
 * What a pro forma states: the sale invoice's content for what is typed in the Sell dialog,
 * dated `date`, with today's business header and VAT rate. Nothing is sold or stored.
 */
export function proFormaContent(
  business: Business,
  vatRateBp: number | null,
  draft: ProFormaDraft,
  date: Date,
): SaleInvoiceData {
  return {
    kind: 'sale',
    business,
    car: carOf(draft.car),
    customer: draft.customer,
    saleDate: date.toISOString(),
    salePrice: draft.price,
    listedPrice: draft.listedPrice,
    totalAmount: draft.price,
    totals: invoiceTotals(draft.price, vatRateBp),
  };
}

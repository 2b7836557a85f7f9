import type { CreateInvoiceBody, InvoiceData } from '@car-rental/domain/contract/invoices';
import { DomainError } from '@car-rental/domain/errors';
import { invoiceTotals } from '@car-rental/domain/invoices/invoice-totals';
import type { DbOrTx } from '../../db/create-db.ts';
import { findRentalDetails, findSaleDetails } from '../history/record-details.repository.ts';
import { readInvoiceSettings } from '../settings/settings.repository.ts';
import { saleListedPrice } from './invoices.repository.ts';

function carOf(vehicle: InvoiceData['car']): InvoiceData['car'] {
  const { brandName, modelName, plate, year, color } = vehicle;
  return { brandName, modelName, plate, year, color };
}

/**
 * What an invoice states (spec §3 invoice drafts), read once and frozen into the invoice:
 * the business header and VAT rate of the day, the customer, the car, and the figures.
 */
export async function invoiceDataOf(db: DbOrTx, source: CreateInvoiceBody): Promise<InvoiceData> {
  const { business, vatRateBp } = await readInvoiceSettings(db);
  if (source.kind === 'rental') {
    const details = await findRentalDetails(db, source.rentalId);
    if (!details) throw new DomainError('rental_not_found', 'Rental not found');
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
  const details = await findSaleDetails(db, source.saleId);
  if (!details) throw new DomainError('sale_not_found', 'Sale not found');
  return {
    kind: 'sale',
    business,
    car: carOf(details.vehicle),
    customer: details.customer,
    saleDate: details.saleDate,
    salePrice: details.finalPrice,
    listedPrice: await saleListedPrice(db, source.saleId),
    totalAmount: details.totalSaleAmount,
    totals: invoiceTotals(details.totalSaleAmount, vatRateBp),
  };
}

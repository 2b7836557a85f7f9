import type { CreateInvoiceBody, InvoiceData } from '@car-rental/domain/contract/invoices';
import { DomainError } from '@car-rental/domain/errors';
import {
  rentalInvoiceContent,
  saleInvoiceContent,
} from '@car-rental/domain/invoices/invoice-content';
import { invoicePrice } from '@car-rental/domain/pricing/printed-price';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { rentals } from '../../db/schema.ts';
import { findRentalDetails, findSaleDetails } from '../history/record-details.repository.ts';
import { readInvoiceSettings } from '../settings/settings.repository.ts';
import { saleListedPrice } from './invoices.repository.ts';

/**
 * What an invoice states (spec §3 invoice drafts), read once and frozen into the invoice:
 * the business header and VAT rate of the day, the customer, the car, and the figures.
 */
export async function invoiceDataOf(db: DbOrTx, source: CreateInvoiceBody): Promise<InvoiceData> {
  const { business, vatRateBp } = await readInvoiceSettings(db);
  if (source.kind === 'rental') {
    const details = await findRentalDetails(db, source.rentalId);
    if (!details) throw new DomainError('rental_not_found', 'details.rentalNotFound');
    const content = rentalInvoiceContent(business, vatRateBp, details);
    if (content.kind !== 'rental') return content;
    // issue 33: the extras and the discount the booking kept, as their own lines (decision 0047)
    const [kept] = await db
      .select({ quote: rentals.quote })
      .from(rentals)
      .where(eq(rentals.id, source.rentalId));
    const priced = invoicePrice(
      kept?.quote ?? null,
      { start: new Date(content.period.start), end: new Date(content.period.end) },
      content.rentalAmount,
    );
    if (!priced) return content;
    const { price, addsUp } = priced;
    return {
      ...content,
      rentalPrice: { addsUp, days: price.rental, extras: price.extras, discount: price.discount },
    };
  }
  const details = await findSaleDetails(db, source.saleId);
  if (!details) throw new DomainError('sale_not_found', 'details.saleNotFound');
  return saleInvoiceContent(business, vatRateBp, details, await saleListedPrice(db, source.saleId));
}

import { z } from 'zod';
import { centimes, id, idParams, isoDateTime } from './common.ts';
import { documentQuery } from './documents.ts';
import { historyCharge } from './history.ts';
import { defineRoute } from './route.ts';
import { businessHeader } from './settings.ts';

/** Print Invoice: the invoice of a finished rental or of a sale (created once, then the same) */
export const createInvoiceBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rental'), rentalId: id }),
  z.object({ kind: z.literal('sale'), saleId: id }),
]);
export type CreateInvoiceBody = z.infer<typeof createInvoiceBody>;

const invoiceCar = z.object({
  brandName: z.string(),
  modelName: z.string(),
  plate: z.string().nullable(),
  year: z.number().int().nullable(),
  color: z.string().nullable(),
});

export const invoiceTotalsSchema = z.object({
  vatRateBp: z.number().int().nullable(),
  totalHt: centimes,
  vat: centimes,
  totalTtc: centimes,
});

const common = {
  business: businessHeader,
  car: invoiceCar,
  totals: invoiceTotalsSchema,
};

/** issue 33: an extra on the invoice (decision 0047) */
const invoicedExtra = z.object({
  code: z.string(),
  quantity: z.number().int(),
  /** a delivery's place */
  place: z.string().nullable(),
  amount: centimes,
});

/**
 * issue 33: the rental's price by the quote it kept, the days used priced again (decision
 * 0047). `addsUp`: days + extras - discount is rentalAmount, printed as lines in its place;
 * otherwise the extras and the discount are a detail under the rental line. Absent: a rental
 * booked before issue 33, or without extras nor discount (one rental line).
 */
export const invoicedPrice = z.object({
  addsUp: z.boolean(),
  /** the days used, with the duration tier */
  days: centimes,
  extras: z.array(invoicedExtra),
  discount: centimes,
});
export type InvoicedPrice = z.infer<typeof invoicedPrice>;

/** spec §3 invoice draft (rental), frozen when the invoice is created */
export const rentalInvoiceData = z.object({
  kind: z.literal('rental'),
  ...common,
  customer: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    license: z.string().nullable(),
  }),
  period: z.object({ start: isoDateTime, end: isoDateTime, totalDays: z.number().int() }),
  mileage: z.object({
    start: z.number().int(),
    end: z.number().int().nullable(),
    driven: z.number().int().nullable(),
  }),
  /** dailyRate × days; since issue 33 the days used priced by the booking's kept quote */
  rentalAmount: centimes,
  rentalPrice: invoicedPrice.optional(),
  charges: z.array(historyCharge),
  chargesTotal: centimes,
  /** rental amount + additional charges */
  totalAmount: centimes,
});

/** spec §3 invoice draft (sale), frozen when the invoice is created */
export const saleInvoiceData = z.object({
  kind: z.literal('sale'),
  ...common,
  customer: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    license: z.string().nullable(),
  }),
  saleDate: isoDateTime,
  salePrice: centimes,
  listedPrice: centimes.nullable(),
  totalAmount: centimes,
});

export const invoiceData = z.discriminatedUnion('kind', [rentalInvoiceData, saleInvoiceData]);
export type InvoiceData = z.infer<typeof invoiceData>;
export type RentalInvoiceData = z.infer<typeof rentalInvoiceData>;
export type SaleInvoiceData = z.infer<typeof saleInvoiceData>;

/** issue 28 §13: the credit note that cancelled an invoice when its sale or rental was undone */
export const creditNote = z.object({
  /** AV-2026-000001 */
  number: z.string(),
  /** the credit note's date */
  createdAt: isoDateTime,
});
export type CreditNote = z.infer<typeof creditNote>;

export const invoice = z.object({
  id,
  /**
   * FA-2026-000001: one unbroken sequence per business year (issue 28 §13); invoices made
   * before it keep their first number (RNT/SAL + 6 digits + 3 letters)
   */
  number: z.string(),
  kind: z.enum(['rental', 'sale']),
  rentalId: id.nullable(),
  saleId: id.nullable(),
  /** the invoice date */
  createdAt: isoDateTime,
  data: invoiceData,
  /** null while the sale or rental stands */
  creditNote: creditNote.nullable(),
});
export type Invoice = z.infer<typeof invoice>;

/**
 * A pro forma: what the Sell dialog holds, printed before any sale (no number, nothing
 * stored). The print page builds it with proFormaContent() and the business settings.
 */
export const proFormaDraft = z.object({
  car: invoiceCar,
  customer: saleInvoiceData.shape.customer,
  price: centimes,
  listedPrice: centimes.nullable(),
});
export type ProFormaDraft = z.infer<typeof proFormaDraft>;

const tags = ['invoices'];

export const invoiceRoutes = {
  /** 201 when the invoice is made now; a reprint answers the one it already has with 200 */
  printInvoice: defineRoute({
    method: 'POST',
    path: '/invoices',
    operationId: 'printInvoice',
    topics: [],
    tags,
    summary:
      'Print Invoice: create the invoice of a finished rental or a sale (201), or answer the one it already has (200)',
    body: createInvoiceBody,
    status: 201,
    answer: invoice,
  }),
  getInvoice: defineRoute({
    method: 'GET',
    path: '/invoices/:id',
    operationId: 'getInvoice',
    topics: ['sales', 'settings'],
    tags,
    summary: 'An invoice: its number, date and frozen content with the business header',
    params: idParams,
    status: 200,
    answer: invoice,
  }),
  /** a file (application/pdf): no answer schema */
  getInvoicePdf: defineRoute({
    method: 'GET',
    path: '/invoices/:id/pdf',
    operationId: 'getInvoicePdf',
    tags,
    summary:
      'The invoice as an A4 PDF (application/pdf, downloaded as <number>.pdf), in ?lang= (en, fr, ar) or French and Arabic when the agency prints bilingual',
    params: idParams,
    query: documentQuery,
    status: 200,
  }),
};

import type { CreateInvoiceBody, Invoice, InvoiceData } from '@car-rental/domain/contract/invoices';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { invoices, sales } from '../../db/schema.ts';

type Row = typeof invoices.$inferSelect;

function toInvoice(row: Row): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    rentalId: row.rentalId,
    saleId: row.saleId,
    createdAt: row.createdAt.toISOString(),
    data: row.data as InvoiceData,
  };
}

export async function findInvoice(db: DbOrTx, id: string): Promise<Invoice | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row && toInvoice(row);
}

/** the invoice already made for this rental or sale, if any */
export async function findInvoiceOf(
  db: DbOrTx,
  source: CreateInvoiceBody,
): Promise<Invoice | undefined> {
  const where =
    source.kind === 'rental'
      ? eq(invoices.rentalId, source.rentalId)
      : eq(invoices.saleId, source.saleId);
  const [row] = await db.select().from(invoices).where(where).limit(1);
  return row && toInvoice(row);
}

/**
 * Inserts an invoice unless its number or its rental/sale already has one (the unique
 * indexes decide, so concurrent requests cannot both win): null when nothing was inserted.
 */
export async function insertInvoice(
  db: DbOrTx,
  values: {
    number: string;
    source: CreateInvoiceBody;
    createdAt: Date;
    createdBy: string;
    data: InvoiceData;
  },
): Promise<Invoice | null> {
  const [row] = await db
    .insert(invoices)
    .values({
      number: values.number,
      kind: values.source.kind,
      rentalId: values.source.kind === 'rental' ? values.source.rentalId : null,
      saleId: values.source.kind === 'sale' ? values.source.saleId : null,
      createdAt: values.createdAt,
      createdBy: values.createdBy,
      data: values.data,
    })
    .onConflictDoNothing()
    .returning();
  return row ? toInvoice(row) : null;
}

/** the car's listed price stored on the sale (the details pop-up hides it when equal) */
export async function saleListedPrice(db: DbOrTx, saleId: string): Promise<number | null> {
  const [row] = await db
    .select({ listedPrice: sales.listedPrice })
    .from(sales)
    .where(eq(sales.id, saleId))
    .limit(1);
  return row?.listedPrice ?? null;
}

import type {
  CreateInvoiceBody,
  CreditNote,
  Invoice,
  InvoiceData,
} from '@car-rental/domain/contract/invoices';
import type { DocumentSeries } from '@car-rental/domain/invoices/invoice-number';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { creditNotes, documentCounters, invoices, rentals, sales } from '../../db/schema.ts';

type Row = typeof invoices.$inferSelect;
type CreditRow = Pick<typeof creditNotes.$inferSelect, 'number' | 'createdAt'>;

function toCreditNote(row: CreditRow): CreditNote {
  return { number: row.number, createdAt: row.createdAt.toISOString() };
}

function toInvoice(row: Row, credit: CreditRow | null): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    rentalId: row.rentalId,
    saleId: row.saleId,
    createdAt: row.createdAt.toISOString(),
    data: row.data as InvoiceData,
    creditNote: credit?.number ? toCreditNote(credit) : null,
  };
}

/** the invoice with the credit note that cancelled it, if any */
async function selectInvoice(db: DbOrTx, where: SQL): Promise<Invoice | undefined> {
  const [row] = await db
    .select({
      invoice: invoices,
      credit: { number: creditNotes.number, createdAt: creditNotes.createdAt },
    })
    .from(invoices)
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(where)
    .limit(1);
  return row && toInvoice(row.invoice, row.credit);
}

export async function findInvoice(db: DbOrTx, id: string): Promise<Invoice | undefined> {
  return selectInvoice(db, eq(invoices.id, id));
}

/** the invoice already made for this rental or sale, if any */
export async function findInvoiceOf(
  db: DbOrTx,
  source: CreateInvoiceBody,
): Promise<Invoice | undefined> {
  return selectInvoice(
    db,
    source.kind === 'rental'
      ? eq(invoices.rentalId, source.rentalId)
      : eq(invoices.saleId, source.saleId),
  );
}

/**
 * Locks the rental or sale an invoice is printed for until the transaction ends: a second
 * print of it waits here, then finds the first one's invoice; undoing it waits for the
 * invoice, then credits it. Nothing is locked when it does not exist (any more).
 */
export async function lockInvoiceSource(tx: Tx, source: CreateInvoiceBody): Promise<void> {
  if (source.kind === 'rental') {
    await tx
      .select({ id: rentals.id })
      .from(rentals)
      .where(eq(rentals.id, source.rentalId))
      .for('update');
  } else {
    await tx.select({ id: sales.id }).from(sales).where(eq(sales.id, source.saleId)).for('update');
  }
}

/**
 * The next rank in a series and year (1 for the first): the counter row is inserted or
 * bumped, and stays locked until the transaction ends. Parallel writers queue on it and
 * each sees the one before it committed; a rolled-back writer gives its rank back.
 */
export async function takeNextInSeries(
  tx: Tx,
  series: DocumentSeries,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.year],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row!.last;
}

export async function insertCreditNote(
  tx: Tx,
  values: { number: string; invoiceId: string; createdAt: Date; createdBy: string | null },
): Promise<CreditNote> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return toCreditNote(row!);
}

/** inserts an invoice (its rental or sale locked, and found without one, by the caller) */
export async function insertInvoice(
  tx: Tx,
  values: {
    number: string;
    source: CreateInvoiceBody;
    createdAt: Date;
    createdBy: string;
    data: InvoiceData;
  },
): Promise<Invoice> {
  const [row] = await tx
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
    .returning();
  return toInvoice(row!, null);
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

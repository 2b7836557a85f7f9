import { idParams } from '@car-rental/domain/contract/common';
import {
  type CreateInvoiceBody,
  createInvoiceBody,
  type InvoiceData,
} from '@car-rental/domain/contract/invoices';
import {
  rentalInvoiceContent,
  saleInvoiceContent,
} from '@car-rental/domain/invoices/invoice-content';
import { invoiceNumber } from '@car-rental/domain/invoices/invoice-number';
import type { DemoContext, DemoRoute } from '../demo-context.ts';
import { demoReadOnly, parseInput, refusal } from '../demo-problem.ts';
import type { DemoState, InvoiceRow } from '../demo-state.ts';
import { rentalDetails, saleDetails } from './record-details.ts';

/** what an invoice states, frozen when it is made: the server's invoiceDataOf */
function invoiceDataOf(state: DemoState, source: CreateInvoiceBody): InvoiceData {
  const { pin: _pin, vatRateBp, ...business } = state.settings;
  if (source.kind === 'rental') {
    return rentalInvoiceContent(business, vatRateBp, rentalDetails(state, source.rentalId));
  }
  const sale = state.sales.find((s) => s.id === source.saleId);
  return saleInvoiceContent(
    business,
    vatRateBp,
    saleDetails(state, source.saleId),
    sale?.listedPrice ?? null,
  );
}

function invoiceOf(state: DemoState, source: CreateInvoiceBody): InvoiceRow | undefined {
  return state.invoices.find((invoice) =>
    source.kind === 'rental'
      ? invoice.rentalId === source.rentalId
      : invoice.saleId === source.saleId,
  );
}

/**
 * Print Invoice: the record's invoice, made the first time with a fresh number and a frozen
 * copy of what it states, the same one every time after (the server answers 201, then 200).
 */
export function printInvoiceAction(ctx: DemoContext, source: CreateInvoiceBody): InvoiceRow {
  const existing = invoiceOf(ctx.state, source);
  if (existing) {
    // nothing was written: no audit entry
    ctx.fact = null;
    return structuredClone(existing);
  }
  const data = invoiceDataOf(ctx.state, source);
  const taken = new Set(ctx.state.invoices.map((invoice) => invoice.number));
  let number = invoiceNumber(source.kind, ctx.now, ctx.random);
  // a taken number is drawn again, like the server's retry on its unique index
  for (let tries = 0; taken.has(number) && tries < 50; tries++) {
    number = invoiceNumber(source.kind, ctx.now, ctx.random);
  }
  if (taken.has(number)) {
    throw refusal('conflict', 'Could not find a free invoice number; try again.');
  }
  const row: InvoiceRow = {
    id: ctx.newId(),
    number,
    kind: source.kind,
    rentalId: source.kind === 'rental' ? source.rentalId : null,
    saleId: source.kind === 'sale' ? source.saleId : null,
    createdAt: ctx.now.toISOString(),
    data,
  };
  ctx.state.invoices.push(row);
  ctx.fact = {
    entityId: row.id,
    before: null,
    after: { number: row.number, kind: row.kind, rentalId: row.rentalId, saleId: row.saleId },
  };
  return structuredClone(row);
}

function findInvoice(state: DemoState, params: unknown): InvoiceRow {
  const { id } = parseInput(idParams, params, 'params');
  const invoice = state.invoices.find((row) => row.id === id);
  if (!invoice) throw refusal('invoice_not_found', 'Invoice not found');
  return invoice;
}

export const invoiceRoutes: DemoRoute[] = [
  {
    method: 'POST',
    path: '/invoices',
    handle: (ctx, { body }) => printInvoiceAction(ctx, parseInput(createInvoiceBody, body, 'body')),
  },
  {
    method: 'GET',
    path: '/invoices/:id',
    handle: ({ state }, { params }) => structuredClone(findInvoice(state, params)),
  },
  {
    // the PDF is drawn on the server: demo mode prints the page instead
    method: 'GET',
    path: '/invoices/:id/pdf',
    handle: ({ state }, { params }) => {
      findInvoice(state, params);
      throw demoReadOnly();
    },
  },
];

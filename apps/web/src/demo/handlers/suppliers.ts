import { idParams } from '@car-rental/domain/contract/common';
import {
  type AddSupplierInput,
  addSupplierBody,
  type SupplierView,
  updateSupplierBody,
} from '@car-rental/domain/contract/suppliers';
import { supplierBalance } from '@car-rental/domain/suppliers/supplier-balance';
import { type DemoContext, type DemoRoute, nowText } from '../demo-context.ts';
import { compareIds } from '../demo-paging.ts';
import { parseInput, refusal } from '../demo-problem.ts';
import type { DemoState, SupplierRow } from '../demo-state.ts';

const notFound = () => refusal('supplier_not_found', 'Supplier not found');

function supplierView(state: DemoState, supplier: SupplierRow): SupplierView {
  const entries = state.fund.filter((entry) => entry.supplierId === supplier.id);
  const balance = supplierBalance({
    openingBalance: supplier.openingBalance,
    // every car bought from the supplier, soft-deleted ones too
    purchasePrices: state.cars
      .filter((car) => car.supplierId === supplier.id && car.purchasePrice !== null)
      .map((car) => car.purchasePrice ?? 0),
    charges: entries.filter((e) => e.type === 'add_charge').map((e) => e.amount),
    moneyIn: entries.filter((e) => e.type === 'add_money').map((e) => e.amount),
  });
  return {
    id: supplier.id,
    name: supplier.name,
    contact: supplier.contact,
    phone: supplier.phone,
    email: supplier.email,
    address: supplier.address,
    openingBalance: supplier.openingBalance,
    balance,
    archivedAt: supplier.archivedAt ?? null,
    deletable: !hasRecords(state, supplier),
  };
}

function hasRecords(state: DemoState, supplier: SupplierRow): boolean {
  return (
    state.cars.some((car) => car.supplierId === supplier.id) ||
    state.fund.some((entry) => entry.supplierId === supplier.id)
  );
}

export function addSupplierAction(ctx: DemoContext, input: AddSupplierInput): SupplierView {
  const row: SupplierRow = {
    id: ctx.newId(),
    name: input.name,
    contact: input.contact ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    address: input.address ?? null,
    openingBalance: input.balance ?? 0,
    createdAt: nowText(ctx),
  };
  ctx.state.suppliers.push(row);
  return supplierView(ctx.state, row);
}

function findSupplier(state: DemoState, params: unknown): SupplierRow {
  const { id } = parseInput(idParams, params, 'params');
  const supplier = state.suppliers.find((s) => s.id === id);
  if (!supplier) throw notFound();
  return supplier;
}

export const supplierRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: '/suppliers',
    handle: ({ state }) => {
      // by name, case-insensitive, then id
      const sorted = [...state.suppliers].sort((a, b) => {
        const left = a.name.toLowerCase();
        const right = b.name.toLowerCase();
        return left < right ? -1 : left > right ? 1 : compareIds(a.id, b.id);
      });
      return { items: sorted.map((supplier) => supplierView(state, supplier)) };
    },
  },
  {
    method: 'POST',
    path: '/suppliers',
    handle: (ctx, { body }) => addSupplierAction(ctx, parseInput(addSupplierBody, body, 'body')),
  },
  {
    method: 'PATCH',
    path: '/suppliers/:id',
    handle: ({ state }, { params, body }) => {
      parseInput(idParams, params, 'params');
      const input = parseInput(updateSupplierBody, body, 'body');
      const supplier = findSupplier(state, params);
      if (input.name !== undefined) supplier.name = input.name;
      if (input.contact !== undefined) supplier.contact = input.contact;
      if (input.phone !== undefined) supplier.phone = input.phone;
      if (input.email !== undefined) supplier.email = input.email;
      if (input.address !== undefined) supplier.address = input.address;
      if (input.balance !== undefined) supplier.openingBalance = input.balance;
      return supplierView(state, supplier);
    },
  },
  {
    method: 'DELETE',
    path: '/suppliers/:id',
    handle: ({ state }, { params }) => {
      const supplier = findSupplier(state, params);
      if (hasRecords(state, supplier)) {
        throw refusal(
          'conflict',
          'This supplier has cars or payments on record and cannot be deleted. Archive it instead.',
        );
      }
      state.suppliers = state.suppliers.filter((s) => s.id !== supplier.id);
      return { ok: true as const };
    },
  },
  {
    method: 'POST',
    path: '/suppliers/:id/archive',
    handle: (ctx, { params }) => {
      const supplier = findSupplier(ctx.state, params);
      supplier.archivedAt = supplier.archivedAt ?? nowText(ctx);
      return supplierView(ctx.state, supplier);
    },
  },
  {
    method: 'POST',
    path: '/suppliers/:id/unarchive',
    handle: ({ state }, { params }) => {
      const supplier = findSupplier(state, params);
      supplier.archivedAt = null;
      return supplierView(state, supplier);
    },
  },
];

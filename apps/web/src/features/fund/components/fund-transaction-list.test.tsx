// @vitest-environment happy-dom
import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, serve } from '../../../test/render.tsx';
import { FundTransactionList } from './fund-transaction-list.tsx';

const AGENT = '00000000-0000-4000-8000-0000000000a1';
const me = {
  status: 200,
  body: {
    user: {
      id: AGENT,
      email: 'agent@agency.dz',
      username: null,
      displayName: 'Samir',
      role: 'agent',
      language: null,
    },
  },
};

const entry = (overrides: Partial<FundTransaction>): FundTransaction => ({
  id: '00000000-0000-4000-8000-000000000001',
  timestamp: '2026-06-15T10:00:00.000Z',
  type: 'add_charge',
  amount: 450_000,
  description: 'Brake pads',
  category: 'supplier',
  supplierId: '00000000-0000-4000-8000-0000000000f1',
  supplierName: 'Pièces Auto',
  source: 'manual',
  bookedBy: null,
  method: 'cheque',
  chequeNumber: '0012345',
  chequeBank: 'BNA',
  userId: AGENT,
  userName: 'Samir',
  drawerDay: '2026-06-15',
  drawerClosed: true,
  correctsId: null,
  ...overrides,
});

const closed = entry({});
const open = entry({
  id: '00000000-0000-4000-8000-000000000002',
  type: 'add_money',
  amount: 100_000,
  description: 'Float',
  category: 'income',
  supplierId: null,
  supplierName: null,
  method: 'card',
  chequeNumber: null,
  chequeBank: null,
  drawerDay: '2026-06-16',
  drawerClosed: false,
});
const correction = entry({
  id: '00000000-0000-4000-8000-000000000003',
  type: 'add_money',
  description: 'Correction of: Brake pads',
  drawerDay: '2026-06-16',
  drawerClosed: false,
  correctsId: closed.id,
});

async function list(items: FundTransaction[], answers = {}) {
  const sent = serve({
    'GET /api/auth/me': me,
    'GET /api/fund/transactions': { status: 200, body: { items, nextCursor: null } },
    'GET /api/suppliers/choices': {
      status: 200,
      body: { items: [{ id: closed.supplierId, name: 'Pièces Auto', archived: false }] },
    },
    ...answers,
  });
  await renderScreen(<FundTransactionList count={items.length} />);
  const rows = await screen.findAllByTestId('fund-transaction');
  return { sent, rows };
}

describe('the fund list (issue 31 §1, §4)', () => {
  it('shows how each entry was paid, whose drawer took it and a closed day', async () => {
    const { rows } = await list([open, closed]);
    const [openRow, closedRow] = rows as [HTMLElement, HTMLElement];
    expect(within(openRow).getByTestId('fund-transaction-method').textContent).toBe(
      'Card (CIB/Edahabia)',
    );
    expect(within(closedRow).getByTestId('fund-transaction-method').textContent).toBe(
      'Cheque 0012345 · BNA',
    );
    expect(within(closedRow).getByTestId('fund-transaction-user').textContent).toBe(
      'Drawer: Samir',
    );
    expect(within(closedRow).getByTestId('fund-transaction-closed').textContent).toBe('Day closed');
    expect(within(openRow).queryByTestId('fund-transaction-closed')).toBeNull();
  });

  it('offers Correct, never Delete, on a closed entry; the correction reverses it and names it', async () => {
    const { sent } = await list([open, closed], {
      'POST /api/fund/transactions': { status: 201, body: correction },
    });
    const user = userEvent.setup();
    // an agent may not delete (a manager may), nor may anyone delete a closed day's entry
    expect(screen.queryByRole('button', { name: /^Delete transaction/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Correct transaction: Float' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Correct transaction: Brake pads' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('correcting').textContent).toContain('Brake pads');
    expect((within(dialog).getByLabelText('Amount (DA)') as HTMLInputElement).value).toBe('4500');
    expect((within(dialog).getByLabelText('Description') as HTMLInputElement).value).toBe(
      'Correction of: Brake pads',
    );
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('supplier');
    expect((within(dialog).getByLabelText('Payment method') as HTMLSelectElement).value).toBe(
      'cheque',
    );
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Supplier') as HTMLSelectElement).value).toBe(
        closed.supplierId,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record the correction' }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1),
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      type: 'add_money',
      amount: 450_000,
      description: 'Correction of: Brake pads',
      category: 'supplier',
      supplierId: closed.supplierId,
      payment: { method: 'cheque', chequeNumber: '0012345', chequeBank: 'BNA' },
      correctsId: closed.id,
    });
  });

  it('a correcting entry says which entry it corrects', async () => {
    const { rows } = await list([correction, closed]);
    expect(within(rows[0]!).getByTestId('fund-transaction-corrects').textContent).toBe(
      'Corrects: Brake pads',
    );
    expect(within(rows[1]!).queryByTestId('fund-transaction-corrects')).toBeNull();
  });

  it('keeps Delete for a manager on an open entry', async () => {
    await list([open, closed], {
      'GET /api/auth/me': { status: 200, body: { user: { ...me.body.user, role: 'manager' } } },
    });
    expect(screen.getByRole('button', { name: 'Delete transaction: Float' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete transaction: Brake pads' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Correct transaction: Brake pads' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom

import type { HistoryRow as Row } from '@car-rental/domain/contract/history';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { HistoryRow } from './history-row.tsx';

const sale: Row = {
  kind: 'sale',
  id: '00000000-0000-4000-8000-000000000001',
  carId: '00000000-0000-4000-8000-000000000002',
  brandName: 'Renault',
  brandLogo: null,
  modelName: 'Clio',
  plate: 'AB-100-16',
  year: 2021,
  color: 'White',
  date: '2026-06-15T10:00:00.000Z',
  amount: 150_000_000,
  customerName: 'Yacine Haddad',
  paymentMethods: ['card', 'cheque'],
  listedPrice: null,
};

describe('a history row (issue 31)', () => {
  it('says how the record was paid, in the words of the payment fields', async () => {
    await renderScreen(<HistoryRow row={sale} onView={() => {}} />);
    expect(screen.getByTestId('history-paid-by').textContent).toBe(
      'Paid by Card (CIB/Edahabia), Cheque',
    );
  });

  it('says nothing of a record with no money in (a booking cancelled before pickup)', async () => {
    await renderScreen(<HistoryRow row={{ ...sale, paymentMethods: [] }} onView={() => {}} />);
    expect(screen.queryByTestId('history-paid-by')).toBeNull();
  });
});

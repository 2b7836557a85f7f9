// @vitest-environment happy-dom

import { AMOUNT_TOO_LARGE } from '@car-rental/domain/money';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
import { description, problem, renderScreen, serve } from '../../../test/render.tsx';
import { FundTransactionDialog } from './fund-transaction-dialog.tsx';

const open = () =>
  renderScreen(<FundTransactionDialog type="add_money" open onOpenChange={() => {}} />);

describe('Add Money', () => {
  it('sends the amount in centimes and the trimmed description', async () => {
    const sent = serve({ 'POST /api/fund/transactions': { status: 201, body: {} } });
    await open();
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add Money' });
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Amount (DA)'), '1500');
    await user.type(screen.getByLabelText('Description'), '  Float for the desk ');
    await user.click(add);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      body: {
        type: 'add_money',
        amount: 150_000,
        description: 'Float for the desk',
        category: 'other',
      },
    });
  });

  it('shows the schema’s refusal beside the amount and sends nothing', async () => {
    const sent = serve({});
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (DA)'), '90000000000000');
    await user.type(screen.getByLabelText('Description'), 'Too much');
    await user.click(screen.getByRole('button', { name: 'Add Money' }));
    const amount = screen.getByLabelText('Amount (DA)');
    await waitFor(() => expect(description(amount)).toBe(localiseFieldMessage(AMOUNT_TOO_LARGE)));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('puts the server’s field error beside its field, not in the error box', async () => {
    serve({
      'POST /api/fund/transactions': problem(400, 'validation_failed', 'Description is required', [
        { path: 'body.description', message: 'Description is required' },
      ]),
    });
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (DA)'), '10');
    await user.type(screen.getByLabelText('Description'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Money' }));
    const field = screen.getByLabelText('Description');
    await waitFor(() => expect(description(field)).toBe('Description is required'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal without a field in the error box', async () => {
    serve({
      'POST /api/fund/transactions': problem(
        409,
        'total_too_large',
        "The fund's totals would pass the largest amount the product keeps.",
      ),
    });
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (DA)'), '10');
    await user.type(screen.getByLabelText('Description'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add Money' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "The fund's totals would pass the largest amount the product keeps.",
    );
  });
});

/** the payment of the one request sent */
const paymentSent = (sent: { body: unknown }[]) =>
  (sent[0]?.body as { payment?: unknown } | undefined)?.payment;

describe('how the money moved (issue 31 §1)', () => {
  it('sends cash unless another method is picked', async () => {
    const sent = serve({ 'POST /api/fund/transactions': { status: 201, body: {} } });
    await open();
    const user = userEvent.setup();
    expect((screen.getByLabelText('Payment method') as HTMLSelectElement).value).toBe('cash');
    expect(screen.queryByLabelText('Cheque number')).toBeNull();
    await user.type(screen.getByLabelText('Amount (DA)'), '200');
    await user.type(screen.getByLabelText('Description'), 'Float');
    await user.click(screen.getByRole('button', { name: 'Add Money' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(paymentSent(sent)).toEqual({ method: 'cash' });
  });

  it('a cheque needs its number and bank, each refused beside its field; then both are sent', async () => {
    const sent = serve({ 'POST /api/fund/transactions': { status: 201, body: {} } });
    await renderScreen(<FundTransactionDialog type="add_charge" open onOpenChange={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (DA)'), '4500');
    await user.type(screen.getByLabelText('Description'), 'Brake pads');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cheque');
    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    const number = screen.getByLabelText('Cheque number');
    const bank = screen.getByLabelText('Cheque bank');
    await waitFor(() => expect(description(number)).toBe('Enter the cheque number.'));
    expect(description(bank)).toBe("Enter the cheque's bank.");
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await user.type(number, ' 0012345 ');
    await user.type(bank, 'BNA');
    await user.click(screen.getByRole('button', { name: 'Add Charge' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      type: 'add_charge',
      amount: 450_000,
      description: 'Brake pads',
      category: 'other',
      payment: { method: 'cheque', chequeNumber: '0012345', chequeBank: 'BNA' },
    });
  });

  it('drops the cheque details when the method is changed back', async () => {
    const sent = serve({ 'POST /api/fund/transactions': { status: 201, body: {} } });
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (DA)'), '100');
    await user.type(screen.getByLabelText('Description'), 'Card payment');
    const method = screen.getByLabelText('Payment method');
    await user.selectOptions(method, 'cheque');
    await user.type(screen.getByLabelText('Cheque number'), '77');
    await user.selectOptions(method, 'card');
    expect(screen.queryByLabelText('Cheque number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Money' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(paymentSent(sent)).toEqual({ method: 'card' });
  });

  it('puts the server’s refusal of the cheque’s bank beside that field', async () => {
    serve({
      'POST /api/fund/transactions': problem(400, 'validation_failed', "Enter the cheque's bank.", [
        { path: 'body.payment.chequeBank', message: "Enter the cheque's bank." },
      ]),
    });
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (DA)'), '10');
    await user.type(screen.getByLabelText('Description'), 'x');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cheque');
    await user.type(screen.getByLabelText('Cheque number'), '1');
    await user.type(screen.getByLabelText('Cheque bank'), 'B');
    await user.click(screen.getByRole('button', { name: 'Add Money' }));
    const bank = screen.getByLabelText('Cheque bank');
    await waitFor(() => expect(description(bank)).toBe("Enter the cheque's bank."));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

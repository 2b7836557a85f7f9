// @vitest-environment happy-dom

import type { DrawerClose, DrawerDay } from '@car-rental/domain/contract/drawers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localiseFieldMessage } from '../../../lib/field-errors.ts';
import { money } from '../../../lib/format.ts';
import { description, renderScreen, serve } from '../../../test/render.tsx';
import { CashCloseScreen } from './cash-close-screen.tsx';

const AGENT = 'a1b2c3d4-0000-4000-8000-000000000001';
const OWNER = 'a1b2c3d4-0000-4000-8000-000000000002';
const DAY = '2026-11-26';
const DRAWER_PATH = `/api/drawers/${AGENT}/${DAY}`;

const me = (id: string, role: 'agent' | 'manager' | 'owner') => ({
  status: 200,
  body: {
    user: {
      id,
      email: `${role}@agency.dz`,
      username: null,
      displayName: role,
      role,
      language: null,
    },
  },
});

const methods = [
  { method: 'cash', moneyIn: 900_000, moneyOut: 100_000, count: 3 },
  { method: 'cheque', moneyIn: 250_000, moneyOut: 0, count: 1 },
  { method: 'card', moneyIn: 0, moneyOut: 0, count: 0 },
  { method: 'transfer', moneyIn: 0, moneyOut: 0, count: 0 },
] as const;

/** an agent's open drawer: 200 DA float + 9,000 in - 1,000 out = 8,200 DA expected, one cheque */
const openDrawer: DrawerDay = {
  userId: AGENT,
  userName: 'Samir Agent',
  day: DAY,
  status: 'open',
  openingFloat: 20_000,
  methods: [...methods],
  expectedCash: 820_000,
  cheques: [
    {
      entryId: 'c0000000-0000-4000-8000-000000000009',
      chequeNumber: '0012345',
      chequeBank: 'BNA',
      amount: 250_000,
    },
  ],
  depositsHeld: { cash: 3_000_000, cheque: 0 },
  entries: [],
  close: null,
  lastReopen: null,
};

const close: DrawerClose = {
  openingFloat: 20_000,
  expectedCash: 820_000,
  countedCash: 770_000,
  difference: -50_000,
  handedOver: 700_000,
  nextFloat: 70_000,
  chequesExpected: 1,
  chequesCounted: 1,
  denominations: [],
  reason: 'Change given twice',
  differenceEntryId: 'd0000000-0000-4000-8000-000000000001',
  closedById: AGENT,
  closedByName: 'Samir Agent',
  closedAt: '2026-11-26T18:30:00.000Z',
};
const closedDrawer: DrawerDay = { ...openDrawer, status: 'closed', close };

const show = () => renderScreen(<CashCloseScreen userId={AGENT} day={DAY} />);

// a label query compares the label with its spaces made plain (money's narrow no-break space too)
describe('the Cash Close count', () => {
  it('shows the difference live, red when short, and asks for the reason before sending', async () => {
    const sent = serve({
      'GET /api/auth/me': me(AGENT, 'agent'),
      [`GET ${DRAWER_PATH}`]: { status: 200, body: openDrawer },
    });
    await show();
    const user = userEvent.setup();
    expect((await screen.findByTestId('drawer-expected-cash')).textContent).toBe(money(820_000));
    expect(screen.getByTestId('method-cash').textContent).toContain(money(900_000));

    await user.type(screen.getByLabelText('Counted cash (DA)'), '7700');
    const difference = screen.getByTestId('count-difference');
    expect(difference.textContent).toBe('Short by 500 DA');
    expect(difference.className).toContain('text-red-700');
    const reason = screen.getByLabelText('Reason for the difference');
    expect(description(reason)).toBe(
      'Required: the count differs from what the drawer should hold.',
    );

    await user.type(screen.getByLabelText('Cash handed over (DA)'), '7000');
    expect(screen.getByTestId('count-next-float').textContent).toBe('700 DA');

    await user.click(screen.getByRole('button', { name: 'Close the drawer' }));
    await waitFor(() =>
      expect(description(reason)).toBe(localiseFieldMessage('fields.closeReasonRequired')),
    );
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the count, the cheques ticked and the reason, then shows the close', async () => {
    let drawer = openDrawer;
    const sent = serve({
      'GET /api/auth/me': me(AGENT, 'agent'),
      [`GET ${DRAWER_PATH}`]: () => ({ status: 200, body: drawer }),
      [`POST ${DRAWER_PATH}/close`]: () => {
        drawer = closedDrawer;
        return { status: 200, body: closedDrawer };
      },
    });
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Cheque 0012345 of 2 500 DA is in the drawer'));
    await user.type(screen.getByLabelText('Counted cash (DA)'), '7700');
    await user.type(screen.getByLabelText('Cash handed over (DA)'), '7000');
    await user.type(screen.getByLabelText('Reason for the difference'), '  Change given twice ');
    await user.click(screen.getByRole('button', { name: 'Close the drawer' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `${DRAWER_PATH}/close`,
      body: {
        countedCash: 770_000,
        chequesCounted: 1,
        handedOver: 700_000,
        reason: 'Change given twice',
      },
    });
    expect((await screen.findByTestId('close-difference')).textContent).toBe('Short by 500 DA');
  });

  it('fills the counted cash from the notes and coins, and sends them', async () => {
    const sent = serve({
      'GET /api/auth/me': me(AGENT, 'agent'),
      [`GET ${DRAWER_PATH}`]: { status: 200, body: { ...openDrawer, cheques: [] } },
      [`POST ${DRAWER_PATH}/close`]: { status: 200, body: closedDrawer },
    });
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Count by note and coin'));
    await user.type(screen.getByLabelText('How many of 2 000 DA'), '4');
    await user.type(screen.getByLabelText('How many of 100 DA'), '2');
    const counted = screen.getByLabelText('Counted cash (DA)') as HTMLInputElement;
    expect(counted.value).toBe('8200');
    expect(counted.readOnly).toBe(true);
    expect(screen.getByTestId('count-difference').textContent).toBe('No difference');
    expect(
      screen.getByLabelText('Reason for the difference').getAttribute('aria-describedby'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close the drawer' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      countedCash: 820_000,
      denominations: [
        { value: 2000, count: 4 },
        { value: 100, count: 2 },
      ],
    });
  });
});

describe('a closed drawer', () => {
  it('shows the close, who closed it and when, the report, and no Reopen for an agent', async () => {
    serve({
      'GET /api/auth/me': me(AGENT, 'agent'),
      [`GET ${DRAWER_PATH}`]: { status: 200, body: closedDrawer },
    });
    await show();
    const figures = await screen.findByTestId('close-figures');
    expect(within(figures).getByTestId('close-difference').className).toContain('text-red-700');
    expect(within(figures).getByText('Change given twice')).toBeTruthy();
    expect(screen.getByText('1 cheque taken this day')).toBeTruthy();
    expect(screen.getByTestId('closed-by').textContent).toBe(
      'Closed by Samir Agent on 26/11/2026 19:30',
    );
    const report = screen.getByRole('link', { name: 'Print report' });
    expect(report.getAttribute('href')).toBe(`${DRAWER_PATH}/report.pdf?lang=en`);
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close the drawer' })).toBeNull();
    // an agent neither sees the month nor picks another staff member
    expect(screen.queryByRole('link', { name: 'Month view' })).toBeNull();
    expect(screen.queryByLabelText('Staff member')).toBeNull();
  });

  it('lets an owner reopen it with a reason', async () => {
    const reopened: DrawerDay = {
      ...openDrawer,
      lastReopen: {
        reopenedByName: 'Owner',
        reopenedAt: '2026-11-27T08:00:00.000Z',
        reason: 'Recount',
      },
    };
    let drawer = closedDrawer;
    const sent = serve({
      'GET /api/auth/me': me(OWNER, 'owner'),
      [`GET ${DRAWER_PATH}`]: () => ({ status: 200, body: drawer }),
      'GET /api/drawers': {
        status: 200,
        body: { month: '2026-11', staff: [], drawers: [], methods: [] },
      },
      [`POST ${DRAWER_PATH}/reopen`]: () => {
        drawer = reopened;
        return { status: 200, body: reopened };
      },
    });
    await show();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Reopen' });
    expect(screen.getByRole('link', { name: 'Month view' }).getAttribute('href')).toBe(
      '/till/month?month=2026-11',
    );
    expect(screen.getByLabelText('Staff member')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    const reason = within(dialog).getByLabelText('Why is the day reopened?');
    await waitFor(() =>
      expect(description(reason)).toBe(localiseFieldMessage('fields.reopenReasonRequired')),
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(reason, 'Recount');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: `${DRAWER_PATH}/reopen`,
        body: { reason: 'Recount' },
      }),
    );
    expect((await screen.findByTestId('drawer-reopened')).textContent).toContain('Recount');
    expect(screen.getByRole('button', { name: 'Close the drawer' })).toBeTruthy();
  });
});

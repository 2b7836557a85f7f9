import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

// Issue 31: the till. Each entry is booked to the drawer of whoever took it (the business day
// on the Algiers clock); the evening count closes it; a closed day stays closed.

let server: TestServer;
let owner: Client;
let agent: Client & { userId: string };
let other: Client & { userId: string };
let manager: Client & { userId: string };
const DAY = '2026-06-15'; // the test clock: 2026-06-15T10:00Z, 11:00 in Algiers
const NEXT_DAY = '2026-06-16';

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  other = await server.signedInAs('agent', 'Karim');
  manager = await server.signedInAs('manager', 'Meriem');
});
afterAll(() => server.close());

const entry = (type: 'add_money' | 'add_charge', amount: number, payment?: object) => ({
  type,
  amount,
  description: `${type} ${amount}`,
  category: 'other',
  ...(payment ? { payment } : {}),
});
const drawerPath = (userId: string, day = DAY) => `/api/drawers/${userId}/${day}`;
const balance = async () => (await owner.get('/api/fund')).body.currentBalance as number;

describe('a drawer of one staff member and one day', () => {
  it('books each entry to the drawer of whoever took it, summed by method', async () => {
    expect((await agent.post('/api/fund/transactions', entry('add_money', 1_000_000))).status).toBe(
      201,
    );
    expect((await agent.post('/api/fund/transactions', entry('add_charge', 200_000))).status).toBe(
      201,
    );
    const cheque = await agent.post(
      '/api/fund/transactions',
      entry('add_money', 500_000, { method: 'cheque', chequeNumber: '0012345', chequeBank: 'BNA' }),
    );
    expect(cheque.status).toBe(201);
    expect(cheque.body).toMatchObject({
      method: 'cheque',
      chequeNumber: '0012345',
      chequeBank: 'BNA',
      userId: agent.userId,
      userName: 'Amina',
      drawerDay: DAY,
      drawerClosed: false,
    });
    // another person's money is in their own drawer
    expect((await other.post('/api/fund/transactions', entry('add_money', 70_000))).status).toBe(
      201,
    );

    const drawer = await agent.get(drawerPath(agent.userId));
    expect(drawer.status).toBe(200);
    expect(drawer.body).toMatchObject({
      userName: 'Amina',
      day: DAY,
      status: 'open',
      openingFloat: 0,
      expectedCash: 800_000,
      cheques: [{ chequeNumber: '0012345', chequeBank: 'BNA', amount: 500_000 }],
      close: null,
    });
    expect(drawer.body.methods).toEqual([
      { method: 'cash', moneyIn: 1_000_000, moneyOut: 200_000, count: 2 },
      { method: 'cheque', moneyIn: 500_000, moneyOut: 0, count: 1 },
      { method: 'card', moneyIn: 0, moneyOut: 0, count: 0 },
      { method: 'transfer', moneyIn: 0, moneyOut: 0, count: 0 },
    ]);
    expect(drawer.body.entries).toHaveLength(3);
  });

  it("shows an agent only their own drawer; a manager sees anyone's", async () => {
    expect((await other.get(drawerPath(agent.userId))).status).toBe(403);
    expect((await manager.get(drawerPath(agent.userId))).status).toBe(200);
    expect((await agent.get('/api/drawers?month=2026-06')).status).toBe(403);
    expect((await owner.get(drawerPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('refuses a count that differs without a reason, and notes that add up to another sum', async () => {
    const before = await balance();
    const noReason = await agent.post(`${drawerPath(agent.userId)}/close`, {
      countedCash: 750_000,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual([expect.objectContaining({ path: 'reason' })]);
    const badNotes = await agent.post(`${drawerPath(agent.userId)}/close`, {
      countedCash: 750_000,
      denominations: [{ value: 2000, count: 3 }],
      reason: 'short',
    });
    expect(badNotes.status).toBe(400);
    expect(badNotes.body.fields).toEqual([expect.objectContaining({ path: 'countedCash' })]);
    // nothing changed
    expect((await agent.get(drawerPath(agent.userId))).body.status).toBe('open');
    expect(await balance()).toBe(before);
  });

  it('closes with a 500 DA shortfall: a Cash difference entry in that drawer, the balance true', async () => {
    const before = await balance();
    const closed = await agent.post(`${drawerPath(agent.userId)}/close`, {
      countedCash: 750_000,
      denominations: [
        { value: 2000, count: 3 },
        { value: 1000, count: 1 },
        { value: 500, count: 1 },
      ],
      chequesCounted: 1,
      handedOver: 500_000,
      reason: 'Change given twice',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.close).toMatchObject({
      openingFloat: 0,
      expectedCash: 800_000,
      countedCash: 750_000,
      difference: -50_000,
      handedOver: 500_000,
      nextFloat: 250_000,
      chequesExpected: 1,
      chequesCounted: 1,
      reason: 'Change given twice',
      closedByName: 'Amina',
    });
    const difference = closed.body.entries.find(
      (found: { id: string }) => found.id === closed.body.close.differenceEntryId,
    );
    expect(difference).toMatchObject({
      type: 'add_charge',
      amount: 50_000,
      category: 'cash_difference',
      method: 'cash',
      userId: agent.userId,
      drawerClosed: true,
      bookedBy: 'cash_close',
    });
    expect(await balance()).toBe(before - 50_000);
    // the clock stands still in this test: the close is among the trail's newest rows
    const audit = await owner.get('/api/audit?limit=20');
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({ action: 'closeDrawer', entity: 'drawer' }),
    );
  });

  it('keeps a closed day closed: no new entry, no deletion, no second close', async () => {
    const refused = await agent.post('/api/fund/transactions', entry('add_money', 10_000));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('drawer_closed');
    const drawer = (await agent.get(drawerPath(agent.userId))).body;
    // a person's entry (the close's own difference entry is locked for another reason)
    const first = drawer.entries.find((found: { source: string }) => found.source === 'manual');
    const deleted = await owner.delete(`/api/fund/transactions/${first.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.code).toBe('drawer_closed');
    expect((await agent.get(drawerPath(agent.userId))).body.entries).toHaveLength(4);
    const again = await agent.post(`${drawerPath(agent.userId)}/close`, { countedCash: 750_000 });
    expect(again.status).toBe(409);
    // the other agent's drawer of that day is still open
    expect((await other.post('/api/fund/transactions', entry('add_money', 1_000))).status).toBe(
      201,
    );
  });

  it('corrects a closed entry with a new one on an open day, naming it', async () => {
    const closedEntry = (await agent.get(drawerPath(agent.userId))).body.entries.find(
      (found: { source: string }) => found.source === 'manual',
    );
    server.clock.advance(24 * 3600_000);
    const correction = await agent.post('/api/fund/transactions', {
      ...entry('add_charge', 1_000_000),
      correctsId: closedEntry.id,
    });
    expect(correction.status).toBe(201);
    expect(correction.body).toMatchObject({ correctsId: closedEntry.id, drawerDay: NEXT_DAY });
    const unknown = await agent.post('/api/fund/transactions', {
      ...entry('add_charge', 1_000),
      correctsId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    // the next day opens with what the close left in the drawer
    const next = await agent.get(drawerPath(agent.userId, NEXT_DAY));
    expect(next.body).toMatchObject({ openingFloat: 250_000, expectedCash: -750_000 });
  });

  it('keeps an entry that a correction names: deleting it is refused, nothing changes', async () => {
    const original = await other.post('/api/fund/transactions', entry('add_money', 30_000));
    const correction = await other.post('/api/fund/transactions', {
      ...entry('add_charge', 30_000),
      correctsId: original.body.id,
    });
    expect(correction.status).toBe(201);
    const refused = await owner.delete(`/api/fund/transactions/${original.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('details.recordReferenced');
    const ids = (await other.get(drawerPath(other.userId, NEXT_DAY))).body.entries.map(
      (found: { id: string }) => found.id,
    );
    expect(ids).toEqual(expect.arrayContaining([original.body.id, correction.body.id]));
  });

  it('refuses to close a day that has not started', async () => {
    const future = await agent.post(`${drawerPath(agent.userId, '2026-06-20')}/close`, {
      countedCash: 0,
    });
    expect(future.status).toBe(409);
    expect(future.body.code).toBe('drawer_in_future');
  });

  it('lets only an owner reopen a day, with a reason; the close and its difference go back', async () => {
    const path = `${drawerPath(agent.userId)}/reopen`;
    expect((await agent.post(path, { reason: 'recount' })).status).toBe(403);
    expect((await manager.post(path, { reason: 'recount' })).status).toBe(403);
    const blank = await owner.post(path, { reason: '  ' });
    expect(blank.status).toBe(400);
    const before = await balance();
    const reopened = await owner.post(path, { reason: 'The 500 DA was found' });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      status: 'open',
      close: null,
      lastReopen: { reason: 'The 500 DA was found' },
    });
    expect(reopened.body.entries).toHaveLength(3);
    expect(await balance()).toBe(before + 50_000);
    expect((await owner.post(path, { reason: 'again' })).body.code).toBe('drawer_open');
    // open again: it can be closed again, and its entries deleted by a manager
    const recount = await manager.post(`${drawerPath(agent.userId)}/close`, {
      countedCash: 800_000,
    });
    expect(recount.status).toBe(200);
    expect(recount.body.close).toMatchObject({ difference: 0, closedByName: 'Meriem' });
  });

  it("shows the owner the month's drawers and its money by method", async () => {
    const month = await manager.get('/api/drawers?month=2026-06');
    expect(month.status).toBe(200);
    const amina = month.body.drawers.find(
      (drawer: { userId: string; day: string }) =>
        drawer.userId === agent.userId && drawer.day === DAY,
    );
    expect(amina).toMatchObject({ status: 'closed', difference: 0, reopened: true });
    expect(month.body.staff.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Amina', 'Karim', 'Meriem']),
    );
    const cheque = month.body.methods.find((m: { method: string }) => m.method === 'cheque');
    expect(cheque).toEqual({ method: 'cheque', moneyIn: 500_000, moneyOut: 0, count: 1 });
    expect((await manager.get('/api/drawers?month=2026-13')).status).toBe(400);
  });
});

describe('a day whose cash difference a correction names', () => {
  it('is not reopened until that correction goes: a clear 409, nothing changed', async () => {
    const cashier = await server.signedInAs('agent', 'Corrected');
    const day = '2026-06-14';
    const closed = await cashier.post(`${drawerPath(cashier.userId, day)}/close`, {
      countedCash: 20_000,
      reason: 'Found in the drawer',
    });
    expect(closed.status).toBe(200);
    const correction = await cashier.post('/api/fund/transactions', {
      ...entry('add_charge', 20_000),
      correctsId: closed.body.close.differenceEntryId,
    });
    expect(correction.status).toBe(201);
    const refused = await owner.post(`${drawerPath(cashier.userId, day)}/reopen`, {
      reason: 'recount',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('details.differenceCorrected');
    expect((await cashier.get(drawerPath(cashier.userId, day))).body.status).toBe('closed');
    expect((await owner.delete(`/api/fund/transactions/${correction.body.id}`)).status).toBe(200);
    const reopened = await owner.post(`${drawerPath(cashier.userId, day)}/reopen`, {
      reason: 'recount',
    });
    expect(reopened.status).toBe(200);
  });
});

describe('an entry booked while its drawer is being closed', () => {
  it('lands before the close and is counted, or is refused: 50 parallel tries, none lost', async () => {
    const cashier = await server.signedInAs('agent', 'Racing');
    // today on the test's clock, whatever the tests before moved it to
    const day = businessDayOf(server.clock.now(), server.config.businessTimezone);
    const send = (i: number) =>
      cashier.post('/api/fund/transactions', entry('add_money', 10_000 + i));
    // 25 entries sent, then the close, then 25 more while it runs
    const before = Array.from({ length: 25 }, (_, i) => send(i));
    const close = cashier.post(`${drawerPath(cashier.userId, day)}/close`, {
      countedCash: 0,
      reason: 'counted while taking money',
    });
    const after: ReturnType<typeof send>[] = [];
    for (let i = 25; i < 50; i++) {
      after.push(send(i));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const answers = await Promise.all([...before, ...after]);
    const closed = await close;
    expect(closed.status).toBe(200);
    const landed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(landed.length + refused.length).toBe(50);
    for (const answer of refused) expect(answer.body.code).toBe('drawer_closed');
    const landedSum = landed.reduce((sum, answer) => sum + answer.body.amount, 0);
    // every entry that landed was counted by the close, and is in the closed drawer
    expect(closed.body.close.expectedCash).toBe(landedSum);
    const drawer = (await cashier.get(drawerPath(cashier.userId, day))).body;
    const ids = new Set(drawer.entries.map((found: { id: string }) => found.id));
    for (const answer of landed) expect(ids.has(answer.body.id)).toBe(true);
    expect(drawer.entries).toHaveLength(landed.length + (landedSum > 0 ? 1 : 0));
  });
});

describe('the history says how each record was paid', () => {
  it('answers the methods of a sale paid by cheque, undone in the same way', async () => {
    const car = await insertCar(server.database.db, { salePrice: 150_000_000 });
    const sold = await manager.post(`/api/cars/${car.id}/sell`, {
      customerName: 'Yacine Haddad',
      customerPhone: '0555 00 11 22',
      customerLicense: 'DZ-778899',
      price: 150_000_000,
      payment: { method: 'cheque', chequeNumber: '7788', chequeBank: 'CPA' },
    });
    expect(sold.status).toBe(201);
    const history = await manager.get('/api/history?type=sales');
    const row = history.body.items.find((item: { carId: string }) => item.carId === car.id);
    expect(row.paymentMethods).toEqual(['cheque']);
    // undone: the money goes back the way it came, from the undoer's drawer
    expect((await owner.post(`/api/cars/${car.id}/available`)).status).toBeLessThan(300);
    const ownerDrawer = (await owner.get(drawerPath(server.ownerId, NEXT_DAY))).body;
    const back = ownerDrawer.entries.find(
      (item: { category: string; type: string }) =>
        item.category === 'sale' && item.type === 'add_charge',
    );
    expect(back).toMatchObject({ method: 'cheque', chequeNumber: '7788', chequeBank: 'CPA' });
  });
});

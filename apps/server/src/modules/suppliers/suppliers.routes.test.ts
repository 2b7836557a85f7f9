import { supplierBalance } from '@car-rental/domain/suppliers/supplier-balance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundTransactions } from '../../db/schema.ts';
import { insertCar, insertSupplier } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
});
afterAll(() => server.close());

const missingId = '00000000-0000-4000-8000-000000000000';

async function fundEntry(
  type: 'add_money' | 'add_charge',
  amount: number,
  supplierId: string | null,
) {
  await server.database.db.insert(fundTransactions).values({
    createdAt: server.clock.now(),
    type,
    amount,
    description: 'Supplier Payment',
    category: 'supplier',
    supplierId,
  });
  server.wroteBeside();
}

/** the supplier as the Suppliers screen lists it: among the active or the archived ones */
async function listed(id: string) {
  for (const archived of ['false', 'true']) {
    const res = await client.get(`/api/suppliers?archived=${archived}&limit=100`);
    const found = res.body.items.find((s: { id: string }) => s.id === id);
    if (found) return found;
  }
  return undefined;
}

describe('POST /api/suppliers (addSupplier)', () => {
  it('needs a session', async () => {
    expect((await server.anonymous().post('/api/suppliers', { name: 'X' })).status).toBe(401);
  });

  it('adds a supplier, trimmed, empty fields stored as none, with its opening balance', async () => {
    const res = await client.post('/api/suppliers', {
      name: '  Sahara Motors ',
      contact: 'Amine',
      phone: ' 0555 11 22 33 ',
      email: '',
      address: '  ',
      balance: -120_000_00,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Sahara Motors',
      contact: 'Amine',
      phone: '0555 11 22 33',
      email: null,
      address: null,
      openingBalance: -120_000_00,
      balance: -120_000_00,
      archivedAt: null,
      deletable: true,
    });
    expect(await listed(res.body.id)).toEqual(res.body);
  });

  it('starts at a zero balance when none is given', async () => {
    const res = await client.post('/api/suppliers', { name: 'Zero Cars' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ openingBalance: 0, balance: 0, contact: null });
  });

  it('refuses a blank name, a malformed email and a fractional balance', async () => {
    const blank = await client.post('/api/suppliers', { name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Supplier name is required');
    const email = await client.post('/api/suppliers', { name: 'A', email: 'a@b' });
    expect(email.status).toBe(400);
    expect(email.body.fields).toMatchObject([
      { path: 'body.email', message: 'Please enter a valid email address' },
    ]);
    expect((await client.post('/api/suppliers', { name: 'A', balance: 10.5 })).status).toBe(400);
  });
});

describe('GET /api/suppliers (listSuppliers)', () => {
  it('lists by name, whatever the case', async () => {
    await client.post('/api/suppliers', { name: 'alpha Autos' });
    await client.post('/api/suppliers', { name: 'Beta Autos' });
    const res = await client.get('/api/suppliers');
    expect(res.status).toBe(200);
    const names = res.body.items.map((s: { name: string }) => s.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(names.indexOf('alpha Autos')).toBeLessThan(names.indexOf('Beta Autos'));
  });

  it('pages by name with a cursor, every supplier once, and refuses a forged cursor', async () => {
    for (const name of ['Page E', 'page a', 'Page D', 'page c', 'Page B']) {
      await client.post('/api/suppliers', { name });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: {
        status: number;
        body: { items: { name: string }[]; nextCursor: string | null };
      } = await client.get(`/api/suppliers?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items.map((s: { name: string }) => s.name));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    const whole = (await client.get('/api/suppliers?limit=100')).body.items.map(
      (s: { name: string }) => s.name,
    );
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((name) => /^page /i.test(name))).toEqual([
      'page a',
      'Page B',
      'page c',
      'Page D',
      'Page E',
    ]);
    const forged = await client.get('/api/suppliers?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('validation_failed');
    expect((await client.get('/api/suppliers?archived=maybe')).status).toBe(400);
  });

  it('computes the balance from cars bought and supplier fund entries', async () => {
    const supplier = (await client.post('/api/suppliers', { name: 'Oran Auto', balance: 5_000_00 }))
      .body;
    const other = await insertSupplier(server.database.db, { name: 'Someone Else' });
    const db = server.database.db;
    await insertCar(db, { supplierId: supplier.id, purchasePrice: 1_500_000_00 });
    await insertCar(db, {
      supplierId: supplier.id,
      purchasePrice: 900_000_00,
      deletedAt: new Date(),
    });
    await insertCar(db, { supplierId: supplier.id, purchasePrice: null });
    await insertCar(db, { supplierId: other.id, purchasePrice: 777_00 });
    server.wroteBeside();
    await fundEntry('add_charge', 1_000_000_00, supplier.id);
    await fundEntry('add_money', 20_000_00, supplier.id);
    await fundEntry('add_charge', 50_00, null);
    await fundEntry('add_charge', 33_00, other.id);

    const expected = supplierBalance({
      openingBalance: 5_000_00,
      purchasePrices: [1_500_000_00, 900_000_00],
      charges: [1_000_000_00],
      moneyIn: [20_000_00],
    });
    expect(expected).toBe(-1_415_000_00);
    expect((await listed(supplier.id)).balance).toBe(expected);
    expect((await listed(other.id)).balance).toBe(-777_00 + 33_00);

    await fundEntry('add_charge', 1_415_000_00, supplier.id);
    expect((await listed(supplier.id)).balance).toBe(0);
  });
});

describe('GET /api/suppliers/choices (listSupplierChoices)', () => {
  it("answers every supplier's id and name by name, for an agent too", async () => {
    const agent = await server.signedInAs('agent');
    const res = await agent.get('/api/suppliers/choices');
    expect(res.status).toBe(200);
    const names = res.body.items.map((s: { name: string }) => s.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    for (const choice of res.body.items) {
      expect(Object.keys(choice).sort()).toEqual(['archived', 'id', 'name']);
    }
    const all = [
      ...(await client.get('/api/suppliers?limit=100')).body.items,
      ...(await client.get('/api/suppliers?archived=true&limit=100')).body.items,
    ];
    expect(res.body.items.length).toBe(all.length);
    expect((await server.anonymous().get('/api/suppliers/choices')).status).toBe(401);
  });
});

describe('PATCH /api/suppliers/:id (updateSupplier)', () => {
  it('changes the given fields, clears empty ones and leaves the rest', async () => {
    const created = (
      await client.post('/api/suppliers', {
        name: 'Setif Cars',
        contact: 'Nadia',
        phone: '0666 00 00 00',
        email: 'nadia@setif.dz',
      })
    ).body;
    const res = await client.patch(`/api/suppliers/${created.id}`, {
      name: ' Setif Cars SARL ',
      phone: '',
      address: 'Rue 1, Setif',
      balance: -10_00,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...created,
      name: 'Setif Cars SARL',
      phone: null,
      address: 'Rue 1, Setif',
      openingBalance: -10_00,
      balance: -10_00,
    });
    expect(await listed(created.id)).toEqual(res.body);
    const unchanged = await client.patch(`/api/suppliers/${created.id}`, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(res.body);
  });

  it('answers 404 for an unknown supplier and 400 for a blank name or bad email', async () => {
    const missing = await client.patch(`/api/suppliers/${missingId}`, { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 'supplier_not_found',
      detail: 'Supplier not found',
    });
    expect((await client.patch(`/api/suppliers/${missingId}`, {})).status).toBe(404);
    const created = (await client.post('/api/suppliers', { name: 'Tlemcen Auto' })).body;
    const blank = await client.patch(`/api/suppliers/${created.id}`, { name: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe('Supplier name is required');
    const email = await client.patch(`/api/suppliers/${created.id}`, { email: 'nope' });
    expect(email.status).toBe(400);
    expect((await listed(created.id)).name).toBe('Tlemcen Auto');
  });
});

describe('DELETE /api/suppliers/:id (deleteSupplier)', () => {
  const refusal =
    'This supplier has cars or payments on record and cannot be deleted. Archive it instead.';

  it('deletes a supplier with nothing on record', async () => {
    const created = (await client.post('/api/suppliers', { name: 'Short Lived' })).body;
    const res = await client.delete(`/api/suppliers/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await listed(created.id)).toBeUndefined();
    expect((await client.delete(`/api/suppliers/${created.id}`)).status).toBe(404);
  });

  it('refuses while a car, even a removed one, came from the supplier', async () => {
    const created = (await client.post('/api/suppliers', { name: 'Has Cars' })).body;
    await insertCar(server.database.db, { supplierId: created.id, deletedAt: new Date() });
    const res = await client.delete(`/api/suppliers/${created.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', detail: refusal });
    expect(await listed(created.id)).toMatchObject({ deletable: false });
  });

  it('refuses while a fund entry names the supplier', async () => {
    const created = (await client.post('/api/suppliers', { name: 'Was Paid' })).body;
    await fundEntry('add_charge', 100_00, created.id);
    const res = await client.delete(`/api/suppliers/${created.id}`);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(refusal);
    expect((await listed(created.id)).balance).toBe(100_00);
  });

  it('answers 404 for an unknown supplier', async () => {
    const res = await client.delete(`/api/suppliers/${missingId}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('supplier_not_found');
  });
});

describe('POST /api/suppliers/:id/archive and /unarchive (archiveSupplier, unarchiveSupplier)', () => {
  it('archives a supplier with a car: still listed with its balance, then brings it back', async () => {
    const created = (await client.post('/api/suppliers', { name: 'Archived Motors' })).body;
    await insertCar(server.database.db, { supplierId: created.id, purchasePrice: 300_000_00 });
    expect(await listed(created.id)).toMatchObject({ archivedAt: null, deletable: false });

    const archived = await client.post(`/api/suppliers/${created.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({
      id: created.id,
      archivedAt: server.clock.now().toISOString(),
      balance: -300_000_00,
      deletable: false,
    });
    expect(await listed(created.id)).toEqual(archived.body);
    // the active list leaves it out and counts it; the archived list has it
    const active = (await client.get('/api/suppliers?limit=100')).body;
    expect(active.items.map((s: { id: string }) => s.id)).not.toContain(created.id);
    expect(active.archivedCount).toBe(1);
    const archivedList = (await client.get('/api/suppliers?archived=true')).body;
    expect(archivedList.items.map((s: { id: string }) => s.id)).toEqual([created.id]);
    expect(archivedList.archivedCount).toBe(1);
    // the selects still know it, marked, so that a car linked to it keeps showing it
    const choices = (await client.get('/api/suppliers/choices')).body.items;
    expect(choices).toContainEqual({ id: created.id, name: 'Archived Motors', archived: true });

    // archiving again keeps the first date
    server.clock.advance(60_000);
    const again = await client.post(`/api/suppliers/${created.id}/archive`);
    expect(again.body.archivedAt).toBe(archived.body.archivedAt);

    const back = await client.post(`/api/suppliers/${created.id}/unarchive`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ archivedAt: null, balance: -300_000_00 });
    expect(await listed(created.id)).toEqual(back.body);
    expect((await client.post(`/api/suppliers/${created.id}/unarchive`)).body.archivedAt).toBe(
      null,
    );
  });

  it('answers 404 for an unknown supplier and 403 to an agent', async () => {
    const missing = await client.post(`/api/suppliers/${missingId}/archive`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('supplier_not_found');
    expect((await client.post(`/api/suppliers/${missingId}/unarchive`)).status).toBe(404);
    const created = (await client.post('/api/suppliers', { name: 'Agent Proof' })).body;
    const agent = await server.signedInAs('agent');
    expect((await agent.post(`/api/suppliers/${created.id}/archive`)).status).toBe(403);
    expect((await listed(created.id)).archivedAt).toBeNull();
  });
});

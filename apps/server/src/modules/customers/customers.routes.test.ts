import { bookingRevenue } from '@car-rental/domain/history/record-figures';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { auditLog, customers, rentals, sales } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, rentBody } from '../rentals/rentals.fixtures.ts';
import { bookingRevenueSql } from './customer-json.ts';
import { searchText } from './customers.repository.ts';

/** Issue 14 §3: the customer file over HTTP, and the bookings and sales that fill it */
let server: TestServer;
let owner: Client;
let manager: Client;
let agent: Client;
const T0 = new Date('2026-06-01T09:00:00.000Z');
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  owner = await server.signedIn();
  manager = await server.signedInAs('manager');
  agent = await server.signedInAs('agent');
});
afterAll(() => server.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const at = (ms: number) => new Date(T0.getTime() + ms);

async function customerCount() {
  return server.database.db.$count(customers);
}

describe('POST /api/customers (addCustomer)', () => {
  it('adds a customer, trimmed, empty fields stored as none', async () => {
    const res = await agent.post('/api/customers', {
      fullName: '  Amel Saidi ',
      phone: '0550 11 22 33',
      email: '',
      licenceNumber: 'b-2201 778',
      birthDate: '1990-04-21',
      notes: 'Prefers automatic cars',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fullName: 'Amel Saidi',
      phone: '0550 11 22 33',
      email: null,
      licenceNumber: 'b-2201 778',
      birthDate: '1990-04-21',
      licenceIssuedOn: null,
      documents: [],
      doNotRent: false,
      doNotRentBy: null,
    });
    const file = await agent.get(`/api/customers/${res.body.id}`);
    expect(file.status).toBe(200);
    expect(file.body.customer).toEqual(res.body);
    expect(file.body.totals).toEqual({
      rentals: 0,
      rentalAmount: 0,
      purchases: 0,
      purchaseAmount: 0,
    });
  });

  it('refuses the same licence number typed again (spaces and case aside), and changes nothing', async () => {
    const before = await customerCount();
    const res = await agent.post('/api/customers', {
      fullName: 'Amel S.',
      licenceNumber: 'B2201778',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('licence_taken');
    expect(res.body.detail).toContain('Amel Saidi');
    expect(await customerCount()).toBe(before);
  });

  it('refuses a blank name, a malformed email, a bad date and a fifth document', async () => {
    const before = await customerCount();
    for (const body of [
      { fullName: ' ' },
      { fullName: 'X', email: 'not-an-email' },
      { fullName: 'X', birthDate: '1990-13-45' },
      {
        fullName: 'X',
        documents: Array.from(
          { length: 5 },
          (_, i) => `/api/customer-documents/customers-00000000-0000-4000-8000-00000000000${i}.jpg`,
        ),
      },
    ]) {
      const res = await agent.post('/api/customers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect(await customerCount()).toBe(before);
  });
});

describe('GET /api/customers (listCustomers)', () => {
  it('finds a customer by part of the name, the phone digits or the licence, in pages by name', async () => {
    await agent.post('/api/customers', { fullName: 'Zineb Khelifi', phone: '+213 661 44 55 66' });
    await agent.post('/api/customers', { fullName: 'Zohra Khelil', licenceNumber: 'ORAN-5567' });
    const byName = await agent.get('/api/customers?q=khel');
    expect(byName.body.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Zineb Khelifi',
      'Zohra Khelil',
    ]);
    const byPhone = await agent.get(`/api/customers?q=${encodeURIComponent('661 445')}`);
    expect(byPhone.body.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Zineb Khelifi',
    ]);
    const byLicence = await agent.get('/api/customers?q=oran5567');
    expect(byLicence.body.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Zohra Khelil',
    ]);
    // a licence's digits are not a phone search: "ORAN-5" does not find Zineb's 5s
    const licenceLike = await agent.get(`/api/customers?q=${encodeURIComponent('ORAN-5')}`);
    expect(licenceLike.body.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Zohra Khelil',
    ]);
    // a search that is still sorted across pages (the matches sorted, not the name index)
    const page1 = await agent.get('/api/customers?q=khel&limit=1');
    const page2 = await agent.get(`/api/customers?q=khel&limit=1&cursor=${page1.body.nextCursor}`);
    expect([page1.body.items[0].fullName, page2.body.items[0].fullName]).toEqual([
      'Zineb Khelifi',
      'Zohra Khelil',
    ]);
    expect(page2.body.nextCursor).toBeNull();
    const first = await agent.get('/api/customers?limit=1');
    expect(first.body.items).toHaveLength(1);
    const second = await agent.get(`/api/customers?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items[0].fullName > first.body.items[0].fullName).toBe(true);
  });

  it('finds a customer by every word typed, in any order (issue 28 §17)', async () => {
    await agent.post('/api/customers', {
      fullName: 'Rachid Mansouri',
      phone: '0770 12 34 56',
      licenceNumber: 'TLM-4421',
    });
    await agent.post('/api/customers', { fullName: 'Rachid Belkacem' });
    const names = async (q: string) =>
      (await agent.get(`/api/customers?q=${encodeURIComponent(q)}`)).body.items.map(
        (c: { fullName: string }) => c.fullName,
      );
    expect(await names('mansouri rachid')).toEqual(['Rachid Mansouri']);
    expect(await names('  Rachid   MANSOURI ')).toEqual(['Rachid Mansouri']);
    expect(await names('mans rach')).toEqual(['Rachid Mansouri']);
    // a word of the name with the phone's or the licence's
    expect(await names('rachid 0770')).toEqual(['Rachid Mansouri']);
    expect(await names('tlm4421 rachid')).toEqual(['Rachid Mansouri']);
    // every word must match: one that matches nobody finds nothing
    expect(await names('rachid zeroual')).toEqual([]);
    expect(await names('rachid')).toEqual(['Rachid Belkacem', 'Rachid Mansouri']);
  });

  it('finds the start of any word of the name, accents and case aside, in pages by name (issue 30 §4)', async () => {
    const add = async (body: Record<string, string>) =>
      (await agent.post('/api/customers', body)).body.id as string;
    await add({ fullName: 'Hélène Ouarda-Zerrouki' });
    const yacine = await add({ fullName: 'Yacine Zerhouni' });
    await add({ fullName: 'YASMINE ZÉROUAL' });
    await add({ fullName: 'Omar Tazi', licenceNumber: 'ZER-9911' });
    await add({ fullName: 'مُحَمَّد زروقي' });
    const names = async (q: string, more = '') =>
      (await agent.get(`/api/customers?q=${encodeURIComponent(q)}${more}`)).body.items.map(
        (c: { fullName: string }) => c.fullName,
      );
    // three words start with "zer" (and a licence holds it): one list in name order
    const zer = ['Hélène Ouarda-Zerrouki', 'Omar Tazi', 'Yacine Zerhouni', 'YASMINE ZÉROUAL'];
    expect(await names('zer')).toEqual(zer);
    // accents and case aside for a name (a licence key holds neither)
    expect(await names('ZÉR')).toEqual(zer.filter((n) => n !== 'Omar Tazi'));
    const pages: string[] = [];
    let cursor = '';
    do {
      const page = await agent.get(`/api/customers?q=zer&limit=1${cursor}`);
      pages.push(...page.body.items.map((c: { fullName: string }) => c.fullName));
      cursor = page.body.nextCursor ? `&cursor=${page.body.nextCursor}` : '';
    } while (cursor && pages.length < 10);
    expect(pages).toEqual(zer);
    expect(await names('helene')).toEqual(['Hélène Ouarda-Zerrouki']);
    expect(await names('zeroual yasm')).toEqual(['YASMINE ZÉROUAL']);
    // a hyphen or an apostrophe parts words, typed or filed
    expect(await names('ouarda-zerr')).toEqual(['Hélène Ouarda-Zerrouki']);
    expect(await names('zerrouki')).toEqual(['Hélène Ouarda-Zerrouki']);
    // a name in Arabic script, found without its harakat
    expect(await names('محمد')).toEqual(['مُحَمَّد زروقي']);
    // the start of a word, not its middle (docs/decisions)
    expect(await names('errouki')).toEqual([]);
    // the flag narrows a one-word search as any other
    await agent.put(`/api/customers/${yacine}/do-not-rent`, { doNotRent: true, reason: 'Unpaid' });
    expect(await names('zer', '&flagged=false')).toEqual(
      zer.filter((n) => n !== 'Yacine Zerhouni'),
    );
    expect(await names('zer', '&flagged=true')).toEqual(['Yacine Zerhouni']);
  });

  it('finds a customer whose name was corrected by the new name only (issue 30 §4)', async () => {
    const id = (await agent.post('/api/customers', { fullName: 'Sofiane Guerfi' })).body.id;
    expect(
      (await agent.patch(`/api/customers/${id}`, { fullName: 'Sofiane Kheddar' })).status,
    ).toBe(200);
    const names = async (q: string) =>
      (await agent.get(`/api/customers?q=${encodeURIComponent(q)}`)).body.items.map(
        (c: { fullName: string }) => c.fullName,
      );
    expect(await names('guerf')).toEqual([]);
    expect(await names('khedd')).toEqual(['Sofiane Kheddar']);
    expect(await names('sofiane')).toEqual(['Sofiane Kheddar']);
  });

  it('reads what is typed as the database reads a name (searchText, customer_search_name)', async () => {
    for (const name of [
      "  Hélène  O'Brien-Zerrouki ",
      'ÇA_VA 100% (Zoé)\\[x]{y}~z^q|w',
      'مُحَمَّد بن علي، أحمد',
      '«Ÿvette» ‘Noël’ Ærø',
      '%',
    ]) {
      const [row] = rows<{ name: string }>(
        await server.database.db.execute(sql`select customer_search_name(${name}) as name`),
      );
      expect(row?.name, name).toBe(` ${searchText(name)}`);
    }
  });

  it('pages a search of several words in name order, walking the entries of its words together (issue 30 §4)', async () => {
    const add = async (body: Record<string, string>) =>
      (await agent.post('/api/customers', body)).body.id as string;
    // "ay" starts four first names, "bouch" four surnames; two names hold only one of them
    for (const fullName of ['Aymen Bouchakour', 'Ayoub Bouchama', 'Aya Bouchenak']) {
      await add({ fullName });
    }
    const ayla = await add({ fullName: 'Ayla Boucherit' });
    await add({ fullName: 'Aymen Kaci' });
    await add({ fullName: 'Yanis Bouchama' });
    // both words in the licence
    await add({ fullName: 'Nabil Kaci', licenceNumber: 'AY-BOUCH-9' });
    const all = ['Aya Bouchenak', 'Ayla Boucherit', 'Aymen Bouchakour', 'Ayoub Bouchama'];
    const pagesOf = async (more: string) => {
      const names: string[] = [];
      let cursor = '';
      do {
        const page = await agent.get(`/api/customers?q=bouch%20ay&limit=2${more}${cursor}`);
        expect(page.status).toBe(200);
        names.push(...page.body.items.map((c: { fullName: string }) => c.fullName));
        cursor = page.body.nextCursor ? `&cursor=${page.body.nextCursor}` : '';
      } while (cursor && names.length < 20);
      return names;
    };
    expect(await pagesOf('')).toEqual([...all, 'Nabil Kaci']);
    await agent.put(`/api/customers/${ayla}/do-not-rent`, { doNotRent: true, reason: 'Unpaid' });
    expect(await pagesOf('&flagged=false')).toEqual([
      ...all.filter((n) => n !== 'Ayla Boucherit'),
      'Nabil Kaci',
    ]);
    expect(await pagesOf('&flagged=true')).toEqual(['Ayla Boucherit']);
  });

  it('takes like characters literally', async () => {
    const res = await agent.get(`/api/customers?q=${encodeURIComponent('%')}`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });
});

describe("the customer page's figures (bookingRevenueSql)", () => {
  it('writes what a booking brought in as bookingRevenue does, in every state', async () => {
    const states = ['reserved', 'out', 'returned', 'cancelled', 'no_show'] as const;
    const cases = states.flatMap((state) =>
      [null, 0, 450_000].map((totalAmount) => ({
        state,
        advancePaid: 200_000,
        totalAmount,
        chargesTotal: 12_500,
      })),
    );
    const values = cases.map(
      (c) =>
        sql`(${c.state}, ${c.advancePaid}::bigint, ${c.totalAmount}::bigint, ${c.chargesTotal}::bigint)`,
    );
    const found = rows<{ total: string }>(
      await server.database.db.execute(
        sql`select (${sql.raw(bookingRevenueSql('r'))})::text as total
          from (values ${sql.join(values, sql`, `)}) r(state, advance_paid, total_amount, charges_total)`,
      ),
    );
    expect(found.map((row) => Number(row.total))).toEqual(cases.map(bookingRevenue));
  });
});

describe('bookings and sales fill the file', () => {
  it('a booking creates its customer once, and the same licence typed again is the same person', async () => {
    const before = await customerCount();
    const one = await insertCar(server.database.db, {});
    const two = await insertCar(server.database.db, {});
    const person = { name: 'Karim Benali', license: 'DZ-900900', contact: '0555 90 09 00' };
    expect(
      (await agent.post(`/api/cars/${one.id}/rent`, rentBody(T0, at(2 * DAY), person))).status,
    ).toBe(201);
    expect(
      (
        await agent.post(
          `/api/cars/${two.id}/rent`,
          rentBody(T0, at(3 * DAY), { ...person, name: 'K. Benali', license: 'dz 900900' }),
        )
      ).status,
    ).toBe(201);
    expect(await customerCount()).toBe(before + 1);
    const [row] = await server.database.db
      .select({ customerId: rentals.customerId })
      .from(rentals)
      .where(eq(rentals.carId, two.id));
    const file = await agent.get(`/api/customers/${row!.customerId}`);
    expect(file.body.customer.fullName).toBe('Karim Benali');
    expect(file.body.rentals.map((r: { carId: string }) => r.carId).sort()).toEqual(
      [one.id, two.id].sort(),
    );
    expect(file.body.totals.rentals).toBe(2);
  });

  it('ten bookings at once for one new person make one customer, and all ten are booked', async () => {
    const before = await customerCount();
    const cars = await Promise.all(
      Array.from({ length: 10 }, () => insertCar(server.database.db, {})),
    );
    const person = { name: 'Farid Ouali', license: 'TIZI-777', contact: '0770 77 77 77' };
    const answers = await Promise.all(
      cars.map((car) => agent.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY), person))),
    );
    expect(answers.map((res) => res.status)).toEqual(cars.map(() => 201));
    expect(await customerCount()).toBe(before + 1);
  });

  it('a sale files its buyer, found by phone when the licence is new', async () => {
    const car = await insertCar(server.database.db, { isForSale: true, salePrice: 150_000_000 });
    const known = await agent.post('/api/customers', {
      fullName: 'Yacine Haddad',
      phone: '0555 98 76 54',
    });
    const res = await agent.post(`/api/cars/${car.id}/sell`, {
      customerName: 'Yacine Haddad',
      customerPhone: '0555987654',
      customerLicense: 'DZ-654321',
      price: 150_000_000,
    });
    expect(res.status).toBe(201);
    const [sale] = await server.database.db
      .select({ customerId: sales.customerId })
      .from(sales)
      .where(eq(sales.carId, car.id));
    expect(sale!.customerId).toBe(known.body.id);
    const file = await agent.get(`/api/customers/${known.body.id}`);
    expect(file.body.customer.licenceNumber).toBe('DZ-654321');
    expect(file.body.totals).toMatchObject({ purchases: 1, purchaseAmount: 150_000_000 });
  });

  it('files two people who share a phone but hold two licences as two customers', async () => {
    const car = await insertCar(server.database.db, { isForSale: true, salePrice: 150_000_000 });
    const father = await agent.post('/api/customers', {
      fullName: 'Mourad Ziani',
      phone: '0556 70 70 70',
      licenceNumber: 'ZI-1960',
    });
    const res = await agent.post(`/api/cars/${car.id}/sell`, {
      customerName: 'Lina Ziani',
      customerPhone: '0556707070',
      customerLicense: 'ZI-1995',
      price: 150_000_000,
    });
    expect(res.status).toBe(201);
    const [sale] = await server.database.db
      .select({ customerId: sales.customerId })
      .from(sales)
      .where(eq(sales.carId, car.id));
    expect(sale!.customerId).not.toBe(father.body.id);
    const daughter = await agent.get(`/api/customers/${sale!.customerId}`);
    expect(daughter.body.customer).toMatchObject({
      fullName: 'Lina Ziani',
      licenceNumber: 'ZI-1995',
    });
  });
});

describe('Do not rent (setCustomerDoNotRent)', () => {
  it('refuses a booking for a flagged customer with the reason, and books nothing', async () => {
    const flagged = await agent.post('/api/customers', {
      fullName: 'Rachid Mansouri',
      licenceNumber: 'ALG-31-0001',
      phone: '0770 31 00 01',
    });
    const flag = await agent.put(`/api/customers/${flagged.body.id}/do-not-rent`, {
      doNotRent: true,
      reason: 'Returned a car with damage and left without paying',
    });
    expect(flag.status).toBe(200);
    expect(flag.body).toMatchObject({
      doNotRent: true,
      doNotRentReason: 'Returned a car with damage and left without paying',
      doNotRentBy: 'agent',
    });
    const car = await insertCar(server.database.db, {});
    const person = { name: 'R. Mansouri', license: 'alg 31 0001', contact: '0770310001' };
    const res = await agent.post(`/api/cars/${car.id}/rent`, rentBody(T0, at(DAY), person));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('customer_do_not_rent');
    expect(res.body.detail).toContain('left without paying');
    const booked = await server.database.db.$count(rentals, eq(rentals.carId, car.id));
    expect(booked).toBe(0);
    // an agent cannot override, a manager can, and the override is on the audit trail
    const overridden = { ...rentBody(T0, at(DAY), person), overrideDoNotRent: true };
    expect((await agent.post(`/api/cars/${car.id}/rent`, overridden)).status).toBe(409);
    const byManager = await manager.post(`/api/cars/${car.id}/rent`, overridden);
    expect(byManager.status).toBe(201);
    const [entry] = await server.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, byManager.body.rental.id));
    expect(entry!.after).toMatchObject({ doNotRentOverridden: true });
  });

  it('needs a reason to flag, and a manager to lift the flag', async () => {
    const c = await agent.post('/api/customers', { fullName: 'Nadia Flag' });
    const noReason = await agent.put(`/api/customers/${c.body.id}/do-not-rent`, {
      doNotRent: true,
    });
    expect(noReason.status).toBe(400);
    await agent.put(`/api/customers/${c.body.id}/do-not-rent`, {
      doNotRent: true,
      reason: 'Fake ID',
    });
    const lift = { doNotRent: false };
    const byAgent = await agent.put(`/api/customers/${c.body.id}/do-not-rent`, lift);
    expect(byAgent.status).toBe(403);
    expect((await agent.get(`/api/customers/${c.body.id}`)).body.customer.doNotRent).toBe(true);
    const byOwner = await owner.put(`/api/customers/${c.body.id}/do-not-rent`, lift);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({
      doNotRent: false,
      doNotRentReason: null,
      doNotRentBy: null,
    });
  });

  it('lists the flagged customers alone when asked', async () => {
    const res = await agent.get('/api/customers?flagged=true');
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((c: { doNotRent: boolean }) => c.doNotRent)).toBe(true);
  });
});

describe('PATCH /api/customers/:id (updateCustomer)', () => {
  it('changes the given fields, clears empty ones, and answers 404 for nobody', async () => {
    const c = await agent.post('/api/customers', { fullName: 'Samir Old', phone: '0551' });
    const res = await agent.patch(`/api/customers/${c.body.id}`, {
      fullName: 'Samir New',
      phone: '',
      address: '12 rue Didouche Mourad, Alger',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: 'Samir New',
      phone: null,
      address: '12 rue Didouche Mourad, Alger',
    });
    expect((await agent.patch(`/api/customers/${missingId}`, { notes: 'x' })).status).toBe(404);
    expect((await agent.get(`/api/customers/${missingId}`)).status).toBe(404);
  });
});

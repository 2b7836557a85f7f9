import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type DamageMark, proposeCharges } from '@car-rental/domain/rentals/inspection';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rentalInspections } from '../../db/schema.ts';
import { insertCar } from '../../test/fixtures.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, TEST_PIN, type TestServer } from '../../test/test-server.ts';
import { DAY, fundEntriesOfCar, HOUR, rentalRowsOfCar, rentBody } from './rentals.fixtures.ts';

// Issue 15: the check-out, the check-in, the deposit and the charges they propose.
const T0 = new Date('2026-06-15T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const run = promisify(execFile);

let server: TestServer;
let api: Client;
let db: TestServer['database']['db'];
let signature: string;
let photoBytes: Buffer;
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  db = server.database.db;
  const ink = await sharp({
    create: { width: 300, height: 100, channels: 3, background: '#ffffff' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 80 C 60 10, 120 90, 290 20" stroke="#000" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${ink.toString('base64')}`;
  // a phone-sized photo: the upload keeps it and stores a printable copy beside it
  photoBytes = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#3366aa' },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
});
afterAll(() => server.close());
beforeEach(() => server.clock.set(T0));

async function uploadPhoto(client = api) {
  const form = new FormData();
  form.append('folder', 'inspections');
  form.append('file', new Blob([photoBytes], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await client.post('/api/uploads', form);
  expect(res.status).toBe(201);
  return res.body.url as string;
}

const walkAround = (overrides: Record<string, unknown> = {}) => ({
  fuelEighths: 8,
  marks: [
    { id: 'm1', view: 'left', x: 0.4, y: 0.5, type: 'scratch', note: 'rear door' },
  ] as DamageMark[],
  accessories: [
    { key: 'spare_wheel', label: 'Spare wheel', present: true },
    { key: 'jack', label: 'Jack', present: true },
  ],
  photos: [] as string[],
  signature,
  ...overrides,
});

async function figures() {
  await api.post('/api/fund/benefit/unlock', { pin: TEST_PIN });
  const [fund, benefit, deposits] = await Promise.all([
    api.get('/api/fund'),
    api.get('/api/fund/benefit'),
    api.get('/api/fund/deposits'),
  ]);
  return {
    balance: fund.body.currentBalance as number,
    benefit: benefit.body.totalBenefit as number,
    cashHeld: deposits.body.cashHeld as number,
    cashDeposits: deposits.body.cashCount as number,
    otherDeposits: (deposits.body.count - deposits.body.cashCount) as number,
  };
}

async function rentNow(name = 'Karim Benali', paymentType: 'advance' | 'after' = 'after') {
  const car = await insertCar(db, { mileageKm: 40_000, dailyRate: 500_000 });
  const res = await api.post(
    `/api/cars/${car.id}/rent`,
    rentBody(T0, at(3 * DAY), { name, paymentType, license: `L-${name}` }),
  );
  expect(res.status).toBe(201);
  return { car, rentalId: res.body.rental.id as string };
}

const terms = {
  fuelPricePerEighth: 20_000,
  kmAllowancePerDay: 200,
  pricePerKm: 1_000,
  lateGraceMinutes: 60,
  latePricePerHour: 50_000,
  accessories: ['Phone charger'],
  terms: 'The car is returned clean, with the fuel level it left with.',
};

describe('the rental contract', () => {
  it('checks out with a cash deposit, returns with the proposed charges and keeps part of it', async () => {
    const owner = await server.signedInAs('owner', 'contract-owner');
    expect((await owner.put('/api/settings/contract', terms)).status).toBe(200);
    const { car, rentalId } = await rentNow('Amel Saidi');
    const photo = await uploadPhoto();
    const before = await figures();

    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 40_120,
      inspection: walkAround({ photos: [photo] }),
      deposit: { amount: 2_000_000, method: 'cash' },
    });
    expect(out.status).toBe(200);
    expect(out.body.rental).toMatchObject({ state: 'out', startMileage: 40_120 });
    expect(out.body.rental.contractNumber).toMatch(/^CTR-2026-\d{6}$/);
    expect(out.body.car.mileageKm).toBe(40_120);
    // the cash deposit is in the till, not in the benefit
    const held = await figures();
    expect(held).toEqual({
      balance: before.balance + 2_000_000,
      benefit: before.benefit,
      cashHeld: before.cashHeld + 2_000_000,
      cashDeposits: before.cashDeposits + 1,
      otherDeposits: before.otherDeposits,
    });
    const contract = (await api.get(`/api/rentals/${rentalId}/contract`)).body;
    expect(contract).toMatchObject({
      contractNumber: out.body.rental.contractNumber,
      checkOut: { odometerKm: 40_120, fuelEighths: 8, photos: [photo] },
      checkIn: null,
      deposit: { amount: 2_000_000, method: 'cash', settledAt: null, retained: 0 },
      terms: { fuelPricePerEighth: 20_000, kmAllowancePerDay: 200 },
    });
    expect(contract.accessories.map((a: { label: string }) => a.label)).toContain('Phone charger');

    // a second check-out of the same rental changes nothing
    const again = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 40_120,
      inspection: walkAround(),
      deposit: { amount: 2_000_000, method: 'cash' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_checked_out');
    expect(await figures()).toEqual(held);

    // the contract prints, numbered, with the customer and the deposit
    const pdf = await api.request('GET', `/api/rentals/${rentalId}/contract.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // back 4 days later (1 day and 2 hours late), 1,100 km driven, 3/8 less fuel, a new dent
    const returnAt = at(3 * DAY + 2 * HOUR);
    server.clock.set(returnAt);
    const checkIn = walkAround({
      fuelEighths: 5,
      marks: [
        ...walkAround().marks,
        { id: 'm2', view: 'front', x: 0.5, y: 0.3, type: 'dent', note: 'bonnet' },
      ] as DamageMark[],
    });
    const proposed = proposeCharges({
      terms: contract.terms,
      checkOut: { odometerKm: 40_120, fuelEighths: 8, marks: walkAround().marks },
      checkIn: { odometerKm: 41_220, ...checkIn },
      dueAt: at(3 * DAY),
      returnedAt: returnAt,
      totalDays: 4,
    });
    // fuel 3 x 200 DA; 1,100 - 4 x 200 = 300 km x 10 DA; 2 h - 1 h grace = 1 h x 500 DA; the dent
    expect(proposed.map((c) => [c.type, c.amount])).toEqual([
      ['fuel', 60_000],
      ['other', 300_000],
      ['other', 50_000],
      ['damage', 0],
    ]);
    const charges = proposed.map((c) => (c.type === 'damage' ? { ...c, amount: 1_500_000 } : c));
    const chargesTotal = 60_000 + 300_000 + 50_000 + 1_500_000;
    const owed = 4 * 500_000 + chargesTotal;

    // keeping more than the deposit, or with no reason, is refused and changes nothing
    const tooMuch = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: 41_220,
      charges,
      checkIn,
      deposit: { retained: 2_000_001, reason: 'dent' },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.detail).toContain('cannot be more than the deposit');
    const noReason = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: 41_220,
      charges,
      checkIn,
      deposit: { retained: 1_000_000 },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields[0].path).toBe('body.deposit.reason');
    expect(await figures()).toEqual(held);
    expect((await rentalRowsOfCar(db, car.id))[0]!.state).toBe('out');

    const back = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: 41_220,
      charges,
      checkIn,
      deposit: { retained: 1_500_000, reason: 'Dent on the bonnet' },
    });
    expect(back.status).toBe(200);
    expect(back.body.rental).toMatchObject({ state: 'returned', finalTotal: owed });
    const entries = (await fundEntriesOfCar(db, car.id)).map((e) => [e.type, e.category, e.amount]);
    // one transaction's entries share a time: compared as a set
    expect(entries).toHaveLength(4);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['add_money', 'deposit', 2_000_000],
        ['add_money', 'rental', owed],
        ['add_charge', 'deposit', 500_000],
        ['add_charge', 'deposit', 1_500_000],
      ]),
    );
    // the till: + what was owed - the deposit (the customer paid owed - 15,000 DA cash and
    // got 5,000 DA back); the benefit gains the rental and its charges, never the deposit
    expect(await figures()).toEqual({
      balance: held.balance + owed - 2_000_000,
      benefit: held.benefit + owed,
      cashHeld: held.cashHeld - 2_000_000,
      cashDeposits: held.cashDeposits - 1,
      otherDeposits: held.otherDeposits,
    });
    const settled = (await api.get(`/api/rentals/${rentalId}/contract`)).body;
    expect(settled.deposit).toMatchObject({
      retained: 1_500_000,
      retainReason: 'Dent on the bonnet',
    });
    expect(settled.deposit.settledAt).not.toBeNull();
    expect(settled.checkIn).toMatchObject({ odometerKm: 41_220, fuelEighths: 5 });
    const receipt = await api.request('GET', `/api/rentals/${rentalId}/receipt.pdf`);
    expect(receipt.status).toBe(200);
    // the history finds the rental by its contract number (typed in lower case too)
    const number = out.body.rental.contractNumber as string;
    const found = await api.get(`/api/history?q=${number.toLowerCase()}`);
    expect(found.body.items.map((row: { id: string }) => row.id)).toEqual([rentalId]);
    expect((await api.get('/api/history?q=CTR-2026-999999')).body.items).toEqual([]);
  });

  it('a check-out picks up a reservation; a non-cash deposit is held, not money, and cannot be kept', async () => {
    const car = await insertCar(db, { mileageKm: 10_000, dailyRate: 400_000 });
    const booked = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(at(DAY), at(3 * DAY), { name: 'Nour Haddad', license: 'L-nour' }),
    );
    expect(booked.body.rental.state).toBe('reserved');
    const rentalId = booked.body.rental.id;
    const before = await figures();
    server.clock.set(at(DAY));
    // a cheque needs its number
    const noNumber = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 10_000,
      inspection: walkAround(),
      deposit: { amount: 3_000_000, method: 'cheque' },
    });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.fields[0].path).toBe('body.deposit.reference');
    const below = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 9_999,
      inspection: walkAround(),
      deposit: null,
    });
    expect(below.status).toBe(400);
    expect((await rentalRowsOfCar(db, car.id))[0]!.state).toBe('reserved');

    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 10_050,
      inspection: walkAround(),
      deposit: { amount: 3_000_000, method: 'cheque', reference: '0012345', bank: 'BNA' },
    });
    expect(out.status).toBe(200);
    expect(out.body.rental).toMatchObject({ state: 'out', startMileage: 10_050 });
    expect(out.body.car.isRented).toBe(true);
    // the cheque is held: listed, counted apart from the cash, but not in the till
    const held = await figures();
    expect(held.balance).toBe(before.balance);
    expect(held).toMatchObject({
      cashHeld: before.cashHeld,
      cashDeposits: before.cashDeposits,
      otherDeposits: before.otherDeposits + 1,
    });
    const list = (await api.get('/api/fund/deposits')).body.items;
    expect(list).toContainEqual(
      expect.objectContaining({
        rentalId,
        method: 'cheque',
        reference: '0012345',
        bank: 'BNA',
        customerName: 'Nour Haddad',
      }),
    );
    const keep = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: 10_300,
      charges: [{ type: 'damage', description: 'Mirror', amount: 100_000 }],
      deposit: { retained: 100_000, reason: 'Mirror' },
    });
    expect(keep.status).toBe(400);
    expect(keep.body.detail).toBe('Only a cash deposit can be kept against charges.');
    // a return without a word about the deposit gives it back (no money moves for a cheque)
    const back = await api.post(`/api/cars/${car.id}/return`, { newMileage: 10_300, charges: [] });
    expect(back.status).toBe(200);
    const contract = (await api.get(`/api/rentals/${rentalId}/contract`)).body;
    expect(contract.deposit).toMatchObject({ retained: 0 });
    expect(contract.deposit.settledAt).not.toBeNull();
    expect(contract.checkIn).toBeNull();
    // without a check-in there is no receipt to print
    expect((await api.request('GET', `/api/rentals/${rentalId}/receipt.pdf`)).status).toBe(404);
    expect((await api.get('/api/fund/deposits')).body.items).not.toContainEqual(
      expect.objectContaining({ rentalId }),
    );
  });

  it('refuses a photo it did not store, a cancelled booking and a bad signature', async () => {
    const { rentalId } = await rentNow('Sami Rahal');
    const stranger = '/api/inspection-photos/inspections-00000000-0000-4000-8000-000000000000.jpg';
    const res = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 40_000,
      inspection: walkAround({ photos: [stranger] }),
      deposit: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[0].path).toBe('body.inspection.photos.0');
    // not a PNG's data URL; base64 that does not decode ('A'); bytes that are not a PNG
    for (const bad of [
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,A',
      'data:image/png;base64,AAAAAAAAAAAA',
    ]) {
      const unsigned = await api.post(`/api/rentals/${rentalId}/check-out`, {
        odometerKm: 40_000,
        inspection: walkAround({ signature: bad }),
        deposit: null,
      });
      expect(unsigned.status, bad).toBe(400);
      expect(unsigned.body.fields[0].path, bad).toBe('body.inspection.signature');
    }
    const rows = await db
      .select()
      .from(rentalInspections)
      .where(eq(rentalInspections.rentalId, rentalId));
    expect(rows).toHaveLength(0);

    const car = await insertCar(db, { dailyRate: 300_000 });
    const booked = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(at(2 * DAY), at(3 * DAY), { name: 'Lina Bey', license: 'L-lina' }),
    );
    await api.post(`/api/rentals/${booked.body.rental.id}/cancel`, { reason: 'Plans changed' });
    const closed = await api.post(`/api/rentals/${booked.body.rental.id}/check-out`, {
      odometerKm: 40_000,
      inspection: walkAround(),
      deposit: null,
    });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('rental_not_out');
  });

  it('refuses a signature larger than a signature pad draws (by its PNG header), writing nothing', async () => {
    const { car, rentalId } = await rentNow('Walid Kaci');
    const drawn = (width: number, height: number) =>
      `data:image/png;base64,${png(width, height).toString('base64')}`;
    const before = await figures();
    // 8000 x 8000 RGBA: 250 kB, under the 400,000-character cap, 256 MB once decoded
    for (const [width, height] of [
      [8000, 8000],
      [1601, 400],
      [1200, 801],
    ] as const) {
      const res = await api.post(`/api/rentals/${rentalId}/check-out`, {
        odometerKm: 40_000,
        inspection: walkAround({ signature: drawn(width, height) }),
        deposit: { amount: 1_000_000, method: 'cash' },
      });
      expect(res.status, `${width}x${height}`).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body.fields[0]).toMatchObject({
        path: 'body.inspection.signature',
        message: 'The signature image is too large',
      });
    }
    const inspections = () =>
      db.select().from(rentalInspections).where(eq(rentalInspections.rentalId, rentalId));
    expect(await inspections()).toHaveLength(0);
    expect(await figures()).toEqual(before);

    // a pad's largest canvas is taken
    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 40_000,
      inspection: walkAround({ signature: drawn(1600, 800) }),
      deposit: null,
    });
    expect(out.status).toBe(200);

    // the check-in refuses it too: the rental stays out, nothing more is written
    const back = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: 40_100,
      charges: [],
      checkIn: walkAround({ signature: drawn(8000, 8000) }),
    });
    expect(back.status).toBe(400);
    expect(back.body.fields[0].path).toBe('body.checkIn.signature');
    expect((await rentalRowsOfCar(db, car.id))[0]!.state).toBe('out');
    expect((await inspections()).map((row) => row.kind)).toEqual(['out']);
  });

  it('refuses a NUL character in the texts kept as JSON (terms, accessories, marks), changing nothing', async () => {
    const NUL = 'a\u0000b';
    const settingsBefore = (await api.get('/api/settings/contract')).body;
    for (const [body, path] of [
      [{ ...terms, terms: `Clean car.${NUL}` }, 'body.terms'],
      [{ ...terms, accessories: ['Phone charger', NUL] }, 'body.accessories.1'],
    ] as const) {
      const res = await api.put('/api/settings/contract', body);
      expect(res.status, path).toBe(400);
      expect(res.body.fields[0]).toMatchObject({
        path,
        message: 'Text cannot contain a NUL character',
      });
    }
    expect((await api.get('/api/settings/contract')).body).toEqual(settingsBefore);

    const { car, rentalId } = await rentNow('Nadia Ferhat');
    const [mark] = walkAround().marks;
    const [accessory] = walkAround().accessories;
    for (const [inspection, path] of [
      [walkAround({ marks: [{ ...mark, note: NUL }] }), 'body.inspection.marks.0.note'],
      [walkAround({ marks: [{ ...mark, id: NUL }] }), 'body.inspection.marks.0.id'],
      [
        walkAround({ accessories: [{ ...accessory, label: NUL }] }),
        'body.inspection.accessories.0.label',
      ],
      [
        walkAround({ accessories: [{ ...accessory, key: NUL }] }),
        'body.inspection.accessories.0.key',
      ],
    ] as const) {
      const res = await api.post(`/api/rentals/${rentalId}/check-out`, {
        odometerKm: 40_000,
        inspection,
        deposit: null,
      });
      expect(res.status, path).toBe(400);
      expect(res.body.fields[0].path).toBe(path);
    }
    const inspections = () =>
      db.select().from(rentalInspections).where(eq(rentalInspections.rentalId, rentalId));
    expect(await inspections()).toHaveLength(0);

    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 40_000,
      inspection: walkAround(),
      deposit: null,
    });
    expect(out.status).toBe(200);
    // the check-in's notes
    const back = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: 40_100,
      charges: [],
      checkIn: walkAround({ marks: [{ ...mark, note: `dent${NUL}` }] }),
    });
    expect(back.status).toBe(400);
    expect(back.body.fields[0].path).toBe('body.checkIn.marks.0.note');
    expect((await rentalRowsOfCar(db, car.id))[0]!.state).toBe('out');
    expect((await inspections()).map((row) => row.kind)).toEqual(['out']);
  });

  it('serves inspection photos to signed-in staff only, with a printable copy', async () => {
    const url = await uploadPhoto();
    const name = url.split('/').pop()!;
    expect(url).toMatch(/^\/api\/inspection-photos\/inspections-[0-9a-f-]{36}\.webp$/);
    // the large copy and the small one the check-out and the contract summary show
    for (const copy of [url, url.replace('.webp', '-320.webp')]) {
      const staff = await api.request('GET', copy);
      expect(staff.status, copy).toBe(200);
      expect(staff.headers.get('content-type')).toBe('image/webp');
      expect(staff.headers.get('cache-control')).toBe('private, no-store');
      expect((await fetch(`${server.url}${copy}`)).status).toBe(401);
      expect((await fetch(`${server.url}/uploads/${copy.split('/').pop()}`)).status).toBe(404);
    }
    // a JPEG header over pixels that cannot be decoded: refused, nothing stored
    const files = server.storage.files.size;
    const broken = new FormData();
    broken.append('folder', 'inspections');
    broken.append(
      'file',
      new Blob([new Uint8Array(photoBytes.subarray(0, 2_000))], { type: 'image/jpeg' }),
      'broken.jpg',
    );
    const refused = await api.post('/api/uploads', broken);
    expect(refused.status).toBe(415);
    expect(refused.body.detail).toBe('File must be an image');
    expect(server.storage.files.size).toBe(files);
    const thumb = await server.storage.get(name.replace('.webp', '-thumb.jpg'));
    const meta = await sharp(thumb!).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(480);
    expect(thumb!.length).toBeLessThan(100_000);
  });

  it('lets the owner set the terms, a manager a car’s own, and refuses an agent both', async () => {
    const agent = await server.signedInAs('agent', 'contract-agent');
    const manager = await server.signedInAs('manager', 'contract-manager');
    expect((await agent.put('/api/settings/contract', terms)).status).toBe(403);
    expect((await manager.put('/api/settings/contract', terms)).status).toBe(403);
    const bad = await api.put('/api/settings/contract', { ...terms, kmAllowancePerDay: -1 });
    expect(bad.status).toBe(400);
    const car = await insertCar(db, { dailyRate: 300_000 });
    const own = { pricePerKm: 2_500, kmAllowancePerDay: 100 };
    expect((await agent.put(`/api/cars/${car.id}/contract-terms`, own)).status).toBe(403);
    expect((await manager.put(`/api/cars/${car.id}/contract-terms`, own)).status).toBe(200);
    const booked = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(T0, at(DAY), { name: 'Terms Test', license: 'L-terms' }),
    );
    const contract = (await agent.get(`/api/rentals/${booked.body.rental.id}/contract`)).body;
    // the car's own price per km and allowance; the agency's fuel price
    expect(contract.terms).toMatchObject({
      pricePerKm: 2_500,
      kmAllowancePerDay: 100,
      fuelPricePerEighth: terms.fuelPricePerEighth,
    });
  });
});

describe('the printed contract', () => {
  it('reads back the contract number, the customer, the deposit and the terms', async () => {
    const { rentalId } = await rentNow('Yacine Benali');
    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 40_000,
      inspection: walkAround({ photos: [await uploadPhoto()] }),
      deposit: { amount: 2_500_000, method: 'cash' },
    });
    const number = out.body.rental.contractNumber;
    const res = await fetch(`${server.url}/api/rentals/${rentalId}/contract.pdf`, {
      headers: { cookie: api.cookie! },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(2_000_000);
    const dir = await mkdtemp(join(tmpdir(), 'contract-'));
    await writeFile(join(dir, 'c.pdf'), bytes);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'c.pdf'), '-']);
    expect(stdout).toContain(number);
    expect(stdout).toContain('Yacine Benali');
    expect(stdout.replace(/\s+/g, ' ')).toContain('25 000 DA');
  });
});

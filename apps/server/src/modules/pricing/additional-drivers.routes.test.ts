import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, rentalInspections } from '../../db/schema.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { fundEntriesOfCar, rentalRowsOfCar, rentBody } from '../rentals/rentals.fixtures.ts';
import {
  A_DRIVER,
  BEFORE_SUMMER,
  DA,
  EXTRAS,
  economyCar as pricedCar,
  setPriceList,
} from './pricing.fixtures.ts';

// Issue 33 §2 (decision 0049), through real HTTP: a booking with additional drivers gives
// each one's name and licence, kept with the rental, on the customer file and the contract's
// view; the check-out changes the extras and drivers, the kept quote priced again (kept
// extras at their kept price, new ones at the list's), the difference settled at the return.

let server: TestServer;
let owner: Client;
let manager: Client;
let agent: Client;

const DAY = 86_400_000;
const T0 = BEFORE_SUMMER;
const at = (ms: number) => new Date(T0.getTime() + ms);
const SECOND = { name: 'Samia Haddad', licenceNumber: 'DZ-120045', licenceIssuedOn: '2019-11-02' };

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  owner = await server.signedIn();
  manager = await server.signedInAs('manager', 'Meriem');
  agent = await server.signedInAs('agent', 'Amina');
});
afterAll(() => server.close());
beforeEach(async () => {
  server.clock.set(T0);
  await setPriceList(owner);
});

const db = () => server.database.db;
const economyCar = () => pricedCar(owner, db());

const auditOf = (rentalId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'rental'), eq(auditLog.entityId, rentalId)));

const walkAround = {
  fuelEighths: 8,
  marks: [],
  accessories: [],
  photos: [],
  signature: `data:image/png;base64,${png(300, 100).toString('base64')}`,
};

/** 28 June to 1 July (3 days at 5,000, before the summer), a driver and the airport */
const reservation = (extra: Record<string, unknown> = {}) => ({
  ...rentBody(at(DAY), at(4 * DAY), { paymentType: 'advance' }),
  extras: [{ code: 'additional_driver' }, { code: 'delivery', place: 'Aéroport' }],
  drivers: [A_DRIVER],
  ...extra,
});

describe('the additional drivers of a booking', () => {
  it('are kept with the rental, on the customer file and the contract, and audited', async () => {
    const car = await economyCar();
    const booked = await agent.post(`/api/cars/${car.id}/rent`, {
      ...reservation(),
      extras: [{ code: 'additional_driver', quantity: 2 }],
      drivers: [A_DRIVER, SECOND],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const rentalId = booked.body.rental.id as string;
    // 3 days at 5,000; two drivers 2 x 3 x 500 = 3,000 (its maximum)
    expect(booked.body.rental.advancePaid).toBe(DA(18_000));
    const [row] = await rentalRowsOfCar(db(), car.id);
    expect(row!.drivers).toEqual([A_DRIVER, SECOND]);

    const [audit] = await auditOf(rentalId);
    expect((audit!.after as { drivers: unknown }).drivers).toEqual([A_DRIVER, SECOND]);

    const file = await manager.get(`/api/customers/${row!.customerId}`);
    expect(file.status).toBe(200);
    const onFile = file.body.rentals.find((rental: { id: string }) => rental.id === rentalId);
    expect(onFile.drivers).toEqual([A_DRIVER, SECOND]);

    const contract = await agent.get(`/api/rentals/${rentalId}/contract`);
    expect(contract.status).toBe(200);
    expect(contract.body.drivers).toEqual([A_DRIVER, SECOND]);
    expect(contract.body.extras).toEqual([
      {
        code: 'additional_driver',
        quantity: 2,
        place: null,
        pricing: 'per_day',
        price: DA(500),
        max: DA(3_000),
      },
    ]);
  });

  it.each([
    ['agent', () => agent],
    ['manager', () => manager],
  ])(
    'refuses a count without its drivers, or bad driver data, writing nothing (%s)',
    async (_, who) => {
      const car = await economyCar();
      const client = who();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ drivers: [] }, 'body.drivers', 'fields.driversCount'],
        [
          { extras: [{ code: 'additional_driver', quantity: 2 }], drivers: [A_DRIVER] },
          'body.drivers',
          'fields.driversCount',
        ],
        [{ extras: [], drivers: [A_DRIVER] }, 'body.drivers', 'fields.driversCount'],
        [
          { drivers: [{ ...A_DRIVER, name: '  ' }] },
          'body.drivers.0.name',
          'fields.driverNameRequired',
        ],
        [
          { drivers: [{ ...A_DRIVER, licenceNumber: '' }] },
          'body.drivers.0.licenceNumber',
          'fields.driverLicenceRequired',
        ],
        [
          { drivers: [{ ...A_DRIVER, licenceIssuedOn: '2016-02-30' }] },
          'body.drivers.0.licenceIssuedOn',
          'fields.invalidDate',
        ],
        [
          { drivers: [{ name: A_DRIVER.name, licenceNumber: A_DRIVER.licenceNumber }] },
          'body.drivers.0.licenceIssuedOn',
          'fields.invalidDate',
        ],
      ];
      for (const [change, path, key] of cases) {
        const res = await client.post(`/api/cars/${car.id}/rent`, reservation(change));
        expect(res.status, `${JSON.stringify(change)}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.fields[0]).toMatchObject({ path, key });
      }
      expect(await rentalRowsOfCar(db(), car.id)).toEqual([]);
      expect(await fundEntriesOfCar(db(), car.id)).toEqual([]);
    },
  );
});

describe('extras changed at the check-out', () => {
  it('prices the kept quote again (kept extras at their price, new ones at the list’s) and settles the difference at the return', async () => {
    const car = await economyCar();
    const booked = await agent.post(`/api/cars/${car.id}/rent`, reservation());
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const rentalId = booked.body.rental.id as string;
    // 15,000 for the days, the driver 3 x 500, the airport 1,500
    expect(booked.body.rental.advancePaid).toBe(DA(18_000));

    // the owner raises the driver and the child seat: the booking's driver keeps its 500
    const dearer = {
      ...EXTRAS,
      additional_driver: { ...EXTRAS.additional_driver, price: DA(800), max: null },
      child_seat: { ...EXTRAS.child_seat, price: DA(400) },
    };
    expect((await owner.put('/api/price-list/extras', dearer)).status).toBe(200);

    server.clock.set(at(DAY));
    const out = await manager.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: car.mileageKm,
      inspection: walkAround,
      deposit: null,
      extras: [
        { code: 'additional_driver', quantity: 2 },
        { code: 'child_seat', quantity: 1 },
      ],
      drivers: [A_DRIVER, SECOND],
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const [row] = await rentalRowsOfCar(db(), car.id);
    // 15,000; two drivers 2 x 3 x 500 = 3,000 (the kept maximum); a seat 3 x 400 = 1,200
    expect(row!.quote).toMatchObject({ due: DA(19_200), quote: { total: DA(19_200) } });
    expect(row!.extras).toEqual([
      {
        code: 'additional_driver',
        pricing: 'per_day',
        price: DA(500),
        max: DA(3_000),
        quantity: 2,
      },
      { code: 'child_seat', pricing: 'per_day', price: DA(400), max: null, quantity: 1 },
    ]);
    expect(row!.drivers).toEqual([A_DRIVER, SECOND]);
    // no money moves at the check-out (no deposit taken)
    expect((await fundEntriesOfCar(db(), car.id)).map((entry) => entry.amount)).toEqual([
      DA(18_000),
    ]);
    const audits = await auditOf(rentalId);
    const checkOut = audits.find((entry) => (entry.after as { checkOut?: unknown }).checkOut);
    expect((checkOut!.after as { extrasChanged: unknown }).extrasChanged).toEqual({
      before: {
        extras: [
          expect.objectContaining({ code: 'additional_driver', quantity: 1 }),
          expect.objectContaining({ code: 'delivery', place: 'Aéroport' }),
        ],
        drivers: [A_DRIVER],
        due: DA(18_000),
      },
      after: {
        extras: [
          expect.objectContaining({ code: 'additional_driver', quantity: 2 }),
          expect.objectContaining({ code: 'child_seat', quantity: 1 }),
        ],
        drivers: [A_DRIVER, SECOND],
        due: DA(19_200),
      },
    });

    // returned on time: the return prices the days by the changed quote; the fund takes 1,200
    server.clock.set(at(4 * DAY));
    const back = await agent.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm + 300,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.rental.totalAmount).toBe(DA(19_200));
    const entries = await fundEntriesOfCar(db(), car.id);
    expect(entries.map((entry) => entry.amount)).toEqual([DA(18_000), DA(1_200)]);
  });

  it.each([
    ['agent', () => agent],
    ['manager', () => manager],
  ])(
    'refuses drivers not counted, an extra not offered or a bad driver, writing nothing (%s)',
    async (_, who) => {
      const car = await economyCar();
      const booked = await agent.post(`/api/cars/${car.id}/rent`, reservation());
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const rentalId = booked.body.rental.id as string;
      const [before] = await rentalRowsOfCar(db(), car.id);
      server.clock.set(at(DAY));
      const base = { odometerKm: car.mileageKm, inspection: walkAround, deposit: null };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ drivers: [A_DRIVER, SECOND] }, 'body.drivers', 'fields.driversCount'],
        [
          { extras: [{ code: 'additional_driver', quantity: 3 }], drivers: [A_DRIVER] },
          'body.drivers',
          'fields.driversCount',
        ],
        [{ extras: [{ code: 'gps' }] }, 'body.extras.0.code', 'fields.extraNotOffered'],
        [
          { extras: [{ code: 'child_seat' }, { code: 'child_seat' }] },
          'body.extras.1.code',
          'fields.extraNotOffered',
        ],
        [
          { drivers: [{ ...A_DRIVER, name: '' }] },
          'body.drivers.0.name',
          'fields.driverNameRequired',
        ],
      ];
      for (const [change, path, key] of cases) {
        const res = await who().post(`/api/rentals/${rentalId}/check-out`, { ...base, ...change });
        expect(res.status, `${JSON.stringify(change)}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.fields[0]).toMatchObject({ path, key });
      }
      const [after] = await rentalRowsOfCar(db(), car.id);
      expect(after).toEqual(before);
      expect(
        await db().select().from(rentalInspections).where(eq(rentalInspections.rentalId, rentalId)),
      ).toEqual([]);
      expect(await fundEntriesOfCar(db(), car.id)).toHaveLength(1);
    },
  );
});

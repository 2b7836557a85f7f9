import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCar } from '../../test/fixtures.ts';
import { layoutText } from '../../test/pdf-read.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { DAY, HOUR, rentBody } from './rentals.fixtures.ts';

// Issue 28 §9: documents reprinted after the return state what was signed.
const T0 = new Date('2026-11-26T12:05:00.000Z'); // 26/11/2026 13:05 in Algiers
const at = (ms: number) => new Date(T0.getTime() + ms);

let server: TestServer;
let api: Client;
let owner: Client;
let db: TestServer['database']['db'];
beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  api = await server.signedIn();
  owner = await server.signedInAs('owner', 'signed-owner');
  db = server.database.db;
});
afterAll(() => server.close());

const signature = `data:image/png;base64,${png(300, 100).toString('base64')}`;
const walkAround = { fuelEighths: 8, marks: [], accessories: [], photos: [], signature };
const settings = (fuel: number, text: string) => ({
  fuelPricePerEighth: fuel,
  kmAllowancePerDay: 200,
  pricePerKm: 1_000,
  lateGraceMinutes: 60,
  latePricePerHour: 50_000,
  accessories: [],
  terms: text,
});

async function pdfText(path: string, language = 'fr') {
  const res = await fetch(`${server.url}${path}?lang=${language}`, {
    headers: { cookie: api.cookie! },
  });
  expect(res.status).toBe(200);
  const file = join(await mkdtemp(join(tmpdir(), 'signed-')), 'doc.pdf');
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  return layoutText(file);
}

describe('a contract reprints as signed', () => {
  it('after an early return and new terms: the booked due time, the signed prices and terms', async () => {
    expect(
      (await owner.put('/api/settings/contract', settings(20_000, 'Signed terms.'))).status,
    ).toBe(200);
    const car = await insertCar(db, { mileageKm: 30_000, dailyRate: 650_000 });
    // booked now until 28/11 14:30, checked out at once
    const booked = await api.post(
      `/api/cars/${car.id}/rent`,
      rentBody(T0, new Date('2026-11-28T13:30:00.000Z'), { paymentType: 'advance' }),
    );
    expect(booked.status).toBe(201);
    const rentalId = booked.body.rental.id as string;
    const out = await api.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: 30_000,
      inspection: walkAround,
      deposit: null,
    });
    expect(out.status).toBe(200);
    const signed = await pdfText(`/api/rentals/${rentalId}/contract.pdf`);
    expect(signed).toContain('Retour prévu : 28/11/2026 14:30');

    // the agency changes its prices and terms; the car comes back the same day at 16:16
    expect((await owner.put('/api/settings/contract', settings(90_000, 'New terms.'))).status).toBe(
      200,
    );
    server.clock.set(at(3 * HOUR + 11 * 60_000));
    const back = await api.post(`/api/cars/${car.id}/return`, {
      newMileage: 30_100,
      charges: [],
      checkIn: walkAround,
    });
    expect(back.status).toBe(200);

    const reprinted = await pdfText(`/api/rentals/${rentalId}/contract.pdf`);
    expect(reprinted).toContain('Retour prévu : 28/11/2026 14:30');
    expect(reprinted).not.toContain('16:16');
    expect(reprinted).not.toContain('Restitué le');
    expect(reprinted).toContain('Signed terms.');
    expect(reprinted).not.toContain('New terms.');
    expect(reprinted).toContain('Carburant, le huitième : 200 DA');

    // the receipt: due at the booked end, returned at 16:16
    const receipt = await pdfText(`/api/rentals/${rentalId}/receipt.pdf`, 'en');
    expect(receipt).toContain('Due: 28/11/2026 14:30');
    expect(receipt).toContain('Returned: 26/11/2026 16:16');
    server.clock.set(at(DAY));
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDA } from '@car-rental/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparable, layoutText } from '../../test/pdf-read.ts';
import { png } from '../../test/png.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { fundEntriesOfCar, rentBody } from '../rentals/rentals.fixtures.ts';
import { A_DRIVER, BEFORE_SUMMER, DA, economyCar, setPriceList } from './pricing.fixtures.ts';

// Issue 33 §2, through real HTTP (decision 0047): a booking made with extras and a
// manager's discount prints on its contract the total its advance put in the fund, and its
// invoice the total the fund took for it.

let server: TestServer;
let owner: Client;
let manager: Client;

const DAY = 86_400_000;
const T0 = BEFORE_SUMMER;
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  owner = await server.signedIn();
  manager = await server.signedInAs('manager', 'Meriem');
  await setPriceList(owner);
});
afterAll(() => server.close());

const db = () => server.database.db;

async function pdfText(client: Client, path: string, language: string) {
  const res = await fetch(`${server.url}${path}?lang=${language}`, {
    headers: { cookie: client.cookie! },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  const file = join(await mkdtemp(join(tmpdir(), 'quoted-')), 'doc.pdf');
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  return comparable(await layoutText(file));
}

/** an amount as pdftotext reads it back (its narrow spaces, spaces) */
const money = (amount: number, decimals = 0) => formatDA(amount, decimals).replace(/\s/g, ' ');

const lineOf = (text: string, label: string) =>
  text.split('\n').find((line) => line.includes(comparable(label))) ?? `(no line with ${label})`;

const walkAround = {
  fuelEighths: 8,
  marks: [],
  accessories: [],
  photos: [],
  signature: `data:image/png;base64,${png(300, 100).toString('base64')}`,
};

describe('the documents of a booking made with extras and a discount', () => {
  it('print the advance the fund took on the contract, and what the fund took on the invoice', async () => {
    const car = await economyCar(owner, db());
    const booked = await manager.post(`/api/cars/${car.id}/rent`, {
      ...rentBody(T0, at(7 * DAY), { paymentType: 'advance' }),
      extras: [
        { code: 'additional_driver' },
        { code: 'child_seat', quantity: 2 },
        { code: 'delivery', place: 'Aéroport' },
      ],
      drivers: [A_DRIVER],
      discount: { amount: DA(2_000), reason: 'Client fidèle' },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const rentalId = booked.body.rental.id as string;
    // 4 days at 5,000 and 3 summer days at 6,000 = 38,000, -10 % for 7 days = 34,200; a
    // driver 3,000 (its maximum), two child seats 4,200, the airport 1,500; less 2,000
    const [advance] = await fundEntriesOfCar(db(), car.id);
    expect(advance?.amount).toBe(DA(40_900));

    const out = await manager.post(`/api/rentals/${rentalId}/check-out`, {
      odometerKm: car.mileageKm,
      inspection: walkAround,
      deposit: null,
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);

    const contract = await pdfText(manager, `/api/rentals/${rentalId}/contract.pdf`, 'fr');
    expect(lineOf(contract, 'Tarif journalier : 4 jours × 5 000 DA')).toContain('20 000 DA');
    expect(lineOf(contract, 'Été : 3 jours × 6 000 DA')).toContain('18 000 DA');
    expect(lineOf(contract, 'Tarif de durée, à partir de 7 jours')).toContain('-3 800 DA');
    expect(lineOf(contract, 'Conducteur supplémentaire × 1')).toContain('3 000 DA');
    expect(lineOf(contract, 'Siège enfant × 2')).toContain('4 200 DA');
    expect(lineOf(contract, 'Livraison et reprise × 1 : Aéroport')).toContain('1 500 DA');
    expect(lineOf(contract, 'Remise')).toContain('-2 000 DA');
    expect(lineOf(contract, 'Total à payer')).toContain(money(advance!.amount));
    expect(lineOf(contract, 'Avance versée')).toContain(money(advance!.amount));

    // decision 0049: the additional driver, their licence and its date
    expect(contract).toContain(comparable('Conducteurs supplémentaires'));
    expect(lineOf(contract, 'Conducteur 1')).toContain(A_DRIVER.name);
    expect(contract).toContain(A_DRIVER.licenceNumber);
    expect(lineOf(contract, 'Permis délivré le')).toContain('14/03/2016');

    const arabic = await pdfText(manager, `/api/rentals/${rentalId}/contract.pdf`, 'ar');
    expect(lineOf(arabic, 'المبلغ المستحق')).toContain(money(advance!.amount));
    expect(arabic).toContain(comparable('السائقون الإضافيون'));
    expect(arabic).toContain(A_DRIVER.licenceNumber);
    const english = await pdfText(manager, `/api/rentals/${rentalId}/contract.pdf`, 'en');
    expect(lineOf(english, 'Driver 1')).toContain(A_DRIVER.name);
    expect(lineOf(english, 'Licence issued on')).toContain('14/03/2016');

    // returned on time: the fund takes nothing more, the invoice's total is the advance
    server.clock.set(at(7 * DAY));
    const back = await manager.post(`/api/cars/${car.id}/return`, {
      newMileage: car.mileageKm + 700,
      charges: [],
      checkIn: walkAround,
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const entries = await fundEntriesOfCar(db(), car.id);
    expect(entries.map((entry) => entry.amount)).toEqual([DA(40_900)]);
    const made = await manager.post('/api/invoices', { kind: 'rental', rentalId });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.rentalPrice).toMatchObject({
      addsUp: true,
      days: DA(34_200),
      discount: DA(2_000),
    });
    const invoice = await pdfText(manager, `/api/invoices/${made.body.id}/pdf`, 'fr');
    expect(lineOf(invoice, 'Location (7 jours)')).toContain('34 200,00 DA');
    expect(lineOf(invoice, 'Siège enfant × 2')).toContain('4 200,00 DA');
    expect(lineOf(invoice, 'Remise')).toContain('-2 000,00 DA');
    expect(lineOf(invoice, 'Total')).toContain(money(advance!.amount, 2));
  });
});

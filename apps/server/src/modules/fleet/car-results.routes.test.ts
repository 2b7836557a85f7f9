import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carFines, fundTransactions } from '../../db/schema.ts';
import { catalogueModel } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';
import { loadExcelJS } from '../exports/xlsx-writer.ts';
import { DAY } from '../rentals/rentals.fixtures.ts';

// Issue 32 §5: what each car earned (decision 0042), through real HTTP on a fresh database:
// a known set of rentals, services, papers and a sale, the car page's figures, the Fleet
// report's ranking and its CSV and Excel files read back.

const T0 = new Date('2026-06-01T08:00:00.000Z');
const DA = 100;
const END = new Date(T0.getTime() + 12 * DAY); // the test's "now"

let server: TestServer;
let owner: Client;
let agent: Client;
let manager: Client;
let catalogue: { brandId: string; modelId: string };
const cars = { sold: '', owned: '', bare: '' };

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  owner = await server.signedIn();
  agent = await server.signedInAs('agent', 'Amina');
  manager = await server.signedInAs('manager', 'Meriem');
  catalogue = await catalogueModel(server.database.db);
  await history();
});
afterAll(() => server.close());

async function ok<T = any>(res: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

const at = (days: number) => new Date(T0.getTime() + days * DAY);

async function addCar(body: Record<string, unknown>): Promise<string> {
  const car = await ok(owner.post('/api/cars', { ...catalogue, mileageKm: 20_000, ...body }), 201);
  return car.id;
}

const customer = (name: string, license: string) => ({
  name,
  contact: '0699 01 02 03',
  email: 'client@example.dz',
  license,
  paymentType: 'advance',
});

async function rent(carId: string, start: Date, days: number, name: string) {
  const body = {
    start: start.toISOString(),
    end: new Date(start.getTime() + days * DAY).toISOString(),
    customer: customer(name, `DZ-${name}`),
  };
  return (await ok(agent.post(`/api/cars/${carId}/rent`, body), 201)).rental as { id: string };
}

async function giveBack(carId: string, km: number, charges: unknown[] = []) {
  await ok(agent.post(`/api/cars/${carId}/return`, { newMileage: km, charges }), 200);
}

/**
 * The sold car: bought 1,500,000 DA from a dealer (paid: a supplier charge), rented 3 days (15,000 DA + 2,000 DA cleaning at
 * the return, 600 km) and 2 days (10,000 DA, 300 km), a booking cancelled (nothing), an oil
 * change 8,500 DA, an insurance 30,000 DA, a repair recorded and deleted (nothing), sold on
 * day 10 for 1,450,000 DA. The owned car: bought 800,000 DA, out since day 10 for 4 days
 * (16,000 DA advance), booked for day 30 (4,000 DA advance). The bare car: no purchase
 * price, one cleaning of 1,000 DA and a fine of 500 DA the agency kept.
 */
async function history() {
  const dealer = await ok(owner.post('/api/suppliers', { name: 'Auto Import' }), 201);
  cars.sold = await addCar({
    supplierId: dealer.id,
    purchasePrice: 1_500_000 * DA,
    isPaid: true,
    dailyRate: 5_000 * DA,
  });
  cars.owned = await addCar({
    purchasePrice: 800_000 * DA,
    isPaid: true,
    dailyRate: 4_000 * DA,
    plate: 'OWN-1',
  });
  cars.bare = await addCar({ dailyRate: 3_000 * DA });

  await rent(cars.sold, T0, 3, 'Karim');
  const cancelled = await rent(cars.sold, at(20), 1, 'Yacine');
  await ok(agent.post(`/api/rentals/${cancelled.id}/cancel`, { reason: 'Plans changed' }), 200);
  const oil = { type: 'oil_filters', date: '2026-06-01', odometer: 20_000, cost: 8_500 * DA };
  await ok(
    agent.post(`/api/cars/${cars.bare}/services`, { ...oil, type: 'cleaning', cost: 1_000 * DA }),
    201,
  );
  server.clock.set(at(3));
  await giveBack(cars.sold, 20_600, [
    { type: 'cleaning', description: 'Sand', amount: 2_000 * DA },
  ]);
  await ok(agent.post(`/api/cars/${cars.sold}/services`, oil), 201);
  const insurance = { kind: 'insurance', company: 'SAA', from: '2026-06-04', until: '2027-06-03' };
  await ok(agent.post(`/api/cars/${cars.sold}/papers`, { ...insurance, cost: 30_000 * DA }), 201);
  const repair = await ok(
    agent.post(`/api/cars/${cars.sold}/services`, { ...oil, type: 'repair', cost: 50_000 * DA }),
    201,
  );
  await ok(manager.delete(`/api/cars/${cars.sold}/services/${repair.id}`), 200);

  server.clock.set(at(5));
  await rent(cars.sold, at(5), 2, 'Nadia');
  server.clock.set(at(7));
  await giveBack(cars.sold, 20_900);

  server.clock.set(at(10));
  const buyer = { customerName: 'Said', customerPhone: '0555 98 76 54', customerLicense: 'S-1' };
  await ok(agent.post(`/api/cars/${cars.sold}/sell`, { ...buyer, price: 1_450_000 * DA }), 201);
  await rent(cars.owned, at(10), 4, 'Lina');
  await rent(cars.owned, at(30), 1, 'Omar');
  // a speed camera on the bare car, parked at the agency: the agency's own fine
  await server.database.db.insert(carFines).values({
    carId: cars.bare,
    issuedAt: at(11),
    place: 'Alger, RN5',
    amount: 500 * DA,
    reference: 'AC-0001',
    chargedTo: 'agency',
  });
  server.clock.set(END);
}

const SOLD_COSTS = (8_500 + 30_000) * DA;
const SOLD_NET = (27_000 + 1_450_000 - 1_500_000) * DA - SOLD_COSTS;
const OWNED_NET = (20_000 - 800_000) * DA;
const BARE_NET = -1_500 * DA;

describe("a car's results", () => {
  it('counts its bookings, services, papers, purchase and sale', async () => {
    const results = await ok(agent.get(`/api/cars/${cars.sold}/results`), 200);
    expect(results.figures).toEqual({
      purchasePrice: 1_500_000 * DA,
      rentalRevenue: 27_000 * DA,
      rentalCount: 2,
      serviceCosts: 8_500 * DA,
      serviceCount: 1,
      paperCosts: 30_000 * DA,
      paperCount: 1,
      fineCosts: 0,
      fineCount: 0,
      salePrice: 1_450_000 * DA,
      soldAt: at(10).toISOString(),
      ownedSince: T0.toISOString(),
      costs: SOLD_COSTS,
      operatingResult: 27_000 * DA - SOLD_COSTS,
      netResult: SOLD_NET,
      daysOwned: 10,
      daysRented: 5,
      utilisation: 0.5,
      revenuePerDay: 2_700 * DA,
      kmDriven: 900,
      // 38,500 DA over 900 km: 42.78 DA a km
      costPerKm: 4_278,
    });
    // its bookings newest first, the cancelled one left out
    expect(
      results.rentals.map((r: Record<string, unknown>) => [
        r.customerName,
        r.state,
        r.days,
        r.km,
        r.revenue,
      ]),
    ).toEqual([
      ['Nadia', 'returned', 2, 300, 10_000 * DA],
      ['Karim', 'returned', 3, 600, 17_000 * DA],
    ]);
  });

  it("agrees with the fund: the net of the car's own entries (deposits aside) is its net result", async () => {
    const fundNet = async (carId: string) => {
      const entries = await server.database.db
        .select()
        .from(fundTransactions)
        .where(eq(fundTransactions.carId, carId));
      return entries
        .filter((entry) => entry.category !== 'deposit')
        .reduce((sum, e) => sum + (e.type === 'add_money' ? e.amount : -e.amount), 0);
    };
    // bought from a supplier: its purchase is a charge of the fund too
    expect(await fundNet(cars.sold)).toBe(SOLD_NET);
    // bought outside the fund (no supplier): the price still counts against the car
    expect(await fundNet(cars.owned)).toBe(OWNED_NET + 800_000 * DA);
  });

  it('counts an open booking by its advance and the days so far of a car out', async () => {
    const { figures, rentals } = await ok(agent.get(`/api/cars/${cars.owned}/results`), 200);
    expect(figures).toMatchObject({
      rentalRevenue: 20_000 * DA,
      rentalCount: 2,
      salePrice: null,
      soldAt: null,
      netResult: OWNED_NET,
      daysOwned: 12,
      daysRented: 2,
      kmDriven: 0,
      costPerKm: null,
    });
    expect(rentals.map((r: { state: string }) => r.state)).toEqual(['reserved', 'out']);
  });

  it('counts the fines the agency kept', async () => {
    const { figures } = await ok(agent.get(`/api/cars/${cars.bare}/results`), 200);
    expect(figures).toMatchObject({
      fineCosts: 500 * DA,
      fineCount: 1,
      serviceCosts: 1_000 * DA,
      costs: 1_500 * DA,
      netResult: BARE_NET,
    });
  });

  it('answers 404 for a car that does not exist and 400 for a malformed id', async () => {
    const missing = await agent.get('/api/cars/00000000-0000-4000-8000-000000000001/results');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('car_not_found');
    expect((await agent.get('/api/cars/nope/results')).status).toBe(400);
  });

  it('shows the same money to an agent as to the owner, and nothing to nobody', async () => {
    const asOwner = await ok(owner.get(`/api/cars/${cars.sold}/results`), 200);
    const asAgent = await ok(agent.get(`/api/cars/${cars.sold}/results`), 200);
    expect(asAgent).toEqual(asOwner);
    expect((await server.anonymous().get(`/api/cars/${cars.sold}/results`)).status).toBe(401);
    expect((await server.anonymous().get('/api/fleet/report')).status).toBe(401);
    expect((await server.anonymous().get('/api/fleet/report/export.csv')).status).toBe(401);
    const report = await ok(agent.get('/api/fleet/report'), 200);
    expect(report).toEqual(await ok(owner.get('/api/fleet/report'), 200));
  });
});

describe('the Fleet report', () => {
  const ids = (report: { items: { carId: string }[] }) => report.items.map((item) => item.carId);

  it('ranks the cars by net result, with the figures of the car page', async () => {
    const report = await ok(agent.get('/api/fleet/report'), 200);
    expect(report).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(ids(report)).toEqual([cars.bare, cars.sold, cars.owned]);
    expect(report.items.map((item: { rank: number }) => item.rank)).toEqual([1, 2, 3]);
    expect(report.items.map((item: { netResult: number }) => item.netResult)).toEqual([
      BARE_NET,
      SOLD_NET,
      OWNED_NET,
    ]);
    const page = (await ok(agent.get(`/api/cars/${cars.sold}/results`), 200)).figures;
    const { rentalCount, serviceCount, paperCount, fineCount, ...same } = page;
    expect(report.items[1]).toMatchObject(same);
  });

  it('sorts, filters by state and pages', async () => {
    const worst = await ok(agent.get('/api/fleet/report?order=asc'), 200);
    expect(ids(worst)).toEqual([cars.owned, cars.sold, cars.bare]);
    const byRevenue = await ok(agent.get('/api/fleet/report?sort=revenue'), 200);
    expect(ids(byRevenue)).toEqual([cars.sold, cars.owned, cars.bare]);
    const byCosts = await ok(agent.get('/api/fleet/report?sort=costs'), 200);
    expect(ids(byCosts)).toEqual([cars.sold, cars.bare, cars.owned]);
    // 2,700 DA a day against 20,000 / 12
    const perDay = await ok(agent.get('/api/fleet/report?sort=revenuePerDay'), 200);
    expect(ids(perDay)).toEqual([cars.sold, cars.owned, cars.bare]);
    expect(ids(await ok(agent.get('/api/fleet/report?state=sold'), 200))).toEqual([cars.sold]);
    expect(ids(await ok(agent.get('/api/fleet/report?state=owned'), 200))).toEqual([
      cars.bare,
      cars.owned,
    ]);
    const second = await ok(agent.get('/api/fleet/report?page=2&pageSize=2'), 200);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([cars.owned]);
    expect(second.items[0].rank).toBe(3);
    const past = await ok(agent.get('/api/fleet/report?page=9&pageSize=2'), 200);
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it('refuses a bad sort, order, state or page with 400', async () => {
    for (const query of ['sort=profit', 'order=up', 'state=lost', 'page=0', 'pageSize=101']) {
      const res = await agent.get(`/api/fleet/report?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('validation_failed');
    }
  });
});

async function download(client: Client, path: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: client.cookie ?? '' } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("the Fleet report's files", () => {
  it('CSV: the ranking in French, amounts in DA with a decimal comma', async () => {
    const { res, bytes } = await download(agent, '/api/fleet/report/export.csv?lang=fr');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="fleet-report-${END.toISOString().slice(0, 10)}.csv"`,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(lines[0]).toEqual([
      'Rang',
      'Marque',
      'Modèle',
      'Immatriculation',
      'Année',
      'Statut',
      "Prix d'achat (DA)",
      'Recettes de location (DA)',
      'Entretien, papiers, amendes (DA)',
      'Prix de vente (DA)',
      'Résultat net (DA)',
      'Jours de possession',
      'Jours loués',
      "Taux d'utilisation (%)",
      'Recette par jour de possession (DA)',
      'Km parcourus',
      'Coût par km (DA)',
    ]);
    expect(lines).toHaveLength(4);
    const sold = lines[2]!;
    expect([sold[0], sold[5], sold[6], sold[7], sold[8], sold[9], sold[10]]).toEqual([
      '2',
      'Vendue',
      '1500000,00',
      '27000,00',
      '38500,00',
      '1450000,00',
      '-61500,00',
    ]);
    expect(sold.slice(11)).toEqual(['10', '5', '50', '2700,00', '900', '42,78']);
    expect(lines[3]![3]).toBe('OWN-1');
    expect(lines[3]![5]).toBe('En parc');
  });

  it('xlsx: the same rows under the same sort, amounts as numbers in DA', async () => {
    const { res, bytes } = await download(
      owner,
      '/api/fleet/report/export.xlsx?lang=ar&sort=revenue',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="fleet-report-${END.toISOString().slice(0, 10)}.xlsx"`,
    );
    const ExcelJS = await loadExcelJS();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.slice().buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('تقرير الأسطول');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]![0]).toBe('الترتيب');
    expect(rows.slice(1).map((row) => [row[0], row[7], row[10]])).toEqual([
      [1, 27_000, -61_500],
      [2, 20_000, -780_000],
      [3, 0, -1_500],
    ]);
  });

  it('refuses a bad sort with 400 and nobody with 401', async () => {
    expect((await download(agent, '/api/fleet/report/export.csv?sort=profit')).res.status).toBe(
      400,
    );
    expect((await download(agent, '/api/fleet/report/export.xlsx?lang=xx')).res.status).toBe(400);
    expect((await server.anonymous().get('/api/fleet/report/export.xlsx')).status).toBe(401);
  });
});

describe('the ranking after a write', () => {
  it('ranks again once a write has changed a car (the keys are kept between writes)', async () => {
    const ids = async () =>
      (await ok(agent.get('/api/fleet/report'), 200)).items.map((i: { carId: string }) => i.carId);
    expect(await ids()).toEqual([cars.bare, cars.sold, cars.owned]);
    const paper = { kind: 'vignette', from: '2026-06-13', until: '2026-12-31' };
    await ok(agent.post(`/api/cars/${cars.bare}/papers`, { ...paper, cost: 1_000_000 * DA }), 201);
    expect(await ids()).toEqual([cars.sold, cars.owned, cars.bare]);
  });
});

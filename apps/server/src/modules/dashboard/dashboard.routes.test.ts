import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueModel, insertCar, insertRental, insertSale } from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let client: Client;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
});
afterAll(() => server.close());

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));
const ids = (cars: { id: string }[]) => cars.map((c) => c.id);

describe('GET /api/dashboard (getDashboard)', () => {
  it('needs a session', async () => {
    expect((await server.anonymous().get('/api/dashboard')).status).toBe(401);
  });

  it('shows zeros and empty lists without cars (the No cars yet state)', async () => {
    const res = await client.get('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      carsInGarage: 0,
      available: 0,
      currentlyRented: 0,
      carsSold: 0,
      paidCars: 0,
      unpaidCars: 0,
      recentCars: [],
      soldCars: [],
    });
  });

  it('counts the stat cards and lists the last 4 unsold and the last 8 sold cars', async () => {
    const db = server.database.db;
    const audi = await catalogueModel(db, 'Audi', 'A3');
    // unsold: 3 available (2 paid, 1 unpaid), 1 rented paid, 1 returned unpaid, 1 deleted
    const available1 = await insertCar(db, { createdAt: at(1) });
    const available2 = await insertCar(db, { createdAt: at(2) });
    const unpaid = await insertCar(db, { createdAt: at(3), isPaid: false });
    const rented = await insertCar(db, { ...audi, createdAt: at(4) });
    await insertRental(db, rented.id);
    const returned = await insertCar(db, { createdAt: at(5), isPaid: false });
    await insertRental(db, returned.id, { returnedAt: at(30) });
    await insertCar(db, { createdAt: at(20), deletedAt: at(21) });
    // 9 sold cars, sold on days 1..9 of June, some unpaid; one more sold but deleted
    const sold: string[] = [];
    for (let day = 1; day <= 9; day++) {
      const car = await insertCar(db, { createdAt: at(10 + day), isPaid: day % 2 === 0 });
      await insertSale(db, car.id, { soldAt: new Date(Date.UTC(2026, 5, day, 12)) });
      sold.unshift(car.id);
    }
    const deletedSold = await insertCar(db, { createdAt: at(40), deletedAt: at(41) });
    await insertSale(db, deletedSold.id, { soldAt: new Date(Date.UTC(2026, 5, 14)) });
    // rows written beside the API: the kept answer (decision 0050) follows once a write is told
    server.events.publish(['cars']);

    const res = await client.get('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      carsInGarage: 4, // in the garage and not rented
      available: 4,
      currentlyRented: 1,
      carsSold: 9,
      paidCars: 3, // garage cars only: 2 available + the rented one
      unpaidCars: 2,
    });
    expect(ids(res.body.recentCars)).toEqual([returned.id, rented.id, unpaid.id, available2.id]);
    expect(res.body.recentCars[1]).toMatchObject({ isRented: true, brandName: 'Audi' });
    expect(ids(res.body.soldCars)).toEqual(sold.slice(0, 8));
    expect(res.body.soldCars[0]).toMatchObject({ isSold: true, inGarage: false });
    expect(ids(res.body.recentCars)).not.toContain(available1.id);
  });
});

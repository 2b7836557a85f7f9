import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundTransactions, rentals, sales } from '../db/schema.ts';
import { insertCar, insertRental } from '../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../test/test-server.ts';
import { reportFigure, scaled } from './figures.ts';

/**
 * Issue 6 §1, no double booking: 50 staff screens press the same button at once. Only a
 * real PostgreSQL server runs transactions side by side (PGlite serves one at a time, so a
 * race there proves little): the rent, sell and return races run in the DATABASE_URL pass.
 * Issue 14's reservations run on both: 50 overlapping bookings of one car, one succeeds.
 */
const PARALLEL = 50;
const ROUNDS = scaled(20, 3);
const T0 = new Date('2026-06-15T10:00:00.000Z');

let server: TestServer;
let clients: Client[];
const attempts = { rent: 0, sell: 0, return: 0, reserve: 0 };
let doubles = 0;

beforeAll(async () => {
  server = await startTestServer({ now: T0 });
  // a few sessions, as several staff members would have
  clients = await Promise.all(Array.from({ length: 5 }, () => server.signedIn()));
});
afterAll(async () => {
  await server.close();
  const total = attempts.rent + attempts.sell + attempts.return + attempts.reserve;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  // one property for the runner's summary; the database is in the text
  reportFigure(
    'double-booking',
    `${database}: ${total} attempts (${attempts.rent} rents, ${attempts.sell} sells, ${attempts.return} returns, ${attempts.reserve} overlapping reservations, ${PARALLEL} at once), ${doubles} double bookings`,
  );
});

/** PARALLEL requests at once, spread over the clients; answers their statuses, sorted */
async function atOnce(send: (client: Client) => Promise<{ status: number; body: any }>) {
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => send(clients[i % clients.length]!)),
  );
  return answers;
}

function expectOneWinner(answers: { status: number; body: any }[], won: number, code: string) {
  const winners = answers.filter((a) => a.status === won);
  const refused = answers.filter((a) => a.status === 409);
  if (winners.length !== 1) doubles += Math.max(0, winners.length - 1);
  expect(winners).toHaveLength(1);
  expect(refused).toHaveLength(PARALLEL - 1);
  for (const answer of refused) expect(answer.body.code).toBe(code);
}

const customer = {
  name: 'Karim Benali',
  contact: '+213 555 12 34 56',
  email: 'karim@example.dz',
  license: 'DZ-123456',
  paymentType: 'advance',
};

describe.runIf(process.env.DATABASE_URL)('no double booking (PostgreSQL)', () => {
  it(`rents a car once when ${PARALLEL} rent it at once, ${ROUNDS} times`, async () => {
    const db = server.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const car = await insertCar(db, { dailyRate: 1_000_000 });
      const answers = await atOnce((client) =>
        client.post(`/api/cars/${car.id}/rent`, {
          start: T0.toISOString(),
          end: new Date(T0.getTime() + 2 * 86_400_000).toISOString(),
          customer,
        }),
      );
      attempts.rent += PARALLEL;
      expectOneWinner(answers, 201, 'car_not_rentable');
      const active = await db
        .select()
        .from(rentals)
        .where(and(eq(rentals.carId, car.id), isNull(rentals.returnedAt)));
      expect(active).toHaveLength(1);
      const entries = await db
        .select()
        .from(fundTransactions)
        .where(eq(fundTransactions.carId, car.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        type: 'add_money',
        amount: 2_000_000,
        rentalId: active[0]!.id,
      });
    }
  }, 600_000);

  it(`sells a car once when ${PARALLEL} sell it at once, ${ROUNDS} times`, async () => {
    const db = server.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const car = await insertCar(db);
      const answers = await atOnce((client) =>
        client.post(`/api/cars/${car.id}/sell`, {
          customerName: 'Yacine Haddad',
          customerPhone: '0555 98 76 54',
          customerLicense: 'DZ-654321',
          price: 210_000_000,
        }),
      );
      attempts.sell += PARALLEL;
      expectOneWinner(answers, 201, 'car_not_sellable');
      const sold = await db.select().from(sales).where(eq(sales.carId, car.id));
      expect(sold).toHaveLength(1);
      const entries = await db
        .select()
        .from(fundTransactions)
        .where(eq(fundTransactions.carId, car.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ amount: 210_000_000, saleId: sold[0]!.id });
    }
  }, 600_000);

  it(`returns a rental once when ${PARALLEL} return it at once, ${ROUNDS} times`, async () => {
    const db = server.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const car = await insertCar(db, { dailyRate: 1_000_000, mileageKm: 10_000 });
      const rental = await insertRental(db, car.id, {
        startAt: new Date(T0.getTime() - 86_400_000),
        dailyRate: 1_000_000,
      });
      const answers = await atOnce((client) =>
        client.post(`/api/cars/${car.id}/return`, { newMileage: 10_500, charges: [] }),
      );
      attempts.return += PARALLEL;
      expectOneWinner(answers, 200, 'car_not_rented');
      const [returned] = await db.select().from(rentals).where(eq(rentals.id, rental.id));
      expect(returned!.returnedAt).not.toBeNull();
      expect(returned!.totalAmount).toBe(1_000_000);
      const entries = await db
        .select()
        .from(fundTransactions)
        .where(eq(fundTransactions.carId, car.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ type: 'add_money', amount: 1_000_000 });
    }
  }, 600_000);

  it('has the database itself refuse a second active rental of one car', async () => {
    const db = server.database.db;
    const car = await insertCar(db);
    await insertRental(db, car.id);
    const second = insertRental(db, car.id);
    await expect(second).rejects.toMatchObject({ cause: { code: '23505' } });
    // a finished rental does not count: history can hold many
    await insertRental(db, car.id, { returnedAt: T0, totalAmount: 0 });
  });
});

describe('no overlapping reservations (PGlite and PostgreSQL)', () => {
  const DAY = 86_400_000;
  it(`books a period once when ${PARALLEL} overlapping bookings of one car come at once, ${ROUNDS} times`, async () => {
    const db = server.database.db;
    for (let round = 0; round < ROUNDS; round++) {
      const car = await insertCar(db, { dailyRate: 1_000_000 });
      let i = 0;
      // every period holds the moment 3 days and 1 hour from T0; each starts 30 min later
      const answers = await atOnce((client) => {
        const start = T0.getTime() + 2 * DAY + i++ * 1_800_000;
        return client.post(`/api/cars/${car.id}/rent`, {
          start: new Date(start).toISOString(),
          end: new Date(start + 2 * DAY).toISOString(),
          customer,
        });
      });
      attempts.reserve += PARALLEL;
      expectOneWinner(answers, 201, 'booking_conflict');
      const held = await db.select().from(rentals).where(eq(rentals.carId, car.id));
      expect(held).toHaveLength(1);
      expect(held[0]!.state).toBe('reserved');
      const entries = await db
        .select()
        .from(fundTransactions)
        .where(eq(fundTransactions.carId, car.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ type: 'add_money', amount: 2_000_000 });
    }
  }, 600_000);

  it('has the database itself refuse two open bookings over one moment, even written at once', async () => {
    const db = server.database.db;
    const car = await insertCar(db);
    const reserve = (startDays: number) =>
      db.transaction(async (tx) => {
        // no car lock: only the exclusion constraint stands between the two
        await tx.execute(sql`select pg_sleep(0.05)`);
        return insertRental(tx as unknown as typeof db, car.id, {
          state: 'reserved',
          startAt: new Date(T0.getTime() + startDays * DAY),
          endAt: new Date(T0.getTime() + (startDays + 2) * DAY),
        });
      });
    const results = await Promise.allSettled([reserve(1), reserve(2)]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      cause: { code: '23P01' },
    });
    // a cancelled booking holds nothing; a period right after another is free
    await insertRental(db, car.id, {
      state: 'cancelled',
      startAt: new Date(T0.getTime() + 1 * DAY),
      endAt: new Date(T0.getTime() + 3 * DAY),
      returnedAt: T0,
      cancelledAt: T0,
    });
    await insertRental(db, car.id, {
      state: 'reserved',
      startAt: new Date(T0.getTime() + 4 * DAY),
      endAt: new Date(T0.getTime() + 5 * DAY),
    });
  });
});

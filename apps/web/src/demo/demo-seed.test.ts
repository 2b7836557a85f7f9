import { demoCatalogue } from '@car-rental/domain/catalogue/demo-catalogue';
import { describe, expect, it } from 'vitest';
import { DEMO_SEED, seedState } from './demo-seed.ts';
import { seededRandom } from './demo-test-kit.ts';

const now = new Date('2026-06-15T10:30:00.000Z');

describe('the demo seed (spec §3 Demo seed data)', () => {
  for (const seed of [1, 7, 42, 2026]) {
    it(`draws 10 cars within the spec's numbers (random seed ${seed})`, () => {
      const state = seedState(now, seededRandom(seed));
      expect(state.cars).toHaveLength(DEMO_SEED.cars);
      const soldIds = new Set(state.sales.map((sale) => sale.carId));
      for (const car of state.cars) {
        const dinars = (car.dailyRate ?? 0) / 100;
        expect(Number.isInteger(dinars)).toBe(true);
        expect(dinars).toBeGreaterThanOrEqual(85);
        expect(dinars).toBeLessThanOrEqual(145);
        expect(car.salePrice).toBe(200 * (car.dailyRate ?? 0));
        expect(car.purchasePrice).toBe(150 * (car.dailyRate ?? 0));
        expect(car.rating).toBeGreaterThanOrEqual(4);
        expect(car.rating).toBeLessThanOrEqual(5);
        expect(Math.round(car.rating * 10) / 10).toBe(car.rating);
        expect(['automatic', 'manual']).toContain(car.transmission);
        expect(car.fuel).toBe('gasoline');
        // the drawn mileage: returns since then added the km driven
        const rentals = state.rentals.filter((rental) => rental.carId === car.id);
        const drawn = Math.min(car.mileageKm, ...rentals.map((rental) => rental.startMileage));
        expect(drawn).toBeGreaterThanOrEqual(10_000);
        expect(drawn).toBeLessThanOrEqual(60_000);
        expect(Number.isInteger(car.mileageKm)).toBe(true);
        expect(car.isPaid).toBe(true);
        // a sold car leaves the garage; every other one is in it
        expect(car.inGarage).toBe(!soldIds.has(car.id));
        expect(car.plate).toMatch(/^\d{5}-\d{3}-\d{2}$/);
        expect(car.color).toBeTruthy();
        expect(car.supplierId).not.toBeNull();
        expect(car.deletedAt).toBeNull();
      }
      // ten different catalogue models
      expect(new Set(state.cars.map((car) => car.modelId)).size).toBe(10);
    });
  }

  it('writes the catalogue: 9 brands in 4 groups, 27 models, and 5 suppliers', () => {
    const state = seedState(now, seededRandom(3));
    expect(state.brands.map((b) => b.name).sort()).toEqual(demoCatalogue.map((b) => b.name).sort());
    expect(new Set(state.brands.map((b) => b.group))).toEqual(
      new Set(['Volkswagen Group', 'Renault Group', 'Stellantis Group', 'Chinese Brands']),
    );
    expect(state.models).toHaveLength(27);
    expect(state.suppliers).toHaveLength(5);
    for (const supplier of state.suppliers) {
      expect(supplier).toMatchObject({
        contact: expect.any(String),
        phone: expect.stringMatching(/^\+213 /),
        email: expect.stringMatching(/^[^\s@]+@[^\s@]+\.dz$/),
        address: expect.any(String),
      });
    }
  });

  it('plays a history: 2 finished rentals (one with a charge), 2 active, 1 listed, 1 sold', () => {
    const state = seedState(now, seededRandom(11));
    const finished = state.rentals.filter((r) => r.returnedAt !== null);
    const active = state.rentals.filter((r) => r.returnedAt === null);
    expect(finished).toHaveLength(2);
    expect(finished.filter((r) => r.charges.length > 0)).toHaveLength(1);
    expect(active).toHaveLength(2);
    const dueIn = active.map((r) => (Date.parse(r.endAt) - now.getTime()) / 3_600_000);
    expect(dueIn.some((hours) => hours > 0 && hours <= 6)).toBe(true);
    expect(state.sales).toHaveLength(1);
    const soldId = state.sales[0]!.carId;
    expect(state.cars.filter((c) => c.isForSale && c.id !== soldId)).toHaveLength(1);
    // the opening deposit comes first, and every action time is in the past
    const byTime = [...state.fund].sort(
      (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
    );
    expect(byTime[0]).toMatchObject({ type: 'add_money', category: 'deposit', source: 'manual' });
    expect(state.fund.every((entry) => Date.parse(entry.createdAt) <= now.getTime())).toBe(true);
    expect(state.fund.filter((e) => e.description.startsWith('Car Purchase - '))).toHaveLength(10);
  });

  it('is deterministic for one clock and one random', () => {
    const a = seedState(now, seededRandom(5));
    const b = seedState(now, seededRandom(5));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(seedState(now, seededRandom(6)))).not.toBe(JSON.stringify(a));
  });

  it('keeps ids unique and UUID-shaped even with a constant random', () => {
    const state = seedState(now, () => 0.5);
    const ids = [
      ...state.brands,
      ...state.models,
      ...state.suppliers,
      ...state.cars,
      ...state.rentals,
      ...state.sales,
      ...state.fund,
    ].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

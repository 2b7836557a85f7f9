import type { CarView } from '@car-rental/domain/contract/car';
import type { FundTransaction } from '@car-rental/domain/contract/fund';
import { TRANSACTION_LOCKED } from '@car-rental/domain/fund/delete-fund-transaction';
import { PIN_LOCKED } from '@car-rental/domain/fund/pin-lockout';
import { NOT_RENTABLE, NOT_RENTED } from '@car-rental/domain/rentals/rentable';
import { NOT_SELLABLE } from '@car-rental/domain/sales/sell-car';
import { describe, expect, it } from 'vitest';
import { DEMO_READ_ONLY } from './demo-problem.ts';
import { DemoProblem } from './demo-server.ts';
import { refusalOf, testDemo } from './demo-test-kit.ts';

type Page<T> = { items: T[]; nextCursor: string | null };
const customer = { name: 'A', contact: '0550', email: 'a@b.dz', license: 'L' };
const buyer = { customerName: 'B', customerPhone: '0661', customerLicense: 'L', price: 100 };
const missingId = '00000000-0000-4000-8000-000000000000';

async function seeded(seed = 5) {
  const demo = testDemo(seed);
  const sold = (await demo.get<Page<CarView>>('/garage/sold')).items[0]!;
  const rented = (await demo.get<Page<CarView>>('/rentals/active')).items[0]!;
  const available = (await demo.get<Page<CarView>>('/rentals/rentable')).items[0]!;
  const now = demo.clock().getTime();
  const period = {
    start: new Date(now).toISOString(),
    end: new Date(now + 86_400_000).toISOString(),
  };
  return { demo, sold, rented, available, period };
}

describe('the demo refuses where the server refuses, with its codes and texts', () => {
  it('renting a sold car, returning a car that is not rented, selling a rented car', async () => {
    const { demo, sold, rented, available, period } = await seeded();
    const rent = await refusalOf(demo.post(`/cars/${sold.id}/rent`, { ...period, customer }));
    expect(rent).toBeInstanceOf(DemoProblem);
    expect(rent).toMatchObject({ status: 409, code: 'car_not_rentable', detail: NOT_RENTABLE });
    expect(
      await refusalOf(demo.post(`/cars/${available.id}/return`, { newMileage: 1e6 })),
    ).toMatchObject({
      status: 409,
      code: 'car_not_rented',
      detail: NOT_RENTED,
    });
    expect(await refusalOf(demo.post(`/cars/${rented.id}/sell`, buyer))).toMatchObject({
      status: 409,
      code: 'car_not_sellable',
      detail: NOT_SELLABLE,
    });
    expect(await refusalOf(demo.del(`/cars/${rented.id}`))).toMatchObject({
      status: 409,
      code: 'car_rented',
      detail: "Can't Remove: the car is rented.",
    });
    expect(await refusalOf(demo.del(`/cars/${available.id}/sale`))).toMatchObject({
      status: 409,
      code: 'car_not_sold',
      detail: 'Car not found or not sold',
    });
    expect(await refusalOf(demo.post(`/cars/${missingId}/available`))).toMatchObject({
      status: 404,
      code: 'car_not_found',
      detail: 'Car not found or not sold',
    });
    expect(await refusalOf(demo.get(`/cars/${missingId}`))).toMatchObject({
      status: 404,
      code: 'car_not_found',
      detail: 'Car not found',
    });
  });

  it('validates like the route schemas and the rules, with field paths', async () => {
    const { demo, available, period } = await seeded();
    const noName = await refusalOf(
      demo.post(`/cars/${available.id}/rent`, { ...period, customer: { ...customer, name: ' ' } }),
    );
    expect(noName).toMatchObject({
      status: 400,
      code: 'validation_failed',
      detail: 'Customer name is required',
      fields: [{ path: 'body.customer.name', message: 'Customer name is required' }],
    });
    const past = new Date(demo.clock().getTime() - 3_600_000).toISOString();
    expect(
      await refusalOf(
        demo.post(`/cars/${available.id}/rent`, { ...period, start: past, customer }),
      ),
    ).toMatchObject({
      status: 400,
      detail: 'Pickup time cannot be in the past.',
      fields: [{ path: 'body.start', message: 'Pickup time cannot be in the past.' }],
    });
    expect(await refusalOf(demo.get('/cars/not-an-id'))).toMatchObject({
      status: 400,
      detail: 'Not a valid id',
      fields: [{ path: 'params.id', message: 'Not a valid id' }],
    });
    expect(
      await refusalOf(demo.post(`/cars/${available.id}/sell`, { ...buyer, price: 0 })),
    ).toMatchObject({ status: 400, detail: 'Valid selling price is required' });
    expect(await refusalOf(demo.get('/garage', { status: 'sold' }))).toMatchObject({ status: 400 });
    expect(await refusalOf(demo.get('/garage', { limit: '0' }))).toMatchObject({ status: 400 });
    expect(
      await refusalOf(
        demo.post('/fund/transactions', {
          type: 'add_charge',
          amount: 100,
          description: 'x',
          category: 'supplier',
        }),
      ),
    ).toMatchObject({ status: 400, detail: 'Please select a supplier' });
  });

  it('deleting a fund entry an action posted is refused; a missing one is not found', async () => {
    const { demo } = await seeded();
    const entries = (await demo.get<Page<FundTransaction>>('/fund/transactions', { limit: '100' }))
      .items;
    const action = entries.find((entry) => entry.source === 'action')!;
    expect(await refusalOf(demo.del(`/fund/transactions/${action.id}`))).toMatchObject({
      status: 409,
      code: 'transaction_locked',
      detail: TRANSACTION_LOCKED,
    });
    expect(await refusalOf(demo.del(`/fund/transactions/${missingId}`))).toMatchObject({
      status: 404,
      code: 'transaction_not_found',
      detail: 'Transaction not found',
    });
  });

  it('wrong PIN: 422 Incorrect PIN, locked out at the 5th try in 15 minutes until sign-out', async () => {
    const { demo } = await seeded();
    const wrong = () => refusalOf(demo.post('/fund/benefit/unlock', { pin: '0000' }));
    expect(await wrong()).toMatchObject({
      status: 422,
      code: 'incorrect_pin',
      detail: 'Incorrect PIN',
    });
    expect(await refusalOf(demo.get('/fund/benefit'))).toMatchObject({
      status: 403,
      code: 'benefit_locked',
      detail: 'Total Benefit is locked.',
    });
    for (let i = 0; i < 3; i++) await wrong();
    demo.clock.advance(16 * 60_000);
    // the first four tries are older than 15 minutes: this one is the first that counts
    expect(await wrong()).toMatchObject({ code: 'incorrect_pin' });
    for (let i = 0; i < 3; i++) expect(await wrong()).toMatchObject({ code: 'incorrect_pin' });
    expect(await wrong()).toMatchObject({ status: 403, code: 'pin_locked', detail: PIN_LOCKED });
    expect(await refusalOf(demo.post('/fund/benefit/unlock', { pin: '1234' }))).toMatchObject({
      code: 'pin_locked',
    });
    await demo.post('/auth/sign-out');
    const unlocked = await demo.post<{ totalBenefit: number }>('/fund/benefit/unlock', {
      pin: '1234',
    });
    expect(await demo.get('/fund/benefit')).toEqual(unlocked);
    await demo.post('/fund/benefit/lock');
    expect(await refusalOf(demo.get('/fund/benefit'))).toMatchObject({ code: 'benefit_locked' });
  });

  it('car saving and uploads are read only, with the spec text; nothing changes', async () => {
    const { demo, available } = await seeded();
    const stored = demo.storage.getItem('car_rental_admin_db_v1');
    const brands = await demo.get<{ items: { id: string; models: { id: string }[] }[] }>('/brands');
    const brand = brands.items[0]!;
    const attempts = [
      demo.post('/cars', { brandId: brand.id, modelId: brand.models[0]!.id }),
      demo.patch(`/cars/${available.id}`, { color: 'Pink' }),
      demo.server.handle('POST', '/uploads', {}, undefined),
    ];
    for (const attempt of attempts) {
      expect(await refusalOf(attempt)).toMatchObject({
        status: 403,
        code: 'demo_read_only',
        detail: DEMO_READ_ONLY,
      });
    }
    expect(DEMO_READ_ONLY).toBe(
      'Demo Mode: This action is not allowed in demo mode. Please contact the administrator for full access.',
    );
    expect(demo.storage.getItem('car_rental_admin_db_v1')).toBe(stored);
  });

  it('unknown routes are 404 not_found; suppliers and brands refuse like the server', async () => {
    const { demo } = await seeded();
    expect(await refusalOf(demo.get('/nothing/here'))).toMatchObject({
      status: 404,
      code: 'not_found',
      detail: 'No route GET /api/nothing/here',
    });
    const suppliers = (await demo.get<{ items: { id: string }[] }>('/suppliers')).items;
    expect(await refusalOf(demo.del(`/suppliers/${suppliers[0]!.id}`))).toMatchObject({
      status: 409,
      code: 'conflict',
      detail:
        'This supplier has cars or payments on record and cannot be deleted. Archive it instead.',
    });
    expect(await refusalOf(demo.patch(`/suppliers/${missingId}`, { name: 'X' }))).toMatchObject({
      status: 404,
      code: 'supplier_not_found',
    });
    expect(await refusalOf(demo.post('/brands', { name: 'audi' }))).toMatchObject({
      status: 409,
      code: 'already_exists',
      detail: 'A brand with this name already exists.',
    });
  });
});

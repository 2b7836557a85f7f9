import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_EMAIL, TEST_PASSWORD, type TestServer } from './test/test-server.ts';

/**
 * The "done when": a client that only reads /api/openapi.json signs in, adds a
 * brand, a model, a supplier and a paid car, rents it with advance payment, extends it,
 * returns it with a charge, sells it, and reads a fund balance equal to the sum of its entries.
 */
let server: TestServer;
let operations: Map<string, { method: string; path: string }>;
let cookie = '';

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-06-15T08:00:00.000Z') });
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  operations = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.operationId)
        operations.set(operation.operationId, { method: method.toUpperCase(), path });
    }
  }
});
afterAll(() => server.close());

async function call(operationId: string, params: Record<string, string> = {}, body?: unknown) {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId} in the OpenAPI document`);
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => params[name] ?? `{${name}}`,
  );
  const response = await fetch(`${server.url}${path}`, {
    method: operation.method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0] ?? '';
  return { status: response.status, body: (await response.json()) as any };
}

describe('a client that only reads the OpenAPI document', () => {
  it('finds every data action of the spec by its operationId', () => {
    const required = [
      'addCar',
      'updateCar',
      'deleteCar',
      'markCarAsAvailable',
      'rentCar',
      'returnCar',
      'extendRental',
      'deleteRentalHistory',
      'deleteSaleHistory',
      'addFundTransaction',
      'deleteFundTransaction',
      'addSupplier',
      'updateSupplier',
      'deleteSupplier',
      'uploadImage',
      'addBrand',
      'addModel',
      'sellCar',
      'markForSale',
      'removeFromSale',
      'setCarPaid',
      'signIn',
      'signOut',
      'getCurrentUser',
      'register',
      'sendPasswordResetEmail',
      'resetPassword',
      'createOwner',
      'getDashboard',
      'listGarageCars',
      'listRentableCars',
      'listRentedCars',
      'listRentalAlerts',
      'listCarsForSale',
      'listRecentlySold',
      'listHistory',
      'getHistorySummary',
      'getFund',
      'listFundTransactions',
      'unlockBenefit',
      'listSuppliers',
      'listBrands',
      'streamEvents',
    ];
    expect(required.filter((id) => !operations.has(id))).toEqual([]);
  });

  it('runs the whole business cycle and the fund equals the sum of its entries', async () => {
    expect(
      (await call('signIn', {}, { identifier: TEST_EMAIL, password: TEST_PASSWORD })).status,
    ).toBe(200);

    const brand = await call('addBrand', {}, { name: 'Dacia', group: 'Renault Group' });
    expect(brand.status).toBe(201);
    const model = await call('addModel', { id: brand.body.id }, { name: 'Logan' });
    expect(model.status).toBe(201);
    const supplier = await call('addSupplier', {}, { name: 'Sahel Auto', phone: '0550 00 00 00' });
    expect(supplier.status).toBe(201);

    const car = await call(
      'addCar',
      {},
      {
        brandId: brand.body.id,
        modelId: model.body.id,
        year: 2023,
        dailyRate: 500_000, // 5,000 DA a day
        salePrice: 250_000_000,
        purchasePrice: 200_000_000,
        supplierId: supplier.body.id,
        plate: '12345-123-16',
        mileageKm: 12_000,
        isPaid: true,
      },
    );
    expect(car.status).toBe(201);
    const carId = car.body.id as string;

    // rent for 3 days, paid in advance: 15,000 DA enters the fund
    const rent = await call(
      'rentCar',
      { id: carId },
      {
        start: '2026-06-15T09:00:00.000Z',
        end: '2026-06-18T09:00:00.000Z',
        customer: {
          name: 'Karim Benali',
          contact: '+213 555 12 34 56',
          email: 'karim@example.dz',
          license: 'DZ-778899',
          paymentType: 'advance',
        },
      },
    );
    expect(rent.status).toBe(201);

    const extend = await call(
      'extendRental',
      { id: carId },
      { newEndDate: '2026-06-19T17:00:00.000Z' },
    );
    expect(extend.status).toBe(200);

    // returned after 4 days and 1 hour = 5 days; a 2,000 DA cleaning charge
    server.clock.set(new Date('2026-06-19T10:00:00.000Z'));
    const returned = await call(
      'returnCar',
      { id: carId },
      {
        newMileage: 12_800,
        charges: [{ type: 'cleaning', description: 'Interior cleaning', amount: 200_000 }],
      },
    );
    expect(returned.status).toBe(200);
    expect(returned.body.rental.totalDays).toBe(5);
    expect(returned.body.rental.totalAmount).toBe(2_500_000);

    const sold = await call(
      'sellCar',
      { id: carId },
      {
        customerName: 'Yacine Haddad',
        customerPhone: '0555 98 76 54',
        customerLicense: 'DZ-112233',
        price: 260_000_000,
      },
    );
    expect(sold.status).toBe(201);

    const fund = await call('getFund');
    expect(fund.status).toBe(200);
    const entries: { type: string; amount: number; description: string }[] = [];
    let cursor: string | null = null;
    do {
      const query = cursor ? `?cursor=${cursor}` : '';
      const page = await fetch(
        `${server.url}${operations.get('listFundTransactions')!.path}${query}`,
        {
          headers: { cookie },
        },
      );
      const body = (await page.json()) as { items: typeof entries; nextCursor: string | null };
      entries.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    const sum = entries.reduce(
      (total, e) => total + (e.type === 'add_money' ? e.amount : -e.amount),
      0,
    );
    expect(fund.body.currentBalance).toBe(sum);
    // purchase -2,000,000 DA; advance +15,000; balance of the rental +12,000; sale +2,600,000
    expect(sum).toBe(-200_000_000 + 1_500_000 + 1_200_000 + 260_000_000);
    expect(entries.map((e) => e.description).sort()).toEqual(
      [
        'Car Purchase - Dacia Logan',
        'Car Sale Revenue - Dacia Logan',
        'Rental Balance - Dacia Logan',
        'Rental Payment (Advance) - Dacia Logan',
      ].sort(),
    );
  });
});

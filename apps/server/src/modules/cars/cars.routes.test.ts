import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars } from '../../db/schema.ts';
import {
  catalogueModel,
  insertCar,
  insertRental,
  insertSale,
  insertSupplier,
} from '../../test/fixtures.ts';
import { type Client, startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let client: Client;
let clio: { brandId: string; modelId: string };
let peugeot208: { brandId: string; modelId: string };
beforeAll(async () => {
  server = await startTestServer();
  client = await server.signedIn();
  clio = await catalogueModel(server.database.db, 'Renault', 'Clio');
  peugeot208 = await catalogueModel(server.database.db, 'Peugeot', '208');
});
afterAll(() => server.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const addCar = (body: Record<string, unknown> = {}) =>
  client.post('/api/cars', { ...clio, ...body });
const carCount = async () => (await server.database.db.select({ n: count() }).from(cars))[0]!.n;

describe('POST /api/cars (addCar)', () => {
  it('needs a session', async () => {
    expect((await server.anonymous().post('/api/cars', clio)).status).toBe(401);
  });

  it('adds a car in the garage, unpaid, not rented, not for sale, not sold, rated 0', async () => {
    const res = await addCar();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...clio,
      brandName: 'Renault',
      modelName: 'Clio',
      year: null,
      dailyRate: null,
      salePrice: null,
      purchasePrice: null,
      supplierId: null,
      supplierName: null,
      rating: 0,
      transmission: null,
      mileageKm: 0,
      images: [],
      inGarage: true,
      isPaid: false,
      isRented: false,
      isForSale: false,
      isSold: false,
      rental: null,
      sale: null,
      createdAt: server.clock.now().toISOString(),
    });
    const read = await client.get(`/api/cars/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it('keeps every field of the form, trimmed, with the supplier name', async () => {
    const supplier = await insertSupplier(server.database.db, { name: 'Sovac' });
    const res = await addCar({
      year: 2021,
      dailyRate: 950_000,
      salePrice: 250_000_000,
      purchasePrice: 180_000_000,
      supplierId: supplier.id,
      rating: 4.5,
      transmission: 'automatic',
      fuel: ' gasoline ',
      plate: '00123-121-16',
      color: 'Grey',
      mileageKm: 42_000,
      images: ['/uploads/cars-1.jpg', 'https://cdn.example.com/a.webp'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      year: 2021,
      dailyRate: 950_000,
      salePrice: 250_000_000,
      purchasePrice: 180_000_000,
      supplierName: 'Sovac',
      rating: 4.5,
      transmission: 'automatic',
      fuel: 'gasoline',
      plate: '00123-121-16',
      color: 'Grey',
      mileageKm: 42_000,
      images: ['/uploads/cars-1.jpg', 'https://cdn.example.com/a.webp'],
      isPaid: false,
    });
  });

  it('treats empty optional text as unset', async () => {
    const res = await addCar({ plate: '', color: '  ', fuel: null });
    expect(res.body).toMatchObject({ plate: null, color: null, fuel: null });
  });

  it.each([
    ['an unknown brand', { brandId: missingId }, 404, 'brand_not_found', 'Brand not found'],
    ['an unknown model', { modelId: missingId }, 404, 'model_not_found', 'Model not found'],
    [
      'an unknown supplier',
      { supplierId: missingId },
      404,
      'supplier_not_found',
      'Supplier not found',
    ],
  ])('refuses %s and writes nothing', async (_, body, status, code, detail) => {
    const before = await carCount();
    const res = await addCar(body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, detail });
    expect(await carCount()).toBe(before);
  });

  it('refuses a model of another brand', async () => {
    const res = await addCar({ modelId: peugeot208.modelId });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Model does not belong to this brand');
    expect(res.body.fields).toMatchObject([
      { path: 'body.modelId', message: 'Model does not belong to this brand' },
    ]);
  });

  it('requires brand and model', async () => {
    const res = await client.post('/api/cars', {});
    expect(res.status).toBe(400);
    const messages = res.body.fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(expect.arrayContaining(['Brand is required', 'Model is required']));
  });

  it.each([
    ['year 1899', { year: 1899 }, 'body.year', 'Year must be between 1900 and 2030'],
    ['year 2031', { year: 2031 }, 'body.year', 'Year must be between 1900 and 2030'],
    ['a negative daily rate', { dailyRate: -1 }, 'body.dailyRate', 'Amount cannot be negative'],
    ['a negative sale price', { salePrice: -100 }, 'body.salePrice', 'Amount cannot be negative'],
    [
      'a negative purchase price',
      { purchasePrice: -5 },
      'body.purchasePrice',
      'Amount cannot be negative',
    ],
    [
      'a non-integer centime amount',
      { dailyRate: 12.5 },
      'body.dailyRate',
      'Amount must be a whole number of centimes',
    ],
    ['mileage -1', { mileageKm: -1 }, 'body.mileageKm', 'Mileage cannot be negative'],
    ['a rating above 5', { rating: 5.5 }, 'body.rating', 'Rating must be between 0 and 5'],
    ['an unknown transmission', { transmission: 'cvt' }, 'body.transmission', undefined],
    [
      'an image that is not a URL',
      { images: ['C:\\car.jpg'] },
      'body.images.0',
      'An image must be an /uploads/... path or an http(s) URL',
    ],
  ])('refuses %s with 400', async (_, body, path, message) => {
    const before = await carCount();
    const res = await addCar(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('validation_failed');
    const field = res.body.fields.find((f: { path: string }) => f.path === path);
    expect(field).toBeDefined();
    if (message) expect(field.message).toBe(message);
    expect(await carCount()).toBe(before);
  });

  it('refuses unknown fields (strict body)', async () => {
    const res = await addCar({ isRented: true });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('isRented');
  });

  it('accepts 5 images and refuses 6 with the spec words', async () => {
    const five = [1, 2, 3, 4, 5].map((n) => `/uploads/cars-${n}.jpg`);
    expect((await addCar({ images: five })).status).toBe(201);
    const res = await addCar({ images: [...five, '/uploads/cars-6.jpg'] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'too_many_images',
      detail: 'A car can have at most 5 images.',
    });
  });

  it('refuses an image URL with a NUL character (kept as JSON), adding nothing', async () => {
    const before = await carCount();
    const res = await addCar({ images: ['/uploads/cars-1.jpg', '/uploads/cars-\u0000.jpg'] });
    expect(res.status).toBe(400);
    expect(res.body.fields[0]).toMatchObject({
      path: 'body.images.1',
      message: 'Text cannot contain a NUL character',
    });
    expect(await carCount()).toBe(before);
  });
});

describe('GET /api/cars/:id (getCar)', () => {
  it('answers 404 car_not_found for an unknown car', async () => {
    const res = await client.get(`/api/cars/${missingId}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'car_not_found', detail: 'Car not found' });
  });

  it('answers 400 for an id that is not a uuid', async () => {
    expect((await client.get('/api/cars/not-an-id')).status).toBe(400);
  });

  it('shows the active rental and the sale', async () => {
    const rented = await insertCar(server.database.db);
    await insertRental(server.database.db, rented.id);
    const sold = await insertCar(server.database.db);
    await insertSale(server.database.db, sold.id);
    const r = await client.get(`/api/cars/${rented.id}`);
    expect(r.body).toMatchObject({ isRented: true, isSold: false });
    expect(r.body.rental.currentCustomerName).toBe('Karim Benali');
    const s = await client.get(`/api/cars/${sold.id}`);
    expect(s.body).toMatchObject({ isRented: false, isSold: true, inGarage: false });
    expect(s.body.sale.finalSalePrice).toBe(210_000_000);
  });
});

describe('PATCH /api/cars/:id (updateCar)', () => {
  it('changes only the given fields and clears the ones sent as null', async () => {
    const { body: car } = await addCar({ year: 2020, plate: 'A-1', color: 'Red', dailyRate: 500 });
    const res = await client.patch(`/api/cars/${car.id}`, {
      color: 'Blue',
      plate: null,
      dailyRate: null,
      transmission: 'manual',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...car,
      color: 'Blue',
      plate: null,
      dailyRate: null,
      transmission: 'manual',
    });
  });

  it('changes brand and model together', async () => {
    const { body: car } = await addCar();
    const res = await client.patch(`/api/cars/${car.id}`, peugeot208);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ brandName: 'Peugeot', modelName: '208' });
  });

  it('refuses a brand without a model of that brand, and an unknown model', async () => {
    const { body: car } = await addCar();
    const res = await client.patch(`/api/cars/${car.id}`, { brandId: peugeot208.brandId });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Model does not belong to this brand');
    const model = await client.patch(`/api/cars/${car.id}`, { modelId: missingId });
    expect(model.status).toBe(404);
    expect(model.body.detail).toBe('Model not found');
    expect((await client.get(`/api/cars/${car.id}`)).body.brandName).toBe('Renault');
  });

  it('refuses isPaid (use setCarPaid) and other unknown fields', async () => {
    const { body: car } = await addCar();
    const res = await client.patch(`/api/cars/${car.id}`, { isPaid: true });
    expect(res.status).toBe(400);
    expect((await client.get(`/api/cars/${car.id}`)).body.isPaid).toBe(false);
  });

  it.each([
    ['year 2031', { year: 2031 }],
    ['mileage -1', { mileageKm: -1 }],
    ['a negative price', { salePrice: -1 }],
    ['a fractional centime', { purchasePrice: 0.5 }],
    ['mileage null', { mileageKm: null }],
  ])('refuses %s with 400', async (_, body) => {
    const { body: car } = await addCar();
    expect((await client.patch(`/api/cars/${car.id}`, body)).status).toBe(400);
  });

  it('refuses to change the mileage of a rented car, and keeps it', async () => {
    const car = await insertCar(server.database.db, { mileageKm: 10_000 });
    await insertRental(server.database.db, car.id);
    const res = await client.patch(`/api/cars/${car.id}`, { mileageKm: 12_000, color: 'Black' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'car_rented',
      detail: 'Cannot change the mileage of a rented car.',
    });
    const read = await client.get(`/api/cars/${car.id}`);
    expect(read.body).toMatchObject({ mileageKm: 10_000, color: 'White' });
    const same = await client.patch(`/api/cars/${car.id}`, { mileageKm: 10_000, color: 'Black' });
    expect(same.status).toBe(200);
    expect(same.body.color).toBe('Black');
  });

  it('refuses a sixth image, an unknown supplier and an unknown car', async () => {
    const { body: car } = await addCar();
    const six = [1, 2, 3, 4, 5, 6].map((n) => `/uploads/cars-${n}.jpg`);
    expect((await client.patch(`/api/cars/${car.id}`, { images: six })).status).toBe(409);
    const supplier = await client.patch(`/api/cars/${car.id}`, { supplierId: missingId });
    expect(supplier.status).toBe(404);
    expect(supplier.body.detail).toBe('Supplier not found');
    const unknown = await client.patch(`/api/cars/${missingId}`, { color: 'Red' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('car_not_found');
  });

  it('takes a listed car off sale when its sale price is cleared', async () => {
    const { body: car } = await addCar({ salePrice: 100_000 });
    await client.post(`/api/cars/${car.id}/for-sale`);
    const res = await client.patch(`/api/cars/${car.id}`, { salePrice: null });
    expect(res.body.isForSale).toBe(false);
  });
});

describe('DELETE /api/cars/:id (deleteCar)', () => {
  it("refuses a rented car: Can't Remove", async () => {
    const car = await insertCar(server.database.db);
    await insertRental(server.database.db, car.id);
    const res = await client.delete(`/api/cars/${car.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'car_rented',
      detail: "Can't Remove: the car is rented.",
    });
    expect((await client.get(`/api/cars/${car.id}`)).status).toBe(200);
  });

  it('soft-deletes: the car is gone from reads, its row and history stay', async () => {
    const car = await insertCar(server.database.db);
    await insertRental(server.database.db, car.id, {
      returnedAt: new Date('2026-06-12T00:00:00Z'),
    });
    const res = await client.delete(`/api/cars/${car.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await client.get(`/api/cars/${car.id}`)).status).toBe(404);
    const [row] = await server.database.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row!.deletedAt).toEqual(server.clock.now());
    expect((await client.delete(`/api/cars/${car.id}`)).status).toBe(404);
    expect((await client.post(`/api/cars/${car.id}/paid`, { isPaid: false })).status).toBe(404);
  });
});

describe('sale listing (markForSale, removeFromSale)', () => {
  it('lists and unlists a car with the spec alerts', async () => {
    const { body: car } = await addCar({ salePrice: 300_000_000 });
    const on = await client.post(`/api/cars/${car.id}/for-sale`);
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('Car marked for sale!');
    expect(on.body.car.isForSale).toBe(true);
    const off = await client.delete(`/api/cars/${car.id}/for-sale`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: 'Car removed from sale listings!',
      car: { isForSale: false },
    });
  });

  it('refuses a car without a sale price, a rented car and a sold car', async () => {
    const noPrice = (await addCar()).body;
    const rented = await insertCar(server.database.db);
    await insertRental(server.database.db, rented.id);
    const sold = await insertCar(server.database.db);
    await insertSale(server.database.db, sold.id);
    for (const id of [noPrice.id, rented.id, sold.id]) {
      const res = await client.post(`/api/cars/${id}/for-sale`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'car_not_listable',
        detail:
          'Only cars in the garage, not rented, not sold and with a sale price can be listed for sale.',
      });
    }
  });

  it('refuses to unlist a car that is not listed, and unknown cars', async () => {
    const { body: car } = await addCar({ salePrice: 1 });
    const res = await client.delete(`/api/cars/${car.id}/for-sale`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'car_not_for_sale',
      detail: 'This car is not listed for sale.',
    });
    expect((await client.post(`/api/cars/${missingId}/for-sale`)).status).toBe(404);
    expect((await client.delete(`/api/cars/${missingId}/for-sale`)).status).toBe(404);
  });
});

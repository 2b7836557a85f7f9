import { desc, sql } from 'drizzle-orm';
import { bookingRequests, carBlocks, fundTransactions } from '../db/schema.ts';
import {
  catalogueModel,
  insertCar,
  insertRental,
  insertSale,
  insertSupplier,
} from '../test/fixtures.ts';
import { imageForm, png } from '../test/png.ts';
import { type Client, TEST_PIN, type TestServer } from '../test/test-server.ts';

/** a JSON body, or a multipart form built afresh for each send */
export type Body = unknown | (() => FormData);

/** a valid request of one mutation, on entities made for it, and a different one */
export interface MutationRequest {
  path: string;
  body?: Body;
  /** another request (another body, or another entity) to send with the same key */
  other: { path: string; body?: Body };
}

export interface CaseContext {
  server: TestServer;
  client: Client;
}

type Case = (ctx: CaseContext) => Promise<MutationRequest>;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;
const day = 86_400_000;

const customer = {
  name: 'Karim Benali',
  contact: '+213 555 12 34 56',
  email: 'karim@example.dz',
  license: 'DZ-123456',
  paymentType: 'advance',
};

/** a reservation (paid in advance) of a fresh car, its pickup `pickupIn` ms from now */
async function reservation(ctx: CaseContext, pickupIn: number) {
  const car = await insertCar(ctx.server.database.db, { mileageKm: 10_000 });
  const start = new Date(ctx.server.clock.now().getTime() + pickupIn);
  return insertRental(ctx.server.database.db, car.id, {
    startAt: start,
    endAt: new Date(start.getTime() + 3 * day),
    paymentType: 'advance',
    advancePaid: 1_500_000,
    state: 'reserved',
  });
}

async function staff({ client }: CaseContext, disabled = false): Promise<string> {
  const res = await client.post('/api/auth/users', {
    email: `${unique('staff')}@example.test`,
    password: 'staff-password',
    displayName: 'Staff',
  });
  if (res.status !== 201) throw new Error(`staff: ${res.status} ${JSON.stringify(res.body)}`);
  if (disabled) await client.post(`/api/users/${res.body.user.id}/disable`);
  return res.body.user.id;
}

/** in a case's path: the id of the account that sends it (send() asks the server) */
const SELF = '{self}';
let daysBack = 0;

/** a business day in the past that no case has closed yet (a drawer closes once) */
function pastDay({ server }: CaseContext): string {
  daysBack += 1;
  return new Date(server.clock.now().getTime() - daysBack * day).toISOString().slice(0, 10);
}

/** `<ownerId>/<day>` of a drawer the case's client (the owner) has just closed */
async function closedDrawer(ctx: CaseContext): Promise<string> {
  const at = `${ctx.server.ownerId}/${pastDay(ctx)}`;
  const res = await ctx.client.post(`/api/drawers/${at}/close`, { countedCash: 0 });
  if (res.status !== 200) throw new Error(`closing ${at}: ${res.status}`);
  return at;
}

async function manualEntry({ server }: CaseContext): Promise<string> {
  const [row] = await server.database.db
    .insert(fundTransactions)
    .values({
      createdAt: server.clock.now(),
      type: 'add_money',
      amount: 100_000,
      description: 'Deposit',
      category: 'deposit',
      source: 'manual',
    })
    .returning({ id: fundTransactions.id });
  return row!.id;
}

const db = (ctx: CaseContext) => ctx.server.database.db;
async function newCustomer({ client }: CaseContext): Promise<string> {
  const res = await client.post('/api/customers', { fullName: unique('Customer') });
  if (res.status !== 201) throw new Error(`customer: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
const rented = async (ctx: CaseContext) => {
  const car = await insertCar(db(ctx), { mileageKm: 10_000 });
  const start = new Date(ctx.server.clock.now().getTime() - day);
  const rental = await insertRental(db(ctx), car.id, { startAt: start });
  return { car, rental };
};
const finished = async (ctx: CaseContext) => {
  const car = await insertCar(db(ctx));
  const now = ctx.server.clock.now();
  return insertRental(db(ctx), car.id, {
    startAt: new Date(now.getTime() - 3 * day),
    returnedAt: now,
    endAt: now,
    totalDays: 3,
    totalAmount: 3_000_000,
    endMileage: 10_300,
  });
};
const sold = async (ctx: CaseContext) => {
  const car = await insertCar(db(ctx));
  return { car, sale: await insertSale(db(ctx), car.id) };
};

/**
 * One case per mutation of the API, by operationId: what a valid request looks like and
 * the entities it needs. The exactly-once and audit tests walk the OpenAPI document and
 * refuse a mutation that has no case here, so a new route cannot go untested.
 */
export const mutationCases: Record<string, Case> = {
  register: async () => {
    const body = (email: string) => ({ email, password: 'staff-pass', displayName: 'New' });
    return {
      path: '/api/auth/users',
      body: body(`${unique('new')}@example.test`),
      other: { path: '/api/auth/users', body: body(`${unique('other')}@example.test`) },
    };
  },
  addBrand: async () => ({
    path: '/api/brands',
    body: { name: unique('Brand') },
    other: { path: '/api/brands', body: { name: unique('Brand') } },
  }),
  addModel: async (ctx) => {
    const { brandId } = await catalogueModel(db(ctx));
    const path = `/api/brands/${brandId}/models`;
    return { path, body: { name: unique('Model') }, other: { path, body: { name: unique('M') } } };
  },
  addSupplier: async () => ({
    path: '/api/suppliers',
    body: { name: 'Auto Import', balance: -5_000_000 },
    other: { path: '/api/suppliers', body: { name: 'Auto Import', balance: -6_000_000 } },
  }),
  updateSupplier: async (ctx) => {
    const supplier = await insertSupplier(db(ctx));
    const path = `/api/suppliers/${supplier.id}`;
    return { path, body: { phone: '0555 11 22 33' }, other: { path, body: { phone: '0666' } } };
  },
  addCustomer: async () => ({
    path: '/api/customers',
    body: { fullName: unique('Customer'), phone: '0555 01 02 03' },
    other: { path: '/api/customers', body: { fullName: unique('Customer') } },
  }),
  updateCustomer: async (ctx) => {
    const path = `/api/customers/${await newCustomer(ctx)}`;
    return { path, body: { notes: 'Pays cash' }, other: { path, body: { notes: 'Pays by card' } } };
  },
  setCustomerDoNotRent: async (ctx) => {
    const path = `/api/customers/${await newCustomer(ctx)}/do-not-rent`;
    return {
      path,
      body: { doNotRent: true, reason: 'Unpaid damage' },
      other: { path, body: { doNotRent: true, reason: 'Fake licence' } },
    };
  },
  deleteSupplier: async (ctx) => ({
    path: `/api/suppliers/${(await insertSupplier(db(ctx))).id}`,
    other: { path: `/api/suppliers/${(await insertSupplier(db(ctx))).id}` },
  }),
  archiveSupplier: async (ctx) => ({
    path: `/api/suppliers/${(await insertSupplier(db(ctx))).id}/archive`,
    other: { path: `/api/suppliers/${(await insertSupplier(db(ctx))).id}/archive` },
  }),
  unarchiveSupplier: async (ctx) => {
    const archived = async () =>
      (await insertSupplier(db(ctx), { archivedAt: ctx.server.clock.now() })).id;
    return {
      path: `/api/suppliers/${await archived()}/unarchive`,
      other: { path: `/api/suppliers/${await archived()}/unarchive` },
    };
  },
  addCar: async (ctx) => {
    const { brandId, modelId } = await catalogueModel(db(ctx));
    const supplier = await insertSupplier(db(ctx));
    const body = (purchasePrice: number) => ({
      brandId,
      modelId,
      supplierId: supplier.id,
      purchasePrice,
      dailyRate: 1_000_000,
      isPaid: true,
    });
    return {
      path: '/api/cars',
      body: body(150_000_000),
      other: { path: '/api/cars', body: body(160_000_000) },
    };
  },
  updateCar: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}`;
    return { path, body: { color: 'Red' }, other: { path, body: { color: 'Blue' } } };
  },
  deleteCar: async (ctx) => ({
    path: `/api/cars/${(await insertCar(db(ctx))).id}`,
    other: { path: `/api/cars/${(await insertCar(db(ctx))).id}` },
  }),
  setCarPaid: async (ctx) => {
    const supplier = await insertSupplier(db(ctx));
    const car = await insertCar(db(ctx), { isPaid: false, supplierId: supplier.id });
    const path = `/api/cars/${car.id}/paid`;
    return { path, body: { isPaid: true }, other: { path, body: { isPaid: false } } };
  },
  markForSale: async (ctx) => ({
    path: `/api/cars/${(await insertCar(db(ctx))).id}/for-sale`,
    other: { path: `/api/cars/${(await insertCar(db(ctx))).id}/for-sale` },
  }),
  removeFromSale: async (ctx) => ({
    path: `/api/cars/${(await insertCar(db(ctx), { isForSale: true })).id}/for-sale`,
    other: { path: `/api/cars/${(await insertCar(db(ctx), { isForSale: true })).id}/for-sale` },
  }),
  rentCar: async (ctx) => {
    const car = await insertCar(db(ctx));
    const now = ctx.server.clock.now().getTime();
    const body = (days: number) => ({
      start: new Date(now).toISOString(),
      end: new Date(now + days * day).toISOString(),
      customer,
    });
    const path = `/api/cars/${car.id}/rent`;
    return { path, body: body(2), other: { path, body: body(3) } };
  },
  returnCar: async (ctx) => {
    const { car } = await rented(ctx);
    const path = `/api/cars/${car.id}/return`;
    const body = (km: number) => ({
      newMileage: km,
      charges: [{ type: 'cleaning', description: 'Cleaning', amount: 150_000 }],
    });
    return { path, body: body(10_400), other: { path, body: body(10_500) } };
  },
  cancelRental: async (ctx) => {
    // a booking whose pickup is tomorrow, paid in advance
    const booked = async () => {
      const car = await insertCar(db(ctx), { mileageKm: 10_000 });
      const start = new Date(ctx.server.clock.now().getTime() + day);
      await insertRental(db(ctx), car.id, {
        startAt: start,
        paymentType: 'advance',
        advancePaid: 3_000_000,
      });
      return `/api/cars/${car.id}/cancel-rental`;
    };
    return { path: await booked(), other: { path: await booked() } };
  },
  pickUpBooking: async (ctx) => {
    const path = async () => `/api/rentals/${(await reservation(ctx, 2 * 3_600_000)).id}/pick-up`;
    return { path: await path(), body: {}, other: { path: await path(), body: {} } };
  },
  cancelBooking: async (ctx) => {
    const path = async () => `/api/rentals/${(await reservation(ctx, 3 * day)).id}/cancel`;
    return {
      path: await path(),
      body: { reason: 'Plans changed' },
      other: { path: await path(), body: { reason: 'Flight moved' } },
    };
  },
  markNoShow: async (ctx) => {
    // a reservation whose pickup was a day ago and never came
    const path = async () => `/api/rentals/${(await reservation(ctx, -day)).id}/no-show`;
    return {
      path: await path(),
      body: { refund: true },
      other: { path: await path(), body: { refund: false } },
    };
  },
  checkOutRental: async (ctx) => {
    const path = async () => `/api/rentals/${(await reservation(ctx, 2 * 3_600_000)).id}/check-out`;
    const body = (amount: number) => ({
      odometerKm: 10_000,
      inspection: {
        fuelEighths: 8,
        marks: [],
        accessories: [],
        photos: [],
        signature: `data:image/png;base64,${png().toString('base64')}`,
      },
      deposit: { amount, method: 'cash' },
    });
    return {
      path: await path(),
      body: body(2_000_000),
      other: { path: await path(), body: body(3_000_000) },
    };
  },
  updateContractSettings: async () => {
    const body = (fuel: number) => ({
      fuelPricePerEighth: fuel,
      kmAllowancePerDay: 200,
      pricePerKm: 1_000,
      lateGraceMinutes: 60,
      latePricePerHour: 50_000,
      accessories: ['Phone charger'],
      terms: 'Returned clean.',
    });
    return {
      path: '/api/settings/contract',
      body: body(20_000),
      other: { path: '/api/settings/contract', body: body(30_000) },
    };
  },
  updateDocumentSettings: async () => ({
    path: '/api/settings/documents',
    body: { bilingual: true },
    other: { path: '/api/settings/documents', body: { bilingual: false } },
  }),
  setCarContractTerms: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/contract-terms`;
    return { path, body: { pricePerKm: 2_000 }, other: { path, body: { pricePerKm: 3_000 } } };
  },
  addCarBlock: async (ctx) => {
    const now = ctx.server.clock.now().getTime();
    const body = (fromDays: number) => ({
      start: new Date(now + fromDays * day).toISOString(),
      end: new Date(now + (fromDays + 1) * day).toISOString(),
      kind: 'maintenance',
      note: 'Brakes',
    });
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/blocks`;
    return { path, body: body(1), other: { path, body: body(5) } };
  },
  removeCarBlock: async (ctx) => {
    const blocked = async () => {
      const car = await insertCar(db(ctx));
      const now = ctx.server.clock.now().getTime();
      const [row] = await db(ctx)
        .insert(carBlocks)
        .values({
          carId: car.id,
          startAt: new Date(now + day),
          endAt: new Date(now + 2 * day),
          kind: 'repair',
        })
        .returning();
      return `/api/cars/${car.id}/blocks/${row!.id}`;
    };
    return { path: await blocked(), other: { path: await blocked() } };
  },
  extendRental: async (ctx) => {
    const { car } = await rented(ctx);
    const now = ctx.server.clock.now().getTime();
    const path = `/api/cars/${car.id}/extend`;
    const body = (days: number) => ({ newEndDate: new Date(now + days * day).toISOString() });
    return { path, body: body(4), other: { path, body: body(5) } };
  },
  deleteRentalHistory: async (ctx) => {
    const one = await finished(ctx);
    const two = await finished(ctx);
    return {
      path: `/api/cars/${one.carId}/rentals/${one.id}`,
      other: { path: `/api/cars/${two.carId}/rentals/${two.id}` },
    };
  },
  sellCar: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/sell`;
    const body = (price: number) => ({
      customerName: 'Yacine Haddad',
      customerPhone: '0555 98 76 54',
      customerLicense: 'DZ-654321',
      price,
    });
    return { path, body: body(210_000_000), other: { path, body: body(220_000_000) } };
  },
  deleteSaleHistory: async (ctx) => ({
    path: `/api/cars/${(await sold(ctx)).car.id}/sale`,
    other: { path: `/api/cars/${(await sold(ctx)).car.id}/sale` },
  }),
  markCarAsAvailable: async (ctx) => ({
    path: `/api/cars/${(await sold(ctx)).car.id}/available`,
    other: { path: `/api/cars/${(await sold(ctx)).car.id}/available` },
  }),
  addFundTransaction: async () => {
    const body = (amount: number) => ({
      type: 'add_charge',
      category: 'fuel',
      amount,
      description: 'Fuel',
    });
    return {
      path: '/api/fund/transactions',
      body: body(500_000),
      other: { path: '/api/fund/transactions', body: body(600_000) },
    };
  },
  closeDrawer: async (ctx) => ({
    // the sender's own drawer (every role closes its own) of a past day no case used yet
    path: `/api/drawers/${SELF}/${pastDay(ctx)}/close`,
    body: { countedCash: 0 },
    other: { path: `/api/drawers/${SELF}/${pastDay(ctx)}/close`, body: { countedCash: 0 } },
  }),
  reopenDrawer: async (ctx) => ({
    path: `/api/drawers/${await closedDrawer(ctx)}/reopen`,
    body: { reason: 'Recount' },
    other: { path: `/api/drawers/${await closedDrawer(ctx)}/reopen`, body: { reason: 'Again' } },
  }),
  deleteFundTransaction: async (ctx) => ({
    path: `/api/fund/transactions/${await manualEntry(ctx)}`,
    other: { path: `/api/fund/transactions/${await manualEntry(ctx)}` },
  }),
  unlockBenefit: async () => ({
    path: '/api/fund/benefit/unlock',
    body: { pin: TEST_PIN },
    other: { path: '/api/fund/benefit/unlock', body: { pin: '0000' } },
  }),
  lockBenefit: async () => ({
    path: '/api/fund/benefit/lock',
    other: { path: '/api/fund/benefit/lock', body: {} },
  }),
  uploadImage: async () => ({
    path: '/api/uploads',
    body: () => imageForm(png(2, 2), 'car.png'),
    other: { path: '/api/uploads', body: () => imageForm(png(3, 3), 'car.png') },
  }),
  updateSettings: async () => ({
    path: '/api/settings',
    body: { businessName: 'Auto Location Alger' },
    other: { path: '/api/settings', body: { businessName: 'Auto Location Oran' } },
  }),
  changePin: async () => ({
    path: '/api/settings/pin',
    body: { currentPin: TEST_PIN, newPin: TEST_PIN },
    other: { path: '/api/settings/pin', body: { currentPin: TEST_PIN, newPin: '1111' } },
  }),
  disableStaff: async (ctx) => ({
    path: `/api/users/${await staff(ctx)}/disable`,
    other: { path: `/api/users/${await staff(ctx)}/disable` },
  }),
  enableStaff: async (ctx) => ({
    path: `/api/users/${await staff(ctx, true)}/enable`,
    other: { path: `/api/users/${await staff(ctx, true)}/enable` },
  }),
  resetStaffPassword: async (ctx) => ({
    path: `/api/users/${await staff(ctx)}/reset-password`,
    other: { path: `/api/users/${await staff(ctx)}/reset-password` },
  }),
  changeStaffRole: async (ctx) => ({
    path: `/api/users/${await staff(ctx)}/role`,
    body: { role: 'manager' },
    other: { path: `/api/users/${await staff(ctx)}/role`, body: { role: 'owner' } },
  }),
  setMyLanguage: async () => ({
    path: '/api/auth/me/language',
    body: { language: 'fr' },
    other: { path: '/api/auth/me/language', body: { language: 'ar' } },
  }),
  printInvoice: async (ctx) => ({
    path: '/api/invoices',
    body: { kind: 'sale', saleId: (await sold(ctx)).sale.id },
    other: { path: '/api/invoices', body: { kind: 'sale', saleId: (await sold(ctx)).sale.id } },
  }),
  // issue 32: a car's care and papers (the deletions on records the owner has just made)
  addCarService: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/services`;
    const body = (cost: number) => ({ type: 'oil_filters', date: today(ctx), cost });
    return { path, body: body(450_000), other: { path, body: body(500_000) } };
  },
  deleteCarService: async (ctx) => ({
    path: await careRecord(ctx, 'services'),
    other: { path: await careRecord(ctx, 'services') },
  }),
  addCarPaper: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/papers`;
    const body = (cost: number) => ({ kind: 'vignette', from: today(ctx), cost });
    return { path, body: body(300_000), other: { path, body: body(350_000) } };
  },
  deleteCarPaper: async (ctx) => ({
    path: await careRecord(ctx, 'papers'),
    other: { path: await careRecord(ctx, 'papers') },
  }),
  // issue 32 §3: the schedules (the agency's in Settings, a car's own)
  updateServiceSchedules: async () => {
    const body = (everyKm: number) => ({
      schedules: { oil_filters: { everyKm, everyMonths: 12 } },
    });
    const path = '/api/settings/service-schedules';
    return { path, body: body(8_000), other: { path, body: body(12_000) } };
  },
  setCarServiceSchedules: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/service-schedules`;
    const body = (everyMonths: number) => ({
      schedules: { battery: { everyKm: null, everyMonths } },
    });
    return { path, body: body(24), other: { path, body: body(48) } };
  },
  // issue 32 §4: traffic fines, charged to the customer of a rental already returned (owed)
  addCarFine: async (ctx) => {
    const { path, rentalId } = await returnedRental(ctx);
    return {
      path,
      body: fineBody(ctx, 'AV-1', rentalId),
      other: { path, body: fineBody(ctx, 'AV-2', rentalId) },
    };
  },
  recoverCarFine: async (ctx) => ({
    path: `${await owedFine(ctx)}/recovery`,
    body: {},
    other: { path: `${await owedFine(ctx)}/recovery`, body: {} },
  }),
  deleteCarFine: async (ctx) => ({
    path: await owedFine(ctx),
    other: { path: await owedFine(ctx) },
  }),
  // issue 33: the price list (the owner's), and the quote (it changes nothing)
  setCategoryRatePlan: async () => {
    const path = '/api/price-list/categories/economy';
    return { path, body: summerPlan(20), other: { path, body: summerPlan(25) } };
  },
  setCarRatePlan: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/rate-plan`;
    return { path, body: summerPlan(10), other: { path, body: summerPlan(15) } };
  },
  setModelCategory: async (ctx) => {
    const { modelId } = await catalogueModel(db(ctx));
    const path = `/api/price-list/models/${modelId}`;
    return { path, body: { category: 'suv' }, other: { path, body: { category: 'van' } } };
  },
  deleteRatePlan: async (ctx) => ({
    path: await carPlan(ctx),
    other: { path: await carPlan(ctx) },
  }),
  setExtras: async () => {
    const path = '/api/price-list/extras';
    return { path, body: extrasAt(50_000), other: { path, body: extrasAt(60_000) } };
  },
  setBookingPageSettings: async () => {
    const path = '/api/booking-page/settings';
    const page = (holdHours: number) => ({
      enabled: true,
      categories: ['economy'],
      minNoticeHours: 2,
      maxDays: 30,
      holdHours,
      address: '12 rue Didouche Mourad, Alger',
      hours: 'Samedi–jeudi 8 h – 19 h',
      terms: 'Permis de plus de 2 ans.',
    });
    return { path, body: page(2), other: { path, body: page(3) } };
  },
  // issue 34: a customer's request of the booking page (public), and the desk's answers
  createBookingRequest: async (ctx) => {
    const modelId = await offeredModel(ctx);
    const path = '/api/public/booking-requests';
    return {
      path,
      body: bookingRequest(ctx, modelId),
      other: { path, body: bookingRequest(ctx, modelId) },
    };
  },
  cancelPublicBookingRequest: async (ctx) => {
    const path = async () =>
      `/api/public/booking-requests/${(await madeRequest(ctx)).token}/cancel`;
    return { path: await path(), other: { path: await path() } };
  },
  attachLicencePhoto: async (ctx) => {
    const path = `/api/public/booking-requests/${(await madeRequest(ctx)).token}/licence-photo`;
    return {
      path,
      body: () => imageForm(png(2, 2), 'permis.png'),
      other: { path, body: () => imageForm(png(3, 3), 'permis.png') },
    };
  },
  confirmBookingRequest: async (ctx) => {
    const path = async () => `/api/booking-requests/${(await madeRequest(ctx)).id}/confirm`;
    return { path: await path(), body: {}, other: { path: await path(), body: {} } };
  },
  declineBookingRequest: async (ctx) => {
    const path = `/api/booking-requests/${(await madeRequest(ctx)).id}/decline`;
    return {
      path,
      body: { reason: 'La voiture est en révision' },
      other: { path, body: { reason: 'Plus de voiture libre' } },
    };
  },
  setMailSettings: async () => {
    const path = '/api/settings/mail';
    const mail = (port: number) => ({
      enabled: true,
      host: 'smtp.agence.dz',
      port,
      secure: false,
      user: 'agence',
      from: 'Agence <reservations@agence.dz>',
    });
    return { path, body: mail(587), other: { path, body: mail(465) } };
  },
  quoteBooking: async (ctx) => {
    const path = `/api/cars/${(await insertCar(db(ctx))).id}/quote`;
    const body = (days: number) => {
      const start = ctx.server.clock.now().getTime() + day;
      return {
        start: new Date(start).toISOString(),
        end: new Date(start + days * day).toISOString(),
      };
    };
    return { path, body: body(3), other: { path, body: body(4) } };
  },
};

/** a rate plan with a summer season `percent` above the base */
const summerPlan = (percent: number) => ({
  seasons: [
    { name: 'Été', from: '07-01', until: '08-31', price: { kind: 'percent', percent }, minDays: 3 },
  ],
  tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
  weekend: { kind: 'rate', rate: 550_000 },
});

/** the extras, a child seat at `price` a day */
export const extrasAt = (price: number) => {
  const extra = { enabled: true, pricing: 'per_day', price, max: null };
  return {
    standardDeposit: 3_000_000,
    additional_driver: extra,
    child_seat: extra,
    gps: extra,
    unlimited_km: extra,
    full_insurance: { ...extra, deposit: 1_000_000 },
    delivery: { enabled: true, places: [{ name: 'Aéroport', price: 150_000 }] },
  };
};

/** the path of a car's own rate plan the case's client (the owner) has just set */
async function carPlan(ctx: CaseContext): Promise<string> {
  const car = await insertCar(db(ctx));
  const res = await ctx.client.put(`/api/cars/${car.id}/rate-plan`, summerPlan(10));
  if (res.status !== 200) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return `/api/price-list/plans/${res.body.id}`;
}

const today = (ctx: CaseContext) => ctx.server.clock.now().toISOString().slice(0, 10);

/** a car's fines path and a rental of it returned yesterday, picked up three days ago */
async function returnedRental(ctx: CaseContext) {
  const car = await insertCar(db(ctx));
  const now = ctx.server.clock.now().getTime();
  const rental = await insertRental(db(ctx), car.id, {
    startAt: new Date(now - 3 * day),
    returnedAt: new Date(now - day),
    endAt: new Date(now - day),
  });
  return { path: `/api/cars/${car.id}/fines`, rentalId: rental.id };
}

/** a fine two days ago, during that rental, charged to its customer */
const fineBody = (ctx: CaseContext, reference: string, rentalId: string) => ({
  issuedAt: new Date(ctx.server.clock.now().getTime() - 2 * day).toISOString(),
  place: 'Alger, RN5 Bab Ezzouar',
  amount: 400_000,
  reference,
  chargeTo: 'customer',
  rentalId,
});

/** the path of a fine the case's client (the owner) has just charged to a customer, owed */
async function owedFine(ctx: CaseContext): Promise<string> {
  const { path, rentalId } = await returnedRental(ctx);
  const res = await ctx.client.post(path, fineBody(ctx, unique('AV'), rentalId));
  if (res.status !== 201) throw new Error(`fine: ${res.status} ${JSON.stringify(res.body)}`);
  return `${path}/${res.body.id}`;
}

/** the path of a service record or paper the case's client (the owner) has just added */
async function careRecord(ctx: CaseContext, kind: 'services' | 'papers'): Promise<string> {
  const path = `/api/cars/${(await insertCar(db(ctx))).id}/${kind}`;
  const body =
    kind === 'services'
      ? { type: 'tyres', date: today(ctx), cost: 2_000_000 }
      : { kind: 'insurance', from: today(ctx), cost: 4_500_000 };
  const res = await ctx.client.post(path, body);
  if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${JSON.stringify(res.body)}`);
  return `${path}/${res.body.id}`;
}

/** issue 34: the booking page open on the economy category */
const BOOKING_PAGE = {
  enabled: true,
  categories: ['economy'],
  minNoticeHours: 2,
  maxDays: 30,
  holdHours: 2,
  address: '12 rue Didouche Mourad, Alger',
  hours: 'Samedi–jeudi 8 h – 19 h',
  terms: 'Permis de plus de 2 ans.',
};

/** the booking page opened, and a fresh model of the economy category with a car at 5,000 DA */
async function offeredModel(ctx: CaseContext): Promise<string> {
  const page = await ctx.client.put('/api/booking-page/settings', BOOKING_PAGE);
  if (page.status !== 200) throw new Error(`booking page: ${page.status}`);
  const brand = await ctx.client.post('/api/brands', { name: unique('Marque') });
  const model = await ctx.client.post(`/api/brands/${brand.body.id}/models`, { name: 'Clio' });
  if (model.status !== 201) throw new Error(`model: ${model.status}`);
  const [brandId, modelId] = [brand.body.id as string, model.body.id as string];
  const category = await ctx.client.put(`/api/price-list/models/${modelId}`, {
    category: 'economy',
  });
  if (category.status !== 200) throw new Error(`category: ${category.status}`);
  await insertCar(db(ctx), { brandId, modelId, dailyRate: 500_000 });
  return modelId;
}

/** a request of the booking page for `modelId`, from a phone and a licence of its own */
function bookingRequest(ctx: CaseContext, modelId: string) {
  const start = ctx.server.clock.now().getTime() + 3 * day;
  return {
    start: new Date(start).toISOString(),
    end: new Date(start + 2 * day).toISOString(),
    modelId,
    dailyRate: 500_000,
    extras: [],
    name: 'Yasmine Haddad',
    phone: `+213 661 ${String(++counter).padStart(6, '0')}`,
    email: `${unique('client')}@example.dz`,
    licenceNumber: unique('LIC'),
    licenceIssuedOn: '2015-04-02',
    language: 'fr',
    acceptTerms: true,
  };
}

/**
 * a live request of the booking page, made over HTTP; the walks' requests all come from one
 * address, so the ones made before are aged past the hour the limits count
 */
async function madeRequest(ctx: CaseContext): Promise<{ id: string; token: string }> {
  await db(ctx).execute(
    sql`update booking_requests set created_at = created_at - interval '2 hours'`,
  );
  const modelId = await offeredModel(ctx);
  const res = await ctx.client.post('/api/public/booking-requests', bookingRequest(ctx, modelId));
  if (res.status !== 201) throw new Error(`request: ${res.status} ${JSON.stringify(res.body)}`);
  const [row] = await db(ctx)
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .orderBy(desc(bookingRequests.createdAt))
    .limit(1);
  return { id: row!.id, token: res.body.token };
}

/** public routes act without a signed-in user: there is nobody to scope a key to */
export const publicMutations = new Set([
  'createOwner',
  'signIn',
  'signOut',
  'sendPasswordResetEmail',
  'resetPassword',
  'createBookingRequest',
  'cancelPublicBookingRequest',
  'attachLicencePhoto',
]);

export interface Operation {
  operationId: string;
  method: string;
  path: string;
}

/** every operation of the OpenAPI document */
export async function operationsOf(url: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.operationId) {
        operations.push({ operationId: operation.operationId, method: method.toUpperCase(), path });
      }
    }
  }
  return operations;
}

export const isMutation = (op: Operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);

/**
 * The POSTs that change nothing: a quote works a price out from a body too rich for a query
 * string (issue 33). The walks send them as mutations (permissions, replays, hostile fields)
 * but expect no change and no audit entry.
 */
export const readsByPost = new Set(['quoteBooking']);

/** sends a case's request (a JSON body or a fresh multipart form) */
export async function send(
  client: Client,
  method: string,
  request: { path: string; body?: Body },
  headers: Record<string, string> = {},
) {
  const body =
    typeof request.body === 'function' ? (request.body as () => FormData)() : request.body;
  return client.request(method, await pathFor(client, request.path), body, headers);
}

/** a case's path as `client` sends it: SELF is the id of its account */
export async function pathFor(client: Client, path: string): Promise<string> {
  if (!path.includes(SELF)) return path;
  const me = await client.get<{ user: { id: string } }>('/api/auth/me');
  return path.replace(SELF, me.body.user.id);
}

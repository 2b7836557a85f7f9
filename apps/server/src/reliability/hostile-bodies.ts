import { insertCar, insertRental, insertSupplier } from '../test/fixtures.ts';
import { png } from '../test/png.ts';
import { TEST_EMAIL, TEST_PASSWORD } from '../test/test-server.ts';
import { type CaseContext, extrasAt, mutationCases, pathFor } from './mutation-cases.ts';

/** an additional driver (decision 0049) */
const DRIVER = { name: 'Karim Benali', licenceNumber: 'DZ-778812', licenceIssuedOn: '2016-03-14' };

/**
 * Issue 28, for the hostile-input suite's walks over every field: one request per operation
 * with a JSON body whose every optional field is filled with a valid value (mutationCases
 * leave most of them out), so that a NUL, an amount past the maximum or an oversized
 * signature can be put in each field in turn while the rest stays valid. `accepted` says
 * whether the body as built is taken (checked by the suite, so a refusal of a variant is the
 * variant's own); the public operations that cannot succeed here say false.
 */
export interface FullRequest {
  path: string;
  body: Record<string, unknown>;
  accepted: boolean;
}

type Builder = (ctx: CaseContext) => Promise<FullRequest>;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;
const DAY = 86_400_000;
/** issue 32 §3: ignored where no paper lapsed (the walks' cars have none) */
const OVERRIDE = { reason: 'Insurance renewed this morning' };

export const signatureOf = (width: number, height: number) =>
  `data:image/png;base64,${png(width, height).toString('base64')}`;
const signature = signatureOf(300, 100);
const mark = { id: 'm1', view: 'left', x: 0.4, y: 0.5, type: 'scratch', note: 'rear door' };
const accessory = { key: 'custom:Phone charger', label: 'Phone charger', present: true };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `extra` over `base`, objects merged key by key, anything else replaced */
function merged(base: unknown, extra: Json): Json {
  const out: Json = isObject(base) ? { ...base } : {};
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isObject(value) && isObject(out[key]) ? merged(out[key], value) : value;
  }
  return out;
}

/** a mutation case's request with more fields filled */
const fromCase =
  (operationId: string, extra: (ctx: CaseContext) => Json | Promise<Json> = () => ({})): Builder =>
  async (ctx) => {
    const request = await mutationCases[operationId]!(ctx);
    return {
      path: await pathFor(ctx.client, request.path),
      body: merged(request.body, await extra(ctx)),
      accepted: true,
    };
  };

/** issue 33: a rate plan whose season, tier and weekend prices are each a daily rate */
const RATES_PLAN = {
  seasons: [
    {
      name: 'Aïd',
      from: '2027-03-20',
      until: '2027-03-22',
      price: { kind: 'rate', rate: 800_000 },
      minDays: 2,
    },
  ],
  tiers: [{ fromDays: 30, price: { kind: 'rate', rate: 350_000 } }],
  weekend: { kind: 'rate', rate: 550_000 },
};

/** a cheque payment, every field of a payment filled */
const CHEQUE = { method: 'cheque', chequeNumber: '0012345', chequeBank: 'BNA' };

/** an entry for a correction to name */
async function correctedEntry(ctx: CaseContext): Promise<string> {
  const res = await ctx.client.post('/api/fund/transactions', {
    type: 'add_money',
    amount: 10_000,
    description: 'To be corrected',
  });
  if (res.status !== 201) throw new Error(`entry: ${res.status}`);
  return res.body.id as string;
}

async function upload(ctx: CaseContext, folder: 'inspections' | 'customers') {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([png(8, 8)], { type: 'image/png' }), 'photo.png');
  const res = await ctx.client.post('/api/uploads', form);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.url as string;
}

const walkAround = async (ctx: CaseContext) => ({
  fuelEighths: 6,
  marks: [mark],
  accessories: [accessory],
  photos: [await upload(ctx, 'inspections')],
  signature,
});

const supplierFields = {
  contact: 'Mourad Saidi',
  phone: '0555 11 22 33',
  email: 'contact@auto-import.dz',
  address: '3 rue Hassiba Ben Bouali, Alger',
};

const customerFields = async (ctx: CaseContext) => ({
  phone: '0555 01 02 03',
  email: 'client@example.dz',
  licenceNumber: unique('DZ'),
  licenceIssuedOn: '2015-03-01',
  idNumber: unique('ID'),
  birthDate: '1990-05-12',
  address: '5 rue Larbi Ben Mhidi, Oran',
  notes: 'Pays cash',
  documents: [await upload(ctx, 'customers')],
});

const carFields = {
  fuel: 'Diesel',
  plate: '12345-121-16',
  color: 'White',
  images: ['https://cdn.example.dz/cars/clio.jpg'],
  year: 2021,
  mileageKm: 10_000,
  rating: 4,
  transmission: 'manual',
};

export const fullRequests: Record<string, Builder> = {
  createOwner: async () => ({
    path: '/api/auth/setup',
    body: {
      email: 'second-owner@example.test',
      password: 'owner-password',
      displayName: 'Owner',
      username: 'owner2',
      pin: '1234',
    },
    // there is an owner already
    accepted: false,
  }),
  signIn: async () => ({
    path: '/api/auth/sign-in',
    body: { identifier: TEST_EMAIL, password: TEST_PASSWORD },
    accepted: true,
  }),
  sendPasswordResetEmail: async () => ({
    path: '/api/auth/password-reset',
    body: { email: TEST_EMAIL },
    accepted: true,
  }),
  resetPassword: async () => ({
    path: '/api/auth/password-reset/confirm',
    body: { token: 'no-such-token', password: 'a-new-password' },
    accepted: false,
  }),
  register: fromCase('register', () => ({ username: unique('user'), role: 'agent' })),
  addBrand: fromCase('addBrand', () => ({
    group: 'Renault Group',
    logo: 'https://cdn.example.dz/brand.png',
  })),
  addModel: fromCase('addModel'),
  addSupplier: fromCase('addSupplier', () => supplierFields),
  updateSupplier: fromCase('updateSupplier', () => ({
    name: 'Auto Import',
    balance: -1_000_000,
    ...supplierFields,
  })),
  addCustomer: fromCase('addCustomer', customerFields),
  updateCustomer: fromCase('updateCustomer', async (ctx) => ({
    fullName: unique('Customer'),
    ...(await customerFields(ctx)),
  })),
  setCustomerDoNotRent: fromCase('setCustomerDoNotRent'),
  addCar: fromCase('addCar', () => ({ ...carFields, salePrice: 200_000_000 })),
  updateCar: fromCase('updateCar', async (ctx) => ({
    ...carFields,
    dailyRate: 900_000,
    salePrice: 210_000_000,
    purchasePrice: 160_000_000,
    supplierId: (await insertSupplier(ctx.server.database.db)).id,
  })),
  // issue 33: a delivery sold with it and the owner's discount, each field walked
  rentCar: fromCase('rentCar', async (ctx) => {
    await ctx.client.put('/api/price-list/extras', extrasAt(50_000));
    return {
      payment: CHEQUE,
      overrideLapsedPapers: OVERRIDE,
      extras: [
        { code: 'delivery', quantity: 1, place: 'Aéroport' },
        { code: 'additional_driver', quantity: 1 },
      ],
      // decision 0049: the driver's name, licence and its date, each field walked
      drivers: [DRIVER],
      discount: { amount: 100, reason: 'Client fidèle' },
    };
  }),
  pickUpBooking: fromCase('pickUpBooking', () => ({ overrideLapsedPapers: OVERRIDE })),
  returnCar: async (ctx) => {
    // out since yesterday, checked out with a cash deposit: the return settles it
    const db = ctx.server.database.db;
    const car = await insertCar(db, { mileageKm: 10_000, dailyRate: 1_000_000 });
    const now = ctx.server.clock.now().getTime();
    const rental = await insertRental(db, car.id, {
      startAt: new Date(now - DAY),
      endAt: new Date(now + DAY),
      state: 'out',
    });
    const out = await ctx.client.post(`/api/rentals/${rental.id}/check-out`, {
      odometerKm: 10_000,
      inspection: {
        fuelEighths: 8,
        marks: [mark],
        accessories: [accessory],
        photos: [],
        signature,
      },
      deposit: { amount: 2_000_000, method: 'cash' },
    });
    if (out.status !== 200) throw new Error(`check-out: ${out.status} ${JSON.stringify(out.body)}`);
    return {
      path: `/api/cars/${car.id}/return`,
      body: {
        newMileage: 10_400,
        charges: [{ type: 'cleaning', description: 'Cleaning', amount: 150_000 }],
        checkIn: await walkAround(ctx),
        deposit: { retained: 100_000, reason: 'Cleaning' },
        payment: CHEQUE,
      },
      accepted: true,
    };
  },
  cancelBooking: fromCase('cancelBooking'),
  extendRental: fromCase('extendRental', () => ({ overrideLapsedPapers: OVERRIDE })),
  addCarBlock: fromCase('addCarBlock'),
  checkOutRental: fromCase('checkOutRental', async (ctx) => {
    await ctx.client.put('/api/price-list/extras', extrasAt(50_000));
    return {
      inspection: await walkAround(ctx),
      deposit: { method: 'cheque', reference: '0012345', bank: 'BNA' },
      overrideLapsedPapers: OVERRIDE,
      // decision 0049: the extras and the driver as the customer leaves
      extras: [
        { code: 'delivery', quantity: 1, place: 'Aéroport' },
        { code: 'additional_driver', quantity: 1 },
      ],
      drivers: [DRIVER],
    };
  }),
  updateContractSettings: fromCase('updateContractSettings'),
  setCarContractTerms: fromCase('setCarContractTerms', () => ({
    fuelPricePerEighth: 20_000,
    latePricePerHour: 50_000,
  })),
  sellCar: fromCase('sellCar', () => ({ payment: CHEQUE })),
  addFundTransaction: fromCase('addFundTransaction', async (ctx) => ({
    category: 'supplier',
    supplierId: (await insertSupplier(ctx.server.database.db)).id,
    payment: CHEQUE,
    correctsId: await correctedEntry(ctx),
  })),
  closeDrawer: fromCase('closeDrawer', () => ({
    denominations: [],
    chequesCounted: 0,
    handedOver: 0,
    reason: 'Counted at the end of the day',
  })),
  reopenDrawer: fromCase('reopenDrawer'),
  addCarService: fromCase('addCarService', async (ctx) => {
    const start = ctx.server.clock.now().getTime() + DAY;
    return {
      odometer: 42_000,
      supplierId: (await insertSupplier(ctx.server.database.db)).id,
      note: 'Oil 5W40 and the four filters',
      photos: [await upload(ctx, 'inspections')],
      block: {
        start: new Date(start).toISOString(),
        end: new Date(start + DAY).toISOString(),
      },
      payment: CHEQUE,
    };
  }),
  addCarFine: fromCase('addCarFine', async (ctx) => ({
    scan: await upload(ctx, 'inspections'),
    payment: CHEQUE,
  })),
  recoverCarFine: fromCase('recoverCarFine', () => ({ payment: CHEQUE })),
  addCarPaper: fromCase('addCarPaper', async (ctx) => ({
    title: 'Vignette 2026',
    company: 'Recette des impôts',
    reference: 'VG-2026-0042',
    until: '2099-12-31',
    scan: await upload(ctx, 'inspections'),
    payment: CHEQUE,
  })),
  // every price a rate (the walks put the maximum amount in each)
  setCategoryRatePlan: fromCase('setCategoryRatePlan', () => RATES_PLAN),
  setCarRatePlan: fromCase('setCarRatePlan', () => RATES_PLAN),
  setExtras: fromCase('setExtras'),
  setModelCategory: fromCase('setModelCategory'),
  setBookingPageSettings: fromCase('setBookingPageSettings'),
  // issue 34: every field of a request filled, the honeypot too (answered and dropped)
  createBookingRequest: fromCase('createBookingRequest', async (ctx) => {
    await ctx.client.put('/api/price-list/extras', extrasAt(50_000));
    return {
      extras: [{ code: 'delivery', quantity: 1, place: 'Aéroport' }],
      website: 'https://example.com',
    };
  }),
  confirmBookingRequest: fromCase('confirmBookingRequest', () => ({ overrideDoNotRent: true })),
  declineBookingRequest: fromCase('declineBookingRequest'),
  setMailSettings: fromCase('setMailSettings', () => ({ password: 'smtp-password' })),
  quoteBooking: fromCase('quoteBooking', async (ctx) => {
    await ctx.client.put('/api/price-list/extras', extrasAt(50_000));
    return { extras: [{ code: 'delivery', quantity: 2, place: 'Aéroport' }], discount: 100 };
  }),
  unlockBenefit: fromCase('unlockBenefit'),
  updateSettings: fromCase('updateSettings', () => ({
    businessAddress: '12 rue Didouche Mourad, Alger',
    businessPhone: '0555 12 34 56',
    businessEmail: 'contact@amina.dz',
    businessLogo: '/uploads/logo.png',
    rc: '16/00-1234567 B 21',
    nif: '000016001234567',
    nis: '000116001234567',
    ai: '16012345678',
  })),
  changePin: fromCase('changePin'),
};

import { authRoutes } from '@car-rental/domain/contract/auth';
import { brandRoutes } from '@car-rental/domain/contract/brands';
import { carRoutes, garageRoutes } from '@car-rental/domain/contract/cars';
import { chartRoutes } from '@car-rental/domain/contract/charts';
import { dashboardRoutes } from '@car-rental/domain/contract/dashboard';
import { exportRoutes } from '@car-rental/domain/contract/exports';
import { fundRoutes } from '@car-rental/domain/contract/fund';
import { historyRoutes } from '@car-rental/domain/contract/history';
import { contractRoutes } from '@car-rental/domain/contract/inspections';
import { invoiceRoutes } from '@car-rental/domain/contract/invoices';
import { rentalRoutes } from '@car-rental/domain/contract/rentals';
import { type CallInput, pathOf, type RouteSpec } from '@car-rental/domain/contract/route';
import { salesRoutes } from '@car-rental/domain/contract/sales';
import { settingsRoutes } from '@car-rental/domain/contract/settings';
import { supplierRoutes } from '@car-rental/domain/contract/suppliers';
import { buildApp } from '@car-rental/server/app';
import { loadConfig } from '@car-rental/server/config';
import { ensureSettings, seedCatalogue } from '@car-rental/server/db/first-start';
import { createEventBus } from '@car-rental/server/events/event-bus';
import { fixedClock } from '@car-rental/server/lib/clock';
import { createDispatcher, type Dispatcher } from '@car-rental/server/lib/dispatch';
import { captureMailer } from '@car-rental/server/lib/mailer';
import { argon2Hasher } from '@car-rental/server/lib/passwords';
import { nodeFonts } from '@car-rental/server/lib/pdf/node-fonts';
import { sharpImages } from '@car-rental/server/lib/sharp-images';
import { memoryStorage } from '@car-rental/server/lib/storage';
import { apiOperations } from '@car-rental/server/modules/api-modules';
import { loadExcelJS } from '@car-rental/server/modules/exports/xlsx-writer';
import { freshDatabase, freshPglite } from '@car-rental/server/test/template-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGNATURE } from '../demo-seed-data.ts';
import { demoConfig, demoMailer, demoStorage, pbkdf2Hasher } from './demo-deps.ts';

/**
 * Conformance: one scripted business day played through the server over HTTP (on
 * PostgreSQL when DATABASE_URL is set, else PGlite) and through the demo's dispatcher (on
 * PGlite, with the demo's hasher, storage and mailer), answer by answer, field by field.
 * Ids are compared by the order they first appear (the same id must come back in the same
 * places on both sides), times and cursors are set aside, everything else must be equal.
 */

interface Answer {
  status: number;
  body: unknown;
}

interface Side {
  name: string;
  /** each successful write: the topics its route declares and the topics the bus announced */
  writes: { operationId: string; declared: string[]; announced: string[] }[];
  send<R extends RouteSpec>(route: R, input: CallInput<R>): Promise<Answer>;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

const START = new Date('2026-03-02T08:00:00.000Z');

const isSheet = (type: string | undefined) => Boolean(type?.includes('spreadsheetml'));

/** an Excel export read back: its sheet's cells, dates as text the normaliser keeps */
async function sheetOf(bytes: Uint8Array): Promise<unknown> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[] = [sheet?.name, sheet?.views[0]];
  sheet?.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (value instanceof Date ? `date ${value.toISOString()}` : value)),
    );
  });
  return rows;
}

function queryText(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** the topics the bus announces, event after event */
function listen(events: ReturnType<typeof createEventBus>): string[] {
  const announced: string[] = [];
  events.subscribe((event) => announced.push(...event.topics));
  return announced;
}

function noteWrite(writes: Side['writes'], route: RouteSpec, status: number, announced: string[]) {
  if (route.method === 'GET' || status >= 300) return;
  writes.push({
    operationId: route.operationId,
    declared: [...new Set(route.topics ?? [])].sort(),
    announced: [...new Set(announced)].sort(),
  });
}

async function serverSide(): Promise<Side> {
  const { database, drop } = await freshDatabase();
  const clock = fixedClock(START);
  const events = createEventBus(clock.now);
  const announced = listen(events);
  await seedCatalogue(database.db);
  await ensureSettings(database.db, undefined, argon2Hasher);
  const app = await buildApp({
    db: database.db,
    config: {
      ...loadConfig({ SIGN_IN_RATE_LIMIT: '1000', SESSION_IDLE_HOURS: '720' }),
      webDist: undefined,
    },
    clock,
    events,
    storage: memoryStorage(),
    images: sharpImages,
    fonts: nodeFonts,
    mailer: captureMailer(),
    passwords: argon2Hasher,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}/api`;
  let cookie = '';
  const writes: Side['writes'] = [];
  return {
    name: 'server',
    clock,
    writes,
    async send(route, input) {
      announced.splice(0);
      const { params, query, body } = input as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const response = await fetch(`${url}${pathOf(route, params)}${queryText(query)}`, {
        method: route.method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      const type = response.headers.get('content-type') ?? '';
      // as bytes: text() would drop the CSV's byte order mark, which the file keeps
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
      noteWrite(writes, route, response.status, announced);
      return {
        status: response.status,
        body: type.includes('json')
          ? JSON.parse(text)
          : type.includes('pdf')
            ? 'pdf'
            : isSheet(type)
              ? await sheetOf(bytes)
              : text,
      };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function dispatcherSide(): Promise<Side> {
  const database = await freshPglite();
  const clock = fixedClock(START);
  const events = createEventBus(clock.now);
  const announced = listen(events);
  await seedCatalogue(database.db);
  await ensureSettings(database.db, undefined, pbkdf2Hasher);
  const dispatcher: Dispatcher = createDispatcher(
    {
      db: database.db,
      config: demoConfig,
      clock,
      events,
      storage: demoStorage(),
      images: sharpImages,
      fonts: nodeFonts,
      mailer: demoMailer,
      passwords: pbkdf2Hasher,
    },
    apiOperations,
  );
  const writes: Side['writes'] = [];
  return {
    name: 'dispatcher',
    clock,
    writes,
    async send(route, input) {
      announced.splice(0);
      const { params, query, body } = input as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const strings: Record<string, string> = {};
      for (const [key, value] of Object.entries(query ?? {})) {
        if (value !== undefined && value !== null) strings[key] = String(value);
      }
      const answer = await dispatcher.dispatch({
        method: route.method,
        path: pathOf(route, params),
        query: strings,
        body,
      });
      const value =
        answer.body.kind === 'json' || answer.body.kind === 'text'
          ? answer.body.value
          : answer.body.kind === 'bytes'
            ? isSheet(answer.headers['content-type'])
              ? await sheetOf(answer.body.value)
              : 'pdf'
            : '';
      noteWrite(writes, route, answer.status, announced);
      return { status: answer.status, body: value };
    },
    close: () => database.close(),
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const uuidInText = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** ids by first appearance, times and cursors set aside */
function normaliser() {
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    const key = value.toLowerCase();
    if (!ids.has(key)) ids.set(key, `id#${ids.size + 1}`);
    return ids.get(key) as string;
  };
  const normal = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string') {
      if (uuid.test(value)) return idOf(value);
      if (isoTime.test(value)) return '<time>';
      if (key === 'nextCursor') return '<cursor>';
      if (key === 'number' || key === 'invoiceNumber') return '<invoice number>';
      return value.replace(uuidInText, (text) => idOf(text));
    }
    if (Array.isArray(value)) return value.map((item) => normal(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, normal(item, name)]),
      );
    }
    return value;
  };
  return normal;
}

type Memo = Record<string, string>;
type Step = [label: string, play: (side: Side, memo: Memo) => Promise<Answer>];

const first = (answer: Answer, path: (body: any) => unknown): string => {
  const value = path(answer.body);
  if (typeof value !== 'string') throw new Error(`no id in ${JSON.stringify(answer.body)}`);
  return value;
};

const customer = (name: string) => ({
  name,
  contact: '+213 555 12 34 56',
  email: 'client@example.dz',
  license: 'DZ-778899',
  paymentType: 'advance' as const,
});

const hour = (hours: number) => new Date(START.getTime() + hours * 3_600_000);

/** the business day: each step runs on both sides, and its answers must agree */
const script: Step[] = [
  [
    'first run: the owner',
    (side) =>
      side.send(authRoutes.createOwner, {
        body: {
          email: 'owner@agency.dz',
          password: 'secret-password',
          displayName: 'Owner',
          username: 'owner',
          pin: '2468',
        },
      }),
  ],
  ['who am I', (side) => side.send(authRoutes.getCurrentUser, {})],
  [
    'brands',
    async (side, memo) => {
      const answer = await side.send(brandRoutes.listBrands, {});
      const brands = (answer.body as { items: { id: string; models: { id: string }[] }[] }).items;
      const renault = brands.find((brand) => brand.models.length > 1) ?? brands[0];
      memo.brand = renault?.id ?? '';
      memo.model = renault?.models[0]?.id ?? '';
      memo.model2 = renault?.models[1]?.id ?? '';
      return answer;
    },
  ],
  [
    'a supplier',
    async (side, memo) => {
      const answer = await side.send(supplierRoutes.addSupplier, {
        body: { name: 'Sahel Auto', phone: '0550 00 00 00', balance: -4_500_000 },
      });
      memo.supplier = first(answer, (body) => body.id);
      return answer;
    },
  ],
  [
    'a second supplier',
    (side) => side.send(supplierRoutes.addSupplier, { body: { name: 'Cirta Véhicules' } }),
  ],
  [
    'the opening deposit',
    (side) =>
      side.send(fundRoutes.addFundTransaction, {
        body: { type: 'add_money', amount: 500_000_000, description: 'Opening deposit' },
      }),
  ],
  ...[0, 1, 2].map(
    (n): Step => [
      `car ${n}`,
      async (side, memo) => {
        const answer = await side.send(carRoutes.addCar, {
          body: {
            brandId: memo.brand as string,
            modelId: (n === 1 ? memo.model2 : memo.model) as string,
            year: 2021 + n,
            dailyRate: 500_000 + n * 100_000,
            salePrice: 250_000_000 + n * 10_000_000,
            purchasePrice: 200_000_000,
            supplierId: memo.supplier ?? null,
            plate: `1234${n}-12${n}-16`,
            color: n === 2 ? 'Rouge' : 'Blanc',
            mileageKm: 12_000 + n * 1000,
            isPaid: n !== 2,
          },
        });
        memo[`car${n}`] = first(answer, (body) => body.id);
        return answer;
      },
    ],
  ),
  ['a bad car', (side) => side.send(carRoutes.addCar, { body: { year: 1800 } as never })],
  ['garage', (side) => side.send(garageRoutes.listGarageCars, {})],
  ['garage summary', (side) => side.send(garageRoutes.getGarageSummary, {})],
  [
    'rent car 0 for 3 days',
    async (side, memo) => {
      side.clock.set(hour(1));
      const answer = await side.send(rentalRoutes.rentCar, {
        params: { id: memo.car0 as string },
        body: {
          start: hour(1).toISOString(),
          end: hour(73).toISOString(),
          customer: customer('Karim Benali'),
        },
      });
      memo.rental0 = first(answer, (body) => body.rental?.id);
      return answer;
    },
  ],
  [
    'rent car 1 on delivery',
    (side, memo) =>
      side.send(rentalRoutes.rentCar, {
        params: { id: memo.car1 as string },
        body: {
          start: hour(1).toISOString(),
          end: hour(25).toISOString(),
          customer: { ...customer('Amel Khelifi'), paymentType: 'after' },
        },
      }),
  ],
  [
    'renting a rented car',
    (side, memo) =>
      side.send(rentalRoutes.rentCar, {
        params: { id: memo.car0 as string },
        body: {
          start: hour(1).toISOString(),
          end: hour(5).toISOString(),
          customer: customer('Late Comer'),
        },
      }),
  ],
  [
    'extend car 0',
    (side, memo) =>
      side.send(rentalRoutes.extendRental, {
        params: { id: memo.car0 as string },
        body: { newEndDate: hour(97).toISOString() },
      }),
  ],
  [
    'contract terms',
    (side) =>
      side.send(contractRoutes.updateContractSettings, {
        body: {
          fuelPricePerEighth: 20_000,
          kmAllowancePerDay: 200,
          pricePerKm: 1_000,
          lateGraceMinutes: 60,
          latePricePerHour: 50_000,
          accessories: ['Phone charger'],
          terms: 'Returned clean, with the fuel it left with.',
        },
      }),
  ],
  [
    'check out car 0 with a cash deposit',
    (side, memo) =>
      side.send(contractRoutes.checkOutRental, {
        params: { rentalId: memo.rental0 as string },
        body: {
          odometerKm: 12_050,
          inspection: {
            fuelEighths: 8,
            marks: [{ id: 'm1', view: 'left', x: 0.4, y: 0.5, type: 'scratch', note: 'door' }],
            accessories: [{ key: 'jack', label: 'Jack', present: true }],
            photos: [],
            signature: DEMO_SIGNATURE,
          },
          deposit: { amount: 2_000_000, method: 'cash' },
        },
      }),
  ],
  ['deposits held', (side) => side.send(contractRoutes.listDepositsHeld, {})],
  [
    'contract of car 0',
    (side, memo) =>
      side.send(contractRoutes.getRentalContract, { params: { rentalId: memo.rental0 as string } }),
  ],
  [
    'contract PDF of car 0',
    (side, memo) =>
      side.send(contractRoutes.getContractPdf, { params: { rentalId: memo.rental0 as string } }),
  ],
  ['rented cars', (side) => side.send(rentalRoutes.listRentedCars, {})],
  [
    'alerts a day later',
    (side) => {
      side.clock.set(hour(24));
      return side.send(rentalRoutes.listRentalAlerts, {});
    },
  ],
  ['alert count', (side) => side.send(rentalRoutes.listRentalAlerts, { query: { limit: 0 } })],
  ['rentable cars', (side) => side.send(rentalRoutes.listRentableCars, {})],
  ['rental summary', (side) => side.send(rentalRoutes.getRentalSummary, {})],
  [
    'return car 1 with a charge',
    (side, memo) => {
      side.clock.set(hour(30));
      return side.send(rentalRoutes.returnCar, {
        params: { id: memo.car1 as string },
        body: {
          newMileage: 13_600,
          charges: [{ type: 'cleaning', description: 'Interior cleaning', amount: 200_000 }],
        },
      });
    },
  ],
  [
    'return car 0',
    (side, memo) => {
      side.clock.set(hour(96));
      return side.send(rentalRoutes.returnCar, {
        params: { id: memo.car0 as string },
        body: {
          newMileage: 12_900,
          charges: [{ type: 'damage', description: 'New dent (front)', amount: 500_000 }],
          checkIn: {
            fuelEighths: 6,
            marks: [
              { id: 'm1', view: 'left', x: 0.4, y: 0.5, type: 'scratch', note: 'door' },
              { id: 'm2', view: 'front', x: 0.5, y: 0.3, type: 'dent', note: '' },
            ],
            accessories: [{ key: 'jack', label: 'Jack', present: true }],
            photos: [],
            signature: DEMO_SIGNATURE,
          },
          deposit: { retained: 500_000, reason: 'New dent' },
        },
      });
    },
  ],
  [
    'receipt PDF of car 0',
    (side, memo) =>
      side.send(contractRoutes.getReceiptPdf, { params: { rentalId: memo.rental0 as string } }),
  ],
  ['deposits held after the return', (side) => side.send(contractRoutes.listDepositsHeld, {})],
  [
    'list car 2 for sale',
    (side, memo) => {
      side.clock.set(hour(100));
      return side.send(carRoutes.markForSale, { params: { id: memo.car2 as string } });
    },
  ],
  ['for sale', (side) => side.send(salesRoutes.listCarsForSale, {})],
  [
    'sell car 2',
    async (side, memo) => {
      side.clock.set(hour(101));
      const answer = await side.send(salesRoutes.sellCar, {
        params: { id: memo.car2 as string },
        body: {
          customerName: 'Yacine Haddad',
          customerPhone: '0555 98 76 54',
          customerLicense: 'DZ-112233',
          price: 270_000_000,
        },
      });
      memo.sale = first(answer, (body) => body.sale?.id ?? body.id);
      return answer;
    },
  ],
  ['recently sold', (side) => side.send(salesRoutes.listRecentlySold, {})],
  ['sales summary', (side) => side.send(salesRoutes.getSalesSummary, {})],
  [
    'a charge for fuel',
    (side) => {
      side.clock.set(hour(102));
      return side.send(fundRoutes.addFundTransaction, {
        body: { type: 'add_charge', amount: 350_000, description: 'Fuel', category: 'fuel' },
      });
    },
  ],
  [
    'pay the supplier',
    (side, memo) =>
      side.send(fundRoutes.addFundTransaction, {
        body: {
          type: 'add_charge',
          amount: 4_500_000,
          description: 'Supplier payment',
          category: 'supplier',
          supplierId: memo.supplier ?? null,
        },
      }),
  ],
  [
    'a bad fund entry',
    (side) =>
      side.send(fundRoutes.addFundTransaction, {
        body: { type: 'add_money', amount: -5, description: '' },
      }),
  ],
  ['fund', (side) => side.send(fundRoutes.getFund, {})],
  ['fund entries', (side) => side.send(fundRoutes.listFundTransactions, {})],
  [
    'fund entries, a page of 2',
    (side) => side.send(fundRoutes.listFundTransactions, { query: { limit: 2 } }),
  ],
  ['suppliers', (side) => side.send(supplierRoutes.listSuppliers, {})],
  [
    'suppliers: a page of one',
    (side) => side.send(supplierRoutes.listSuppliers, { query: { limit: 1 } }),
  ],
  ['supplier choices', (side) => side.send(supplierRoutes.listSupplierChoices, {})],
  ['history', (side) => side.send(historyRoutes.listHistory, {})],
  [
    'history: rentals',
    (side) => side.send(historyRoutes.listHistory, { query: { type: 'rentals' } }),
  ],
  [
    'history: sales this week',
    (side) => side.send(historyRoutes.listHistory, { query: { type: 'sales', period: 'week' } }),
  ],
  ['history: search', (side) => side.send(historyRoutes.listHistory, { query: { q: 'rouge' } })],
  [
    'history: search a plate',
    (side) => side.send(historyRoutes.listHistory, { query: { q: '12340' } }),
  ],
  ['history summary', (side) => side.send(historyRoutes.getHistorySummary, {})],
  [
    'history: a bad period',
    (side) => side.send(historyRoutes.listHistory, { query: { period: 'decade' as never } }),
  ],
  [
    'sale details',
    (side, memo) =>
      side.send(historyRoutes.getSaleDetails, { params: { id: memo.sale as string } }),
  ],
  ['dashboard', (side) => side.send(dashboardRoutes.getDashboard, {})],
  ['revenue by month', (side) => side.send(chartRoutes.getRevenueByMonth, {})],
  ['fund balance chart', (side) => side.send(chartRoutes.getFundBalanceChart, {})],
  ['fleet utilisation', (side) => side.send(chartRoutes.getFleetUtilisation, {})],
  ['benefit locked', (side) => side.send(fundRoutes.getTotalBenefit, {})],
  ['a wrong PIN', (side) => side.send(fundRoutes.unlockBenefit, { body: { pin: '0000' } })],
  ['the right PIN', (side) => side.send(fundRoutes.unlockBenefit, { body: { pin: '2468' } })],
  ['total benefit', (side) => side.send(fundRoutes.getTotalBenefit, {})],
  [
    'print an invoice',
    async (side, memo) => {
      const answer = await side.send(invoiceRoutes.printInvoice, {
        body: { kind: 'sale', saleId: memo.sale as string },
      });
      if (answer.status < 300) memo.invoice = first(answer, (body) => body.id);
      return answer;
    },
  ],
  ['settings', (side) => side.send(settingsRoutes.getSettings, {})],
  ['staff', (side) => side.send(settingsRoutes.listStaff, {})],
  ['fund CSV', (side) => side.send(exportRoutes.exportFundCsv, {})],
  ['history CSV', (side) => side.send(exportRoutes.exportHistoryCsv, {})],
  ['fund Excel', (side) => side.send(exportRoutes.exportFundXlsx, { query: { lang: 'fr' } })],
  ['history Excel', (side) => side.send(exportRoutes.exportHistoryXlsx, { query: { lang: 'ar' } })],
  [
    'delete a sold car',
    (side, memo) => side.send(carRoutes.deleteCar, { params: { id: memo.car2 as string } }),
  ],
  ['sign out', (side) => side.send(authRoutes.signOut, {})],
  ['signed out', (side) => side.send(dashboardRoutes.getDashboard, {})],
];

let server: Side;
let demo: Side;

beforeAll(async () => {
  [server, demo] = await Promise.all([serverSide(), dispatcherSide()]);
});
afterAll(async () => {
  await Promise.all([server?.close(), demo?.close()]);
});

describe('the demo dispatcher answers as the server does', () => {
  it(`plays ${script.length} steps of a business day on both and every answer agrees`, async () => {
    const memos: [Memo, Memo] = [{}, {}];
    const normal = [normaliser(), normaliser()];
    let compared = 0;
    const statuses: string[] = [];
    for (const [label, play] of script) {
      // a second between steps: rows made at one instant would list by their random ids
      server.clock.advance(1000);
      demo.clock.advance(1000);
      const answers = [await play(server, memos[0]), await play(demo, memos[1])];
      const [fromServer, fromDemo] = answers.map((answer, i) => ({
        status: answer.status,
        body: normal[i]?.(answer.body),
      }));
      expect(fromDemo, label).toEqual(fromServer);
      statuses.push(`${label}: ${fromServer?.status}`);
      compared++;
    }
    expect(compared).toBe(script.length);
    // every write announced what its route in the table says it changes, on both sides:
    // the web refetches by those topics
    for (const side of [server, demo]) {
      expect(side.writes.length, side.name).toBeGreaterThan(10);
      for (const write of side.writes) {
        expect(write.announced, `${side.name} ${write.operationId}`).toEqual(write.declared);
      }
    }
    // the script did what it says: only its deliberate refusals were refused
    expect(statuses.filter((line) => !/: 20[01]$/.test(line))).toEqual([
      'a bad car: 400',
      'renting a rented car: 409',
      'a bad fund entry: 400',
      'history: a bad period: 400',
      'benefit locked: 403',
      'a wrong PIN: 422',
      'signed out: 401',
    ]);
  });
});

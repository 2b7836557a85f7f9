import { expect } from 'vitest';
import { OWNER } from './server-process.ts';

/** a client of a server in another process: JSON in and out, the session cookie kept */
export function remoteClient(url: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    call,
    async signIn() {
      const res = await call('POST', '/api/auth/sign-in', {
        identifier: OWNER.email,
        password: OWNER.password,
      });
      expect(res.status).toBe(200);
    },
    /** every item of a keyset-paged list */
    // biome-ignore lint/suspicious/noExplicitAny: JSON items of many shapes
    async all(path: string): Promise<any[]> {
      // biome-ignore lint/suspicious/noExplicitAny: as above
      const items: any[] = [];
      let cursor: string | null = null;
      do {
        const sep = path.includes('?') ? '&' : '?';
        const page = await call(
          'GET',
          `${path}${sep}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.status, path).toBe(200);
        items.push(...page.body.items);
        cursor = page.body.nextCursor;
      } while (cursor);
      return items;
    },
  };
}

export type RemoteClient = ReturnType<typeof remoteClient>;

/** what the load knows across restarts: its cars, and the writes the server acknowledged */
export interface LoadState {
  supplierId: string;
  brandId: string;
  modelId: string;
  carIds: string[];
  /** `operationId:entityId` of the writes answered 2xx: they must survive any crash */
  acknowledged: Set<string>;
  sent: number;
  inFlightAtKill: number[];
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const signed = (e: { type: string; amount: number }) =>
  e.type === 'add_money' ? e.amount : -e.amount;

/** the workers: random money actions, until stopped (a dead server just fails them) */
export async function writeLoad(
  client: RemoteClient,
  state: LoadState,
  stop: { stopped: boolean; inFlight: number },
  workers: number,
): Promise<void> {
  const actions: (() => Promise<string | undefined>)[] = [
    // each answers `operationId:entityId` of the write the server acknowledged
    async () => {
      const type = pick(['add_money', 'add_charge']);
      const res = await client.call('POST', '/api/fund/transactions', {
        type,
        category: type === 'add_money' ? 'income' : 'fuel',
        amount: 1 + Math.floor(Math.random() * 1_000_000),
        description: 'Load',
      });
      return res.status === 201 ? `addFundTransaction:${res.body.id}` : undefined;
    },
    async () => {
      const res = await client.call('POST', '/api/cars', {
        brandId: state.brandId,
        modelId: state.modelId,
        supplierId: state.supplierId,
        purchasePrice: 100_000_000 + Math.floor(Math.random() * 1_000_000),
        dailyRate: 1_000_000,
        isPaid: true,
      });
      if (res.status !== 201) return undefined;
      state.carIds.push(res.body.id);
      return `addCar:${res.body.id}`;
    },
    async () => {
      const now = Date.now();
      const res = await client.call('POST', `/api/cars/${pick(state.carIds)}/rent`, {
        start: new Date(now).toISOString(),
        end: new Date(now + 2 * 86_400_000).toISOString(),
        customer: {
          name: 'Crash Test',
          contact: '0555 00 00 00',
          email: 'crash@example.dz',
          license: 'DZ-0',
          paymentType: 'advance',
        },
      });
      return res.status === 201 ? `rentCar:${res.body.rental.id}` : undefined;
    },
    async () => {
      const res = await client.call('POST', `/api/cars/${pick(state.carIds)}/return`, {
        newMileage: 10_000 + state.sent * 10,
        charges: [{ type: 'cleaning', description: 'Cleaning', amount: 50_000 }],
      });
      return res.status === 200 ? `returnCar:${res.body.rental.id}` : undefined;
    },
    async () => {
      const res = await client.call('POST', `/api/cars/${pick(state.carIds)}/sell`, {
        customerName: 'Crash Buyer',
        customerPhone: '0555',
        customerLicense: 'DZ-1',
        price: 150_000_000,
      });
      return res.status === 201 ? `sellCar:${res.body.sale.id}` : undefined;
    },
    async () => {
      const car = pick(state.carIds);
      const before = await client.call('GET', `/api/cars/${car}`);
      const saleId = before.body?.sale?.id;
      const res = await client.call('DELETE', `/api/cars/${car}/sale`);
      // another worker may have sold it between the two requests: then the id is unknown
      return res.status === 200 && saleId ? `deleteSaleHistory:${saleId}` : undefined;
    },
    async () => {
      const car = pick(state.carIds);
      const res = await client.call('POST', `/api/cars/${car}/paid`, {
        isPaid: Math.random() < 0.5,
      });
      return res.status === 200 ? `setCarPaid:${car}` : undefined;
    },
  ];
  const worker = async () => {
    while (!stop.stopped) {
      stop.inFlight++;
      state.sent++;
      try {
        const id = await pick(actions)();
        if (id && !stop.stopped) state.acknowledged.add(id);
      } catch {
        // the server died under this request: it is either wholly done or not at all
        stop.inFlight--;
        return;
      }
      stop.inFlight--;
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

/**
 * After a restart, through the API: the fund balance equals the sum of its entries, and
 * equals the replay of the audit trail (every action committed with its fund entries and
 * its audit entry, or none of them); every acknowledged write is there; no car is both
 * rented and sold. Returns how many invariants were checked.
 */
export async function checkAfterRestart(client: RemoteClient, state: LoadState): Promise<number> {
  const fund = (await client.call('GET', '/api/fund')).body;
  const entries = await client.all('/api/fund/transactions');
  expect(
    entries.reduce((sum, e) => sum + signed(e), 0),
    'sum of the fund entries',
  ).toBe(fund.currentBalance);
  expect(entries).toHaveLength(fund.transactionCount);

  const trail = await client.all('/api/audit');
  let replayed = 0;
  for (const entry of trail) {
    if (entry.action === 'addFundTransaction') replayed += signed(entry.after);
    else if (entry.action === 'deleteFundTransaction') replayed -= signed(entry.before);
    else for (const posted of entry.after?.fundEntries ?? []) replayed += signed(posted);
  }
  expect(replayed, 'the fund replayed from the audit trail').toBe(fund.currentBalance);

  const recorded = new Set(trail.map((entry) => `${entry.action}:${entry.entityId}`));
  for (const id of state.acknowledged) {
    expect(recorded.has(id), `acknowledged write ${id} survived`).toBe(true);
  }
  for (const carId of state.carIds) {
    const car = (await client.call('GET', `/api/cars/${carId}`)).body;
    expect(car.isRented && car.isSold, `car ${carId} rented and sold`).toBe(false);
  }
  return 4;
}

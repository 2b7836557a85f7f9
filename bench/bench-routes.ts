/**
 * Routes that exist only on the bench's server instance (registered by bench/run.ts, never
 * by the product): the floor, the original-design reference, and two checks.
 */
import inspector from 'node:inspector';
import { Readable } from 'node:stream';
import { fleetQuery } from '@car-rental/domain/contract/fleet-status';
import { topics } from '@car-rental/domain/contract/topics';
import { sql } from 'drizzle-orm';
import type { App } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/create-db.ts';
import { rows } from '../apps/server/src/db/rows.ts';
import { createEventBus } from '../apps/server/src/events/event-bus.ts';
import type { AppDeps } from '../apps/server/src/lib/deps.ts';
import { encodeCursor, TIME_KEY_FORMAT } from '../apps/server/src/lib/keyset-cursor.ts';
import { requireSession } from '../apps/server/src/modules/auth/auth-hook.ts';
import { getFleet } from '../apps/server/src/modules/fleet/fleet-status.ts';
import {
  type Captured,
  captureStatements,
  portable,
  recordStatements,
  serialRate,
  serverClient,
} from './database-rate.ts';
import { benchCarId } from './generate-data.ts';

type Row = Record<string, unknown>;
type QueryText = (text: string, values: unknown[]) => Promise<unknown>;

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return rows<Row>(await db.execute(query));
}

const BATCH = 20_000;

const totalsColumns = [
  'in_garage',
  'in_garage_not_rented',
  'available',
  'rented',
  'for_sale',
  'paid_in_garage',
  'unpaid_in_garage',
  'sold',
  'rentable',
  'listed_for_sale',
  'sales',
  'sales_revenue',
  'sale_profit_total',
  'sale_profit_count',
  'rental_revenue',
  'history_rentals',
  'history_rental_revenue',
  'fund_count',
  'fund_balance',
  'fund_charges',
  'fund_rental_in',
  'fund_rental_out',
];

/** every row of a table, in id order, one batch at a time (as the old client read documents) */
async function* wholeCollection(deps: AppDeps, table: string): AsyncGenerator<Row[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await rowsOf(
      deps.db,
      sql`select * from ${sql.identifier(table)} where id > ${after}::uuid order by id limit ${BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows;
    after = String(rows[rows.length - 1]!.id);
    if (rows.length < BATCH) return;
  }
}

/** the six dashboard figures, computed in JavaScript from whole collections */
export interface OriginalFigures {
  carsInGarage: number;
  available: number;
  currentlyRented: number;
  carsSold: number;
  paidCars: number;
  unpaidCars: number;
}

/**
 * The original design: read every car, rental, sale and fund document, send them all to the
 * browser, and compute the dashboard figures there. The answer streams every collection
 * (its bytes are what a desk downloaded per open), then the figures computed from them.
 */
async function* originalDesign(deps: AppDeps): AsyncGenerator<string> {
  const cars: Row[] = [];
  const rented = new Set<string>();
  const sold = new Set<string>();
  yield '{';
  let first = true;
  for (const table of ['cars', 'rentals', 'rental_charges', 'sales', 'fund_transactions']) {
    yield `${first ? '' : ','}"${table}":[`;
    first = false;
    let firstBatch = true;
    for await (const rows of wholeCollection(deps, table)) {
      for (const row of rows) {
        if (table === 'cars') cars.push({ ...row, images: undefined });
        if (table === 'rentals' && row.state === 'out') rented.add(String(row.car_id));
        if (table === 'sales') sold.add(String(row.car_id));
      }
      const text = JSON.stringify(rows);
      yield `${firstBatch ? '' : ','}${text.slice(1, -1)}`;
      firstBatch = false;
    }
    yield ']';
  }
  const live = cars.filter((car) => car.deleted_at === null);
  const inGarage = live.filter((car) => car.in_garage === true);
  const figures: OriginalFigures = {
    carsInGarage: inGarage.filter((car) => !rented.has(String(car.id))).length,
    available: inGarage.filter((car) => !rented.has(String(car.id)) && !sold.has(String(car.id)))
      .length,
    currentlyRented: live.filter((car) => rented.has(String(car.id))).length,
    carsSold: live.filter((car) => sold.has(String(car.id))).length,
    paidCars: inGarage.filter((car) => car.is_paid === true).length,
    unpaidCars: inGarage.filter((car) => car.is_paid !== true).length,
  };
  yield `,"figures":${JSON.stringify(figures)}}`;
}

const timeKey = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', '${TIME_KEY_FORMAT}')`);

/** the history cursor `depth` rows deep (at most the last page), in listHistory's order */
export async function historyCursorAt(db: Db, depth: number) {
  const [total] = await rowsOf(
    db,
    sql`select (select count(*) from rentals where returned_at is not null)
      + (select count(*) from sales) as n`,
  );
  const offset = Math.max(0, Math.min(depth, Number(total?.n ?? 0) - 21) - 1);
  const [row] = await rowsOf(
    db,
    sql`select * from (
        select x.id, x.returned_at as date, ${timeKey('x.returned_at')} as key
          from rentals x where x.returned_at is not null
        union all
        select x.id, x.sold_at as date, ${timeKey('x.sold_at')} as key from sales x) h
      order by h.date desc, h.id desc offset ${offset} limit 1`,
  );
  return {
    depth: offset + 1,
    cursor: row ? encodeCursor({ key: String(row.key), id: String(row.id) }) : null,
  };
}

function post(session: inspector.Session, method: string, params?: object): Promise<unknown> {
  return new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

export function registerBenchRoutes(app: App, deps: AppDeps): void {
  const onRequest = requireSession(deps);
  const hide = { hide: true };

  /** the floor: an authenticated route that does nothing */
  app.get('/api/bench/floor', { onRequest, schema: hide }, async () => ({ ok: true }));

  /**
   * Issue 32: the Fleet screen as the first reader after a write on a car finds it (issue 30:
   * decision 0057): the write's event names its car, and the kept Fleet computes that car
   * again. A bus of this route's own: its first request computes the Fleet whole (the run's
   * unmeasured warm-up), each one after it names the next of the first 100 cars.
   */
  const fleetEvents = createEventBus();
  let named = 0;
  app.get('/api/bench/fleet-after-write', { onRequest, schema: hide }, async () => {
    fleetEvents.publish(['rentals'], [benchCarId(named++ % 100)]);
    return getFleet({ ...deps, events: fleetEvents }, fleetQuery.parse({}));
  });

  app.get('/api/bench/original', { onRequest, schema: hide }, async (_request, reply) =>
    reply.type('application/json').send(Readable.from(originalDesign(deps))),
  );

  /** the history cursor `depth` rows deep, in listHistory's order */
  app.get<{ Querystring: { depth?: string } }>(
    '/api/bench/history-cursor',
    { onRequest, schema: hide },
    async (request) => historyCursorAt(deps.db, Number(request.query.depth ?? 10_000)),
  );

  /**
   * The server's CPU profile over a window the caller chooses (bench/profile.ts: the load
   * alone, without start-up and warm-up): V8's sampling profiler, as `--cpu-prof` runs it,
   * started and stopped through node:inspector. `stop` answers the .cpuprofile JSON.
   */
  const profiler = new inspector.Session();
  app.post('/api/bench/cpu-profile/start', { onRequest, schema: hide }, async () => {
    profiler.connect();
    await post(profiler, 'Profiler.enable');
    await post(profiler, 'Profiler.setSamplingInterval', { interval: 200 });
    await post(profiler, 'Profiler.start');
    return { ok: true };
  });
  app.post('/api/bench/cpu-profile/stop', { onRequest, schema: hide }, async (_request, reply) => {
    const { profile } = (await post(profiler, 'Profiler.stop')) as { profile: unknown };
    profiler.disconnect();
    return reply.type('application/json').send(JSON.stringify(profile));
  });

  app.get('/api/bench/info', { onRequest, schema: hide }, async () => {
    const [row] = await rowsOf(deps.db, sql`select version() as v`);
    return { postgres: String(row?.v ?? '').split(' on ')[0] };
  });

  /**
   * the summaries kept by the triggers equal the same summaries rebuilt from the rows: both
   * fingerprinted inside one transaction, which is then rolled back
   */
  app.get('/api/bench/summaries-check', { onRequest, schema: hide }, async () => {
    const fingerprint = sql`select
      (select md5(string_agg(t::text, ',')) from (select ${sql.raw(
        totalsColumns.map((c) => `sum(${c})`).join(', '),
      )} from summary_totals) t) as totals,
      (select md5(coalesce(string_agg(c::text, ',' order by c.car_id), '')) from car_summary c) as cars,
      (select md5(coalesce(string_agg(d::text, ',' order by d.day), '')) from (
        select day, sum(rentals), sum(rental_revenue), sum(sales), sum(sales_revenue)
        from history_days group by day
        having sum(rentals) <> 0 or sum(rental_revenue) <> 0 or sum(sales) <> 0) d) as days,
      (select md5(coalesce(string_agg(s::text, ',' order by s.supplier_id), '')) from (
        select * from supplier_totals where purchases <> 0 or fund_net <> 0) s) as suppliers`;
    const rollback = new Error('rollback');
    let kept: Row | undefined;
    let rebuilt: Row | undefined;
    await deps.db
      .transaction(async (tx) => {
        [kept] = rows<Row>(await tx.execute(fingerprint));
        await tx.execute(sql`select rebuild_summaries()`);
        [rebuilt] = rows<Row>(await tx.execute(fingerprint));
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    const differ = Object.keys(kept ?? {}).filter((key) => kept?.[key] !== rebuilt?.[key]);
    return { equal: differ.length === 0, differ };
  });

  /**
   * The statements one GET of `path` sends to the database, as the server's own clients send
   * them (its session lookup included), and the plan cache mode of its connections: what
   * bench/database-rate.ts replays for the database's own rate. A read kept until a write
   * (decision 0050) is dropped first, as a write drops it: its statements are those of the
   * reader after a write.
   */
  recordStatements(serverClient(deps.db));
  app.get<{ Querystring: { path: string } }>(
    '/api/bench/statements',
    { onRequest, schema: hide },
    async (request, reply) => {
      let status = 0;
      deps.events.publish([...topics]);
      const statements = await captureStatements(async () => {
        const response = await app.inject({
          method: 'GET',
          url: request.query.path,
          headers: { cookie: request.headers.cookie ?? '' },
        });
        status = response.statusCode;
      });
      if (status !== 200) {
        return reply.code(400).send({ error: `GET ${request.query.path} answered ${status}` });
      }
      const [row] = await rowsOf(deps.db, sql`select current_setting('plan_cache_mode') as mode`);
      return { statements: portable(statements), planCacheMode: String(row?.mode ?? 'auto') };
    },
  );

  /**
   * The statements the write mix's steps for one car send (bench/write-mix.ts mixSteps), each
   * step through the server as a desk's request: what bench/database-rate.ts replays, rolled
   * back, for the database's own rate of the mix. The steps are made for real, as the mix
   * makes them.
   */
  app.post<{ Body: { steps: { method: 'POST'; path: string; body: string }[] } }>(
    '/api/bench/write-statements',
    { onRequest, schema: hide },
    async (request, reply) => {
      const refused: string[] = [];
      const statements = await captureStatements(async () => {
        for (const step of request.body.steps) {
          const response = await app.inject({
            method: step.method,
            url: step.path,
            payload: step.body,
            headers: {
              cookie: request.headers.cookie ?? '',
              'content-type': 'application/json',
            },
          });
          if (response.statusCode >= 300) {
            refused.push(`${step.path} answered ${response.statusCode}: ${response.body}`);
          }
        }
      });
      if (refused.length > 0) return reply.code(400).send({ error: refused.join('; ') });
      return { statements: portable(statements) };
    },
  );

  /**
   * The database's own rate for a set of statements, run serially in this process on the
   * server's client: PGlite's one connection (on PostgreSQL the bench runs its own loop).
   */
  app.post<{ Body: { statements: Captured[]; seconds: number } }>(
    '/api/bench/database-rate',
    { onRequest, schema: hide },
    async (request) => {
      const client = (deps.db as unknown as { $client: { query: QueryText } }).$client;
      return serialRate(
        (text, values) => client.query(text, values),
        request.body.statements,
        request.body.seconds,
      );
    },
  );

  /** the server process's CPU time so far (µs): read before and after each figure's load */
  app.get('/api/bench/cpu', { onRequest, schema: hide }, async () => process.cpuUsage());

  /** the fund balance as the plain sum of its entries */
  app.get('/api/bench/fund-sum', { onRequest, schema: hide }, async () => {
    const [row] = await rowsOf(
      deps.db,
      sql`select coalesce(sum(case when type = 'add_money' then amount else -amount end), 0) as balance,
        count(*) as n from fund_transactions`,
    );
    return { balance: Number(row?.balance ?? 0), count: Number(row?.n ?? 0) };
  });
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { countCars } from '../modules/cars/car-counts.repository.ts';
import { countOverdue } from '../modules/rentals/rentals.repository.ts';
import type { AppDeps } from './deps.ts';
import { sendProblem } from './problem-details.ts';

/** what /metrics reads besides the requests: the event streams open on this process */
export interface MetricSources {
  eventStreams(): number;
}

/** a PostgreSQL pool's figures (node-postgres), when the database is one */
interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(deps: AppDeps): PoolFigures | undefined {
  const client = (deps.db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as PoolFigures).totalCount === 'number'
    ? (client as PoolFigures)
    : undefined;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Issue 17: `GET /metrics` in the Prometheus text format, off unless METRICS_TOKEN is set,
 * then only with `Authorization: Bearer <token>`. Requests are counted and timed per route
 * pattern (`/api/cars/:id`, never the ids), with the database pool, the event streams and
 * two business gauges read when scraped: cars out and rentals overdue.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps, sources: MetricSources) {
  const token = deps.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, per route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, per route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'event_stream_clients',
    help: 'Screens following GET /api/events on this process',
    registers: [registry],
    collect() {
      this.set(sources.eventStreams());
    },
  });
  const pool = poolOf(deps);
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new Gauge({
    name: 'cars_out',
    help: 'Cars rented out now',
    registers: [registry],
    async collect() {
      this.set((await countCars(deps.db)).rented);
    },
  });
  new Gauge({
    name: 'rentals_overdue',
    help: 'Rentals out past their due time',
    registers: [registry],
    async collect() {
      this.set(await countOverdue(deps.db, deps.clock.now()));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      return sendProblem(reply, 401, 'unauthenticated', 'details.metricsToken');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

import { bookingRequestRoutes } from '@car-rental/domain/contract/booking-requests';
import { type CallInput, pathOf, type RouteSpec } from '@car-rental/domain/contract/route';
import { uploadRoutes } from '@car-rental/domain/contract/uploads';
import { ensureSettings, seedCatalogue } from '@car-rental/server/db/first-start';
import { users } from '@car-rental/server/db/schema';
import type { AppDeps } from '@car-rental/server/lib/deps';
import {
  createDispatcher,
  type DispatchAnswer,
  type Dispatcher,
} from '@car-rental/server/lib/dispatch';
import { problemOf } from '@car-rental/server/lib/problem-details';
import { apiOperations } from '@car-rental/server/modules/api-modules';
import { count } from 'drizzle-orm';
import { type Caller, seedDemo } from './demo-seed.ts';

/** spec §5: what the demo answers where car saving is blocked */
export const DEMO_READ_ONLY =
  'Demo Mode: This action is not allowed in demo mode. Please contact the administrator for full access.';

/**
 * The demo's one policy over the server's routes: adding or editing a car and uploading an
 * image are blocked (spec §5), and so is the booking page's licence photo (an upload too:
 * the demo stores none), and adding staff accounts (the seed's three are all). Everything
 * else runs as on the server.
 */
export const demoBlocked: ReadonlySet<string> = new Set([
  'addCar',
  'updateCar',
  'uploadImage',
  'attachLicencePhoto',
  'register',
]);

/**
 * The uploads, which the server serves beside the operations (a multipart body, which only
 * Fastify reads): here their routes are found, so that the session, the permissions and then
 * the policy answer them as the server would answer a blocked write, never "no such route".
 */
type Operation = Parameters<typeof createDispatcher>[1][number];
const uploadsRefused: readonly Operation[] = [
  uploadRoutes.uploadImage,
  bookingRequestRoutes.attachLicencePhoto,
].map(
  (route) =>
    ({
      route,
      run: async () => {
        throw new Error(`${route.operationId} is refused by the demo's policy before it runs`);
      },
    }) as unknown as Operation,
);

export function demoDispatcher(deps: AppDeps): Dispatcher {
  return createDispatcher(deps, [...apiOperations, ...uploadsRefused], {
    refuse: (operationId) =>
      demoBlocked.has(operationId)
        ? problemOf(403, 'demo_read_only', 'details.demoReadOnly')
        : undefined,
  });
}

/** a route call through a dispatcher, answering the route's answer or throwing its problem */
export function callerOf(dispatcher: Dispatcher): Caller {
  return (async (route: RouteSpec, input: CallInput<RouteSpec>) => {
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
    if (answer.status >= 400) throw new Error(`${route.operationId}: ${describe(answer)}`);
    return answer.body.kind === 'json' ? answer.body.value : undefined;
  }) as Caller;
}

function describe(answer: DispatchAnswer): string {
  const value = answer.body.kind === 'json' ? answer.body.value : undefined;
  const problem = value as { code?: string; detail?: string } | undefined;
  return `${answer.status} ${problem?.code ?? ''} ${problem?.detail ?? ''}`;
}

export interface PrepareOptions {
  deps: AppDeps;
  /** moves the demo's time while the seed plays its months */
  setNow(date: Date | undefined): void;
  random?: () => number;
  /** the seed's now (default: the real one) */
  now?: Date;
  onProgress?: (step: 'seeding') => void;
}

/**
 * A demo database ready to use: on its first start, the server's first-start rows (the
 * catalogue, the settings row) and the demo seed, played through the routes (without the
 * demo's policy: the seed adds the cars). Later starts find the account and change nothing.
 */
export async function prepareDemo(options: PrepareOptions): Promise<{ seeded: boolean }> {
  const { deps } = options;
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  options.onProgress?.('seeding');
  await seedCatalogue(deps.db);
  await ensureSettings(deps.db, undefined, deps.passwords);
  const now = options.now ?? new Date();
  const seeding = createDispatcher(deps, apiOperations);
  try {
    await seedDemo({
      call: callerOf(seeding),
      setNow: (date) => options.setNow(date),
      now,
      random: options.random ?? Math.random,
    });
  } finally {
    options.setNow(undefined);
  }
  return { seeded: true };
}

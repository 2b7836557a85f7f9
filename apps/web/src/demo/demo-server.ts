import {
  CommittedRefusal,
  DEMO_TIME_ZONE,
  type DemoContext,
  type DemoRequest,
  type DemoRoute,
} from './demo-context.ts';
import {
  DemoProblem,
  fromDomainError,
  internalProblem,
  isDemoProblem,
  isDomainRefusal,
} from './demo-problem.ts';
import { seedState } from './demo-seed.ts';
import { DEMO_STORAGE_KEY } from './demo-session.ts';
import { type DemoState, nextId, parseState } from './demo-state.ts';
import { auditRoutes, recordAudit } from './handlers/audit.ts';
import { authRoutes } from './handlers/auth.ts';
import { brandRoutes } from './handlers/brands.ts';
import { carRoutes } from './handlers/cars.ts';
import { chartRoutes } from './handlers/charts.ts';
import { exportRoutes } from './handlers/exports.ts';
import { fundRoutes } from './handlers/fund.ts';
import { garageRoutes } from './handlers/garage.ts';
import { historyRoutes } from './handlers/history.ts';
import { invoiceRoutes } from './handlers/invoices.ts';
import { rentalReadRoutes } from './handlers/rental-reads.ts';
import { rentalRoutes } from './handlers/rentals.ts';
import { salesRoutes } from './handlers/sales.ts';
import { settingsRoutes } from './handlers/settings.ts';
import { supplierRoutes } from './handlers/suppliers.ts';

export { DemoProblem } from './demo-problem.ts';

export interface DemoServer {
  /** answers one API request (path without '/api') with the JSON the server would send */
  handle(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
  ): Promise<unknown>;
  /** forgets every change: the demo data is seeded again */
  reset(): void;
}

export interface DemoServerOptions {
  /** the localStorage key (spec §9: overridable) */
  storageKey?: string;
}

const routes: DemoRoute[] = [
  ...authRoutes,
  ...brandRoutes,
  ...supplierRoutes,
  ...carRoutes,
  ...garageRoutes,
  ...rentalRoutes,
  ...rentalReadRoutes,
  ...salesRoutes,
  ...historyRoutes,
  ...fundRoutes,
  ...settingsRoutes,
  ...invoiceRoutes,
  ...chartRoutes,
  ...auditRoutes,
  ...exportRoutes,
];

/** the route of a method and path, and the path's parameters */
function match(method: string, path: string) {
  const segments = path.split('/').filter(Boolean);
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      return part === segment;
    });
    if (fits) return { route, params };
  }
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The in-browser API of demo mode: the server's routes over a state kept in `storage`,
 * driven by the same packages/domain rules. A request that fails changes nothing.
 */
export function createDemoServer(
  storage: Storage,
  clock: () => Date,
  random: () => number,
  options: DemoServerOptions = {},
): DemoServer {
  const key = options.storageKey ?? DEMO_STORAGE_KEY;
  let state: DemoState | undefined;
  let storedText: string | null = null;
  let storageWorks = true;

  function save(next: DemoState): void {
    state = next;
    const text = JSON.stringify(next);
    try {
      storage.setItem(key, text);
      storedText = text;
    } catch {
      // full or blocked storage: the demo keeps working in memory until the page reloads
      storageWorks = false;
    }
  }

  /** the current state: re-read when another tab changed it, seeded when absent or stale */
  function current(): DemoState {
    if (storageWorks) {
      const text = readStorage();
      if (state === undefined || text !== storedText) {
        const stored = parseState(text);
        if (stored) {
          state = stored;
          storedText = text;
        } else save(seedState(clock(), random));
      }
    }
    if (state === undefined) save(seedState(clock(), random));
    return state!;
  }

  function readStorage(): string | null {
    try {
      return storage.getItem(key);
    } catch {
      storageWorks = false;
      return null;
    }
  }

  function run(method: string, path: string, request: Omit<DemoRequest, 'params'>): unknown {
    const upper = method.toUpperCase();
    const found = match(upper, path);
    if (!found) throw new DemoProblem(404, 'not_found', `No route ${upper} /api${path}`);
    const working = structuredClone(current());
    const ctx: DemoContext = {
      state: working,
      now: clock(),
      timeZone: DEMO_TIME_ZONE,
      newId: () => nextId(working, random),
      random,
    };
    try {
      const answer = found.route.handle(ctx, { ...request, params: found.params });
      if (upper !== 'GET') {
        recordAudit(ctx, found.route, found.params, answer);
        save(ctx.state);
      }
      return answer;
    } catch (error) {
      if (error instanceof CommittedRefusal) {
        save(ctx.state);
        throw error.problem;
      }
      if (isDomainRefusal(error)) throw fromDomainError(error);
      if (isDemoProblem(error)) throw error;
      throw internalProblem(error);
    }
  }

  return {
    handle(method, path, query, body) {
      try {
        return Promise.resolve(run(method, path, { query: { ...query }, body }));
      } catch (error) {
        return Promise.reject(error);
      }
    },
    reset() {
      save(seedState(clock(), random));
    },
  };
}

import {
  type AgencySchedules,
  type CarReminders,
  type FleetFilter,
  type FleetPage,
  type FleetPaperState,
  type FleetQuery,
  type FleetRow,
  fleetPaperKinds,
  fleetStatusRoutes,
  type ServiceSchedulesInput,
  serviceSchedules,
} from '@car-rental/domain/contract/fleet-status';
import { DomainError } from '@car-rental/domain/errors';
import type { OdometerReading } from '@car-rental/domain/fleet/odometer';
import { paperState } from '@car-rental/domain/fleet/papers';
import {
  marginsLeft,
  type Reminder,
  type ReminderState,
  remindersOfCar,
  type ServiceMark,
} from '@car-rental/domain/fleet/reminders';
import {
  defaultServiceSchedules,
  type ServiceSchedules,
  type ServiceType,
  scheduleFor,
} from '@car-rental/domain/fleet/service-types';
import { businessDayOf } from '@car-rental/domain/time/zoned-time';
import type { DbOrTx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { keptAnswer } from '../../lib/kept-until-write.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import {
  type FleetCarRow,
  type PaperRow,
  readAgencySchedules,
  readFleetCars,
  readFleetCarsOf,
  readFleetPapers,
  readFleetPapersOf,
  readFleetServices,
  readFleetServicesOf,
  readOneCar,
  type ServiceRow,
  saveAgencySchedules,
  saveCarSchedules,
} from './fleet-status.repository.ts';

/**
 * Issue 32 §3: the service reminders of a car (the domain's remindersOfCar over its schedules,
 * its service records and its odometer readings) and the Fleet screen, every car's next
 * service and papers. The Fleet is computed for the whole fleet once and kept until a write
 * on cars, rentals or settings, the business day or a minute passes (decision 0040): a page
 * and a filter are then a slice, at any fleet size.
 */

/** what the Fleet reads: the database, the business day, and the writes' events */
type FleetDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'events'>;

const today = (deps: FleetDeps) => businessDayOf(deps.clock.now(), deps.config.businessTimezone);

/** stored schedules as the contract reads them; anything unreadable is none */
function parsedSchedules(stored: unknown): ServiceSchedules | null {
  if (stored === null || stored === undefined) return null;
  const parsed = serviceSchedules.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function agencySchedulesFrom(stored: unknown): AgencySchedules {
  const schedules = parsedSchedules(stored);
  return schedules
    ? { schedules, defaults: false }
    : { schedules: defaultServiceSchedules, defaults: true };
}

async function agencySchedulesOf(db: DbOrTx): Promise<AgencySchedules> {
  return agencySchedulesFrom(await readAgencySchedules(db));
}

/** the input of remindersOfCar from a car's rows (its services in date order) */
function reminderInput(
  car: FleetCarRow,
  services: readonly ServiceRow[],
  rentalReadings: readonly OdometerReading[],
) {
  const entry: ServiceMark = { day: car.entry_day, km: car.entry_km };
  const readings: OdometerReading[] = [...rentalReadings];
  const lastServices: Partial<Record<ServiceType, ServiceMark>> = {};
  let highest = entry.km;
  for (const service of services) {
    // a service without its odometer counts from the highest reading of a service before it
    const km = service.odometer ?? highest;
    if (service.odometer !== null) {
      readings.push({ day: service.day, km: service.odometer });
      highest = Math.max(highest, service.odometer);
    }
    lastServices[service.type] = { day: service.day, km };
  }
  // the car's counter is a reading of its own only above every other (a hand correction)
  const known = Math.max(entry.km, ...readings.map((reading) => reading.km));
  if (car.mileage_km > known) readings.push({ day: car.mileage_day, km: car.mileage_km });
  return { lastServices, entry, readings };
}

const reminderRank: Record<ReminderState, number> = { ok: 0, due_soon: 1, due: 2, overdue: 3 };
const paperRank: Record<FleetPaperState, number> = {
  valid: 0,
  missing: 0,
  expires_soon: 1,
  lapsed: 3,
};

/** the service filter: due or overdue; the bell's attention: due soon and worse */
const serviceDue = (state: ReminderState | undefined) => state === 'due' || state === 'overdue';
const paperAlert = (state: FleetPaperState) => state === 'expires_soon' || state === 'lapsed';

interface FleetEntry {
  row: FleetRow;
  urgency: number;
  serviceRank: number;
  margins: number;
  /** brand, model, plate and id: the order of cars alike */
  name: string;
  service: boolean;
  papers: boolean;
  attention: boolean;
}

function fleetEntry(
  car: FleetCarRow,
  services: readonly ServiceRow[],
  papers: readonly PaperRow[],
  agency: ServiceSchedules,
  day: string,
): FleetEntry {
  const full = reminderInput(car, services, []);
  // the states need the highest reading only (decision 0038: it is the last known odometer)
  const odometerKm = Math.max(full.entry.km, ...full.readings.map((reading) => reading.km));
  const input = { ...full, readings: [{ day: full.entry.day, km: odometerKm }] };
  const own = parsedSchedules(car.own) ?? undefined;
  const [next] = remindersOfCar({ ...input, agency, car: own, today: day });
  const paperStates = Object.fromEntries(
    fleetPaperKinds.map((kind) => {
      const paper = papers.find((candidate) => candidate.kind === kind);
      const state: FleetPaperState = paper ? paperState(paper, day) : 'missing';
      return [kind, { state, until: paper?.until ?? null }];
    }),
  ) as FleetRow['papers'];
  const states = Object.values(paperStates).map((paper) => paper.state);
  const serviceRank = next ? reminderRank[next.state] : -1;
  const papersAlert = states.some(paperAlert);
  return {
    row: {
      carId: car.id,
      brandName: car.brand_name,
      modelName: car.model_name,
      plate: car.plate,
      odometerKm,
      nextService: next
        ? {
            serviceType: next.serviceType,
            state: next.state,
            limit: next.limit,
            dueDay: next.dueDay,
            dueKm: next.dueKm,
            daysLeft: next.daysLeft,
            kmLeft: next.kmLeft,
          }
        : null,
      papers: paperStates,
    },
    urgency: Math.max(serviceRank, ...states.map((state) => paperRank[state])),
    name: `${car.brand_name}\u0000${car.model_name}\u0000${car.plate ?? ''}\u0000${car.id}`,
    serviceRank,
    margins: next ? marginsLeft(next) : Number.POSITIVE_INFINITY,
    service: serviceDue(next?.state),
    papers: papersAlert,
    attention: serviceRank >= reminderRank.due_soon || papersAlert,
  };
}

/** most urgent first: the worse of service and papers, the service's state, the nearest, the name */
function byUrgency(a: FleetEntry, b: FleetEntry): number {
  return (
    b.urgency - a.urgency ||
    b.serviceRank - a.serviceRank ||
    a.margins - b.margins ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

function groupByCar<T extends { car_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.car_id);
    if (group) group.push(row);
    else groups.set(row.car_id, [row]);
  }
  return groups;
}

interface FleetState {
  day: string;
  version: number;
  builtAt: number;
  /** the schedules every car's entry was computed with */
  agency: ServiceSchedules;
  /**
   * every car most urgent first; `byCar`, `counts` and `lists` follow it. A refresh changes
   * them in place, between two reads (a reader takes its page at once, with no wait between)
   */
  entries: FleetEntry[];
  /** each car's entry in `entries` */
  byCar: Map<string, FleetEntry>;
  /** how many cars each filter keeps */
  counts: Record<FleetFilter, number>;
  /** the entries under each filter but all, listed at their first read (a refresh starts anew) */
  lists: Partial<Record<FleetFilter, FleetEntry[]>>;
}

/** the cars computed between two yields to the other requests */
const FLEET_SLICE = 500;

/** whether `entry` is under each filter but all */
const filters = {
  service: (entry: FleetEntry) => entry.service,
  papers: (entry: FleetEntry) => entry.papers,
  attention: (entry: FleetEntry) => entry.attention,
} satisfies Record<Exclude<FleetFilter, 'all'>, (entry: FleetEntry) => boolean>;

const filterNames = Object.keys(filters) as (keyof typeof filters)[];

/** adds `sign` times each entry to the counts of the filters it is under */
function count(counts: Record<FleetFilter, number>, entries: readonly FleetEntry[], sign: number) {
  for (const entry of entries) {
    counts.all += sign;
    for (const name of filterNames) if (filters[name](entry)) counts[name] += sign;
  }
}

/** the entries under `filter`, most urgent first */
function entriesUnder(state: FleetState, filter: FleetFilter): readonly FleetEntry[] {
  if (filter === 'all') return state.entries;
  let listed = state.lists[filter];
  if (!listed) {
    listed = state.entries.filter(filters[filter]);
    state.lists[filter] = listed;
  }
  return listed;
}

/** every car's entry from the rows of `cars` and their services and papers */
async function entriesOf(
  cars: readonly FleetCarRow[],
  services: readonly ServiceRow[],
  papers: readonly PaperRow[],
  agency: ServiceSchedules,
  day: string,
): Promise<FleetEntry[]> {
  const servicesOf = groupByCar(services);
  const papersOf = groupByCar(papers);
  const entries: FleetEntry[] = [];
  for (const car of cars) {
    entries.push(
      fleetEntry(car, servicesOf.get(car.id) ?? [], papersOf.get(car.id) ?? [], agency, day),
    );
    // a large fleet takes a second of work: other requests are served between its slices
    if (entries.length % FLEET_SLICE === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return entries;
}

async function buildFleet(deps: FleetDeps, day: string, version: number): Promise<FleetState> {
  const timeZone = deps.config.businessTimezone;
  const [cars, services, papers, agency] = await Promise.all([
    readFleetCars(deps.db, timeZone),
    readFleetServices(deps.db),
    readFleetPapers(deps.db),
    agencySchedulesOf(deps.db),
  ]);
  const entries = await entriesOf(cars, services, papers, agency.schedules, day);
  entries.sort(byUrgency);
  const counts = { all: 0, service: 0, papers: 0, attention: 0 };
  count(counts, entries, 1);
  return {
    day,
    version,
    builtAt: Date.now(),
    agency: agency.schedules,
    entries,
    byCar: new Map(entries.map((entry) => [entry.row.carId, entry])),
    counts,
    lists: {},
  };
}

/**
 * where `entry` goes in `entries` (most urgent first), or where it is when it is one of them:
 * after every entry before it (the order is total: the name ends with the car's id)
 */
function placeOf(entries: readonly FleetEntry[], entry: FleetEntry): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byUrgency(entries[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The entries of `carIds` computed again from their rows: three reads of those cars only (a
 * car sold, deleted or out of the garage has none)
 */
async function freshEntries(
  deps: FleetDeps,
  state: FleetState,
  carIds: readonly string[],
): Promise<FleetEntry[]> {
  const [cars, services, papers] = await Promise.all([
    readFleetCarsOf(deps.db, deps.config.businessTimezone, carIds),
    readFleetServicesOf(deps.db, carIds),
    readFleetPapersOf(deps.db, carIds),
  ]);
  return entriesOf(cars, services, papers, state.agency, state.day);
}

/**
 * `state` with the entries of `carIds` replaced by `fresh`, in place: each old one taken out,
 * each fresh one put in its place (a car that left the fleet leaves the list; one new to it
 * joins), the counts moved, the filters' lists to be listed again
 */
function replaceEntries(state: FleetState, carIds: readonly string[], fresh: FleetEntry[]) {
  const { entries, byCar, counts } = state;
  for (const carId of new Set(carIds)) {
    const old = byCar.get(carId);
    if (!old) continue;
    const at = placeOf(entries, old);
    entries.splice(entries[at] === old ? at : entries.indexOf(old), 1);
    byCar.delete(carId);
    count(counts, [old], -1);
  }
  for (const entry of fresh) {
    entries.splice(placeOf(entries, entry), 0, entry);
    byCar.set(entry.row.carId, entry);
  }
  count(counts, fresh, 1);
  state.lists = {};
}

/**
 * How long a Fleet computed whole serves before it is computed whole again (a change made
 * outside the API shows by then; the writes through it refresh their cars at once)
 */
const FLEET_MAX_AGE_MS = 60_000;
/** the writes that can change a car's reminders or papers */
const fleetTopics = new Set(['cars', 'rentals', 'settings']);

interface FleetBuild {
  day: string;
  version: number;
  promise: Promise<FleetState>;
  /** the cars events named since this build began: refreshed again once it is kept */
  named: Set<string>;
}

interface FleetCache {
  /** bumped by a write on the fleet's topics that names no cars (or changes the settings) */
  version: number;
  /** the cars named by writes since the kept Fleet last refreshed them */
  changed: Set<string>;
  state?: FleetState;
  building?: FleetBuild;
  /** the refresh of named cars under way: one at a time, every reader waits for it */
  refreshing?: Promise<void>;
}

/** one cache per server (its event bus): every write it or another process commits reaches it */
const caches = new WeakMap<AppDeps['events'], FleetCache>();

function cacheOf(events: AppDeps['events']): FleetCache {
  let cache = caches.get(events);
  if (!cache) {
    const created: FleetCache = { version: 0, changed: new Set() };
    events.subscribe((event) => {
      if (!event.topics.some((topic) => fleetTopics.has(topic))) return;
      // the agency's schedules change every car's reminders: computed whole again
      if (!event.cars || event.topics.includes('settings')) {
        created.version += 1;
        return;
      }
      for (const carId of event.cars) {
        created.changed.add(carId);
        created.building?.named.add(carId);
      }
    });
    caches.set(events, created);
    cache = created;
  }
  return cache;
}

/** the Fleet computed whole for `day`, shared by the readers that ask meanwhile */
function build(deps: FleetDeps, cache: FleetCache, day: string): Promise<FleetState> {
  const { version } = cache;
  if (cache.building?.day === day && cache.building.version === version) {
    return cache.building.promise;
  }
  const named = new Set<string>();
  const promise = buildFleet(deps, day, version).then((built) => {
    // kept only while no write naming no cars came in during the build; the cars named
    // meanwhile may be missing from it: refreshed at the next read
    if (cache.version === version) {
      cache.state = built;
      for (const carId of named) cache.changed.add(carId);
    }
    return built;
  });
  const building: FleetBuild = { day, version, promise, named };
  cache.building = building;
  const done = () => {
    if (cache.building === building) cache.building = undefined;
  };
  promise.then(done, done);
  return promise;
}

/** the kept Fleet with the cars named since its last refresh computed again */
async function refreshed(deps: FleetDeps, cache: FleetCache): Promise<FleetState | undefined> {
  while (cache.refreshing || cache.changed.size > 0) {
    if (cache.refreshing) {
      await cache.refreshing;
      continue;
    }
    const state = cache.state;
    if (!state) return undefined;
    const carIds = [...cache.changed];
    cache.changed.clear();
    const refresh = freshEntries(deps, state, carIds).then(
      (fresh) => {
        // a Fleet computed whole meanwhile replaced this one: those cars are refreshed in it
        if (cache.state === state) replaceEntries(state, carIds, fresh);
        else for (const carId of carIds) cache.changed.add(carId);
      },
      (error: unknown) => {
        // those cars are not refreshed: the next reader computes the Fleet whole
        cache.version += 1;
        throw error;
      },
    );
    cache.refreshing = refresh;
    try {
      await refresh;
    } finally {
      cache.refreshing = undefined;
    }
  }
  return cache.state;
}

async function fleetState(deps: FleetDeps): Promise<FleetState> {
  const cache = cacheOf(deps.events);
  const day = today(deps);
  const kept = cache.state;
  if (
    !kept ||
    kept.day !== day ||
    kept.version !== cache.version ||
    Date.now() - kept.builtAt >= FLEET_MAX_AGE_MS
  ) {
    const built = await build(deps, cache, day);
    // a write that named no cars overtook the build: its reader still gets what was built
    if (cache.state !== built && built.version !== cache.version) return built;
  }
  const state = await refreshed(deps, cache);
  if (state && state.day === day) return state;
  return build(deps, cache, day);
}

/**
 * The Fleet screen's pages as the text sent (decision 0050): the fleet is computed once per
 * write (fleetState), and each page of it is encoded once, not at every read; kept by query
 * and business day until a write on cars, rentals or the settings (on any server)
 */
const keptPages = keptAnswer<FleetPage>(fleetStatusRoutes.getFleet, 200);

/** getFleet as its route reads it */
export function readFleet(deps: AppDeps, query: FleetQuery): Promise<JsonText<FleetPage>> {
  return keptPages(deps.events, JSON.stringify([query, today(deps)]), () => getFleet(deps, query));
}

/** getFleet: a page of the cars under the filter, most urgent first, and the counts */
export async function getFleet(deps: FleetDeps, query: FleetQuery): Promise<FleetPage> {
  const state = await fleetState(deps);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: entriesUnder(state, query.filter)
      .slice(start, start + query.pageSize)
      .map((entry) => entry.row),
    total: state.counts[query.filter],
    page: query.page,
    pageSize: query.pageSize,
    counts: { ...state.counts },
    today: state.day,
  };
}

/**
 * The car page's reminders (decision 0050), kept per server by the car and the business day
 * until a write on cars, rentals or the settings commits (on any server) or a minute passes;
 * an unknown car is not kept
 */
const keptReminders = keptAnswer<CarReminders>(fleetStatusRoutes.getCarReminders, 500);

/** getCarReminders as its route reads it: kept until a write */
export function readCarReminders(deps: AppDeps, carId: string): Promise<JsonText<CarReminders>> {
  return keptReminders(deps.events, JSON.stringify([carId, today(deps)]), () =>
    getCarReminders(deps.db, deps, carId),
  );
}

/** getCarReminders: every scheduled type's reminder for one car, worst first (404 unknown car) */
export async function getCarReminders(
  db: DbOrTx,
  deps: AppDeps,
  carId: string,
): Promise<CarReminders> {
  const car = await readOneCar(db, carId, deps.config.businessTimezone);
  if (!car) throw new DomainError('car_not_found', 'details.carNotFound');
  const agency = agencySchedulesFrom(car.agency).schedules;
  const own = parsedSchedules(car.own);
  const day = today(deps);
  const input = reminderInput(car, car.services ?? [], car.reading ? [car.reading] : []);
  const reminders = remindersOfCar({ ...input, agency, car: own ?? undefined, today: day });
  return {
    carId,
    today: day,
    agency,
    own,
    reminders: reminders.map((reminder) => carReminder(reminder, agency, own)),
  };
}

function carReminder(
  reminder: Reminder & { serviceType: ServiceType },
  agency: ServiceSchedules,
  own: ServiceSchedules | null,
) {
  const schedule = scheduleFor(reminder.serviceType, agency, own ?? undefined);
  return {
    ...reminder,
    own: own?.[reminder.serviceType] !== undefined,
    everyKm: schedule?.everyKm ?? null,
    everyMonths: schedule?.everyMonths ?? null,
  };
}

/** getServiceSchedules: the agency's (the defaults while never changed) */
export function getServiceSchedules(deps: AppDeps): Promise<AgencySchedules> {
  return agencySchedulesOf(deps.db);
}

/** updateServiceSchedules (owners, as Settings): audited like the other settings */
export function updateServiceSchedules(
  deps: AppDeps,
  body: ServiceSchedulesInput,
): Promise<AgencySchedules> {
  return write(deps, async (tx, audit) => {
    const before = await agencySchedulesOf(tx);
    await saveAgencySchedules(tx, body.schedules, deps.clock.now());
    const after = await agencySchedulesOf(tx);
    audit.record({
      entity: 'settings',
      entityId: '1',
      before: { serviceSchedules: before },
      after: { serviceSchedules: after },
    });
    return after;
  });
}

/** setCarServiceSchedules (managers and owners): the car's own schedules, under its lock */
export function setCarServiceSchedules(
  deps: AppDeps,
  { carId, body }: { carId: string; body: ServiceSchedulesInput },
): Promise<CarReminders> {
  return write(deps, async (tx, audit) => {
    await loadCarForWrite(tx, carId);
    const before = await readOneCar(tx, carId, deps.config.businessTimezone);
    await saveCarSchedules(tx, carId, body.schedules);
    audit.record({
      entity: 'car',
      entityId: carId,
      before: { serviceSchedules: parsedSchedules(before?.own) },
      after: { serviceSchedules: body.schedules },
    });
    return getCarReminders(tx, deps, carId);
  });
}

import type { PaperKind } from '@car-rental/domain/fleet/care';
import type { ServiceType } from '@car-rental/domain/fleet/service-types';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';

/**
 * Issue 32 §3: what the reminders and the Fleet screen read, for every car of the fleet or
 * one car. The odometer readings are the car's counter (kept by check-outs and check-ins),
 * the service records, and for one car its check-outs and check-ins with their days.
 */

/** a car of the fleet: its names, its counter, its own schedules and its entry */
export interface FleetCarRow {
  id: string;
  brand_name: string;
  model_name: string;
  plate: string | null;
  mileage_km: number;
  /** the business day of the counter's last change */
  mileage_day: string;
  own: unknown;
  entry_day: string;
  /** the lowest reading known: the first check-out's, a service's, or the counter */
  entry_km: number;
}

export interface ServiceRow {
  car_id: string;
  type: ServiceType;
  day: string;
  odometer: number | null;
}

export interface PaperRow {
  car_id: string;
  kind: PaperKind;
  until: string | null;
}

export interface ReadingRow {
  day: string;
  km: number;
}

/** the cars the agency runs: not deleted, in the garage, not sold ($1: the business time zone) */
const carColumns = `c.id, b.name as brand_name, m.name as model_name, c.plate, c.mileage_km,
  to_char(c.updated_at at time zone $1, 'YYYY-MM-DD') as mileage_day,
  c.service_schedules as own,
  to_char(c.created_at at time zone $1, 'YYYY-MM-DD') as entry_day,
  least(c.mileage_km, ro.start_mileage, (select min(s.odometer) from car_services s where s.car_id = c.id),
    (select r.start_mileage from rentals r where r.car_id = c.id and r.returned_at is not null
     order by r.returned_at limit 1))::int as entry_km`;

const carFrom = `from cars c
  join brands b on b.id = c.brand_id
  join models m on m.id = c.model_id
  left join rentals ro on ro.car_id = c.id and ro.state = 'out'`;

const fleetCarsWhere = `where c.deleted_at is null and c.in_garage
    and not exists (select 1 from sales sa where sa.car_id = c.id)`;

const FLEET_CARS = statement<FleetCarRow>(`select ${carColumns} ${carFrom} ${fleetCarsWhere}`);

/** FLEET_CARS of some cars only ($2: their ids): a car that left the fleet has no row */
const FLEET_CARS_OF = statement<FleetCarRow>(
  `select ${carColumns} ${carFrom} ${fleetCarsWhere} and c.id = any($2::uuid[])`,
);

/**
 * One car for its page, in one statement: its row, its service records in date order, the
 * agency's schedules, and of its check-outs and check-ins the one reading that decides the
 * last known odometer (the highest, its latest day: the domain's rule keeps no other).
 */
export interface OneCarRow extends FleetCarRow {
  services: ServiceRow[] | null;
  reading: ReadingRow | null;
  agency: unknown;
}

const ONE_CAR = statement<OneCarRow>(
  `select ${carColumns},
    (select json_agg(json_build_object('car_id', s.car_id, 'type', s.type, 'day', s.done_on::text,
      'odometer', s.odometer) order by s.done_on, s.created_at)
      from car_services s where s.car_id = c.id) as services,
    (select json_build_object('day', x.day, 'km', x.km) from (
      select to_char(r.start_at at time zone $1, 'YYYY-MM-DD') as day, r.start_mileage as km
        from rentals r where r.car_id = c.id and r.state in ('out', 'returned')
      union all
      select to_char(r.returned_at at time zone $1, 'YYYY-MM-DD'), r.end_mileage
        from rentals r where r.car_id = c.id and r.state = 'returned' and r.end_mileage is not null
      ) x order by x.km desc, x.day desc limit 1) as reading,
    (select st.service_schedules from settings st where st.id = 1) as agency
  ${carFrom} where c.id = $2 and c.deleted_at is null`,
);

const serviceColumns = `select car_id, type, done_on::text as day, odometer from car_services`;
const servicesOrder = 'order by done_on, created_at';
const FLEET_SERVICES = statement<ServiceRow>(`${serviceColumns} ${servicesOrder}`);
const FLEET_SERVICES_OF = statement<ServiceRow>(
  `${serviceColumns} where car_id = any($1::uuid[]) ${servicesOrder}`,
);

/** of each kind, the paper lasting longest (one never expiring first) */
const papersOf = (where: string) =>
  statement<PaperRow>(
    `select distinct on (car_id, kind) car_id, kind, valid_until::text as until from car_papers
  where kind <> 'other'${where} order by car_id, kind, valid_until desc nulls first`,
  );
const FLEET_PAPERS = papersOf('');
const FLEET_PAPERS_OF = papersOf(' and car_id = any($1::uuid[])');

const AGENCY_SCHEDULES = statement<{ schedules: unknown }>(
  'select service_schedules as schedules from settings where id = 1',
);

export async function readFleetCars(db: DbOrTx, timeZone: string) {
  return run(db, FLEET_CARS, [timeZone]);
}

export async function readFleetServices(db: DbOrTx) {
  return run(db, FLEET_SERVICES, []);
}

export async function readFleetPapers(db: DbOrTx) {
  return run(db, FLEET_PAPERS, []);
}

/** the Fleet's three reads (cars, services, papers) of the cars `carIds` only */
export async function readFleetCarsOf(db: DbOrTx, timeZone: string, carIds: readonly string[]) {
  return run(db, FLEET_CARS_OF, [timeZone, carIds]);
}

export async function readFleetServicesOf(db: DbOrTx, carIds: readonly string[]) {
  return run(db, FLEET_SERVICES_OF, [carIds]);
}

export async function readFleetPapersOf(db: DbOrTx, carIds: readonly string[]) {
  return run(db, FLEET_PAPERS_OF, [carIds]);
}

export async function readOneCar(db: DbOrTx, carId: string, timeZone: string) {
  const [car] = await run(db, ONE_CAR, [timeZone, carId]);
  return car;
}

/** the stored agency schedules (null: the defaults) */
export async function readAgencySchedules(db: DbOrTx): Promise<unknown> {
  const [row] = await run(db, AGENCY_SCHEDULES, []);
  return row?.schedules ?? null;
}

const SAVE_AGENCY = statement<never>(
  `insert into settings (id, service_schedules, updated_at) values (1, $1::jsonb, $2)
  on conflict (id) do update set service_schedules = excluded.service_schedules,
    updated_at = excluded.updated_at`,
);

const SAVE_CAR = statement<never>(
  'update cars set service_schedules = $2::jsonb, updated_at = updated_at where id = $1',
);

const asJsonb = (value: unknown) => (value === null ? null : JSON.stringify(value));

export async function saveAgencySchedules(db: DbOrTx, schedules: unknown, now: Date) {
  await run(db, SAVE_AGENCY, [asJsonb(schedules), now.toISOString()]);
}

/** the car's own schedules (its updated_at is the counter's day: kept) */
export async function saveCarSchedules(db: DbOrTx, carId: string, schedules: unknown) {
  await run(db, SAVE_CAR, [carId, asJsonb(schedules)]);
}

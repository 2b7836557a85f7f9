import type {
  CarResultRental,
  FleetReportFilters,
  FleetReportSort,
} from '@car-rental/domain/contract/car-results';
import type { CarResultParts } from '@car-rental/domain/fleet/car-results';
import { exactInteger } from '@car-rental/domain/money';
import { runText } from '../../db/built-once.ts';
import type { DbOrTx } from '../../db/create-db.ts';

/**
 * Issue 32 §5: the parts of a car's results (decision 0042), read in SQL. A booking's revenue
 * is bookingRevenue's (the advance while open, the final total once closed: the net of its
 * rental fund entries), the very expression the summaries of migration 0016 keep per car in
 * car_summary.history_rental_revenue for the closed ones: the car page sums its bookings, the
 * report reads that sum and adds the open bookings' advances, and both answer the same.
 */

const REVENUE = `case when r.returned_at is null then r.advance_paid
  else coalesce(r.total_amount, 0) + r.charges_total end`;

/** billed days of a returned rental; the started days so far of the one out */
const DAYS = `case when r.state = 'returned' then coalesce(r.total_days, 0)
  when r.state = 'out' then greatest(1, ceil(extract(epoch from ($2::timestamptz - r.start_at)) / 86400))::int
  else 0 end`;

const KM = `case when r.state = 'returned' and r.end_mileage is not null
  then r.end_mileage - r.start_mileage else 0 end`;

/** the days rented and km driven at `now` ($2) of the cars `which` names */
const useOf = (which: string) => `select r.car_id, coalesce(sum(${DAYS}), 0)::bigint as days_rented,
    coalesce(sum(${KM}), 0)::bigint as km_driven
  from rentals r where ${which} and r.state in ('out', 'returned')
  group by r.car_id`;
/** ... of the cars of a page ($1, their ids) */
const USE_OF = useOf('r.car_id = any($1::uuid[])');

/**
 * The fines the agency paid and got nothing back for outside a rental (decision 0042): its own
 * (charged to the agency), the ones a customer owes and has not paid, and the ones charged on
 * a rental while out, whose money comes back in that rental's revenue; a fine the customer
 * paid afterwards (recovered_entry_id) cancels out and counts nothing.
 */
const FINE_SUM = 'sum(x.amount) filter (where x.recovered_entry_id is null)';
const FINE_COUNT = 'count(*) filter (where x.recovered_entry_id is null)';

const CAR_PARTS = `select c.purchase_price, c.created_at, s.final_price, s.sold_at,
    coalesce(rv.revenue, 0)::bigint as rental_revenue, coalesce(rv.n, 0)::int as rental_count,
    coalesce(u.days_rented, 0)::bigint as days_rented, coalesce(u.km_driven, 0)::bigint as km_driven,
    coalesce(sv.total, 0)::bigint as service_costs, coalesce(sv.n, 0)::int as service_count,
    coalesce(pp.total, 0)::bigint as paper_costs, coalesce(pp.n, 0)::int as paper_count,
    coalesce(fn.total, 0)::bigint as fine_costs, coalesce(fn.n, 0)::int as fine_count
  from cars c
  left join sales s on s.car_id = c.id
  left join lateral (select sum(${REVENUE}) as revenue, count(*) as n
    from rentals r where r.car_id = c.id and r.state <> 'cancelled') rv on true
  left join lateral (${useOf('r.car_id = c.id')}) u on true
  left join lateral (select sum(x.cost) as total, count(*) as n
    from car_services x where x.car_id = c.id) sv on true
  left join lateral (select sum(x.cost) as total, count(*) as n
    from car_papers x where x.car_id = c.id) pp on true
  left join lateral (select ${FINE_SUM} as total, ${FINE_COUNT} as n
    from car_fines x where x.car_id = c.id) fn on true
  where c.id = $1::uuid and c.deleted_at is null`;

const CAR_RENTALS = `select r.id, r.state, r.start_at, r.end_at, r.customer_name,
    case when r.state = 'returned' then r.total_days end as days,
    case when r.state = 'returned' then r.end_mileage - r.start_mileage end as km,
    (${REVENUE})::bigint as revenue
  from rentals r where r.car_id = $1::uuid and r.state <> 'cancelled'
  order by r.start_at desc, r.id desc limit $2`;

type Raw = Record<string, unknown>;
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const int = (value: unknown) => exactInteger(value ?? 0);
const money = (value: unknown) => (value === null || value === undefined ? null : int(value));

export interface CarPartsRow extends CarResultParts {
  rentalCount: number;
  serviceCount: number;
  paperCount: number;
  fineCount: number;
}

function partsOf(raw: Raw): CarResultParts {
  return {
    purchasePrice: money(raw.purchase_price),
    rentalRevenue: int(raw.rental_revenue),
    serviceCosts: int(raw.service_costs),
    paperCosts: int(raw.paper_costs),
    fineCosts: int(raw.fine_costs),
    salePrice: money(raw.final_price),
    ownedSince: iso(raw.created_at),
    soldAt: raw.sold_at ? iso(raw.sold_at) : null,
    daysRented: int(raw.days_rented),
    kmDriven: int(raw.km_driven),
  };
}

/** a live car's parts at `now`, or null when there is no such car */
export async function readCarParts(
  db: DbOrTx,
  carId: string,
  now: Date,
): Promise<CarPartsRow | null> {
  const [raw] = await runText<Raw>(db, CAR_PARTS, [carId, now.toISOString()]);
  if (!raw) return null;
  return {
    ...partsOf(raw),
    rentalCount: int(raw.rental_count),
    serviceCount: int(raw.service_count),
    paperCount: int(raw.paper_count),
    fineCount: int(raw.fine_count),
  };
}

/** its bookings newest first, cancelled ones left out */
export async function readCarRentals(
  db: DbOrTx,
  carId: string,
  limit: number,
): Promise<CarResultRental[]> {
  const found = await runText<Raw>(db, CAR_RENTALS, [carId, limit]);
  return found.map((raw) => ({
    id: String(raw.id),
    state: raw.state as CarResultRental['state'],
    startAt: iso(raw.start_at),
    endAt: iso(raw.end_at),
    customerName: String(raw.customer_name),
    days: raw.days === null || raw.days === undefined ? null : int(raw.days),
    km: raw.km === null || raw.km === undefined ? null : int(raw.km),
    revenue: int(raw.revenue),
  }));
}

/**
 * The report's ranking: every live car's money from the summaries (car_summary's closed
 * bookings' revenue) and small sums (open bookings' advances, services, papers), its net and
 * revenue per day owned computed as carResultFigures computes them, ranked in SQL; the days
 * rented and km driven are read for the cars of the page only.
 */
const NET = `b.rental_revenue + coalesce(b.final_price, 0) - coalesce(b.purchase_price, 0)
  - b.service_costs - b.paper_costs - b.fine_costs`;
const DAYS_OWNED = `greatest(1, ceil(extract(epoch from (coalesce(b.sold_at, $1::timestamptz) - b.created_at)) / 86400))`;
const sortKeys: Record<FleetReportSort, string> = {
  net: NET,
  revenue: 'b.rental_revenue',
  costs: 'b.service_costs + b.paper_costs + b.fine_costs',
  revenuePerDay: `b.rental_revenue::numeric / ${DAYS_OWNED}`,
};
const stateWhere = {
  all: '',
  owned: 'and s.id is null',
  sold: 'and s.id is not null',
} as const;

function rankingText({ sort, order, state }: FleetReportFilters): string {
  const dir = order === 'asc' ? 'asc' : 'desc';
  return `with b as (
    select c.id, c.plate, c.year, c.created_at, c.purchase_price, s.final_price, s.sold_at,
      br.name as brand_name, m.name as model_name,
      (coalesce(cs.history_rental_revenue, 0) + coalesce(o.advances, 0))::bigint as rental_revenue,
      coalesce(sv.total, 0)::bigint as service_costs, coalesce(pp.total, 0)::bigint as paper_costs,
      coalesce(fn.total, 0)::bigint as fine_costs
    from cars c
    join brands br on br.id = c.brand_id
    join models m on m.id = c.model_id
    left join car_summary cs on cs.car_id = c.id
    left join sales s on s.car_id = c.id
    left join (select car_id, sum(advance_paid) as advances from rentals
      where state in ('reserved', 'out') group by car_id) o on o.car_id = c.id
    left join (select car_id, sum(cost) as total from car_services group by car_id) sv on sv.car_id = c.id
    left join (select car_id, sum(cost) as total from car_papers group by car_id) pp on pp.car_id = c.id
    left join (select x.car_id, ${FINE_SUM} as total from car_fines x group by x.car_id) fn on fn.car_id = c.id
    where c.deleted_at is null ${stateWhere[state]}
  ), ranked as (
    select b.*, ${DAYS_OWNED} as days_owned,
      row_number() over (order by ${sortKeys[sort]} ${dir}, b.id) as rank,
      count(*) over () as total
    from b
  )
  select * from ranked order by rank limit $2 offset $3`;
}

/** one text per filter combination (4 sorts x 2 orders x 3 states), built when first asked */
const rankingTexts = new Map<string, string>();
function rankingFor(filters: FleetReportFilters): string {
  const key = `${filters.sort}:${filters.order}:${filters.state}`;
  let text = rankingTexts.get(key);
  if (!text) {
    text = rankingText(filters);
    rankingTexts.set(key, text);
  }
  return text;
}

export interface RankedCar extends CarResultParts {
  carId: string;
  rank: number;
  brandName: string;
  modelName: string;
  plate: string | null;
  year: number | null;
}

/** the cars ranked `offset + 1` to `offset + limit`, with how many the filters rank */
export async function readFleetRanking(
  db: DbOrTx,
  filters: FleetReportFilters,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ cars: RankedCar[]; total: number }> {
  const found = await runText<Raw>(db, rankingFor(filters), [now.toISOString(), limit, offset]);
  const ids = found.map((raw) => String(raw.id));
  const use = new Map<string, Raw>();
  if (ids.length > 0) {
    for (const raw of await runText<Raw>(db, USE_OF, [ids, now.toISOString()])) {
      use.set(String(raw.car_id), raw);
    }
  }
  const cars = found.map((raw) => {
    const id = String(raw.id);
    const used = use.get(id) ?? {};
    return {
      ...partsOf({ ...raw, ...used }),
      carId: id,
      rank: int(raw.rank),
      brandName: String(raw.brand_name),
      modelName: String(raw.model_name),
      plate: raw.plate === null ? null : String(raw.plate),
      year: raw.year === null ? null : int(raw.year),
    };
  });
  return { cars, total: found[0] ? int(found[0].total) : await countRanked(db, filters) };
}

/** a page past the last: the count alone */
async function countRanked(db: DbOrTx, { state }: FleetReportFilters): Promise<number> {
  const [raw] = await runText<Raw>(
    db,
    `select count(*) as n from cars c left join sales s on s.car_id = c.id
      where c.deleted_at is null ${stateWhere[state]}`,
    [],
  );
  return int(raw?.n);
}

import type { CarResultRental } from '@car-rental/domain/contract/car-results';
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

/**
 * The fines the agency paid and got nothing back for outside a rental (decision 0042): its own
 * (charged to the agency), the ones a customer owes and has not paid, and the ones charged on
 * a rental while out, whose money comes back in that rental's revenue; a fine the customer
 * paid afterwards (recovered_entry_id) cancels out and counts nothing.
 */
const FINE_SUM = 'sum(x.amount) filter (where x.recovered_entry_id is null)';
const FINE_COUNT = 'count(*) filter (where x.recovered_entry_id is null)';

/**
 * The parts of the live cars `which` names, at `now` ($2): one walk down each of the car's
 * indexes (its rentals once, for revenue, days and km; its services, papers, fines; its sale)
 */
const partsText = (
  which: string,
  more = '',
) => `select c.id, c.plate, c.year, c.purchase_price, c.created_at,
    br.name as brand_name, m.name as model_name, s.final_price, s.sold_at,
    coalesce(rv.revenue, 0)::bigint as rental_revenue, coalesce(rv.n, 0)::int as rental_count,
    coalesce(rv.days_rented, 0)::bigint as days_rented, coalesce(rv.km_driven, 0)::bigint as km_driven,
    coalesce(sv.total, 0)::bigint as service_costs, coalesce(sv.n, 0)::int as service_count,
    coalesce(pp.total, 0)::bigint as paper_costs, coalesce(pp.n, 0)::int as paper_count,
    coalesce(fn.total, 0)::bigint as fine_costs, coalesce(fn.n, 0)::int as fine_count${more}
  from cars c
  join brands br on br.id = c.brand_id
  join models m on m.id = c.model_id
  left join sales s on s.car_id = c.id
  left join lateral (select sum(${REVENUE}) as revenue, count(*) as n,
      sum(${DAYS}) as days_rented, sum(${KM}) as km_driven
    from rentals r where r.car_id = c.id and r.state <> 'cancelled') rv on true
  left join lateral (select sum(x.cost) as total, count(*) as n
    from car_services x where x.car_id = c.id) sv on true
  left join lateral (select sum(x.cost) as total, count(*) as n
    from car_papers x where x.car_id = c.id) pp on true
  left join lateral (select ${FINE_SUM} as total, ${FINE_COUNT} as n
    from car_fines x where x.car_id = c.id) fn on true
  where ${which} and c.deleted_at is null`;

/** the car's bookings newest first, cancelled ones left out, at most $3, as JSON */
const CAR_RENTALS = `(select coalesce(json_agg(l order by l.start_at desc, l.id desc), '[]'::json)
  from (select r.id, r.state, r.start_at, r.end_at, r.customer_name,
      case when r.state = 'returned' then r.total_days end as days,
      case when r.state = 'returned' then r.end_mileage - r.start_mileage end as km,
      (${REVENUE})::bigint as revenue
    from rentals r where r.car_id = c.id and r.state <> 'cancelled'
    order by r.start_at desc, r.id desc limit $3) l)`;

/** the car page's one statement: its parts and its latest bookings */
const CAR_RESULTS = partsText('c.id = $1::uuid', `, ${CAR_RENTALS} as rentals`);
/** the cars of a page of the ranking ($1, their ids) */
const PAGE_PARTS = partsText('c.id = any($1::uuid[])');

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

/** a live car's parts and latest bookings at `now`, or null when there is no such car */
export async function readCarResults(
  db: DbOrTx,
  carId: string,
  now: Date,
  limit: number,
): Promise<{ parts: CarPartsRow; rentals: CarResultRental[] } | null> {
  const [raw] = await runText<Raw>(db, CAR_RESULTS, [carId, now.toISOString(), limit]);
  if (!raw) return null;
  const parts = {
    ...partsOf(raw),
    rentalCount: int(raw.rental_count),
    serviceCount: int(raw.service_count),
    paperCount: int(raw.paper_count),
    fineCount: int(raw.fine_count),
  };
  const listed = (typeof raw.rentals === 'string' ? JSON.parse(raw.rentals) : raw.rentals) as Raw[];
  const rentals = listed.map((rental) => ({
    id: String(rental.id),
    state: rental.state as CarResultRental['state'],
    startAt: iso(rental.start_at),
    endAt: iso(rental.end_at),
    customerName: String(rental.customer_name),
    days: rental.days === null ? null : int(rental.days),
    km: rental.km === null ? null : int(rental.km),
    revenue: int(rental.revenue),
  }));
  return { parts, rentals };
}

/**
 * The report's keys (decision 0042): every live car's rental revenue from the summaries
 * (car_summary's closed bookings' revenue, which is the sum of those bookings' revenue) and
 * small sums (open bookings' advances, services, papers, fines), as carResultFigures counts
 * them. fleet-ranking.ts keeps them in memory between writes and ranks them; the page's cars
 * are then read as the car page reads them (PAGE_PARTS), by their indexes.
 */
const RANKING_KEYS = `select c.id, c.created_at, s.sold_at,
    (coalesce(cs.history_rental_revenue, 0) + coalesce(o.advances, 0))::bigint as revenue,
    (coalesce(sv.total, 0) + coalesce(pp.total, 0) + coalesce(fn.total, 0))::bigint as costs,
    (coalesce(s.final_price, 0) - coalesce(c.purchase_price, 0))::bigint as capital
  from cars c
  left join car_summary cs on cs.car_id = c.id
  left join sales s on s.car_id = c.id
  left join (select car_id, sum(advance_paid) as advances from rentals
    where state in ('reserved', 'out') group by car_id) o on o.car_id = c.id
  left join (select car_id, sum(cost) as total from car_services group by car_id) sv on sv.car_id = c.id
  left join (select car_id, sum(cost) as total from car_papers group by car_id) pp on pp.car_id = c.id
  left join (select x.car_id, ${FINE_SUM} as total from car_fines x group by x.car_id) fn on fn.car_id = c.id
  where c.deleted_at is null`;

/** what the report ranks a car by */
export interface RankingKey {
  id: string;
  /** ISO instants: its entry in the fleet, its sale */
  ownedSince: string;
  soldAt: string | null;
  revenue: number;
  costs: number;
  /** the sale's price less the purchase price (either 0 when absent) */
  capital: number;
}

export async function readRankingKeys(db: DbOrTx): Promise<RankingKey[]> {
  const found = await runText<Raw>(db, RANKING_KEYS, []);
  return found.map((raw) => ({
    id: String(raw.id),
    ownedSince: iso(raw.created_at),
    soldAt: raw.sold_at ? iso(raw.sold_at) : null,
    revenue: int(raw.revenue),
    costs: int(raw.costs),
    capital: int(raw.capital),
  }));
}

export interface RankedCar extends CarResultParts {
  carId: string;
  rank: number;
  brandName: string;
  modelName: string;
  plate: string | null;
  year: number | null;
}

/** the cars `ids` (a page of the ranking, in its order), ranked from `offset + 1` */
export async function readRankedCars(
  db: DbOrTx,
  ids: readonly string[],
  now: Date,
  offset: number,
): Promise<RankedCar[]> {
  if (ids.length === 0) return [];
  const parts = new Map<string, Raw>();
  for (const raw of await runText<Raw>(db, PAGE_PARTS, [ids, now.toISOString()])) {
    parts.set(String(raw.id), raw);
  }
  return ids.flatMap((id, index) => {
    const raw = parts.get(id);
    if (!raw) return [];
    return [
      {
        ...partsOf(raw),
        carId: id,
        rank: offset + index + 1,
        brandName: String(raw.brand_name),
        modelName: String(raw.model_name),
        plate: raw.plate === null ? null : String(raw.plate),
        year: raw.year === null ? null : int(raw.year),
      },
    ];
  });
}

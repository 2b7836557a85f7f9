import type {
  ModelCategoryView,
  RatePlanInput,
  RatePlanView,
} from '@car-rental/domain/contract/pricing';
import type { CarCategory, ExtrasSettings } from '@car-rental/domain/pricing/price-list';
import type { RatePlan } from '@car-rental/domain/pricing/quote';
import type { DbOrTx } from '../../db/create-db.ts';
import { type Read, readAll, readOf, run, statement } from '../../db/statement.ts';

/**
 * Issue 33: the price list's rows. Each text is a constant (issue 30 §1); a plan reads back
 * in the contract's field names.
 */

interface PlanRow {
  id: string;
  category: CarCategory | null;
  carId: string | null;
  seasons: RatePlan['seasons'];
  tiers: RatePlan['tiers'];
  weekend: RatePlan['weekend'];
  updatedAt: Date | string;
}

const PLAN_COLUMNS = `id, category, car_id as "carId", seasons, tiers, weekend, updated_at as "updatedAt"`;

const planView = (row: PlanRow): RatePlanView => ({
  ...row,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const listPlans = statement<PlanRow>(
  `select ${PLAN_COLUMNS} from rate_plans order by category nulls last, car_id`,
);

export async function readPlans(db: DbOrTx): Promise<RatePlanView[]> {
  return (await run(db, listPlans, [])).map(planView);
}

const upsertCategoryPlan = statement<PlanRow>(
  `insert into rate_plans (category, seasons, tiers, weekend, updated_at)
   values ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5)
   on conflict (category) where category is not null
   do update set seasons = excluded.seasons, tiers = excluded.tiers,
     weekend = excluded.weekend, updated_at = excluded.updated_at
   returning ${PLAN_COLUMNS}`,
);

const upsertCarPlan = statement<PlanRow>(
  `insert into rate_plans (car_id, seasons, tiers, weekend, updated_at)
   values ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5)
   on conflict (car_id) where car_id is not null
   do update set seasons = excluded.seasons, tiers = excluded.tiers,
     weekend = excluded.weekend, updated_at = excluded.updated_at
   returning ${PLAN_COLUMNS}`,
);

const planOfCategory = statement<PlanRow>(
  `select ${PLAN_COLUMNS} from rate_plans where category = $1`,
);
const planOfCar = statement<PlanRow>(`select ${PLAN_COLUMNS} from rate_plans where car_id = $1`);

/** the plan a scope has now (for the audit's before), if any */
export async function findPlan(
  db: DbOrTx,
  scope: { category: CarCategory } | { carId: string },
): Promise<RatePlanView | undefined> {
  const [row] =
    'category' in scope
      ? await run(db, planOfCategory, [scope.category])
      : await run(db, planOfCar, [scope.carId]);
  return row ? planView(row) : undefined;
}

export async function savePlan(
  db: DbOrTx,
  scope: { category: CarCategory } | { carId: string },
  plan: RatePlanInput,
  now: Date,
): Promise<RatePlanView> {
  const params = [
    'category' in scope ? scope.category : scope.carId,
    JSON.stringify(plan.seasons),
    JSON.stringify(plan.tiers),
    plan.weekend ? JSON.stringify(plan.weekend) : null,
    now,
  ];
  const [row] = await run(db, 'category' in scope ? upsertCategoryPlan : upsertCarPlan, params);
  return planView(row!);
}

const deletePlanById = statement<PlanRow>(
  `delete from rate_plans where id = $1 returning ${PLAN_COLUMNS}`,
);

/** the plan deleted, if it existed */
export async function deletePlan(db: DbOrTx, id: string): Promise<RatePlanView | undefined> {
  const [row] = await run(db, deletePlanById, [id]);
  return row ? planView(row) : undefined;
}

const readExtras = statement<{ extras: ExtrasSettings | null }>(
  'select extras from settings where id = 1',
);

/** the extras offered, as a read a write can send with others (readAll) */
export const extrasRead = (): Read<ExtrasSettings | null> =>
  readOf(readExtras, [], ([row]) => row?.extras ?? null);

export async function findExtras(db: DbOrTx): Promise<ExtrasSettings | null> {
  const [extras] = await readAll(db, extrasRead());
  return extras;
}

const writeExtras = statement<{ extras: ExtrasSettings }>(
  `insert into settings (id, extras, updated_at) values (1, $1::jsonb, $2)
   on conflict (id) do update set extras = excluded.extras, updated_at = excluded.updated_at
   returning extras`,
);

export async function saveExtras(db: DbOrTx, extras: ExtrasSettings, now: Date): Promise<void> {
  await run(db, writeExtras, [JSON.stringify(extras), now]);
}

/** what a quote of a car needs: its base rate, and its own plan or else its category's */
interface PricedCarRow {
  dailyRate: string | number | null;
  own: RatePlan | null;
  category: RatePlan | null;
}

/** a rate plan row aliased `alias` as a RatePlan's JSON, null when there is none */
export const planJson = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object(
    'seasons', ${alias}.seasons, 'tiers', ${alias}.tiers, 'weekend', ${alias}.weekend) end`;

/** the plans that may price a car `c` of model `m`: its own (`own`), its category's (`cat`) */
export const planJoins = `left join rate_plans own on own.car_id = c.id
   left join rate_plans cat on cat.category = m.category`;

const pricedCar = statement<PricedCarRow>(
  `select c.daily_rate as "dailyRate", ${planJson('own')} as own, ${planJson('cat')} as category
   from cars c
   join models m on m.id = c.model_id
   ${planJoins}
   where c.id = $1 and c.deleted_at is null`,
);

export interface PricedCar {
  dailyRate: number | null;
  plan: RatePlan | null;
}

/**
 * A live car's base rate and the plan that prices it (decision 0044); undefined: no such car.
 * A read a write can send with others (readAll).
 */
export const pricedCarRead = (carId: string): Read<PricedCar | undefined> =>
  readOf(pricedCar, [carId], ([row]) =>
    row
      ? {
          dailyRate: row.dailyRate === null ? null : Number(row.dailyRate),
          plan: row.own ?? row.category,
        }
      : undefined,
  );

const listModels = statement<ModelCategoryView>(
  `select m.id, b.name as "brandName", m.name, m.category
   from models m join brands b on b.id = m.brand_id
   order by lower(b.name), lower(m.name), m.id`,
);

export const readModelCategories = (db: DbOrTx) => run(db, listModels, []);

const updateModelCategory = statement<ModelCategoryView>(
  `update models m set category = $2 from brands b
   where m.id = $1 and b.id = m.brand_id
   returning m.id, b.name as "brandName", m.name, m.category`,
);

const modelCategoryOf = statement<ModelCategoryView>(
  `select m.id, b.name as "brandName", m.name, m.category
   from models m join brands b on b.id = m.brand_id where m.id = $1 for update of m`,
);

export async function findModelCategory(db: DbOrTx, id: string) {
  const [row] = await run(db, modelCategoryOf, [id]);
  return row;
}

export async function saveModelCategory(
  db: DbOrTx,
  id: string,
  category: CarCategory | null,
): Promise<ModelCategoryView | undefined> {
  const [row] = await run(db, updateModelCategory, [id, category]);
  return row;
}

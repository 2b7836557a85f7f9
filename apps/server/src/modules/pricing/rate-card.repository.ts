import type { CarCategory } from '@car-rental/domain/pricing/price-list';
import type { DbOrTx } from '../../db/create-db.ts';
import { run, statement } from '../../db/statement.ts';

/** a model on the rate card: its category, its live cars and their base daily rates */
export interface RateCardModel {
  brandName: string;
  name: string;
  category: CarCategory | null;
  cars: number;
  /** the lowest and highest daily rate of its cars (null: none has one) */
  lowRate: number | null;
  highRate: number | null;
}

interface Row extends Omit<RateCardModel, 'lowRate' | 'highRate' | 'cars'> {
  cars: string | number;
  lowRate: string | number | null;
  highRate: string | number | null;
}

const listRateCardModels = statement<Row>(
  `select b.name as "brandName", m.name, m.category,
     count(c.id) as cars, min(c.daily_rate) as "lowRate", max(c.daily_rate) as "highRate"
   from models m
   join brands b on b.id = m.brand_id
   join cars c on c.model_id = m.id and c.deleted_at is null
   group by m.id, b.name, m.name, m.category
   order by lower(b.name), lower(m.name), m.id`,
);

const amount = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The models the agency has cars of (the catalogue's other models are not on the card), by
 * brand and name, with how many live cars each has and their daily rates' range
 */
export async function readRateCardModels(db: DbOrTx): Promise<RateCardModel[]> {
  return (await run(db, listRateCardModels, [])).map((row) => ({
    ...row,
    cars: Number(row.cars),
    lowRate: amount(row.lowRate),
    highRate: amount(row.highRate),
  }));
}

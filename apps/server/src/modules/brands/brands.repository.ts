import type { BrandList, ModelView } from '@car-rental/domain/contract/brands';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { brands, models } from '../../db/schema.ts';
import { run, statement } from '../../db/statement.ts';
import { JsonText } from '../../lib/json-text.ts';

/**
 * The brands by name with their models by name, and the distinct groups (for the group
 * suggestions), written as the contract's BrandList by the database in one statement
 */
const brandList = statement<{ body: string }>(`select json_build_object(
  'items', coalesce((select json_agg(json_build_object(
      'id', b.id, 'name', b.name, 'group', b.brand_group, 'logo', b.logo,
      'modelCount', (select count(*) from models m where m.brand_id = b.id),
      'models', coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name)
        order by lower(m.name), m.id) from models m where m.brand_id = b.id), '[]'))
    order by lower(b.name), b.id) from brands b), '[]'),
  'groups', coalesce((select json_agg(g.name order by lower(g.name), g.name)
    from (select distinct brand_group as name from brands where brand_group is not null) g), '[]')
)::text as body`);

export async function listBrands(db: DbOrTx): Promise<JsonText<BrandList>> {
  const [row] = await run(db, brandList, []);
  if (!row) throw new Error('the brands statement answered no row');
  return new JsonText(row.body);
}

/** an existing group spelled the same but for case, so one group is not split in two */
export async function findGroupSpelling(db: DbOrTx, group: string): Promise<string | undefined> {
  const [row] = await db
    .select({ group: brands.group })
    .from(brands)
    .where(sql`lower(${brands.group}) = lower(${group})`)
    .orderBy(brands.createdAt)
    .limit(1);
  return row?.group ?? undefined;
}

export async function brandExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return row !== undefined;
}

/** inserts the brand unless its name is taken (case-insensitive): undefined then */
export async function insertBrand(
  db: DbOrTx,
  values: { name: string; group: string | null; logo: string | null },
) {
  const [row] = await db.insert(brands).values(values).onConflictDoNothing().returning();
  return row;
}

/** inserts the model unless the brand already has one of that name: undefined then */
export async function insertModel(
  db: DbOrTx,
  values: { brandId: string; name: string },
): Promise<ModelView | undefined> {
  const [row] = await db
    .insert(models)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: models.id, brandId: models.brandId, name: models.name });
  return row;
}

import type { BrandView, ModelView } from '@car-rental/domain/contract/brands';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { brands, models } from '../../db/schema.ts';

/** every brand by name (case-insensitive) with its models by name, in one query */
export async function listBrands(db: DbOrTx): Promise<BrandView[]> {
  const rows = await db
    .select({
      id: brands.id,
      name: brands.name,
      group: brands.group,
      logo: brands.logo,
      models: sql<{ id: string; name: string }[]>`coalesce(
        json_agg(json_build_object('id', ${models.id}, 'name', ${models.name})
          order by lower(${models.name}), ${models.id})
          filter (where ${models.id} is not null),
        '[]'::json)`,
    })
    .from(brands)
    .leftJoin(models, eq(models.brandId, brands.id))
    .groupBy(brands.id)
    .orderBy(sql`lower(${brands.name})`, brands.id);
  return rows.map((row) => ({ ...row, modelCount: row.models.length }));
}

/** the distinct brand groups, for the group suggestions */
export async function listGroups(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ group: sql<string>`${brands.group}` })
    .from(brands)
    .where(sql`${brands.group} is not null`)
    .groupBy(brands.group)
    .orderBy(sql`lower(${brands.group})`, brands.group);
  return rows.map((row) => row.group);
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

import { demoCatalogue } from '@car-rental/domain/catalogue/demo-catalogue';
import { count, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../lib/passwords.ts';
import type { Db } from './create-db.ts';
import { brands, models, settings } from './schema.ts';

/**
 * First-start rows every database needs, the server's (bootstrap.ts) and the demo's (the
 * worker): the brand catalogue and the settings row. Nothing Node-only here.
 */

/** On an empty database, writes the brand catalogue once, in one transaction. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // serialise concurrent first starts on one PostgreSQL
    await tx.execute(sql`select pg_advisory_xact_lock(724001)`);
    const [row] = await tx.select({ n: count() }).from(brands);
    if ((row?.n ?? 0) > 0) return false;
    for (const brand of demoCatalogue) {
      const [inserted] = await tx
        .insert(brands)
        .values({ name: brand.name, group: brand.group })
        .returning({ id: brands.id });
      if (!inserted) throw new Error('brand insert returned nothing');
      await tx.insert(models).values(brand.models.map((name) => ({ brandId: inserted.id, name })));
    }
    return true;
  });
}

/** The settings row exists; BENEFIT_PIN sets the PIN when none is set yet. */
export async function ensureSettings(
  db: Db,
  benefitPin: string | undefined,
  passwords: PasswordHasher,
): Promise<void> {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  if (benefitPin) {
    const pinHash = await passwords.hash(benefitPin);
    await db.execute(
      sql`update settings set benefit_pin_hash = ${pinHash}, updated_at = now() where id = 1 and benefit_pin_hash is null`,
    );
  }
}

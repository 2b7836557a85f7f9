import { demoCatalogue } from '@car-rental/domain/catalogue/demo-catalogue';
import { count, sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Db } from './db/create-db.ts';
import { brands, models, settings, users } from './db/schema.ts';
import { hashSecret } from './lib/passwords.ts';
import { insertUser } from './modules/auth/users.repository.ts';

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
export async function ensureSettings(db: Db, benefitPin: string | undefined): Promise<void> {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  if (benefitPin) {
    const pinHash = await hashSecret(benefitPin);
    await db.execute(
      sql`update settings set benefit_pin_hash = ${pinHash}, updated_at = now() where id = 1 and benefit_pin_hash is null`,
    );
  }
}

/** ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME create the owner when no account exists yet. */
export async function ensureOwner(db: Db, config: Config, log: (message: string) => void) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  if (!config.adminEmail || !config.adminPassword) {
    log(
      'No account exists yet: open the app to create the owner account, or set ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
    return;
  }
  if (config.adminPassword.length < 6) {
    throw new Error('ADMIN_PASSWORD must be at least 6 characters');
  }
  await insertUser(db, {
    email: config.adminEmail,
    displayName: config.adminName ?? 'Owner',
    passwordHash: await hashSecret(config.adminPassword),
    role: 'owner',
  });
  log(`Owner account ${config.adminEmail} created from ADMIN_EMAIL.`);
}

export async function bootstrap(db: Db, config: Config, log: (message: string) => void) {
  if (await seedCatalogue(db)) log('Brand catalogue written (9 brands, 27 models).');
  await ensureSettings(db, config.benefitPin);
  await ensureOwner(db, config, log);
}

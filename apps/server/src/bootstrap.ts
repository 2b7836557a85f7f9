import { count } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Db } from './db/create-db.ts';
import { ensureSettings, seedCatalogue } from './db/first-start.ts';
import { users } from './db/schema.ts';
import { argon2Hasher } from './lib/passwords.ts';
import { insertUser } from './modules/auth/users.repository.ts';

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
    passwordHash: await argon2Hasher.hash(config.adminPassword),
    role: 'owner',
  });
  log(`Owner account ${config.adminEmail} created from ADMIN_EMAIL.`);
}

export async function bootstrap(db: Db, config: Config, log: (message: string) => void) {
  if (await seedCatalogue(db)) log('Brand catalogue written (9 brands, 27 models).');
  await ensureSettings(db, config.benefitPin, argon2Hasher);
  await ensureOwner(db, config, log);
}

export { ensureSettings, seedCatalogue };

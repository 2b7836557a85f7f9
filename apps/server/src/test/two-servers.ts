import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/create-db.ts';
import { createEventBus } from '../events/event-bus.ts';
import { systemClock } from '../lib/clock.ts';
import { captureMailer } from '../lib/mailer.ts';
import { argon2Hasher } from '../lib/passwords.ts';
import { nodeFonts } from '../lib/pdf/node-fonts.ts';
import { sharpImages } from '../lib/sharp-images.ts';
import type { Storage } from '../lib/storage.ts';
import { freshDatabase } from './test-server.ts';

export interface TwoServers {
  /** each server's http://127.0.0.1:<port> */
  urls: string[];
  close(): Promise<void>;
}

/**
 * Two servers on one fresh database, as two processes would run: with DATABASE_URL each
 * has its own pool; on PGlite the two share the one embedded database. Each has its own
 * plugins (rate limit included) and the storage `storage()` makes for it. `env` is the
 * configuration's, an owner account included (ADMIN_EMAIL, ADMIN_PASSWORD).
 */
export async function startTwoServers(
  env: Record<string, string>,
  storage: () => Storage,
): Promise<TwoServers> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers) await closer();
  };
  const urls: string[] = [];
  try {
    const { database, url, drop } = await freshDatabase();
    closers.push(() => database.close(), drop);
    const config = { ...loadConfig(env), webDist: undefined };
    await bootstrap(database.db, config, () => {});
    for (let i = 0; i < 2; i++) {
      const own: Database = url
        ? await openDatabase({ databaseUrl: url, dataDir: 'unused' })
        : database;
      const app = await buildApp({
        db: own.db,
        config,
        clock: systemClock,
        events: createEventBus(),
        storage: storage(),
        images: sharpImages,
        fonts: nodeFonts,
        mailer: captureMailer(),
        passwords: argon2Hasher,
      });
      closers.unshift(async () => {
        await app.close();
        if (own !== database) await own.close();
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      urls.push(`http://127.0.0.1:${address.port}`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, close };
}

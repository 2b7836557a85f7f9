import { join } from 'node:path';
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/create-db.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { createEventBus } from './events/event-bus.ts';
import { createPgEventBus } from './events/pg-event-bus.ts';
import { clockAhead, systemClock } from './lib/clock.ts';
import { createMailer } from './lib/mailer.ts';
import { argon2Hasher } from './lib/passwords.ts';
import { nodeFonts } from './lib/pdf/node-fonts.ts';
import { parseS3Url, s3Storage } from './lib/s3-storage.ts';
import { sharpImages } from './lib/sharp-images.ts';
import { diskStorage } from './lib/storage.ts';
import { serverRoot } from './paths.ts';

const defaultWebDist = join(serverRoot, '../web/dist');

async function main() {
  const config = loadConfig();
  config.webDist ??= defaultWebDist;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  // the seed runs under the migrations' start-up lock, before the logger exists
  const setupLog: string[] = [];
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      setup: (db) => bootstrap(db, config, (message) => setupLog.push(message)),
    });
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = (message: string) => app.log.info(message);
  // one process owns an embedded database; several may share a PostgreSQL server
  const pgEvents = config.databaseUrl
    ? createPgEventBus(config.databaseUrl, undefined, log)
    : undefined;
  const events = pgEvents ?? createEventBus();
  const app = await buildApp(
    {
      db: database.db,
      config,
      clock: config.clockAheadMs ? clockAhead(config.clockAheadMs) : systemClock,
      events,
      // several processes share images through a bucket; one machine keeps them on its disk
      storage: config.s3Url
        ? s3Storage(parseS3Url(config.s3Url, config.s3Region))
        : diskStorage(join(config.dataDir, 'uploads')),
      images: sharpImages,
      fonts: nodeFonts,
      mailer: createMailer(config.smtpUrl, config.mailFrom, (message) => app.log.info(message)),
      passwords: argon2Hasher,
    },
    { logger: { level: config.logLevel } },
  );
  for (const message of setupLog) app.log.info(message);
  if (config.clockAheadMs) {
    app.log.warn(
      `The clock runs ${config.clockAheadMs / 3_600_000} hours ahead (CLOCK_AHEAD_HOURS)`,
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await pgEvents?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { type Config, loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/create-db.ts';
import { createEventBus } from '../apps/server/src/events/event-bus.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { captureMailer } from '../apps/server/src/lib/mailer.ts';
import { argon2Hasher } from '../apps/server/src/lib/passwords.ts';
import { nodeFonts } from '../apps/server/src/lib/pdf/node-fonts.ts';
import { sharpImages } from '../apps/server/src/lib/sharp-images.ts';
import { memoryStorage } from '../apps/server/src/lib/storage.ts';

/** the real server's dependencies on the generated database, as the bench's servers run it */
export function benchDeps(db: Db, config: Partial<Config> = {}) {
  return {
    db,
    config: {
      ...loadConfig({ ...process.env, SIGN_IN_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' }),
      ...config,
    },
    clock: systemClock,
    events: createEventBus(),
    storage: memoryStorage(),
    mailer: captureMailer(),
    passwords: argon2Hasher,
    images: sharpImages,
    fonts: nodeFonts,
  };
}

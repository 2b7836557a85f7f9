import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/create-db.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Actor } from './actor.ts';
import type { Clock } from './clock.ts';
import type { ImageTools } from './images.ts';
import type { Mailer } from './mailer.ts';
import type { PasswordHasher } from './passwords.ts';
import type { FontSource } from './pdf/fonts.ts';
import type { Storage } from './storage.ts';

/** Everything a use case may touch, passed in: never imported singletons. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  events: EventBus;
  storage: Storage;
  /** resizing (sharp on the server, a canvas in the demo) */
  images: ImageTools;
  /** the fonts the PDFs embed (node_modules on the server, asset URLs in the demo) */
  fonts: FontSource;
  mailer: Mailer;
  /** argon2 on the server; Web Crypto in the demo */
  passwords: PasswordHasher;
  /** who is acting: set per request by actingFor(), read by write() for the audit trail */
  actor?: Actor | undefined;
}

/** the Fastify instance routes are declared on, typed by the zod schemas */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

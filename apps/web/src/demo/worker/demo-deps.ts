import type { Config } from '@car-rental/server/config';
import type { Db } from '@car-rental/server/db/create-db';
import { createEventBus } from '@car-rental/server/events/event-bus';
import type { Clock } from '@car-rental/server/lib/clock';
import type { AppDeps } from '@car-rental/server/lib/deps';
import type { ImageTools } from '@car-rental/server/lib/images';
import type { Mailer } from '@car-rental/server/lib/mailer';
import type { PasswordHasher } from '@car-rental/server/lib/passwords';
import type { FontSource } from '@car-rental/server/lib/pdf/fonts';
import type { Storage } from '@car-rental/server/lib/storage';
import { fromBase64Url, toBase64Url, utf8 } from '@car-rental/server/lib/tokens';

/**
 * What the server's services need, made of what a browser has: the demo runs the same
 * services (apps/server/src/modules) in a Web Worker over PGlite, with these in place of
 * argon2, the disk, SMTP and the environment.
 */

/** the server's defaults (config.ts) where they matter to a rule */
export const demoConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: 'indexeddb:car_rental_admin_db_v1',
  databaseUrl: undefined,
  adminEmail: undefined,
  adminPassword: undefined,
  adminName: undefined,
  benefitPin: undefined,
  businessTimezone: 'Africa/Algiers',
  smtpUrl: undefined,
  mailFrom: 'demo@demo.local',
  appUrl: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
  logLevel: 'warn',
  signInRateLimit: 1000,
  // the demo is one person in one browser: a session ends when they sign out
  sessionIdleMs: 365 * 24 * 3_600_000,
  webDist: undefined,
  trustProxy: false,
};

const ITERATIONS = 100_000;

/**
 * PBKDF2-SHA-256 on Web Crypto: the demo's passwords are published (demo / demo1234), so
 * argon2's memory hardness buys nothing here, and Web Crypto is in every browser.
 */
export const pbkdf2Hasher: PasswordHasher = {
  async hash(secret) {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    return `pbkdf2$${ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(await derive(secret, salt, ITERATIONS))}`;
  },
  async verify(hashed, secret) {
    const [scheme, rounds, salt, expected] = hashed.split('$');
    if (scheme !== 'pbkdf2' || !rounds || !salt || !expected) return false;
    try {
      const actual = toBase64Url(await derive(secret, fromBase64Url(salt), Number(rounds)));
      return actual === expected;
    } catch {
      return false;
    }
  },
};

async function derive(secret: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', utf8.encode(secret), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** the image drawn upright on a white or clear canvas at most `maxSide` px long, then encoded */
async function redraw(
  bitmap: ImageBitmap,
  maxSide: number,
  type: string,
  options: { quality?: number; white?: boolean },
): Promise<Uint8Array> {
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  if (options.white) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await canvas.convertToBlob({ type, quality: options.quality });
  return new Uint8Array(await blob.arrayBuffer());
}

/** the bytes decoded by the browser, turned upright by their EXIF orientation, for `draw` */
async function withBitmap<T>(bytes: Uint8Array, draw: (bitmap: ImageBitmap) => Promise<T>) {
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    imageOrientation: 'from-image',
  });
  try {
    return await draw(bitmap);
  } finally {
    bitmap.close();
  }
}

/** resizing with the worker's canvas (the server uses sharp); a canvas writes no metadata */
export const canvasImages: ImageTools = {
  thumbnail: (bytes, maxSide) =>
    withBitmap(bytes, (bitmap) =>
      redraw(bitmap, maxSide, 'image/jpeg', { quality: 0.72, white: true }),
    ),
  webpCopies: (bytes, sides) =>
    withBitmap(bytes, async (bitmap) => {
      const copies: Uint8Array[] = [];
      for (const side of sides) {
        copies.push(await redraw(bitmap, side, 'image/webp', { quality: 0.75 }));
      }
      return copies;
    }),
  png: (bytes) =>
    withBitmap(bytes, (bitmap) =>
      redraw(bitmap, Math.max(bitmap.width, bitmap.height), 'image/png', {}),
    ),
};

/** images in memory: the demo does not upload (car saving is blocked), so none persist */
export function demoStorage(): Storage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(name, bytes) {
      files.set(name, bytes);
    },
    async get(name) {
      return files.get(name);
    },
    async *list() {
      yield* files.keys();
    },
  };
}

/**
 * the demo sends no mail: a password reset by mail says it failed, and a booking request says
 * "no e-mail sent" (not set up) to the desk
 */
export const demoMailer: Mailer = {
  configured: false,
  async send() {
    throw new Error('The demo sends no mail.');
  },
};

/** the time of the demo: the seed plays its months at past times, then it follows the real one */
export function demoClock(): Clock & { set(date: Date | undefined): void } {
  let fixed: Date | undefined;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (date) => {
      fixed = date ? new Date(date) : undefined;
    },
  };
}

/**
 * The fonts are given: the worker fetches them as Vite assets (demo-fonts.ts), Node (the
 * snapshot build, the tests) reads them from node_modules.
 */
export function demoDeps(db: Db, clock: Clock, fonts: FontSource): AppDeps {
  return {
    db,
    config: demoConfig,
    clock,
    events: createEventBus(() => clock.now()),
    storage: demoStorage(),
    images: canvasImages,
    fonts,
    mailer: demoMailer,
    passwords: pbkdf2Hasher,
  };
}

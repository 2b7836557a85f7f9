import { isIP } from 'node:net';
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminName: string | undefined;
  benefitPin: string | undefined;
  businessTimezone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  logLevel: string;
  /** sign-in attempts per minute per client address */
  signInRateLimit: number;
  /** a session unused for this long ends (SESSION_IDLE_HOURS, default 12) */
  sessionIdleMs: number;
  /** where the built web app is; served at / when it exists */
  webDist: string | undefined;
  /** issue 17: GET /metrics answers only with this bearer token; off when unset */
  metricsToken?: string | undefined;
  /** issue 17: uploaded images in this S3-compatible bucket instead of DATA_DIR/uploads */
  s3Url?: string | undefined;
  s3Region?: string | undefined;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For / -Proto / -Host are believed (Fastify's
   * trustProxy). Unset: none, the client address is the socket's, so a client cannot pick
   * the address the sign-in throttle counts. A comma-separated list of addresses or CIDRs
   * (`127.0.0.1,10.0.0.0/8`, or `loopback`, `linklocal`, `uniquelocal`), or a hop count.
   */
  trustProxy: false | number | string[];
  /**
   * CHECK_ANSWERS=1 (and every vitest run): each JSON answer the database wrote is held
   * equal to its route's schema before it is sent, a 500 otherwise (lib/json-text.ts)
   */
  checkAnswers?: boolean;
  /** how far ahead of the machine's clock the server's runs (CLOCK_AHEAD_HOURS; 0 in service) */
  clockAheadMs?: number;
  /**
   * issue 34 §4: the booking page's requests an hour per client address and per phone
   * (BOOKING_REQUESTS_PER_HOUR, default 5; journeys that make many set it higher)
   */
  bookingRequestsPerHour?: number;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (optional(value) === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  }
  return parsed;
}

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustProxy(value: string | undefined): false | number | string[] {
  const text = optional(value);
  if (text === undefined) return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!namedRanges.has(entry) && (family === 0 || !validBits || extra !== undefined)) {
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma-separated list of addresses or CIDRs, got "${entry}"`,
      );
    }
  }
  return entries.length > 0 ? entries : false;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('PORT', env.PORT, 3000);
  const timezone = optional(env.BUSINESS_TIMEZONE) ?? 'Africa/Algiers';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw new Error(`BUSINESS_TIMEZONE "${timezone}" is not a known IANA time zone`);
  }
  const pin = optional(env.BENEFIT_PIN);
  if (pin !== undefined && !/^\d{4}$/.test(pin)) {
    throw new Error('BENEFIT_PIN must be exactly 4 digits');
  }
  return {
    port,
    host: optional(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(optional(env.DATA_DIR) ?? './data'),
    databaseUrl: optional(env.DATABASE_URL),
    adminEmail: optional(env.ADMIN_EMAIL),
    adminPassword: optional(env.ADMIN_PASSWORD),
    adminName: optional(env.ADMIN_NAME),
    benefitPin: pin,
    businessTimezone: timezone,
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Car Rental Admin <no-reply@localhost>',
    appUrl: optional(env.APP_URL) ?? `http://localhost:${port}`,
    logLevel: optional(env.LOG_LEVEL) ?? 'info',
    signInRateLimit: positiveInt('SIGN_IN_RATE_LIMIT', env.SIGN_IN_RATE_LIMIT, 10),
    sessionIdleMs: positiveInt('SESSION_IDLE_HOURS', env.SESSION_IDLE_HOURS, 12) * 3_600_000,
    webDist: optional(env.WEB_DIST),
    trustProxy: trustProxy(env.TRUST_PROXY),
    metricsToken: optional(env.METRICS_TOKEN),
    s3Url: optional(env.S3_URL),
    s3Region: optional(env.S3_REGION),
    checkAnswers: env.CHECK_ANSWERS === '1' || env.VITEST === 'true',
    clockAheadMs: positiveInt('CLOCK_AHEAD_HOURS', env.CLOCK_AHEAD_HOURS, 0) * 3_600_000,
    bookingRequestsPerHour: positiveInt(
      'BOOKING_REQUESTS_PER_HOUR',
      env.BOOKING_REQUESTS_PER_HOUR,
      5,
    ),
  };
}

import type { Role } from '@car-rental/domain/auth/permissions';
import type {
  BusinessHeader,
  BusinessSettings,
  BusinessSettingsInput,
} from '@car-rental/domain/contract/settings';
import { DEFAULT_NO_SHOW_DELAY_MINUTES } from '@car-rental/domain/rentals/reservations';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/create-db.ts';
import { sessions, settings, users } from '../../db/schema.ts';

const headerColumns = {
  businessName: settings.businessName,
  businessAddress: settings.businessAddress,
  businessPhone: settings.businessPhone,
  businessEmail: settings.businessEmail,
  businessLogo: settings.businessLogo,
  rc: settings.rc,
  nif: settings.nif,
  nis: settings.nis,
  ai: settings.ai,
};

const emptyHeader: BusinessHeader = {
  businessName: null,
  businessAddress: null,
  businessPhone: null,
  businessEmail: null,
  businessLogo: null,
  rc: null,
  nif: null,
  nis: null,
  ai: null,
};

/** the single settings row (id 1), as the Settings screen shows it */
export async function readSettings(db: DbOrTx): Promise<BusinessSettings> {
  const [row] = await db
    .select({
      ...headerColumns,
      vatRateBp: settings.vatRateBp,
      noShowDelayMinutes: settings.noShowDelayMinutes,
      pinSet: sql<boolean>`${settings.benefitPinHash} is not null`,
    })
    .from(settings)
    .where(eq(settings.id, 1));
  return (
    row ?? {
      ...emptyHeader,
      vatRateBp: null,
      noShowDelayMinutes: DEFAULT_NO_SHOW_DELAY_MINUTES,
      pinSet: false,
    }
  );
}

/** what an invoice freezes: the business header and the VAT rate */
export async function readInvoiceSettings(
  db: DbOrTx,
): Promise<{ business: BusinessHeader; vatRateBp: number | null }> {
  const {
    vatRateBp,
    pinSet: _pinSet,
    noShowDelayMinutes: _delay,
    ...business
  } = await readSettings(db);
  return { business, vatRateBp };
}

export async function saveBusinessSettings(
  db: DbOrTx,
  input: BusinessSettingsInput,
  now: Date,
): Promise<void> {
  const values = {
    businessName: input.businessName ?? null,
    businessAddress: input.businessAddress ?? null,
    businessPhone: input.businessPhone ?? null,
    businessEmail: input.businessEmail ?? null,
    businessLogo: input.businessLogo ?? null,
    rc: input.rc ?? null,
    nif: input.nif ?? null,
    nis: input.nis ?? null,
    ai: input.ai ?? null,
    vatRateBp: input.vatRateBp,
    ...(input.noShowDelayMinutes === undefined
      ? {}
      : { noShowDelayMinutes: input.noShowDelayMinutes }),
    updatedAt: now,
  };
  await db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values });
}

/** minutes after a pickup time before a reservation may be marked a no-show */
export async function readNoShowDelay(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ minutes: settings.noShowDelayMinutes })
    .from(settings)
    .where(eq(settings.id, 1));
  return row?.minutes ?? DEFAULT_NO_SHOW_DELAY_MINUTES;
}

/** the PIN hash, locked for the change (two changes at once cannot both pass the check) */
export async function lockPinHash(db: DbOrTx): Promise<string | null> {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ pinHash: settings.benefitPinHash })
    .from(settings)
    .where(eq(settings.id, 1))
    .for('update');
  return row?.pinHash ?? null;
}

export async function readPinHash(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ pinHash: settings.benefitPinHash })
    .from(settings)
    .where(eq(settings.id, 1));
  return row?.pinHash ?? null;
}

/** a new PIN locks Total Benefit again in every session */
export async function savePinHash(db: DbOrTx, pinHash: string, now: Date): Promise<void> {
  await db
    .update(settings)
    .set({ benefitPinHash: pinHash, updatedAt: now })
    .where(eq(settings.id, 1));
  await db
    .update(sessions)
    .set({ benefitUnlocked: false })
    .where(eq(sessions.benefitUnlocked, true));
}

const staffColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  displayName: users.displayName,
  role: users.role,
  disabled: users.disabled,
  createdAt: users.createdAt,
};

/** staff accounts, oldest first (a business has a handful; capped all the same) */
export async function listStaff(db: DbOrTx) {
  return db
    .select(staffColumns)
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(500);
}

export async function findStaff(db: DbOrTx, id: string) {
  const [row] = await db.select(staffColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** enabled owners other than `exceptId`: the last enabled owner must stay one */
export async function countOtherEnabledOwners(db: DbOrTx, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.disabled, false), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

export async function setUserRole(db: DbOrTx, id: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

import {
  type ContractSettings,
  carContractTerms,
  contractSettings,
  type DepositHeld,
  type DepositView,
  type InspectionView,
} from '@car-rental/domain/contract/inspections';
import { exactInteger } from '@car-rental/domain/money';
import { noTerms } from '@car-rental/domain/rentals/inspection';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/create-db.ts';
import { rows } from '../../db/rows.ts';
import {
  brands,
  cars,
  contractNumberSeq,
  models,
  rentalInspections,
  rentals,
  settings,
} from '../../db/schema.ts';

export type InspectionRow = typeof rentalInspections.$inferSelect;
type RentalRow = typeof rentals.$inferSelect;

export function toInspectionView(row: InspectionRow): InspectionView {
  return {
    kind: row.kind,
    at: row.at.toISOString(),
    odometerKm: row.odometerKm,
    fuelEighths: row.fuelEighths,
    marks: row.marks as InspectionView['marks'],
    accessories: row.accessories as InspectionView['accessories'],
    photos: row.photos,
    signature: row.signature,
  };
}

/** a rental's deposit as the API shows it, or null when none was taken */
export function toDepositView(row: RentalRow): DepositView | null {
  if (row.depositTakenAt === null || row.depositAmount === null || row.depositMethod === null) {
    return null;
  }
  return {
    amount: row.depositAmount,
    method: row.depositMethod,
    reference: row.depositReference,
    bank: row.depositBank,
    takenAt: row.depositTakenAt.toISOString(),
    settledAt: row.depositSettledAt?.toISOString() ?? null,
    retained: row.depositRetained ?? 0,
    retainReason: row.depositRetainReason,
  };
}

export async function findInspections(db: DbOrTx, rentalId: string) {
  const rows = await db
    .select()
    .from(rentalInspections)
    .where(eq(rentalInspections.rentalId, rentalId));
  return {
    checkOut: rows.find((row) => row.kind === 'out'),
    checkIn: rows.find((row) => row.kind === 'in'),
  };
}

export async function insertInspection(tx: Tx, values: typeof rentalInspections.$inferInsert) {
  await tx.insert(rentalInspections).values(values);
}

export async function nextContractSequence(tx: Tx): Promise<number> {
  const [row] = rows<{ n: string | number }>(
    await tx.execute(sql`select nextval(${contractNumberSeq.seqName}) as n`),
  );
  return Number(row!.n);
}

/** the contract settings, with the defaults (no charge, no accessories, no terms text) */
export async function readContractSettings(db: DbOrTx): Promise<ContractSettings> {
  const [row] = await db
    .select({ contract: settings.contract })
    .from(settings)
    .where(eq(settings.id, 1));
  const parsed = contractSettings.safeParse({
    ...noTerms,
    accessories: [],
    terms: '',
    ...row?.contract,
  });
  return parsed.success ? parsed.data : { ...noTerms, accessories: [], terms: '' };
}

export async function writeContractSettings(tx: Tx, value: ContractSettings, now: Date) {
  await tx
    .insert(settings)
    .values({ id: 1, contract: value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.id, set: { contract: value, updatedAt: now } });
}

export type CarTerms = z.output<typeof carContractTerms>;

export async function readCarTerms(db: DbOrTx, carId: string): Promise<CarTerms | null> {
  const [row] = await db.select({ terms: cars.contractTerms }).from(cars).where(eq(cars.id, carId));
  if (!row?.terms) return null;
  const parsed = carContractTerms.safeParse(row.terms);
  return parsed.success ? parsed.data : null;
}

export async function writeCarTerms(tx: Tx, carId: string, terms: CarTerms, now: Date) {
  await tx.update(cars).set({ contractTerms: terms, updatedAt: now }).where(eq(cars.id, carId));
}

const held = and(isNotNull(rentals.depositTakenAt), isNull(rentals.depositSettledAt));

/** the deposits not yet settled, oldest first, with the cash total (one customer's if asked) */
export async function listDepositsHeld(db: DbOrTx, customerId?: string) {
  const where = and(held, customerId ? eq(rentals.customerId, customerId) : undefined);
  const rows = await db
    .select({
      rental: rentals,
      brandName: brands.name,
      modelName: models.name,
      plate: cars.plate,
    })
    .from(rentals)
    .innerJoin(cars, eq(cars.id, rentals.carId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(where)
    .orderBy(asc(rentals.depositTakenAt), asc(rentals.id))
    .limit(200);
  const [totals] = await db
    .select({
      cash: sql<string>`coalesce(sum(${rentals.depositAmount}) filter (where ${rentals.depositMethod} = 'cash'), 0)`,
      count: sql<number>`count(*)::int`,
      cashCount: sql<number>`(count(*) filter (where ${rentals.depositMethod} = 'cash'))::int`,
    })
    .from(rentals)
    .where(where);
  const items: DepositHeld[] = rows.map((row) => ({
    ...toDepositView(row.rental)!,
    rentalId: row.rental.id,
    contractNumber: row.rental.contractNumber,
    carId: row.rental.carId,
    brandName: row.brandName,
    modelName: row.modelName,
    plate: row.plate,
    customerId: row.rental.customerId,
    customerName: row.rental.customerName,
  }));
  return {
    cashHeld: exactInteger(totals?.cash ?? 0),
    count: totals?.count ?? 0,
    cashCount: totals?.cashCount ?? 0,
    items,
  };
}

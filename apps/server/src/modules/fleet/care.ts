import {
  type AddPaperInput,
  type AddServiceInput,
  type CarCare,
  type CarPaper,
  type CarService,
  fleetRoutes,
} from '@car-rental/domain/contract/fleet';
import { DomainError, fieldRefusal } from '@car-rental/domain/errors';
import {
  checkServiceAllowed,
  paperCharge,
  reversalOf,
  serviceCharge,
} from '@car-rental/domain/fleet/care';
import type { FundEntry } from '@car-rental/domain/fund/fund-entry';
import { checkBlock } from '@car-rental/domain/rentals/blocks';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { keptAnswer } from '../../lib/kept-until-write.ts';
import { write } from '../../lib/write.ts';
import { loadCarForWrite } from '../cars/car-view.repository.ts';
import { postFundEntries } from '../fund/fund-entries.repository.ts';
import { tillOf } from '../fund/till.ts';
import { deleteBlock, insertBlock } from '../rentals/board.repository.ts';
import { refuseOverlap } from '../rentals/bookings.ts';
import { refuseUnknownPhotos } from '../rentals/photos.ts';
import { lockSupplier } from '../suppliers/suppliers.repository.ts';
import {
  deletePaper,
  deleteService,
  findCostEntry,
  findPaper,
  findService,
  insertPaper,
  insertService,
  readCarCare,
} from './care.repository.ts';

/**
 * Issue 32 §1-§2: a car's service log and papers. Each record and the fund charge of its
 * cost are written in one transaction under the car's lock (as every write on a car); its
 * deletion reverses that charge by an entry in the deleter's drawer, paid back as it was paid.
 */

/**
 * A car's care (decision 0050), kept per server by the car until a write on cars or the fund
 * commits (on any server) or a minute passes; an unknown car is not kept
 */
const keptCare = keptAnswer<CarCare>(fleetRoutes.getCarCare, 500);

/** getCarCare: 404 for a car that does not exist */
export function getCarCare(deps: AppDeps, carId: string): Promise<JsonText<CarCare>> {
  return keptCare(deps.events, carId, async () => {
    const care = await readCarCare(deps.db, carId);
    if (!care) throw new DomainError('car_not_found', 'details.carNotFound');
    return care;
  });
}

/** addCarService: the record, its charge, and the blocked period it asks for */
export function addCarService(
  ctx: AppDeps,
  { carId, body }: { carId: string; body: AddServiceInput },
): Promise<CarService> {
  return write(ctx, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId);
    checkServiceAllowed(car.rental !== null, body.type);
    if (body.supplierId && !(await lockSupplier(tx, body.supplierId))) {
      throw fieldRefusal('supplier_not_found', 'body.supplierId', 'details.supplierNotFound');
    }
    await refuseUnknownPhotos(ctx, body.photos, 'body.photos');
    const blockId = body.block ? await blockFor(ctx, tx, carId, body) : null;
    const now = ctx.clock.now();
    const [fundEntryId = null] = await postFundEntries(
      tx,
      serviceCharge(car, body),
      now,
      tillOf(ctx, body.payment),
      { carId },
    );
    const serviceId = await insertService(tx, {
      carId,
      type: body.type,
      doneOn: body.date,
      odometer: body.odometer ?? null,
      supplierId: body.supplierId ?? null,
      cost: body.cost,
      note: body.note ?? null,
      photos: body.photos,
      fundEntryId,
      blockId,
      createdBy: ctx.actor?.userId ?? null,
    });
    const service = (await findService(tx, carId, serviceId))!;
    audit.cars(carId);
    audit.record({ entity: 'car_service', entityId: serviceId, after: service });
    return service;
  });
}

/** the board's blocked period a service asks for: the same rules as a block added by hand */
async function blockFor(ctx: AppDeps, tx: Tx, carId: string, body: AddServiceInput) {
  const start = new Date(body.block!.start);
  const end = new Date(body.block!.end);
  checkBlock(start, end, ctx.clock.now());
  await refuseOverlap(ctx, tx, carId, start, end);
  const row = await insertBlock(tx, {
    carId,
    startAt: start,
    endAt: end,
    kind: body.type === 'repair' || body.type === 'body_work' ? 'repair' : 'maintenance',
    note: body.note ?? null,
  });
  return row.id;
}

/** deleteCarService: the record gone, its charge reversed, its blocked period removed */
export function deleteCarService(
  ctx: AppDeps,
  { carId, serviceId }: { carId: string; serviceId: string },
): Promise<CarCare> {
  return write(ctx, async (tx, audit) => {
    await loadCarForWrite(tx, carId);
    const service = await findService(tx, carId, serviceId);
    if (!service) throw new DomainError('service_not_found', 'details.serviceNotFound');
    await deleteService(tx, serviceId);
    if (service.block) await deleteBlock(tx, service.block.id);
    const reversal = await reverseCost(ctx, tx, carId, service.fundEntry?.id);
    audit.cars(carId);
    audit.record({
      entity: 'car_service',
      entityId: serviceId,
      before: service,
      after: { fundEntries: reversal },
    });
    return (await readCarCare(tx, carId))!;
  });
}

/**
 * the entry that undoes one a record posted (`opposite`: its cost given back by default), in
 * the acting person's drawer, paid as it was paid
 */
export async function reverseCost(
  ctx: AppDeps,
  tx: Tx,
  carId: string,
  entryId: string | null | undefined,
  opposite: (
    entry: Pick<FundEntry, 'amount' | 'category' | 'description'>,
  ) => FundEntry = reversalOf,
): Promise<FundEntry[]> {
  const entry = entryId ? await findCostEntry(tx, entryId) : undefined;
  if (!entry) return [];
  const reversal = [opposite(entry)];
  await postFundEntries(tx, reversal, ctx.clock.now(), tillOf(ctx, entry), { carId });
  return reversal;
}

/** addCarPaper: the paper and its charge */
export function addCarPaper(
  ctx: AppDeps,
  { carId, body }: { carId: string; body: AddPaperInput },
): Promise<CarPaper> {
  return write(ctx, async (tx, audit) => {
    const car = await loadCarForWrite(tx, carId);
    if (body.scan) await refuseUnknownPhotos(ctx, [body.scan], 'body.scan');
    const [fundEntryId = null] = await postFundEntries(
      tx,
      paperCharge(car, body),
      ctx.clock.now(),
      tillOf(ctx, body.payment),
      { carId },
    );
    const paperId = await insertPaper(tx, {
      carId,
      kind: body.kind,
      title: body.title ?? null,
      company: body.company ?? null,
      reference: body.reference ?? null,
      validFrom: body.from,
      validUntil: body.until ?? null,
      scan: body.scan ?? null,
      cost: body.cost,
      fundEntryId,
      createdBy: ctx.actor?.userId ?? null,
    });
    const paper = (await findPaper(tx, carId, paperId))!;
    audit.cars(carId);
    audit.record({ entity: 'car_paper', entityId: paperId, after: paper });
    return paper;
  });
}

/** deleteCarPaper: the paper gone, its charge reversed */
export function deleteCarPaper(
  ctx: AppDeps,
  { carId, paperId }: { carId: string; paperId: string },
): Promise<CarCare> {
  return write(ctx, async (tx, audit) => {
    await loadCarForWrite(tx, carId);
    const paper = await findPaper(tx, carId, paperId);
    if (!paper) throw new DomainError('paper_not_found', 'details.paperNotFound');
    await deletePaper(tx, paperId);
    const reversal = await reverseCost(ctx, tx, carId, paper.fundEntry?.id);
    audit.cars(carId);
    audit.record({
      entity: 'car_paper',
      entityId: paperId,
      before: paper,
      after: { fundEntries: reversal },
    });
    return (await readCarCare(tx, carId))!;
  });
}

import type { OperationId } from '@car-rental/domain/auth/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { formatCalendarDay, money } from '../format.ts';
import type { WriteLabel } from './outbox.ts';

let cache: QueryClient | undefined;

/** sync.ts hands over the query cache, where car names are found for the labels */
export function setLabelCache(queryClient: QueryClient) {
  cache = queryClient;
}

interface CarLike {
  id: string;
  brandName: string;
  modelName: string;
  plate?: string | null;
}

function isCar(value: unknown, id: string): value is CarLike {
  const car = value as Partial<CarLike> | null;
  return (
    typeof car === 'object' &&
    car !== null &&
    car.id === id &&
    typeof car.brandName === 'string' &&
    typeof car.modelName === 'string'
  );
}

function findCar(value: unknown, id: string, depth: number): CarLike | undefined {
  if (depth > 6 || typeof value !== 'object' || value === null) return undefined;
  if (isCar(value, id)) return value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findCar(child, id, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** 'Brand Model (PLATE)' of a car the screens have loaded, or '' when none has it */
function carName(id: string): string {
  for (const query of cache?.getQueryCache().getAll() ?? []) {
    const car = findCar(query.state.data, id, 0);
    if (car)
      return [car.brandName, car.modelName, car.plate ? `(${car.plate})` : ''].join(' ').trim();
  }
  return '';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** the car actions' catalogue keys (`…Unnamed` when no screen has the car loaded) */
const carActions: Partial<Record<OperationId, (input: Record<string, unknown>) => string>> = {
  rentCar: () => 'rent',
  returnCar: () => 'return',
  extendRental: () => 'extend',
  cancelRental: () => 'cancelRental',
  sellCar: () => 'sell',
  setCarPaid: (input) => (input.isPaid ? 'setPaid' : 'setUnpaid'),
  markForSale: () => 'markForSale',
  removeFromSale: () => 'removeFromSale',
  markCarAsAvailable: () => 'markAvailable',
  deleteSaleHistory: () => 'deleteSale',
  deleteRentalHistory: () => 'deleteRental',
  deleteCar: () => 'removeCar',
  updateCar: () => 'updateCar',
};

/**
 * The catalogue key and values that name a queued write for a person, by the route's
 * operationId (the route table's name of the action) and its path parameters.
 */
export function describeWrite(
  operationId: string | undefined,
  params: Record<string, unknown>,
  body: unknown,
): WriteLabel {
  const input = (body ?? {}) as Record<string, unknown>;
  const customer = text((input.customer as { name?: unknown } | undefined)?.name);
  const label = (key: string, values: Record<string, string> = {}): WriteLabel => ({
    key,
    values,
  });
  const carAction = operationId ? carActions[operationId as OperationId] : undefined;
  if (carAction) {
    const name = carName(text(params.id));
    const key = carAction(input);
    return label(name ? key : `${key}Unnamed`, {
      car: name,
      customer: customer || text(input.customerName),
    });
  }
  switch (operationId) {
    case 'addCar':
      return label('addCar');
    case 'addFundTransaction':
      return label(input.type === 'add_charge' ? 'addCharge' : 'addMoney', {
        description: text(input.description),
        amount: money(Number(input.amount)),
      });
    case 'deleteFundTransaction':
      return label('deleteTransaction');
    case 'addSupplier':
      return label('addSupplier', { name: text(input.name) });
    case 'updateSupplier':
      return label('updateSupplier', { name: text(input.name) });
    case 'deleteSupplier':
      return label('deleteSupplier');
    case 'addBrand':
      return label('addBrand', { name: text(input.name) });
    case 'addModel':
      return label('addModel', { name: text(input.name) });
    case 'closeDrawer':
    case 'reopenDrawer': {
      const day = text(params.day);
      return label(operationId, { date: day ? formatCalendarDay(day, 'date') : '' });
    }
    default:
      return label('other');
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { money } from '../format.ts';
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

/** the catalogue key and values that name a queued write for a person */
export function describeWrite(method: string, path: string, body: unknown): WriteLabel {
  const input = (body ?? {}) as Record<string, unknown>;
  const customer = text((input.customer as { name?: unknown } | undefined)?.name);
  const label = (key: string, values: Record<string, string> = {}): WriteLabel => ({
    key,
    values,
  });
  const car = path.match(/^\/cars\/([^/]+)(\/.*)?$/);
  if (car?.[1]) {
    const name = carName(car[1]);
    const values = { car: name, customer: customer || text(input.customerName) };
    const named = (key: string) => label(name ? key : `${key}Unnamed`, values);
    const rest = car[2] ?? '';
    if (rest === '/rent') return named('rent');
    if (rest === '/return') return named('return');
    if (rest === '/extend') return named('extend');
    if (rest === '/sell') return named('sell');
    if (rest === '/paid') return named(input.isPaid ? 'setPaid' : 'setUnpaid');
    if (rest === '/for-sale') return named(method === 'DELETE' ? 'removeFromSale' : 'markForSale');
    if (rest === '/available') return named('markAvailable');
    if (rest === '/sale') return named('deleteSale');
    if (rest.startsWith('/rentals/')) return named('deleteRental');
    if (rest === '') return named(method === 'DELETE' ? 'removeCar' : 'updateCar');
  }
  if (path === '/cars') return label('addCar');
  if (path === '/fund/transactions') {
    const values = { description: text(input.description), amount: money(Number(input.amount)) };
    return label(input.type === 'add_charge' ? 'addCharge' : 'addMoney', values);
  }
  if (path.startsWith('/fund/transactions/')) return label('deleteTransaction');
  if (path === '/suppliers') return label('addSupplier', { name: text(input.name) });
  if (path.startsWith('/suppliers/')) {
    return method === 'DELETE'
      ? label('deleteSupplier')
      : label('updateSupplier', { name: text(input.name) });
  }
  if (path === '/brands') return label('addBrand', { name: text(input.name) });
  if (/^\/brands\/[^/]+\/models$/.test(path)) return label('addModel', { name: text(input.name) });
  return label('other');
}

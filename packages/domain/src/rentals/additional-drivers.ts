import { fieldRefusal } from '../errors.ts';

/**
 * Issue 33 §2 (docs/decisions/0049): a booking that buys the extra `additional_driver` gives
 * each driver's name and licence, one set per driver counted, and none without it.
 */
export const DRIVERS_COUNT = 'fields.driversCount' as const;

/** how many additional drivers the extras asked for count */
export const driversCounted = (extras: readonly { code: string; quantity: number }[]) =>
  extras.find((extra) => extra.code === 'additional_driver')?.quantity ?? 0;

/** refused beside `path` (400) when the drivers given are not the count the extras ask */
export function refuseDriversCount(
  extras: readonly { code: string; quantity: number }[],
  drivers: readonly unknown[],
  path = 'body.drivers',
) {
  const count = driversCounted(extras);
  if (drivers.length !== count) {
    throw fieldRefusal('validation_failed', path, DRIVERS_COUNT, { count });
  }
}

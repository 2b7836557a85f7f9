/**
 * Issue 32 §1 and §3: the kinds of service a car's log records, and the schedule that
 * reminds of the recurring ones ("every N km or every M months, whichever comes first").
 */
export const serviceTypes = [
  'oil_filters',
  'tyres',
  'brakes',
  'timing_belt',
  'battery',
  'repair',
  'body_work',
  'cleaning',
  'other',
] as const;
export type ServiceType = (typeof serviceTypes)[number];

/** the web catalogue's key for each type's name (the words live in apps/web/src/locales) */
export const serviceTypeLabelKeys = {
  oil_filters: 'fleet.serviceType.oil_filters',
  tyres: 'fleet.serviceType.tyres',
  brakes: 'fleet.serviceType.brakes',
  timing_belt: 'fleet.serviceType.timing_belt',
  battery: 'fleet.serviceType.battery',
  repair: 'fleet.serviceType.repair',
  body_work: 'fleet.serviceType.body_work',
  cleaning: 'fleet.serviceType.cleaning',
  other: 'fleet.serviceType.other',
} as const satisfies Record<ServiceType, string>;

/**
 * Every `everyKm` kilometres or every `everyMonths` calendar months, whichever comes first;
 * either part may be null, and both null means the type is not scheduled (no reminder).
 * Both parts are whole numbers above 0.
 */
export interface ServiceSchedule {
  everyKm: number | null;
  everyMonths: number | null;
}

/** the agency's schedule per type (a Settings screen holds it); a type missing is not scheduled */
export type ServiceSchedules = Partial<Record<ServiceType, ServiceSchedule>>;

/**
 * The agency defaults before anyone changes them (docs/decisions/0038): an Algerian rental
 * fleet's petrol and diesel city cars, driven hard, in heat and dust. Repairs, body work,
 * cleaning and other work happen when needed, not on a schedule.
 */
export const defaultServiceSchedules = {
  oil_filters: { everyKm: 10_000, everyMonths: 12 },
  tyres: { everyKm: 40_000, everyMonths: 48 },
  brakes: { everyKm: 30_000, everyMonths: 24 },
  timing_belt: { everyKm: 90_000, everyMonths: 60 },
  battery: { everyKm: null, everyMonths: 36 },
} as const satisfies ServiceSchedules;

/** the types that can be due: those the agency or the car schedules */
export function isScheduled(schedule: ServiceSchedule | undefined): schedule is ServiceSchedule {
  return schedule !== undefined && (schedule.everyKm !== null || schedule.everyMonths !== null);
}

/**
 * The schedule a car follows for `type`: the car's own when it has one (it replaces the
 * agency's whole, both parts, and may switch the reminder off with two nulls), else the
 * agency's; null when neither schedules it.
 */
export function scheduleFor(
  type: ServiceType,
  agency: ServiceSchedules,
  car: ServiceSchedules = {},
): ServiceSchedule | null {
  const schedule = car[type] ?? agency[type];
  return isScheduled(schedule) ? schedule : null;
}

/** a schedule's part is a whole number above 0 or null; anything else is not a schedule */
export function isValidSchedule(schedule: ServiceSchedule): boolean {
  const part = (value: number | null) => value === null || (Number.isInteger(value) && value > 0);
  return part(schedule.everyKm) && part(schedule.everyMonths);
}

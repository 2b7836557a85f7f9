import { z } from 'zod';
import { reminderStates } from '../fleet/reminders.ts';
import { isValidSchedule, type ServiceSchedules, serviceTypes } from '../fleet/service-types.ts';
import { id } from './common.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 32 §3: the service schedules (the agency's in Settings, a car's own over them), each
 * car's reminders, and the Fleet screen: every car with its next service and its papers,
 * filtered by what needs doing (docs/decisions/0038, 0040).
 */

const scheduleMessage = 'fields.serviceSchedule';
/** every N km (at most a million) or every M months (at most 50 years): whole numbers above 0 */
const schedulePart = (max: number) =>
  z
    .number({ error: scheduleMessage })
    .int(scheduleMessage)
    .min(1, scheduleMessage)
    .max(max, scheduleMessage)
    .nullable();

export const serviceSchedule = z
  .object({ everyKm: schedulePart(1_000_000), everyMonths: schedulePart(600) })
  .refine(isValidSchedule, scheduleMessage);

/** by service type; a type left out follows the agency's (for a car) or is not scheduled */
export const serviceSchedules = z.partialRecord(
  z.enum(serviceTypes, { error: 'fields.serviceType' }),
  serviceSchedule,
);

export type { ServiceSchedules };

/** the change: the schedules, or null (the agency: back to the defaults; a car: no own schedule) */
export const serviceSchedulesBody = z.object({ schedules: serviceSchedules.nullable() });
export type ServiceSchedulesInput = z.output<typeof serviceSchedulesBody>;

/** the agency's schedules, and whether they are still the defaults of decision 0038 */
export const agencySchedules = z.object({
  schedules: serviceSchedules,
  defaults: z.boolean(),
});
export type AgencySchedules = z.infer<typeof agencySchedules>;

const serviceType = z.enum(serviceTypes);
const day = z.iso.date();
const mark = z.object({ day, km: z.number().int() });

export const carReminder = z.object({
  serviceType,
  state: z.enum(reminderStates),
  /** which part decided the state */
  limit: z.enum(['km', 'date']),
  /** the car's own schedule decides this type (not the agency's) */
  own: z.boolean(),
  everyKm: z.number().int().nullable(),
  everyMonths: z.number().int().nullable(),
  /** the last service of the type, or the car's entry in the fleet */
  from: mark.extend({ source: z.enum(['service', 'entry']) }),
  /** the last known odometer and the day of its reading ("as of") */
  odometer: mark,
  dueDay: day.nullable(),
  dueKm: z.number().int().nullable(),
  daysLeft: z.number().int().nullable(),
  kmLeft: z.number().int().nullable(),
});
export type CarReminder = z.infer<typeof carReminder>;

/** a car's reminders, worst first, and the schedules they follow */
export const carReminders = z.object({
  carId: id,
  /** the business day the states are for */
  today: day,
  agency: serviceSchedules,
  /** the car's own schedules (null: it follows the agency's) */
  own: serviceSchedules.nullable(),
  reminders: z.array(carReminder),
});
export type CarReminders = z.infer<typeof carReminders>;

/** a paper kind on the Fleet screen: the one lasting longest of the kind, or none recorded */
export const fleetPaperStates = ['valid', 'expires_soon', 'lapsed', 'missing'] as const;
export type FleetPaperState = (typeof fleetPaperStates)[number];
export const fleetPaperKinds = [
  'insurance',
  'technical_inspection',
  'vignette',
  'registration',
] as const;
const fleetPaper = z.object({ state: z.enum(fleetPaperStates), until: day.nullable() });

export const fleetFilters = ['all', 'service', 'papers', 'attention'] as const;
export type FleetFilter = (typeof fleetFilters)[number];
export const FLEET_PAGE = { default: 25, max: 100 } as const;

export const fleetQuery = z.object({
  /**
   * all; service: a service due or overdue; papers: a paper lapsed or expiring soon;
   * attention (the bell and the Dashboard): a service due soon or worse, or papers
   */
  filter: z.enum(fleetFilters).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FLEET_PAGE.max).default(FLEET_PAGE.default),
});
export type FleetQuery = z.output<typeof fleetQuery>;

export const fleetRow = z.object({
  carId: id,
  brandName: z.string(),
  modelName: z.string(),
  plate: z.string().nullable(),
  /** the last known odometer */
  odometerKm: z.number().int(),
  /** the worst reminder (null: nothing scheduled) */
  nextService: carReminder
    .pick({
      serviceType: true,
      state: true,
      limit: true,
      dueDay: true,
      dueKm: true,
      daysLeft: true,
      kmLeft: true,
    })
    .nullable(),
  papers: z.object({
    insurance: fleetPaper,
    technical_inspection: fleetPaper,
    vignette: fleetPaper,
    registration: fleetPaper,
  }),
});
export type FleetRow = z.infer<typeof fleetRow>;

export const fleetPage = z.object({
  items: z.array(fleetRow),
  /** the cars under the filter */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** the cars under each filter, for the filter buttons, the bell and the Dashboard */
  counts: z.object({
    all: z.number().int(),
    service: z.number().int(),
    papers: z.number().int(),
    attention: z.number().int(),
  }),
  today: day,
});
export type FleetPage = z.infer<typeof fleetPage>;

const tags = ['fleet'];

export const fleetStatusRoutes = {
  getFleet: defineRoute({
    method: 'GET',
    path: '/fleet',
    operationId: 'getFleet',
    topics: ['cars', 'rentals', 'settings'],
    tags,
    summary:
      'The Fleet screen: every car with its next service (the worst reminder) and its papers, most urgent first, filtered (all, service due, papers lapsed or expiring, either) and paged',
    query: fleetQuery,
    status: 200,
    answer: fleetPage,
  }),
  getServiceSchedules: defineRoute({
    method: 'GET',
    path: '/settings/service-schedules',
    operationId: 'getServiceSchedules',
    topics: ['settings'],
    tags: ['settings', ...tags],
    summary:
      "The agency's service schedules: every N km or M months per service type (the defaults until changed)",
    status: 200,
    answer: agencySchedules,
  }),
  updateServiceSchedules: defineRoute({
    method: 'PUT',
    path: '/settings/service-schedules',
    operationId: 'updateServiceSchedules',
    topics: ['settings', 'cars'],
    tags: ['settings', ...tags],
    summary:
      "Replace the agency's service schedules (null: back to the defaults); whole numbers above 0 or null",
    body: serviceSchedulesBody,
    status: 200,
    answer: agencySchedules,
  }),
  getCarReminders: defineRoute({
    method: 'GET',
    path: '/cars/:id/reminders',
    operationId: 'getCarReminders',
    topics: ['cars', 'rentals', 'settings'],
    tags,
    summary:
      "A car's service reminders (ok, due soon, due, overdue; km and days left; the odometer they count from) and its schedules",
    params: z.object({ id }),
    status: 200,
    answer: carReminders,
  }),
  setCarServiceSchedules: defineRoute({
    method: 'PUT',
    path: '/cars/:id/service-schedules',
    operationId: 'setCarServiceSchedules',
    topics: ['cars'],
    tags,
    summary:
      "A car's own service schedules over the agency's (a type's own schedule replaces it whole; two nulls switch it off; null: none)",
    params: z.object({ id }),
    body: serviceSchedulesBody,
    status: 200,
    answer: carReminders,
  }),
};

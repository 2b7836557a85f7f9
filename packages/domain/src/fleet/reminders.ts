import { addMonths, dayNumber } from './business-days.ts';
import { lastKnownOdometer, type OdometerReading } from './odometer.ts';
import {
  type ServiceSchedule,
  type ServiceSchedules,
  type ServiceType,
  scheduleFor,
  serviceTypes,
} from './service-types.ts';

/**
 * Issue 32 §3: how due a scheduled service is, by date and by kilometre, whichever comes
 * first (docs/decisions/0038). Pure: today is the business day the caller passes in.
 */
export const reminderStates = ['ok', 'due_soon', 'due', 'overdue'] as const;
export type ReminderState = (typeof reminderStates)[number];
/** which part of the schedule decides the state */
export type ReminderLimit = 'km' | 'date';

/** due soon within these of the due point; overdue past it by more than these */
export const reminderMargins = { km: 1_000, days: 30 } as const;

/** a point a schedule counts from: a service of the type, or the car's entry in the fleet */
export interface ServiceMark {
  day: string;
  km: number;
}

export interface ReminderInput {
  schedule: ServiceSchedule;
  /** the last service of this type; null: count from the car's entry */
  lastService: ServiceMark | null;
  /** the car's purchase (entry) day and its odometer then */
  entry: ServiceMark;
  /** check-outs, check-ins, service records of any type */
  readings: readonly OdometerReading[];
  /** the business day, YYYY-MM-DD */
  today: string;
}

export interface Reminder {
  state: ReminderState;
  limit: ReminderLimit;
  /** where the schedule counts from */
  from: ServiceMark & { source: 'service' | 'entry' };
  /** the last known odometer (the `from` mark counts as a reading) */
  odometer: OdometerReading;
  /** null for a part the schedule does not have */
  dueDay: string | null;
  dueKm: number | null;
  /** negative once past */
  daysLeft: number | null;
  kmLeft: number | null;
}

/** ok beyond the margin, due soon within it, due from the point to the margin past, then overdue */
function stateByLeft(left: number, margin: number): ReminderState {
  if (left > margin) return 'ok';
  if (left > 0) return 'due_soon';
  if (left >= -margin) return 'due';
  return 'overdue';
}

const rank: Record<ReminderState, number> = { ok: 0, due_soon: 1, due: 2, overdue: 3 };

/** the state to show for a schedule: the worse of its two parts */
export function reminderFor(input: ReminderInput): Reminder | null {
  const { everyKm, everyMonths } = input.schedule;
  if (everyKm === null && everyMonths === null) return null;
  const from = input.lastService
    ? { ...input.lastService, source: 'service' as const }
    : { ...input.entry, source: 'entry' as const };
  const odometer = lastKnownOdometer([...input.readings, { day: from.day, km: from.km }]) ?? from;
  const dueKm = everyKm === null ? null : from.km + everyKm;
  const kmLeft = dueKm === null ? null : dueKm - odometer.km;
  const dueDay = everyMonths === null ? null : addMonths(from.day, everyMonths);
  const daysLeft = dueDay === null ? null : dayNumber(dueDay) - dayNumber(input.today);
  const byKm = kmLeft === null ? null : stateByLeft(kmLeft, reminderMargins.km);
  const byDate = daysLeft === null ? null : stateByLeft(daysLeft, reminderMargins.days);
  const limit = decidingLimit(byKm, kmLeft, byDate, daysLeft);
  const state = (limit === 'km' ? byKm : byDate) ?? 'ok';
  return {
    state,
    limit,
    from,
    odometer: { day: odometer.day, km: odometer.km },
    dueDay,
    dueKm,
    daysLeft,
    kmLeft,
  };
}

/**
 * The part with the worse state; between two equal states, the one nearer its point for
 * its margin (km left / 1,000 against days left / 30); an exact tie is the kilometres'.
 */
function decidingLimit(
  byKm: ReminderState | null,
  kmLeft: number | null,
  byDate: ReminderState | null,
  daysLeft: number | null,
): ReminderLimit {
  if (byKm === null || kmLeft === null) return 'date';
  if (byDate === null || daysLeft === null) return 'km';
  if (rank[byKm] !== rank[byDate]) return rank[byKm] > rank[byDate] ? 'km' : 'date';
  return kmLeft * reminderMargins.days <= daysLeft * reminderMargins.km ? 'km' : 'date';
}

/** what the bell and the Dashboard show: due soon or worse */
export function isReminderAlert(state: ReminderState): boolean {
  return state !== 'ok';
}

export interface CarServiceState {
  agency: ServiceSchedules;
  /** the car's own schedules, each replacing the agency's for its type */
  car?: ServiceSchedules;
  lastServices: Partial<Record<ServiceType, ServiceMark>>;
  entry: ServiceMark;
  readings: readonly OdometerReading[];
  today: string;
}

/**
 * How far a reminder is from its point, in margins of the part that decides it (-2: past it
 * by twice the margin): the order within one state.
 */
export function marginsLeft(reminder: Reminder): number {
  return reminder.limit === 'km'
    ? (reminder.kmLeft ?? 0) / reminderMargins.km
    : (reminder.daysLeft ?? 0) / reminderMargins.days;
}

/** every scheduled type's reminder for one car, worst state first, then nearest (marginsLeft) */
export function remindersOfCar(
  input: CarServiceState,
): Array<Reminder & { serviceType: ServiceType }> {
  const reminders: Array<Reminder & { serviceType: ServiceType }> = [];
  for (const serviceType of serviceTypes) {
    const schedule = scheduleFor(serviceType, input.agency, input.car);
    if (!schedule) continue;
    const lastService = input.lastServices[serviceType] ?? null;
    const reminder = reminderFor({ ...input, schedule, lastService });
    if (reminder) reminders.push({ ...reminder, serviceType });
  }
  return reminders.sort((a, b) => rank[b.state] - rank[a.state] || marginsLeft(a) - marginsLeft(b));
}

import { describe, expect, it } from 'vitest';
import { addMonths, dayNumber } from './business-days.ts';
import { lastKnownOdometer } from './odometer.ts';
import { type ReminderInput, reminderFor, remindersOfCar } from './reminders.ts';
import {
  defaultServiceSchedules,
  isValidSchedule,
  scheduleFor,
  serviceTypeLabelKeys,
  serviceTypes,
} from './service-types.ts';

const oil = { everyKm: 10_000, everyMonths: 12 };
const base: ReminderInput = {
  schedule: oil,
  lastService: { day: '2026-01-15', km: 50_000 },
  entry: { day: '2024-03-01', km: 12_000 },
  readings: [],
  today: '2026-01-15',
};
const at = (km: number, today = '2026-06-01') =>
  reminderFor({ ...base, readings: [{ day: '2026-05-20', km }], today });

describe('the schedule a car follows', () => {
  it('is the agency default, replaced whole by the car, switched off by two nulls', () => {
    expect(scheduleFor('oil_filters', defaultServiceSchedules)).toEqual(oil);
    expect(scheduleFor('battery', defaultServiceSchedules)).toEqual({
      everyKm: null,
      everyMonths: 36,
    });
    const car = { oil_filters: { everyKm: 7_500, everyMonths: null } };
    expect(scheduleFor('oil_filters', defaultServiceSchedules, car)).toEqual(car.oil_filters);
    const off = { timing_belt: { everyKm: null, everyMonths: null } };
    expect(scheduleFor('timing_belt', defaultServiceSchedules, off)).toBeNull();
    expect(scheduleFor('repair', defaultServiceSchedules)).toBeNull();
    expect(scheduleFor('cleaning', defaultServiceSchedules, { cleaning: oil })).toEqual(oil);
  });

  it('has whole parts above 0, and every type has a label key', () => {
    expect(isValidSchedule({ everyKm: 1, everyMonths: null })).toBe(true);
    expect(isValidSchedule({ everyKm: 0, everyMonths: 12 })).toBe(false);
    expect(isValidSchedule({ everyKm: 10_000, everyMonths: 1.5 })).toBe(false);
    expect(isValidSchedule({ everyKm: -5, everyMonths: null })).toBe(false);
    expect(serviceTypes.map((type) => serviceTypeLabelKeys[type])).toEqual(
      serviceTypes.map((type) => `fleet.serviceType.${type}`),
    );
  });
});

describe('months on the business calendar (addWallMonths)', () => {
  it('clamps to the month end: 31 Jan + 1 month is 28 Feb, 29 in a leap year', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 12)).toBe('2027-12-15');
    expect(addMonths('2026-01-15', 60)).toBe('2031-01-15');
  });

  it('refuses a day that is not one', () => {
    expect(() => dayNumber('2027-02-30')).toThrow(RangeError);
    expect(() => dayNumber('2027-2-3')).toThrow(RangeError);
    expect(dayNumber('1970-01-02')).toBe(1);
  });

  it('a reminder due from 31 Jan falls on the end of February', () => {
    const reminder = reminderFor({
      ...base,
      schedule: { everyKm: null, everyMonths: 1 },
      lastService: { day: '2028-01-31', km: 50_000 },
      today: '2028-02-29',
    });
    expect(reminder).toMatchObject({ dueDay: '2028-02-29', daysLeft: 0, state: 'due' });
  });
});

describe('the last known odometer', () => {
  it('is the highest reading; one going backwards is a typo; greatest of a day', () => {
    expect(lastKnownOdometer([])).toBeNull();
    expect(
      lastKnownOdometer([
        { day: '2026-03-01', km: 11_000 },
        { day: '2026-01-01', km: 10_000 },
        { day: '2026-02-01', km: 12_000 },
      ]),
    ).toEqual({ day: '2026-02-01', km: 12_000 });
    expect(
      lastKnownOdometer([
        { day: '2026-02-01', km: 12_500 },
        { day: '2026-02-01', km: 12_000 },
        { day: '2026-01-01', km: 10_000 },
      ]),
    ).toEqual({ day: '2026-02-01', km: 12_500 });
    // the same figure read again later confirms it: the answer is as of the later day
    expect(
      lastKnownOdometer([
        { day: '2026-01-01', km: 12_000 },
        { day: '2026-04-01', km: 12_000 },
      ]),
    ).toEqual({ day: '2026-04-01', km: 12_000 });
  });

  it('counts the mark the schedule counts from as a reading', () => {
    const reminder = reminderFor({ ...base, readings: [{ day: '2026-01-10', km: 49_000 }] });
    expect(reminder?.odometer).toEqual({ day: '2026-01-15', km: 50_000 });
    expect(reminder?.kmLeft).toBe(10_000);
  });
});

describe('the due state by kilometres', () => {
  it('ok, due soon within 1,000 km, due up to 1,000 km past, then overdue', () => {
    expect(at(58_999)).toMatchObject({ state: 'ok', kmLeft: 1_001, dueKm: 60_000, limit: 'km' });
    expect(at(59_000)).toMatchObject({ state: 'due_soon', kmLeft: 1_000, limit: 'km' });
    expect(at(59_999)).toMatchObject({ state: 'due_soon', kmLeft: 1 });
    expect(at(60_000)).toMatchObject({ state: 'due', kmLeft: 0, limit: 'km' });
    expect(at(61_000)).toMatchObject({ state: 'due', kmLeft: -1_000 });
    expect(at(61_001)).toMatchObject({ state: 'overdue', kmLeft: -1_001, limit: 'km' });
  });

  it('ignores a later reading that goes backwards', () => {
    const reminder = reminderFor({
      ...base,
      readings: [
        { day: '2026-05-01', km: 61_500 },
        { day: '2026-05-02', km: 6_150 },
      ],
      today: '2026-05-03',
    });
    expect(reminder).toMatchObject({ state: 'overdue', kmLeft: -1_500 });
    expect(reminder?.odometer).toEqual({ day: '2026-05-01', km: 61_500 });
  });
});

describe('the due state by date', () => {
  const kmFree = { ...base, schedule: { everyKm: null, everyMonths: 12 } };
  const on = (today: string) => reminderFor({ ...kmFree, today });

  it('ok, due soon within 30 days, due up to 30 days past, then overdue', () => {
    expect(on('2026-12-15')).toMatchObject({ state: 'ok', daysLeft: 31, dueDay: '2027-01-15' });
    expect(on('2026-12-16')).toMatchObject({ state: 'due_soon', daysLeft: 30, limit: 'date' });
    expect(on('2027-01-14')).toMatchObject({ state: 'due_soon', daysLeft: 1 });
    expect(on('2027-01-15')).toMatchObject({ state: 'due', daysLeft: 0 });
    expect(on('2027-02-14')).toMatchObject({ state: 'due', daysLeft: -30 });
    expect(on('2027-02-15')).toMatchObject({ state: 'overdue', daysLeft: -31 });
    expect(on('2027-02-15')).toMatchObject({ dueKm: null, kmLeft: null, limit: 'date' });
  });

  it('counts from the car entry when the type was never serviced', () => {
    const reminder = reminderFor({ ...base, lastService: null, today: '2025-02-20' });
    expect(reminder).toMatchObject({
      from: { day: '2024-03-01', km: 12_000, source: 'entry' },
      dueDay: '2025-03-01',
      dueKm: 22_000,
      daysLeft: 9,
      state: 'due_soon',
      limit: 'date',
    });
  });
});

describe('whichever comes first', () => {
  it('the worse part decides and is named', () => {
    expect(at(59_500, '2026-03-01')).toMatchObject({ state: 'due_soon', limit: 'km' });
    expect(at(52_000, '2027-01-20')).toMatchObject({ state: 'due', limit: 'date', daysLeft: -5 });
    expect(at(61_001, '2027-01-20')).toMatchObject({ state: 'overdue', limit: 'km' });
  });

  it('in the same state, the part nearer its point for its margin; a tie is the km', () => {
    // 500 km of 1,000 (half) against 20 days of 30 (two thirds): the km
    expect(at(59_500, '2026-12-26')).toMatchObject({ state: 'due_soon', limit: 'km' });
    // 900 km of 1,000 against 10 days of 30: the date
    expect(at(59_100, '2027-01-05')).toMatchObject({ state: 'due_soon', limit: 'date' });
    // 600 km and 18 days: both three fifths of their margin
    expect(at(59_400, '2026-12-28')).toMatchObject({ limit: 'km', kmLeft: 600, daysLeft: 18 });
  });

  it('has no reminder without a schedule', () => {
    expect(reminderFor({ ...base, schedule: { everyKm: null, everyMonths: null } })).toBeNull();
  });
});

describe("a car's reminders", () => {
  it('every scheduled type, the car overriding, worst first', () => {
    const reminders = remindersOfCar({
      agency: defaultServiceSchedules,
      car: {
        battery: { everyKm: null, everyMonths: null },
        cleaning: { everyKm: 5_000, everyMonths: null },
      },
      lastServices: { oil_filters: { day: '2026-01-15', km: 50_000 } },
      entry: { day: '2024-03-01', km: 12_000 },
      readings: [{ day: '2026-05-20', km: 60_200 }],
      today: '2026-06-01',
    });
    expect(reminders.map((reminder) => [reminder.serviceType, reminder.state])).toEqual([
      // past by 43,200 km, 18,200 km (and 92 days), 8,200 km
      ['cleaning', 'overdue'],
      ['brakes', 'overdue'],
      ['tyres', 'overdue'],
      ['oil_filters', 'due'],
      ['timing_belt', 'ok'],
    ]);
  });
});

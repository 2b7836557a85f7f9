import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OdometerReading } from './odometer.ts';
import { type ReminderInput, type ReminderState, reminderFor } from './reminders.ts';

/**
 * Issue 32's bound: the due state from date and kilometre agrees with a plain model for
 * every schedule and odometer history. The model is written the obvious way: it walks the
 * calendar a day at a time (JavaScript's own UTC dates, not business-days.ts or
 * addWallMonths) and reads the rules of decision 0038 as they are written there.
 */

const DAY_MS = 86_400_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const textOf = (date: Date) => date.toISOString().slice(0, 10);
const nextDay = (date: Date) => new Date(date.getTime() + DAY_MS);

/** walk from `from`, a day at a time, until M month changes have passed and the date is reached */
function modelDueDay(from: string, months: number): string {
  const start = dateOf(from);
  let day = start;
  let monthsPassed = 0;
  for (;;) {
    const next = nextDay(day);
    if (next.getUTCMonth() !== day.getUTCMonth()) monthsPassed += 1;
    day = next;
    if (monthsPassed < months) continue;
    const lastOfMonth = nextDay(day).getUTCMonth() !== day.getUTCMonth();
    // the same date; a month too short for it ends on its last day
    if (
      day.getUTCDate() === start.getUTCDate() ||
      (lastOfMonth && day.getUTCDate() < start.getUTCDate())
    ) {
      return textOf(day);
    }
  }
}

/** count the days from `today` to `due` one by one; negative when `due` is before */
function modelDaysBetween(today: string, due: string): number {
  let count = 0;
  let day = dateOf(today);
  const end = dateOf(due);
  while (day < end) {
    day = nextDay(day);
    count += 1;
  }
  while (day > end) {
    day = new Date(day.getTime() - DAY_MS);
    count -= 1;
  }
  return count;
}

const order: ReminderState[] = ['ok', 'due_soon', 'due', 'overdue'];

/** decision 0038's table: by how far past the point (negative: not there yet) */
function modelPartState(past: number, margin: number): ReminderState {
  if (past > margin) return 'overdue';
  if (past >= 0) return 'due';
  if (-past <= margin) return 'due_soon';
  return 'ok';
}

function model(input: ReminderInput) {
  const { everyKm, everyMonths } = input.schedule;
  if (everyKm === null && everyMonths === null) return null;
  const from = input.lastService ?? input.entry;
  const readings: OdometerReading[] = [...input.readings, from];
  const highest = Math.max(...readings.map((reading) => reading.km));
  const asOf = readings
    .filter((reading) => reading.km === highest)
    .map((reading) => reading.day)
    .sort()
    .at(-1);
  const dueKm = everyKm === null ? null : from.km + everyKm;
  const kmLeft = dueKm === null ? null : dueKm - highest;
  const dueDay = everyMonths === null ? null : modelDueDay(from.day, everyMonths);
  const daysLeft = dueDay === null ? null : modelDaysBetween(input.today, dueDay);
  const byKm = kmLeft === null ? null : modelPartState(-kmLeft, 1_000);
  const byDate = daysLeft === null ? null : modelPartState(-daysLeft, 30);
  let limit: 'km' | 'date';
  if (byKm === null) limit = 'date';
  else if (byDate === null) limit = 'km';
  else if (byKm !== byDate) limit = order.indexOf(byKm) > order.indexOf(byDate) ? 'km' : 'date';
  else limit = (kmLeft ?? 0) / 1_000 <= (daysLeft ?? 0) / 30 ? 'km' : 'date';
  const state = limit === 'km' ? byKm : byDate;
  return { state, limit, dueDay, dueKm, daysLeft, kmLeft, odometer: { day: asOf, km: highest } };
}

const FIRST = Date.UTC(2018, 0, 1) / DAY_MS;
const LAST = Date.UTC(2030, 11, 31) / DAY_MS;
const dayText = (n: number) => textOf(new Date(n * DAY_MS));
/** any day, or often the end of a month (where months clamp) */
const anyDay = fc.oneof(
  fc.integer({ min: FIRST, max: LAST }).map(dayText),
  fc
    .record({
      year: fc.integer({ min: 2018, max: 2030 }),
      month: fc.integer({ min: 0, max: 11 }),
      back: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ year, month, back }) =>
      textOf(new Date(Date.UTC(year, month + 1, 1) - (back + 1) * DAY_MS)),
    ),
);
const after = (day: string, min: number, max: number) =>
  fc.integer({ min, max }).map((days) => textOf(new Date(dateOf(day).getTime() + days * DAY_MS)));

const schedule = fc.record({
  everyKm: fc.option(fc.integer({ min: 1, max: 100_000 }), { freq: 4 }),
  everyMonths: fc.option(fc.integer({ min: 1, max: 72 }), { freq: 4 }),
});

/** a car: its entry, a schedule, maybe a last service of the type */
const car = fc
  .record({ entryDay: anyDay, entryKm: fc.integer({ min: 0, max: 200_000 }) })
  .chain(({ entryDay, entryKm }) =>
    fc.record({
      schedule,
      entry: fc.constant({ day: entryDay, km: entryKm }),
      lastService: fc.option(
        fc.record({
          day: fc.oneof(after(entryDay, 0, 2_500), anyDay),
          km: fc.integer({ min: entryKm, max: entryKm + 150_000 }),
        }),
      ),
    }),
  );

/**
 * Its odometer history and today: anywhere (readings forwards and backwards, typos, before
 * and after the service), or half the time near the due point (the model's), where the
 * margins' edges are: today within 45 days of the due day, a reading within 1,500 km of the
 * due km, often a whole 100 km; and one case in ten with both parts at the same share of
 * their margin (the limit's ties).
 */
const history = car.chain((fixed) => {
  const from = fixed.lastService ?? fixed.entry;
  const { everyKm, everyMonths } = fixed.schedule;
  const wideDay = after(fixed.entry.day, -60, 3_500);
  const wideReading = fc.record({
    day: after(fixed.entry.day, -60, 3_000),
    km: fc.integer({ min: 0, max: fixed.entry.km + 250_000 }),
  });
  const nearKm = fc.oneof(
    fc.integer({ min: -1_500, max: 1_500 }),
    fc.integer({ min: -15, max: 15 }).map((hundreds) => hundreds * 100),
  );
  const nearReading =
    everyKm === null
      ? wideReading
      : fc.record({
          day: after(from.day, 0, 2_000),
          km: nearKm.map((km) => from.km + everyKm + km),
        });
  // often the highest reading read again on a later day (the odometer's "as of")
  const readings = fc
    .tuple(fc.array(fc.oneof(wideReading, nearReading), { maxLength: 8 }), fc.option(fc.nat(200)))
    .map(([list, later]) => {
      const highest = [...list].sort((a, b) => b.km - a.km)[0];
      if (later === null || highest === undefined) return list;
      const day = textOf(new Date(dateOf(highest.day).getTime() + later * DAY_MS));
      return [...list, { day, km: highest.km }];
    });
  const anywhere = fc.record({
    readings,
    today:
      everyMonths === null
        ? wideDay
        : fc.oneof(wideDay, after(modelDueDay(from.day, everyMonths), -45, 45)),
  });
  // both parts the same share of their margin: 100 k km and 3 k days left
  const tied =
    everyKm === null || everyMonths === null
      ? anywhere
      : fc.integer({ min: -12, max: 12 }).map((k) => ({
          readings: [{ day: from.day, km: from.km + everyKm - 100 * k }],
          today: textOf(
            new Date(dateOf(modelDueDay(from.day, everyMonths)).getTime() - 3 * k * DAY_MS),
          ),
        }));
  return fc
    .oneof({ arbitrary: anywhere, weight: 9 }, { arbitrary: tied, weight: 1 })
    .map((odometer): ReminderInput => ({ ...fixed, ...odometer }));
});

const NUM_RUNS = 1_000;

describe('reminders against a plain model (issue 32 bound)', () => {
  it('state, limit, due day and km, days and km left, last odometer', () => {
    fc.assert(
      fc.property(history, (input) => {
        const reminder = reminderFor(input);
        const expected = model(input);
        if (expected === null) expect(reminder).toBeNull();
        else expect(reminder).toMatchObject(expected);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never gets better as the days pass or the car drives on', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 5_000 }),
        (input, days, km) => {
          const now = reminderFor(input);
          const later = reminderFor({
            ...input,
            today: textOf(new Date(dateOf(input.today).getTime() + days * DAY_MS)),
            readings: [...input.readings, { day: input.today, km: (now?.odometer.km ?? 0) + km }],
          });
          if (now === null || later === null) expect(later).toEqual(now);
          else expect(order.indexOf(later.state)).toBeGreaterThanOrEqual(order.indexOf(now.state));
        },
      ),
      { numRuns: 500 },
    );
  });
});

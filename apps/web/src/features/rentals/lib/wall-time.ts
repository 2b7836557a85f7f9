import { instantOf, type WallClock, wallClockOf } from '@car-rental/domain/time/zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a wall clock (the value of an <input type="date">) */
export function dateText(wall: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** 'HH:MM' of a wall clock (the value of an <input type="time">) */
export function timeText(wall: Pick<WallClock, 'hour' | 'minute'>): string {
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** the date and time inputs' values for an instant, in the business time zone */
export function inputsOf(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = wallClockOf(instant, timeZone);
  return { date: dateText(wall), time: timeText(wall) };
}

/** 'HH:MM' to hour and minute; null when not a time */
export function parseTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** the instant of a datetime-local value ('YYYY-MM-DDTHH:MM') in business time; null when incomplete */
export function instantOfValue(value: string, timeZone: string): Date | null {
  const [date = '', time = ''] = value.split('T');
  return instantFromInputs(date, time, timeZone);
}

/** the instant the business clock shows at `date` ('YYYY-MM-DD') and `time` ('HH:MM'); null when incomplete */
export function instantFromInputs(date: string, time: string, timeZone: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = parseTime(time);
  if (!day || !clock) return null;
  return instantOf(
    {
      year: Number(day[1]),
      month: Number(day[2]),
      day: Number(day[3]),
      ...clock,
      second: 0,
      millisecond: 0,
    },
    timeZone,
  );
}

/** Due state of a rented car by hours left to its return time (spec §4, thresholds §9). */
export type DueState = 'overdue' | 'due-very-soon' | 'due-soon' | 'due-today' | 'none';
export type Urgency = 'critical' | 'high' | 'medium';

const HOUR_MS = 3_600_000;

/** hours (fractional) from now to the return time; negative once overdue */
export function hoursLeft(rentedUntil: Date, now: Date): number {
  return (rentedUntil.getTime() - now.getTime()) / HOUR_MS;
}

export function dueStateOf(hours: number): DueState {
  if (hours < 0) return 'overdue';
  if (hours <= 1) return 'due-very-soon';
  if (hours <= 6) return 'due-soon';
  if (hours <= 24) return 'due-today';
  return 'none';
}

export function urgencyOf(state: DueState): Urgency | null {
  switch (state) {
    case 'overdue':
    case 'due-very-soon':
      return 'critical';
    case 'due-soon':
      return 'high';
    case 'due-today':
      return 'medium';
    case 'none':
      return null;
  }
}

/** the states that raise an alert (the header bell): due today or worse */
export function isAlert(state: DueState): boolean {
  return urgencyOf(state) !== null;
}

const urgencyRank = { critical: 0, high: 1, medium: 2 } as const;

function rankOf(state: DueState): number {
  const urgency = urgencyOf(state);
  return urgency === null ? 3 : urgencyRank[urgency];
}

/** by urgency (critical, high, medium, then none), then fewest hours left first; a new array */
export function sortAlerts<T extends { dueState: DueState; hoursLeft: number }>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) => rankOf(a.dueState) - rankOf(b.dueState) || a.hoursLeft - b.hoursLeft,
  );
}

/** rental dashboard badge: 'Nh OVERDUE', 'Nm LEFT' under one hour, else 'Nh LEFT' */
export function dueBadge(hours: number): string {
  if (hours < 0) return `${Math.floor(Math.abs(hours))}h OVERDUE`;
  if (hours < 1) return `${Math.floor(hours * 60)}m LEFT`;
  return `${Math.floor(hours)}h LEFT`;
}

/** garage card countdown: 'Nh overdue', 'Nh Nm left' under 24 h, else 'Nd Nh left' */
export function countdownText(hours: number): string {
  if (hours < 0) return `${Math.floor(Math.abs(hours))}h overdue`;
  const totalMinutes = Math.floor(hours * 60);
  const wholeHours = Math.floor(totalMinutes / 60);
  if (hours < 24) return `${wholeHours}h ${totalMinutes % 60}m left`;
  return `${Math.floor(wholeHours / 24)}d ${wholeHours % 24}h left`;
}

import { describe, expect, it } from 'vitest';
import {
  countdownText,
  dueBadge,
  dueStateOf,
  hoursLeft,
  isAlert,
  sortAlerts,
  urgencyOf,
} from './due-state.ts';

const MINUTE = 1 / 60;

describe('dueStateOf', () => {
  it('is overdue (critical) below 0 hours, but not at exactly 0', () => {
    expect(dueStateOf(-0.001)).toBe('overdue');
    expect(dueStateOf(-30)).toBe('overdue');
    expect(dueStateOf(0)).toBe('due-very-soon');
  });

  it('is due-very-soon at 1 hour or less, due-soon just above', () => {
    expect(dueStateOf(1)).toBe('due-very-soon');
    expect(dueStateOf(1 + MINUTE / 60)).toBe('due-soon');
  });

  it('is due-soon at 6 hours or less, due-today just above', () => {
    expect(dueStateOf(6)).toBe('due-soon');
    expect(dueStateOf(6.0001)).toBe('due-today');
  });

  it('is due-today at 24 hours or less, none just above', () => {
    expect(dueStateOf(24)).toBe('due-today');
    expect(dueStateOf(24.0001)).toBe('none');
  });

  it('maps states to urgency', () => {
    expect(urgencyOf('overdue')).toBe('critical');
    expect(urgencyOf('due-very-soon')).toBe('critical');
    expect(urgencyOf('due-soon')).toBe('high');
    expect(urgencyOf('due-today')).toBe('medium');
    expect(urgencyOf('none')).toBeNull();
    expect(isAlert('due-today')).toBe(true);
    expect(isAlert('none')).toBe(false);
  });

  it('measures hours left from now to the return time', () => {
    const now = new Date('2026-06-15T10:00:00.000Z');
    expect(hoursLeft(new Date('2026-06-15T16:30:00.000Z'), now)).toBe(6.5);
    expect(hoursLeft(new Date('2026-06-15T08:00:00.000Z'), now)).toBe(-2);
  });
});

describe('sortAlerts', () => {
  it('sorts by urgency, then by hours left ascending', () => {
    const items = [
      { id: 'today', dueState: 'due-today' as const, hoursLeft: 10 },
      { id: 'none', dueState: 'none' as const, hoursLeft: 50 },
      { id: 'soon', dueState: 'due-soon' as const, hoursLeft: 5 },
      { id: 'very-soon', dueState: 'due-very-soon' as const, hoursLeft: 0.5 },
      { id: 'overdue', dueState: 'overdue' as const, hoursLeft: -3 },
      { id: 'soon-earlier', dueState: 'due-soon' as const, hoursLeft: 2 },
      { id: 'overdue-longer', dueState: 'overdue' as const, hoursLeft: -10 },
    ];
    expect(sortAlerts(items).map((item) => item.id)).toEqual([
      'overdue-longer',
      'overdue',
      'very-soon',
      'soon-earlier',
      'soon',
      'today',
      'none',
    ]);
    expect(items[0]!.id).toBe('today');
  });
});

describe('dueBadge (rental dashboard)', () => {
  it('reads Nh OVERDUE with whole hours overdue', () => {
    expect(dueBadge(-3.7)).toBe('3h OVERDUE');
    expect(dueBadge(-0.5)).toBe('0h OVERDUE');
  });

  it('reads Nm LEFT under one hour', () => {
    expect(dueBadge(0)).toBe('0m LEFT');
    expect(dueBadge(0.75)).toBe('45m LEFT');
    expect(dueBadge(59 * MINUTE)).toBe('59m LEFT');
  });

  it('reads Nh LEFT from one hour', () => {
    expect(dueBadge(1)).toBe('1h LEFT');
    expect(dueBadge(5.9)).toBe('5h LEFT');
    expect(dueBadge(24)).toBe('24h LEFT');
  });
});

describe('countdownText (garage card)', () => {
  it('reads Nh overdue', () => {
    expect(countdownText(-2.5)).toBe('2h overdue');
  });

  it('reads Nh Nm left under 24 hours', () => {
    expect(countdownText(0)).toBe('0h 0m left');
    expect(countdownText(1.5)).toBe('1h 30m left');
    expect(countdownText(23 + 59 * MINUTE)).toBe('23h 59m left');
  });

  it('reads Nd Nh left from 24 hours', () => {
    expect(countdownText(24)).toBe('1d 0h left');
    expect(countdownText(50.5)).toBe('2d 2h left');
  });
});

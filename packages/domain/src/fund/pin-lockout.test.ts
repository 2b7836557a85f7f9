import { describe, expect, it } from 'vitest';
import { PIN_WINDOW_MS, recordPinFailure } from './pin-lockout.ts';

const now = new Date('2026-06-15T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('PIN lock-out', () => {
  it('records the try and stays open below 5 tries', () => {
    const result = recordPinFailure([ago(1_000), ago(2_000), ago(3_000)], now);
    expect(result.failures).toHaveLength(4);
    expect(result.failures.at(-1)).toBe(now.toISOString());
    expect(result.locked).toBe(false);
  });

  it('locks on the 5th wrong try within 15 minutes', () => {
    const result = recordPinFailure([ago(1), ago(2), ago(3), ago(PIN_WINDOW_MS - 1)], now);
    expect(result.locked).toBe(true);
  });

  it('forgets tries older than 15 minutes', () => {
    const result = recordPinFailure(
      [ago(PIN_WINDOW_MS), ago(PIN_WINDOW_MS + 1), ago(1), ago(2), 'not a date'],
      now,
    );
    expect(result.failures).toEqual([ago(1), ago(2), now.toISOString()]);
    expect(result.locked).toBe(false);
  });
});

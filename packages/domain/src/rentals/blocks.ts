import { DomainError } from '../errors.ts';
import { deskTime } from './reservations.ts';

/** Issue 14 §2: why a car is blocked for a period */
export type BlockKind = 'maintenance' | 'repair' | 'owner';

export const blockMessages = {
  endBeforeStart: 'The end of a blocked period must be after its start.',
  endInPast: 'A blocked period cannot end in the past.',
  notFound: 'Blocked period not found',
} as const;

const reasons: Record<BlockKind, string> = {
  maintenance: 'for maintenance',
  repair: 'for repair',
  owner: 'for its owner',
};

function invalid(path: string, message: string): DomainError {
  return new DomainError('validation_failed', message, [{ path, message }]);
}

/** a blocked period to add: after its start, not over already */
export function checkBlock(start: Date, end: Date, now: Date): void {
  if (end.getTime() <= start.getTime()) throw invalid('body.end', blockMessages.endBeforeStart);
  if (end.getTime() <= now.getTime()) throw invalid('body.end', blockMessages.endInPast);
}

/** the refusal of a booking or a block over a blocked period, naming it */
export function blockConflict(
  block: { kind: BlockKind; startAt: Date; endAt: Date },
  timeZone: string,
): DomainError {
  const message = `This car is blocked ${reasons[block.kind]} from ${deskTime(block.startAt, timeZone)} to ${deskTime(block.endAt, timeZone)}.`;
  return new DomainError('car_blocked', message, [{ path: 'body.start', message }]);
}

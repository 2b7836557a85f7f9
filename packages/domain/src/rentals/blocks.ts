import { type DomainError, fieldRefusal } from '../errors.ts';
import type { MessageKey } from '../messages.ts';
import { deskTime } from './reservations.ts';

/** Issue 14 §2: why a car is blocked for a period */
export type BlockKind = 'maintenance' | 'repair' | 'owner';

export const blockMessages = {
  endBeforeStart: 'fields.blockEndBeforeStart',
  endInPast: 'fields.blockEndInPast',
  notFound: 'details.blockNotFound',
} as const;

const reasons: Record<BlockKind, MessageKey> = {
  maintenance: 'details.blockedMaintenance',
  repair: 'details.blockedRepair',
  owner: 'details.blockedOwner',
};

function invalid(path: string, key: MessageKey): DomainError {
  return fieldRefusal('validation_failed', path, key);
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
  return fieldRefusal('car_blocked', 'body.start', reasons[block.kind], {
    from: deskTime(block.startAt, timeZone),
    to: deskTime(block.endAt, timeZone),
  });
}

import { mayOverrideLapsedPapers } from '@car-rental/domain/auth/permissions';
import type { overrideLapsedPapers } from '@car-rental/domain/contract/rentals';
import { DomainError } from '@car-rental/domain/errors';
import type { PaperKind } from '@car-rental/domain/fleet/care';
import {
  type LapsedPaper,
  lapsedPapersFor,
  requiredPaperKinds,
} from '@car-rental/domain/fleet/papers';
import type { z } from 'zod';
import type { Tx } from '../../db/create-db.ts';
import { type Read, readAll, readOf, statement } from '../../db/statement.ts';
import type { AppDeps } from '../../lib/deps.ts';

/**
 * Issue 32 §3: a car whose insurance or contrôle technique has lapsed is not booked, picked
 * up or extended for a period past the paper's last day; a manager or the owner may let it
 * go with a reason (kept in the audit trail). Runs in the write's transaction, after the
 * car's lock, so a paper recorded at the same moment is read as it is.
 */

type RequiredPaper = { kind: PaperKind; until: string | null };

const REQUIRED_PAPERS = statement<RequiredPaper>(
  `select kind, valid_until::text as until from car_papers
  where car_id = $1 and kind in (${requiredPaperKinds.map((kind) => `'${kind}'`).join(', ')})`,
);

const lapsedKeys = {
  insurance: 'details.insuranceLapsed',
  technical_inspection: 'details.technicalInspectionLapsed',
} as const satisfies Record<LapsedPaper['kind'], string>;

/** a day as the desk reads it: dd/mm/yyyy */
const deskDay = (day: string) => day.split('-').reverse().join('/');

/** what the audit row keeps of an override */
export interface LapsedPapersOverridden {
  reason: string;
  papers: { kind: LapsedPaper['kind']; until: string }[];
}

/**
 * Refuses (409 papers_lapsed, naming the first paper and its last day) a period past a
 * required paper's end, unless overridden by a manager or the owner (an agent: 403).
 * Answers the override to audit, or undefined when nothing lapsed.
 */
export async function refuseLapsedPapers(
  deps: AppDeps,
  tx: Tx,
  carId: string,
  period: { startAt: Date; endAt: Date },
  override: z.output<typeof overrideLapsedPapers> | undefined,
): Promise<LapsedPapersOverridden | undefined> {
  const [papers] = await readAll(tx, requiredPapers(carId));
  return lapsedPapersRefusal(deps, papers, period, override);
}

/** the car's required papers, as a read a write can send with others (readAll) */
export const requiredPapers = (carId: string): Read<RequiredPaper[]> =>
  readOf(REQUIRED_PAPERS, [carId], (rows) => rows);

/** refuseLapsedPapers on the car's papers read with the write's other reads (requiredPapers) */
export function lapsedPapersRefusal(
  deps: AppDeps,
  papers: RequiredPaper[],
  period: { startAt: Date; endAt: Date },
  override: z.output<typeof overrideLapsedPapers> | undefined,
): LapsedPapersOverridden | undefined {
  if (papers.length === 0) return undefined;
  const timeZone = deps.config.businessTimezone;
  const lapsed = lapsedPapersFor(papers, period.startAt, period.endAt, timeZone);
  const [first] = lapsed;
  if (!first) return undefined;
  if (!override) {
    throw new DomainError('papers_lapsed', lapsedKeys[first.kind], {
      until: deskDay(first.until),
    });
  }
  if (!mayOverrideLapsedPapers(deps.actor?.role)) {
    throw new DomainError('forbidden', 'details.overrideLapsedPapers');
  }
  return {
    reason: override.reason,
    papers: lapsed.map(({ kind, until }) => ({ kind, until })),
  };
}

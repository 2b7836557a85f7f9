import { addDays, dayNumber, startOfDay } from './business-days.ts';
import type { PaperKind } from './care.ts';

/** Issue 32 §2 and §3: a car's papers, how valid each is, and which of them stop a booking. */

/** the web catalogue's key for each kind's name (contrôle technique, carte grise, ...) */
export const paperKindLabelKeys = {
  insurance: 'fleet.paperKind.insurance',
  technical_inspection: 'fleet.paperKind.technical_inspection',
  vignette: 'fleet.paperKind.vignette',
  registration: 'fleet.paperKind.registration',
  other: 'fleet.paperKind.other',
} as const satisfies Record<PaperKind, string>;

/** the papers without which a car may not be booked or picked up (a manager may override) */
export const requiredPaperKinds = ['insurance', 'technical_inspection'] as const;

/** a paper expires soon within this many days of its last day */
export const paperSoonDays = 30;

export type PaperState = 'valid' | 'expires_soon' | 'lapsed';

export interface Paper {
  kind: PaperKind;
  /** the last business day it covers (YYYY-MM-DD), inclusive; null: it does not expire */
  until: string | null;
}

/** lapsed from the day after its last day; expires soon from 30 days before it (its last day too) */
export function paperState(paper: Paper, today: string): PaperState {
  if (paper.until === null) return 'valid';
  const left = dayNumber(paper.until) - dayNumber(today);
  if (left < 0) return 'lapsed';
  return left <= paperSoonDays ? 'expires_soon' : 'valid';
}

export interface LapsedPaper {
  kind: (typeof requiredPaperKinds)[number];
  until: string;
  /** true: lapsed before the period starts; false: it lapses during the period */
  lapsedAtStart: boolean;
}

/**
 * The required papers that stop covering the car before the period ends (issue 32 §3),
 * for the refusal that names them: a paper covers until midnight at the end of its last
 * day on the business clock, so a period ending exactly then is covered. Of several papers
 * of a kind (renewals), the one that lasts longest counts. A kind with no paper recorded
 * is not refused (docs/decisions/0038): the Fleet screen shows it as missing.
 */
export function lapsedPapersFor(
  papers: readonly Paper[],
  periodStart: Date,
  periodEnd: Date,
  timeZone: string,
): LapsedPaper[] {
  const lapsed: LapsedPaper[] = [];
  for (const kind of requiredPaperKinds) {
    const until = lastDayCovered(papers.filter((paper) => paper.kind === kind));
    if (until === undefined || until === null) continue;
    const lapsesAt = startOfDay(addDays(until, 1), timeZone);
    if (periodEnd.getTime() > lapsesAt.getTime()) {
      lapsed.push({ kind, until, lapsedAtStart: periodStart.getTime() >= lapsesAt.getTime() });
    }
  }
  return lapsed;
}

/** undefined: no paper; null: one never expires; else the latest last day */
function lastDayCovered(papers: readonly Paper[]): string | null | undefined {
  let latest: string | undefined;
  for (const paper of papers) {
    if (paper.until === null) return null;
    if (latest === undefined || dayNumber(paper.until) > dayNumber(latest)) {
      latest = paper.until;
    }
  }
  return latest;
}

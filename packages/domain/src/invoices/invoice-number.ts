import { wallClockOf } from '../time/zoned-time.ts';

/**
 * The numbered series of the documents of sale (issue 28 §13): FA for invoices (factures),
 * AV for credit notes (avoirs). Each runs unbroken through a business year and restarts at
 * 000001 on the first of January, like the contracts' CTR-2026-000042.
 */
export type DocumentSeries = 'FA' | 'AV';

/** the business year a document made at `now` is numbered in (the agency's time zone) */
export function documentYear(now: Date, timeZone: string): number {
  return wallClockOf(now, timeZone).year;
}

/** FA-2026-000001: the series, the year and the document's rank in that year */
export function documentNumber(series: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`a document's rank is a whole number from 1 (got ${sequence})`);
  }
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

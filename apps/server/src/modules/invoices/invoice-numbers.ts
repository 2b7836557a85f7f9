import {
  type DocumentSeries,
  documentNumber,
  documentYear,
} from '@car-rental/domain/invoices/invoice-number';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { takeNextInSeries } from './invoices.repository.ts';

export type NumberingDeps = Pick<AppDeps, 'clock' | 'config'>;

/**
 * The next number of a series (issue 28 §13), taken in the transaction that writes the
 * document: the year's counter stays locked until it commits, so parallel writers get
 * consecutive numbers, and a write that fails gives its number back. The document is dated
 * once the counter is held, so numbers and dates run in the same order; should the year
 * turn while it waited, the number is given back (a savepoint) and taken in the new year.
 */
export async function nextDocumentNumber(
  deps: NumberingDeps,
  tx: Tx,
  series: DocumentSeries,
): Promise<{ number: string; now: Date }> {
  const timeZone = deps.config.businessTimezone;
  for (;;) {
    const year = documentYear(deps.clock.now(), timeZone);
    const taken = await tx
      .transaction(async (savepoint) => {
        const sequence = await takeNextInSeries(savepoint, series, year);
        const now = deps.clock.now();
        if (documentYear(now, timeZone) !== year) throw new YearTurned();
        return { number: documentNumber(series, year, sequence), now };
      })
      .catch((error: unknown) => {
        if (error instanceof YearTurned) return null;
        throw error;
      });
    if (taken) return taken;
  }
}

class YearTurned extends Error {}

import type { CarView } from '@car-rental/domain/contract/car';
import type { InspectionView, RentalContract } from '@car-rental/domain/contract/inspections';
import { countDays } from '@car-rental/domain/rentals/count-days';
import { newMarks } from '@car-rental/domain/rentals/inspection';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber, parseDinars } from '../../../lib/format.ts';
import { receiptPdfUrl } from '../api/contract.ts';
import { type ChargeDraft, newCharge } from '../lib/charge-drafts.ts';
import { keyedProposals, mergeProposals, type ProposedCharge } from '../lib/proposed-charges.ts';
import type { WalkAroundDraft } from './inspection/walk-around-fields.tsx';
import { PdfLink } from './pdf-link.tsx';

/**
 * The Return dialog's charges: those typed, and with a check-out to compare with, the ones
 * the check-in proposes (proposeCharges: fuel, km, lateness, new marks), kept up to date as
 * the desk edits the walk around. A proposal the desk edited is left as edited; one it
 * removed does not come back.
 */
export function useReturnCharges({
  contract,
  rental,
  walk,
  odometerKm,
  now,
}: {
  contract: RentalContract | null;
  rental: CarView['rental'];
  walk: WalkAroundDraft;
  /** the new mileage typed, or the check-out's odometer while it is not valid */
  odometerKm: number;
  now: Date;
}) {
  const [charges, setCharges] = useState<ChargeDraft[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const checkOut = contract?.checkOut;
  const proposals: ProposedCharge[] =
    contract && checkOut && rental
      ? keyedProposals({
          terms: contract.terms,
          checkOut,
          checkIn: { odometerKm, fuelEighths: walk.fuelEighths, marks: walk.marks },
          dueAt: new Date(rental.rentedUntil),
          returnedAt: now,
          totalDays: countDays(new Date(rental.rentedFrom), now),
        })
      : [];
  // the proposals as a value: the effect runs when they change, not at every render
  const key = JSON.stringify(proposals);
  useEffect(() => {
    const latest = JSON.parse(key) as ProposedCharge[];
    setCharges((all) => mergeProposals(all, latest, dismissed));
  }, [key, dismissed]);
  return {
    charges,
    total: charges.reduce(
      (total, charge) => total + Math.max(0, parseDinars(charge.amount) ?? 0),
      0,
    ),
    add: () => setCharges((all) => [...all, newCharge()]),
    /** a proposed charge changed by the desk is no longer updated */
    update: (next: ChargeDraft) =>
      setCharges((all) =>
        all.map((charge) =>
          charge.key === next.key ? { ...next, edited: next.source ? true : undefined } : charge,
        ),
      ),
    remove: (removed: ChargeDraft) => {
      const source = removed.source;
      if (source) setDismissed((all) => new Set([...all, source]));
      setCharges((all) => all.filter((charge) => charge.key !== removed.key));
    },
  };
}

const eighths = (value: number) => `${value}/8`;

/** what changed since the check-out, side by side: km driven, fuel, new marks, accessories */
export function CheckInChanges({
  checkOut,
  odometerKm,
  walk,
}: {
  checkOut: InspectionView;
  /** the new mileage typed; null while it is not a valid figure */
  odometerKm: number | null;
  walk: WalkAroundDraft;
}) {
  const { t } = useTranslation('rentals');
  const fuelChange = walk.fuelEighths - checkOut.fuelEighths;
  const added = newMarks(checkOut.marks, walk.marks).length;
  const had = new Set(checkOut.accessories.filter((check) => check.present).map((c) => c.key));
  const missing = walk.accessories.filter((check) => had.has(check.key) && !check.present).length;
  const tile = 'rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60';
  return (
    <section aria-labelledby="check-in-changes-title" className="flex flex-col gap-2">
      <h3 id="check-in-changes-title" className="font-medium">
        {t('checkIn.changes')}
      </h3>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <p className={tile} data-testid="km-driven">
          {odometerKm === null
            ? t('checkIn.kmDrivenUnknown')
            : t('checkIn.kmDriven', {
                value: formatNumber(Math.max(0, odometerKm - checkOut.odometerKm)),
              })}
        </p>
        <p className={tile} data-testid="fuel-change">
          {t(fuelChange === 0 ? 'checkIn.fuelSame' : 'checkIn.fuel', {
            before: eighths(checkOut.fuelEighths),
            after: eighths(walk.fuelEighths),
            change: `${fuelChange < 0 ? '−' : '+'}${eighths(Math.abs(fuelChange))}`,
          })}
        </p>
        <p className={`${tile} ${added > 0 ? 'text-red-700 dark:text-red-300' : ''}`}>
          {t('checkIn.newMarks', { count: added })}
        </p>
        <p className={`${tile} ${missing > 0 ? 'text-red-700 dark:text-red-300' : ''}`}>
          {t('checkIn.missingAccessories', { count: missing })}
        </p>
      </div>
    </section>
  );
}

/** the return saved with its check-in: the final total, the receipt to print and Close */
export function ReturnDone({
  rentalId,
  message,
  onClose,
}: {
  rentalId: string;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      >
        {message}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <PdfLink
          href={receiptPdfUrl(rentalId)}
          label={t('checkIn.printReceipt')}
          description={t('checkIn.printReceipt')}
        />
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </div>
    </div>
  );
}

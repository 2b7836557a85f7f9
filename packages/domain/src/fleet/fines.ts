import type { FundEntry } from '../fund/fund-entry.ts';
import type { Centimes } from '../money.ts';

/**
 * Issue 32 §4: traffic fines (docs/decisions/0041). The agency pays a fine to the authority
 * (one traffic_fines charge) and recovers it from the customer who had the car at that
 * instant, or keeps it as its own cost.
 */

/** the fund category of a fine paid to the authority and of its recovery (actions only) */
export const TRAFFIC_FINES_CATEGORY = 'traffic_fines';

/**
 * what became of a fine: the agency's cost; a charge on the rental still out (paid with its
 * balance at the return, or kept from its deposit); owed by the customer of a rental already
 * settled; recovered (he paid it)
 */
export const fineOutcomes = ['agency', 'rental_charge', 'owed', 'recovered'] as const;
export type FineOutcome = (typeof fineOutcomes)[number];

export function fineOutcome(fine: {
  rentalId: string | null;
  rentalChargeId: string | null;
  recoveredEntryId: string | null;
}): FineOutcome {
  if (!fine.rentalId) return 'agency';
  if (fine.rentalChargeId) return 'rental_charge';
  return fine.recoveredEntryId ? 'recovered' : 'owed';
}

interface FineWords {
  reference: string;
  place: string;
  issuedAt: Date;
}

const two = (n: number) => String(n).padStart(2, '0');
const stamp = (at: Date) =>
  `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;

/** "Traffic fine 2026-00042 - Alger, RN5 - 12/06/2026 14:30" */
export function fineLabel(fine: FineWords): string {
  return `Traffic fine ${fine.reference} - ${fine.place} - ${stamp(fine.issuedAt)}`;
}

/** the agency's payment of the fine to the authority */
export function fineCharge(carLabel: string, fine: FineWords & { amount: Centimes }): FundEntry {
  return {
    type: 'add_charge',
    amount: fine.amount,
    description: `${fineLabel(fine)} - ${carLabel}`,
    category: TRAFFIC_FINES_CATEGORY,
  };
}

/** what the customer pays back for it, when his rental was already settled */
export function fineRecovery(
  customerName: string,
  fine: FineWords & { amount: Centimes },
): FundEntry {
  return {
    type: 'add_money',
    amount: fine.amount,
    description: `Recovered - ${fineLabel(fine)} - ${customerName}`,
    category: TRAFFIC_FINES_CATEGORY,
  };
}

/** a fine charged to a rental still out: one of its charges, paid with the rest at the return */
export function fineRentalCharge(fine: FineWords & { amount: Centimes }) {
  return { type: 'other' as const, description: fineLabel(fine), amount: fine.amount };
}

/** the entry that gives back what the customer paid for a fine, when the fine is deleted */
export function refundOf(paid: Pick<FundEntry, 'amount' | 'category' | 'description'>): FundEntry {
  return {
    type: 'add_charge',
    amount: paid.amount,
    description: `Refund - ${paid.description}`,
    category: paid.category,
  };
}

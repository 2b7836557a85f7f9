import { formatDA } from '@car-rental/domain/money';
import {
  type ChargeFacts,
  newMarks,
  noTerms,
  type ProposedChargeInput,
  proposeCharges,
} from '@car-rental/domain/rentals/inspection';
import type { ChargeInput } from '@car-rental/domain/rentals/return-car';
import { dinarsText } from '../../../lib/format.ts';
import { currentLanguage, i18n } from '../../../lib/i18n.ts';
import type { ChargeDraft } from './charge-drafts.ts';
import { newCharge } from './charge-drafts.ts';

/** a charge the check-in proposes, under a stable key: fuel, km, late or damage:<markId> */
export interface ProposedCharge extends ChargeInput {
  source: string;
}

/**
 * A proposal's description in the screen's language: the rule's own English, or the
 * catalogue's wording of its figures (rentals:checkIn.proposed).
 */
export function describeProposal({ description, reason }: ProposedChargeInput): string {
  if (currentLanguage() === 'en') return description;
  const t = (key: string, values: Record<string, string | number>) =>
    i18n.t(`checkIn.proposed.${key}`, { ns: 'rentals', ...values });
  switch (reason.kind) {
    case 'fuel':
      return t('fuel', { eighths: reason.eighths, price: formatDA(reason.price) });
    case 'km':
      return t('km', { km: reason.km, price: formatDA(reason.price) });
    case 'late':
      return t('late', { hours: reason.hours, price: formatDA(reason.price) });
    case 'damage': {
      const type = i18n.t(`inspection.damageTypes.${reason.type}`, { ns: 'rentals' });
      const view = i18n.t(`inspection.views.${reason.view}`, { ns: 'rentals' });
      return reason.note
        ? t('damageNote', { type, view, note: reason.note })
        : t('damage', { type, view });
    }
  }
}

/**
 * The domain's proposals (proposeCharges), each under its key: every kind is asked for
 * alone (the other prices at zero, the marks unchanged), so a key never depends on which
 * other charges happen to be proposed.
 */
export function keyedProposals(facts: ChargeFacts): ProposedCharge[] {
  const { terms } = facts;
  const same = { ...facts.checkIn, marks: facts.checkOut.marks };
  const only = (source: string, priced: Partial<ChargeFacts['terms']>) =>
    proposeCharges({ ...facts, checkIn: same, terms: { ...noTerms, ...priced } }).map((charge) => ({
      type: charge.type,
      amount: charge.amount,
      description: describeProposal(charge),
      source,
    }));
  const damage = proposeCharges({ ...facts, terms: noTerms });
  const added = newMarks(facts.checkOut.marks, facts.checkIn.marks);
  return [
    ...only('fuel', { fuelPricePerEighth: terms.fuelPricePerEighth }),
    ...only('km', { kmAllowancePerDay: terms.kmAllowancePerDay, pricePerKm: terms.pricePerKm }),
    ...only('late', {
      lateGraceMinutes: terms.lateGraceMinutes,
      latePricePerHour: terms.latePricePerHour,
    }),
    ...damage.map((charge, index) => ({
      type: charge.type,
      amount: charge.amount,
      description: describeProposal(charge),
      source: `damage:${added[index]?.id}`,
    })),
  ];
}

/** a damage proposed at 0 shows an empty amount: the desk types it */
const amountText = (charge: ProposedCharge) =>
  charge.type === 'damage' && charge.amount === 0 ? '' : dinarsText(charge.amount);

/**
 * The charges list with the latest proposals in it: a proposal the desk has not touched is
 * added or updated (and dropped once no longer proposed); one the desk edited stays as
 * edited, one it removed (`dismissed`) does not come back. Answers `charges` itself when
 * nothing changes.
 */
export function mergeProposals(
  charges: readonly ChargeDraft[],
  proposals: readonly ProposedCharge[],
  dismissed: ReadonlySet<string>,
): ChargeDraft[] {
  const bySource = new Map(proposals.map((proposal) => [proposal.source, proposal]));
  let changed = false;
  const next: ChargeDraft[] = [];
  for (const charge of charges) {
    if (!charge.source || charge.edited) {
      next.push(charge);
      continue;
    }
    const proposal = bySource.get(charge.source);
    if (!proposal) {
      changed = true;
      continue;
    }
    const updated = { ...charge, type: proposal.type, description: proposal.description };
    updated.amount = amountText(proposal);
    if (
      updated.type !== charge.type ||
      updated.description !== charge.description ||
      updated.amount !== charge.amount
    ) {
      changed = true;
      next.push(updated);
    } else next.push(charge);
  }
  const present = new Set(charges.map((charge) => charge.source));
  for (const proposal of proposals) {
    if (present.has(proposal.source) || dismissed.has(proposal.source)) continue;
    changed = true;
    next.push({
      ...newCharge(),
      type: proposal.type,
      description: proposal.description,
      amount: amountText(proposal),
      source: proposal.source,
    });
  }
  return changed ? next : (charges as ChargeDraft[]);
}

import { contractTerms } from '@car-rental/domain/contract/inspections';
import { type ContractTerms, noTerms } from '@car-rental/domain/rentals/inspection';
import { z } from 'zod';

/**
 * Issue 28 §9: what the customer signed at the check-out, kept with the rental
 * (rentals.contract_signed) so that a contract reprints exactly as signed: the booked period,
 * the charge prices and the terms text, whatever a return, an extension or new settings
 * change later.
 */
export interface SignedContract {
  startAt: Date;
  dueAt: Date;
  terms: ContractTerms;
  termsText: string;
}

const stored = z.object({
  startAt: z.string(),
  dueAt: z.string(),
  terms: z.record(z.string(), z.unknown()).default({}),
  termsText: z.string().default(''),
});

export function toSignedJson(signed: SignedContract): Record<string, unknown> {
  return {
    startAt: signed.startAt.toISOString(),
    dueAt: signed.dueAt.toISOString(),
    terms: signed.terms,
    termsText: signed.termsText,
  };
}

/** the stored copy, or null for a rental without one (or one that cannot be read) */
export function signedContractOf(value: unknown): SignedContract | null {
  const parsed = stored.safeParse(value);
  if (!parsed.success) return null;
  const startAt = new Date(parsed.data.startAt);
  const dueAt = new Date(parsed.data.dueAt);
  if (Number.isNaN(startAt.getTime()) || Number.isNaN(dueAt.getTime())) return null;
  const terms = contractTerms.safeParse({ ...noTerms, ...parsed.data.terms });
  return {
    startAt,
    dueAt,
    terms: terms.success ? terms.data : noTerms,
    termsText: parsed.data.termsText,
  };
}

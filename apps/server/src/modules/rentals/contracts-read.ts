import type { RentalContract } from '@car-rental/domain/contract/inspections';
import { DomainError } from '@car-rental/domain/errors';
import type { AppDeps } from '../../lib/deps.ts';
import { contractOf } from './contract-of.ts';
import { listDepositsHeld, readContractSettings } from './contracts.repository.ts';
import { findBooking } from './rentals.repository.ts';

// The contract's reads.

export async function getRentalContract(
  ctx: AppDeps,
  { rentalId }: { rentalId: string },
): Promise<RentalContract> {
  const rental = await findBooking(ctx.db, rentalId);
  if (!rental) throw new DomainError('rental_not_found', 'details.rentalNotFound');
  return (await contractOf(ctx.db, rental)).contract;
}

/** the deposits held, of one customer or all */
export function getDepositsHeld(ctx: AppDeps, { customerId }: { customerId?: string | undefined }) {
  return listDepositsHeld(ctx.db, customerId);
}

export function getContractSettings(ctx: AppDeps) {
  return readContractSettings(ctx.db);
}

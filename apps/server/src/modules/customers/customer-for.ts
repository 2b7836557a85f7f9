import { mayOverrideDoNotRent } from '@car-rental/domain/auth/permissions';
import type { CustomerView } from '@car-rental/domain/contract/customers';
import { DomainError } from '@car-rental/domain/errors';
import type { Tx } from '../../db/create-db.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { viewOf } from './customer-writes.ts';
import * as repo from './customers.repository.ts';

// The customer file's part of a booking or a sale, in its transaction.

/** the person of a booking or a sale, as the dialogs type them */
export interface PersonInput {
  fullName: string;
  phone: string | null;
  email: string | null;
  licenceNumber: string | null;
}

/**
 * The customer a booking or a sale is for: the one on file with that licence number, else
 * that phone, else a new one made from what was typed. Blank fields of a found customer are
 * filled from the typed ones; nothing on file is overwritten.
 */
export async function customerFor(tx: Tx, person: PersonInput): Promise<CustomerView> {
  return filed(tx, person, await repo.matchCustomer(tx, keysOf(person)));
}

const keysOf = (person: Pick<PersonInput, 'licenceNumber' | 'phone'>) => ({
  licence: person.licenceNumber,
  phone: person.phone,
});

/** customerFor once the file was searched: `found` is its match */
async function filed(
  tx: Tx,
  person: PersonInput,
  found: CustomerView | undefined,
): Promise<CustomerView> {
  if (found) {
    const fill: Partial<repo.CustomerValues> = {};
    if (!found.phone && person.phone) fill.phone = person.phone;
    if (!found.email && person.email) fill.email = person.email;
    if (!found.licenceNumber && person.licenceNumber) {
      // a licence typed for a customer found by phone: keep it, unless someone else holds it
      if (!(await repo.licenceHolder(tx, person.licenceNumber))) {
        fill.licenceNumber = person.licenceNumber;
      }
    }
    if (Object.keys(fill).length > 0) await repo.updateCustomer(tx, found.id, fill);
    return found;
  }
  const id = await repo.insertCustomerIfNew(tx, {
    fullName: person.fullName,
    phone: person.phone,
    email: person.email,
    licenceNumber: person.licenceNumber,
    licenceIssuedOn: null,
    idNumber: null,
    birthDate: null,
    address: null,
    notes: null,
    documents: [],
  });
  if (id) return viewOf(tx, id);
  // filed by a booking that committed meanwhile: that is the customer
  const meanwhile = await repo.matchCustomer(tx, keysOf(person));
  if (!meanwhile) throw new Error('a customer conflicted on its licence and cannot be found');
  return meanwhile;
}

/** what the file has on a person: their match, and the flagged customers they may be */
export type OnFile = Awaited<ReturnType<typeof repo.personOnFile>>;

/** the file's one read for `person`, for a write to send beside its other reads (bookingCustomer's `onFile`) */
export function readOnFile(tx: Tx, person: Pick<PersonInput, 'licenceNumber' | 'phone'>) {
  return repo.personOnFile(tx, keysOf(person));
}

/**
 * The customer a booking is for (customerFor), and the booking rule of the customer file on
 * it, from one read of the file (issue 30 §3): a flagged customer is refused with the reason,
 * unless a manager or the owner overrides it (the override is on the audit trail, in the
 * booking's entry). The customer file matches a person by licence and by phone (issue 28
 * §11): besides the customer the booking is filed under, any flagged customer with the
 * typed licence or phone (digits only, as the file keys phones) refuses it too, so a new
 * licence or name with a flagged phone is no way around the flag.
 */
export async function bookingCustomer(
  deps: AppDeps,
  tx: Tx,
  person: PersonInput,
  override: boolean,
  onFile?: OnFile,
): Promise<{ customer: CustomerView; overridden: boolean; flagged: string[] }> {
  const { match, flagged: matching } = onFile ?? (await readOnFile(tx, person));
  const customer = await filed(tx, person, match);
  const flagged = [customer, ...matching.filter((other) => other.id !== customer.id)].filter(
    (one) => one.doNotRent,
  );
  const [first] = flagged;
  if (!first) return { customer, overridden: false, flagged: [] };
  const ids = flagged.map((one) => one.id);
  if (override && mayOverrideDoNotRent(deps.actor?.role)) {
    return { customer, overridden: true, flagged: ids };
  }
  const reason = first.doNotRentReason?.trim();
  throw reason
    ? new DomainError('customer_do_not_rent', 'details.doNotRent', { name: first.fullName, reason })
    : new DomainError('customer_do_not_rent', 'details.doNotRentNoReason', {
        name: first.fullName,
      });
}

import { OPEN_STATES } from '@car-rental/domain/rentals/reservations';
import { isoTime } from '../cars/car-json.ts';

/**
 * A customer as the contract's CustomerView, written by the database as JSON (issue 30 §2):
 * the fields of customerColumns + toView (customers.repository.ts), alias c. Dates stay
 * 'YYYY-MM-DD' (json writes a date so), times are ISO text with milliseconds and Z.
 */
export const customerJson = `json_build_object(
  'id', c.id, 'fullName', c.full_name, 'phone', c.phone, 'email', c.email,
  'licenceNumber', c.licence_number, 'licenceIssuedOn', c.licence_issued_on,
  'idNumber', c.id_number, 'birthDate', c.birth_date, 'address', c.address, 'notes', c.notes,
  'documents', c.documents, 'doNotRent', c.do_not_rent, 'doNotRentReason', c.do_not_rent_reason,
  'doNotRentBy', (select u.display_name from users u where u.id = c.do_not_rent_by),
  'doNotRentAt', ${isoTime('c.do_not_rent_at')}, 'createdAt', ${isoTime('c.created_at')})`;

const openStates = OPEN_STATES.map((state) => `'${state}'`).join(', ');

/**
 * bookingRevenue of packages/domain (issue 28 §10) over the rentals row `r`: the advance
 * while the booking is open, once closed its rent and the charges at return. A route test
 * holds it equal to the domain's function in every state.
 */
export const bookingRevenueSql = (r: string) =>
  `(case when ${r}.state in (${openStates}) then ${r}.advance_paid
    else coalesce(${r}.total_amount, 0) + ${r}.charges_total end)`;

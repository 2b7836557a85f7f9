/** which catalogue message (rentals:customer.errors.*) a customer field shows */
export type CustomerErrorKey =
  | 'nameRequired'
  | 'contactRequired'
  | 'contactInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'licenseRequired'
  | 'tooLong';

export type CustomerErrors = Partial<
  Record<'name' | 'contact' | 'email' | 'license', CustomerErrorKey>
>;

const required = {
  name: 'nameRequired',
  contact: 'contactRequired',
  email: 'emailRequired',
  license: 'licenseRequired',
} as const;
const invalid = { contact: 'contactInvalid', email: 'emailInvalid' } as const;

/**
 * The shared schema (contract/rentals rentalCustomer) decides what is wrong; the catalogue
 * says it: an empty field is 'required', a bad shape 'invalid', the first issue per field.
 */
export function customerErrors(
  issues: readonly { path: PropertyKey[]; code: string }[],
): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field !== 'name' && field !== 'contact' && field !== 'email' && field !== 'license') {
      continue;
    }
    if (errors[field]) continue;
    if (issue.code === 'too_big') errors[field] = 'tooLong';
    else if (issue.code === 'invalid_format' && field in invalid) {
      errors[field] = invalid[field as keyof typeof invalid];
    } else errors[field] = required[field];
  }
  return errors;
}

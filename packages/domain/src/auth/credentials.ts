/**
 * The rules of staff credentials, with the spec's words (§5 Sign-in, §8 Registration).
 * The zod schemas in contract/auth.ts are built from these, so the sign-in and
 * add-staff forms and the server refuse the same input with the same text.
 */

export const PASSWORD_MIN_LENGTH = 6;
/** argon2 accepts any length; a bound keeps one request from costing a lot */
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const DISPLAY_NAME_MAX_LENGTH = 100;

export const authMessages = {
  identifierRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password should be at least 6 characters.',
  passwordTooLong: `At most ${PASSWORD_MAX_LENGTH} characters`,
  invalidEmail: 'Please enter a valid email address.',
  emailTaken: 'An account with this email already exists.',
  usernameTaken: 'This username is already taken.',
  invalidUsername: `A username is ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, dots, dashes or underscores.`,
  displayNameRequired: 'Display name is required',
  invalidCredentials: 'Invalid username/email or password.',
  invalidPin: 'The PIN must be exactly 4 digits.',
  setupDone: 'The owner account already exists. Please sign in.',
  invalidResetToken: 'This reset link is invalid or has expired.',
  resetMailFailed: 'Failed to send password reset email',
} as const;

/**
 * No '@' in a username, so a sign-in identifier names one account: an e-mail when it
 * holds an '@', a username otherwise.
 */
const usernamePattern = /^[A-Za-z0-9._-]+$/;

export function isValidUsername(value: string): boolean {
  return (
    value.length >= USERNAME_MIN_LENGTH &&
    value.length <= USERNAME_MAX_LENGTH &&
    usernamePattern.test(value)
  );
}

export function isValidPin(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** e-mails and usernames are compared case-insensitively; e-mails are stored lower-case */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLowerCase();
}

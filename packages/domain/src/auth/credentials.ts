import { fieldMessage } from '../messages.ts';
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
  identifierRequired: 'fields.identifierRequired',
  passwordRequired: 'fields.passwordRequired',
  passwordTooShort: 'fields.passwordTooShort',
  passwordTooLong: fieldMessage('fields.atMostCharacters', { max: PASSWORD_MAX_LENGTH }),
  invalidEmail: 'fields.emailInvalidAccount',
  emailTaken: 'details.emailTaken',
  usernameTaken: 'details.usernameTaken',
  invalidUsername: fieldMessage('fields.invalidUsername', {
    min: USERNAME_MIN_LENGTH,
    max: USERNAME_MAX_LENGTH,
  }),
  displayNameRequired: 'fields.displayNameRequired',
  invalidCredentials: 'details.invalidCredentials',
  invalidPin: 'fields.invalidPin',
  setupDone: 'details.setupDone',
  invalidResetToken: 'details.invalidResetToken',
  resetMailFailed: 'details.resetMailFailed',
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

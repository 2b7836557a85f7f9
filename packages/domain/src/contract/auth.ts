import { z } from 'zod';
import {
  authMessages,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isValidPin,
  isValidUsername,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../auth/credentials.ts';
import { roles } from '../auth/permissions.ts';
import { id, requiredText } from './common.ts';

/** an e-mail address, trimmed and lower-cased */
export const email = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }));

/** a new password (never trimmed: spaces count) */
export const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** optional: empty becomes undefined */
export const username = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isValidUsername(value), authMessages.invalidUsername);

export const displayName = requiredText(authMessages.displayNameRequired, DISPLAY_NAME_MAX_LENGTH);

export const pin = z
  .string({ error: authMessages.invalidPin })
  .refine(isValidPin, authMessages.invalidPin);

/** the sign-in form (§5): both fields required, password at least 6 characters */
export const signInBody = z.object({
  identifier: requiredText(authMessages.identifierRequired, EMAIL_MAX_LENGTH),
  password: newPassword,
});
export type SignInBody = z.infer<typeof signInBody>;

export const role = z.enum(roles, { error: 'Choose owner, manager or agent.' });

/** a staff account as the header's user menu shows it */
export const sessionUser = z.object({
  id,
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  role,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const userAnswer = z.object({ user: sessionUser });
export type UserAnswer = z.infer<typeof userAnswer>;

const accountBody = z.object({
  email,
  password: newPassword,
  displayName,
  username,
});

/**
 * Signed-in staff add staff (the spec's "register"); the role is `agent` unless said
 * (owners give any role, managers add agents only).
 */
export const registerBody = accountBody.extend({ role: role.optional() });
export type RegisterBody = z.infer<typeof registerBody>;

export const setupStatus = z.object({ needsSetup: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatus>;

/** the first start without ADMIN_EMAIL: the owner account, and the Total Benefit PIN */
export const createOwnerBody = accountBody.extend({ pin: pin.optional() });
export type CreateOwnerBody = z.infer<typeof createOwnerBody>;

export const passwordResetBody = z.object({ email });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const resetPasswordBody = z.object({
  token: z.string().min(1, authMessages.invalidResetToken).max(200, authMessages.invalidResetToken),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

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
import { languageSchema } from '../i18n/languages.ts';
import { id, ok, requiredText } from './common.ts';
import { defineRoute } from './route.ts';

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

export const role = z.enum(roles, { error: 'fields.roleChoice' });

/** a staff account as the header's user menu shows it */
export const sessionUser = z.object({
  id,
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  role,
  /** issue 16: the account's language; null follows the browser */
  language: languageSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const userAnswer = z.object({ user: sessionUser });
export type UserAnswer = z.infer<typeof userAnswer>;

export const myLanguageBody = z.object({ language: languageSchema });

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

const tags = ['auth'];

/** sign-in, owner set-up, password reset and the own account (see route.ts) */
export const authRoutes = {
  getSetupStatus: defineRoute({
    method: 'GET',
    path: '/auth/setup',
    operationId: 'getSetupStatus',
    tags,
    summary: 'Whether the owner account still has to be created',
    status: 200,
    answer: setupStatus,
    public: true,
  }),
  createOwner: defineRoute({
    method: 'POST',
    path: '/auth/setup',
    operationId: 'createOwner',
    topics: ['users', 'settings'],
    tags,
    summary: 'Create the first account (and the Total Benefit PIN) and sign it in',
    body: createOwnerBody,
    status: 200,
    answer: userAnswer,
    public: true,
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/auth/sign-in',
    operationId: 'signIn',
    topics: [],
    tags,
    summary: 'Sign in with username or e-mail; sets the sid cookie',
    body: signInBody,
    status: 200,
    answer: userAnswer,
    public: true,
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/auth/sign-out',
    operationId: 'signOut',
    topics: [],
    tags,
    summary: 'End this session and clear the cookie',
    status: 200,
    answer: ok,
    public: true,
  }),
  getCurrentUser: defineRoute({
    method: 'GET',
    path: '/auth/me',
    operationId: 'getCurrentUser',
    tags,
    summary: 'The signed-in account',
    status: 200,
    answer: userAnswer,
  }),
  setMyLanguage: defineRoute({
    method: 'PUT',
    path: '/auth/me/language',
    operationId: 'setMyLanguage',
    topics: [],
    tags,
    summary: 'The language of the signed-in account (en, fr or ar), kept for its next sign-in',
    body: myLanguageBody,
    status: 200,
    answer: userAnswer,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/auth/users',
    operationId: 'register',
    topics: ['users'],
    tags,
    summary: 'Add a staff account (an agent unless `role` says; managers add agents only)',
    body: registerBody,
    status: 201,
    answer: userAnswer,
  }),
  sendPasswordResetEmail: defineRoute({
    method: 'POST',
    path: '/auth/password-reset',
    operationId: 'sendPasswordResetEmail',
    topics: [],
    tags,
    summary: 'Mail a one-time reset link valid 1 hour (same answer whether the account exists)',
    body: passwordResetBody,
    status: 202,
    answer: ok,
    public: true,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    operationId: 'resetPassword',
    topics: ['users'],
    tags,
    summary: 'Set a new password with a reset link; signs the account out everywhere',
    body: resetPasswordBody,
    status: 200,
    answer: ok,
    public: true,
  }),
};

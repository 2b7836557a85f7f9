import { z } from 'zod';
import { authMessages } from '../auth/credentials.ts';
import { MAX_VAT_RATE_BP } from '../invoices/invoice-totals.ts';
import { fieldMessage } from '../messages.ts';
import { MAX_NO_SHOW_DELAY_MINUTES } from '../rentals/reservations.ts';
import { role } from './auth.ts';
import { id, idParams, isoDateTime, ok, optionalText } from './common.ts';
import { documentSettings, documentSettingsBody } from './documents.ts';
import { defineRoute } from './route.ts';

export const settingsMessages = {
  invalidEmail: 'fields.emailInvalidAccount',
  invalidLogo: 'fields.businessLogo',
  invalidVatRate: fieldMessage('fields.vatRate', { max: MAX_VAT_RATE_BP / 100 }),
  currentPinRequired: 'fields.currentPinRequired',
  cannotDisableSelf: 'details.cannotDisableSelf',
  cannotResetSelf: 'details.cannotResetSelf',
  userNotFound: 'details.staffNotFound',
  invalidNoShowDelay: 'fields.noShowDelay',
} as const;

const businessEmail = optionalText(254).pipe(
  z.email({ error: settingsMessages.invalidEmail }).optional(),
);

/** an http(s) URL or an image uploaded to this server (/uploads/…) */
const businessLogo = optionalText(2000).refine(
  (value) =>
    value === undefined ||
    /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) ||
    z.url({ protocol: /^https?$/ }).safeParse(value).success,
  settingsMessages.invalidLogo,
);

/** VAT in basis points (1900 = 19 %); null switches VAT off */
export const vatRateBp = z
  .number({ error: settingsMessages.invalidVatRate })
  .int(settingsMessages.invalidVatRate)
  .min(1, settingsMessages.invalidVatRate)
  .max(MAX_VAT_RATE_BP, settingsMessages.invalidVatRate)
  .nullable();

/** the business header printed on invoices, and the VAT rate */
export const businessSettingsBody = z.object({
  businessName: optionalText(200),
  businessAddress: optionalText(500),
  businessPhone: optionalText(50),
  businessEmail,
  businessLogo,
  /** Registre du commerce, NIF, NIS, Article d'imposition */
  rc: optionalText(50),
  nif: optionalText(50),
  nis: optionalText(50),
  ai: optionalText(50),
  vatRateBp: vatRateBp.default(null),
  /** issue 14: minutes after a pickup time before the desk may mark a no-show (kept when absent) */
  noShowDelayMinutes: z
    .number({ error: settingsMessages.invalidNoShowDelay })
    .int(settingsMessages.invalidNoShowDelay)
    .min(0, settingsMessages.invalidNoShowDelay)
    .max(MAX_NO_SHOW_DELAY_MINUTES, settingsMessages.invalidNoShowDelay)
    .optional(),
});
export type BusinessSettingsInput = z.output<typeof businessSettingsBody>;

export const businessHeader = z.object({
  businessName: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessEmail: z.string().nullable(),
  businessLogo: z.string().nullable(),
  rc: z.string().nullable(),
  nif: z.string().nullable(),
  nis: z.string().nullable(),
  ai: z.string().nullable(),
});
export type BusinessHeader = z.infer<typeof businessHeader>;

export const businessSettings = businessHeader.extend({
  vatRateBp: z.number().int().nullable(),
  noShowDelayMinutes: z.number().int(),
  /** whether a Total Benefit PIN is set (changing it then needs the current one) */
  pinSet: z.boolean(),
});
export type BusinessSettings = z.infer<typeof businessSettings>;

const pinText = z
  .string({ error: authMessages.invalidPin })
  .refine((value) => /^\d{4}$/.test(value), authMessages.invalidPin);

/** Change PIN: the current PIN is required whenever one is set */
export const changePinBody = z.object({
  currentPin: z.string().max(4, authMessages.invalidPin).optional(),
  newPin: pinText,
});
export type ChangePinBody = z.infer<typeof changePinBody>;

export const staffMember = z.object({
  id,
  email: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  role,
  disabled: z.boolean(),
  createdAt: isoDateTime,
  /** the signed-in account itself (it cannot disable itself) */
  isYou: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffList = z.object({ items: z.array(staffMember) });

/** owners change the role of another account */
export const changeRoleBody = z.object({ role });
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;
export type StaffList = z.infer<typeof staffList>;

/** reset password: a temporary password, shown once to the person who reset it */
export const temporaryPasswordAnswer = z.object({ temporaryPassword: z.string() });
export type TemporaryPasswordAnswer = z.infer<typeof temporaryPasswordAnswer>;

const tags = ['settings'];
const staffTags = ['settings', 'auth'];

/** the business settings, the PIN and the staff accounts (see route.ts) */
export const settingsRoutes = {
  getSettings: defineRoute({
    method: 'GET',
    path: '/settings',
    operationId: 'getSettings',
    topics: ['settings'],
    tags,
    summary: 'Business details printed on invoices, the VAT rate, whether a PIN is set',
    status: 200,
    answer: businessSettings,
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/settings',
    operationId: 'updateSettings',
    topics: ['settings'],
    tags,
    summary: 'Replace the business details and the VAT rate (null = VAT off)',
    body: businessSettingsBody,
    status: 200,
    answer: businessSettings,
  }),
  getDocumentSettings: defineRoute({
    method: 'GET',
    path: '/settings/documents',
    operationId: 'getDocumentSettings',
    topics: ['settings'],
    tags,
    summary: 'How documents print: bilingual (French and Arabic side by side) or not',
    status: 200,
    answer: documentSettings,
  }),
  updateDocumentSettings: defineRoute({
    method: 'PUT',
    path: '/settings/documents',
    operationId: 'updateDocumentSettings',
    topics: ['settings'],
    tags,
    summary:
      'Print every document in French and Arabic side by side, or in the asked language; keep the originals of uploaded photos, or not (a setting left out is kept)',
    body: documentSettingsBody,
    status: 200,
    answer: documentSettings,
  }),
  changePin: defineRoute({
    method: 'PUT',
    path: '/settings/pin',
    operationId: 'changePin',
    topics: ['settings'],
    tags,
    summary:
      'Change the Total Benefit PIN; the current PIN is required when one is set (wrong tries count towards the lock-out)',
    body: changePinBody,
    status: 200,
    answer: ok,
  }),
  listStaff: defineRoute({
    method: 'GET',
    path: '/users',
    operationId: 'listStaff',
    topics: ['users'],
    tags: staffTags,
    summary:
      'Staff accounts, oldest first (add one with POST /api/auth/users): every account for an owner, a manager sees the agents and itself',
    status: 200,
    answer: staffList,
  }),
  disableStaff: defineRoute({
    method: 'POST',
    path: '/users/:id/disable',
    operationId: 'disableStaff',
    topics: ['users'],
    tags: staffTags,
    summary:
      'Disable an account below yours and sign it out everywhere (not your own, not the last enabled owner)',
    params: idParams,
    status: 200,
    answer: ok,
  }),
  enableStaff: defineRoute({
    method: 'POST',
    path: '/users/:id/enable',
    operationId: 'enableStaff',
    topics: ['users'],
    tags: staffTags,
    summary: 'Enable a disabled account below yours again',
    params: idParams,
    status: 200,
    answer: ok,
  }),
  resetStaffPassword: defineRoute({
    method: 'POST',
    path: '/users/:id/reset-password',
    operationId: 'resetStaffPassword',
    topics: ['users'],
    tags: staffTags,
    summary:
      'Give an account below yours a temporary password (answered once) and sign it out everywhere',
    params: idParams,
    status: 200,
    answer: temporaryPasswordAnswer,
  }),
  changeStaffRole: defineRoute({
    method: 'PUT',
    path: '/users/:id/role',
    operationId: 'changeStaffRole',
    topics: ['users'],
    tags: staffTags,
    summary:
      'Owners only: make an account owner, manager or agent (the last enabled owner stays owner)',
    params: idParams,
    body: changeRoleBody,
    status: 200,
    answer: ok,
  }),
};

import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import {
  centimes,
  id,
  idParams,
  isoDate,
  isoDateTime,
  page,
  pageQuery,
  requiredText,
} from './common.ts';
import { additionalDriver, rentalState } from './rentals.ts';
import { defineRoute } from './route.ts';
import { emailShape } from './suppliers.ts';
import { CUSTOMER_DOCUMENT_PREFIX, customerDocumentName } from './uploads.ts';

/**
 * The customer file (issue 14 §3): the people who rent and buy, as rows. A booking or a sale
 * finds its customer by driving licence number, then by phone, and creates one when neither
 * matches; the desk can flag a customer "Do not rent", which refuses their bookings.
 */

/** for a change: absent leaves the field alone, empty or null clears it */
const clearable = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessage('fields.atMostCharacters', { max: max }));

export const customerName = requiredText('fields.customerNameRequired', 200);

const email = text(254).refine((value) => value === '' || emailShape.test(value), {
  message: 'fields.emailInvalid',
});

/** a document uploaded to the customers folder (served to staff only) */
export const documentUrl = z
  .string({ error: 'fields.documentImage' })
  .trim()
  .refine(
    (value) =>
      value.startsWith(CUSTOMER_DOCUMENT_PREFIX) &&
      customerDocumentName.test(value.slice(CUSTOMER_DOCUMENT_PREFIX.length)),
    'fields.documentFolder',
  );
export const customerDocuments = z
  .array(documentUrl)
  .max(4, fieldMessage('fields.atMostDocuments', { max: 4 }));

/** the fields of the file; on a change, absent stays and empty or null clears */
const customerFields = {
  phone: clearable(text(50)),
  email: clearable(email),
  licenceNumber: clearable(text(100)),
  licenceIssuedOn: clearable(isoDate),
  idNumber: clearable(text(100)),
  birthDate: clearable(isoDate),
  address: clearable(text(500)),
  notes: clearable(text(2000)),
};

export const addCustomerBody = z.object({
  fullName: customerName,
  ...customerFields,
  documents: customerDocuments.default([]),
});
export type AddCustomerInput = z.output<typeof addCustomerBody>;

export const updateCustomerBody = addCustomerBody.extend({
  fullName: customerName.optional(),
  documents: customerDocuments.optional(),
});
export type UpdateCustomerInput = z.output<typeof updateCustomerBody>;

/** flag or clear "Do not rent"; a flag needs its reason */
export const doNotRentBody = z
  .object({
    doNotRent: z.boolean({ error: 'fields.doNotRentBoolean' }),
    reason: z
      .string()
      .trim()
      .max(500, fieldMessage('fields.atMostCharacters', { max: 500 }))
      .optional(),
  })
  .refine((body) => !body.doNotRent || Boolean(body.reason), {
    message: 'fields.giveReason',
    path: ['reason'],
  });
export type DoNotRentInput = z.output<typeof doNotRentBody>;

export const customerView = z.object({
  id,
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceIssuedOn: isoDate.nullable(),
  idNumber: z.string().nullable(),
  birthDate: isoDate.nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  documents: z.array(z.string()),
  doNotRent: z.boolean(),
  doNotRentReason: z.string().nullable(),
  /** the name of the account that set the flag */
  doNotRentBy: z.string().nullable(),
  doNotRentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type CustomerView = z.infer<typeof customerView>;

/** the Customers screen: by name; `q` matches name, phone or licence; `flagged` narrows */
export const customerListQuery = pageQuery.extend({
  q: z
    .string()
    .trim()
    .max(100, fieldMessage('fields.atMostCharacters', { max: 100 }))
    .optional(),
  flagged: z.enum(['true', 'false']).optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

export const customerPage = page(customerView);
export type CustomerPage = z.infer<typeof customerPage>;

const carName = z.string();

/** a customer's page: the file, every rental and purchase, and their totals */
export const customerFile = z.object({
  customer: customerView,
  rentals: z.array(
    z.object({
      id,
      carId: id,
      carName,
      plate: z.string().nullable(),
      startAt: isoDateTime,
      endAt: isoDateTime,
      state: rentalState,
      /**
       * what the customer paid for it (bookingRevenue, issue 28 §10): the advance while it is
       * reserved or out; once returned the rent and the charges at return; a no-show's kept
       * advance; 0 when cancelled
       */
      total: centimes,
      /** issue 33: the additional drivers who drove with them (decision 0049) */
      drivers: z.array(additionalDriver),
    }),
  ),
  purchases: z.array(
    z.object({
      id,
      carId: id,
      carName,
      plate: z.string().nullable(),
      soldAt: isoDateTime,
      finalPrice: centimes,
    }),
  ),
  totals: z.object({
    rentals: z.number().int(),
    rentalAmount: centimes,
    purchases: z.number().int(),
    purchaseAmount: centimes,
  }),
});
export type CustomerFile = z.infer<typeof customerFile>;

const tags = ['customers'];

/** the customers' routes (see route.ts) */
export const customerRoutes = {
  listCustomers: defineRoute({
    method: 'GET',
    path: '/customers',
    operationId: 'listCustomers',
    topics: ['customers'],
    tags,
    summary:
      'Customers by name, one page at a time; `q` finds them by name, phone or driving licence (trigram indexes), `flagged=true` lists the "Do not rent" ones',
    query: customerListQuery,
    status: 200,
    answer: customerPage,
  }),
  getCustomer: defineRoute({
    method: 'GET',
    path: '/customers/:id',
    operationId: 'getCustomer',
    topics: ['customers', 'rentals', 'sales'],
    tags,
    summary: "A customer's file: details, documents, every rental and purchase with totals",
    params: idParams,
    status: 200,
    answer: customerFile,
  }),
  addCustomer: defineRoute({
    method: 'POST',
    path: '/customers',
    operationId: 'addCustomer',
    topics: ['customers'],
    tags,
    summary:
      'Add a customer; a driving licence number already on file answers 409 with that customer',
    body: addCustomerBody,
    status: 201,
    answer: customerView,
  }),
  updateCustomer: defineRoute({
    method: 'PATCH',
    path: '/customers/:id',
    operationId: 'updateCustomer',
    topics: ['customers'],
    tags,
    summary: "Change a customer's details: absent fields stay, empty or null ones are cleared",
    params: idParams,
    body: updateCustomerBody,
    status: 200,
    answer: customerView,
  }),
  setCustomerDoNotRent: defineRoute({
    method: 'PUT',
    path: '/customers/:id/do-not-rent',
    operationId: 'setCustomerDoNotRent',
    topics: ['customers'],
    tags,
    summary:
      'Flag a customer "Do not rent" with the reason (any desk account), or lift the flag (managers and owners)',
    params: idParams,
    body: doNotRentBody,
    status: 200,
    answer: customerView,
  }),
};

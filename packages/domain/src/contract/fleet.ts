import { z } from 'zod';
import { MAX_CARE_PHOTOS, paperKinds } from '../fleet/care.ts';
import { serviceTypes } from '../fleet/service-types.ts';
import { fieldMessage } from '../messages.ts';
import { amountInput } from './amount.ts';
import { centimes, id, isoDateTime, NUL_MESSAGE, optionalText, withoutNul } from './common.ts';
import { paymentBody, paymentMethod } from './fund.ts';
import { odometerKm, photoPath } from './inspection-input.ts';
import { defineRoute } from './route.ts';

/**
 * Issue 32 §1-§2: a car's care and papers. A service record (its type, date, odometer, the
 * garage, cost, note, photos or scanned invoices) and a paper (insurance, contrôle technique,
 * vignette, carte grise, another document with an expiry) each post their cost as one fund
 * charge in their transaction, paid as `payment` says into the recorder's drawer; deleting
 * one posts the reversing entry. Photos and scans are inspection photos (uploaded to the
 * `inspections` folder: private, served to signed-in staff only).
 */

export { paperKinds, serviceTypes };
export const serviceType = z.enum(serviceTypes, { error: 'fields.serviceType' });
export const paperKind = z.enum(paperKinds, { error: 'fields.paperKind' });

/** a calendar date, YYYY-MM-DD */
const calendarDate = z.iso.date({ error: 'fields.invalidDate' });

const photos = z
  .array(photoPath)
  .max(MAX_CARE_PHOTOS, fieldMessage('fields.photosMax', { max: MAX_CARE_PHOTOS }))
  .default([]);

const note = z
  .string()
  .max(1000, fieldMessage('fields.atMostCharacters', { max: 1000 }))
  .refine(withoutNul, NUL_MESSAGE)
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const addServiceBody = z.object({
  type: serviceType,
  date: calendarDate,
  odometer: odometerKm.optional(),
  /** the garage that did the work (a supplier) */
  supplierId: id.optional(),
  cost: amountInput,
  note,
  photos,
  /** block the car on the planning board for the work (its start and end) */
  block: z.object({ start: isoDateTime, end: isoDateTime }).optional(),
  payment: paymentBody.optional(),
});
export type AddServiceInput = z.output<typeof addServiceBody>;

export const addPaperBody = z
  .object({
    kind: paperKind,
    /** what an `other` paper is (a leasing or transport authorisation) */
    title: optionalText(120),
    company: optionalText(120),
    /** the policy number, the certificate's or registration's reference */
    reference: optionalText(80),
    from: calendarDate,
    /** absent for a paper with no expiry (a carte grise) */
    until: calendarDate.optional(),
    scan: photoPath.optional(),
    cost: amountInput,
    payment: paymentBody.optional(),
  })

  .superRefine((paper, ctx) => {
    if (paper.until !== undefined && paper.until < paper.from) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'fields.paperUntilBeforeFrom' });
    }
    if (paper.kind === 'other' && !paper.title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'fields.paperTitleRequired' });
    }
  });
export type AddPaperInput = z.output<typeof addPaperBody>;

const fundEntryLink = z.object({
  id,
  method: paymentMethod,
  userName: z.string().nullable(),
});

export const carService = z.object({
  id,
  carId: id,
  type: serviceType,
  date: calendarDate,
  odometer: z.number().int().nullable(),
  supplierId: id.nullable(),
  supplierName: z.string().nullable(),
  cost: centimes,
  note: z.string().nullable(),
  photos: z.array(z.string()),
  /** the fund charge the cost posted (null for a record at no cost) */
  fundEntry: fundEntryLink.nullable(),
  /** the planning board's blocked period it made, while it exists */
  block: z.object({ id, start: isoDateTime, end: isoDateTime }).nullable(),
  createdAt: isoDateTime,
});
export type CarService = z.infer<typeof carService>;

export const carPaper = z.object({
  id,
  carId: id,
  kind: paperKind,
  title: z.string().nullable(),
  company: z.string().nullable(),
  reference: z.string().nullable(),
  from: calendarDate,
  until: calendarDate.nullable(),
  scan: z.string().nullable(),
  cost: centimes,
  fundEntry: fundEntryLink.nullable(),
  createdAt: isoDateTime,
});
export type CarPaper = z.infer<typeof carPaper>;

/** the car page's care: its service log (newest first) and its papers (newest first by kind) */
export const carCare = z.object({
  carId: id,
  services: z.array(carService),
  papers: z.array(carPaper),
});
export type CarCare = z.infer<typeof carCare>;

export const carIdParams = z.object({ id });
export const serviceParams = z.object({ id, serviceId: id });
export const paperParams = z.object({ id, paperId: id });

const tags = ['fleet'];
const topics = ['cars', 'fund'] as const;

export const fleetRoutes = {
  getCarCare: defineRoute({
    method: 'GET',
    path: '/cars/:id/care',
    operationId: 'getCarCare',
    topics: [...topics],
    tags,
    summary: "A car's service log and papers, with the fund entry each cost posted",
    params: carIdParams,
    status: 200,
    answer: carCare,
  }),
  addCarService: defineRoute({
    method: 'POST',
    path: '/cars/:id/services',
    operationId: 'addCarService',
    topics: ['cars', 'fund', 'rentals'],
    tags,
    summary:
      'Record a service (its cost one maintenance charge in the fund; optionally a blocked period on the board); refused for a car that is out unless a repair',
    params: carIdParams,
    body: addServiceBody,
    status: 201,
    answer: carService,
  }),
  deleteCarService: defineRoute({
    method: 'DELETE',
    path: '/cars/:id/services/:serviceId',
    operationId: 'deleteCarService',
    topics: ['cars', 'fund', 'rentals'],
    tags,
    summary: 'Delete a service record: its charge reversed by an entry, its blocked period removed',
    params: serviceParams,
    status: 200,
    answer: carCare,
  }),
  addCarPaper: defineRoute({
    method: 'POST',
    path: '/cars/:id/papers',
    operationId: 'addCarPaper',
    topics: [...topics],
    tags,
    summary:
      "Record a car's paper (insurance, contrôle technique, vignette, carte grise, other) and its cost",
    params: carIdParams,
    body: addPaperBody,
    status: 201,
    answer: carPaper,
  }),
  deleteCarPaper: defineRoute({
    method: 'DELETE',
    path: '/cars/:id/papers/:paperId',
    operationId: 'deleteCarPaper',
    topics: [...topics],
    tags,
    summary: "Delete a car's paper: its charge reversed by an entry",
    params: paperParams,
    status: 200,
    answer: carCare,
  }),
};

import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import {
  carViews,
  damageTypes,
  depositMethods,
  FUEL_EIGHTHS,
  MAX_INSPECTION_PHOTOS,
  MAX_MARKS,
} from '../rentals/inspection.ts';
import { readImageSize } from '../uploads/image-size.ts';
import { amountInput } from './amount.ts';
import { NUL_MESSAGE, optionalText, withoutNul } from './common.ts';

/** where an inspection photo is served: signed-in staff only, like a customer document */
export const INSPECTION_PHOTO_PREFIX = '/api/inspection-photos/';
export const inspectionPhotoName = /^inspections-[0-9a-f-]{36}\.(jpg|png|webp)$/;
/** the resized copy stored beside each inspection photo (contracts print it) */
export const inspectionThumbName = (name: string) => name.replace(/\.[a-z]+$/, '-thumb.jpg');

export const inspectionMessages = {
  fuel: fieldMessage('fields.fuelEighths', { max: FUEL_EIGHTHS }),
  photos: fieldMessage('fields.photosMax', { max: MAX_INSPECTION_PHOTOS }),
  photo: 'fields.inspectionPhoto',
  signature: 'fields.signature',
  marks: fieldMessage('fields.marksMax', { max: MAX_MARKS }),
  odometer: 'fields.odometerWhole',
} as const;

export const odometerKm = z
  .number({ error: inspectionMessages.odometer })
  .int(inspectionMessages.odometer)
  .min(0, 'fields.mileageNegative')
  .max(10_000_000, 'fields.mileageTooLarge');

export const damageMark = z.object({
  id: z.string().min(1).max(40).refine(withoutNul, NUL_MESSAGE),
  view: z.enum(carViews),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  type: z.enum(damageTypes),
  note: z
    .string()
    .trim()
    .max(200, fieldMessage('fields.atMostCharacters', { max: 200 }))
    .refine(withoutNul, NUL_MESSAGE)
    .default(''),
});

export const accessoryCheck = z.object({
  key: z.string().min(1).max(120).refine(withoutNul, NUL_MESSAGE),
  label: z.string().trim().min(1).max(100).refine(withoutNul, NUL_MESSAGE),
  present: z.boolean(),
});

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The largest signature image taken, by its PNG header: a signature pad's canvas is at most
 * about 1200 x 400 px (the web exports 900 px wide); a bigger one would cost every document
 * that prints it its decoded size (8000 x 8000 RGBA: 256 MB, several times over).
 */
export const MAX_SIGNATURE_WIDTH = 1600;
export const MAX_SIGNATURE_HEIGHT = 800;
const SIGNATURE_TOO_LARGE = 'fields.signatureTooLarge';

/** width and height within the signature's bounds (a signature pad's canvas) */
export const signatureSizeFits = (size: { width: number; height: number }) =>
  size.width <= MAX_SIGNATURE_WIDTH && size.height <= MAX_SIGNATURE_HEIGHT;

/** the data URL's bytes, or undefined when its base64 does not decode */
function decode(url: string): Uint8Array | undefined {
  let binary: string;
  try {
    // Node and browsers both have atob; the domain's own typings name no platform
    const { atob } = globalThis as unknown as { atob(data: string): string };
    binary = atob(url.slice(url.indexOf(',') + 1));
  } catch {
    return undefined;
  }
  // the magic and the IHDR chunk are all the checks read
  return Uint8Array.from({ length: Math.min(binary.length, 24) }, (_, i) => binary.charCodeAt(i));
}

/** a PNG data URL drawn on the signature canvas (at most about 300 kB) */
export const signature = z
  .string({ error: inspectionMessages.signature })
  .max(400_000, SIGNATURE_TOO_LARGE)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, inspectionMessages.signature)
  .superRefine((url, ctx) => {
    const head = decode(url);
    // the base64 decodes, and to bytes that begin as a PNG's, with its IHDR's size
    const size =
      head && PNG_MAGIC.every((byte, i) => head[i] === byte) && readImageSize(head, 'png');
    if (!size) ctx.addIssue({ code: 'custom', message: inspectionMessages.signature });
    else if (!signatureSizeFits(size))
      ctx.addIssue({ code: 'custom', message: SIGNATURE_TOO_LARGE });
  });

/** an inspection photo's path as the upload answered it (also a fleet record's photo or scan) */
export const photoPath = z
  .string()
  .max(300)
  .refine(
    (value) =>
      value.startsWith(INSPECTION_PHOTO_PREFIX) &&
      inspectionPhotoName.test(value.slice(INSPECTION_PHOTO_PREFIX.length)),
    inspectionMessages.photo,
  );

/** the walk around the car, without the odometer (a return types it as its new mileage) */
export const walkAround = z.object({
  fuelEighths: z
    .number({ error: inspectionMessages.fuel })
    .int(inspectionMessages.fuel)
    .min(0, inspectionMessages.fuel)
    .max(FUEL_EIGHTHS, inspectionMessages.fuel),
  marks: z.array(damageMark).max(MAX_MARKS, inspectionMessages.marks).default([]),
  accessories: z.array(accessoryCheck).max(40).default([]),
  photos: z.array(photoPath).max(MAX_INSPECTION_PHOTOS, inspectionMessages.photos).default([]),
  signature,
});

export const depositInput = z
  .object({
    amount: amountInput.refine((value) => value > 0, 'fields.depositAmount'),
    method: z.enum(depositMethods, { error: 'fields.depositMethod' }),
    reference: optionalText(100),
    bank: optionalText(100),
  })
  .refine((deposit) => deposit.method === 'cash' || deposit.reference !== undefined, {
    message: 'fields.depositReference',
    path: ['reference'],
  });

/** the Return dialog's check-in (optional: a return without it keeps the spec's behaviour) */
export const depositSettlementInput = z.object({
  retained: amountInput.default(0),
  reason: optionalText(300),
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkOutBody, contractSettingsBody } from '@car-rental/domain/contract/inspections';
import { extraChoice, ratePlanBody } from '@car-rental/domain/contract/pricing';
import { rentalCustomer, returnCarBody } from '@car-rental/domain/contract/rentals';
import { businessSettingsBody } from '@car-rental/domain/contract/settings';
import { readImageSize } from '@car-rental/domain/uploads/image-size';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECTION_THUMB_PX } from '../../modules/uploads/upload-image.ts';
import { sharpImages } from '../sharp-images.ts';
import { MAX_PRINTED_PNG_PIXELS } from './images.ts';
import {
  business,
  charges,
  customer,
  type DocumentImages,
  largestContract,
  largestExtras,
  largestPlan,
  longest,
  walkAround,
} from './largest-documents.ts';

/**
 * Issue 28 §1: no document render exceeds 200 MB for any accepted input. Each document (the
 * contract, the return receipt, the invoice) is rendered at its largest, in English and in
 * French beside Arabic, in a process of its own whose V8 heap is capped at 200 MB, by
 * render-heap-child.ts; the heap each render used (V8's used heap and external memory, at its
 * peak) and its resident memory (the process's peak during it, less what it held before)
 * are measured there and must stay below 200 MB.
 */
const run = promisify(execFile);
const LIMIT_MB = 200;
let dir: string;
let images: DocumentImages;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-heap-'));
  // the largest signature taken: the pad's 1600 x 800, RGBA at 16 bits a channel (10 MB of
  // pixels once decoded), a stroke on white
  const stroke = Buffer.from(
    '<svg width="1600" height="800"><path d="M40 700 C 400 40, 900 780, 1560 60" stroke="#000" stroke-width="12" fill="none"/></svg>',
  );
  const signature = await sharp({
    create: { width: 1600, height: 800, channels: 4, background: '#ffffffff' },
  })
    .composite([{ input: stroke }])
    .toColourspace('rgb16')
    .png()
    .toBuffer();
  // an inspection photo's printable copy as the upload makes it, from a phone photo of noise
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  // a logo uploaded before issue 17 stored WebP copies: a PNG read as it is, at the 4
  // megapixels a document decodes, 16 bits a channel with alpha
  const side = Math.floor(Math.sqrt(MAX_PRINTED_PNG_PIXELS));
  const logo = await sharp({
    create: { width: side, height: side, channels: 4, background: '#c33a' },
  })
    .toColourspace('rgb16')
    .png()
    .toBuffer();
  images = {
    signature: `data:image/png;base64,${signature.toString('base64')}`,
    thumbnail: await sharpImages.thumbnail(photo, INSPECTION_THUMB_PX),
    logo: new Uint8Array(logo),
  };
  await writeFile(join(dir, 'signature.txt'), images.signature);
  await writeFile(join(dir, 'thumbnail.jpg'), images.thumbnail);
  await writeFile(join(dir, 'logo.png'), images.logo);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the largest documents', () => {
  it('are made of inputs the API takes, at their longest', () => {
    expect(readImageSize(images.logo, 'png')).toEqual({ width: 2000, height: 2000 });
    expect(images.logo.length).toBeLessThan(5 * 1024 * 1024);
    const out = walkAround(images, 0);
    const doc = largestContract(images);
    expect(
      checkOutBody.safeParse({
        odometerKm: 9_999_999,
        inspection: out,
        deposit: {
          amount: doc.deposit!.amount,
          method: 'cheque',
          reference: doc.deposit!.reference,
          bank: doc.deposit!.bank,
        },
      }).error,
    ).toBeUndefined();
    expect(
      returnCarBody.safeParse({
        newMileage: 10_000_000,
        charges,
        checkIn: walkAround(images, 60),
        deposit: { retained: 1_000_000, reason: 'r'.repeat(longest.retainReason) },
      }).error,
    ).toBeUndefined();
    expect(
      contractSettingsBody.safeParse({
        ...doc.price.terms,
        accessories: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(100, 'a')),
        terms: doc.termsText,
      }).error,
    ).toBeUndefined();
    expect(
      rentalCustomer.safeParse({
        name: customer.name,
        contact: customer.phone,
        email: customer.email,
        license: customer.licence,
      }).error,
    ).toBeUndefined();
    // issue 33: the longest price as quoted (every season, tier and extra, the longest place)
    expect(ratePlanBody.safeParse(largestPlan).error).toBeUndefined();
    for (const extra of largestExtras) expect(extraChoice.safeParse(extra).error).toBeUndefined();
    expect(doc.price.quoted?.days).toHaveLength(largestPlan.seasons.length + 2);
    const { businessLogo: _, ...header } = business;
    expect(businessSettingsBody.safeParse(header).error).toBeUndefined();
    // one character more is refused: these are the longest
    expect(
      checkOutBody.safeParse({
        odometerKm: 0,
        inspection: { ...out, marks: [...out.marks, out.marks[0]] },
      }).success,
    ).toBe(false);
    expect(contractSettingsBody.shape.terms.safeParse(`${doc.termsText}x`).success).toBe(false);
  });

  for (const kind of ['contract', 'receipt', 'invoice'] as const) {
    it(`renders the ${kind} within ${LIMIT_MB} MB`, async () => {
      const { stdout } = await run(
        process.execPath,
        [
          '--expose-gc',
          `--max-old-space-size=${LIMIT_MB}`,
          '--import',
          'tsx',
          join(import.meta.dirname, 'render-heap-child.ts'),
          kind,
          dir,
        ],
        { maxBuffer: 1024 * 1024 },
      );
      const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
        renders: { language: string; ms: number; heapMb: number; rssMb: number; bytes: number }[];
      };
      const most = (of: 'heapMb' | 'rssMb') => Math.max(...result.renders.map((r) => r[of]));
      const each = result.renders.map(
        (r) =>
          `${r.language}: ${r.heapMb} MB heap, +${r.rssMb} MB resident, ${r.ms} ms, ${Math.round(r.bytes / 1024)} kB`,
      );
      console.log(
        `${kind}: heap peak ${most('heapMb')} MB, resident memory +${most('rssMb')} MB (${each.join('; ')})`,
      );
      expect(result.renders.map((r) => r.language)).toEqual(['en', 'fr+ar']);
      expect(most('heapMb')).toBeLessThan(LIMIT_MB);
      expect(most('rssMb')).toBeLessThan(LIMIT_MB);
    }, 120_000);
  }
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { InspectionView } from '@car-rental/domain/contract/inspections';
import { keepQuote } from '@car-rental/domain/pricing/kept';
import { contractPrice } from '@car-rental/domain/pricing/printed-price';
import { standardAccessories } from '@car-rental/domain/rentals/inspection';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largestContract } from '../../lib/pdf/largest-documents.ts';
import { nodeFonts } from '../../lib/pdf/node-fonts.ts';
import { A4 } from '../../lib/pdf/sheet.ts';
import { layoutFaults, words } from '../../test/pdf-read.ts';
import { png } from '../../test/png.ts';
import type { ContractDocument, ContractPdfOptions } from './contract-document.ts';
import { renderContractPdf, renderReceiptPdf } from './contract-pdf.ts';

const run = promisify(execFile);
let dir: string;
let thumbnails: Map<string, Uint8Array>;
let signature: string;
let logo: Uint8Array;

const photoPath = (i: number) =>
  `/api/inspection-photos/inspections-00000000-0000-4000-8000-${String(i).padStart(12, '0')}.jpg`;

/** ~3000 characters in paragraphs; its last words are "END-OF-TERMS" */
const terms = [
  ...Array.from(
    { length: 14 },
    (_, i) =>
      `Article ${i + 1}. The hirer shall return the vehicle on the agreed date with the same fuel level, ` +
      'its documents and accessories, and shall report any accident within 24 hours to the agency.',
  ),
  'Disputes are settled by the courts of Algiers. Read and approved END-OF-TERMS',
].join('\n\n');

function contract(): ContractDocument {
  const checkOut: InspectionView = {
    kind: 'out',
    at: '2026-06-15T09:05:00.000Z',
    odometerKm: 12_345,
    fuelEighths: 6,
    marks: [
      { id: 'm1', view: 'left', x: 0.3, y: 0.5, type: 'scratch', note: 'rear door' },
      { id: 'm2', view: 'front', x: 0.7, y: 0.2, type: 'dent', note: 'bumper' },
    ],
    accessories: standardAccessories.map((item) => ({ ...item, present: item.key !== 'gps' })),
    photos: Array.from({ length: 8 }, (_, i) => photoPath(i)),
    signature,
  };
  return {
    contractNumber: 'CTR-2026-000042',
    business: {
      businessName: 'Auto Location Amina',
      businessAddress: '12 rue Didouche Mourad, Alger',
      businessPhone: '0555 12 34 56',
      businessEmail: 'contact@amina.dz',
      businessLogo: '/uploads/logo.png',
      rc: '16/00-1234567 B 21',
      nif: '000016001234567',
      nis: '000116001234567',
      ai: '16012345678',
    },
    termsText: terms,
    customer: {
      name: 'Karim Benali',
      phone: '0661 00 11 22',
      email: 'karim@example.dz',
      licence: 'DZ-778899',
      address: '5 rue Larbi Ben Mhidi, Oran',
      idNumber: '109876543',
    },
    car: {
      brandName: 'Renault',
      modelName: 'Clio',
      plate: '12345-121-16',
      year: 2021,
      color: 'White',
    },
    period: {
      startAt: new Date('2026-06-15T09:00:00.000Z'),
      dueAt: new Date('2026-06-18T09:00:00.000Z'),
      returnedAt: null,
    },
    price: {
      dailyRate: 500_000,
      paymentType: 'advance',
      advancePaid: 1_000_000,
      terms: {
        fuelPricePerEighth: 80_000,
        kmAllowancePerDay: 0,
        pricePerKm: 0,
        lateGraceMinutes: 60,
        latePricePerHour: 50_000,
      },
    },
    checkOut,
    checkIn: null,
    deposit: {
      amount: 2_000_000,
      method: 'cash',
      reference: null,
      bank: null,
      takenAt: checkOut.at,
      settledAt: null,
      retained: 0,
      retainReason: null,
    },
    settlement: null,
  };
}

function returned(): ContractDocument {
  const doc = contract();
  const checkIn: InspectionView = {
    kind: 'in',
    at: '2026-06-18T11:30:00.000Z',
    odometerKm: 12_845,
    fuelEighths: 4,
    marks: [
      ...doc.checkOut.marks,
      { id: 'm3', view: 'top', x: 0.6, y: 0.4, type: 'crack', note: 'windscreen chip' },
    ],
    accessories: standardAccessories.map((item) => ({ ...item, present: item.key !== 'jack' })),
    // the third photo's printable copy is missing: it is left out
    photos: [photoPath(0), photoPath(1), photoPath(99)],
    signature,
  };
  return {
    ...doc,
    period: { ...doc.period, returnedAt: new Date(checkIn.at) },
    checkIn,
    deposit: {
      ...doc.deposit!,
      settledAt: checkIn.at,
      retained: 500_000,
      retainReason: 'Fuel shortfall and late return',
    },
    settlement: {
      totalDays: 3,
      totalAmount: 1_500_000,
      charges: [
        { type: 'fuel', description: 'Fuel shortfall: 2/8 × 800 DA', amount: 160_000 },
        { type: 'other', description: 'Late return: 3 h × 500 DA', amount: 150_000 },
      ],
      chargesTotal: 310_000,
      finalTotal: 1_810_000,
    },
  };
}

/** every text longer than anything the forms allow, and nothing else */
function longTexts(doc: ContractDocument): ContractDocument {
  const words = (count: number, word: string) => Array(count).fill(word).join(' ');
  const checkIn = doc.checkIn!;
  return {
    ...doc,
    business: {
      ...doc.business,
      businessName: words(20, 'Agence'),
      businessAddress: words(60, 'Boulevard'),
    },
    customer: {
      ...doc.customer,
      name: words(12, 'Benali'),
      email: `${'k'.repeat(120)}@example.dz`,
      address: words(60, 'Quartier'),
    },
    checkOut: {
      ...doc.checkOut,
      marks: doc.checkOut.marks.map((mark) => ({ ...mark, note: words(30, 'scratched') })),
      accessories: [
        ...doc.checkOut.accessories,
        { key: 'custom:x', label: words(12, 'Triangle'), present: false },
      ],
    },
    checkIn: {
      ...checkIn,
      accessories: checkIn.accessories.map((a) => ({ ...a, present: false })),
    },
    deposit: { ...doc.deposit!, retainReason: words(40, 'Reason') },
    settlement: {
      ...doc.settlement!,
      charges: Array.from({ length: 30 }, (_, i) => ({
        type: 'damage' as const,
        description: `${i} ${words(25, 'Dented')} ${'X'.repeat(150)}`,
        amount: 10_000,
      })),
    },
    termsText: `${'A'.repeat(400)}\n${terms}`,
  };
}

const options: ContractPdfOptions = {
  timeZone: 'Africa/Algiers',
  readThumbnail: async (path) => thumbnails.get(path),
  readLogo: async () => logo,
  fonts: nodeFonts,
};

async function save(name: string, bytes: Uint8Array) {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

async function text(path: string) {
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout.replace(/[ \t]+/g, ' ');
}

/** the images of the PDF (pdfimages -list): width x height of each, without soft masks */
async function images(path: string) {
  const { stdout } = await run('pdfimages', ['-list', path]);
  return stdout
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => `${cols[3]}x${cols[4]}`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-pdf-'));
  thumbnails = new Map();
  for (let i = 0; i < 8; i++) {
    // noise makes a realistic ~30 kB photo (a flat colour would be 1 kB)
    const jpeg = await sharp({
      create: {
        width: 320,
        height: 240,
        channels: 3,
        background: '#c33',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    thumbnails.set(photoPath(i), new Uint8Array(jpeg));
  }
  const drawn = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">' +
      '<path d="M20 150 C 80 20, 140 20, 180 120 S 300 190, 360 60 S 480 40, 580 150" ' +
      'stroke="#123" stroke-width="6" fill="none"/></svg>',
  );
  signature = `data:image/png;base64,${(await sharp(drawn).png().toBuffer()).toString('base64')}`;
  logo = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#246' } })
      .png()
      .toBuffer(),
  );
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the rental contract', () => {
  let path: string;
  let page: string;

  beforeAll(async () => {
    path = await save('contract.pdf', await renderContractPdf(contract(), options));
    page = await text(path);
  });

  it('states the business, the number, the customer, the car and the period', () => {
    expect(page).toContain('Auto Location Amina');
    expect(page).toContain('RC: 16/00-1234567 B 21');
    expect(page).toContain('RENTAL CONTRACT');
    expect(page).toContain('Contract No. CTR-2026-000042');
    expect(page).toContain('Karim Benali');
    expect(page).toContain('DZ-778899');
    expect(page).toContain('Renault Clio');
    expect(page).toContain('12345-121-16');
    // 09:00Z is 10:00 in Algiers, on a 24-hour clock
    expect(page).toContain('15/06/2026 10:00');
    expect(page).toContain('18/06/2026 10:00');
  });

  it('prints the non-zero prices and an unlimited allowance', () => {
    expect(page).toMatch(/Daily rate: 5 000 DA/);
    expect(page).toMatch(/Payment: Advance/);
    expect(page).toContain('Unlimited');
    expect(page).toMatch(/Fuel per eighth: 800 DA/);
    expect(page).toContain('60 min');
    expect(page).not.toContain('Price per km');
  });

  it('prints the check-out: odometer, fuel, the numbered marks and the accessories', () => {
    expect(page).toContain('12 345 km');
    expect(page).toContain('6/8');
    expect(page).toContain('1. Scratch — Left side: rear door');
    expect(page).toContain('2. Dent — Front: bumper');
    expect(page).toContain('[x] Spare wheel');
    expect(page).toContain('[x] Car documents');
    expect(page).toContain('[ ] GPS — missing');
  });

  it('prints the deposit, all of the terms and the signature boxes', () => {
    // formatDA's narrow no-break space prints as a plain space
    expect(page).toMatch(/Amount: 20 000 DA/);
    expect(page).toMatch(/Method: Cash/);
    // every word of the terms, in order, though they wrap over lines and pages
    const printed = page.split(/\s+/);
    let at = 0;
    for (const word of terms.split(/\s+/)) {
      at = printed.indexOf(word, at);
      expect(at, word).toBeGreaterThanOrEqual(0);
      at += 1;
    }
    expect(page).toContain('END-OF-TERMS');
    expect(page).toContain("Customer's signature");
    expect(page).toContain('For the agency');
    expect(page).toMatch(/Page 2 of \d/);
  });

  it('embeds the 8 photos, the signature and the logo', async () => {
    const list = await images(path);
    expect(list.filter((size) => size === '320x240')).toHaveLength(8);
    expect(list).toContain('600x200');
    expect(list).toContain('64x64');
  });

  it('lays out every text inside the margins, none over another', async () => {
    expect(layoutFaults(await words(path))).toEqual([]);
  });

  it('draws page 1 with the fuel gauge and the red marks on the diagram', async () => {
    const prefix = join(dir, 'contract-page');
    await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', path, prefix]);
    const png = await readFile(`${prefix}.png`);
    expect(png.length).toBeGreaterThan(10_000);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(info.width - (A4.width / 72) * 50)).toBeLessThan(1);
    let red = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 170 && g < 80 && b < 80) red++;
      if (r < 90 && g > 90 && g < 140 && b > 160) blue++;
    }
    // the two marks' red circles (none without marks) and the gauge's six filled cells
    expect(red).toBeGreaterThan(20);
    expect(blue).toBeGreaterThan(100);
  });

  it('with 8 photos stays under 2 MB and renders in under a second', async () => {
    await renderContractPdf(contract(), options); // warm-up
    const started = performance.now();
    const bytes = await renderContractPdf(contract(), options);
    const elapsed = performance.now() - started;
    console.info(`contract: ${bytes.length} bytes, rendered in ${elapsed.toFixed(0)} ms`);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('the return receipt', () => {
  let path: string;
  let page: string;

  beforeAll(async () => {
    path = await save('receipt.pdf', await renderReceiptPdf(returned(), options));
    page = await text(path);
  });

  it('states the number, the parties and the actual return time', () => {
    expect(page).toContain('RETURN RECEIPT');
    expect(page).toContain('CTR-2026-000042');
    expect(page).toContain('Karim Benali');
    expect(page).toContain('12345-121-16');
    expect(page).toMatch(/Returned: 18\/06\/2026 12:30/);
  });

  it('compares both inspections: km driven, fuel out and in', () => {
    expect(page).toContain('12 345 km');
    expect(page).toContain('12 845 km');
    expect(page).toContain('500 km driven');
    expect(page).toMatch(/6\/8 4\/8 -2\/8/);
  });

  it('lists the new marks, the missing accessories and the check-in photos', async () => {
    expect(page).toContain('1. Scratch — Left side: rear door');
    expect(page).toContain('3. New: Crack — Top: windscreen chip');
    expect(page).not.toContain('New: Scratch');
    expect(page).toContain('[ ] Jack');
    expect(page).not.toContain('[ ] Spare wheel');
    const list = await images(path);
    expect(list.filter((size) => size === '320x240')).toHaveLength(2);
  });

  it('prints the settlement and the deposit refunded and kept', () => {
    expect(page).toMatch(/Rental \(3 days\) 15 000 DA/);
    expect(page).toMatch(/Fuel: Fuel shortfall: 2\/8 × 800 DA 1 600 DA/);
    expect(page).toMatch(/Other: Late return: 3 h × 500 DA 1 500 DA/);
    expect(page).toMatch(/Charges total 3 100 DA/);
    expect(page).toMatch(/Final total 18 100 DA/);
    expect(page).toMatch(/Advance paid 10 000 DA/);
    // what the customer paid at the counter, by what, and what is left (issue 28 §17)
    expect(page).toMatch(/Kept from the deposit 5 000 DA/);
    expect(page).toMatch(/Paid at the return, in cash 3 100 DA/);
    expect(page).toMatch(/Balance due 0 DA/);
    expect(page).toMatch(/Refunded: 15 000 DA/);
    expect(page).toMatch(/Kept: 5 000 DA/);
    expect(page).toContain('Fuel shortfall and late return');
    expect(page).toContain("Customer's signature at return");
  });

  it('lays out every text inside the margins, none over another', async () => {
    expect(layoutFaults(await words(path))).toEqual([]);
  });

  it('states the part of an advance given back at an early return', async () => {
    const doc = returned();
    const early: ContractDocument = {
      ...doc,
      price: { ...doc.price, advancePaid: 2_000_000 },
      deposit: { ...doc.deposit!, retained: 0, retainReason: null },
    };
    const printed = await text(
      await save('receipt-early.pdf', await renderReceiptPdf(early, options)),
    );
    expect(printed).toMatch(/Refunded at the return, in cash 1 900 DA/);
    expect(printed).not.toMatch(/Paid at the return/);
    expect(printed).not.toMatch(/Kept from the deposit/);
    expect(printed).toMatch(/Balance due 0 DA/);
  });
});

describe('edge cases', () => {
  it('renders a contract with nothing optional: no deposit, marks, photos, accessories, signature, terms', async () => {
    const doc = contract();
    const bare: ContractDocument = {
      ...doc,
      business: { ...doc.business, businessLogo: null, rc: null, nif: null, nis: null, ai: null },
      termsText: '',
      customer: { ...doc.customer, address: null, idNumber: null },
      car: { ...doc.car, plate: null, year: null, color: null },
      checkOut: { ...doc.checkOut, marks: [], accessories: [], photos: [], signature: null },
      deposit: null,
    };
    const none: ContractPdfOptions = { ...options, readLogo: async () => undefined };
    const contractPath = await save('bare-contract.pdf', await renderContractPdf(bare, none));
    const receiptPath = await save('bare-receipt.pdf', await renderReceiptPdf(bare, none));
    const printed = await text(contractPath);
    expect(printed).toContain('No damage marked.');
    expect(printed).toContain('No accessories checked.');
    expect(printed).toContain('No photos.');
    expect(printed).toContain('No deposit.');
    expect(printed).toContain("Customer's signature");
    expect(printed).not.toContain('Terms and conditions');
    expect(await images(contractPath)).toEqual([]);
    const receipt = await text(receiptPath);
    expect(receipt).toContain('Not recorded');
    expect(receipt).toContain('Not settled yet.');
    expect(receipt).toContain('No deposit.');
    expect(layoutFaults(await words(receiptPath))).toEqual([]);
  });

  it('wraps long texts onto new lines and pages without overlaps or overflow', async () => {
    const doc = longTexts(returned());
    const contractPath = await save('long-contract.pdf', await renderContractPdf(doc, options));
    const receiptPath = await save('long-receipt.pdf', await renderReceiptPdf(doc, options));
    expect(layoutFaults(await words(contractPath))).toEqual([]);
    expect(layoutFaults(await words(receiptPath))).toEqual([]);
    const receipt = await text(receiptPath);
    expect(receipt).toContain('29 Dented');
    expect(receipt.match(/Reason/g)?.length).toBeGreaterThanOrEqual(40);
  });

  it('skips a damaged signature and a logo that is not an image', async () => {
    const doc = contract();
    const png = Buffer.from(signature.split(',')[1]!, 'base64');
    doc.checkOut.signature = `data:image/png;base64,${png.subarray(0, 60).toString('base64')}`;
    const bytes = await renderContractPdf(doc, {
      ...options,
      readLogo: async () => new Uint8Array([1, 2, 3]),
    });
    const path = await save('bad-images.pdf', bytes);
    expect(await images(path)).toEqual(Array(8).fill('320x240'));
    expect(await text(path)).toContain("Customer's signature");
  });
});

describe('images larger than a document decodes (issue 28: an 8000 x 8000 signature cost 1 GB)', () => {
  const dataUrl = (bytes: Uint8Array) =>
    `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;

  it('leaves out a stored signature, photo or logo whose PNG header is over the bound, quickly', async () => {
    for (const huge of [
      // 256 MB of pixels once decoded; over a signature pad's canvas but under 4 megapixels
      { signature: png(8000, 8000), photo: png(8000, 8000), logo: png(8000, 8000) },
      { signature: png(1700, 400), photo: png(2001, 2000), logo: png(4001, 1000) },
    ]) {
      const doc = returned();
      doc.checkOut.signature = dataUrl(huge.signature);
      doc.checkIn!.signature = dataUrl(huge.signature);
      doc.checkOut.photos = [photoPath(0), photoPath(77)];
      const withHuge: ContractPdfOptions = {
        ...options,
        readThumbnail: async (path) =>
          path === photoPath(77) ? new Uint8Array(huge.photo) : thumbnails.get(path),
        readLogo: async () => new Uint8Array(huge.logo),
      };
      const heap = process.memoryUsage().heapUsed;
      const started = performance.now();
      const contractPath = await save('huge-contract.pdf', await renderContractPdf(doc, withHuge));
      const receiptPath = await save('huge-receipt.pdf', await renderReceiptPdf(doc, withHuge));
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(process.memoryUsage().heapUsed - heap).toBeLessThan(100 * 1024 * 1024);
      // only the photo that was a thumbnail; the boxes are left to sign
      expect(await images(contractPath)).toEqual(['320x240']);
      expect(await images(receiptPath)).toEqual(['320x240', '320x240']);
      expect(await text(contractPath)).toContain("Customer's signature");
    }
  });
});

describe('a signature whose base64 does not decode (found by the hostile-input suite)', () => {
  it('prints the contract and the receipt with the box left to sign, never failing', async () => {
    for (const broken of ['data:image/png;base64,A', 'data:image/png;base64,ABCDE=']) {
      const doc = contract();
      doc.checkOut.signature = broken;
      const back = returned();
      if (back.checkIn) back.checkIn.signature = broken;
      for (const language of ['en', 'fr+ar'] as const) {
        const pdf = await renderContractPdf(doc, { ...options, language });
        expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
        const receipt = await renderReceiptPdf(back, { ...options, language });
        expect(Buffer.from(receipt.subarray(0, 5)).toString()).toBe('%PDF-');
      }
    }
  });
});

describe('the price as quoted (issue 33)', () => {
  it('prints a month at a duration rate with an extra: the days at the tier’s rate, the total due', async () => {
    // 30 days from Monday 15 June 2026: the 30-day tier's 3,500 DA a day is the base; a GPS
    // at 400 DA a day, at most 8,000 DA
    const start = new Date('2026-06-15T09:00:00.000Z');
    const end = new Date('2026-07-15T09:00:00.000Z');
    const kept = keepQuote({
      start,
      end,
      timeZone: 'Africa/Algiers',
      baseRate: 500_000,
      plan: {
        seasons: [],
        tiers: [{ fromDays: 30, price: { kind: 'rate', rate: 350_000 } }],
        weekend: null,
      },
      extras: [{ code: 'gps', pricing: 'per_day', price: 40_000, max: 800_000, quantity: 1 }],
      discount: 0,
      deposit: null,
    });
    const doc = contract();
    doc.period = { startAt: start, dueAt: end, returnedAt: null };
    doc.price.quoted = contractPrice(kept, [], { start, end }, 500_000);
    const page = await text(
      await save('quoted-contract.pdf', await renderContractPdf(doc, options)),
    );
    expect(page).toContain('Price as quoted');
    expect(page).toMatch(/Daily rate: 30 days × 3 500 DA +105 000 DA/);
    expect(page).toMatch(/Duration price, from 30 days +0 DA/);
    expect(page).toMatch(/GPS × 1 +8 000 DA/);
    expect(page).not.toContain('Discount');
    expect(page).toMatch(/Total due +113 000 DA/);
  });

  it('prints the longest price (the largest contract’s) on the page, nothing drawn over another', async () => {
    const { quoted } = largestContract({ signature, thumbnail: new Uint8Array(), logo }).price;
    expect(quoted?.extras).toHaveLength(6);
    for (const language of ['en', 'ar', 'fr+ar'] as const) {
      const doc = contract();
      doc.price.quoted = quoted;
      const path = await save(
        `longest-quote-${language}.pdf`,
        await renderContractPdf(doc, { ...options, language }),
      );
      expect(layoutFaults(await words(path)), language).toEqual([]);
    }
  });
});

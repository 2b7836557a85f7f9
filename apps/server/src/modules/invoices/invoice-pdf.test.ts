import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Invoice } from '@car-rental/domain/contract/invoices';
import type { DocumentLanguage } from '@car-rental/domain/documents/labels';
import { invoiceTotals } from '@car-rental/domain/invoices/invoice-totals';
import { keepQuote, keptPrice } from '@car-rental/domain/pricing/kept';
import { invoicePrice } from '@car-rental/domain/pricing/printed-price';
import { describe, expect, it } from 'vitest';
import { nodeFonts } from '../../lib/pdf/node-fonts.ts';
import { A4 } from '../../lib/pdf/sheet.ts';
import {
  comparable,
  layoutFaults,
  layoutText,
  renderPng,
  savePdf,
  typed,
  words,
} from '../../test/pdf-read.ts';
import { invoicePdf } from './invoice-pdf.ts';

/** what was typed at the desk: an Arabic customer, an Arabic car text, an Arabic charge */
const damage = 'خدش على الباب الأمامي';
const long = Array.from({ length: 12 }, (_, i) => `Amel 2026 nettoyage intérieur ${i}`).join(' ');

const invoice: Invoice = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'FA-2026-000001',
  kind: 'rental',
  rentalId: '00000000-0000-4000-8000-000000000002',
  saleId: null,
  createdAt: '2026-06-12T15:00:00.000Z',
  creditNote: null,
  data: {
    kind: 'rental',
    business: {
      businessName: 'Auto Location Amina',
      businessAddress: '12 rue Didouche Mourad, Alger',
      businessPhone: '0555 12 34 56',
      businessEmail: 'contact@amina.dz',
      businessLogo: null,
      rc: '16/00-1234567 B 21',
      nif: '000016001234567',
      nis: null,
      ai: null,
    },
    customer: {
      name: 'أمال بن علي',
      phone: '0661 00 11 22',
      email: 'amel@example.dz',
      license: 'Amel 2026',
    },
    car: { brandName: 'رونو', modelName: 'Clio', plate: '12345-121-16', year: 2021, color: 'أبيض' },
    period: { start: '2026-06-09T09:00:00.000Z', end: '2026-06-12T09:00:00.000Z', totalDays: 3 },
    mileage: { start: 12_345, end: 12_845, driven: 500 },
    rentalAmount: 1_500_000,
    charges: [
      { type: 'damage', description: damage, amount: 500_000 },
      { type: 'cleaning', description: long, amount: 100_000 },
    ],
    chargesTotal: 600_000,
    totalAmount: 2_100_000,
    totals: { vatRateBp: 1900, totalHt: 1_764_706, vat: 335_294, totalTtc: 2_100_000 },
  },
};

const render = (language: DocumentLanguage, printed = invoice) =>
  invoicePdf(printed, {
    timeZone: 'Africa/Algiers',
    readImage: async () => undefined,
    fonts: nodeFonts,
    language,
  });

async function printed(language: DocumentLanguage) {
  const path = await savePdf(`invoice-${language}.pdf`, await render(language));
  return { path, text: comparable(await layoutText(path)) };
}

describe('the invoice in Arabic', () => {
  it('reads back the Arabic as typed, numbers and codes in order, right to left', async () => {
    const { path, text } = await printed('ar');
    expect(text).toContain(comparable('فاتورة الإيجار'));
    expect(text).toContain(comparable('أمال بن علي'));
    expect(text).toContain(comparable(damage));
    expect(text).toContain(comparable('رخصة السياقة'));
    expect(text).toContain('Amel 2026');
    expect(text).not.toContain('6202');
    expect(text).toContain('FA-2026-000001');
    expect(text).toContain('15 000,00 DA');
    expect(text).toContain('21 000,00 DA');
    expect(text).toContain('12/06/2026 10:00');
    const all = await words(path);
    // labels at the right, amounts at the left
    const label = all.find((w) => typed(w) === 'الزبون');
    const amount = all.find((w) => w.text === 'DA');
    expect(label?.xMin).toBeGreaterThan(A4.width / 2);
    expect(amount?.xMax).toBeLessThan(A4.width / 2);
    expect(layoutFaults(all)).toEqual([]);
  });

  it('draws page 1 as a PNG in test-results', async () => {
    const png = await renderPng((await printed('ar')).path);
    expect((await readFile(png)).length).toBeGreaterThan(10_000);
  });
});

describe('the invoice in French and bilingual', () => {
  it('prints the French labels', async () => {
    const { path, text } = await printed('fr');
    for (const label of [
      'FACTURE DE LOCATION',
      'Facture N° FA-2026-000001',
      'Client',
      'Permis de conduire',
      'Véhicule',
      'Immatriculation',
      'Période de location',
      'Kilométrage',
      'Total HT',
      'TVA (19 %)',
      'Total TTC',
    ]) {
      expect(text, label).toContain(label);
    }
    expect(text).toContain(comparable(damage));
    expect(layoutFaults(await words(path))).toEqual([]);
  });

  it('prints each label in French and in Arabic, the data once', async () => {
    const { path, text } = await printed('fr+ar');
    for (const [fr, ar] of [
      ['FACTURE DE LOCATION', 'فاتورة الإيجار'],
      ['Client', 'الزبون'],
      ['Permis de conduire', 'رخصة السياقة'],
      ['Kilométrage', 'عدد الكيلومترات'],
      ['Total TTC', 'المجموع بكل الرسوم'],
    ] as const) {
      expect(text, fr).toContain(fr);
      expect(text, ar).toContain(comparable(ar));
    }
    const all = await words(path);
    expect(all.filter((w) => w.text === 'nettoyage')).toHaveLength(12);
    expect(layoutFaults(all)).toEqual([]);
    await renderPng(path);
  });

  it('keeps the figures of an Arabic charge in order, in the French column too (issue 28 §14)', async () => {
    const fuel = 'نقص في الوقود: 3/8 × 600 DA';
    const withFuel = {
      ...invoice,
      data: {
        ...invoice.data,
        charges: [{ type: 'fuel' as const, description: fuel, amount: 180_000 }],
      },
    };
    for (const language of ['fr+ar', 'ar'] as const) {
      const bytes = await render(language, withFuel);
      const all = await words(await savePdf(`invoice-fuel-${language}.pdf`, bytes));
      const eighths = all.find((w) => w.text === '3/8');
      const price = all.find((w) => w.text === '600' && w.yMin === eighths?.yMin);
      // "3/8 × 600 DA" left to right; without its isolate the line printed "DA 600 × 3/8"
      expect(eighths && price && eighths.xMax < price.xMin, language).toBe(true);
    }
  });

  it('wraps a long description beside its amount, never over it', async () => {
    for (const language of ['en', 'fr', 'ar', 'fr+ar'] as const) {
      const path = await savePdf(`invoice-long-${language}.pdf`, await render(language));
      const all = await words(path);
      expect(layoutFaults(all), language).toEqual([]);
      expect(all.filter((w) => w.text === 'nettoyage').length, language).toBe(12);
    }
  });

  it('renders an invoice in under half a second once warm', async () => {
    const sizes: string[] = [];
    for (const language of ['en', 'fr', 'ar', 'fr+ar'] as const) {
      await render(language); // warm-up
      const started = performance.now();
      const bytes = await render(language);
      const elapsed = performance.now() - started;
      sizes.push(`${language}: ${bytes.length} bytes, ${elapsed.toFixed(0)} ms`);
      expect(bytes.length).toBeLessThan(200_000);
      expect(elapsed).toBeLessThan(500);
    }
    console.info(`invoice ${sizes.join('; ')}`);
  });
});

// ---------------------------------------------------------------- issue 33: extras and discount

/**
 * A week from Friday 25 June 2027 (decision 0047's example): the days 33,300 DA (weekend,
 * base and summer days less 10 % for 7 days), a driver 3,000, two child seats 4,200, a
 * delivery to the airport 1,500, less a 2,000 DA discount: 40,000 DA, the return's total on
 * time. A 5,000 DA damage charge on top: 45,000 DA.
 */
const weekStart = new Date('2027-06-25T09:00:00.000Z');
const DAY = 86_400_000;
function quotedInvoice(returnedAfterDays: number, discount: number): Invoice {
  const kept = keepQuote({
    start: weekStart,
    end: new Date(weekStart.getTime() + 7 * DAY),
    timeZone: 'Africa/Algiers',
    baseRate: 500_000,
    plan: {
      seasons: [
        {
          name: 'Été',
          from: '07-01',
          until: '08-31',
          price: { kind: 'percent', percent: 20 },
          minDays: null,
        },
      ],
      tiers: [{ fromDays: 7, price: { kind: 'percent', percent: -10 } }],
      weekend: { kind: 'rate', rate: 550_000 },
    },
    extras: [
      { code: 'additional_driver', pricing: 'per_day', price: 50_000, max: 300_000, quantity: 1 },
      { code: 'child_seat', pricing: 'per_day', price: 30_000, max: null, quantity: 2 },
      {
        code: 'delivery',
        pricing: 'once',
        price: 150_000,
        max: null,
        quantity: 1,
        place: 'Aéroport Houari Boumediene',
      },
    ],
    discount,
    deposit: null,
  });
  const end = new Date(weekStart.getTime() + returnedAfterDays * DAY);
  // what the return charged (return-car: the days used by the kept pricing)
  const rentalAmount = keptPrice({ dailyRate: 500_000, pricing: kept.pricing }, weekStart, end);
  const priced = invoicePrice(kept, { start: weekStart, end }, rentalAmount);
  if (invoice.data.kind !== 'rental' || !priced) throw new Error('a rental invoice');
  const charges = [{ type: 'damage' as const, description: damage, amount: 500_000 }];
  const totalAmount = rentalAmount + 500_000;
  return {
    ...invoice,
    data: {
      ...invoice.data,
      period: {
        start: weekStart.toISOString(),
        end: end.toISOString(),
        totalDays: returnedAfterDays,
      },
      rentalAmount,
      rentalPrice: {
        addsUp: priced.addsUp,
        days: priced.price.rental,
        extras: priced.price.extras,
        discount: priced.price.discount,
      },
      charges,
      chargesTotal: 500_000,
      totalAmount,
      totals: invoiceTotals(totalAmount, 1900),
    },
  };
}

async function quotedPrinted(language: DocumentLanguage, printed: Invoice) {
  const path = await savePdf(`invoice-quoted-${language}.pdf`, await render(language, printed));
  return { path, text: comparable(await layoutText(path)), words: await words(path) };
}

/** the printed line that has `label` (as comparable text), from `from` on */
const lineOf = (text: string, label: string, from = '') =>
  text
    .slice(text.indexOf(from))
    .split('\n')
    .find((line) => line.includes(comparable(label))) ?? `(no line with ${label})`;

describe('the invoice of a quoted rental (issue 33)', () => {
  it('prints in French the days, each extra and the discount as lines that add up to the total', async () => {
    const printed = quotedInvoice(7, 200_000);
    expect(printed.data.kind === 'rental' && printed.data.rentalPrice?.addsUp).toBe(true);
    const { text, words: all } = await quotedPrinted('fr', printed);
    const rows: [string, string][] = [
      ['Location (7 jours)', '33 300,00 DA'],
      ['Conducteur supplémentaire × 1', '3 000,00 DA'],
      ['Siège enfant × 2', '4 200,00 DA'],
      ['Livraison et reprise × 1 : Aéroport Houari Boumediene', '1 500,00 DA'],
      ['Remise', '-2 000,00 DA'],
      ['Dommages', '5 000,00 DA'],
      ['Total TTC', '45 000,00 DA'],
    ];
    for (const [label, amount] of rows) {
      expect(lineOf(text, label, 'Frais'), label).toContain(amount);
    }
    // 33,300 + 3,000 + 4,200 + 1,500 - 2,000 + 5,000 = 45,000: the fund's 40,000 and the charge
    expect(text).not.toContain('40 000,00 DA');
    expect(layoutFaults(all)).toEqual([]);
  });

  it('prints them in Arabic, right to left, the amounts at the left', async () => {
    const { path, text, words: all } = await quotedPrinted('ar', quotedInvoice(7, 200_000));
    const rows: [string, ...string[]][] = [
      ['الإيجار', 'أيام', '7', '33 300,00 DA'],
      ['سائق إضافي', '1', '3 000,00 DA'],
      ['مقعد الطفل', '2', '4 200,00 DA'],
      ['التوصيل والاسترجاع', 'Aéroport Houari Boumediene', '1 500,00 DA'],
      ['تخفيض', '-2 000,00 DA'],
      ['المجموع بكل الرسوم', '45 000,00 DA'],
    ];
    for (const [label, ...parts] of rows) {
      for (const part of parts) {
        expect(lineOf(text, label, comparable('التكاليف')), label).toContain(comparable(part));
      }
    }
    const discount = all.find((w) => w.text === '-2');
    expect(discount?.xMax).toBeLessThan(A4.width / 2);
    expect(layoutFaults(all)).toEqual([]);
    await renderPng(path);
  });

  it('prints the rental on one line, the extras and the discount told under it, when its parts do not make it', async () => {
    // back after a day: 8,100 DA of days and extras, less the 9,000 DA discount: nothing
    const printed = quotedInvoice(1, 900_000);
    expect(printed.data.kind === 'rental' && printed.data.rentalPrice?.addsUp).toBe(false);
    for (const language of ['fr', 'fr+ar'] as const) {
      const { text, words: all } = await quotedPrinted(language, printed);
      expect(lineOf(text, 'Location (1 jour)'), language).toContain('0,00 DA');
      const detail = text.replace(/\n\s*/g, ' ');
      expect(detail, language).toContain(
        'Dont : Conducteur supplémentaire × 1, Siège enfant × 2, Livraison et reprise × 1 : Aéroport Houari Boumediene, Remise 9 000,00 DA',
      );
      expect(lineOf(text, 'Total TTC'), language).toContain('5 000,00 DA');
      expect(text, language).not.toContain('-9 000,00 DA');
      expect(layoutFaults(all), language).toEqual([]);
    }
  });
});

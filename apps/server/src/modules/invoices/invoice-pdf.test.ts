import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Invoice } from '@car-rental/domain/contract/invoices';
import type { DocumentLanguage } from '@car-rental/domain/documents/labels';
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

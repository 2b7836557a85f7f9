import { performance } from 'node:perf_hooks';
import type { InspectionView } from '@car-rental/domain/contract/inspections';
import type { DocumentLanguage } from '@car-rental/domain/documents/labels';
import { standardAccessories } from '@car-rental/domain/rentals/inspection';
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
import type { ContractDocument, ContractPdfOptions } from './contract-document.ts';
import { renderContractPdf, renderReceiptPdf } from './contract-pdf.ts';

/** issue 16: the contract and the receipt in French, Arabic and both, with Arabic typed in */
const scratch = 'خدش على الباب الأمامي';
const terms = 'يلتزم المستأجر بإرجاع السيارة في الموعد المحدد مع نفس مستوى الوقود. '.repeat(12);

function returned(): ContractDocument {
  const checkOut: InspectionView = {
    kind: 'out',
    at: '2026-06-15T09:05:00.000Z',
    odometerKm: 12_345,
    fuelEighths: 6,
    marks: [{ id: 'm1', view: 'left', x: 0.3, y: 0.5, type: 'scratch', note: scratch }],
    accessories: standardAccessories.map((item) => ({ ...item, present: item.key !== 'gps' })),
    photos: [],
    signature: null,
  };
  const checkIn: InspectionView = {
    ...checkOut,
    kind: 'in',
    at: '2026-06-18T11:30:00.000Z',
    odometerKm: 12_845,
    fuelEighths: 4,
    marks: [
      ...checkOut.marks,
      { id: 'm2', view: 'front', x: 0.6, y: 0.4, type: 'dent', note: 'Amel 2026' },
    ],
  };
  return {
    contractNumber: 'CTR-2026-000042',
    business: {
      businessName: 'وكالة أمينة لكراء السيارات',
      businessAddress: '12 rue Didouche Mourad, Alger',
      businessPhone: '0555 12 34 56',
      businessEmail: 'contact@amina.dz',
      businessLogo: null,
      rc: '16/00-1234567 B 21',
      nif: '000016001234567',
      nis: null,
      ai: null,
    },
    termsText: terms,
    customer: {
      name: 'أمال بن علي',
      phone: '0661 00 11 22',
      email: 'amel@example.dz',
      licence: 'Amel 2026',
      address: 'حي 5 جويلية، وهران',
      idNumber: '109876543',
    },
    car: { brandName: 'رونو', modelName: 'Clio', plate: '12345-121-16', year: 2021, color: 'أبيض' },
    period: {
      startAt: new Date('2026-06-15T09:00:00.000Z'),
      dueAt: new Date('2026-06-18T09:00:00.000Z'),
      returnedAt: new Date(checkIn.at),
    },
    price: {
      dailyRate: 500_000,
      paymentType: 'advance',
      advancePaid: 1_000_000,
      terms: {
        fuelPricePerEighth: 80_000,
        kmAllowancePerDay: 200,
        pricePerKm: 2_000,
        lateGraceMinutes: 60,
        latePricePerHour: 50_000,
      },
    },
    checkOut,
    checkIn,
    deposit: {
      amount: 2_000_000,
      method: 'cash',
      reference: null,
      bank: null,
      takenAt: checkOut.at,
      settledAt: checkIn.at,
      retained: 500_000,
      retainReason: scratch,
    },
    settlement: {
      totalDays: 3,
      totalAmount: 1_500_000,
      charges: [
        { type: 'damage', description: scratch, amount: 500_000 },
        { type: 'other', description: `${'تأخير في الإرجاع '.repeat(12)}3 h`, amount: 150_000 },
      ],
      chargesTotal: 650_000,
      finalTotal: 2_150_000,
    },
  };
}

const options = (language: DocumentLanguage): ContractPdfOptions => ({
  timeZone: 'Africa/Algiers',
  readThumbnail: async () => undefined,
  readLogo: async () => undefined,
  fonts: nodeFonts,
  language,
});

async function printed(kind: 'contract' | 'receipt', language: DocumentLanguage) {
  const render = kind === 'contract' ? renderContractPdf : renderReceiptPdf;
  const path = await savePdf(
    `${kind}-${language}.pdf`,
    await render(returned(), options(language)),
  );
  return { path, text: comparable(await layoutText(path)), words: await words(path) };
}

describe('the contract and the receipt in Arabic', () => {
  it('read back what was typed in Arabic, "Amel 2026" in order, right to left', async () => {
    for (const kind of ['contract', 'receipt'] as const) {
      const { path, text, words: all } = await printed(kind, 'ar');
      expect(text).toContain(comparable(kind === 'contract' ? 'عقد الإيجار' : 'وصل الإرجاع'));
      expect(text).toContain(comparable('أمال بن علي'));
      expect(text).toContain(comparable(scratch));
      expect(text).toContain(comparable('وكالة أمينة لكراء السيارات'));
      expect(text).toContain('Amel 2026');
      expect(text).not.toContain('6202');
      expect(text).toContain('CTR-2026-000042');
      expect(text).toContain('20 000 DA');
      expect(text).toContain(comparable('الكفالة'));
      expect(text).toContain(comparable('توقيع الزبون'));
      // the section titles at the right, the amounts at the left
      const heading = all.find((w) => typed(w) === 'الزبون');
      expect(heading?.xMin).toBeGreaterThan(A4.width / 2);
      expect(layoutFaults(all), kind).toEqual([]);
      await renderPng(path);
    }
  });

  it("prints the receipt's settlement amounts at the left, not over the wrapped charges", async () => {
    const { text, words: all } = await printed('receipt', 'ar');
    expect(text).toContain(comparable('وصل الإرجاع'));
    expect(text).toContain(comparable('الاستلام'));
    const amounts = all.filter((w) => w.text === 'DA' && w.xMax < A4.width / 2);
    expect(amounts.length).toBeGreaterThanOrEqual(5);
    expect(layoutFaults(all)).toEqual([]);
  });
});

describe('the contract and the receipt in French and bilingual', () => {
  it('prints the French labels of the trade', async () => {
    const contract = await printed('contract', 'fr');
    for (const label of [
      'CONTRAT DE LOCATION',
      'Contrat N° CTR-2026-000042',
      'Permis de conduire',
      'État des lieux de départ',
      'Compteur',
      'Carburant',
      'Caution',
      'Carte grise',
      'Conditions générales',
      'Signature du client',
      "Cachet de l'agence",
    ]) {
      expect(contract.text, label).toContain(label);
    }
    expect(layoutFaults(contract.words)).toEqual([]);
    const receipt = await printed('receipt', 'fr');
    for (const label of ['REÇU DE RESTITUTION', 'Règlement', 'Total final', 'Remboursé']) {
      expect(receipt.text, label).toContain(label);
    }
    expect(layoutFaults(receipt.words)).toEqual([]);
  });

  it('prints French at the left and Arabic at the right of each label, the data once', async () => {
    for (const kind of ['contract', 'receipt'] as const) {
      const { path, text, words: all } = await printed(kind, 'fr+ar');
      const pairs =
        kind === 'contract'
          ? [
              ['CONTRAT DE LOCATION', 'عقد الإيجار'],
              ['Caution', 'الكفالة'],
              ['Carburant', 'الوقود'],
              ['Signature du client', 'توقيع الزبون'],
            ]
          : [
              ['REÇU DE RESTITUTION', 'وصل الإرجاع'],
              ['Règlement', 'التسوية'],
            ];
      for (const [fr, ar] of pairs as [string, string][]) {
        expect(text, fr).toContain(fr);
        expect(text, ar).toContain(comparable(ar));
      }
      const client = all.find((w) => w.text === 'Client');
      const arabic = all.find((w) => typed(w) === 'الزبون');
      expect(client?.xMax).toBeLessThan(A4.width / 2);
      expect(arabic?.xMin).toBeGreaterThan(A4.width / 2);
      expect(Math.abs((client?.yMax ?? 0) - (arabic?.yMax ?? 100))).toBeLessThan(8);
      // the customer's name twice: with the parties, and under the signature box
      expect(text.match(new RegExp(comparable('أمال بن علي'), 'g'))?.length, kind).toBe(2);
      expect(layoutFaults(all), kind).toEqual([]);
      await renderPng(path);
    }
  });

  it('renders in well under two seconds', async () => {
    await renderReceiptPdf(returned(), options('fr+ar'));
    const started = performance.now();
    const bytes = await renderReceiptPdf(returned(), options('fr+ar'));
    const elapsed = performance.now() - started;
    console.info(`bilingual receipt: ${bytes.length} bytes, rendered in ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1500);
  });
});

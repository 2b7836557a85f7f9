import { performance } from 'node:perf_hooks';
import type { InspectionView } from '@car-rental/domain/contract/inspections';
import type { DocumentLanguage } from '@car-rental/domain/documents/labels';
import { keepQuote } from '@car-rental/domain/pricing/kept';
import { contractPrice } from '@car-rental/domain/pricing/printed-price';
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

// ---------------------------------------------------------------- issue 33: the price as quoted

/**
 * A week from Friday 25 June 2027, 10:00 in Algiers: Friday and Saturday at the weekend's
 * 5,500 DA, four days at the 5,000 DA base, 1 July in the summer (+20 %: 6,000 DA) = 37,000;
 * -10 % from 7 days = 33,300. Extras: a driver (500 a day, at most 3,000), two child seats
 * (300 a day each: 4,200), a delivery to the airport (1,500 once) = 8,700. Total 42,000,
 * less a 2,000 DA discount: 40,000 DA due.
 */
function quotedContract(): ContractDocument {
  const doc = returned();
  const start = new Date('2027-06-25T09:00:00.000Z');
  const end = new Date('2027-07-02T09:00:00.000Z');
  const kept = keepQuote({
    start,
    end,
    timeZone: 'Africa/Algiers',
    baseRate: 500_000,
    plan: {
      seasons: [
        {
          name: 'Été',
          from: '07-01',
          until: '08-31',
          price: { kind: 'percent', percent: 20 },
          minDays: 3,
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
    discount: 200_000,
    deposit: 3_000_000,
  });
  return {
    ...doc,
    period: { startAt: start, dueAt: end, returnedAt: null },
    checkIn: null,
    settlement: null,
    price: {
      ...doc.price,
      advancePaid: kept.due,
      quoted: contractPrice(kept, [], { start, end }, 500_000),
    },
  };
}

/** the printed line that has `label` (as comparable text) */
const lineOf = (text: string, label: string) =>
  text.split('\n').find((line) => line.includes(comparable(label))) ?? `(no line with ${label})`;

async function quotedPrinted(language: DocumentLanguage, doc = quotedContract()) {
  const path = await savePdf(
    `quoted-contract-${language}.pdf`,
    await renderContractPdf(doc, options(language)),
  );
  return { path, text: comparable(await layoutText(path)), words: await words(path) };
}

describe('the contract of a quoted booking (issue 33)', () => {
  it('prints in French the days by season, the tier, the extras, the discount and the total due', async () => {
    const { text, words: all } = await quotedPrinted('fr');
    const rows: [string, string][] = [
      ['Week-end : 2 jours × 5 500 DA', '11 000 DA'],
      ['Tarif journalier : 4 jours × 5 000 DA', '20 000 DA'],
      ['Été : 1 jour × 6 000 DA', '6 000 DA'],
      ['Tarif de durée, à partir de 7 jours', '-3 700 DA'],
      ['Conducteur supplémentaire × 1', '3 000 DA'],
      ['Siège enfant × 2', '4 200 DA'],
      ['Livraison et reprise × 1 : Aéroport Houari Boumediene', '1 500 DA'],
      ['Remise', '-2 000 DA'],
      ['Total à payer', '40 000 DA'],
    ];
    expect(text).toContain('Prix selon le devis');
    for (const [label, amount] of rows) expect(lineOf(text, label), label).toContain(amount);
    // the lines in the quote's order, under the prices and terms
    const at = rows.map(([label]) => text.indexOf(label));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text.indexOf('Prix selon le devis')).toBeGreaterThan(text.indexOf('Tarif journalier :'));
    expect(layoutFaults(all)).toEqual([]);
  });

  it('prints them in Arabic, right to left, the amounts at the left', async () => {
    const { path, text, words: all } = await quotedPrinted('ar');
    // each line's words (poppler orders the marks and colons of a mixed line its own way)
    const rows: [string, ...string[]][] = [
      ['نهاية الأسبوع', 'يومان', '5 500 DA', '11 000 DA'],
      ['السعر اليومي', 'أيام', '5 000 DA', '20 000 DA'],
      ['يوم واحد', 'Été', '× 6 000 DA', '6 000 DA '],
      ['سعر المدة', 'ابتداءً من', '7', '-3 700 DA'],
      ['سائق إضافي', '1', '3 000 DA'],
      ['مقعد الطفل', '2', '4 200 DA'],
      ['التوصيل والاسترجاع', 'Aéroport Houari Boumediene', '1 500 DA'],
      ['تخفيض', '-2 000 DA'],
      ['المبلغ المستحق', '40 000 DA'],
    ];
    const heading = comparable('السعر حسب التسعيرة');
    expect(text).toContain(heading);
    const quoted = text.slice(text.indexOf(heading));
    for (const [label, ...parts] of rows) {
      for (const part of parts) expect(lineOf(quoted, label), label).toContain(comparable(part));
    }
    // the heading at the right, the total's amount at the left
    const title = all.find((w) => typed(w) === 'التسعيرة');
    expect(title?.xMin).toBeGreaterThan(A4.width / 2);
    const total = all.filter((w) => w.text === '40' && w.xMax < A4.width / 2);
    expect(total.length).toBeGreaterThanOrEqual(1);
    expect(layoutFaults(all)).toEqual([]);
    await renderPng(path);
  });

  it('prints them in French and Arabic side by side, each figure once', async () => {
    const { text, words: all } = await quotedPrinted('fr+ar');
    expect(lineOf(text, 'Prix selon le devis')).toContain(comparable('السعر حسب التسعيرة'));
    expect(lineOf(text, 'Week-end : 2 jours × 5 500 DA')).toContain('11 000 DA');
    expect(lineOf(text, 'Total à payer')).toContain('40 000 DA');
    expect(lineOf(text, 'Total à payer')).toContain(comparable('المبلغ المستحق'));
    expect(layoutFaults(all)).toEqual([]);
  });

  it('prints a booking made before issue 33 as before: its daily rate, no quote', async () => {
    const doc = quotedContract();
    doc.price.quoted = null;
    const { text } = await quotedPrinted('fr', doc);
    expect(text).toContain('Tarif journalier : 5 000 DA');
    expect(text).not.toContain('Prix selon le devis');
    expect(text).not.toContain('Total à payer');
  });
});

import { describe, expect, it } from 'vitest';
import type { FundTransaction } from '../contract/fund.ts';
import { csvAmount, csvHeader, csvLine, csvRow, csvText, csvTime } from './csv.ts';
import {
  exportFileName,
  fundTable,
  type HistoryExportRecord,
  historyTable,
  wallClockDate,
} from './export-tables.ts';

const ALGIERS = 'Africa/Algiers';

describe('csv fields', () => {
  it('writes amounts in DA with a decimal comma, 2 decimals and no thousands separator', () => {
    expect(csvAmount(123_456)).toBe('1234,56');
    expect(csvAmount(800_000)).toBe('8000,00');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-5)).toBe('-0,05');
    expect(csvAmount(200_000_000)).toBe('2000000,00');
    expect(csvAmount(null)).toBe('');
  });

  it('quotes text holding the separator, quotes or line breaks, and defuses formulas', () => {
    expect(csvText('a;b')).toBe('"a;b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('+213 555')).toBe("'+213 555");
    expect(csvText('-x')).toBe("'-x");
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText(null)).toBe('');
  });

  it('writes times as dd/mm/yyyy hh:mm on the business wall clock, without an offset', () => {
    expect(csvTime('2026-06-30T23:30:00.000Z', ALGIERS)).toBe('01/07/2026 00:30');
    expect(csvTime('2026-01-15T10:00:59.000Z', 'UTC')).toBe('15/01/2026 10:00');
    // a 24-hour clock: 21:30 in Algiers, never 09:30 PM
    expect(csvTime('2026-03-10T20:30:00.000Z', ALGIERS)).toBe('10/03/2026 21:30');
    // a zone with summer time: the wall clock on each side of the change
    expect(csvTime('2026-03-29T00:30:00.000Z', 'Europe/Paris')).toBe('29/03/2026 01:30');
    expect(csvTime('2026-03-29T01:30:00.000Z', 'Europe/Paris')).toBe('29/03/2026 03:30');
    expect(csvRow(['a', 'b', ''])).toBe('a;b;\r\n');
  });

  it('names the files by the UTC date and their format', () => {
    expect(exportFileName('fund', 'csv', new Date('2026-06-15T23:30:00Z'))).toBe(
      'fund-2026-06-15.csv',
    );
    expect(exportFileName('history', 'xlsx', new Date('2026-06-15T10:00:00Z'))).toBe(
      'history-2026-06-15.xlsx',
    );
  });

  it('gives a spreadsheet the wall clock as a date without a zone', () => {
    expect(wallClockDate('2026-06-30T23:30:15.250Z', ALGIERS).toISOString()).toBe(
      '2026-07-01T00:30:15.000Z',
    );
  });
});

const car = { brandName: 'Renault', modelName: 'Clio', year: 2021, color: 'White' };
const rental: HistoryExportRecord = {
  kind: 'rental',
  date: '2026-06-14T22:30:00.000Z',
  ...car,
  plate: 'AB;100"16',
  customerName: '=Karim Benali',
  totalDays: 3,
  distanceKm: 450,
  amount: 3_000_000,
  chargesTotal: 250_050,
  listedPrice: null,
};
const sale: HistoryExportRecord = {
  kind: 'sale',
  date: '2026-06-12T15:00:00.000Z',
  ...car,
  plate: 'SO-555-16',
  customerName: 'Yacine Haddad',
  totalDays: null,
  distanceKm: null,
  amount: 210_000_000,
  chargesTotal: 0,
  listedPrice: 200_000_000,
};
const charge: FundTransaction = {
  id: '00000000-0000-4000-8000-000000000001',
  timestamp: '2026-06-15T10:01:00.000Z',
  type: 'add_charge',
  amount: 50_000,
  description: 'Parts',
  category: 'supplier',
  supplierId: '00000000-0000-4000-8000-000000000002',
  supplierName: 'Auto Import SARL',
  source: 'manual',
  bookedBy: null,
  method: 'cash' as const,
  chequeNumber: null,
  chequeBank: null,
  userId: null,
  userName: null,
  drawerDay: null,
  drawerClosed: false,
  correctsId: null,
};

describe('csv lines', () => {
  it('states a rental and a sale of the history, in English by default words', () => {
    const table = historyTable('en');
    expect(csvHeader(table)).toBe(
      'Date;Type;Brand;Model;Plate;Year;Color;Customer;Days;Distance (km);Amount (DA);Charges (DA);Final total (DA);Listed price (DA)\r\n',
    );
    expect(csvLine(table, rental, ALGIERS)).toBe(
      '14/06/2026 23:30;Rental;Renault;Clio;"AB;100""16";2021;White;\'=Karim Benali;3;450;30000,00;2500,50;32500,50;\r\n',
    );
    expect(csvLine(table, sale, ALGIERS)).toBe(
      '12/06/2026 16:00;Sale;Renault;Clio;SO-555-16;2021;White;Yacine Haddad;;;2100000,00;;2100000,00;2000000,00\r\n',
    );
  });

  it('states the history in French and in Arabic: headings and types', () => {
    const fr = historyTable('fr');
    expect(csvHeader(fr)).toBe(
      'Date;Type;Marque;Modèle;Immatriculation;Année;Couleur;Client;Jours;Distance (km);Montant (DA);Frais (DA);Total final (DA);Prix affiché (DA)\r\n',
    );
    expect(csvLine(fr, sale, ALGIERS)).toBe(
      '12/06/2026 16:00;Vente;Renault;Clio;SO-555-16;2021;White;Yacine Haddad;;;2100000,00;;2100000,00;2000000,00\r\n',
    );
    expect(csvLine(fr, rental, ALGIERS).split(';')[1]).toBe('Location');
    const ar = historyTable('ar');
    expect(csvHeader(ar).split(';').slice(0, 8)).toEqual([
      'التاريخ',
      'النوع',
      'العلامة',
      'الطراز',
      'رقم التسجيل',
      'السنة',
      'اللون',
      'الزبون',
    ]);
    expect(csvHeader(ar)).toContain(';المبلغ (DA);');
    expect(csvLine(ar, rental, ALGIERS).split(';')[1]).toBe('كراء');
    expect(csvLine(ar, sale, ALGIERS).split(';')[1]).toBe('بيع');
  });

  it('states a fund transaction with its signed amount, its category and where it came from', () => {
    const en = fundTable('en');
    expect(csvHeader(en)).toBe(
      'Date;Type;Category;Description;Supplier;Amount (DA);Signed amount (DA);Source;Method;Staff\r\n',
    );
    expect(csvLine(en, charge, ALGIERS)).toBe(
      '15/06/2026 11:01;Charge;Supplier Payment;Parts;Auto Import SARL;500,00;-500,00;Manual;Cash;\r\n',
    );
    const fr = fundTable('fr');
    expect(csvHeader(fr)).toBe(
      'Date;Type;Catégorie;Libellé;Fournisseur;Montant (DA);Montant signé (DA);Origine;Mode de paiement;Caissier\r\n',
    );
    expect(
      csvLine(
        fr,
        {
          ...charge,
          type: 'add_money',
          category: 'rental',
          supplierName: null,
          source: 'action',
          bookedBy: 'rental',
          method: 'cheque',
          chequeNumber: '0012345',
          chequeBank: 'BNA',
          userName: 'Amina Kaci',
        },
        ALGIERS,
      ),
    ).toBe(
      '15/06/2026 11:01;Entrée;Paiement de location;Parts;;500,00;500,00;Location;Chèque 0012345, BNA;Amina Kaci\r\n',
    );
    // a category the lists do not know is written as stored
    expect(csvLine(fundTable('ar'), { ...charge, category: 'Taxe locale' }, ALGIERS)).toBe(
      '15/06/2026 11:01;مصروف;Taxe locale;Parts;Auto Import SARL;500,00;-500,00;إدخال يدوي;نقدًا;\r\n',
    );
  });
});

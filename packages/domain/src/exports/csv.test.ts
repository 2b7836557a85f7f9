import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  csvFileName,
  csvRow,
  csvText,
  csvTime,
  fundCsvHeader,
  fundCsvLine,
  historyCsvHeader,
  historyCsvLine,
} from './csv.ts';

describe('csv fields', () => {
  it('writes amounts as plain DA numbers with 2 decimals', () => {
    expect(csvAmount(123_456)).toBe('1234.56');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(-5)).toBe('-0.05');
    expect(csvAmount(200_000_000)).toBe('2000000.00');
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

  it('writes times on the business clock with its offset, rows with ; and CRLF', () => {
    expect(csvTime('2026-06-30T23:30:00.000Z', 'Africa/Algiers')).toBe('2026-07-01T00:30:00+01:00');
    expect(csvTime('2026-01-15T10:00:00.000Z', 'UTC')).toBe('2026-01-15T10:00:00+00:00');
    // a 24-hour clock: 21:30 in Algiers, never 09:30 PM
    expect(csvTime('2026-03-10T20:30:00.000Z', 'Africa/Algiers')).toBe('2026-03-10T21:30:00+01:00');
    expect(csvRow(['a', 'b', ''])).toBe('a;b;\r\n');
    expect(csvFileName('fund', new Date('2026-06-15T23:30:00Z'))).toBe('fund-2026-06-15.csv');
  });
});

describe('csv lines', () => {
  it('states a rental and a sale of the history', () => {
    expect(historyCsvHeader).toBe(
      'Date;Type;Brand;Model;Plate;Year;Color;Customer;Days;Distance (km);Amount (DA);Charges (DA);Final total (DA);Listed price (DA)\r\n',
    );
    const car = { brandName: 'Renault', modelName: 'Clio', year: 2021, color: 'White' };
    expect(
      historyCsvLine(
        {
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
        },
        'Africa/Algiers',
      ),
    ).toBe(
      '2026-06-14T23:30:00+01:00;Rental;Renault;Clio;"AB;100""16";2021;White;\'=Karim Benali;3;450;30000.00;2500.50;32500.50;\r\n',
    );
    expect(
      historyCsvLine(
        {
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
        },
        'Africa/Algiers',
      ),
    ).toBe(
      '2026-06-12T16:00:00+01:00;Sale;Renault;Clio;SO-555-16;2021;White;Yacine Haddad;;;2100000.00;;2100000.00;2000000.00\r\n',
    );
  });

  it('states a fund transaction with its signed amount', () => {
    expect(fundCsvHeader).toBe(
      'Date;Type;Category;Description;Supplier;Amount (DA);Signed amount (DA);Source\r\n',
    );
    expect(
      fundCsvLine(
        {
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
        },
        'Africa/Algiers',
      ),
    ).toBe(
      '2026-06-15T11:01:00+01:00;add_charge;supplier;Parts;Auto Import SARL;500.00;-500.00;manual\r\n',
    );
  });
});

import { roles } from '@car-rental/domain/auth/permissions';
import { fuelTypeOf, fuelTypes } from '@car-rental/domain/cars/fuel';
import { blockKind, boardBar } from '@car-rental/domain/contract/board';
import { paymentType, transmission } from '@car-rental/domain/contract/car';
import { garageStatus } from '@car-rental/domain/contract/cars';
import { fundTransaction, fundTransactionType } from '@car-rental/domain/contract/fund';
import { historyPeriods, historyTypes } from '@car-rental/domain/contract/history';
import { dueState } from '@car-rental/domain/contract/rental-alerts';
import { chargeType, rentalState } from '@car-rental/domain/contract/rentals';
import { exportWords } from '@car-rental/domain/exports/export-words';
import { paperKinds } from '@car-rental/domain/fleet/care';
import { serviceTypes } from '@car-rental/domain/fleet/service-types';
import { chargeCategories, moneyCategories } from '@car-rental/domain/fund/fund-categories';
import { languages } from '@car-rental/domain/i18n/languages';
import {
  carViews,
  damageTypes,
  depositMethods,
  standardAccessories,
} from '@car-rental/domain/rentals/inspection';
import { priceRanges } from '@car-rental/domain/sales/price-range';
import { describe, expect, it } from 'vitest';
import { ar } from './ar/index.ts';
import { en } from './en/index.ts';
import { fr } from './fr/index.ts';

/**
 * Issue 28 §16: every value of every enum a screen shows reads the catalogue, in each
 * language. The values come from the domain, so a value added there fails here until the
 * catalogues name it.
 */

type Tree = { [key: string]: string | Tree };
const catalogues = { en, fr, ar } as unknown as Record<'en' | 'fr' | 'ar', Record<string, Tree>>;

/** 'cars', 'card.fuelTypes', 'diesel' -> the text, or undefined */
function text(language: keyof typeof catalogues, namespace: string, path: string, value: string) {
  let node: string | Tree | undefined = catalogues[language][namespace];
  for (const part of [...path.split('.'), value]) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

interface ShownEnum {
  name: string;
  values: readonly string[];
  /** where the screens read it: namespace and key prefix */
  at: readonly (readonly [string, string])[];
  /**
   * French and Arabic must not read as the English (the texts the issue found left in
   * English); `same` lists the words French really shares with English.
   */
  translated?: { same?: { fr?: readonly string[]; ar?: readonly string[] } };
}

const fundCategories = [
  ...new Set([...moneyCategories, ...chargeCategories].map((option) => option.value)),
];

const shown: ShownEnum[] = [
  {
    name: 'standard accessories',
    values: standardAccessories.map((item) => item.key),
    at: [['rentals', 'inspection.accessories.standard']],
    // "Vignette" is the French word English borrowed; GPS is GPS in French
    translated: { same: { fr: ['vignette', 'gps'] } },
  },
  {
    name: 'fuel types',
    values: fuelTypes,
    at: [['cars', 'card.fuelTypes']],
    translated: { same: { fr: ['diesel'] } },
  },
  {
    name: 'fund categories',
    values: fundCategories,
    at: [['fund', 'categories']],
    translated: {},
  },
  {
    name: 'transmissions',
    values: transmission.options,
    at: [['cars', 'card.transmissions']],
    translated: {},
  },
  { name: 'payment types', values: paymentType.options, at: [['rentals', 'paymentType']] },
  { name: 'rental states', values: rentalState.options, at: [['customers', 'page.state']] },
  { name: 'board bar states', values: boardBar.shape.state.options, at: [['board', 'states']] },
  { name: 'blocked period kinds', values: blockKind.options, at: [['board', 'states']] },
  {
    name: 'charge types',
    values: chargeType.options,
    at: [
      ['history', 'details.chargeTypes'],
      ['invoices', 'chargeTypes'],
      ['rentals', 'returnDialog.types'],
    ],
  },
  {
    name: 'due states',
    // 'none' shows no badge
    values: dueState.options.filter((state) => state !== 'none'),
    at: [['common', 'dueBadge']],
  },
  {
    name: 'deposit methods',
    values: depositMethods,
    at: [
      ['fund', 'deposits.methods'],
      ['rentals', 'checkOut.deposit.methods'],
      ['rentals', 'settlement.giveBack'],
    ],
  },
  {
    name: 'deposit references',
    values: depositMethods.filter((method) => method !== 'cash'),
    at: [
      ['rentals', 'checkOut.deposit.reference'],
      ['rentals', 'checkOut.deposit.referenceRequired'],
    ],
  },
  { name: 'damage types', values: damageTypes, at: [['rentals', 'inspection.damageTypes']] },
  { name: 'car views', values: carViews, at: [['rentals', 'inspection.views']] },
  {
    name: 'roles',
    values: roles,
    at: [
      ['settings', 'staff.roles'],
      ['settings', 'staff.roleHints'],
    ],
  },
  {
    name: 'fund entries booked by an action',
    values: fundTransaction.shape.bookedBy.unwrap().options,
    at: [['fund', 'list.locked']],
  },
  { name: 'history types', values: historyTypes, at: [['history', 'filters.types']] },
  { name: 'history periods', values: historyPeriods, at: [['history', 'filters.periods']] },
  { name: 'price ranges', values: priceRanges, at: [['sales', 'filters']] },
  {
    name: 'garage filters',
    values: garageStatus.options,
    at: [['cars', 'garage.filters.statuses']],
  },
  { name: 'languages', values: languages, at: [['common', 'language']] },
  { name: 'service types', values: serviceTypes, at: [['fleet', 'serviceType']], translated: {} },
  { name: 'paper kinds', values: paperKinds, at: [['fleet', 'paperKind']], translated: {} },
  {
    name: 'paper states',
    values: ['valid', 'expires_soon', 'lapsed'],
    at: [['fleet', 'paperState']],
    translated: {},
  },
];

describe.each(shown)('$name', ({ values, at, translated }) => {
  it.each(['en', 'fr', 'ar'] as const)('has a text for every value in %s', (language) => {
    const missing = at.flatMap(([namespace, path]) =>
      values
        .filter((value) => !text(language, namespace, path, value)?.trim())
        .map((value) => `${namespace}:${path}.${value}`),
    );
    expect(missing, `${language} misses`).toEqual([]);
  });

  if (translated) {
    it.each(['fr', 'ar'] as const)('reads in %s, not in English', (language) => {
      const same = new Set(translated.same?.[language] ?? []);
      const english = at.flatMap(([namespace, path]) =>
        values
          .filter((value) => !same.has(value))
          .filter(
            (value) =>
              text(language, namespace, path, value) === text('en', namespace, path, value),
          )
          .map((value) => `${namespace}:${path}.${value}`),
      );
      expect(english, `${language} left in English`).toEqual([]);
    });
  }
});

describe('the French deposit category', () => {
  it('is a "Caution" (a deposit held), not an "Apport" (a capital contribution)', () => {
    expect(text('fr', 'fund', 'categories', 'deposit')).toBe('Caution');
    expect(exportWords.fr.categories.deposit).toBe('Caution');
  });
});

describe('the export files', () => {
  it.each(['en', 'fr', 'ar'] as const)(
    'name every fund category and entry type in %s',
    (language) => {
      const words = exportWords[language];
      expect(fundCategories.filter((value) => !words.categories[value]?.trim())).toEqual([]);
      expect(
        fundTransactionType.options.filter((value) => !words.fundTypes[value]?.trim()),
      ).toEqual([]);
    },
  );

  it('say the fund categories as the Fund screen does', () => {
    for (const language of ['fr', 'ar'] as const) {
      for (const value of fundCategories) {
        expect(exportWords[language].categories[value], `${language} ${value}`).not.toBe(
          exportWords.en.categories[value],
        );
      }
    }
    expect(exportWords.ar.categories.deposit).toBe(text('ar', 'fund', 'categories', 'deposit'));
  });
});

describe('a fuel typed in any language', () => {
  it.each(['en', 'fr', 'ar'] as const)('is recognised from its %s name', (language) => {
    for (const type of fuelTypes) {
      const name = text(language, 'cars', 'card.fuelTypes', type) ?? '';
      expect(fuelTypeOf(name), name).toBe(type);
      expect(fuelTypeOf(` ${name.toUpperCase()} `), name).toBe(type);
    }
  });

  it('recognises the usual spellings and leaves other text alone', () => {
    expect(fuelTypeOf('gasoline')).toBe('gasoline');
    expect(fuelTypeOf('Essence')).toBe('gasoline');
    expect(fuelTypeOf('Gasoil')).toBe('diesel');
    expect(fuelTypeOf('electrique')).toBe('electric');
    expect(fuelTypeOf('Hydrogen')).toBeNull();
    expect(fuelTypeOf('')).toBeNull();
    expect(fuelTypeOf(null)).toBeNull();
  });
});

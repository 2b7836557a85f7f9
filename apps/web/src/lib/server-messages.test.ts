import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authMessages } from '@car-rental/domain/auth/credentials';
import { throttleMessages } from '@car-rental/domain/auth/sign-in-throttle';
import { inspectionMessages as inputMessages } from '@car-rental/domain/contract/inspection-input';
import { settingsMessages } from '@car-rental/domain/contract/settings';
import { inspectionMessages } from '@car-rental/domain/rentals/inspection';
import { bookingConflictMessage, noShowDelayText } from '@car-rental/domain/rentals/reservations';
import { beforeAll, describe, expect, it } from 'vitest';
import { errors as ar } from '../locales/ar/errors.ts';
import { errors as en } from '../locales/en/errors.ts';
import { errors as fr } from '../locales/fr/errors.ts';
import {
  exactMessagesOf,
  loadServerMessages,
  resolveServerMessage,
  serverMessagePatterns,
} from './server-messages.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** the sources that refuse: the server, the shared rules and the demo (never the tests) */
function sources(): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'test', 'reliability', 'cli'].includes(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.|\.d\.ts$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  for (const dir of ['apps/server/src', 'packages/domain/src', 'apps/web/src/demo']) {
    walk(join(root, dir));
  }
  return files.map((file) => ({
    file: relative(root, file),
    // comments are not refusals
    text: readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, ''),
  }));
}

const CODE = "'([a-z][a-z0-9_]*)'";
/** where a code is written: a refusal, a problem answer, the vocabulary, a throttle decision */
const codePatterns = [
  new RegExp(String.raw`new DomainError\(\s*${CODE}`, 'g'),
  new RegExp(String.raw`(?:sendProblem|problemOf)\(\s*(?:reply,\s*)?[\w.]+,\s*${CODE}`, 'g'),
  new RegExp(String.raw`new ApiError\(\s*[\w.]+,\s*${CODE}`, 'g'),
  new RegExp(String.raw`\bconst code = [^;]*?${CODE}[^;]*?(?:${CODE})?[^;]*;`, 'g'),
  // a throttle decision or its type (not zod's own `addIssue({ code: 'custom' })`)
  new RegExp(String.raw`^(?!.*addIssue).*\bcode:\s*${CODE}(?:\s*\|\s*${CODE})*`, 'gm'),
];

function codesInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sources()) {
    for (const pattern of codePatterns) {
      for (const match of text.matchAll(pattern)) {
        for (const code of match.slice(1)) if (code) found.set(code, file);
      }
    }
    if (file.endsWith('domain/src/errors.ts')) {
      const vocabulary = /errorStatus = \{([\s\S]*?)\}/.exec(text)?.[1] ?? '';
      for (const match of vocabulary.matchAll(/^\s+([a-z_]+): \d{3},/gm))
        found.set(match[1]!, file);
    }
  }
  return found;
}

const LITERAL = String.raw`(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")`;
/** where an English message is written as a literal: refusals, field errors, schemas */
const messagePatterns = [
  new RegExp(String.raw`new (?:DomainError|ApiError)\(\s*(?:\d+,\s*)?'[a-z_]+',\s*${LITERAL}`, 'g'),
  new RegExp(
    String.raw`(?:sendProblem|problemOf)\(\s*(?:reply,\s*)?\d+,\s*'[a-z_]+',\s*${LITERAL}`,
    'g',
  ),
  new RegExp(String.raw`\b(?:message|error|detail):\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\b(?:requiredText|requiredId)\(\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\.(?:int|positive|nonnegative|nonempty)\(\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`,\s*${LITERAL},?\s*\)`, 'g'),
  new RegExp(
    String.raw`\bconst (?:[A-Z][A-Z_]+|message|detail|missing|yearMessage) =\s*${LITERAL}`,
    'g',
  ),
];

/** success messages and printed labels the scan also meets: not refusals */
const notRefusals = new Set(['Car marked for sale!', 'Car removed from sale listings!']);

function unquote(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    .replace(/\\(.)/g, '$1');
}

function messagesInSources(): Map<string, string> {
  const found = new Map<string, string>();
  const keep = (raw: string | undefined, file: string, sentence: boolean) => {
    if (raw === undefined) return;
    const text = unquote(raw);
    if (notRefusals.has(text) || !/[a-z] [a-z]/i.test(text)) return;
    if (sentence && !/^[A-Z]/.test(text)) return;
    found.set(text, file);
  };
  for (const { file, text } of sources()) {
    if (/contract-pdf|invoice-pdf|receipt-pdf|mail/.test(file)) continue;
    messagePatterns.forEach((pattern, index) => {
      for (const match of text.matchAll(pattern)) {
        // a bare last argument counts only when it reads as a sentence
        keep(match[1] ?? match[2], file, index === 5);
      }
    });
    for (const block of text.matchAll(/(?:[a-z]*Messages|messages) = \{([\s\S]*?)\n\}/g)) {
      for (const match of block[1]!.matchAll(new RegExp(String.raw`^\s+\w+:\s*${LITERAL}`, 'gm'))) {
        keep(match[1] ?? match[2], file, false);
      }
    }
  }
  return found;
}

/** the keys of a catalogue section, plural forms folded to their base */
function baseKeys(section: object): Set<string> {
  return new Set(
    Object.keys(section).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
  );
}

describe('error codes', () => {
  const codes = codesInSources();

  it('finds the codes of the server, the rules and the demo', () => {
    for (const code of ['not_found', 'validation_failed', 'sign_in_locked', 'sign_in_delayed']) {
      expect(codes.has(code)).toBe(true);
    }
    for (const code of [
      'rate_limited',
      'bad_request',
      'internal_error',
      'demo_read_only',
      'demo_failed',
    ]) {
      expect(codes.has(code)).toBe(true);
    }
    expect(codes.size).toBeGreaterThan(60);
  });

  it('has a sentence for every code found in the sources, in all three languages', () => {
    const missing = [...codes]
      .filter(
        ([code]) =>
          !(
            Object.hasOwn(en.codes, code) &&
            fr.codes[code as keyof typeof en.codes] &&
            ar.codes[code as keyof typeof en.codes]
          ),
      )
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });
});

describe('known details and field messages', () => {
  const messages = messagesInSources();
  beforeAll(() => loadServerMessages());

  it('finds the literal messages of the sources', () => {
    expect(messages.has('Valid selling price is required')).toBe(true);
    expect(messages.has('Start mileage cannot be less than the car’s current mileage')).toBe(true);
    expect(messages.has('isPaid must be true or false')).toBe(true);
    expect(messages.size).toBeGreaterThan(150);
  });

  it('has a translation for every literal message found in the sources', () => {
    const unknown = [...messages]
      .filter(([text]) => resolveServerMessage(text) === undefined)
      .map(([text, file]) => `${text} (${file})`);
    expect(unknown).toEqual([]);
  });

  it('reads the messages built with values by their pattern', () => {
    const at = new Date('2026-03-10T08:00:00Z');
    const samples: [string, string, Record<string, string | number>][] = [
      [throttleMessages.delayed(1), 'details.signInDelayed', { count: 1 }],
      [throttleMessages.delayed(16), 'details.signInDelayed', { count: 16 }],
      [
        `A booking can be marked a no-show ${noShowDelayText(120)} after its pickup time.`,
        'details.noShowTooEarlyHours',
        { count: 2 },
      ],
      [
        `A booking can be marked a no-show ${noShowDelayText(90)} after its pickup time.`,
        'details.noShowTooEarlyMinutes',
        { count: 90 },
      ],
      [
        bookingConflictMessage(
          { startAt: at, endAt: at, customerName: 'Amine B.' },
          'Africa/Algiers',
        ),
        'details.bookingConflictWith',
        { from: '10/03/2026 09:00', to: '10/03/2026 09:00', name: 'Amine B.' },
      ],
      [
        'This car is blocked for repair from 10/03/2026 09:00 to 12/03/2026 18:00.',
        'details.blockedRepair',
        { from: '10/03/2026 09:00', to: '12/03/2026 18:00' },
      ],
      [
        'Karim S. is on the "Do not rent" list: unpaid damage',
        'details.doNotRent',
        { name: 'Karim S.', reason: 'unpaid damage' },
      ],
      ['Karim S. is on the "Do not rent" list:', 'details.doNotRentNoReason', { name: 'Karim S.' }],
      [
        'This driving licence number is already on file for Karim S.',
        'details.licenceTaken',
        { name: 'Karim S.' },
      ],
      ['Already on file for Karim S.', 'fields.licenceOnFile', { name: 'Karim S.' }],
      ['A car can have at most 5 images.', 'details.tooManyImages', { count: 5 }],
      [
        'The database did not answer within 2 seconds.',
        'details.databaseTimeout',
        { seconds: '2' },
      ],
      [
        'The database migrations are not applied up to 0007_x.',
        'details.migrationsBehind',
        { tag: '0007_x' },
      ],
      [
        'The Idempotency-Key header must be 1 to 200 characters.',
        'details.idempotencyKeyLength',
        { max: '200' },
      ],
      ['No route GET /api/nothing', 'details.noRoute', { method: 'GET', path: '/api/nothing' }],
      ['At most 20,000 characters', 'fields.atMostCharacters', { max: '20000' }],
      [authMessages.passwordTooLong, 'fields.atMostCharacters', { max: '200' }],
      [authMessages.invalidUsername, 'fields.invalidUsername', { min: '3', max: '32' }],
      [settingsMessages.invalidVatRate, 'fields.vatRate', { max: '100' }],
      [inputMessages.fuel, 'fields.fuelEighths', { max: '8' }],
      [inputMessages.photos, 'fields.photosMax', { max: '8' }],
      [inputMessages.marks, 'fields.marksMax', { max: '60' }],
      ['At most 4 documents', 'fields.atMostDocuments', { max: '4' }],
      ['At most 50 charges', 'fields.atMostCharges', { max: '50' }],
      ['At most 20 items', 'fields.atMostItems', { max: '20' }],
    ];
    for (const [text, key, values] of samples) {
      expect(resolveServerMessage(text), text).toEqual({ key, values });
    }
    const retained = resolveServerMessage(inspectionMessages.retainedTooHigh(1_500_000));
    expect(retained?.key).toBe('details.retainedTooHigh');
    expect(retained?.values.amount).toMatch(/DA/);
  });

  it('reads zod’s own issues by pattern', () => {
    const samples: [string, string][] = [
      ['Invalid input: expected string, received undefined', 'fields.required'],
      ['Invalid input: expected number, received string', 'fields.expectedNumber'],
      ['Invalid input: expected boolean, received string', 'fields.expectedBoolean'],
      ['Too small: expected string to have >=1 characters', 'fields.required'],
      ['Too small: expected string to have >=3 characters', 'fields.tooShort'],
      ['Too big: expected string to have <=100 characters', 'fields.tooLong'],
      ['Too big: expected number to be <=100', 'fields.tooBig'],
      ['Too small: expected number to be >0', 'fields.tooSmallExclusive'],
      ['Too big: expected array to have <=40 items', 'fields.tooManyItems'],
      ['Invalid UUID', 'fields.invalidId'],
      ['Invalid email address', 'fields.invalidEmailAddress'],
      ['Invalid ISO datetime', 'fields.invalidDateTime'],
      ['Invalid option: expected one of "all"|"rentals"|"sales"', 'fields.invalidOption'],
      ['Unrecognized key: "colour"', 'fields.unknownField'],
      ['Invalid string: must match pattern /^\\d{4}$/', 'fields.invalidFormat'],
      ['Invalid input', 'fields.invalidInput'],
      ['Invalid value', 'fields.invalidValue'],
    ];
    for (const [text, key] of samples) expect(resolveServerMessage(text)?.key, text).toBe(key);
  });

  it('holds each exact English text once, and every pattern reaches a catalogue entry', () => {
    const texts = [...Object.values(en.details), ...Object.values(en.fields)].filter(
      (text) => !text.includes('{{'),
    );
    expect(texts.length).toBe(exactMessagesOf(en).size);
    const details = baseKeys(en.details);
    const fields = baseKeys(en.fields);
    for (const { key } of serverMessagePatterns) {
      const [section, name] = key.split('.') as ['details' | 'fields', string];
      expect((section === 'details' ? details : fields).has(name), key).toBe(true);
    }
  });
});

describe('the errors catalogues', () => {
  const pluralForms = { fr: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] };

  it('give French and Arabic every key of English, with each plural form', () => {
    for (const [language, catalogue] of [
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      for (const section of ['codes', 'details', 'fields', 'network'] as const) {
        const translated = catalogue[section] as Record<string, string>;
        for (const key of baseKeys(en[section])) {
          const plural = `${key}_other` in en[section];
          const forms = plural ? pluralForms[language].map((form) => `${key}_${form}`) : [key];
          for (const form of forms)
            expect(translated[form], `${language} ${section}.${form}`).toBeTruthy();
        }
      }
    }
  });

  it('translate the sentences instead of copying the English', () => {
    const copies: string[] = [];
    for (const catalogue of [fr, ar]) {
      for (const section of ['codes', 'details', 'fields', 'network'] as const) {
        for (const [key, text] of Object.entries(en[section])) {
          const translated = (catalogue[section] as Record<string, string>)[key];
          if (text.split(' ').length > 2 && translated === text) copies.push(`${section}.${key}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('keep the English placeholders in every translation', () => {
    for (const catalogue of [fr, ar]) {
      for (const section of ['details', 'fields', 'network'] as const) {
        for (const [key, text] of Object.entries(en[section])) {
          const names = [...text.matchAll(/\{\{(\w+)\}\}/g)]
            .map((m) => m[1])
            .filter((n) => n !== 'count');
          const base = key.replace(/_(one|other)$/, '');
          const forms = Object.entries(catalogue[section] as Record<string, string>).filter(
            ([other]) => other === key || other.startsWith(`${base}_`),
          );
          for (const [form, translated] of forms) {
            for (const name of names)
              expect(translated, `${section}.${form}`).toContain(`{{${name}}}`);
          }
        }
      }
    }
  });
});

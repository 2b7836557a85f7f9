import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type MessageKey,
  messageKeys,
  messages,
  readMessage,
  renderMessage,
} from '@car-rental/domain/messages';
// zod's own issues read as keys: what every contract schema module installs
import '@car-rental/domain/zod-messages';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errors as ar } from '../locales/ar/errors.ts';
import { errors as en } from '../locales/en/errors.ts';
import { errors as fr } from '../locales/fr/errors.ts';

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
  new RegExp(String.raw`fieldRefusal\(\s*${CODE}`, 'g'),
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
/** where a refusal's words are written: refusals, field errors, schemas' messages */
const messagePatterns = [
  new RegExp(String.raw`new (?:DomainError|ApiError)\(\s*(?:\d+,\s*)?'[a-z_]+',\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`fieldRefusal\(\s*'[a-z_]+',\s*[^,]+,\s*${LITERAL}`, 'g'),
  new RegExp(
    String.raw`(?:sendProblem|problemOf)\(\s*(?:reply,\s*)?\d+,\s*'[a-z_]+',\s*${LITERAL}`,
    'g',
  ),
  new RegExp(String.raw`\b(?:message|error|key):\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\b(?:requiredText|requiredId)\(\s*${LITERAL}`, 'g'),
  new RegExp(
    String.raw`\.(?:int|positive|nonnegative|nonempty|min|max|length|regex|refine|email)\([^()]*?,?\s*${LITERAL}\s*\)`,
    'g',
  ),
];

/** the message keys the sources name: every `'details.x'` or `'fields.x'` literal */
function keysInSources(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sources()) {
    for (const match of text.matchAll(/['"`]((?:details|fields)\.[A-Za-z]\w*)['"` ]/g)) {
      found.set(match[1]!, file);
    }
  }
  return found;
}

/** the literals written where a refusal's words go: each must be a key, never a sentence */
function refusalLiterals(): Map<string, string> {
  const found = new Map<string, string>();
  for (const { file, text } of sources()) {
    if (/contract-pdf|invoice-pdf|receipt-pdf|mail|demo\//.test(file)) continue;
    for (const pattern of messagePatterns) {
      for (const match of text.matchAll(pattern)) {
        const literal = match[1] ?? match[2];
        if (literal !== undefined && /[a-z] [a-z]/i.test(literal)) found.set(literal, file);
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

/** the names of a text's `{{placeholders}}`, `count` aside (i18next's plural) */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))]
    .filter((name) => name !== 'count')
    .sort();
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

describe('message keys (issue 29 §2)', () => {
  const keys = keysInSources();

  it('finds the keys the server, the rules and the schemas refuse with', () => {
    for (const key of [
      'details.notSellable',
      'details.bookingConflictWith',
      'fields.sellingPrice',
      'fields.startMileageBelow',
      'fields.tooLong',
      'fields.atMostCharacters',
    ]) {
      expect(keys.has(key), key).toBe(true);
    }
    expect(keys.size).toBeGreaterThan(150);
  });

  it('has every key of the sources in the domain catalogue, and in French and Arabic', () => {
    const missing = [...keys]
      .filter(([key]) => {
        const [section, name] = key.split('.') as ['details' | 'fields', string];
        return !(
          messageKeys.has(key as MessageKey) &&
          baseKeys(fr[section]).has(name) &&
          baseKeys(ar[section]).has(name)
        );
      })
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('writes no sentence where a refusal’s words go: a key, with its values', () => {
    expect([...refusalLiterals()].map(([text, file]) => `${text} (${file})`)).toEqual([]);
  });

  it('keeps the English catalogue equal to the domain’s, not a restatement', () => {
    expect(en.details).toBe(messages.details);
    expect(en.fields).toBe(messages.fields);
  });

  it('gives each translation the same placeholders as the English words', () => {
    for (const [language, catalogue] of [
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      for (const section of ['details', 'fields'] as const) {
        const english = messages[section] as Record<string, string>;
        for (const [form, translated] of Object.entries(catalogue[section])) {
          const base = form.replace(/_(zero|one|two|few|many|other)$/, '');
          const source = english[form] ?? english[`${base}_other`] ?? english[base];
          expect(source, `${language} ${section}.${form}`).toBeDefined();
          expect(placeholders(translated), `${language} ${section}.${form}`).toEqual(
            placeholders(source ?? ''),
          );
        }
      }
    }
  });

  it('reads zod’s own issues as generic keys with their values', () => {
    const first = (schema: z.ZodType, value: unknown) =>
      readMessage(schema.safeParse(value).error?.issues[0]?.message ?? '');
    expect(first(z.string().max(100), 'x'.repeat(101))).toEqual({
      key: 'fields.tooLong',
      values: { max: 100 },
    });
    expect(first(z.string().min(3), 'ab')).toEqual({ key: 'fields.tooShort', values: { min: 3 } });
    expect(first(z.object({ a: z.string() }), {})).toEqual({ key: 'fields.required', values: {} });
    expect(first(z.string().min(1), '')).toEqual({ key: 'fields.required', values: {} });
    expect(first(z.number(), 'x')).toEqual({ key: 'fields.expectedNumber', values: {} });
    expect(first(z.number().max(10), 11)).toEqual({ key: 'fields.tooBig', values: { max: 10 } });
    expect(first(z.number().positive(), 0)).toEqual({
      key: 'fields.tooSmallExclusive',
      values: { min: 0 },
    });
    expect(first(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual({
      key: 'fields.tooManyItems',
      values: { max: 2 },
    });
    expect(first(z.uuid(), 'x')).toEqual({ key: 'fields.invalidId', values: {} });
    expect(first(z.email(), 'x')).toEqual({ key: 'fields.invalidEmailAddress', values: {} });
    expect(first(z.enum(['a', 'b']), 'c')).toEqual({ key: 'fields.invalidOption', values: {} });
    expect(first(z.strictObject({}), { colour: 1 })).toEqual({
      key: 'fields.unknownField',
      values: { keys: '"colour"' },
    });
    expect(first(z.string().regex(/^\d{4}$/), 'x')).toEqual({
      key: 'fields.invalidFormat',
      values: {},
    });
  });

  it('renders the English words of a key with its values, plurals by count', () => {
    expect(renderMessage('details.signInDelayed', { count: 1 })).toBe(
      'Too many failed sign-in attempts. Wait 1 second and try again.',
    );
    expect(renderMessage('details.signInDelayed', { count: 16 })).toBe(
      'Too many failed sign-in attempts. Wait 16 seconds and try again.',
    );
    expect(renderMessage('details.noShowTooEarlyHours', { count: 2 })).toBe(
      'A booking can be marked a no-show 2 hours after its pickup time.',
    );
    expect(renderMessage('fields.atMostCharacters', { max: 500 })).toBe('At most 500 characters');
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

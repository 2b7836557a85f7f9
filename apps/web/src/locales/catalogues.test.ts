import { describe, expect, it } from 'vitest';
import { ar } from './ar/index.ts';
import { errors } from './en/errors.ts';
import { en as screens } from './en/index.ts';
import { fr } from './fr/index.ts';

const en = { ...screens, errors };

type Tree = { [key: string]: string | Tree };

/** 'rented.title' -> 'Rented Cars' */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** the keys a language must have: English's, with each plural in the language's own forms */
function expectedKeys(english: Map<string, string>, locale: string): Set<string> {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (pluralSuffix.test(key)) {
      const base = key.replace(pluralSuffix, '');
      for (const form of forms) keys.add(`${base}_${form}`);
    } else keys.add(key);
  }
  return keys;
}

describe.each([
  ['fr', fr as unknown as Record<string, Tree>],
  ['ar', ar as unknown as Record<string, Tree>],
])('the %s catalogue', (language, catalogues) => {
  it('has every namespace of the English one', () => {
    expect(Object.keys(catalogues).sort()).toEqual(Object.keys(en).sort());
  });

  for (const [namespace, english] of Object.entries(en)) {
    it(`${namespace}: every key, in the language's plural forms, with the same variables`, () => {
      const source = flatten(english as unknown as Tree);
      const translated = flatten(catalogues[namespace] ?? {});
      const wanted = expectedKeys(source, language);
      const missing = [...wanted].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !wanted.has(key));
      expect(missing, `${language}/${namespace} misses keys`).toEqual([]);
      expect(extra, `${language}/${namespace} has keys English does not`).toEqual([]);
      for (const [key, text] of translated) {
        const englishText = source.get(key) ?? source.get(key.replace(pluralSuffix, '_other'));
        if (englishText === undefined) continue;
        // empty only where English is (a badge with no words)
        if (englishText !== '') {
          expect(text.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
        }
        const needed = variables(englishText).filter((name) => name !== 'count');
        for (const name of needed) {
          expect(variables(text), `${language}/${namespace}:${key} drops {{${name}}}`).toContain(
            name,
          );
        }
      }
    });
  }

  it('is not English left untranslated: most texts differ from the English ones', () => {
    let same = 0;
    let total = 0;
    for (const [namespace, english] of Object.entries(en)) {
      const source = flatten(english as unknown as Tree);
      for (const [key, text] of flatten(catalogues[namespace] ?? {})) {
        total += 1;
        if (source.get(key) === text) same += 1;
      }
    }
    // names of languages, codes (NIF, RC) and brand words are the same in every language
    expect(same / total).toBeLessThan(0.1);
  });
});

describe('the Arabic catalogue', () => {
  it('writes its words in Arabic letters and its digits Western', () => {
    const texts = [...Object.values(ar)].flatMap((tree) => [
      ...flatten(tree as unknown as Tree).values(),
    ]);
    const arabic = texts.filter((text) => /[\u0600-\u06ff]/.test(text));
    expect(arabic.length / texts.length).toBeGreaterThan(0.9);
    expect(texts.filter((text) => /[\u0660-\u0669]/.test(text))).toEqual([]);
  });
});

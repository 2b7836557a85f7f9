import { describe, expect, it } from 'vitest';
import { addBrandBody, addModelBody } from '../contract/brands.ts';
import { englishOf } from '../messages.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => englishOf(issue.message)) ?? [];

describe('addBrandBody', () => {
  it('trims the name and group; an empty group or logo means none', () => {
    expect(addBrandBody.parse({ name: '  Dacia ', group: '  ', logo: '' })).toEqual({
      name: 'Dacia',
      group: undefined,
      logo: undefined,
    });
    expect(addBrandBody.parse({ name: 'Dacia', group: ' Renault Group ' }).group).toBe(
      'Renault Group',
    );
  });

  it('requires a name', () => {
    expect(messages(addBrandBody.safeParse({ name: '   ' }))).toEqual(['Brand name is required']);
    expect(messages(addBrandBody.safeParse({}))).toEqual(['Brand name is required']);
  });

  it('takes an http or https logo URL only', () => {
    expect(addBrandBody.parse({ name: 'A', logo: ' https://cdn.example.com/a.png ' }).logo).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(addBrandBody.parse({ name: 'A', logo: 'http://example.com/a.svg' }).logo).toBe(
      'http://example.com/a.svg',
    );
    for (const logo of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'not a url']) {
      expect(messages(addBrandBody.safeParse({ name: 'A', logo }))).toEqual([
        'Logo must be an http or https URL',
      ]);
    }
  });
});

describe('addModelBody', () => {
  it('trims and requires the name', () => {
    expect(addModelBody.parse({ name: ' Sandero ' })).toEqual({ name: 'Sandero' });
    expect(messages(addModelBody.safeParse({ name: '' }))).toEqual(['Model name is required']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  createOwnerBody,
  passwordResetBody,
  registerBody,
  resetPasswordBody,
  signInBody,
} from '../contract/auth.ts';
import { englishOf } from '../messages.ts';
import { authMessages, isValidPin, isValidUsername, normalizeIdentifier } from './credentials.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${englishOf(issue.message)}`,
  );
}

describe('sign-in form rules (§5)', () => {
  it('accepts an identifier and a password of 6 characters, trimming only the identifier', () => {
    expect(signInBody.parse({ identifier: '  Owner@Example.test ', password: ' 12345' })).toEqual({
      identifier: 'Owner@Example.test',
      password: ' 12345',
    });
  });

  it('requires both fields', () => {
    expect(messages(signInBody.safeParse({}))).toEqual([
      'identifier: Username or email is required',
      'password: Password is required',
    ]);
    expect(messages(signInBody.safeParse({ identifier: '   ', password: '' }))).toEqual([
      'identifier: Username or email is required',
      'password: Password is required',
    ]);
  });

  it('refuses a password shorter than 6 characters', () => {
    expect(messages(signInBody.safeParse({ identifier: 'amine', password: '12345' }))).toEqual([
      'password: Password should be at least 6 characters.',
    ]);
  });
});

describe('registration rules (§8)', () => {
  const valid = { email: 'Staff@Example.test', password: 'secret1', displayName: ' Amine ' };

  it('lower-cases the e-mail, trims the name and drops an empty username', () => {
    expect(registerBody.parse({ ...valid, username: '  ' })).toEqual({
      email: 'staff@example.test',
      password: 'secret1',
      displayName: 'Amine',
      username: undefined,
    });
  });

  it('answers with the spec texts', () => {
    expect(messages(registerBody.safeParse({ ...valid, email: 'not-an-email' }))).toEqual([
      `email: ${englishOf(authMessages.invalidEmail)}`,
    ]);
    expect(messages(registerBody.safeParse({ ...valid, password: 'abc' }))).toEqual([
      'password: Password should be at least 6 characters.',
    ]);
    expect(messages(registerBody.safeParse({ ...valid, displayName: ' ' }))).toEqual([
      'displayName: Display name is required',
    ]);
  });

  it('refuses a username with an @ or of the wrong length', () => {
    for (const bad of ['a@b', 'ab', 'x'.repeat(33), 'with space']) {
      expect(messages(registerBody.safeParse({ ...valid, username: bad }))).toEqual([
        `username: ${englishOf(authMessages.invalidUsername)}`,
      ]);
    }
    expect(registerBody.parse({ ...valid, username: ' amine.b_2 ' }).username).toBe('amine.b_2');
  });

  it('takes an optional 4-digit PIN for the owner', () => {
    expect(createOwnerBody.parse({ ...valid, pin: '0042' }).pin).toBe('0042');
    expect(createOwnerBody.parse(valid).pin).toBeUndefined();
    for (const bad of ['123', '12345', 'abcd']) {
      expect(messages(createOwnerBody.safeParse({ ...valid, pin: bad }))).toEqual([
        `pin: ${englishOf(authMessages.invalidPin)}`,
      ]);
    }
  });

  it('password reset needs a valid e-mail, the confirmation a token and a new password', () => {
    expect(passwordResetBody.safeParse({ email: 'x' }).success).toBe(false);
    expect(messages(resetPasswordBody.safeParse({ token: 't', password: '123' }))).toEqual([
      'password: Password should be at least 6 characters.',
    ]);
    expect(resetPasswordBody.safeParse({ token: '', password: '123456' }).success).toBe(false);
  });
});

describe('credential helpers', () => {
  it('usernames: 3 to 32 of letters, digits, dot, dash, underscore', () => {
    expect(isValidUsername('abc')).toBe(true);
    expect(isValidUsername('A.b-c_9')).toBe(true);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('me@home')).toBe(false);
  });

  it('PIN: exactly 4 digits', () => {
    expect(isValidPin('1234')).toBe(true);
    expect(isValidPin('123a')).toBe(false);
    expect(isValidPin('12345')).toBe(false);
  });

  it('identifiers compare trimmed and lower-cased', () => {
    expect(normalizeIdentifier('  Owner@Example.TEST ')).toBe('owner@example.test');
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, KEPT_HASHES, newToken } from './tokens.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('hashToken', () => {
  it('is the SHA-256 of the token, asked once or again, kept or pushed out', async () => {
    const first = newToken();
    expect(await hashToken(first)).toBe(sha256(first));
    expect(await hashToken(first)).toBe(sha256(first));
    // more tokens than it keeps: the first is pushed out and hashed again, the same
    const others = Array.from({ length: KEPT_HASHES + 1 }, () => newToken());
    for (const token of others) expect(await hashToken(token)).toBe(sha256(token));
    expect(await hashToken(first)).toBe(sha256(first));
    expect(await hashToken('')).toBe(sha256(''));
  });
});

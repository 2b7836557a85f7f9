/**
 * Random tokens, ids and hashes on Web Crypto (globalThis.crypto): the same code runs in
 * Node 20 and in the demo's Web Worker, with no `node:crypto` and no `Buffer`.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** RFC 4648 base64url without padding */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** the bytes of base64url text; throws on text that is not base64url */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export const utf8 = {
  encode: (text: string) => encoder.encode(text),
  /** throws on bytes that are not UTF-8 */
  decode: (bytes: Uint8Array) => decoder.decode(bytes),
};

/** 256 random bits, URL-safe */
export function newToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 of the token, as hex: what the database keeps instead of the token */
export async function hashToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8.encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** a uniform random integer in [0, max), without modulo bias */
export function randomInt(max: number): number {
  if (!Number.isInteger(max) || max <= 0 || max > 2 ** 32) throw new RangeError('bad max');
  const limit = 2 ** 32 - (2 ** 32 % max);
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while ((word[0] ?? 0) >= limit);
  return (word[0] ?? 0) % max;
}

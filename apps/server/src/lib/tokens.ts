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

/** how many tokens' hashes hashToken keeps (a desk's session is hashed at every request) */
export const KEPT_HASHES = 1_024;

/** the last tokens hashed, oldest first (a Map keeps its insertion order) */
const keptHashes = new Map<string, string>();

/**
 * SHA-256 of the token, as hex: what the database keeps instead of the token. Web Crypto's
 * digest costs about 23 µs of CPU (a promise and a trip to its thread), 7% of the cheapest
 * request's: the last KEPT_HASHES tokens' hashes are kept (a hash is the token's alone, so a
 * kept one is never stale; a token signed out is simply found nowhere).
 */
export async function hashToken(token: string): Promise<string> {
  const kept = keptHashes.get(token);
  if (kept !== undefined) return kept;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8.encode(token)));
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  if (keptHashes.size >= KEPT_HASHES) keptHashes.delete(keptHashes.keys().next().value!);
  keptHashes.set(token, hash);
  return hash;
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
